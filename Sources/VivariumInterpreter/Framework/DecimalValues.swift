import Foundation
import VivariumSyntax

/// `Decimal`: base-10 numbers, exact where `Double` is not (`0.1 + 0.2 == 0.3`). The arithmetic
/// is Foundation's own `Decimal`; a value keeps its description (`120.5`, as Swift prints it),
/// which is also its identity: equal decimals have equal descriptions. A float literal becomes
/// a `Decimal` through `Double`, as Swift's `Decimal(floatLiteral:)` does.
enum DecimalValues {
    static let posix = Locale(identifier: "en_US_POSIX")

    static func value(_ decimal: Decimal) -> Value {
        FrameworkValues.value("Decimal", decimal.description, [])
    }

    /// An integer or float literal where a `Decimal` is expected (`let rate: Decimal = 0.2`).
    static func literal(_ number: Value) -> Value {
        decimal(of: number).map(value) ?? number
    }

    static func negated(_ number: Value) -> Value? {
        decimal(of: number).map { value(-$0) }
    }

    static func isDecimal(_ value: Value) -> Bool {
        if case .builtin(let b) = value, b.kind == "Decimal" { return true }
        return false
    }

    /// The decimal a `Decimal`, an `Int` or a `Double` stands for.
    static func decimal(of value: Value) -> Decimal? {
        switch value {
        case .builtin(let b) where b.kind == "Decimal":
            guard case .string(let text)? = b["description"] else { return nil }
            return text == "NaN" ? Decimal.nan : Decimal(string: text, locale: posix)
        case .int(let number): return Decimal(number)
        case .double(let number): return Decimal(number)
        default: return nil
        }
    }

    /// A decimal's nearest `Double`, for formatting.
    static func double(of value: Value) -> Double? {
        guard isDecimal(value), let decimal = decimal(of: value) else { return nil }
        return NSDecimalNumber(decimal: decimal).doubleValue
    }

    /// `a + b`, `a * b`, `a < b` where one side is a `Decimal` and the other a `Decimal` or an
    /// integer or float literal's value; nil when neither side is a `Decimal`.
    static func binary(_ op: String, _ lhs: Value, _ rhs: Value, at location: SourceLocation) throws -> Value? {
        guard isDecimal(lhs) || isDecimal(rhs), let a = decimal(of: lhs), let b = decimal(of: rhs) else { return nil }
        switch op {
        case "+": return value(a + b)
        case "-": return value(a - b)
        case "*": return value(a * b)
        case "/": return value(a / b)  // By zero: NaN, as Foundation's `Decimal` gives (no trap).
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        default:
            throw RuntimeError(.notSupported, "not supported in the playground: the '\(op)' operator on Decimal", at: location)
        }
    }

    /// `Decimal(3)`, `Decimal(2.5)`, `Decimal(string: "120.50")` (nil when the text is no number).
    static func construct(_ values: [Value], _ labels: [String?]) -> Value? {
        guard values.count == 1 else { return values.isEmpty ? value(Decimal.zero) : nil }
        if labels.first == "string" {
            guard case .string(let text) = values[0] else { return nil }
            return Decimal(string: text, locale: posix).map(value) ?? .nil
        }
        guard (labels.first ?? nil) == nil, let decimal = decimal(of: values[0]) else { return nil }
        return value(decimal)
    }

    /// `price.isZero`, `isNaN`, `isSignMinus`, `magnitude` (Foundation, "Decimal").
    static func property(_ name: String, of value: Value) -> Value? {
        guard let decimal = decimal(of: value) else { return nil }
        switch name {
        case "isZero": return .bool(decimal.isZero)
        case "isNaN": return .bool(decimal.isNaN)
        case "isSignMinus": return .bool(decimal.isSignMinus)
        case "magnitude": return Self.value(decimal.magnitude)
        default: return nil
        }
    }

    /// `Decimal.zero`, `Decimal.pi`.
    static func staticMember(_ name: String) -> Value? {
        switch name {
        case "zero": return value(Decimal.zero)
        case "pi": return value(Decimal.pi)
        default: return nil
        }
    }
}
