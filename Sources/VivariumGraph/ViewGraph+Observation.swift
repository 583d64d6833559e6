import VivariumInterpreter
import VivariumSyntax

/// Observation (`@Observable`): per-property dependencies recorded while a body runs, and
/// invalidation of only the nodes that read the property written.
extension ViewGraph {
    public func observableDidRead(_ object: ObjectID, property: String) {
        let read = ObservedProperty(object: object, property: property)
        for id in observationTrackings.applying {
            observationTrackings.tracked[read, default: []].insert(id)
            observationTrackings.reads[id, default: []].insert(read)
        }
        if let (node, key) = update.trackingRow {
            node.rowObserved[key, default: []].insert(read)
            dependents.byProperty[read, default: []].insert(node.handle)
            return
        }
        guard let node = update.trackingNode else { return }
        node.observed.insert(read)
        dependents.byProperty[read, default: []].insert(node.handle)
    }

    public func observableWillWrite(_ object: ObjectID, property: String, at location: SourceLocation) throws {
        let key = ObservedProperty(object: object, property: property)
        try fireObservationTrackings(for: key, at: location)
        let candidates = dependentNodes(self.dependents.byProperty[key])
        let dependents = candidates.filter { $0.observed.contains(key) }
        let rowDependents = candidates.filter { node in node.rowObserved.values.contains { $0.contains(key) } }
        let current = Dependents.handles(of: dependents + rowDependents)
        self.dependents.byProperty[key] = current.isEmpty ? nil : current
        guard !dependents.isEmpty || !rowDependents.isEmpty else { return }
        if update.bodyDepth > 0 {
            interpreter.warn("Modifying state during view update, this will cause undefined behavior.")
        }
        // A bundled module's plumbing is named by its label (`ModelStore.models`), as holders name it.
        let objectName = interpreter.heap.object(object)?.displayName ?? interpreter.heap.name(of: object)
        let name = "\(objectName).\(property)"
        let link = cause(.observableChanged(object: objectName, property: property))
        for node in dependents { invalidate(node, reason: "\(name) changed", cause: link) }
        for node in rowDependents {
            for (row, properties) in node.rowObserved where properties.contains(key) {
                if !node.dirtyRows[row, default: []].contains("\(name) changed") { node.dirtyRows[row, default: []].append("\(name) changed") }
            }
            invalidate(node, reason: "\(name) changed", cause: link)
        }
    }

    /// A `ForEach` row's content closure runs: the `ForEach` evaluates it, so what it reads is a
    /// dependency of that row, not of the view whose body holds the `ForEach`.
    func evaluateRow(of node: Node, key: String, _ evaluate: () throws -> Value) rethrows -> Value {
        let saved = update.trackingRow
        update.trackingRow = (node, key)
        node.rowObserved[key] = []
        node.rowSlots[key] = nil
        defer { update.trackingRow = saved }
        return try evaluate()
    }

    /// Evaluates again only the rows whose observed properties changed and updates their
    /// children, keeping the rows' order.
    func refreshRows(_ node: Node) throws {
        let dirtyRows = node.dirtyRows
        node.dirtyRows = [:]
        guard case .builtin(let value) = node.viewValue, value["data"] != nil else { return }
        let rows = Set(dirtyRows.keys)
        let prefixes = Set(rows.map { "[\($0)]." })
        // The key each dirty row shows under: its first child's.
        var shownKeys: [String: String?] = [:]
        for child in node.children {
            guard let prefix = Self.rowPrefix(of: child.identity, among: prefixes), shownKeys[prefix] == nil else { continue }
            shownKeys[prefix] = .some(child.key)
        }
        for (row, reasons) in dirtyRows.sorted(by: { $0.key < $1.key }) {
            let shown = (shownKeys["[\(row)]."] ?? nil) ?? row
            record(.body, "\(node.shortName)[\(shown)]", path: "\(node.path)[\(shown)]", reason: reasons.joined(separator: ", "))
        }
        let previous = node.children
        let items = try elementItems(of: node, value, only: rows)
        // NB: the row prefix is looked up from the child's identity (`[key].…`), and each
        // previous position once: every row of a thousand may be dirty (they all read the
        // array their bindings point into), and comparing each child with each would be n × n.
        func row(_ child: Node) -> String? { Self.rowPrefix(of: child.identity, among: prefixes) }
        try reconcile(node, items, only: { row($0) != nil })
        var previousIndex: [ObjectIdentifier: Int] = [:]
        var firstOfRow: [String: Int] = [:]
        for (index, child) in previous.enumerated() {
            previousIndex[ObjectIdentifier(child)] = index
            if let prefix = row(child), firstOfRow[prefix] == nil { firstOfRow[prefix] = index }
        }
        func rank(_ child: Node) -> Int {
            if let index = previousIndex[ObjectIdentifier(child)] { return index }
            return row(child).flatMap { firstOfRow[$0] } ?? previous.count
        }
        node.children = node.children.enumerated()
            .map { (rank: rank($0.element), offset: $0.offset, child: $0.element) }
            .sorted { ($0.rank, $0.offset) < ($1.rank, $1.offset) }
            .map(\.child)
    }

    /// The `[key].` an identity starts with, when it is one of `prefixes`.
    static func rowPrefix(of identity: String, among prefixes: Set<String>) -> String? {
        guard identity.hasPrefix("[") else { return nil }
        let utf8 = identity.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: "]") {
                let dot = utf8.index(after: index)
                if dot < utf8.endIndex, utf8[dot] == UInt8(ascii: ".") {
                    let prefix = String(identity[...dot])
                    if prefixes.contains(prefix) { return prefix }
                }
            }
            index = utf8.index(after: index)
        }
        return nil
    }
}

/// `withObservationTracking(_:onChange:)` (the Observation module): which trackings are
/// running their `apply`, and, for each pending one, the properties it read.
struct ObservationTrackings {
    var applying: [Int] = []
    var tracked: [ObservedProperty: Set<Int>] = [:]
    var reads: [Int: Set<ObservedProperty>] = [:]
}

extension ViewGraph {
    /// `__Vivarium.beginObservationTracking(id)` / `endObservationTracking(id)`: around `apply`.
    func observationTrackingHook(_ name: String, id: Int) -> Value? {
        switch name {
        case "beginObservationTracking":
            observationTrackings.applying.append(id)
        case "endObservationTracking":
            observationTrackings.applying.removeAll { $0 == id }
        default:
            return nil
        }
        return .void
    }

    /// A write to `key` is about to happen: every tracking that read it stops tracking
    /// (anything) and its `onChange` runs, once, before the value is stored.
    func fireObservationTrackings(for key: ObservedProperty, at location: SourceLocation) throws {
        guard let ids = observationTrackings.tracked[key], !ids.isEmpty else { return }
        for id in ids.sorted() {
            for read in observationTrackings.reads.removeValue(forKey: id) ?? [] {
                observationTrackings.tracked[read]?.remove(id)
                if observationTrackings.tracked[read]?.isEmpty == true { observationTrackings.tracked[read] = nil }
            }
        }
        for id in ids.sorted() {
            _ = try interpreter.callUserStaticMethod("_willChange", of: "_ObservationTracking",
                                                     arguments: [ArgumentValue(label: nil, value: .int(id), location: location)], at: location)
        }
    }
}

/// One property of one `@Observable` object a body read.
struct ObservedProperty: Hashable {
    var object: ObjectID
    var property: String
}
