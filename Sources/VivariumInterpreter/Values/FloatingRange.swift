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

    static func bounds(_ value: Value) -> (lower: Double, upper: Double, closed: Bool)? {
        guard case .builtin(let range) = value, range.kind == closedKind || range.kind == halfOpenKind,
              case .double(let lower)? = range["lowerBound"], case .double(let upper)? = range["upperBound"] else { return nil }
        return (lower, upper, range.kind == closedKind)
    }

    static func contains(_ value: Value, _ element: Value) -> Bool? {
        guard let (lower, upper, closed) = bounds(value), let x = element.asDouble else { return nil }
        return x >= lower && (closed ? x <= upper : x < upper)
    }

    static func property(_ name: String, of value: Value) -> Value? {
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
        guard let (lower, upper, closed) = bounds(value) else { return nil }
        if upper == .infinity { return "PartialRangeFrom<Double>(lowerBound: \(lower))" }
        if lower == -.infinity { return "\(closed ? "PartialRangeThrough" : "PartialRangeUpTo")<Double>(upperBound: \(upper))" }
        return "\(lower)\(closed ? "..." : "..<")\(upper)"
    }
}
