import OrderedCollections
import VivariumInterpreter

/// The persistent thing SwiftUI keeps for a view identity: its storage, its current view
/// value, its children. What users call "the real view".
public final class Node {
    /// The numeric handle usable as `@7`; never reused within a graph.
    public let handle: Int
    /// The identity of this node within its parent (structural position, branch, element id,
    /// explicit `.id`, view type).
    let identity: String
    /// Everything about the node that changes, in one value: the write barrier saves it whole
    /// before the first write of a command to a node older than the command (`UndoLog`), and a
    /// rollback puts it back whole, with no observer running.
    struct Fields {
        weak var parent: Node?
        var children: [Node] = []
        var viewValue: Value
        var segment: String
        var key: String?
        var storage: OrderedDictionary<String, StorageSlot> = [:]
        var modifiers: [BuiltinValue] = []
        var isOffScreen = false
        var subscriptions: [Value] = []
        weak var tracker: ReferenceCounts?
        weak var controlLabels: ControlLabels?
        var childIdentitiesAreDistinct: Bool = false
        var observedObjects: OrderedDictionary<String, ObjectID> = [:]
        var invalidations: [String] = []
        var invalidationCauses: [Int] = []
        var isMounted: Bool = true
        var observed: Set<ObservedProperty> = []
        var readEnvironment: Set<String> = []
        var elementID: Value? = nil
        var rowObserved: [String: Set<ObservedProperty>] = [:]
        var rowSlots: [String: [Int: String]] = [:]
        var dirtyRows: [String: [String]] = [:]
        var outerIdentity: String? = nil
        var skipsOuterLifecycle: Bool = false
        var containerState: ContainerState? = nil
        var onChangeValues: [Int: Value] = [:]
        var preferenceValues: [Int: Value] = [:]
        var initialElementCount: Int? = nil
        var initialElements: [Value]? = nil
        var presentation: Int? = nil
        var readSlots: [Int: String] = [:]
        var tasks: [Int: (task: Int, id: Value?)] = [:]
        var labelIsStale: Bool = false
        var shown: ShownNode? = nil
        var changedChildren: [ObjectIdentifier: (node: Node, lines: Int)] = [:]
        var elementRootsByKey: [String: [Int]]? = nil
        var cachedPath: String? = nil
    }
    private var fields: Fields
    /// When it was made, and when it last saved `fields` for the undo log.
    private let birth = UndoLog.now
    private var saved = 0

    /// The write barrier: every property's setter calls it before writing.
    @inline(__always)
    private func willChange() {
        guard let log = UndoLog.active, log.shouldSave(birth: birth, saved: &saved) else { return }
        let state = fields
        log.record { [self] in fields = state }
    }

