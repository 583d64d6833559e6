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
    public internal(set) weak var parent: Node? {
        didSet {
            if parent !== oldValue {
                shownSubtreeChanged()
                pathChanged()
            }
        }
    }
    public internal(set) var children: [Node] = [] {
        didSet {
            if children.count != oldValue.count || !zip(children, oldValue).allSatisfy({ $0 === $1 }) {
                childIdentitiesAreDistinct = false
                tracker?.structureChanged()
                shownChanged()
                indexElementRoots()
            }
        }
    }
    /// Set by a reconciliation that found no two children with the same identity (cleared
    /// when the children change): the next one may match them in order.
    var childIdentitiesAreDistinct = false
    /// The current view value (a user struct or a builtin view). The value it had again (a
    /// parent's re-render handing a row the same inputs) changes nothing it shows or holds.
    public internal(set) var viewValue: Value {
        didSet {
            guard !viewValue.isIdentical(to: oldValue) else { return }
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
        didSet {
            if segment != oldValue {
                tracker?.structureChanged()
                shownSubtreeChanged()
                pathChanged()
            }
        }
    }
    /// The `ForEach` element id (shown as `[0]`), or an explicit `.id(x)`.
    public internal(set) var key: String? {
        didSet {
            if key != oldValue {
                tracker?.structureChanged()
                shownSubtreeChanged()
                parent?.elementRootsByKey = nil
                pathChanged()
            }
        }
    }
    /// Dynamic-property storage by property name.
    var storage: OrderedDictionary<String, StorageSlot> = [:] {
        didSet {
            tracker?.markDirty(.node(handle))
            shownChanged()
        }
    }
    /// Objects this node observes (via `@ObservedObject`/`@StateObject`), by property.
    var observedObjects: OrderedDictionary<String, ObjectID> = [:]
    /// Modifiers applied to this view (`onAppear`, `padding`, …), in order.
    var modifiers: [BuiltinValue] = [] {
        didSet {
            guard modifiers.count != oldValue.count || !zip(modifiers, oldValue).allSatisfy({ $0.isIdentical(to: $1) }) else { return }
            tracker?.markDirty(.node(handle))
            controlLabels?.noteChanged(self)
            shownChanged()
        }
    }
    /// Why the node must run its body in the current transaction (empty: it need not).
    var invalidations: [String] = []
    /// The cause links of `invalidations` (see `CauseRecord`).
    var invalidationCauses: [Int] = []
    /// Set while the node is in the tree.
    var isMounted = true
    /// `@Observable` properties its last body evaluation read (Observation tracking).
    var observed: Set<ObservedProperty> = []
    /// Environment properties (`@Environment`, `@EnvironmentObject`) its last body read.
    var readEnvironment: Set<String> = []
    /// For a `ForEach`/`List` element root: the element's id.
    var elementID: Value?
    /// A `ForEach`/`List` over data: the `@Observable` properties each row's content closure
    /// read, by element key, and the rows to evaluate again.
    var rowObserved: [String: Set<ObservedProperty>] = [:]
    /// The `@State` storage each row's content closure read (slot id → property name), by
    /// element key: a write to it evaluates that row again.
    var rowSlots: [String: [Int: String]] = [:]
    var dirtyRows: [String: [String]] = [:]
    /// With an explicit `.id(x)`: the identity of the position of the outermost `.id`.
    var outerIdentity: String?
    /// An `.id` change replaced this node (old) or created it (new): the lifecycle modifiers
    /// outside the `.id` belong to the position, which stays, so they do not run for it.
    var skipsOuterLifecycle = false
    /// What only some kinds of node keep (tabs, scrolling, lazy rows, disclosure, a timeline's
    /// tick, a navigation stack): see `ContainerState`.
    var containerState: ContainerState?
    /// A row of a lazy container that was built and is now scrolled out of the viewport.
    var isOffScreen = false {
        didSet { if isOffScreen != oldValue { shownChanged() } }
    }
    /// The last values of its `onChange(of:)` modifiers, by modifier index.
    var onChangeValues: [Int: Value] = [:]
    /// The values its `onPreferenceChange` modifiers last saw, by modifier index.
    var preferenceValues: [Int: Value] = [:]
    /// A `ForEach` over a range without `id:`: its first count (SwiftUI expects it constant).
    var initialElementCount: Int?
    /// …and its first elements: SwiftUI only reads the initial value of such data.
    var initialElements: [Value]?
    /// Set on the root of presented content (a sheet, a pushed destination): its id.
    var presentation: Int?
    /// State slots its last body evaluation read, with the property name it read them through
    /// (its own `@State`, or a `@Binding`).
    var readSlots: [Int: String] = [:]
    /// Tasks started by this node's `.task` modifiers, by modifier index, with the `id:` they
    /// were started for.
    var tasks: [Int: (task: Int, id: Value?)] = [:]
    /// The `AnyCancellable`s of its `.onReceive` subscriptions: cancelled when it goes.
    var subscriptions: [Value] = [] {
        didSet { tracker?.markDirty(.node(handle)) }
    }
    /// The reference counts its values are counted in while it is in the graph.
    weak var tracker: ReferenceCounts?
    /// The graph's index of tappable controls by label, while it is in the graph.
    weak var controlLabels: ControlLabels?
    /// Its entry in `controlLabels` is to be taken again.
    var labelIsStale = false
    /// The node as the last tree snapshot showed it, while nothing it shows has changed
    /// since (see `ViewGraph+ShownTree.swift`).
    var shown: ShownNode?
    /// Children whose subtree changed since `shown` was taken (the rest of it still holds),
    /// with the lines each took in it (see `ViewGraph+ShownTree.swift`).
    var changedChildren: [ObjectIdentifier: (node: Node, lines: Int)] = [:]
    /// A `ForEach`/`List`: the positions of its element roots among `children`, by key (nil:
    /// to be indexed again). Naming one row of ten thousand reads one entry.
    var elementRootsByKey: [String: [Int]]?

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
        self.viewValue = viewValue
        self.segment = segment
        self.key = key
    }

    /// `ParentView/VStack/ForEach[2]/ChildView`
    public var path: String {
        // NB: only while mounted: a removed node's ancestors may be gone (`parent` is weak).
        if isMounted, let cachedPath { return cachedPath }
        let path = uncachedPath
        if isMounted { cachedPath = path }
        return path
    }

    /// `path` as last computed, until a segment, key or parent on the way to the root changes.
    private var cachedPath: String?

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
    private(set) var ownerPath: String
    var value: Value {
        didSet {
            if let node {
                node.tracker?.markDirty(.node(node.handle))
                node.shownChanged()
            }
        }
    }

    /// For a `UserDefaults` key an `@AppStorage` reads: that property's default, what the key
    /// reads again once removed.
    var defaultValue: Value?

    init(id: Int, kind: String, property: String, node: Node, value: Value) {
        self.id = id
        self.kind = kind
        self.property = property
        self.node = node
        self.ownerPath = node.path
        self.value = value
    }

    /// The owner's current path, or the last one it had in the tree.
    var holderPath: String {
        if let node, node.isMounted { ownerPath = node.path }
        return ownerPath
    }
}
