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
