import VivariumInterpreter

/// What an update or a tree snapshot has pending for a node, and what its last body read
/// (`@Observable` properties, the environment, `@State` storage): empty on most nodes between
/// commands (a leaf runs no body; a row that reads its view model's published values subscribes
/// through `observedObjects`), so made on its first write of something (`Node.updateState`).
final class NodeUpdateState {
    struct Fields {
        var invalidations: [String] = []
        var invalidationCauses: [Int] = []
        var observed: Set<ObservedProperty> = []
        var readEnvironment: Set<String> = []
        var readSlots: [Int: String] = [:]
        var changedChildren: [ObjectIdentifier: (node: Node, lines: Int)] = [:]
        var bindingSnapshots: [String: Value] = [:]
    }
    private enum Field: Int { case invalidations, invalidationCauses, observed, readEnvironment, readSlots, changedChildren, bindingSnapshots }
    private var fields = Fields()
    private let birth = UndoLog.now
    private var saved = SavedFields()

    @inline(__always)
    private func willChange<T>(_ field: Field, _ path: WritableKeyPath<Fields, T>) {
        guard let log = UndoLog.active, log.records(birth: birth), saved.isFirstWrite(field.rawValue, in: log) else { return }
        let old = fields[keyPath: path]
        log.record { [self] in fields[keyPath: path] = old }
    }

    var invalidations: [String] {
        get { fields.invalidations }
        _modify { willChange(.invalidations, \.invalidations); yield &fields.invalidations }
    }
    var invalidationCauses: [Int] {
        get { fields.invalidationCauses }
        _modify { willChange(.invalidationCauses, \.invalidationCauses); yield &fields.invalidationCauses }
    }
    var observed: Set<ObservedProperty> {
        get { fields.observed }
        _modify { willChange(.observed, \.observed); yield &fields.observed }
    }
    var readEnvironment: Set<String> {
        get { fields.readEnvironment }
        _modify { willChange(.readEnvironment, \.readEnvironment); yield &fields.readEnvironment }
    }
    var readSlots: [Int: String] {
        get { fields.readSlots }
        _modify { willChange(.readSlots, \.readSlots); yield &fields.readSlots }
    }
    var changedChildren: [ObjectIdentifier: (node: Node, lines: Int)] {
        get { fields.changedChildren }
        _modify { willChange(.changedChildren, \.changedChildren); yield &fields.changedChildren }
    }

    /// The values its view value's bindings into objects had when it was given (see
    /// `ViewGraph+BindingSnapshots.swift`), with objects by identity: they hold nothing.
    var bindingSnapshots: [String: Value] {
        get { fields.bindingSnapshots }
        _modify { willChange(.bindingSnapshots, \.bindingSnapshots); yield &fields.bindingSnapshots }
    }

    /// Whether it keeps nothing (the node then lets it go).
    var isEmpty: Bool {
        fields.invalidations.isEmpty && fields.invalidationCauses.isEmpty && fields.observed.isEmpty
            && fields.readEnvironment.isEmpty && fields.readSlots.isEmpty && fields.changedChildren.isEmpty
            && fields.bindingSnapshots.isEmpty
    }
}

/// Its fields as the graph reads and writes them on a node, as the other payloads' are
/// (`NodePayloads.swift`): reading gives the default and makes nothing, writing the default
/// makes nothing, and a payload emptied is let go.
extension Node {
    private var writableUpdateState: NodeUpdateState {
        if let updateState { return updateState }
        let made = NodeUpdateState()
        updateState = made
        return made
    }
    /// A node's update state emptied (its body ran, its snapshot was taken) is let go: rows and
    /// leaves keep none between commands.
    private func letGoOfEmptyUpdateState() {
        if updateState?.isEmpty == true { updateState = nil }
    }

    /// Why the node must run its body in the current transaction (empty: it need not).
    var invalidations: [String] {
        get { updateState?.invalidations ?? [] }
        set {
            guard updateState != nil || !newValue.isEmpty else { return }
            writableUpdateState.invalidations = newValue
            if newValue.isEmpty { letGoOfEmptyUpdateState() }
        }
        _modify { yield &writableUpdateState.invalidations }
    }
    /// The cause links of `invalidations` (see `CauseRecord`).
    var invalidationCauses: [Int] {
        get { updateState?.invalidationCauses ?? [] }
        set {
            guard updateState != nil || !newValue.isEmpty else { return }
            writableUpdateState.invalidationCauses = newValue
            if newValue.isEmpty { letGoOfEmptyUpdateState() }
        }
        _modify { yield &writableUpdateState.invalidationCauses }
    }
    /// `@Observable` properties its last body evaluation read (Observation tracking).
    var observed: Set<ObservedProperty> {
        get { updateState?.observed ?? [] }
        set {
            guard updateState != nil || !newValue.isEmpty else { return }
            writableUpdateState.observed = newValue
            if newValue.isEmpty { letGoOfEmptyUpdateState() }
        }
        _modify { yield &writableUpdateState.observed }
    }
    /// Environment properties (`@Environment`, `@EnvironmentObject`) its last body read.
    var readEnvironment: Set<String> {
        get { updateState?.readEnvironment ?? [] }
        set {
            guard updateState != nil || !newValue.isEmpty else { return }
            writableUpdateState.readEnvironment = newValue
            if newValue.isEmpty { letGoOfEmptyUpdateState() }
        }
        _modify { yield &writableUpdateState.readEnvironment }
    }
    /// State slots its last body evaluation read, with the property name it read them through
    /// (its own `@State`, or a `@Binding`).
    var readSlots: [Int: String] {
        get { updateState?.readSlots ?? [:] }
        set {
            guard updateState != nil || !newValue.isEmpty else { return }
            writableUpdateState.readSlots = newValue
            if newValue.isEmpty { letGoOfEmptyUpdateState() }
        }
        _modify { yield &writableUpdateState.readSlots }
    }
    /// The values its view value's bindings into objects read when it was given.
    var bindingSnapshots: [String: Value] {
        get { updateState?.bindingSnapshots ?? [:] }
        set {
            guard updateState != nil || !newValue.isEmpty else { return }
            writableUpdateState.bindingSnapshots = newValue
            if newValue.isEmpty { letGoOfEmptyUpdateState() }
        }
    }
    /// Children whose subtree changed since `shown` was taken (the rest of it still holds),
    /// with the lines each took in it (see `ViewGraph+ShownTree.swift`).
    var changedChildren: [ObjectIdentifier: (node: Node, lines: Int)] {
        get { updateState?.changedChildren ?? [:] }
        set {
            guard updateState != nil || !newValue.isEmpty else { return }
            writableUpdateState.changedChildren = newValue
            if newValue.isEmpty { letGoOfEmptyUpdateState() }
        }
        _modify { yield &writableUpdateState.changedChildren }
    }
}
