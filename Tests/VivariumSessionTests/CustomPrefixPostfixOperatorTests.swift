import Testing
import VivariumWire
@testable import VivariumSession

/// A program's own prefix and postfix operators (The Swift Programming Language, "Advanced
/// Operators", "Custom Operators": "New operators are declared at a global level using the
/// operator keyword, and are marked with the prefix, infix or postfix modifiers"). They were
/// "not supported in the playground: operator declarations". Expectations are swiftc's output.
@Suite struct CustomPrefixPostfixOperatorTests {
    func reply(_ source: String) -> Reply { Session().execute(source) }

    @Test func globalPrefixAndPostfixOperators() {
        let result = reply("""
            prefix operator √
            prefix func √(value: Double) -> Double { value.squareRoot() }
            postfix operator %%
            postfix func %%(value: Int) -> Double { Double(value) / 100 }
            func hypotenuse(_ a: Double, _ b: Double) -> Double { √(a * a + b * b) }
            print(√16.0, 25%%, hypotenuse(3, 4))
            """)
        #expect(result.ok, "\(result.error?.message ?? "")")
        #expect(result.output == ["4.0 0.25 5.0"])
    }

    @Test func prefixOperatorOfOwnType() {
        let result = reply("""
            struct Vector { var x: Double; var y: Double }
            prefix operator ~~
            prefix func ~~(v: Vector) -> Vector { Vector(x: -v.y, y: v.x) }
            let turned = ~~Vector(x: 1, y: 2)
            print(turned.x, turned.y)
            """)
        #expect(result.output == ["-2.0 1.0"])
    }

    /// A prefix operator passed as a function: the standard library's (`[1, 2, 3].map(-)`, which
    /// was "operator '-' takes two arguments", and `map(!)`, "cannot find '!' in scope") and the
    /// program's own.
    @Test func prefixOperatorsAsFunctionValues() {
        let result = reply("""
            prefix operator √
            prefix func √(value: Double) -> Double { value.squareRoot() }
            print([1, 2, 3].map(-), [true, false].map(!), [4.0, 9.0].map(√))
            """)
        #expect(result.ok, "\(result.error?.message ?? "")")
        #expect(result.output == ["[-1, -2, -3] [false, true] [2.0, 3.0]"])
    }

    /// An operator function that no operator declaration names: swiftc's error, at its name.
    @Test func implementationWithoutDeclarationIsRefusedAtLoad() {
        let result = reply("prefix func ^^(v: Int) -> Int { v }")
        #expect(!result.ok)
        #expect(result.error?.message.contains("1:13: error: operator implementation without matching operator declaration") == true)
    }
}
