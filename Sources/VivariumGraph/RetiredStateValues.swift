import VivariumInterpreter

/// The last values of `@State` storage whose view left the tree, for the closures that still
/// hold a copy of the view: a `.task` that goes on after its cancellation (`while
/// !Task.isCancelled { … }` and a `print(remaining)` after the loop), a timer's or the main
/// queue's closure. In SwiftUI a `State` value refers to its storage, and a copy of the view
/// keeps that storage — and its last value — alive; writing it reaches no view. Kept only for
/// values that reference no object (an object's lifetime stays the graph's to count) and for
/// the last `capacity` retired slots, so a graph that removes many rows keeps no more.
struct RetiredStateValues {
    static let capacity = 256
    private var values: [Int: Value] = [:]
    private var order: [Int] = []

    subscript(id: Int) -> Value? { values[id] }

    mutating func keep(_ value: Value, of id: Int) {
        guard !value.mayHoldReferences else { return }
        if values.updateValue(value, forKey: id) == nil { order.append(id) }
        if order.count > Self.capacity * 2 {
            // Amortized: drop the oldest half at once.
            for old in order.prefix(order.count - Self.capacity) { values[old] = nil }
            order.removeFirst(order.count - Self.capacity)
        }
    }

    mutating func removeAll() {
        values = [:]
        order = []
    }
}
