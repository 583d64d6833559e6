import Foundation

/// Number format styles, as `x.formatted(.percent)` and `Text("\(x, format: .percent)")` use
/// them: en_US, deterministic. `.number` groups thousands and keeps up to six fraction digits
/// (`1,234.5`), `.percent` scales a floating-point value by 100 (`0.25` → `25%`; an `Int`
/// is already a percentage), `.currency(code:)` shows two fraction digits (`$1,234.50`).
enum FormatStyles {
    static let styleNames: [String] = ["number", "percent"]

    static func style(_ name: String, _ values: [Value]) -> Value? {
        if values.isEmpty, styleNames.contains(name) {
            return FrameworkValues.value("FormatStyle", ".\(name)", [("member", .string(name))])
        }
        if name == "currency", case .string(let code)? = values.first {
            return FrameworkValues.value("FormatStyle", ".currency(code: \"\(code)\")", [("member", .string("currency")), ("code", .string(code))])
        }
        return nil
    }

    /// `value.formatted()` / `value.formatted(style)` for an `Int` or a `Double`; nil otherwise.
    static func format(_ value: Value, style: Value?) -> String? {
        guard let number = value.asDouble else { return nil }
        let isInteger = if case .int = value { true } else { false }
        var member = "number"
        var code = "USD"
        if let style {
            guard case .builtin(let b) = style, b.kind == "FormatStyle", case .string(let name)? = b["member"] else { return nil }
            member = name
            if case .string(let c)? = b["code"] { code = c }
        }
        switch member {
        case "percent": return decimal(isInteger ? number : number * 100, maxFraction: 6) + "%"
        case "currency":
            let symbol = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"][code] ?? code + " "
            return (number < 0 ? "-" : "") + symbol + decimal(abs(number), minFraction: 2, maxFraction: 2)
        default: return decimal(number, maxFraction: 6)
        }
    }

    /// Grouped decimal digits: `1,234.5`.
    static func decimal(_ number: Double, minFraction: Int = 0, maxFraction: Int) -> String {
        guard number.isFinite else { return number.isNaN ? "NaN" : (number < 0 ? "-∞" : "∞") }
        let scale = pow(10.0, Double(maxFraction))
        let rounded = (abs(number) * scale).rounded() / scale
        let whole = rounded.rounded(.down)
        var fraction = String(format: "%.\(maxFraction)f", rounded - whole).dropFirst(2)
        while fraction.count > minFraction, fraction.last == "0" { fraction = fraction.dropLast() }
        var digits = String(format: "%.0f", whole)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits = String(digits.dropLast(3))
        }
        grouped = digits + grouped
        let sign = number < 0 && rounded != 0 ? "-" : ""
        return sign + grouped + (fraction.isEmpty ? "" : "." + fraction)
    }
}
