/// Every object a heap made, found by id in its slot, and the live ones in creation order.
///
/// Ids are handed out in order from 1, so object `id` sits in slot `id` of an array: a look-up
/// is an index, not a hashed probe (a linked list of 4,000 nodes looked objects up some 60,000
/// times, an eighth of its samples in hashing). A freed object keeps its slot: it stays
/// addressable by name and by `weak` reads, as the heap's freed objects always were.
///
/// NB: the creation order is not an `OrderedDictionary`: removing one of its keys moves every
/// later one, so a command that frees k of n objects (half of 10,000 rows leaving) cost k × n.
/// Here a freed object leaves its id in the order until more than half of it is freed ids;
/// then the order is compacted once. Look-up, creation and freeing are O(1) (amortized).
public struct LiveObjects {
    private struct Slot {
        var object: HeapObject?
        var isLive = false
    }
    /// Slot `id` holds object `id` (slot 0 none): live, freed, or nil once its creation was undone.
    private var slots: ContiguousArray<Slot> = [Slot(object: nil)]
    private var liveCount = 0
    /// Live ids in creation order (ascending: ids are handed out in order), including some of
    /// the freed since the last compaction.
    private var order: [ObjectID] = []

    public init() {}

    /// The live object `id`.
    public subscript(id: ObjectID) -> HeapObject? {
        guard id > 0, id < slots.count else { return nil }
        let slot = slots[id]
        return slot.isLive ? slot.object : nil
    }

    /// The object `id`, live or freed.
    func anyObject(_ id: ObjectID) -> HeapObject? {
        guard id > 0, id < slots.count else { return nil }
        return slots[id].object
    }

    private func isLive(_ id: ObjectID) -> Bool { id > 0 && id < slots.count && slots[id].isLive }

    /// Inserts `object`, live, and returns where its id went in the order, for `undoInsert`;
    /// nil when it was there already.
    mutating func insert(_ object: HeapObject) -> Int? {
        let id = object.id
        precondition(id > 0, "object ids start at 1")
        while slots.count <= id { slots.append(Slot(object: nil)) }
        guard !slots[id].isLive else { return nil }
        slots[id] = Slot(object: object, isLive: true)
        liveCount += 1
        if let last = order.last, last > id {
            // Not expected (ids only grow), but the order stays that of the ids.
            let position = order.partitioningIndex { $0 > id }
            order.insert(id, at: position)
            return position
        }
        order.append(id)
        return order.count - 1
    }

    /// Takes back an `insert` (the undo log, newest first: nothing after it is left).
    mutating func undoInsert(_ id: ObjectID, at position: Int) {
        if slots[id].isLive { liveCount -= 1 }
        slots[id] = Slot(object: nil)
        while slots.count > 1, slots[slots.count - 1].object == nil { slots.removeLast() }
        order.remove(at: position)
    }

    /// Marks `id` freed, its object kept in its slot; returns the order before, when the
    /// removal compacted it, for `undoRemove`.
    mutating func remove(_ id: ObjectID) -> [ObjectID]? {
        guard isLive(id) else { return nil }
        slots[id].isLive = false
        liveCount -= 1
        guard order.count > 64, liveCount * 2 < order.count else { return nil }
        let before = order
        order = order.filter { isLive($0) }
        return before
    }

    /// Takes back a `remove`.
    mutating func undoRemove(_ object: HeapObject, order before: [ObjectID]?) {
        if let before { order = before }
        guard !slots[object.id].isLive else { return }
        slots[object.id] = Slot(object: object, isLive: true)
        liveCount += 1
    }

    public var isEmpty: Bool { liveCount == 0 }
    public var count: Int { liveCount }

    /// The live objects, oldest first.
    public var values: [HeapObject] { order.compactMap { self[$0] } }

    /// The live objects' ids, oldest first.
    public var keys: [ObjectID] { order.filter { isLive($0) } }

    /// The freed objects, oldest first.
    var freed: [HeapObject] { slots.compactMap { $0.isLive ? nil : $0.object } }
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
