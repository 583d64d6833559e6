/// The standard library's `OptionSet`, written in Vivarium's Swift subset: a struct with a
/// `rawValue` whose bits are its members. The protocol extension gives the `SetAlgebra`
/// members as documented (Apple, "OptionSet": `contains`, `union`, `intersection`,
/// `symmetricDifference`, `subtracting`, `insert` returning `(inserted:memberAfterInsert:)`,
/// `remove` returning the removed members or nil, `update(with:)`, the `form…` mutations,
/// `isSubset(of:)`, `isSuperset(of:)`, their strict forms, `isDisjoint(with:)`, `isEmpty`). An array literal where
/// an option set is expected (`[.badge, .sound]`, `[]`) is the union of its elements (the
/// interpreter's `ExpressibleByArrayLiteral` conversion).
extension BundledModule {
    static let swiftOptionSet = BundledModule(
        name: "SwiftOptionSet",
        dependencies: [],
        autoloadNames: ["OptionSet"],
        source: #"""
protocol OptionSet: Equatable, Hashable {}

extension OptionSet {
    var isEmpty: Bool { rawValue == 0 }

    func contains(_ member: Self) -> Bool {
        (rawValue & member.rawValue) == member.rawValue
    }

    func union(_ other: Self) -> Self {
        Self(rawValue: rawValue | other.rawValue)
    }

    func intersection(_ other: Self) -> Self {
        Self(rawValue: rawValue & other.rawValue)
    }

    func symmetricDifference(_ other: Self) -> Self {
        Self(rawValue: rawValue ^ other.rawValue)
    }

    func subtracting(_ other: Self) -> Self {
        Self(rawValue: rawValue & ~other.rawValue)
    }

    func isSubset(of other: Self) -> Bool {
        (rawValue & other.rawValue) == rawValue
    }

    func isSuperset(of other: Self) -> Bool {
        (rawValue & other.rawValue) == other.rawValue
    }

    func isStrictSubset(of other: Self) -> Bool {
        isSubset(of: other) && rawValue != other.rawValue
    }

    func isStrictSuperset(of other: Self) -> Bool {
        isSuperset(of: other) && rawValue != other.rawValue
    }

    func isDisjoint(with other: Self) -> Bool {
        (rawValue & other.rawValue) == 0
    }

    mutating func formUnion(_ other: Self) {
        self = union(other)
    }

    mutating func formIntersection(_ other: Self) {
        self = intersection(other)
    }

    mutating func formSymmetricDifference(_ other: Self) {
        self = symmetricDifference(other)
    }

    mutating func subtract(_ other: Self) {
        self = subtracting(other)
    }

    @discardableResult
    mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        if contains(newMember) {
            return (false, intersection(newMember))
        }
        self = union(newMember)
        return (true, newMember)
    }

    @discardableResult
    mutating func remove(_ member: Self) -> Self? {
        let removed = intersection(member)
        if removed.isEmpty {
            return nil
        }
        self = subtracting(member)
        return removed
    }

    @discardableResult
    mutating func update(with newMember: Self) -> Self? {
        let previous = intersection(newMember)
        self = union(newMember)
        return previous.isEmpty ? nil : previous
    }
}
"""#)
}
