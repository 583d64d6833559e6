import OrderedCollections
import VivariumInterpreter
import VivariumSyntax

/// A live SwiftUI view graph: nodes by identity, their dynamic-property storage, the
/// transaction that re-evaluates invalidated bodies and reconciles children, and lifecycle
/// events. It implements the interpreter's host interface.
public final class ViewGraph {
    public let interpreter: Interpreter
    public internal(set) var root: Node?
    var nodesByHandle: NodeRegistry
    var nextHandle = 1
    var slots: [Int: StorageSlot] = [:]
    var nextSlot = 1
    /// `UserDefaults.standard` as `@AppStorage` sees it: one slot per key, owned by no view,
    /// so it outlives the views that read it (until `reset`).
    let userDefaults = Node(handle: 0, identity: "UserDefaults", typeName: "UserDefaults", isUserView: false,
                            viewValue: .void, segment: "UserDefaults", key: nil)
    /// Nodes that must run their body in this transaction.
    var dirty: Set<Int> = []
    /// Values the graph holds while a transaction runs (bodies being reconciled): roots.
    let inFlight: HeldValues
    /// Storage and view values of removed nodes, released at the end of the transaction.
    let pendingRelease: HeldValues
    /// Inserted nodes whose `onAppear` is due, and removed ones whose `onDisappear` is due.
    var appeared: [Node] = []
    var disappeared: [Node] = []
    /// Views an `.id` change replaced: they disappear after the new ones appear.
    var replacedDisappeared: [Node] = []
    /// A screen uncovered by a navigation pop: appears before the popped screen disappears.
    var revealed: [Node] = []
    /// A screen covered by a navigation push: disappears after the pushed screen appears.
    var covered: [Node] = []
    /// `onDismiss` actions of presentations removed in this update.
    let dismissals: HeldValues
    /// Storage of removed nodes, dropped once the update's `onDisappear` actions ran.
    var retiredSlots: [Int] = []
    /// Inserted nodes whose `.task`s start after this update's `onAppear`s.
    var taskStarts: [Node] = []
    /// Storage a profile's SwiftUI never releases (iOS 17.0's presented `@State`): roots forever.
    let frameworkLeaks: HeldValues
    /// Which SwiftUI release the graph behaves like (`profile`).
    public var profile = Profile.default
    /// `onChange` actions due after this update.
    var changes: [(Node, Int, Value, Value)] = []
    /// How many times children were reconciled, and that count when preferences were last
    /// combined: they are combined again only after the tree was updated.
    var reconciles = 0
    var preferencesReconciles = -1
    /// Whether the tree had an `onPreferenceChange` when preferences were last combined.
    var observesPreferences = false
    /// Nesting of body evaluations (writing state inside one warns).
    var bodyDepth = 0
    /// Nesting of node builds, bounded by `maxNesting`.
    var buildDepth = 0
    /// How deep a view hierarchy may nest: deep enough for any real app, shallow enough that
    /// a view containing itself fails cleanly instead of exhausting the stack.
    static let maxNesting = 500
    /// The node whose body is running: reads of `@Observable` properties are its dependencies.
    var trackingNode: Node?
    /// Which nodes may depend on each slot, object and observed property.
    var dependents = Dependents()
    /// The `ForEach` row whose content closure is running (its `@Observable` reads are its own).
    var trackingRow: (Node, String)?
    /// `NotificationCenter.default`'s observer blocks and `publisher(for:)` subjects, by name.
    var notificationObservers: [(name: Value, block: Value)] = []
    var notificationSubjects: [(name: Value, subject: Value)] = []
    /// Ids (and anchors) `ScrollViewProxy.scrollTo(_:anchor:)` was called with in this update,
    /// scrolled to once the update's bodies have run.
    var pendingScrolls: [(id: Value, anchor: Value?, reader: Value?)] = []
    /// Numbers the `ScrollViewProxy` of each `ScrollViewReader` value made.
    var nextProxy = 0
    /// Why the running body runs (for `Self._printChanges()`).
    var runningReasons: [String] = []
    /// The causal record of the running (or last) command: what `explain` reads.
    public internal(set) var causes = CauseRecord(command: "")

    /// The SwiftUI types (views, property wrappers, values) the graph provides.
    public static var typeNames: Set<String> { BuiltinViews.allTypeNames }

    public init(interpreter: Interpreter) {
        self.interpreter = interpreter
        let counts = interpreter.heap.counts
        nodesByHandle = NodeRegistry(counts: counts)
        inFlight = HeldValues(counts: counts)
        pendingRelease = HeldValues(counts: counts)
        dismissals = HeldValues(counts: counts)
        frameworkLeaks = HeldValues(counts: counts)
        interpreter.host = self
        counts.nodeValues = { [weak self] handle in self?.nodesByHandle[handle]?.heldValues }
    }

    /// Every mounted node, parents before children.
    public var allNodes: [Node] { root?.subtree ?? [] }

    public func node(handle: Int) -> Node? { nodesByHandle[handle] }

    func makeHandle() -> Int {
        defer { nextHandle += 1 }
        return nextHandle
    }

    /// Records a host event in the command's log.
    func record(_ kind: HostEvent, _ text: String, path: String? = nil, reason: String? = nil) {
        interpreter.log.append(.host(kind: kind, text: text, path: path, reason: reason))
        // What an action does next (writes, invalidations, objects it makes) is caused by it.
        if kind == .action {
            let link = cause(.action(text))
            causes.current = link
            interpreter.provenanceBase = .host(link)
        }
    }
}
