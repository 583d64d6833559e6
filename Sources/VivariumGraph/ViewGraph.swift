import OrderedCollections
import VivariumInterpreter
import VivariumSwiftUIValues
import VivariumSyntax

/// A live SwiftUI view graph: nodes by identity, their dynamic-property storage, the
/// transaction that re-evaluates invalidated bodies and reconciles children, and lifecycle
/// events. It implements the interpreter's host interface.
public final class ViewGraph {
    public let interpreter: Interpreter
    public internal(set) var root: Node?
    var nodesByHandle: NodeRegistry
    var nextHandle = 1
    /// Storage slots by id (behind the write barrier: `RecordedDictionary`).
    let slots = RecordedDictionary<Int, StorageSlot>()
    var nextSlot = 1
    /// The last plain values of retired `@State` slots, read by closures that outlive their view.
    var retiredStateValues = RetiredStateValues()
    /// `UserDefaults.standard` as `@AppStorage` sees it: one slot per key, owned by no view,
    /// so it outlives the views that read it (until `reset`).
    let userDefaults = Node(handle: 0, identity: "UserDefaults", typeName: "UserDefaults", isUserView: false,
                            viewValue: .void, segment: "UserDefaults", key: nil)
    /// The update in progress (`GraphUpdate`): what this transaction invalidated, inserted,
    /// removed and scheduled. Empty between transactions.
    var update = GraphUpdate()
    /// Values the graph holds while a transaction runs (bodies being reconciled): roots.
    let inFlight: HeldValues
    /// Storage and view values of removed nodes, released at the end of the transaction.
    let pendingRelease: HeldValues
    /// `contentKind(of:)` by type name, for the declarations of `registrations`.
    var contentKinds: (registrations: Int, kinds: [String: (isShape: Bool, isView: Bool)]) = (-1, [:])
    /// What the last update released from `pendingRelease`, until the host takes it.
    var releasedValues: ReleasedValues?
    /// `onDismiss` actions of presentations removed in this update.
    let dismissals: HeldValues
    /// Storage a profile's SwiftUI never releases (iOS 17.0's presented `@State`): roots forever.
    let frameworkLeaks: HeldValues
    /// Which SwiftUI release the graph behaves like (`profile`).
    public var profile = Profile.default
    /// The scene's phase (`phase`): what `@Environment(\.scenePhase)` reads where no view set it.
    public internal(set) var scenePhase = ScenePhase.active
    /// Inert API names a reply has noted already, and those the running command noted first
    /// (`ViewGraph+Inert`).
    var inertNoted: Set<String> = []
    var inertPending: [String] = []
    /// The previous body's `onChange(of:perform:)` actions, for changes queued by the running
    /// update (held by `pendingRelease` until it ends; `ViewGraph+Changes`).
    var previousChangeActions: [ChangeKey: Value] = [:]
    /// The edit mode `EditButton` toggles and `@Environment(\.editMode)` reads where no view set
    /// one: `inactive`, `transient` or `active`.
    var editMode = "inactive"
    /// How many times children were reconciled, and that count when preferences were last
    /// combined: they are combined again only after the tree was updated.
    var reconciles = 0
    /// `reconciles`, read by a session: a command that ran no body but reconciled children (a
    /// DisclosureGroup's or a destination's content closure ran again) changed the tree.
    public var reconcileCount: Int { reconciles }
    /// How many of those matched every child in order, without a dictionary (tests count them).
    var reconcilesInOrder = 0
    var preferencesReconciles = -1
    /// Whether the tree had an `onPreferenceChange` when preferences were last combined.
    var observesPreferences = false
    /// Whether any view value of this graph has had an `onPreferenceChange` (set as content is
    /// flattened, never cleared): until then no update combines preferences, a walk of the
    /// whole tree.
    var hasPreferenceObservers = false
    /// Whether any view had a `.scrollPosition(id:)` (`ViewGraph+ScrollPosition`).
    var hasScrollPositions = false
    /// Whether any view value had a `.preferredColorScheme` (set as content is flattened, never
    /// cleared), the reconcile count when those preferences were last combined, and what they
    /// gave: each presentation's scheme, by its node's handle (0: the window). `ViewGraph+ColorScheme`.
    var hasColorSchemePreferences = false
    var colorSchemeReconciles = -1
    var preferredColorSchemes: [Int: String] = [:]
    /// Groups whose onAppear/onDisappear were given to their members (ViewGraph+GroupModifiers).
    var distributingGroups: Set<Int> = []
    /// Views whose `.searchable` field the user is searching in (ViewGraph+Search).
    var activeSearches: Set<Int> = []
    /// Whether any view value had a `.searchable(text:isPresented:)` (ViewGraph+SearchPresentation).
    var hasPresentedSearches = false
    /// `@FocusState` storage (ViewGraph+Focus).
    var focusSlots: Set<Int> = []
    /// How deep a view hierarchy may nest: deep enough for any real app, shallow enough that
    /// a view containing itself fails cleanly instead of exhausting the stack.
    static let maxNesting = 500
    /// Which nodes may depend on each slot, object and observed property.
    var dependents = Dependents()
    /// The text typed into a `TextField(value:format:)` and not yet committed, by the field's
    /// handle (ViewGraph+FormattedFieldEditing).
    let editingTexts = RecordedDictionary<Int, String>()
    /// The enum an optional `@AppStorage` (`@AppStorage("theme") var theme: Theme?`) reads its
    /// key's raw value as, by key: its default (nil) names no type.
    var appStorageRawTypes: [String: String] = [:]
    /// `NotificationCenter.default`'s observer blocks and `publisher(for:)` subjects, by name.
    var notificationObservers: [(name: Value, block: Value)] = []
    var notificationSubjects: [(name: Value, subject: Value)] = []
    /// `withObservationTracking`: the trackings whose `apply` is running, and what each
    /// pending one read (`ViewGraph+Observation`).
    var observationTrackings = ObservationTrackings()
    /// The custom `Layout` types already warned about (`ViewGraph+Layouts`): once per graph.
    var warnedLayouts: Set<String> = []
    /// The secondary scenes open now (`Window` by `id:…`, a value-presenting `WindowGroup` by
    /// `for:Type` or its id, `settings`), with the values opened (ViewGraph+Scenes).
    var openedScenes: [String: [Value]] = [:]
    /// Scene nodes invalidated by a window opening or closing, until their content is rebuilt.
    var reopeningScenes: Set<Int> = []
    /// Numbers the `ScrollViewProxy` of each `ScrollViewReader` value made.
    var nextProxy = 0
    /// The causal record of the running (or last) command: what `explain` reads.
    public internal(set) var causes = CauseRecord(command: "")
    /// Which nodes tree snapshots took again and which they reused (`ViewGraph+ShownTree`).
    let shownTree = ShownTreeState()
    /// The key lists builtin views of one kind share (`view(_:_:)`).
    let fieldKeys = SharedFieldKeys()

    /// The view modifiers the graph provides (inert or with lifecycle meaning).
    public static var modifierNames: Set<String> {
        BuiltinViews.inertModifiers.union(BuiltinViews.lifecycleModifiers).union(policyInertModifiers)
            .union(["modifier", "phaseAnimator", "keyframeAnimator"])
    }

    /// The SwiftUI types (views, property wrappers, values) the graph provides.
    public static var typeNames: Set<String> {
        SwiftUIFramework.layer.values.reduce(BuiltinViews.allTypeNames) { $0.union($1.typeNames) }
    }
    /// SwiftUI's free functions (`withAnimation`).
    public static var functionNames: Set<String> {
        SwiftUIFramework.layer.functions.reduce([]) { $0.union($1.functionNames) }
    }

    public init(interpreter: Interpreter) {
        // SwiftUI's values and names, before the interpreter runs anything.
        SwiftUIFramework.install()
        self.interpreter = interpreter
        let counts = interpreter.heap.counts
        nodesByHandle = NodeRegistry(counts: counts)
        inFlight = HeldValues(counts: counts)
        pendingRelease = HeldValues(counts: counts, dropsUnreferenced: true)
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