    public internal(set) weak var parent: Node? {
        get { fields.parent }
        set {
            willChange()
            let oldValue = fields.parent
            fields.parent = newValue
            if newValue !== oldValue {
                shownSubtreeChanged()
                pathChanged()
            }
        }
    }
    public internal(set) var children: [Node] {
        get { fields.children }
        set {
            willChange()
            let oldValue = fields.children
            fields.children = newValue
            if newValue.count != oldValue.count || !zip(newValue, oldValue).allSatisfy({ $0 === $1 }) {
                childIdentitiesAreDistinct = false
                tracker?.structureChanged()
                shownChanged()
                indexElementRoots()
            }
        }
    }
    /// The current view value (a user struct or a builtin view). The value it had again (a
    /// parent's re-render handing a row the same inputs) changes nothing it shows or holds.
    public internal(set) var viewValue: Value {
        get { fields.viewValue }
        set {
            willChange()
            let oldValue = fields.viewValue
            fields.viewValue = newValue
            guard !newValue.isIdentical(to: oldValue) else { return }
            tracker?.markDirty(.node(handle))
            controlLabels?.noteChanged(self)
            shownChanged()
        }
    }
    /// The view type: `ParentView`, `VStack`, `Text`.
    public let typeName: String
    /// What the graph treats it as (`ViewKind`), typed once from `typeName`.
    let kind: ViewKind
    /// Whether `typeName` is a user `View` (it has a body).
    public let isUserView: Bool
    /// The path segment shown to users: `ChildView`, `ForEach`, with an element key when the
    /// node is a `ForEach` element (`[2]`).
    public internal(set) var segment: String {
        get { fields.segment }
        set {
            willChange()
            let oldValue = fields.segment
            fields.segment = newValue
            if newValue != oldValue {
                tracker?.structureChanged()
                shownSubtreeChanged()
                pathChanged()
            }
        }
    }
    /// The `ForEach` element id (shown as `[0]`), or an explicit `.id(x)`.
    public internal(set) var key: String? {
        get { fields.key }
        set {
            willChange()
            let oldValue = fields.key
            fields.key = newValue
            if newValue != oldValue {
                tracker?.structureChanged()
                shownSubtreeChanged()
                parent?.elementRootsByKey = nil
                pathChanged()
            }
        }
    }
    /// Dynamic-property storage by property name.
    var storage: OrderedDictionary<String, StorageSlot> {
        get { fields.storage }
        _modify {
            willChange()
            yield &fields.storage
            tracker?.markDirty(.node(handle))
            shownChanged()
        }
    }
    /// Modifiers applied to this view (`onAppear`, `padding`, …), in order.
    var modifiers: [BuiltinValue] {
        get { fields.modifiers }
        set {
            willChange()
            let oldValue = fields.modifiers
            fields.modifiers = newValue
            guard newValue.count != oldValue.count || !zip(newValue, oldValue).allSatisfy({ $0.isIdentical(to: $1) }) else { return }
            tracker?.markDirty(.node(handle))
            controlLabels?.noteChanged(self)
            shownChanged()
        }
    }
    /// A row of a lazy container that was built and is now scrolled out of the viewport.
    var isOffScreen: Bool {
        get { fields.isOffScreen }
        set {
            willChange()
            let oldValue = fields.isOffScreen
            fields.isOffScreen = newValue
            if newValue != oldValue { shownChanged() }
        }
    }
    /// The `AnyCancellable`s of its `.onReceive` subscriptions: cancelled when it goes.
    var subscriptions: [Value] {
        get { fields.subscriptions }
        _modify {
            willChange()
            yield &fields.subscriptions
            tracker?.markDirty(.node(handle))
        }
    }
    /// The reference counts its values are counted in while it is in the graph.
    weak var tracker: ReferenceCounts? {
        get { fields.tracker }
        set {
            willChange()
            fields.tracker = newValue
        }
    }
    /// The graph's index of tappable controls by label, while it is in the graph.
    weak var controlLabels: ControlLabels? {
        get { fields.controlLabels }
        set {
            willChange()
            fields.controlLabels = newValue
        }
    }
    /// Set by a reconciliation that found no two children with the same identity (cleared
    /// when the children change): the next one may match them in order.
    var childIdentitiesAreDistinct: Bool {
        get { fields.childIdentitiesAreDistinct }
        _modify {
            willChange()
            yield &fields.childIdentitiesAreDistinct
        }
    }
    /// Objects this node observes (via `@ObservedObject`/`@StateObject`), by property.
    var observedObjects: OrderedDictionary<String, ObjectID> {
        get { fields.observedObjects }
        _modify {
            willChange()
            yield &fields.observedObjects
        }
    }
    /// Why the node must run its body in the current transaction (empty: it need not).
    var invalidations: [String] {
        get { fields.invalidations }
        _modify {
            willChange()
            yield &fields.invalidations
        }
    }
    /// The cause links of `invalidations` (see `CauseRecord`).
    var invalidationCauses: [Int] {
        get { fields.invalidationCauses }
        _modify {
            willChange()
            yield &fields.invalidationCauses
        }
    }
    /// Set while the node is in the tree.
    var isMounted: Bool {
        get { fields.isMounted }
        _modify {
            willChange()
            yield &fields.isMounted
        }
    }
    /// `@Observable` properties its last body evaluation read (Observation tracking).
    var observed: Set<ObservedProperty> {
        get { fields.observed }
        _modify {
            willChange()
            yield &fields.observed
        }
    }
    /// Environment properties (`@Environment`, `@EnvironmentObject`) its last body read.
    var readEnvironment: Set<String> {
        get { fields.readEnvironment }
        _modify {
            willChange()
            yield &fields.readEnvironment
        }
    }
    /// For a `ForEach`/`List` element root: the element's id.
    var elementID: Value? {
        get { fields.elementID }
        _modify {
            willChange()
            yield &fields.elementID
        }
    }
    /// A `ForEach`/`List` over data: the `@Observable` properties each row's content closure
    /// read, by element key, and the rows to evaluate again.
    var rowObserved: [String: Set<ObservedProperty>] {
        get { fields.rowObserved }
        _modify {
            willChange()
            yield &fields.rowObserved
        }
    }
    /// The `@State` storage each row's content closure read (slot id → property name), by
    /// element key: a write to it evaluates that row again.
    var rowSlots: [String: [Int: String]] {
        get { fields.rowSlots }
        _modify {
            willChange()
            yield &fields.rowSlots
        }
    }
    var dirtyRows: [String: [String]] {
        get { fields.dirtyRows }
        _modify {
            willChange()
            yield &fields.dirtyRows
        }
    }
    /// With an explicit `.id(x)`: the identity of the position of the outermost `.id`.
    var outerIdentity: String? {
        get { fields.outerIdentity }
        _modify {
            willChange()
            yield &fields.outerIdentity
        }
    }
    /// An `.id` change replaced this node (old) or created it (new): the lifecycle modifiers
    /// outside the `.id` belong to the position, which stays, so they do not run for it.
    var skipsOuterLifecycle: Bool {
        get { fields.skipsOuterLifecycle }
        _modify {
            willChange()
            yield &fields.skipsOuterLifecycle
        }
    }
    /// What only some kinds of node keep (tabs, scrolling, lazy rows, disclosure, a timeline's
    /// tick, a navigation stack): see `ContainerState`.
    var containerState: ContainerState? {
        get { fields.containerState }
        _modify {
            willChange()
            yield &fields.containerState
        }
    }
    /// The last values of its `onChange(of:)` modifiers, by modifier index.
    var onChangeValues: [Int: Value] {
        get { fields.onChangeValues }
        _modify {
            willChange()
            yield &fields.onChangeValues
        }
    }
    /// The values its `onPreferenceChange` modifiers last saw, by modifier index.
    var preferenceValues: [Int: Value] {
        get { fields.preferenceValues }
        _modify {
            willChange()
            yield &fields.preferenceValues
        }
    }
    /// A `ForEach` over a range without `id:`: its first count (SwiftUI expects it constant).
    var initialElementCount: Int? {
        get { fields.initialElementCount }
        _modify {
            willChange()
            yield &fields.initialElementCount
        }
    }
    /// …and its first elements: SwiftUI only reads the initial value of such data.
    var initialElements: [Value]? {
        get { fields.initialElements }
        _modify {
            willChange()
            yield &fields.initialElements
        }
    }
    /// Set on the root of presented content (a sheet, a pushed destination): its id.
    var presentation: Int? {
        get { fields.presentation }
        _modify {
            willChange()
            yield &fields.presentation
        }
    }
    /// State slots its last body evaluation read, with the property name it read them through
    /// (its own `@State`, or a `@Binding`).
    var readSlots: [Int: String] {
        get { fields.readSlots }
        _modify {
            willChange()
            yield &fields.readSlots
        }
    }
    /// Tasks started by this node's `.task` modifiers, by modifier index, with the `id:` they
    /// were started for.
    var tasks: [Int: (task: Int, id: Value?)] {
        get { fields.tasks }
        _modify {
            willChange()
            yield &fields.tasks
        }
    }
    /// Its entry in `controlLabels` is to be taken again.
    var labelIsStale: Bool {
        get { fields.labelIsStale }
        _modify {
            willChange()
            yield &fields.labelIsStale
        }
    }
    /// The node as the last tree snapshot showed it, while nothing it shows has changed
    /// since (see `ViewGraph+ShownTree.swift`).
    var shown: ShownNode? {
        get { fields.shown }
        _modify {
            willChange()
            yield &fields.shown
        }
    }
    /// Children whose subtree changed since `shown` was taken (the rest of it still holds),
    /// with the lines each took in it (see `ViewGraph+ShownTree.swift`).
    var changedChildren: [ObjectIdentifier: (node: Node, lines: Int)] {
        get { fields.changedChildren }
        _modify {
            willChange()
            yield &fields.changedChildren
        }
    }
    /// A `ForEach`/`List`: the positions of its element roots among `children`, by key (nil:
    /// to be indexed again). Naming one row of ten thousand reads one entry.
    var elementRootsByKey: [String: [Int]]? {
        get { fields.elementRootsByKey }
        _modify {
            willChange()
            yield &fields.elementRootsByKey
        }
    }
    /// `path` as last computed, until a segment, key or parent on the way to the root changes.
    private var cachedPath: String? {
        get { fields.cachedPath }
        _modify {
            willChange()
            yield &fields.cachedPath
        }
    }
    /// The values it holds strongly: its storage, subscriptions, view value and modifiers.
    var heldValues: [Value] {
        var values: [Value] = []
        values.reserveCapacity(storage.count + subscriptions.count + modifiers.count + 4)
        for slot in storage.values { values.append(slot.value) }
        values.append(contentsOf: subscriptions)
        if case .structValue(let value) = viewValue { values.append(contentsOf: value.fields.values) } else { values.append(viewValue) }
        for modifier in modifiers { values.append(.builtin(modifier)) }
        return values
    }

