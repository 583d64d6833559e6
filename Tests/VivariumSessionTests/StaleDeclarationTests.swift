import Testing
@testable import VivariumSession
import VivariumWire

/// An earlier input's declaration that no longer checks once a later input replaced a type it
/// uses: what uses it is refused before it runs (`StaleDeclarations`), the refusal is undone with
/// a failed command, and declaring the function again replaces it.
@Suite struct StaleDeclarationTests {
    static let setup = [
        "final class Node { var value: Int; init(value: Int) { self.value = value } }",
        "func build(_ n: Int) -> Int { Node(value: n).value }",
        "func twice() -> Int { build(1) * 2 }",
    ]
    static let replacement = "final class Node { var value: Int; init(double: Int) { self.value = double * 2 } }"

    @Test func aCallThroughAStaleFunctionIsRefusedAtItsLine() {
        let session = Session()
        run(session, Self.setup + [Self.replacement])
        let reply = session.execute("print(twice())")
        #expect(reply.error?.code == "compile")
        #expect(reply.error?.file == "<input-2>" && reply.error?.line == 1 && reply.error?.column == 35)
        #expect(reply.error?.message.hasPrefix("<input-2>:1:35: error: incorrect argument label in call (have 'value:', expected 'double:')") == true)
        #expect(reply.output.isEmpty)
        // Code that uses only the new declaration runs.
        #expect(session.execute("print(Node(double: 2).value)").output == ["4"])
    }

    @Test func aReplacementThatFailsLeavesNothingStale() {
        let session = Session()
        run(session, Self.setup)
        let failed = session.execute(Self.replacement + "\nlet n: Int? = nil\nprint(n!)")
        #expect(!failed.ok)
        #expect(session.engine.stale.isEmpty)
        #expect(session.execute("print(twice())").output == ["2"])
    }

    @Test func aFunctionDeclaredAgainReplacesTheStaleOne() {
        let session = Session()
        run(session, Self.setup + [Self.replacement])
        let replaced = session.execute("func build(_ n: Int) -> Int { Node(double: n).value }")
        #expect(replaced.message == "replaced func build")
        #expect(session.engine.stale.isEmpty)
        #expect(session.execute("print(twice())").output == ["4"])
        // Overloads by type stand side by side.
        run(session, ["func size(_ x: Int) -> Int { x }", "func size(_ x: String) -> Int { x.count }"])
        #expect(session.execute("func size(_ x: Int) -> Int { x * 10 }").message == "replaced func size")
    }
}
