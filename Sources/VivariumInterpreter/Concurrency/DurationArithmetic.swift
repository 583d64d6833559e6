import VivariumSyntax

/// `Duration`'s arithmetic beyond `+`/`-` (Swift standard library, "Duration"): it compares
/// with another Duration (`Comparable`), scales by an integer or a floating-point factor
/// on its right (`*`, `/`), divides by another Duration to a `Double` ratio, and gives its `components`
/// as `(seconds: Int64, attoseconds: Int64)`, the seconds rounded toward negative infinity.
extension Builtins {
    static func isDuration(_ value: Value) -> Bool {
        if case .builtin(let b) = value { return b.kind == "Duration" }
        return false
    }

    /// `lhs op rhs` where one side is a Duration; nil when the operation is not one of these.
    static func durationBinary(_ op: String, _ lhs: Value, _ rhs: Value, at location: SourceLocation) throws -> Value? {
        switch (isDuration(lhs), isDuration(rhs)) {
        case (true, true):
            guard let a = nanoseconds(of: lhs), let b = nanoseconds(of: rhs) else { return nil }
            switch op {
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "/":
                if b == 0 { throw RuntimeError.trap("Fatal error: Division by zero", at: location) }
                return .double(Double(a) / Double(b))
            default: return nil
            }
        case (true, false):
            guard let a = nanoseconds(of: lhs), let factor = rhs.asDouble else { return nil }
            switch op {
            case "*":
                if case .int(let whole) = rhs {
                    let (ns, overflow) = a.multipliedReportingOverflow(by: Int64(whole))
                    if overflow { throw Checked.durationOutOfRange(at: location) }
                    return duration(ns)
                }
                return duration(try Checked.nanoseconds(Double(a) * factor, scale: 1, at: location))
            case "/":
                if case .int(let divisor) = rhs {
                    if divisor == 0 { throw RuntimeError.trap("Fatal error: Division by zero", at: location) }
                    return duration(a / Int64(divisor))
                }
                return duration(try Checked.nanoseconds(Double(a) / factor, scale: 1, at: location))
            default: return nil
            }
        case (false, _):
            return nil
        }
    }

    /// `duration.components`: whole seconds (floored) and the remaining attoseconds.
    static func durationComponents(_ value: BuiltinValue) -> Value? {
        guard case .int(let ns)? = value["ns"] else { return nil }
        let (seconds, remainder) = ns.quotientAndRemainder(dividingBy: 1_000_000_000)
        let flooredSeconds = remainder < 0 ? seconds - 1 : seconds
        let attoseconds = (remainder < 0 ? remainder + 1_000_000_000 : remainder) * 1_000_000_000
        return .tuple([.int(flooredSeconds), .int(attoseconds)], labels: ["seconds", "attoseconds"])
    }
}