    init(handle: Int, identity: String, typeName: String, isUserView: Bool, viewValue: Value, segment: String, key: String?) {
        self.handle = handle
        self.identity = identity
        self.typeName = typeName
        self.kind = ViewKind(typeName: typeName)
        self.isUserView = isUserView
        self.fields = Fields(viewValue: viewValue, segment: segment, key: key)
    }

    /// `ParentView/VStack/ForEach[2]/ChildView`
    public var path: String {
        // NB: only while mounted: a removed node's ancestors may be gone (`parent` is weak).
        if isMounted, let cachedPath { return cachedPath }
        let path = uncachedPath
        if isMounted { cachedPath = path }
        return path
    }

    /// Its path, and those of its descendants, must be computed again.
    private func pathChanged() {
        cachedPath = nil
        for child in children { child.pathChanged() }
    }

    private var uncachedPath: String {
        var parts: [String] = []
        var current: Node? = self
        var elementKey: String? = nil
        while let node = current {
            if let key = elementKey {
                parts.append("\(node.segment)[\(key)]")
            } else {
                parts.append(node.segment)
            }
            elementKey = node.isElementRoot ? node.key : nil
            current = node.parent
        }
        return parts.reversed().joined(separator: "/")
    }

    /// Whether this node is the root of a `ForEach` element (its key goes on the ForEach segment).
    var isElementRoot: Bool {
        key != nil && (parent?.kind == .forEach || parent?.kind == .list)
    }

