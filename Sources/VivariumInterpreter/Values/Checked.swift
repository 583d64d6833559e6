import VivariumSyntax

/// Integer operations on user values that trap in Swift, checked first: the interpreter
/// reports Swift's own trap message as a runtime error (the command fails, the graph rolls
/// back) instead of trapping itself, which would end the engine process.
public enum Checked {
    /// What Swift's debugger and crash backtrace name an overflow trap (`+`, `-`, `*`, unary
    /// `-`, `abs`): the trap itself prints no message.
    static let overflowMessage = "Swift runtime failure: arithmetic overflow"

    static func overflow(at location: SourceLocation) -> RuntimeError {
        RuntimeError.trap(overflowMessage, at: location)
    }

    /// `Int(x)` for a `Double`: Swift's preconditions, in its words.
    static func int(_ value: Double, as type: String = "Int", at location: SourceLocation) throws -> Int {
        guard value.isFinite else {
            throw RuntimeError.trap("Fatal error: Double value cannot be converted to \(type) because it is either infinite or NaN", at: location)
        }
        // -2^63 (Int.min) is exact in a Double; 2^63 is the first value past Int.max.
        guard value >= -9_223_372_036_854_775_808.0 else {
            throw RuntimeError.trap("Fatal error: Double value cannot be converted to \(type) because the result would be less than \(type).min", at: location)
        }
        guard value < 9_223_372_036_854_775_808.0 else {
            throw RuntimeError.trap("Fatal error: Double value cannot be converted to \(type) because the result would be greater than \(type).max", at: location)
        }
        return Int(value)
    }

    /// A Double as an Int for display or scheduling, where Foundation and SwiftUI saturate
    /// instead of trapping (dates, colors, timeline intervals): NaN is 0, the rest clamped.
    public static func clampedInt(_ value: Double) -> Int {
        if value.isNaN { return 0 }
        if value >= 9_223_372_036_854_775_807.0 { return Int.max }
        if value <= -9_223_372_036_854_775_808.0 { return Int.min }
        return Int(value)
    }

    /// `a + b` on virtual-clock times: a sleep or a deadline past the end of time waits forever.
    static func saturatingAdd(_ a: Int64, _ b: Int64) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int64.max : Int64.min) : sum
    }

    /// A `Duration` is Int64 nanoseconds here; Swift's is 128-bit attoseconds, so a longer one
    /// is the playground's limit, not a trap.
    static func durationOutOfRange(at location: SourceLocation) -> RuntimeError {
        .notSupported("a Duration beyond Int64 nanoseconds (about 292 years), or of infinite or NaN seconds", at: location)
    }

    /// Nanoseconds of a `Duration` from a number of units (`.seconds(1.5)`: scale 1e9).
    static func nanoseconds(_ amount: Double, scale: Double, at location: SourceLocation) throws -> Int64 {
        let nanoseconds = (amount * scale).rounded()
        guard nanoseconds.isFinite, abs(nanoseconds) < 9.2e18 else { throw durationOutOfRange(at: location) }
        return Int64(nanoseconds)
    }
}
