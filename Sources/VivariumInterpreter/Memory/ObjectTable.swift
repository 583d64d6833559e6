/// A table of entries the write barrier saves one key at a time (`ReferenceCounts.willWrite`):
/// a dictionary, or a table indexed by object id.
protocol KeyedEntries {
    associatedtype Key: Hashable
    associatedtype Entry
    subscript(key: Key) -> Entry? { get set }
}

extension Dictionary: KeyedEntries {
    typealias Entry = Value
}

/// Entries by object id, each in its slot of an array.
///
/// Ids are handed out in order from 1, so the counts' per-object tables (a count, the holders,
/// what leaked objects hold) are arrays: a look-up is an index, not a hashed probe (`Int`'s hash
/// is SipHash: a linked list of 4,000 nodes spent an eighth of its samples hashing ids). Slots of
/// freed objects stay, empty, as the heap keeps their objects (`LiveObjects`).
struct ObjectTable<Entry>: KeyedEntries {
    private var slots: ContiguousArray<Entry?> = []

    @inline(__always)
    subscript(id: ObjectID) -> Entry? {
        get { id >= 0 && id < slots.count ? slots[id] : nil }
        set {
            if id >= slots.count {
                guard newValue != nil else { return }
                slots.append(contentsOf: repeatElement(nil, count: id - slots.count + 1))
            }
            slots[id] = newValue
        }
    }

    /// In place, as a dictionary's is: the entry is moved out of its slot while it is changed,
    /// so a set of 4,000 holders takes one more without being copied (a get and a set would
    /// copy it at each insertion: quadratic in the holders of one shared object).
    subscript(id: ObjectID, default defaultValue: @autoclosure () -> Entry) -> Entry {
        get { self[id] ?? defaultValue() }
        _modify {
            if id >= slots.count { slots.append(contentsOf: repeatElement(nil, count: id - slots.count + 1)) }
            var entry = slots[id] ?? defaultValue()
            slots[id] = nil
            defer { slots[id] = entry }
            yield &entry
        }
    }

    /// Removes and returns the entry of `id`.
    mutating func removeValue(forKey id: ObjectID) -> Entry? {
        guard id >= 0, id < slots.count else { return nil }
        defer { slots[id] = nil }
        return slots[id]
    }
}

/// Entries by holder: an object's in an `ObjectTable`, the other holders' (nodes, held values,
/// variables, tasks) in a dictionary.
struct HolderTable<Entry>: KeyedEntries {
    private var objects = ObjectTable<Entry>()
    private var others: [Holder: Entry] = [:]

    @inline(__always)
    subscript(holder: Holder) -> Entry? {
        get {
            if case .object(let id) = holder { return objects[id] }
            return others[holder]
        }
        set {
            if case .object(let id) = holder { objects[id] = newValue } else { others[holder] = newValue }
        }
    }
}
