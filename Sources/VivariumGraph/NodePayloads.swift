import VivariumInterpreter

/// Which fields of one node or payload the running command has saved for the undo log: its
/// first write to a field records what the field held (one record per field per command, as
/// `UndoLog.shouldSave` is one per object), and only that field.
struct SavedFields {
    private var command = 0
    private var saved: UInt32 = 0

    @inline(__always)
    mutating func isFirstWrite(_ field: Int, in log: UndoLog) -> Bool {
        if command != log.start {
            command = log.start
            saved = 0
        }
        let bit = UInt32(1) << UInt32(field)
        guard saved & bit == 0 else { return false }
        saved |= bit
        return true
    }
}

/// What a `ForEach` (or a `List` over data) keeps about its rows, apart from `Node`: made on
/// its first write (`Node.rowSource`), so the nodes that are no row source carry none. Its
/// writes record the one field they overwrite, as `Node`'s do.
final class RowSourceState {
    struct Fields {
        var rowObserved: [String: Set<ObservedProperty>] = [:]
        var rowSlots: [String: [Int: String]] = [:]
        var dirtyRows: [String: [String]] = [:]
        var elementRootsByKey: ElementRoots? = nil
        var initialElementCount: Int? = nil
        var initialElements: [Value]? = nil
    }
    private enum Field: Int { case rowObserved, rowSlots, dirtyRows, elementRootsByKey, initialElementCount, initialElements }
    private var fields = Fields()
    private let birth = UndoLog.now
    private var saved = SavedFields()

    /// The write barrier: records the one field a write overwrites, at its first write.
    @inline(__always)
    private func willChange<T>(_ field: Field, _ path: WritableKeyPath<Fields, T>) {
        guard let log = UndoLog.active, log.records(birth: birth), saved.isFirstWrite(field.rawValue, in: log) else { return }
        let old = fields[keyPath: path]
        log.record { [self] in fields[keyPath: path] = old }
    }

    /// The `@Observable` properties each row's content closure read, by element key.
    var rowObserved: [String: Set<ObservedProperty>] {
        get { fields.rowObserved }
        _modify { willChange(.rowObserved, \.rowObserved); yield &fields.rowObserved }
    }
    /// The `@State` storage each row's content closure read (slot id → property name), by
    /// element key: a write to it evaluates that row again.
    var rowSlots: [String: [Int: String]] {
        get { fields.rowSlots }
        _modify { willChange(.rowSlots, \.rowSlots); yield &fields.rowSlots }
    }
    /// The rows to evaluate again, with why.
    var dirtyRows: [String: [String]] {
        get { fields.dirtyRows }
        _modify { willChange(.dirtyRows, \.dirtyRows); yield &fields.dirtyRows }
    }
    /// The positions of its element roots among the node's children, by key (nil: to be
    /// indexed again). Naming one row of ten thousand reads one entry.
    var elementRootsByKey: ElementRoots? {
        get { fields.elementRootsByKey }
        _modify { willChange(.elementRootsByKey, \.elementRootsByKey); yield &fields.elementRootsByKey }
    }
    /// A `ForEach` over a range without `id:`: its first count (SwiftUI expects it constant)…
    var initialElementCount: Int? {
        get { fields.initialElementCount }
        _modify { willChange(.initialElementCount, \.initialElementCount); yield &fields.initialElementCount }
    }
    /// …and its first elements: SwiftUI only reads the initial value of such data.
    var initialElements: [Value]? {
        get { fields.initialElements }
        _modify { willChange(.initialElements, \.initialElements); yield &fields.initialElements }
    }
}

/// What a node's modifiers keep, apart from `Node`: its `.task`s, the values its `onChange`
/// and `onPreferenceChange` last saw, its `onReceive` subscriptions, the position of its
/// outermost `.id`; and a presented root's id. Made on its first write (`Node.modifierState`).
final class ModifierState {
    struct Fields {
        var tasks: [Int: (task: Int, id: Value?)] = [:]
        var onChangeValues: [Int: Value] = [:]
        var preferenceValues: [Int: Value] = [:]
        var subscriptions: [Value] = []
        var outerIdentity: String? = nil
        var presentation: Int? = nil
    }
    private enum Field: Int { case tasks, onChangeValues, preferenceValues, subscriptions, outerIdentity, presentation }
    private var fields = Fields()
    private let birth = UndoLog.now
    private var saved = SavedFields()

