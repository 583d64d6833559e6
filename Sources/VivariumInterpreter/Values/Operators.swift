import VivariumSyntax

/// Arithmetic, comparison and range operators on builtin values.
enum Operators {
    /// `current op= operand` (`+=`, `-=`, …): `current` changed in place where it can be (an
    /// array or a string appended to), else replaced by `binary`'s result.
    static func compound(_ op: String, _ current: inout Value, _ operand: Value, at location: SourceLocation) throws {
        if op == "+" {
            switch current {
            case .array(var elements):
                guard case .array(let added) = operand else { break }
                try ValueLimits.checkElements(elements.count + added.count, at: location)
                current = .void
                elements.append(contentsOf: added)
                current = .array(elements)
                return
            case .string(var text):
                guard case .string(let added) = operand else { break }
                try ValueLimits.checkString(bytes: text.utf8.count + added.utf8.count, at: location)
                current = .void
                text += added
                current = .string(text)
                return
            default:
                break
            }
        }
        current = try binary(op, current, operand, at: location)
    }

    static func binary(_ op: String, _ lhs: Value, _ rhs: Value, at location: SourceLocation) throws -> Value {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)):
            switch op {
            case "+": return try checked(a.addingReportingOverflow(b), at: location)
            case "-": return try checked(a.subtractingReportingOverflow(b), at: location)
            case "*": return try checked(a.multipliedReportingOverflow(by: b), at: location)
            case "/":
                if b == 0 { throw RuntimeError.trap("Fatal error: Division by zero", at: location) }
                if a == Int.min && b == -1 { throw RuntimeError.trap("Fatal error: Division results in an overflow", at: location) }
                return .int(a / b)
            case "%":
                if b == 0 { throw RuntimeError.trap("Fatal error: Division by zero in remainder operation", at: location) }
                if a == Int.min && b == -1 {
                    throw RuntimeError.trap("Fatal error: Division results in an overflow in remainder operation", at: location)
                }
                return .int(a % b)
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            case "..<":
                if b < a { throw RuntimeError.trap("Fatal error: Range requires lowerBound <= upperBound", at: location) }
                return .range(lower: a, upper: b)
            case "...":
                if b < a { throw RuntimeError.trap("Fatal error: Range requires lowerBound <= upperBound", at: location) }
                if b == Int.max { throw RuntimeError.notSupported("a closed range ending at Int.max", at: location) }
                return .range(lower: a, upper: b + 1, closed: true)
            case "&": return .int(a & b)
            case "|": return .int(a | b)
            case "^": return .int(a ^ b)
            case "<<": return .int(a << b)
            case ">>": return .int(a >> b)
            case "&+": return .int(a &+ b)
            case "&-": return .int(a &- b)
            case "&*": return .int(a &* b)
            default: break
            }
        case (.double, .double), (.int, .double), (.double, .int):
            let a = lhs.asDouble!, b = rhs.asDouble!
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            case "...": return try FloatingRange.make(a, b, closed: true, at: location)
            case "..<": return try FloatingRange.make(a, b, closed: false, at: location)
            default: break
            }
        case (.string(let a), .string(let b)):
            switch op {
            case "+":
                try ValueLimits.checkString(bytes: a.utf8.count + b.utf8.count, at: location)
                return .string(a + b)
            // `"a"..."k"`: a range of a Comparable that is no Strideable (`ClosedRange<String>`).
            case "...", "..<": return try FloatingRange.make(a, b, closed: op == "...", at: location)
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            default: break
            }
        case (.array(let a), .array(let b)) where op == "+":
            try ValueLimits.checkElements(a.count + b.count, at: location)
            return .array(a + b)
        case (.builtin(let a), .builtin(let b)) where a.kind == "Date" && b.kind == "Date" && (op == "..." || op == "..<"):
            // `start...end` of Dates (`Text(timerInterval:)`, `DatePicker(in:)`): the bounds, in order.
            if let x = DateValues.seconds(of: lhs), let y = DateValues.seconds(of: rhs), y < x {
                throw RuntimeError.trap("Fatal error: Range requires lowerBound <= upperBound", at: location)
            }
            return .builtin(BuiltinValue(kind: op == "..." ? "ClosedRange<Date>" : "Range<Date>",
                                         fields: ["lowerBound": lhs, "upperBound": rhs]))
        case (.builtin(let a), .builtin(let b)) where a.kind == "ContinuousClock.Instant" && b.kind == a.kind:
            // Instants of a clock: their difference is a Duration; they compare by time.
            guard case .int(let x)? = a["ns"], case .int(let y)? = b["ns"] else { break }
            switch op {
            case "-": return Builtins.duration(Int64(x) - Int64(y))
            case "<": return .bool(x < y)
            case "<=": return .bool(x <= y)
            case ">": return .bool(x > y)
            case ">=": return .bool(x >= y)
            default: break
            }
        case _ where op != "+" && op != "-" && (Builtins.isDuration(lhs) || Builtins.isDuration(rhs)):
            if let result = try Builtins.durationBinary(op, lhs, rhs, at: location) { return result }
        case (.builtin(let time), _) where (time.kind == "DispatchTime" || time.kind == "Duration" || time.kind == "ContinuousClock.Instant")
            && (op == "+" || op == "-"):
            guard let base = Builtins.nanoseconds(of: lhs), let delta = Builtins.nanoseconds(of: rhs) else { break }
            var result = time
            let (ns, overflow) = op == "+" ? base.addingReportingOverflow(delta) : base.subtractingReportingOverflow(delta)
            if overflow {
                // Dispatch saturates a deadline (`.now() + 1e30` is DISPATCH_TIME_FOREVER).
                guard time.kind == "DispatchTime" else { throw Checked.durationOutOfRange(at: location) }
                result["ns"] = .int(Int(Checked.saturatingAdd(base, op == "+" ? delta : (delta == Int64.min ? Int64.max : -delta))))
                return .builtin(result)
            }
            result["ns"] = .int(Int(ns))
            return .builtin(result)
        case (.builtin(let date), _) where date.kind == "Date":
            // `date + 60`, `date - 3600`, `a < b`: Dates are seconds on a line.
            guard let seconds = DateValues.seconds(of: lhs) else { break }
            if let delta = rhs.asDouble, op == "+" || op == "-" { return DateValues.date(op == "+" ? seconds + delta : seconds - delta) }
            guard let other = DateValues.seconds(of: rhs) else { break }
            switch op {
            case "<": return .bool(seconds < other)
            case "<=": return .bool(seconds <= other)
            case ">": return .bool(seconds > other)
            case ">=": return .bool(seconds >= other)
            default: break
            }
        case (.builtin(let d), .int(let factor)) where d.kind == "Duration" && op == "*":
            guard let base = Builtins.nanoseconds(of: lhs) else { break }
            let (ns, overflow) = base.multipliedReportingOverflow(by: Int64(factor))
            if overflow { throw Checked.durationOutOfRange(at: location) }
            return Builtins.duration(ns)
        default:
            if let result = try DecimalValues.binary(op, lhs, rhs, at: location) { return result }
            if let result = FrameworkLayer.first({ $0.binary(op, lhs, rhs) }) { return result }
            if let result = frameworkCaseComparison(op, lhs, rhs) { return result }
        }
        throw RuntimeError(.trap, "binary operator '\(op)' cannot be applied to these operands", at: location)
    }

    static func prefix(_ op: String, _ value: Value, at location: SourceLocation) throws -> Value {
        switch (op, value) {
        case ("!", .bool(let flag)): return .bool(!flag)
        case ("-", .int(let number)):
            if number == Int.min { throw Checked.overflow(at: location) }
            return .int(-number)
        case ("-", .double(let number)): return .double(-number)
        case ("-", .builtin(let b)) where b.kind == "Decimal":
            if let negated = DecimalValues.negated(value) { return negated }
            throw RuntimeError(.trap, "unary operator '-' cannot be applied to this operand", at: location)
        case ("+", .int), ("+", .double): return value
        case ("~", .int(let number)): return .int(~number)
        // Partial ranges (`case ..<0`, `items[...2]`): unbounded below.
        case ("..<", .int(let upper)): return .range(lower: Int.min, upper: upper)
        case ("...", .int(let upper)) where upper < Int.max: return .range(lower: Int.min, upper: upper + 1, closed: true)
        // `case ..<18.5`: a range of Doubles unbounded below (`PartialRangeUpTo<Double>`).
        case ("..<", .double(let upper)): return try FloatingRange.make(-.infinity, upper, closed: false, at: location)
        case ("...", .double(let upper)): return try FloatingRange.make(-.infinity, upper, closed: true, at: location)
        // `in: ...Date()` (a DatePicker's range): a range of dates unbounded below.
        case ("...", .builtin(let date)) where date.kind == "Date", ("..<", .builtin(let date)) where date.kind == "Date":
            return .builtin(BuiltinValue(kind: op == "..." ? "PartialRangeThrough<Date>" : "PartialRangeUpTo<Date>",
                                         fields: ["upperBound": value]))
        default:
            // `-angle`, `...DynamicTypeSize.xxxLarge`: an operator on a framework value.
            if let result = FrameworkLayer.first({ $0.prefix(op, value) }) { return result }
            throw RuntimeError(.trap, "unary operator '\(op)' cannot be applied to this operand", at: location)
        }
    }

    static func checked(_ result: (partialValue: Int, overflow: Bool), at location: SourceLocation) throws -> Value {
        if result.overflow { throw Checked.overflow(at: location) }
        return .int(result.partialValue)
    }
}

