import VivariumInterpreter

/// Which nodes may depend on what, kept as reads happen: by `@State` storage slot, by object
/// held in an `ObservableObject` wrapper, by `@Observable` property. A write looks at these
/// nodes only, checking that each still depends, instead of at every node of the graph, so its
/// cost follows its readers, not the graph's size. An over-approximation: a node that stopped
/// reading, or left the tree, is dropped when a write finds it.
///
/// NB: the handles inline while one (`SmallSet`): ten thousand rows that each own their view
/// model are ten thousand objects read by one node each, a set's allocation apiece.
struct Dependents {
    let bySlot = RecordedDictionary<Int, SmallSet<Int>>()
    let byObject = RecordedDictionary<ObjectID, SmallSet<Int>>()
    let byProperty = RecordedDictionary<ObservedProperty, SmallSet<Int>>()

    /// The handles of `nodes`, as the tables keep them.
    static func handles(of nodes: [Node]) -> SmallSet<Int> {
        var handles = SmallSet<Int>()
        for node in nodes { handles.insert(node.handle) }
        return handles
    }
}

extension ViewGraph {
    /// The nodes still in the graph among `handles`, by handle (the order they were created).
    func dependentNodes(_ handles: SmallSet<Int>?) -> [Node] {
        (handles ?? []).sorted().compactMap { nodesByHandle[$0] }
    }

    /// `node` holds `object` in its wrapper `name` (`@StateObject`, `@ObservedObject`,
    /// `@EnvironmentObject`), or nothing there any more: it subscribes to `objectWillChange`.
    /// What it observes already is not written again: a parent's re-render of 10,000 rows
    /// that each keep their object writes nothing, and records nothing for the undo log.
    func observe(_ object: ObjectID?, as name: String, by node: Node) {
        if node.observedObjects[name] != object { node.observedObjects[name] = object }
        if let object, dependents.byObject[object]?.contains(node.handle) != true {
            dependents.byObject[object, default: []].insert(node.handle)
        }
    }

    /// The nodes subscribed to `object`'s `objectWillChange`, the stale entries dropped.
    func observers(of object: ObjectID) -> [Node] {
        let nodes = dependentNodes(dependents.byObject[object]).filter { $0.observedObjects.values.contains(object) }
        dependents.byObject[object] = nodes.isEmpty ? nil : Dependents.handles(of: nodes)
        return nodes
    }
}
