/// A heap's live objects, in the order they were created, found by id.
///
/// NB: not an `OrderedDictionary`: removing one of its keys moves every later one, so a
/// command that frees k of n objects (half of 10,000 rows leaving) cost k × n. Here a freed
/// object leaves its id in the order until more than half of it is freed ids; then the order
/// is compacted once. Lookup, creation and freeing are O(1) (amortized).
public struct LiveObjects {
    private var byID: [ObjectID: HeapObject] = [:]
    /// Ids in creation order (ascending: ids are handed out in order), including some of the
    /// freed since the last compaction.
    private var order: [ObjectID] = []

    public init() {}

    public subscript(id: ObjectID) -> HeapObject? {
        get { byID[id] }
        set {
            if let newValue {
                guard byID.updateValue(newValue, forKey: id) == nil else { return }
                if let last = order.last, last > id {
                    // Not expected (ids only grow), but the order stays that of the ids.
                    let position = order.partitioningIndex { $0 > id }
                    order.insert(id, at: position)
                } else {
                    order.append(id)
                }
            } else if byID.removeValue(forKey: id) != nil, order.count > 64, byID.count * 2 < order.count {
                order.removeAll { byID[$0] == nil }
            }
        }
    }

    /// Inserts `object` (as `self[id] = object` does) and returns where its id went in the
    /// order, for `undoInsert`; nil when it was there already.
    mutating func insert(_ object: HeapObject) -> Int? {
        let id = object.id
        guard byID.updateValue(object, forKey: id) == nil else { return nil }
        if let last = order.last, last > id {
            let position = order.partitioningIndex { $0 > id }
            order.insert(id, at: position)
            return position
        }
        order.append(id)
        return order.count - 1
    }

    /// Takes back an `insert` (the undo log, newest first: nothing after it is left).
    mutating func undoInsert(_ id: ObjectID, at position: Int) {
        byID[id] = nil
        order.remove(at: position)
    }

    /// Removes `id` (as `self[id] = nil` does); returns the order before, when the removal
    /// compacted it, for `undoRemove`.
    mutating func remove(_ id: ObjectID) -> [ObjectID]? {
        guard byID.removeValue(forKey: id) != nil, order.count > 64, byID.count * 2 < order.count else { return nil }
        let before = order
        order = order.filter { byID[$0] != nil }
        return before
    }

    /// Takes back a `remove`.
    mutating func undoRemove(_ object: HeapObject, order before: [ObjectID]?) {
        if let before { order = before }
        byID[object.id] = object
    }

    public var isEmpty: Bool { byID.isEmpty }
    public var count: Int { byID.count }

    /// The live objects, oldest first.
    public var values: [HeapObject] { order.compactMap { byID[$0] } }

    /// The live objects' ids, oldest first.
    public var keys: [ObjectID] { order.filter { byID[$0] != nil } }
}

extension Array {
    /// The first index whose element satisfies `belongs` in an array partitioned by it (every
    /// element that does comes after every one that does not).
    fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