extension Value {
    public var asDouble: Double? {
        switch self {
        case .int(let v): return Double(v)
        case .double(let v): return v
        default: return nil
        }
    }
}

/// Equality as `==` and as SwiftUI compares view inputs.
public enum Equality {
    /// `==` for builtin values and synthesized `Equatable` (structs and enums memberwise).
    public static func equal(_ lhs: Value, _ rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.void, .void), (.nil, .nil): return true
        case (.int(let a), .int(let b)): return a == b
        case _ where DecimalValues.isDecimal(lhs) || DecimalValues.isDecimal(rhs):
            guard let a = DecimalValues.decimal(of: lhs), let b = DecimalValues.decimal(of: rhs) else { return false }
            return a == b
        case (.double, _), (_, .double):
            guard let a = lhs.asDouble, let b = rhs.asDouble else { return false }
            return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy(equal)
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count && a.allSatisfy { key, value in b[key].map { equal(value, $0) } ?? false }
        case (.tuple(let a, _), .tuple(let b, _)): return a.count == b.count && zip(a, b).allSatisfy(equal)
        case (.range(let a1, let a2, let aClosed), .range(let b1, let b2, let bClosed)): return a1 == b1 && a2 == b2 && aClosed == bClosed
        case (.structValue(let a), .structValue(let b)):
            return a.typeName == b.typeName && a.fields.count == b.fields.count
                && a.fields.allSatisfy { name, value in b.fields[name].map { equal(value, $0) } ?? false }
        case (.enumValue(let a), .enumValue(let b)):
            return a.typeName == b.typeName && a.caseName == b.caseName && a.payload.count == b.payload.count
                && zip(a.payload, b.payload).allSatisfy(equal)
        case (.object(let a), .object(let b)), (.objectIdentifier(let a), .objectIdentifier(let b)): return a == b
        case (.type(let a), .type(let b)): return a == b
        case (.keyPath(let a), .keyPath(let b)): return a == b
        case (.builtin(let a), .builtin(let b)):
            return a.kind == b.kind && a.tag == b.tag && a.fields.count == b.fields.count
                && a.fields.allSatisfy { name, value in b.fields[name].map { equal(value, $0) } ?? false }
        default: return false
        }
    }

    /// SwiftUI's comparison of a view's inputs: plain values by `==`, objects by identity,
    /// closures never equal.
    public static func inputsEqual(_ lhs: Value, _ rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.function, _), (_, .function): return false
        case (.structValue(let a), .structValue(let b)):
            return a.typeName == b.typeName && a.fields.count == b.fields.count
                && a.fields.allSatisfy { name, value in b.fields[name].map { inputsEqual(value, $0) } ?? false }
        case (.builtin(let a), .builtin(let b)):
            return a.kind == b.kind && a.tag == b.tag && a.fields.count == b.fields.count
                && a.fields.allSatisfy { name, value in b.fields[name].map { inputsEqual(value, $0) } ?? false }
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy(inputsEqual)
        case (.tuple(let a, _), .tuple(let b, _)): return a.count == b.count && zip(a, b).allSatisfy(inputsEqual)
        case (.enumValue(let a), .enumValue(let b)):
            return a.typeName == b.typeName && a.caseName == b.caseName && zip(a.payload, b.payload).allSatisfy(inputsEqual)
        case (.weakObject(let a), .weakObject(let b)): return a == b
        default: return equal(lhs, rhs)
        }
    }
}

