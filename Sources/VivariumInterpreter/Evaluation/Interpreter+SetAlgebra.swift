import VivariumSyntax

/// `Set`'s algebra (Swift standard library, "SetAlgebra"): `union`, `intersection`,
/// `subtracting`, `symmetricDifference`, their mutating forms, and the subset tests. A Set is
/// an array without duplicates here, so each result keeps the receiver's order, then the
/// other operand's; membership is the elements' own `==`.
extension Interpreter {
    static let setAlgebraMethods: Set<String> = [
        "union", "intersection", "subtracting", "symmetricDifference",
        "formUnion", "formIntersection", "subtract", "formSymmetricDifference",
        "isSubset", "isSuperset", "isStrictSubset", "isStrictSuperset", "isDisjoint",
    ]

    func setAlgebraMethod(_ name: String, receiver: Value, values: [Value], labels: [String?],
                          writeBack: (Value) throws -> Void, at location: SourceLocation) throws -> Value? {
        guard Self.setAlgebraMethods.contains(name), case .array(let mine) = receiver, values.count == 1 else { return nil }
        let theirs = try elements(of: values[0], at: location)
        func contains(_ items: [Value], _ item: Value) throws -> Bool {
            try items.contains { try valuesEqual($0, item, at: location) }
        }
        func unique(_ items: [Value]) throws -> [Value] {
            var result: [Value] = []
            for item in items where try !contains(result, item) { result.append(item) }
            return result
        }
        let result: [Value]
        switch name {
        case "union", "formUnion":
            result = try unique(mine + theirs)
        case "intersection", "formIntersection":
            result = try mine.filter { try contains(theirs, $0) }
        case "subtracting", "subtract":
            result = try mine.filter { try !contains(theirs, $0) }
        case "symmetricDifference", "formSymmetricDifference":
            result = try mine.filter { try !contains(theirs, $0) } + unique(theirs).filter { try !contains(mine, $0) }
        case "isSubset", "isStrictSubset":
            let subset = try mine.allSatisfy { try contains(theirs, $0) }
            let distinctTheirs = try unique(theirs)
            return .bool(subset && (name == "isSubset" || distinctTheirs.count > mine.count))
        case "isSuperset", "isStrictSuperset":
            let superset = try theirs.allSatisfy { try contains(mine, $0) }
            let distinctTheirs = try unique(theirs)
            return .bool(superset && (name == "isSuperset" || mine.count > distinctTheirs.count))
        default:  // isDisjoint
            return .bool(try !mine.contains { try contains(theirs, $0) })
        }
        if name.hasPrefix("form") || name == "subtract" {
            try writeBack(.array(result))
            heap.needsCollection = true
            return .void
        }
        return .array(result)
    }
}
