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
    /// What every node keeps that changes. Each write goes through the write barrier, which
    /// saves the one field it overwrites at the command's first write to it (`UndoLog`, for a
    /// node older than the command); a rollback puts the fields back, with no observer running.
    /// What only some nodes keep is in a payload made on first use (`rowSource`,
    /// `modifierState`, `containerState`, `updateState`), so the thousands of rows and leaves
    /// of a graph carry four empty references, not fifty empty properties.
    struct Fields {
        weak var parent: Node?
        var children: [Node] = []
        var viewValue: Value
        // NB: the flags beside the view value, in the bytes its alignment leaves.
        var isOffScreen = false
        var childIdentitiesAreDistinct = false
        var isMounted = true
        var skipsOuterLifecycle = false
        var labelIsStale = false
        var segment: String
        var key: String?
        var storage: NamedEntries<StorageSlot> = [:]
        var modifiers: [BuiltinValue] = []
        weak var links: GraphLinks?
        var observedObjects: NamedEntries<ObjectID> = [:]
        var elementID: Value? = nil
        var shownCache: ShownCache? = nil
        var cachedPath: String? = nil
        var rowSource: RowSourceState? = nil
        var modifierState: ModifierState? = nil
        var containerState: ContainerState? = nil
        var updateState: NodeUpdateState? = nil
    }

    /// The fields, by bit in `SavedFields`.
    private enum Field: Int {
        case parent, children, viewValue, segment, key, storage, modifiers, links
        case observedObjects, elementID
        case shownCache, cachedPath, rowSource, modifierState, containerState, updateState
        case isOffScreen, childIdentitiesAreDistinct, isMounted, skipsOuterLifecycle, labelIsStale
    }

    private var fields: Fields
    /// When it was made, and which fields the running command has saved for the undo log.
    private let birth = UndoLog.now
    private var saved = SavedFields()
    /// What the graph treats it as (`ViewKind`), typed once from `typeName`.
    // NB: the two below `saved`, in the bytes its alignment leaves: a node is 408 bytes, what
    // glibc serves from its 416-byte blocks.
    let kind: ViewKind
    /// Whether `typeName` is a user `View` (it has a body).
    public let isUserView: Bool

    /// The write barrier: the log to record `field`'s old value in, at the running command's
    /// first write to it (nil: nothing to record).
    @inline(__always)
    private func firstWrite(_ field: Field) -> UndoLog? {
        guard let log = UndoLog.active, log.records(birth: birth), saved.isFirstWrite(field.rawValue, in: log) else { return nil }
        return log
    }

    /// Records how to put back what `path` holds now.
    private func save<T>(_ path: WritableKeyPath<Fields, T>, in log: UndoLog) {
        let old = fields[keyPath: path]
        log.record { [self] in fields[keyPath: path] = old }
    }

    /// The write barrier of a field written in place (`_modify`).
    @inline(__always)
    private func willModify<T>(_ field: Field, _ path: WritableKeyPath<Fields, T>) {
        if let log = firstWrite(field) { save(path, in: log) }
    }

    public internal(set) weak var parent: Node? {
        get { fields.parent }
        set {
            let oldValue = fields.parent
            guard newValue !== oldValue else { return }
            // NB: saved weakly, as the node holds it.
            if let log = firstWrite(.parent) { log.record { [self, weak oldValue] in fields.parent = oldValue } }
            fields.parent = newValue
            shownSubtreeChanged()
            pathChanged()
        }
    }
    public internal(set) var children: [Node] {
        get { fields.children }
        set {
            let oldValue = fields.children
            let changed = newValue.count != oldValue.count || !zip(newValue, oldValue).allSatisfy({ $0 === $1 })
            if changed, let log = firstWrite(.children) { save(\.children, in: log) }
            fields.children = newValue
            if changed {
                childIdentitiesAreDistinct = false
                tracker?.structureChanged()
                shownChanged()
                indexElementRoots()
            }
        }
    }
    /// The current view value (a user struct or a builtin view). The value it had again (a
    /// parent's re-render handing a row the same inputs) changes nothing it shows or holds,
    /// and records nothing; made alike in every respect (`isInterchangeable`), the node keeps
    /// the value it has, which its body's closures captured as `self`, rather than hold a
    /// second copy beside theirs.
    public internal(set) var viewValue: Value {
        get { fields.viewValue }
        set {
            if newValue.isInterchangeable(with: fields.viewValue) { return }
            let changed = !newValue.isIdentical(to: fields.viewValue)
            if changed, let log = firstWrite(.viewValue) { save(\.viewValue, in: log) }
            let heldReferences = changed && fields.viewValue.mayHoldReferences
            fields.viewValue = newValue
            guard changed else { return }
            // A value that references nothing over one that referenced nothing (a `Text`'s new
            // string): what the node holds is as counted.
            if heldReferences || newValue.mayHoldReferences {
                tracker?.markDirty(.node(handle))
            } else {
                tracker?.markChanged()
            }
            controlLabels?.noteChanged(self)
            shownChanged()
        }
    }
    /// The view type: `ParentView`, `VStack`, `Text`.
    public let typeName: String
    /// The path segment shown to users: `ChildView`, `ForEach`, with an element key when the
    /// node is a `ForEach` element (`[2]`).
    public internal(set) var segment: String {
        get { fields.segment }
        set {
            guard newValue != fields.segment else { return }
            if let log = firstWrite(.segment) { save(\.segment, in: log) }
            fields.segment = newValue
            tracker?.structureChanged()
            shownSubtreeChanged()
            pathChanged()
        }
    }
    /// The `ForEach` element id (shown as `[0]`), or an explicit `.id(x)`.
    public internal(set) var key: String? {
        get { fields.key }
        set {
            guard newValue != fields.key else { return }
            if let log = firstWrite(.key) { save(\.key, in: log) }
            fields.key = newValue
            tracker?.structureChanged()
            shownSubtreeChanged()
            parent?.elementRootsByKey = nil
            pathChanged()
        }
    }
    /// Dynamic-property storage by property name.
    var storage: NamedEntries<StorageSlot> {
        get { fields.storage }
        _modify {
            willModify(.storage, \.storage)
            yield &fields.storage
            tracker?.markDirty(.node(handle))
            shownChanged()
        }
    }
    /// Modifiers applied to this view (`onAppear`, `padding`, …), in order.
    var modifiers: [BuiltinValue] {
        get { fields.modifiers }
        set {
            let oldValue = fields.modifiers
            let changed = newValue.count != oldValue.count || !zip(newValue, oldValue).allSatisfy({ $0.isIdentical(to: $1) })
            if changed, let log = firstWrite(.modifiers) { save(\.modifiers, in: log) }
            fields.modifiers = newValue
            guard changed else { return }
            tracker?.markDirty(.node(handle))
            controlLabels?.noteChanged(self)
            shownChanged()
        }
    }
    /// A row of a lazy container that was built and is now scrolled out of the viewport.
    var isOffScreen: Bool {
        get { fields.isOffScreen }
        set {
            guard newValue != fields.isOffScreen else { return }
            if let log = firstWrite(.isOffScreen) { save(\.isOffScreen, in: log) }
            fields.isOffScreen = newValue
            shownChanged()
        }
    }
    /// What it reports its changes to while it is in the graph (`GraphLinks`).
    weak var links: GraphLinks? {
        get { fields.links }
        set {
            let oldValue = fields.links
            guard newValue !== oldValue else { return }
            if let log = firstWrite(.links) { log.record { [self, weak oldValue] in fields.links = oldValue } }
            fields.links = newValue
        }
    }
    /// The reference counts its values are counted in while it is in the graph.
    var tracker: ReferenceCounts? { links?.counts }
    /// The graph's index of tappable controls by label, while it is in the graph.
    var controlLabels: ControlLabels? { links?.labels }
    /// Set by a reconciliation that found no two children with the same identity (cleared
    /// when the children change): the next one may match them in order.
    var childIdentitiesAreDistinct: Bool {
        get { fields.childIdentitiesAreDistinct }
        set {
            guard newValue != fields.childIdentitiesAreDistinct else { return }
            if let log = firstWrite(.childIdentitiesAreDistinct) { save(\.childIdentitiesAreDistinct, in: log) }
            fields.childIdentitiesAreDistinct = newValue
        }
    }
    /// Objects this node observes (via `@ObservedObject`/`@StateObject`), by property.
    var observedObjects: NamedEntries<ObjectID> {
        get { fields.observedObjects }
        _modify {
            willModify(.observedObjects, \.observedObjects)
            yield &fields.observedObjects
        }
    }
    /// Set while the node is in the tree.
    var isMounted: Bool {
        get { fields.isMounted }
        set {
            guard newValue != fields.isMounted else { return }
            if let log = firstWrite(.isMounted) { save(\.isMounted, in: log) }
            fields.isMounted = newValue
        }
    }
    /// For a `ForEach`/`List` element root: the element's id.
    var elementID: Value? {
        get { fields.elementID }
        _modify {
            willModify(.elementID, \.elementID)
            yield &fields.elementID
        }
    }
    /// An `.id` change replaced this node (old) or created it (new): the lifecycle modifiers
    /// outside the `.id` belong to the position, which stays, so they do not run for it.
    var skipsOuterLifecycle: Bool {
        get { fields.skipsOuterLifecycle }
        set {
            guard newValue != fields.skipsOuterLifecycle else { return }
            if let log = firstWrite(.skipsOuterLifecycle) { save(\.skipsOuterLifecycle, in: log) }
            fields.skipsOuterLifecycle = newValue
        }
    }
    /// What a `ForEach`/`List` over data keeps about its rows (see `RowSourceState`).
    var rowSource: RowSourceState? {
        get { fields.rowSource }
        set {
            if let log = firstWrite(.rowSource) { save(\.rowSource, in: log) }
            fields.rowSource = newValue
        }
    }
    /// What its `.task`, `onChange`, `onPreferenceChange`, `onReceive` and `.id` modifiers
    /// keep, and a presented root's id (see `ModifierState`).
    var modifierState: ModifierState? {
        get { fields.modifierState }
        set {
            if let log = firstWrite(.modifierState) { save(\.modifierState, in: log) }
            fields.modifierState = newValue
        }
    }
    /// What an update or a snapshot has pending for it, and what its last body read (see
    /// `NodeUpdateState`).
    var updateState: NodeUpdateState? {
        get { fields.updateState }
        set {
            if let log = firstWrite(.updateState) { save(\.updateState, in: log) }
            fields.updateState = newValue
        }
    }
    /// What only some kinds of node keep (tabs, scrolling, lazy rows, disclosure, a timeline's
    /// tick, a navigation stack): see `ContainerState`.
    var containerState: ContainerState? {
        get { fields.containerState }
        set {
            if let log = firstWrite(.containerState) { save(\.containerState, in: log) }
            fields.containerState = newValue
        }
    }
    /// Its entry in `controlLabels` is to be taken again.
    var labelIsStale: Bool {
        get { fields.labelIsStale }
        set {
            guard newValue != fields.labelIsStale else { return }
            if let log = firstWrite(.labelIsStale) { save(\.labelIsStale, in: log) }
            fields.labelIsStale = newValue
        }
    }
    /// What the node keeps of the last tree snapshot's showing of it, while nothing it shows has
    /// changed since (`shown` makes the whole `ShownNode` of it; see `ViewGraph+ShownTree.swift`).
    var shownCache: ShownCache? {
        get { fields.shownCache }
        _modify {
            willModify(.shownCache, \.shownCache)
            yield &fields.shownCache
        }
    }
    /// `path` as last computed, until a segment, key or parent on the way to the root changes.
    private var cachedPath: String? {
        get { fields.cachedPath }
        set {
            if newValue == nil, fields.cachedPath == nil { return }
            if let log = firstWrite(.cachedPath) { save(\.cachedPath, in: log) }
            fields.cachedPath = newValue
        }
    }
    /// The values it holds strongly: its storage, subscriptions, view value and modifiers.
    var heldValues: [Value] {
        var values: [Value] = []
        let subscriptions = self.subscriptions
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
            let heldReferences = node != nil && storedValue.mayHoldReferences
            yield &storedValue
            if let node {
                // `@State var count` going from 1 to 2 references nothing before or after:
                // what the node holds is as counted.
                if heldReferences || storedValue.mayHoldReferences {
                    node.tracker?.markDirty(.node(node.handle))
                } else {
                    node.tracker?.markChanged()
                }
                node.shownChanged()
            }
        }
    }
    private var storedValue: Value

    /// For a `UserDefaults` key an `@AppStorage` reads: that property's default, what the key
    /// reads again once removed.
    var defaultValue: Value? {
        get { defaultBox?.value }
        set {
            willChange()
            defaultBox = newValue.map(DefaultValue.init)
        }
    }
    /// NB: boxed: only a `UserDefaults` key's slot has one, and every slot kept a value's room.
    private final class DefaultValue {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
    private var defaultBox: DefaultValue?
    /// When it was made, and when it last saved itself for the undo log (`UndoLog`).
    private let birth = UndoLog.now
    private var saved = 0

    private func willChange() {
        guard let log = UndoLog.active, log.shouldSave(birth: birth, saved: &saved) else { return }
        let state = (storedValue, ownerPath, defaultBox)
        log.record { [self] in (storedValue, ownerPath, defaultBox) = state }
    }

    init(id: Int, kind: String, property: String, node: Node, value: Value) {
        self.id = id
        self.kind = kind
        self.property = property
        self.node = node
        self.ownerPath = node.path
        self.storedValue = value
    }

    /// `path.property`, as a record names what holds the slot's value, with the owner's path it
    /// was made for: each re-render's record of the kept object shares one string (the
    /// timeline keeps a record per re-render). A memo of the path, not state: not recorded for
    /// the undo log.
    /// NB: the name alone: the path it was made for is its start (a second string per slot was
    /// kept for the comparison).
    private var holderNameMemo: String?

    /// `path.property`: the same string while the owner's path stays `path`.
    func holderName(at path: String) -> String {
        if let holderNameMemo, Self.name(holderNameMemo, isAt: path, property) { return holderNameMemo }
        let name = "\(path).\(property)"
        holderNameMemo = name
        return name
    }

    /// Takes `name`, made for its object's creation, as `holderName(at: path)`.
    func rememberHolderName(_ name: String, at path: String) {
        holderNameMemo = Self.name(name, isAt: path, property) ? name : nil
    }

    /// Whether `name` is `path.property`.
    private static func name(_ name: String, isAt path: String, _ property: String) -> Bool {
        name.utf8.count == path.utf8.count + 1 + property.utf8.count && name.utf8.starts(with: path.utf8)
            && name.utf8.reversed().starts(with: property.utf8.reversed())
    }

    /// The owner's current path, or the last one it had in the tree.
    var holderPath: String {
        if let node, node.isMounted { ownerPath = node.path }
        return ownerPath
    }
}
