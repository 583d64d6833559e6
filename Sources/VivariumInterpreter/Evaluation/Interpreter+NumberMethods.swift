import Foundation
import VivariumSyntax

/// More of `BinaryInteger`, `FixedWidthInteger` and `FloatingPoint` (Swift standard library):
/// division with its remainder, arithmetic that reports overflow, bit counts, IEEE remainders and
/// comparisons by method. The playground's integers are Ints, so a bit count is an `Int`'s
/// (64 bits), whatever narrower type the value was made as.
extension Interpreter {
    func numberMethod(_ name: String, receiver: Value, values: [Value], labels: [String?],
                      at location: SourceLocation) throws -> Value? {
        func reported(_ result: (partialValue: Int, overflow: Bool)) -> Value {
            .tuple([.int(result.partialValue), .bool(result.overflow)], labels: ["partialValue", "overflow"])
        }
        switch (receiver, name, labels, values.first) {
        case (.int(let a), "quotientAndRemainder", ["dividingBy"], .int(let b)?):
            guard b != 0 else { throw RuntimeError.trap("Fatal error: Division by zero", at: location) }
            guard !(a == .min && b == -1) else { throw RuntimeError.trap("Fatal error: Division results in an overflow", at: location) }
            let (q, r) = a.quotientAndRemainder(dividingBy: b)
            return .tuple([.int(q), .int(r)], labels: ["quotient", "remainder"])
        case (.int(let a), "addingReportingOverflow", [nil], .int(let b)?): return reported(a.addingReportingOverflow(b))
        case (.int(let a), "subtractingReportingOverflow", [nil], .int(let b)?): return reported(a.subtractingReportingOverflow(b))
        case (.int(let a), "multipliedReportingOverflow", ["by"], .int(let b)?): return reported(a.multipliedReportingOverflow(by: b))
        case (.int(let a), "dividedReportingOverflow", ["by"], .int(let b)?): return reported(a.dividedReportingOverflow(by: b))
        case (.int(let a), "remainderReportingOverflow", ["dividingBy"], .int(let b)?):
            return reported(a.remainderReportingOverflow(dividingBy: b))
        case (.int(let a), "signum", [], nil): return .int(a.signum())
        case (.double(let a), "remainder", ["dividingBy"], let b?):
            // IEEE 754's remainder: the quotient rounded to the nearest (even) integer.
            guard let divisor = b.asDouble else { return nil }
            return .double(a.remainder(dividingBy: divisor))
        case (.double(let a), "isLess", ["than"], let b?):
            return b.asDouble.map { .bool(a.isLess(than: $0)) }
        case (.double(let a), "isLessThanOrEqualTo", [nil], let b?):
            return b.asDouble.map { .bool(a.isLessThanOrEqualTo($0)) }
        case (.double(let a), "isEqual", ["to"], let b?):
            return b.asDouble.map { .bool(a.isEqual(to: $0)) }
        case (.double(let a), "isTotallyOrdered", ["belowOrEqualTo"], let b?):
            return b.asDouble.map { .bool(a.isTotallyOrdered(belowOrEqualTo: $0)) }
        default:
            return nil
        }
    }

    /// `n.nonzeroBitCount`, `x.ulp`, …; nil for other members.
    static func numberProperty(_ name: String, of value: Value) -> Value? {
        switch (value, name) {
        case (.int(let n), "nonzeroBitCount"): return .int(n.nonzeroBitCount)
        case (.int(let n), "leadingZeroBitCount"): return .int(n.leadingZeroBitCount)
        case (.int(let n), "trailingZeroBitCount"): return .int(n.trailingZeroBitCount)
        case (.int(let n), "magnitude"):
            // `Int.min.magnitude` is a UInt above Int.max, which the playground's integers cannot hold.
            return n == .min ? nil : .int(Int(n.magnitude))
        case (.int, "bitWidth"): return .int(Int.bitWidth)
        case (.double(let d), "exponent"): return d.isFinite && d != 0 ? .int(d.exponent) : nil
        case (.double(let d), "significand"): return .double(d.significand)
        case (.double(let d), "ulp"): return .double(d.ulp)
        case (.double(let d), "nextUp"): return .double(d.nextUp)
        case (.double(let d), "nextDown"): return .double(d.nextDown)
        case (.double(let d), "isNormal"): return .bool(d.isNormal)
        case (.double(let d), "isSubnormal"): return .bool(d.isSubnormal)
        default: return nil
        }
    }
}