    /// A short name for lists (`ChildView[0]` for a ForEach element, else the type).
    public var shortName: String {
        if let key, isElementRoot { return "\(typeName)[\(key)]" }
        return segment
    }

    var depth: Int {
        var depth = 0
        var current = parent
        while let node = current {
            depth += 1
            current = node.parent
        }
        return depth
    }

    /// This node and its descendants, parents before children.
    var subtree: [Node] {
        // One array, filled in preorder (a stack of the children still to visit, last
        // child pushed first), not one array per node appended to its parent's.
        var result: [Node] = []
        var pending: [Node] = [self]
        while let node = pending.popLast() {
            result.append(node)
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// The subtree children before parents: the order of onAppear/onDisappear actions.
    /// Whether `ancestor` is above this node.
    func isDescendant(of ancestor: Node) -> Bool {
        var current = parent
        while let node = current {
            if node === ancestor { return true }
            current = node.parent
        }
        return false
    }

    var subtreeChildrenFirst: [Node] { children.flatMap(\.subtreeChildrenFirst) + [self] }
}

/// Storage SwiftUI keeps for one dynamic property of a node (`@State`, `@StateObject`).
final class StorageSlot {
    let id: Int
    /// `State`, `StateObject`
    let kind: String
    /// The property name (`childCount`).
    let property: String
    /// The node that owns this storage. Weak: a closure of the view (an `onDisappear`, a task) can
    /// still write the storage after its node has left the tree and been released.
    private(set) weak var node: Node?
    /// The owner's path, kept for the records once the node has left the tree.
    private(set) var ownerPath: String { willSet { willChange() } }
    var value: Value {
        get { storedValue }
        _modify {
            willChange()
            yield &storedValue
            if let node {
                node.tracker?.markDirty(.node(node.handle))
                node.shownChanged()
            }
        }
    }
    private var storedValue: Value

    /// For a `UserDefaults` key an `@AppStorage` reads: that property's default, what the key
    /// reads again once removed.
    var defaultValue: Value? { willSet { willChange() } }
    /// When it was made, and when it last saved itself for the undo log (`UndoLog`).
    private let birth = UndoLog.now
    private var saved = 0

    private func willChange() {
        guard let log = UndoLog.active, log.shouldSave(birth: birth, saved: &saved) else { return }
        let state = (storedValue, ownerPath, defaultValue)
        log.record { [self] in (storedValue, ownerPath, defaultValue) = state }
    }

    init(id: Int, kind: String, property: String, node: Node, value: Value) {
        self.id = id
        self.kind = kind
        self.property = property
        self.node = node
        self.ownerPath = node.path
        self.storedValue = value
    }

    /// The owner's current path, or the last one it had in the tree.
    var holderPath: String {
        if let node, node.isMounted { ownerPath = node.path }
        return ownerPath
    }
}
