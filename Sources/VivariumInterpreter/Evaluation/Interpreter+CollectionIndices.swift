import VivariumSyntax

/// Moving between a collection's indices (Swift standard library, "Collection"): `index(after:)`,
/// `index(before:)`, `index(_:offsetBy:)`, `index(_:offsetBy:limitedBy:)` and
/// `distance(from:to:)` on arrays and strings. A `String.Index` is its character offset here
/// (as `firstIndex(of:)` and `range(of:)` already give), so `text[..<text.index(text.startIndex,
/// offsetBy: 3)]` is the first three characters; an index past either end traps as Swift's
/// "String index is out of bounds".
extension Interpreter {
    static let collectionIndexMethods: Set<String> = ["index", "distance"]

    func collectionIndexMethod(_ name: String, receiver: Value, values: [Value], labels: [String?],
                               at location: SourceLocation) throws -> Value? {
        guard Self.collectionIndexMethods.contains(name) else { return nil }
        let count: Int
        switch receiver {
        case .string(let text): count = text.count
        case .array(let elements): count = elements.count
        default: return nil
        }
        let isString = if case .string = receiver { true } else { false }
        func checked(_ index: Int) throws -> Value {
            guard (0...count).contains(index) else {
                throw RuntimeError.trap(isString ? "Fatal error: String index is out of bounds" : "Fatal error: Index out of range", at: location)
            }
            return .int(index)
        }
        let ints: [Int?] = values.map { value -> Int? in
            if case .int(let i) = value { return i }
            return nil
        }
        switch (name, labels) {
        case ("index", ["after"]):
            guard let i = ints.first ?? nil else { return nil }
            return try checked(i + 1)
        case ("index", ["before"]):
            guard let i = ints.first ?? nil else { return nil }
            return try checked(i - 1)
        case ("index", [nil, "offsetBy"]):
            guard ints.count == 2, let i = ints[0], let n = ints[1] else { return nil }
            return try checked(i + n)
        case ("index", [nil, "offsetBy", "limitedBy"]):
            // nil when the limit lies between the index and its destination.
            guard ints.count == 3, let i = ints[0], let n = ints[1], let limit = ints[2] else { return nil }
            let target = i + n
            if n >= 0, limit >= i, target > limit { return .nil }
            if n < 0, limit <= i, target < limit { return .nil }
            return try checked(target)
        case ("distance", ["from", "to"]):
            guard ints.count == 2, let from = ints[0], let to = ints[1] else { return nil }
            return .int(to - from)
        default:
            return nil
        }
    }
}
