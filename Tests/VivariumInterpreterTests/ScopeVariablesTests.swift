import Testing
@testable import VivariumInterpreter

/// A scope's variables are a list searched by name, with a table by name past a dozen: what a
/// program sees — a name's current variable, declaration order for traces and the globals'
/// listing — is the same below and above that size.
@Suite struct ScopeVariablesTests {
    @Test(arguments: [3, ScopeVariables.indexedCount, ScopeVariables.indexedCount + 9])
    func namesKeepTheirOrderAndLatestVariable(count: Int) throws {
        let scope = Scope(parent: nil)
        for index in 0..<count { scope.declare("v\(index)", Box(.int(index))) }
        #expect(Array(scope.order) == (0..<count).map { "v\($0)" })
        // A name declared again keeps its place and takes the new variable.
        scope.declare("v1", Box(.int(100)))
        #expect(Array(scope.order) == (0..<count).map { "v\($0)" })
        #expect(scope.lookup("v1")?.value.isIdentical(to: .int(100)) == true)
        scope.remove("v0")
        #expect(Array(scope.order) == (1..<count).map { "v\($0)" })
        #expect(scope.lookup("v0") == nil)
        for index in 1..<count where index != 1 {
            #expect(scope.variables["v\(index)"]?.value.isIdentical(to: .int(index)) == true)
        }
        scope.declare("v0", Box(.int(7)))
        #expect(scope.order.last == "v0")
        #expect(scope.variables["v0"]?.value.isIdentical(to: .int(7)) == true)
        #expect(scope.variables.count == count)
        let inner = Scope(parent: scope)
        inner.declare("v2", Box(.int(-2)))
        #expect(inner.lookup("v2")?.value.isIdentical(to: .int(-2)) == true)
        #expect(inner.lookup("v0")?.value.isIdentical(to: .int(7)) == true)
    }
}
