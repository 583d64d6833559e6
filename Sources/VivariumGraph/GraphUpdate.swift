import VivariumInterpreter

/// One update of the graph, as a value: the nodes it must re-evaluate, the lifecycle events
/// and `onChange` actions it has scheduled, the slots it retires, and the body or row it is
/// running. A transaction fills it and settles it (`ViewGraph.settle`: rounds of bodies,
/// `onChange`, lifecycle events, until nothing is left to run); a failed transaction's update
/// goes with its engine, which the rollback replaces.
///
/// NB: a value, not a class — what an update has pending is copied out before it is acted on
/// (`let due = update.changes; update.changes = []`), so an action that schedules more work
/// adds to the next round, never to the list being run.
struct GraphUpdate {
    /// Nodes that must run their body in this transaction.
    var dirty: Set<Int> = []
    /// How many times a node was added to `dirty`: `flushInvalidated` orders the set again
    /// only when it grew, not at every body.
    var dirtyInsertions = 0
    /// Inserted nodes whose `onAppear` is due, and removed ones whose `onDisappear` is due.
    var appeared: [Node] = []
    /// `.onScrollVisibilityChange` actions due: the node, and whether it became visible.
    var visibilityChanges: [(Node, Bool)] = []
    var disappeared: [Node] = []
    /// Views an `.id` change replaced: they disappear after the new ones appear.
    var replacedDisappeared: [Node] = []
    /// A screen uncovered by a navigation pop: appears before the popped screen disappears.
    var revealed: [Node] = []
    /// A screen covered by a navigation push: disappears after the pushed screen appears.
    var covered: [Node] = []
    /// Storage of removed nodes, dropped once the update's `onDisappear` actions ran.
    var retiredSlots: [Int] = []
    /// `.task`s of removed views, cancelled once the update's onDisappear actions have run
    /// (Apple, "task(priority:_:)": cancelled "after the view disappears").
    var taskCancels: [(task: Int, name: String, path: String)] = []
    /// Inserted nodes whose `.task`s start after this update's `onAppear`s.
    var taskStarts: [Node] = []
    /// `onChange` actions due after this update.
    var changes: [(Node, Int, Value, Value)] = []
    /// `.onReceive` modifiers (node, index among the node's) given a new `Just`: subscribed to
    /// after this update's bodies, as `onChange` actions run.
    var resubscriptions: [(Node, Int)] = []
    /// Inserted nodes with `.onReceive`s, subscribed after this update's bodies: a publisher
    /// that gives its value at once (`model.$x`, `Just`) runs the action as an action, not
    /// during a view update (no "Modifying state during view update" for `{ shown = $0 }`).
    var subscriptions: [Node] = []
    /// Inserted nodes with an `onChange(of:initial: true)`: the initial call runs with their
    /// appearance, in modifier order among their `onAppear`s.
    var initialChanges: Set<Int> = []
    /// Nesting of body evaluations (writing state inside one warns).
    var bodyDepth = 0
    /// Nesting of node builds, bounded by `maxNesting`.
    var buildDepth = 0
    /// The node whose body is running: reads of `@Observable` properties are its dependencies.
    var trackingNode: Node?
    /// The `ForEach` row whose content closure is running (its `@Observable` reads are its own).
    var trackingRow: (Node, String)?
    /// Ids (and anchors) `ScrollViewProxy.scrollTo(_:anchor:)` was called with in this update,
    /// scrolled to once the update's bodies have run.
    var pendingScrolls: [(id: Value, anchor: Value?, reader: Value?)] = []
    /// Why the running body runs (for `Self._printChanges()`).
    var runningReasons: [String] = []
    /// A custom `ViewModifier` whose body runs for its own dynamic properties only (its state,
    /// its environment): the view it modifies is the value it wrapped last time, so the subtree
    /// under its `content` placeholder is left as it is (`ViewGraph.keepsModifiedContent`).
    var modifierKeepingContent: Node?
    /// Nodes this update removed, and the removed subtree a command holds while its update
    /// runs (`remove`, `unmount`): see `ViewGraph.releaseRemovedNodes`.
    var removed: [Node] = []
    var heldRemoved: [Node] = []
    /// Focus is being moved (ViewGraph+Focus): the writes it makes move nothing more.
    var movingFocus = false
    /// A view with a `.focused` modifier left the tree in this update: focus it held goes.
    var focusedViewRemoved = false
}
