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

/// `IndexSet` — the offsets `onDelete` and `onMove` pass — is a sorted array of distinct Ints
/// here: `IndexSet(integer:)`, `IndexSet(integersIn:)`, `IndexSet(_:)`; an array's
/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)` take one (Foundation, "IndexSet";
/// SwiftUI's extensions of `RangeReplaceableCollection` and `MutableCollection`).
extension Interpreter {
    func indexSet(_ values: [Value], labels: [String?], at location: SourceLocation) throws -> Value {
        guard let first = values.first else { return .array([]) }
        let items: [Value] = labels.first == "integer" ? [first] : try elements(of: first, at: location)
        var offsets: [Int] = []
        for item in items {
            guard case .int(let offset) = item else { throw RuntimeError(.trap, "IndexSet holds Ints", at: location) }
            offsets.append(offset)
        }
        return .array(Array(Set(offsets)).sorted().map { .int($0) })
    }

    func offsetsMethod(_ name: String, receiver: Value, values: [Value], labels: [String?],
                       writeBack: (Value) throws -> Void, at location: SourceLocation) throws -> Value? {
        guard case .array(var elements) = receiver else { return nil }
        func offsets(_ value: Value) throws -> [Int] {
            try self.elements(of: value, at: location).map { item in
                guard case .int(let offset) = item, elements.indices.contains(offset) else {
                    throw RuntimeError.trap("Fatal error: Index out of range", at: location)
                }
                return offset
            }
        }
        switch (name, labels) {
        case ("remove", ["atOffsets"]):
            for offset in Set(try offsets(values[0])).sorted(by: >) { elements.remove(at: offset) }
        case ("move", ["fromOffsets", "toOffset"]):
            guard case .int(let destination) = values[1], (0...elements.count).contains(destination) else {
                throw RuntimeError.trap("Fatal error: Index out of range", at: location)
            }
            let moving = Set(try offsets(values[0])).sorted()
            let moved = moving.map { elements[$0] }
            let before = moving.filter { $0 < destination }.count
            for offset in moving.reversed() { elements.remove(at: offset) }
            elements.insert(contentsOf: moved, at: destination - before)
        default:
            return nil
        }
        try writeBack(.array(elements))
        heap.needsCollection = true
        return .void
    }
}