    @inline(__always)
    private func willChange<T>(_ field: Field, _ path: WritableKeyPath<Fields, T>) {
        guard let log = UndoLog.active, log.records(birth: birth), saved.isFirstWrite(field.rawValue, in: log) else { return }
        let old = fields[keyPath: path]
        log.record { [self] in fields[keyPath: path] = old }
    }

    /// Tasks started by its `.task` modifiers, by modifier index, with the `id:` they were
    /// started for.
    var tasks: [Int: (task: Int, id: Value?)] {
        get { fields.tasks }
        _modify { willChange(.tasks, \.tasks); yield &fields.tasks }
    }
    /// The last values of its `onChange(of:)` modifiers, by modifier index.
    var onChangeValues: [Int: Value] {
        get { fields.onChangeValues }
        _modify { willChange(.onChangeValues, \.onChangeValues); yield &fields.onChangeValues }
    }
    /// The values its `onPreferenceChange` modifiers last saw, by modifier index.
    var preferenceValues: [Int: Value] {
        get { fields.preferenceValues }
        _modify { willChange(.preferenceValues, \.preferenceValues); yield &fields.preferenceValues }
    }
    /// The `AnyCancellable`s of its `.onReceive` subscriptions: cancelled when it goes.
    var subscriptions: [Value] {
        get { fields.subscriptions }
        _modify { willChange(.subscriptions, \.subscriptions); yield &fields.subscriptions }
    }
    /// With an explicit `.id(x)`: the identity of the position of the outermost `.id`.
    var outerIdentity: String? {
        get { fields.outerIdentity }
        _modify { willChange(.outerIdentity, \.outerIdentity); yield &fields.outerIdentity }
    }
    /// Set on the root of presented content (a sheet, a pushed destination): its id.
    var presentation: Int? {
        get { fields.presentation }
        _modify { willChange(.presentation, \.presentation); yield &fields.presentation }
    }
}

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
    }
    private enum Field: Int { case invalidations, invalidationCauses, observed, readEnvironment, readSlots, changedChildren }
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
}

/// The payloads as the graph reads and writes them on a node: reading what a node never kept
/// gives the default and makes nothing; writing the default to it makes nothing either;
/// writing anything else makes the payload.
extension Node {
    private var writableRowSource: RowSourceState {
        if let rowSource { return rowSource }
        let made = RowSourceState()
        rowSource = made
        return made
    }
    private var writableModifierState: ModifierState {
        if let modifierState { return modifierState }
        let made = ModifierState()
        modifierState = made
        return made
    }
    private var writableUpdateState: NodeUpdateState {
        if let updateState { return updateState }
        let made = NodeUpdateState()
        updateState = made
        return made
    }

    /// Why the node must run its body in the current transaction (empty: it need not).
    var invalidations: [String] {
        get { updateState?.invalidations ?? [] }
        set { if updateState != nil || !newValue.isEmpty { writableUpdateState.invalidations = newValue } }
        _modify { yield &writableUpdateState.invalidations }
    }
    /// The cause links of `invalidations` (see `CauseRecord`).
    var invalidationCauses: [Int] {
        get { updateState?.invalidationCauses ?? [] }
        set { if updateState != nil || !newValue.isEmpty { writableUpdateState.invalidationCauses = newValue } }
        _modify { yield &writableUpdateState.invalidationCauses }
    }
    /// `@Observable` properties its last body evaluation read (Observation tracking).
    var observed: Set<ObservedProperty> {
        get { updateState?.observed ?? [] }
        set { if updateState != nil || !newValue.isEmpty { writableUpdateState.observed = newValue } }
        _modify { yield &writableUpdateState.observed }
    }
    /// Environment properties (`@Environment`, `@EnvironmentObject`) its last body read.
    var readEnvironment: Set<String> {
        get { updateState?.readEnvironment ?? [] }
        set { if updateState != nil || !newValue.isEmpty { writableUpdateState.readEnvironment = newValue } }
        _modify { yield &writableUpdateState.readEnvironment }
    }
    /// State slots its last body evaluation read, with the property name it read them through
    /// (its own `@State`, or a `@Binding`).
    var readSlots: [Int: String] {
        get { updateState?.readSlots ?? [:] }
        set { if updateState != nil || !newValue.isEmpty { writableUpdateState.readSlots = newValue } }
        _modify { yield &writableUpdateState.readSlots }
    }
    /// Children whose subtree changed since `shown` was taken (the rest of it still holds),
    /// with the lines each took in it (see `ViewGraph+ShownTree.swift`).
    var changedChildren: [ObjectIdentifier: (node: Node, lines: Int)] {
        get { updateState?.changedChildren ?? [:] }
        set { if updateState != nil || !newValue.isEmpty { writableUpdateState.changedChildren = newValue } }
        _modify { yield &writableUpdateState.changedChildren }
    }

