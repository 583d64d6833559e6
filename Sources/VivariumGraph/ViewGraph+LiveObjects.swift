import VivariumInterpreter

/// One live object as `objects` lists it: who holds it, and for a leaked one the reference
/// cycle that keeps it alive.
public struct LiveObject: Codable, Sendable, Equatable {
    /// `CounterViewModel#2`
    public var id: String
    public var type: String
    /// Its holders, as `objects` names them (`ContentView/VStack/KeptCounter.viewModel`).
    public var holders: [String]
    /// Unreachable, kept alive by a reference cycle.
    public var leaked: Bool
    /// For a leaked object: the shortest strong path from it back to itself.
    public var cycle: [String]?
}

extension ViewGraph {
    /// Every live object the user's code made, in creation order, with its holders.
    public func liveObjects() -> [LiveObject] {
        let visible = interpreter.heap.objects.values.filter { !$0.isInternal }
        guard !visible.isEmpty else { return [] }
        let holdersByObject = interpreter.holdersByObject()
        return visible.map { object in
            LiveObject(id: object.name, type: object.typeName, holders: holdersByObject[object.id] ?? [],
                       leaked: object.isLeaked, cycle: object.isLeaked ? object.leakCycle : nil)
        }
    }
}
