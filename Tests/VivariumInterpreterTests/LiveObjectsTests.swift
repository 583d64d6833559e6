import Testing
@testable import VivariumInterpreter

/// The heap's live objects keep their creation order through frees (the `objects` listing and
/// every walk read them in that order), and freeing does not depend on how many are live.
@Suite struct LiveObjectsTests {
    static func heap(holding count: Int) -> (Heap, [HeapObject]) {
        let heap = Heap()
        let objects = (0..<count).map { _ in heap.allocate(typeName: "VM", creationContext: CreationContext(holder: "Row")) }
        return (heap, objects)
    }

    @Test func freedObjectsLeaveTheOrderOfTheOthersAsItWas() {
        let (heap, objects) = Self.heap(holding: 300)
        // Every third, then the first half: past half freed, the order is compacted.
        for object in objects where object.id % 3 == 0 { heap.markFreed(object) }
        for object in objects.prefix(150) where !object.isFreed { heap.markFreed(object) }
        let expected = objects.suffix(150).filter { $0.id % 3 != 0 }.map(\.id)
        #expect(heap.objects.keys == expected)
        #expect(heap.objects.values.map(\.name) == expected.map { "VM#\($0)" })
        #expect(heap.objects.count == expected.count)
        #expect(heap.objects[objects[0].id] == nil)
        #expect(heap.object(objects[0].id)?.isFreed == true)
        #expect(heap.objects[expected[0]]?.id == expected[0])
    }

    @Test func objectsCreatedAfterFreesComeLast() {
        let (heap, objects) = Self.heap(holding: 200)
        for object in objects.dropLast() { heap.markFreed(object) }
        let newer = heap.allocate(typeName: "Model", creationContext: CreationContext(holder: "Root"))
        #expect(heap.objects.values.map(\.name) == ["VM#200", "Model#1"])
        heap.markFreed(newer)
        heap.markFreed(objects[199])
        #expect(heap.objects.isEmpty)
        #expect(heap.objects.keys.isEmpty)
    }
}

/// Objects by slot (`LiveObjects`, `ObjectTable`): a command rolled back leaves the heap's look-ups
/// as they were — an object it freed is live again, one it made is gone and its id handed out
/// again — and a freed object stays addressable by id, as its name in a later reply needs.
@Suite struct ObjectSlotsTests {
    @Test func aRolledBackCommandPutsBackWhatItMadeAndFreed() {
        let heap = Heap()
        let kept = heap.allocate(typeName: "VM", creationContext: CreationContext(holder: "Row"))
        heap.undo.begin()
        UndoLog.activating(heap.undo) {
            heap.markFreed(kept)
            let made = heap.allocate(typeName: "VM", creationContext: CreationContext(holder: "Row"))
            #expect(made.id == kept.id + 1)
            #expect(heap.freedObjects.map(\.id) == [kept.id])
            #expect(heap.objects.keys == [made.id])
        }
        heap.undo.rollBack()
        #expect(heap.objects.keys == [kept.id])
        #expect(heap.objects[kept.id] === kept)
        #expect(!kept.isFreed)
        #expect(heap.freedObjects.isEmpty)
        #expect(heap.object(kept.id + 1) == nil)
        let again = heap.allocate(typeName: "Model", creationContext: CreationContext(holder: "Root"))
        #expect(again.id == kept.id + 1)
        #expect(heap.object(again.id) === again)
    }

    @Test func aFreedObjectIsFoundByIdButIsNotLive() {
        let heap = Heap()
        let objects = (0..<5).map { _ in heap.allocate(typeName: "Node", creationContext: CreationContext(holder: "top level")) }
        heap.markFreed(objects[2])
        #expect(heap.objects[objects[2].id] == nil)
        #expect(heap.object(objects[2].id)?.name == "Node#3")
        #expect(heap.isAlive(objects[3].id))
        #expect(!heap.isAlive(objects[2].id))
        #expect(heap.object(99) == nil && heap.object(0) == nil && heap.object(-1) == nil)
    }

    /// An entry changed through `table[id, default:]` is changed in place, never copied: the
    /// holders of one object shared by 4,000 rows are a set that grows by one per row (a copy
    /// per insertion made that mount quadratic: 0.3 s → 1.5 s for 4,000 rows).
    @Test func anObjectTableEntryIsChangedInPlace() {
        final class Storage {}
        struct Entry {
            var storage = Storage()
            var writesThatFoundItShared = 0
            mutating func write() { if !isKnownUniquelyReferenced(&storage) { writesThatFoundItShared += 1 } }
        }
        var table = ObjectTable<Entry>()
        for _ in 0..<10 { table[5, default: Entry()].write() }
        table[2_000, default: Entry()].write()
        #expect(table[5]?.writesThatFoundItShared == 0)
        #expect(table[2_000]?.writesThatFoundItShared == 0)
    }

    @Test func anObjectTableGrowsToAnIdAndForgetsRemovedEntries() {
        var table = ObjectTable<Int>()
        #expect(table[7] == nil)
        table[7] = 3
        table[2, default: 0] += 1
        #expect(table[7] == 3 && table[2] == 1 && table[5] == nil)
        #expect(table.removeValue(forKey: 7) == 3)
        #expect(table[7] == nil && table.removeValue(forKey: 7) == nil && table.removeValue(forKey: 1_000) == nil)
        table[1_000] = nil
        #expect(table[1_000] == nil)
    }
}
