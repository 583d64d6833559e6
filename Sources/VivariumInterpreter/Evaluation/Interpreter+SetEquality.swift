import VivariumSyntax

/// A Set is an array without duplicates at run time, in the order its elements came; Set's
/// `==` ignores that order ("Two sets are equal if they contain the same elements"). Where
/// the checker saw a Set compared (`ResolvedMembers.setComparisons`), or a struct's stored
/// property is declared a Set, the comparison is a set's.
extension Interpreter {
    /// The same elements, each equal to one of the other's.
    func setsEqual(_ lhs: Value, _ rhs: Value, at location: SourceLocation) throws -> Bool {
        guard case .array(let a) = lhs, case .array(let b) = rhs else { return try valuesEqual(lhs, rhs, at: location) }
        guard a.count == b.count else { return false }
        let keys = b.compactMap(HashableValue.init)
        if keys.count == b.count {
            let present = Set(keys)
            if a.allSatisfy({ HashableValue($0).map(present.contains) ?? false }) { return true }
        }
        // Elements with their own `==` (or no plain key): one by one.
        for element in a where try !b.contains(where: { try valuesEqual(element, $0, at: location) }) { return false }
        return true
    }
}
