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
