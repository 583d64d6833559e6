import Testing
@testable import VivariumInterpreter
import VivariumSyntax

/// Operations that trap in Swift (issue 10's audit of unchecked indexing and arithmetic):
/// each is a runtime error with Swift's own message at the user's line, never a trap of the
/// interpreter itself, which would end the engine process.
@Suite struct TrapTests {
    @Test(arguments: [
        // Integer overflow: Swift traps without a message; its backtrace names the failure.
        ("print(Int.max + 1)", "Swift runtime failure: arithmetic overflow"),
        ("print(Int.min - 1)", "Swift runtime failure: arithmetic overflow"),
        ("print(Int.max * 2)", "Swift runtime failure: arithmetic overflow"),
        ("var x = Int.max\nx += 1", "Swift runtime failure: arithmetic overflow"),
        ("print(-Int.min)", "Swift runtime failure: arithmetic overflow"),
        ("print(abs(Int.min))", "Swift runtime failure: arithmetic overflow"),
        ("print([Int.max, 1].reduce(0, +))", "Swift runtime failure: arithmetic overflow"),
        ("print((Int.min..<Int.max).count)", "Swift runtime failure: arithmetic overflow"),
        // Division.
        ("let z = 0\nprint(1 / z)", "Fatal error: Division by zero"),
        ("let z = 0\nprint(1 % z)", "Fatal error: Division by zero in remainder operation"),
        ("let m = -1\nprint(Int.min / m)", "Fatal error: Division results in an overflow"),
        ("let m = -1\nprint(Int.min % m)", "Fatal error: Division results in an overflow in remainder operation"),
        // Conversions.
        ("print(Int(Double.infinity))", "Fatal error: Double value cannot be converted to Int because it is either infinite or NaN"),
        ("print(Int(0.0 / 0.0))", "Fatal error: Double value cannot be converted to Int because it is either infinite or NaN"),
        ("print(Int(1e300))", "Fatal error: Double value cannot be converted to Int because the result would be greater than Int.max"),
        ("print(Int(-1e300))", "Fatal error: Double value cannot be converted to Int because the result would be less than Int.min"),
        ("print(UInt64(-1))", "Fatal error: Negative value is not representable"),
        ("print(Int32(1 << 40))", "Fatal error: Not enough bits to represent the passed value"),
        // Ranges and slices.
        ("print(5..<2)", "Fatal error: Range requires lowerBound <= upperBound"),
        ("print([1, 2, 3][5...])", "Fatal error: Range requires lowerBound <= upperBound"),
        ("print([1, 2, 3][..<(-1)])", "Fatal error: Range requires lowerBound <= upperBound"),
        ("print([1, 2, 3][1..<5])", "Fatal error: Array index is out of range"),
        ("print([1, 2, 3][3])", "Fatal error: Index out of range"),
        ("var a = [1, 2]\na.swapAt(0, 5)", "Fatal error: Index out of range"),
        ("var a = [Int]()\na.removeFirst()", "Fatal error: Can't remove first element from an empty collection"),
        ("print(Array(repeating: 0, count: -1))", "Fatal error: Can't construct Array with count < 0"),
    ])
    func trapIsSwiftsMessageAtTheLine(source: String, message: String) throws {
        let error = try #require(runtimeError(of: source))
        #expect(error.kind == .trap)
        #expect(error.message == message)
        #expect(error.location?.line == source.split(separator: "\n").count)
    }

    /// Sizes no playground value can have are the playground's limit, named as such.
    @Test(arguments: [
        ("print(Array(Int.min..<Int.max))", "collections of more than"),
        ("print((0..<Int.max).reversed().count)", "collections of more than"),
        ("print(Array(stride(from: 0.0, to: 0.0 / 0.0, by: 1.0)))", "a stride with a NaN bound or step"),
        ("print(Duration.seconds(Double.infinity))", "a Duration beyond Int64 nanoseconds"),
        ("print(Duration.seconds(5) * Int.max)", "a Duration beyond Int64 nanoseconds"),
    ])
    func limitIsNotSupported(source: String, message: String) throws {
        let error = try #require(runtimeError(of: source))
        #expect(error.kind == .notSupported)
        #expect(error.message.contains(message))
    }

    /// Where Swift, Foundation and SwiftUI do not trap, neither does the playground.
    @Test func nonTrappingEdgesRun() throws {
        let printed = try output(of: """
            print(1 << 100, 1 << -1, -1 >> 100)
            print(Int.random(in: Int.min..<Int.max) != 0 || true)
            print(Double.random(in: Int.min..<Int.max) > -1e19)
            print(Date(timeIntervalSince1970: 0.0 / 0.0))
            print(Color(hue: Double.infinity, saturation: 1, brightness: 1))
            """)
        #expect(printed == ["0 0 -1", "true", "true", "1970-01-01 00:00:00 +0000", "#FF0000FF"])
    }

    /// C varargs carry no types: a `%@` given an Int, or a specifier without its argument,
    /// would crash Foundation's formatter, so they are refused before it runs.
    @Test func formatSpecifiersAreCheckedAgainstTheArguments() throws {
        #expect(try output(of: #"print(String(format: "%d, %.2f, %@, %05x %%", 5, 2.5, "s", 255))"#) == ["5, 2.50, s, 000ff %"])
        #expect(try output(of: #"print(String(format: "%2$@ %1$d", 7, "b"))"#) == ["b 7"])
        let wrongType = try #require(runtimeError(of: #"print(String(format: "%@", 5))"#))
        #expect(wrongType.message.hasPrefix("String(format:): '%@' needs a String argument here, not a value of type 'Int'"))
        let missing = try #require(runtimeError(of: #"print(String(format: "%@ %@", "a"))"#))
        #expect(missing.message.hasPrefix("String(format:): no argument for its '%@' specifier"))
        let cString = try #require(runtimeError(of: #"print(String(format: "%s", "a"))"#))
        #expect(cString.kind == .notSupported)
    }

    @Test func durationTextRefusesWhatTheClockCannotHold() {
        #expect(DurationText.parse("1e30s") == nil)
        #expect(DurationText.parse("infs") == nil)
        #expect(DurationText.parse("9000000000s") == 9_000_000_000_000_000_000)
    }
}