    var rowObserved: [String: Set<ObservedProperty>] {
        get { rowSource?.rowObserved ?? [:] }
        set { if rowSource != nil || !newValue.isEmpty { writableRowSource.rowObserved = newValue } }
        _modify { yield &writableRowSource.rowObserved }
    }
    var rowSlots: [String: [Int: String]] {
        get { rowSource?.rowSlots ?? [:] }
        set { if rowSource != nil || !newValue.isEmpty { writableRowSource.rowSlots = newValue } }
        _modify { yield &writableRowSource.rowSlots }
    }
    var dirtyRows: [String: [String]] {
        get { rowSource?.dirtyRows ?? [:] }
        set { if rowSource != nil || !newValue.isEmpty { writableRowSource.dirtyRows = newValue } }
        _modify { yield &writableRowSource.dirtyRows }
    }
    var elementRootsByKey: ElementRoots? {
        get { rowSource?.elementRootsByKey }
        set { if rowSource != nil || newValue != nil { writableRowSource.elementRootsByKey = newValue } }
    }
    var initialElementCount: Int? {
        get { rowSource?.initialElementCount }
        set { if rowSource != nil || newValue != nil { writableRowSource.initialElementCount = newValue } }
    }
    var initialElements: [Value]? {
        get { rowSource?.initialElements }
        set { if rowSource != nil || newValue != nil { writableRowSource.initialElements = newValue } }
    }

    var tasks: [Int: (task: Int, id: Value?)] {
        get { modifierState?.tasks ?? [:] }
        set { if modifierState != nil || !newValue.isEmpty { writableModifierState.tasks = newValue } }
        _modify { yield &writableModifierState.tasks }
    }
    var onChangeValues: [Int: Value] {
        get { modifierState?.onChangeValues ?? [:] }
        set { if modifierState != nil || !newValue.isEmpty { writableModifierState.onChangeValues = newValue } }
        _modify { yield &writableModifierState.onChangeValues }
    }
    var preferenceValues: [Int: Value] {
        get { modifierState?.preferenceValues ?? [:] }
        set { if modifierState != nil || !newValue.isEmpty { writableModifierState.preferenceValues = newValue } }
        _modify { yield &writableModifierState.preferenceValues }
    }
    /// Subscriptions count among the values the node holds: a change marks it for the counts.
    var subscriptions: [Value] {
        get { modifierState?.subscriptions ?? [] }
        set {
            guard modifierState != nil || !newValue.isEmpty else { return }
            writableModifierState.subscriptions = newValue
            tracker?.markDirty(.node(handle))
        }
        _modify {
            yield &writableModifierState.subscriptions
            tracker?.markDirty(.node(handle))
        }
    }
    var outerIdentity: String? {
        get { modifierState?.outerIdentity }
        set { if modifierState != nil || newValue != nil { writableModifierState.outerIdentity = newValue } }
    }
    var presentation: Int? {
        get { modifierState?.presentation }
        set { if modifierState != nil || newValue != nil { writableModifierState.presentation = newValue } }
    }
}