extension Operators {
    /// `<`, `<=`, `>`, `>=` on two cases of a `Comparable` framework enumeration
    /// (`DynamicTypeSize`): by case order.
    static func frameworkCaseComparison(_ op: String, _ lhs: Value, _ rhs: Value) -> Value? {
        guard ["<", "<=", ">", ">="].contains(op), case .builtin(let a) = lhs, case .builtin(let b) = rhs,
              let dot = a.kind.lastIndex(of: "."), b.kind.hasPrefix(a.kind[...dot]),
              let cases = FrameworkTypes.comparableCases[String(a.kind[..<dot])],
              let left = FrameworkValues.memberName(of: lhs).flatMap(cases.firstIndex(of:)),
              let right = FrameworkValues.memberName(of: rhs).flatMap(cases.firstIndex(of:)) else { return nil }
        switch op {
        case "<": return .bool(left < right)
        case "<=": return .bool(left <= right)
        case ">": return .bool(left > right)
        default: return .bool(left >= right)
        }
    }
}

extension Operators {
    /// An operator on two `Int`s, chosen once where compiled code is made rather than by its
    /// spelling at each evaluation: what `binary` does for `.int` operands, for the operators
    /// loops use most (the others, `/` and `%` with their traps among them, go to `binary`).
    enum IntOperation {
        case add, subtract, multiply, divide, remainder, less, lessOrEqual, greater, greaterOrEqual

        init?(_ op: String) {
            switch op {
            case "+": self = .add
            case "-": self = .subtract
            case "*": self = .multiply
            case "/": self = .divide
            case "%": self = .remainder
            case "<": self = .less
            case "<=": self = .lessOrEqual
            case ">": self = .greater
            case ">=": self = .greaterOrEqual
            default: return nil
            }
        }

        @inline(__always)
        func apply(_ a: Int, _ b: Int, at location: SourceLocation) throws -> Value {
            switch self {
            case .add: return try Operators.checked(a.addingReportingOverflow(b), at: location)
            case .subtract: return try Operators.checked(a.subtractingReportingOverflow(b), at: location)
            case .multiply: return try Operators.checked(a.multipliedReportingOverflow(by: b), at: location)
            case .divide, .remainder:
                // `binary`'s traps, word for word.
                if b == 0 || (a == Int.min && b == -1) { return try Operators.binary(self == .divide ? "/" : "%", .int(a), .int(b), at: location) }
                return .int(self == .divide ? a / b : a % b)
            case .less: return .bool(a < b)
            case .lessOrEqual: return .bool(a <= b)
            case .greater: return .bool(a > b)
            case .greaterOrEqual: return .bool(a >= b)
            }
        }
    }
}
