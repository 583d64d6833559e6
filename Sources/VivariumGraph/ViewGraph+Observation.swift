import VivariumInterpreter
import VivariumSyntax

/// Observation (`@Observable`): per-property dependencies recorded while a body runs, and
/// invalidation of only the nodes that read the property written.
extension ViewGraph {
    public func observableDidRead(_ object: ObjectID, property: String) {
        guard let node = trackingNode else { return }
        node.observed.insert(ObservedProperty(object: object, property: property))
    }

    public func observableWillWrite(_ object: ObjectID, property: String, at location: SourceLocation) throws {
        let key = ObservedProperty(object: object, property: property)
        let dependents = allNodes.filter { $0.observed.contains(key) }
        guard !dependents.isEmpty else { return }
        if bodyDepth > 0 {
            interpreter.warn("Modifying state during view update, this will cause undefined behavior.")
        }
        let name = "\(interpreter.heap.name(of: object)).\(property)"
        for node in dependents { invalidate(node, reason: "\(name) changed") }
    }
}

/// One property of one `@Observable` object a body read.
struct ObservedProperty: Hashable {
    var object: ObjectID
    var property: String
}
