import VivariumInterpreter

/// What only some kinds of node keep, apart from `Node`: a tab view's tabs, a scroll
/// container's offset, a lazy row source's rows, a disclosure group's expansion, a timeline's
/// tick, a navigation container's stack. A node has one (`Node.containerState`) once it first
/// keeps any of it, so the thousands of rows and leaves of a graph carry none.
final class ContainerState {
    var tabView = TabViewState()
    var scroll = ScrollState()
    var rows = LazyRowSource()
    /// A `DisclosureGroup` without an `isExpanded:` binding: whether it is expanded.
    var isExpanded = false
    /// A `TimelineView`: the tick of its schedule its content was built for.
    var timelineTick: Int64 = 0
    /// A navigation container's pushed destinations, bottom first.
    var navigationStack: [NavigationEntry] = []
    /// When it was made, and when it last saved itself for the undo log (`UndoLog`): every write
    /// goes through `Node.writableContainer`, which calls `willChange()` first.
    private let birth = UndoLog.now
    private var saved = 0

    func willChange() {
        guard let log = UndoLog.active, log.shouldSave(birth: birth, saved: &saved) else { return }
        let state = (tabView, scroll, rows, isExpanded, timelineTick, navigationStack)
        log.record { [self] in (tabView, scroll, rows, isExpanded, timelineTick, navigationStack) = state }
    }
}

/// A `TabView`'s state.
struct TabViewState {
    /// The selected tab, and the tabs built so far (lazy tabs, iOS 18+): none until the first
    /// update reads the selection, so a `selection` binding naming another tab first builds
    /// that tab alone, not the first one as well.
    var selected = 0
    var visited: Set<Int> = []
    var labels: [String] = []
    /// The identity of the selected tab's child (the others are not on screen).
    var selectedIdentity: String?
    /// Its content (tabs not built yet are built from it on selection).
    var content = BuiltinValue(kind: "TabView")
    /// The tabs each ForEach in its content made, by the ForEach's identity, with the ForEach
    /// value they came from (its rows are made again only for a new value).
    var forEachTabs: [String: (source: BuiltinValue, tabs: [ContentItem])] = [:]
}

/// A scroll container's state (`List`, `ScrollView`).
struct ScrollState {
    /// How far its content is scrolled, in points.
    var offset = 0.0
    /// With `.scrollPosition(id:)`: the key of the id it last scrolled to or reported.
    var positionKey: String?
    /// Whether its initial offset (`.defaultScrollAnchor`) was placed.
    var placedInitialOffset = false
}

/// A row source of a lazy container (a `ForEach` in it, a `List` over data): whether its rows
/// are built only near the viewport, and every row's key and id as shown, in order.
struct LazyRowSource {
    var isLazy = false
    var keys: [String] = []
    var ids: [String] = []
    /// In a lazy stack: each built row's extent along the stack's axis, by key (its frame and
    /// padding, and the stack's spacing; the estimate when its view says none).
    var extents: [String: Double] = [:]
}

/// The container state as the graph reads and writes it on a node: reading what a node never
/// kept gives the default and makes nothing; writing makes its `ContainerState`. What a node
/// shows (its rows, whether it is lazy, expanded) reports a change to its snapshot.
extension Node {
    /// Its container state, made on first use.
    private var writableContainer: ContainerState {
        if let containerState {
            containerState.willChange()
            return containerState
        }
        let made = ContainerState()
        containerState = made
        return made
    }

    var selectedTab: Int {
        get { containerState?.tabView.selected ?? 0 }
        set { writableContainer.tabView.selected = newValue }
    }
    var visitedTabs: Set<Int> {
        get { containerState?.tabView.visited ?? [] }
        set { writableContainer.tabView.visited = newValue }
    }
    var tabLabels: [String] {
        get { containerState?.tabView.labels ?? [] }
        set { writableContainer.tabView.labels = newValue }
    }
    var selectedTabIdentity: String? {
        get { containerState?.tabView.selectedIdentity }
        set { writableContainer.tabView.selectedIdentity = newValue }
    }
    var tabContent: BuiltinValue {
        get { containerState?.tabView.content ?? BuiltinValue(kind: "TabView") }
        set { writableContainer.tabView.content = newValue }
    }
    var forEachTabs: [String: (source: BuiltinValue, tabs: [ContentItem])] {
        get { containerState?.tabView.forEachTabs ?? [:] }
        set { writableContainer.tabView.forEachTabs = newValue }
    }

    var scrollOffset: Double {
        get { containerState?.scroll.offset ?? 0 }
        set { writableContainer.scroll.offset = newValue }
    }
    var scrollPositionKey: String? {
        get { containerState?.scroll.positionKey }
        set { writableContainer.scroll.positionKey = newValue }
    }
    var placedInitialOffset: Bool {
        get { containerState?.scroll.placedInitialOffset ?? false }
        set { writableContainer.scroll.placedInitialOffset = newValue }
    }
    var rowExtents: [String: Double] {
        get { containerState?.rows.extents ?? [:] }
        set { writableContainer.rows.extents = newValue }
    }

    var isLazySource: Bool {
        get { containerState?.rows.isLazy ?? false }
        set {
            guard newValue != isLazySource else { return }
            writableContainer.rows.isLazy = newValue
            shownChanged()
        }
    }
    var rowKeys: [String] {
        get { containerState?.rows.keys ?? [] }
        set {
            guard newValue != rowKeys else { return }
            writableContainer.rows.keys = newValue
            shownChanged()
        }
    }
    var rowIDs: [String] {
        get { containerState?.rows.ids ?? [] }
        set { writableContainer.rows.ids = newValue }
    }

    var isExpanded: Bool {
        get { containerState?.isExpanded ?? false }
        set {
            guard newValue != isExpanded else { return }
            writableContainer.isExpanded = newValue
            shownChanged()
        }
    }
    var timelineTick: Int64 {
        get { containerState?.timelineTick ?? 0 }
        set { writableContainer.timelineTick = newValue }
    }
    var navigationStack: [NavigationEntry] {
        get { containerState?.navigationStack ?? [] }
        set { writableContainer.navigationStack = newValue }
    }
}
