import VivariumSyntax

/// `0.5...0.9` and `0.0..<1.0`: ranges of `Double` (`ClosedRange<Double>`, `Range<Double>`),
/// which are not sequences: they answer `contains`, their bounds, `isEmpty`, `~=` in a `case`
/// and `Double.random(in:)`.
enum FloatingRange {
    static let closedKind = "ClosedRange<Double>"
    static let halfOpenKind = "Range<Double>"

    static func make(_ lower: Double, _ upper: Double, closed: Bool, at location: SourceLocation) throws -> Value {
        if upper < lower || lower.isNaN || upper.isNaN {
            throw RuntimeError.trap("Fatal error: Range requires lowerBound <= upperBound", at: location)
        }
        return .builtin(BuiltinValue(kind: closed ? closedKind : halfOpenKind,
                                     fields: ["lowerBound": .double(lower), "upperBound": .double(upper)]))
    }

    static let closedStringKind = "ClosedRange<String>"
    static let halfOpenStringKind = "Range<String>"

    /// `"a"..."k"`: strings bound it, compared as Swift compares them.
    static func make(_ lower: String, _ upper: String, closed: Bool, at location: SourceLocation) throws -> Value {
        if upper < lower { throw RuntimeError.trap("Fatal error: Range requires lowerBound <= upperBound", at: location) }
        return .builtin(BuiltinValue(kind: closed ? closedStringKind : halfOpenStringKind,
                                     fields: ["lowerBound": .string(lower), "upperBound": .string(upper)]))
    }

    static func stringBounds(_ value: Value) -> (lower: String, upper: String, closed: Bool)? {
        guard case .builtin(let range) = value, range.kind == closedStringKind || range.kind == halfOpenStringKind,
              case .string(let lower)? = range["lowerBound"], case .string(let upper)? = range["upperBound"] else { return nil }
        return (lower, upper, range.kind == closedStringKind)
    }

    static func bounds(_ value: Value) -> (lower: Double, upper: Double, closed: Bool)? {
        guard case .builtin(let range) = value, range.kind == closedKind || range.kind == halfOpenKind,
              case .double(let lower)? = range["lowerBound"], case .double(let upper)? = range["upperBound"] else { return nil }
        return (lower, upper, range.kind == closedKind)
    }

    static func contains(_ value: Value, _ element: Value) -> Bool? {
        if let (lower, upper, closed) = stringBounds(value), case .string(let x) = element {
            return x >= lower && (closed ? x <= upper : x < upper)
        }
        guard let (lower, upper, closed) = bounds(value), let x = element.asDouble else { return nil }
        return x >= lower && (closed ? x <= upper : x < upper)
    }

    static func property(_ name: String, of value: Value) -> Value? {
        if let (lower, upper, closed) = stringBounds(value) {
            switch name {
            case "lowerBound": return .string(lower)
            case "upperBound": return .string(upper)
            case "isEmpty": return .bool(!closed && lower == upper)
            default: return nil
            }
        }
        guard let (lower, upper, closed) = bounds(value) else { return nil }
        switch name {
        case "lowerBound": return .double(lower)
        case "upperBound": return .double(upper)
        case "isEmpty": return .bool(!closed && lower == upper)
        default: return nil
        }
    }

    /// `0.5...0.9` as Swift prints it.
    static func description(_ value: Value) -> String? {
        if let (lower, upper, closed) = stringBounds(value) { return "\(lower)\(closed ? "..." : "..<")\(upper)" }
        guard let (lower, upper, closed) = bounds(value) else { return nil }
        if upper == .infinity { return "PartialRangeFrom<Double>(lowerBound: \(lower))" }
        if lower == -.infinity { return "\(closed ? "PartialRangeThrough" : "PartialRangeUpTo")<Double>(upperBound: \(upper))" }
        return "\(lower)\(closed ? "..." : "..<")\(upper)"
    }
}
