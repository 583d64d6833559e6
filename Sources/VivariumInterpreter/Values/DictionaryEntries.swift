import OrderedCollections

/// A dictionary's entries, in insertion order, behind one reference that copy-on-write checks
/// for uniqueness, as Swift's own `Dictionary` keeps its storage: a `Value` holds a dictionary
/// in one word, and a dictionary changed where it lies (`counts[k, default: 0] += 1`, a
/// `removeValue` on a local) changes in place when nothing else shares it. (An `indirect`
/// payload cannot change in place: each change took the entries out of their box, retaining
/// their three buffers, freed the box and allocated another.)
///
/// Reads go to the ordered dictionary itself (`ordered`, or its properties by member lookup:
/// `entries.keys`, `entries.count`); every write goes through `ordered`'s `_modify`, which
/// copies the entries first when another value shares them.
@dynamicMemberLookup
public struct DictionaryEntries {
    public typealias Ordered = OrderedDictionary<HashableValue, Value>

    @usableFromInline
    final class Storage {
        @usableFromInline var entries: Ordered
        @usableFromInline init(_ entries: Ordered) { self.entries = entries }
    }

    @usableFromInline var storage: Storage

    @inlinable
    public init(_ entries: Ordered) { storage = Storage(entries) }

    @inlinable
    public init() { storage = Storage([:]) }

    /// The entries; a write copies them first when this value shares them.
    @inlinable
    public var ordered: Ordered {
        get { storage.entries }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.entries) }
            yield &storage.entries
        }
    }

    @inlinable
    public var count: Int { storage.entries.count }

    @inlinable
    public var isEmpty: Bool { storage.entries.isEmpty }

    @inlinable
    public var keys: OrderedSet<HashableValue> { storage.entries.keys }

    @inlinable
    public var values: Ordered.Values { storage.entries.values }

    @inlinable
    public subscript<T>(dynamicMember path: KeyPath<Ordered, T>) -> T { storage.entries[keyPath: path] }

    @inlinable
    public subscript(key: HashableValue) -> Value? {
        get { storage.entries[key] }
        set { ordered[key] = newValue }
    }

    @inlinable
    public subscript(key: HashableValue, default fallback: @autoclosure () -> Value) -> Value {
        get { storage.entries[key, default: fallback()] }
        set { ordered[key] = newValue }
    }

    @inlinable
    public func index(forKey key: HashableValue) -> Int? { storage.entries.index(forKey: key) }

    @inlinable
    @discardableResult
    public mutating func removeValue(forKey key: HashableValue) -> Value? { ordered.removeValue(forKey: key) }

    @inlinable
    @discardableResult
    public mutating func updateValue(_ value: Value, forKey key: HashableValue) -> Value? { ordered.updateValue(value, forKey: key) }

    @inlinable
    public mutating func removeAll() { ordered.removeAll() }
}

extension DictionaryEntries: Sequence {
    @inlinable
    public func makeIterator() -> Ordered.Iterator { storage.entries.makeIterator() }

    @inlinable
    public var underestimatedCount: Int { storage.entries.count }
}

extension DictionaryEntries: ExpressibleByDictionaryLiteral {
    @inlinable
    public init(dictionaryLiteral elements: (HashableValue, Value)...) {
        self.init(Ordered(uniqueKeysWithValues: elements))
    }
}
