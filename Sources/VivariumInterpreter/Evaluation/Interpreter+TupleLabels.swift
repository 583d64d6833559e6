import VivariumSyntax

/// A tuple takes the labels of the type it is converted to: `return (low, high)` from a
/// function returning `(min: Int, max: Int)`, or `keys.map { ($0, groups[$0]!) }` from a
/// property of type `[(day: Date, items: [Item])]`, gives `.min`, `.day` (The Swift
/// Programming Language, "Functions with Multiple Return Values").
extension Interpreter {
    /// `expr` evaluated as a value of `type` (when known), its tuples labelled as `type` says.
    func evaluate(_ expr: Expr, in scope: Scope, convertingTo type: TypeReference?) throws -> Value {
        let value = try evaluate(expr, in: scope, expected: type)
        // `func total() -> Double { items.reduce(0) { $0 + $1.price } }` on no items: the
        // literal `0` is a Double in Swift (the declared result says so), never an Int.
        if case .int(let whole) = value, isFloatingPoint(type) { return .double(Double(whole)) }
        guard let type, type.namesTupleElements else { return value }
        return Self.labelingTuples(value, as: type)
    }

    static func labelingTuples(_ value: Value, as type: TypeReference) -> Value {
        switch (type, value) {
        case (.tuple(let types, let labels), .tuple(let elements, let current)) where types.count == elements.count:
            let merged = current.indices.map { current[$0] ?? (labels.indices.contains($0) ? labels[$0] : nil) }
            return .tuple(zip(elements, types).map { labelingTuples($0, as: $1) }, labels: merged)
        case (.array(let elementType), .array(let elements)):
            return .array(elements.map { labelingTuples($0, as: elementType) })
        case (.dictionary(_, let valueType), .dictionary(var entries)):
            for key in entries.keys { entries[key] = entries[key].map { labelingTuples($0, as: valueType) } }
            return .dictionary(entries)
        case (.optional(let wrapped), _), (.implicitlyUnwrapped(let wrapped), _):
            return labelingTuples(value, as: wrapped)
        default:
            return value
        }
    }
}

extension TypeReference {
    /// Whether the type names the elements of a tuple in it, which a value converted to it
    /// takes (`[(day: Date, items: [Item])]`).
    var namesTupleElements: Bool {
        switch self {
        case .tuple(let elements, let labels): return labels.contains { $0 != nil } || elements.contains { $0.namesTupleElements }
        case .array(let element), .optional(let element), .implicitlyUnwrapped(let element): return element.namesTupleElements
        case .dictionary(_, let value): return value.namesTupleElements
        default: return false
        }
    }
}
