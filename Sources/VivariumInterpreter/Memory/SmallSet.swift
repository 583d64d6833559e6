/// A set kept inline while it has one member: who holds an object, which holders a captured
/// variable reports to. Most objects have one holder and most variables one closure's holder,
/// and a `Set` of one is an allocation of about a hundred bytes: a 10,000-row graph kept some
/// 30,000 of them (`ReferenceCounts.holdersOf`, `watchers`).
///
/// Its order is a `Set`'s (none to rely on).
public struct SmallSet<Element: Hashable>: Sequence, ExpressibleByArrayLiteral {
    @usableFromInline
    enum Storage {
        case empty
        case one(Element)
        case many(Set<Element>)
    }

    @usableFromInline
    var storage = Storage.empty

    @inlinable
    public init() {}

    @inlinable
    public init(arrayLiteral elements: Element...) {
        for element in elements { insert(element) }
    }

    @inlinable
    public var isEmpty: Bool {
        switch storage {
        case .empty: true
        case .one: false
        case .many(let set): set.isEmpty
        }
    }

    @inlinable
    public var count: Int {
        switch storage {
        case .empty: 0
        case .one: 1
        case .many(let set): set.count
        }
    }

    @inlinable
    public func contains(_ element: Element) -> Bool {
        switch storage {
        case .empty: false
        case .one(let member): member == element
        case .many(let set): set.contains(element)
        }
    }

    @inlinable @discardableResult
    public mutating func insert(_ element: Element) -> Bool {
        switch storage {
        case .empty:
            storage = .one(element)
            return true
        case .one(let member):
            guard member != element else { return false }
            storage = .many([member, element])
            return true
        case .many(var set):
            // Emptied first, so that `set` is the only reference and grows in place.
            storage = .empty
            let inserted = set.insert(element).inserted
            storage = .many(set)
            return inserted
        }
    }

    @inlinable
    public mutating func remove(_ element: Element) {
        switch storage {
        case .empty:
            return
        case .one(let member):
            if member == element { storage = .empty }
        case .many(var set):
            storage = .empty
            set.remove(element)
            if set.count > 1 { storage = .many(set) } else if let last = set.first { storage = .one(last) }
        }
    }

    public struct Iterator: IteratorProtocol {
        @usableFromInline var single: Element?
        @usableFromInline var members: Set<Element>.Iterator?

        @inlinable
        init(single: Element?, members: Set<Element>.Iterator?) {
            self.single = single
            self.members = members
        }

        @inlinable
        public mutating func next() -> Element? {
            if let element = single {
                single = nil
                return element
            }
            return members?.next()
        }
    }

    @inlinable
    public func makeIterator() -> Iterator {
        switch storage {
        case .empty: Iterator(single: nil, members: nil)
        case .one(let member): Iterator(single: member, members: nil)
        case .many(let set): Iterator(single: nil, members: set.makeIterator())
        }
    }
}
