import OrderedCollections
import VivariumInterpreter
import VivariumSyntax

extension ViewGraph {
    // MARK: Reconciliation

    /// Matches `items` against `parent`'s children by identity: updates the ones that stay,
    /// inserts new ones, removes the rest. It takes `items` over (`consuming`): each new view
    /// value is let go once its node has it, so a re-render of many rows does not hold every
    /// row's new value, as evaluated, until the last row is updated.
    func reconcile(_ parent: Node, _ items: consuming [ContentItem], only scope: ((Node) -> Bool)? = nil) throws {
        reconciles += 1
        if parent.childIdentitiesAreDistinct, sameIdentities(parent.children, items), parent.children.allSatisfy({ scope?($0) ?? true }) {
            // Every child again, in the same order (a parent's re-render of its rows): what the
            // matching by identity below would find, without a dictionary of the children.
            reconcilesInOrder += 1
            for child in parent.children where child.parent !== parent { child.parent = parent }
            assignSegments(parent)
            let plan = zip(parent.children, items).map { ($0, $1, false) }
            items = []
            try updateChildren(consume plan)
            return
        }
        var existing: [String: Node] = [:]
        let considered = parent.children.filter { scope?($0) ?? true }
        let untouched = parent.children.filter { !(scope?($0) ?? true) }
        for child in considered where existing[child.identity] == nil { existing[child.identity] = child }
        var plan: [(Node, ContentItem, isNew: Bool)] = []
        plan.reserveCapacity(items.count)
        for item in items {
            if let node = existing.removeValue(forKey: item.identity) {
                plan.append((node, item, false))
            } else {
                let node = Node(handle: makeHandle(), identity: item.identity, typeName: item.typeName,
                                isUserView: item.isUserView, viewValue: item.view,
                                segment: item.typeName, key: item.key)
                node.modifiers = item.modifiers
                node.elementID = item.elementID
                node.outerIdentity = item.outerIdentity
                plan.append((node, item, true))
            }
        }
        items = []
        // An `.id(x)` whose x changed: the old node goes and a new one takes the same position.
        let removed = considered.filter { existing[$0.identity] === $0 }
        let replacedPositions = Set(removed.compactMap(\.outerIdentity))
            .intersection(plan.filter(\.isNew).compactMap(\.1.outerIdentity))
        for (node, _, isNew) in plan where isNew {
            if let outer = node.outerIdentity, replacedPositions.contains(outer) { node.skipsOuterLifecycle = true }
        }
        for child in removed {
            let why = removalReason(of: child, replacedPositions: replacedPositions)
            guard let outer = child.outerIdentity, replacedPositions.contains(outer) else {
                within(cause(.removed(path: child.path, why: why))) { removeSubtree(child) }
                continue
            }
            child.skipsOuterLifecycle = true
            let first = update.disappeared.count
            within(cause(.removed(path: child.path, why: why))) { removeSubtree(child) }
            if !hasIdentityTransition(child) {
                // The default transition: the new view appears before the old one disappears
                // (OpenSwiftUI's `idTest`, run against SwiftUI, expects "AAD").
                update.replacedDisappeared += update.disappeared[first...]
                update.disappeared.removeSubrange(first...)
            }
        }
        parent.children = untouched + plan.map(\.0)
        parent.childIdentitiesAreDistinct = Set(parent.children.map(\.identity)).count == parent.children.count
        for child in parent.children { child.parent = parent }
        assignSegments(parent)
        // NB: handed over (`consume`): kept here too, the plan's first write in `updateChildren`
        // copied it whole (a mount of 10,000 rows: a megabyte and a half).
        try updateChildren(consume plan)
    }

    /// Whether `items` name `children`'s identities, in order.
    private func sameIdentities(_ children: [Node], _ items: [ContentItem]) -> Bool {
        children.count == items.count && zip(children, items).allSatisfy { $0.identity == $1.identity }
    }

    /// Builds the new children of a reconciliation and updates the others, in order.
    private func updateChildren(_ plan: consuming [(Node, ContentItem, isNew: Bool)]) throws {
        for index in plan.indices {
            let (node, item, isNew) = plan[index]
            // The plan lets the view value go: the node holds what it keeps of it.
            plan[index].1.view = .void
            if isNew {
                nodesByHandle[node.handle] = node
                try within(cause(.inserted(path: node.path, type: node.typeName))) { try build(node) }
            } else if node.isUserView {
                try within(cause(.newViewValue(path: node.path, type: node.typeName))) { try update(node, item) }
            } else {
                try update(node, item)
            }
        }
    }

    /// `.transition(.identity)` on the view: no removal transition, so the old view is gone
    /// before the new one appears.
    private func hasIdentityTransition(_ node: Node) -> Bool {
        node.modifiers.contains { modifier in
            modifier.kind == "transition" && modifier.fields.values.contains { interpreter.describe($0).hasSuffix("identity") }
        }
    }

    /// Same-type siblings that are not ForEach elements get their ordinal: `ChildView[1]`.
    private func assignSegments(_ parent: Node) {
        var counts: [String: Int] = [:]
        for child in parent.children where !child.isElementRoot { counts[child.typeName, default: 0] += 1 }
        var seen: [String: Int] = [:]
        for child in parent.children {
            if child.isElementRoot || counts[child.typeName, default: 0] < 2 {
                child.segment = child.typeName
            } else {
                let ordinal = seen[child.typeName, default: 0]
                seen[child.typeName] = ordinal + 1
                child.segment = "\(child.typeName)[\(ordinal)]"
            }
        }
    }

    /// A new node: install its storage, run its body, build its children; `onAppear` is due.
    func build(_ node: Node) throws {
        update.buildDepth += 1
        defer { update.buildDepth -= 1 }
        if update.buildDepth > Self.maxNesting {
            // A view that contains itself (`var body: some View { V() }`) nests without end.
            throw RuntimeError(.recursionLimit,
                               "the view hierarchy is more than \(Self.maxNesting) levels deep at \(node.typeName) (a view that contains itself?)",
                               at: nil, notes: ["  building \(node.path.split(separator: "/").suffix(4).joined(separator: "/"))"])
        }
        if !node.isUserView, node.kind.isPresentation { node.presentation = node.handle }
        if node.isUserView {
            try install(node, node.viewValue, isNew: true)
            recordBindingSnapshots(node)
            invalidate(node, reason: "inserted")
            try runBody(node)
        } else {
            if case .builtin(let unavailable) = node.viewValue, unavailable["searchesQuery"] != nil { installSearchUnavailable(node, unavailable) }
            try reconcileBuiltin(node)
        }
        if node.modifiers.contains(where: { $0.kind == "onAppear" }), isOnScreen(node) { update.appeared.append(node) }
        if node.modifiers.contains(where: { $0.kind == "onScrollVisibilityChange" }), isOnScreen(node) { update.visibilityChanges.append((node, true)) }
        if node.modifiers.contains(where: { $0.kind == "task" }) { update.taskStarts.append(node) }
        if node.modifiers.contains(where: { $0.kind == "onReceive" }) { update.subscriptions.append(node) }
        noteChanges(of: node, isNew: true)
    }

    /// An existing node receives a new view value from its parent.
    func update(_ node: Node, _ item: ContentItem) throws {
        let environmentBefore = node.modifiers.filter { Self.environmentModifiers.contains($0.kind) }
        let previousModifiers = node.modifiers
        node.modifiers = item.modifiers
        noteChanges(of: node, isNew: false, previous: previousModifiers)
        let environmentAfter = node.modifiers.filter { Self.environmentModifiers.contains($0.kind) }
        let environmentChanged = !interpreter.viewInputsEqual(.array(environmentBefore.map { .builtin($0) }),
                                                              .array(environmentAfter.map { .builtin($0) }))
        restartTasksWithChangedIDs(node)
        let old = node.viewValue
        let oldMayHoldReferences = Interpreter.mayHoldReferences(old)
        pendingRelease.append(old, holder: "\(node.path) (previous view value)", mayHoldReferences: oldMayHoldReferences)
        if node.isUserView, oldMayHoldReferences { noteRelease(old, holder: "\(node.path) (previous view value)") }
        if node.isUserView {
            var changed: Bool
            if item.modifiers.contains(where: { $0.kind == "equatable" }) {
                // `.equatable()` / `EquatableView`: the view's own `==` decides.
                changed = !(try interpreter.equal(old, item.view))
            } else {
                changed = !inputsEqual(old, item.view)
            }
            // A binding into an object compares by the value it had when made (its snapshot).
            let changedBindings = changed ? [] : changedBindings(of: node, to: item.view)
            try install(node, item.view)
            recordBindingSnapshots(node)
            for name in changedBindings { invalidate(node, reason: "\(name.hasPrefix("_") ? name : "_" + name) changed") }
            if !changed, case .structValue(let modifier) = item.view, let wrapped = modifier.fields[BuiltinViews.modifiedContentField] {
                changed = !(try updateModifiedContent(of: node, to: wrapped))
            }
            if changed { invalidate(node, reason: "@self") }
            if update.dirty.contains(node.handle) { try runBody(node) }
        } else {
            try install(node, item.view)
            // Its presentations are refreshed now, with the new value.
            update.dirty.remove(node.handle)
            node.invalidations = []
            node.invalidationCauses = []
            try reconcileBuiltin(node)
        }
        if environmentChanged { try refreshEnvironment(below: node) }
        noteChangedJusts(node, previous: previousModifiers)
    }

    /// A builtin view's children from its value; a navigation container's pushed
    /// destinations after them (so links have their newest destination values).
    func reconcileBuiltin(_ node: Node) throws {
        if keepsModifiedContent(node) {
            // Only what the modifier's body attached to `content` (an overlay, a sheet) is new.
            try reconcile(node, try presentationItems(of: node) + (try decorationItems(of: node)), only: {
                $0.identity.hasPrefix("decoration.") || (!$0.isUserView && $0.kind.isPresentation && $0.kind != .destination)
            })
            releaseContent(of: node)
            return
        }
        // Every row is evaluated again here: rows an object's change marked dirty before the
        // parent's body ran need no second run, and their reasons are not the next update's.
        if !node.dirtyRows.isEmpty { node.dirtyRows = [:] }
        try reconcile(node, try childItems(of: node), only: { $0.kind != .destination })
        releaseContent(of: node)
        if node.kind.isNavigationContainer { try refreshNavigation(node) }
    }

    /// A container's content lives on in its child nodes: the container keeps only its own
    /// inputs, so the view values it was built from are released with the transaction.
    private func releaseContent(of node: Node) {
        guard case .builtin(var value) = node.viewValue, let content = value["content"] else { return }
        pendingRelease.append((content, "\(node.path) content"))
        value.fields["content"] = nil
        node.viewValue = .builtin(value)
    }

    /// Runs a user view's body and reconciles its children with the result.
    func runBody(_ node: Node) throws {
        update.dirty.remove(node.handle)
        let reasons = node.invalidations
        let reasonCauses = node.invalidationCauses
        node.invalidations = []
        node.invalidationCauses = []
        let path = node.path
        if let kind = representableKind(node.typeName) { return try runRepresentable(node, kind, path: path) }
        record(.body, node.shortName, path: path, reason: reasons.joined(separator: ", "))
        let link = cause(.body(path: path, reasons: reasons), causedBy: reasonCauses.isEmpty ? nil : reasonCauses)
        try within(link) { try evaluateBody(of: node, reasons: reasons, path: path) }
    }

    /// Evaluates `node`'s body and reconciles its children with the result.
    private func evaluateBody(of node: Node, reasons: [String], path: String) throws {
        let savedReasons = update.runningReasons
        update.runningReasons = reasons
        defer { update.runningReasons = savedReasons }
        update.bodyDepth += 1
        defer { update.bodyDepth -= 1 }
        let saved = interpreter.activity
        interpreter.activity = CreationContext(holder: "\(path) body")
        defer { interpreter.activity = saved }
        let content: Value
        var keepsContent = false
        let savedTracking = update.trackingNode
        update.trackingNode = node
        node.observed = []
        node.readSlots = [:]
        node.readEnvironment = []
        do {
            defer { update.trackingNode = savedTracking }
            // What update() reads is read for the body (it runs in the body's update).
            try updateDynamicProperties(of: node)
            if case .structValue(let modifier) = node.viewValue, let wrapped = modifier.fields[BuiltinViews.modifiedContentField] {
                keepsContent = !reasons.contains { Self.reasonsFromTheParent.contains($0) }
                // A ViewModifier: `body(content:)`, with `content` standing for the view it modifies.
                var receiver = modifier
                receiver.fields[BuiltinViews.modifiedContentField] = nil
                let placeholder = Value.builtin(BuiltinValue(kind: "_ViewModifier_Content", fields: ["content": wrapped]))
                content = try interpreter.evaluateModifierBody(of: .structValue(receiver), content: placeholder)
            } else if case .structValue(let style) = node.viewValue, let configuration = style.fields[Self.styleConfigurationField] {
                // A style of the program's own: `makeBody(configuration:)` (ViewGraph+CustomStyles).
                var receiver = style
                receiver.fields[Self.styleConfigurationField] = nil
                content = try interpreter.evaluateStyleBody(of: .structValue(receiver), configuration: configuration)
            } else {
                content = try interpreter.evaluateBody(of: node.viewValue)
            }
        } catch var error as RuntimeError {
            error.notes.append("  in the body of \(path)")
            throw error
        }
        pendingRelease.append((content, "\(path) body"))
        var items: [ContentItem] = []
        try flatten(content, prefix: "", modifiers: [], key: nil, into: &items, at: .builtin)
        let savedKeeping = update.modifierKeepingContent
        update.modifierKeepingContent = keepsContent ? node : nil
        defer { update.modifierKeepingContent = savedKeeping }
        try reconcile(node, items + (try presentationItems(of: node)) + (try decorationItems(of: node)))
    }

    /// Why a body runs when its parent handed it a value: inserted, new inputs, `reeval`.
    static let reasonsFromTheParent: Set<String> = ["inserted", "@self", "reeval"]

    /// Whether `node` is the `content` placeholder of the modifier whose body runs for its own
    /// state: SwiftUI does not look into the modified view again then (it is the same view; only
    /// the modifier changed), so a `ForEach` in it runs no row again.
    private func keepsModifiedContent(_ node: Node) -> Bool {
        guard node.kind == .viewModifierContent, let owner = update.modifierKeepingContent, !node.children.isEmpty else { return false }
        var ancestor = node.parent
        while let current = ancestor, !current.isUserView { ancestor = current.parent }
        return ancestor === owner
    }

    private func isInsidePresentedContent(_ node: Node) -> Bool {
        var current: Node? = node
        while let candidate = current {
            if candidate.kind == .sheet || candidate.kind == .fullScreenCover { return true }
            current = candidate.parent
        }
        return false
    }

    /// Takes a subtree out of the graph: its storage and values are released at the end of the
    /// transaction; `onDisappear` is due, children before parents.
    func removeSubtree(_ node: Node) {
        for child in node.children { removeSubtree(child) }
        let path = node.path
        node.isMounted = false
        nodesByHandle[node.handle] = nil
        update.dirty.remove(node.handle)
        dismantleRepresentable(node)
        // Releasing the AnyCancellable cancels the `.onReceive` subscription.
        for subscription in node.subscriptions { pendingRelease.append((subscription, "\(path) .onReceive")) }
        node.subscriptions = []
        let leaks = profile.leaksPresentedState && isInsidePresentedContent(node)
        for (property, slot) in node.storage {
            if leaks, slot.kind == "State", !Interpreter.references(in: slot.value).isEmpty {
                // iOS 17.0–17.1: presented content's @State storage was never released.
                frameworkLeaks.append((slot.value, "\(path).\(property) (leaked by iOS \(profile.major).\(profile.minor): @State of presented content)"))
                for id in Interpreter.references(in: slot.value) {
                    let name = interpreter.heap.object(id)?.name ?? "\(path).\(property)"
                    record(.leak, name, path: "\(path).\(property)", reason: "@State of dismissed presented content kept by iOS 17.0–17.1")
                }
            } else {
                pendingRelease.append((slot.value, "\(path).\(property)"))
                noteRelease(slot.value, holder: "\(path).\(property)")
            }
            // The storage stays readable until the update's onDisappear actions have run
            // (`.onDisappear { vm.stop() }` reads it), then goes.
            update.retiredSlots.append(slot.id)
        }
        pendingRelease.append((node.viewValue, "\(path) (removed)"))
        noteRelease(node.viewValue, holder: "\(path) (removed)")
        for modifier in node.modifiers { pendingRelease.append((.builtin(modifier), "\(path) .\(modifier.kind)")) }
        if node.modifiers.contains(where: { $0.kind == "onDisappear" }), isOnScreen(node) { update.disappeared.append(node) }
        if !focusSlots.isEmpty, node.modifiers.contains(where: { $0.kind == "focused" }) { update.focusedViewRemoved = true }
        // `.sheet(…, onDismiss:)`: runs once the presented content is gone.
        if !node.isUserView, case .builtin(let value) = node.viewValue, let onDismiss = value["onDismiss"],
           case .function = onDismiss {
            dismissals.append((onDismiss, node.path))
        }
        for (_, entry) in node.tasks.sorted(by: { $0.key < $1.key }) where interpreter.isTaskRunning(entry.task) {
            update.taskCancels.append((entry.task, "cancel \(node.shortName) .task", path))
        }
        node.tasks = [:]
        update.removed.append(node)
        record(.remove, node.shortName, path: path)
    }

    /// A removed node that nothing of the update holds any more is gone: its children, which
    /// name their ancestors through `parent`, no longer reach it. A node was freed when it left
    /// the tree and nothing held it, which is what a removed view's path (`Text .onDisappear`)
    /// has always shown; the undo log, which keeps removed nodes until the command ends, must
    /// not change what those paths say, so the link is cut here, as the lifecycle events start.
    /// What holds a removed node: the update's lists, the subtree a command removed (`remove`,
    /// `unmount`), and through their children everything below them.
    func releaseRemovedNodes() {
        guard !update.removed.isEmpty else { return }
        let removed = update.removed
        update.removed = []
        var pending = update.appeared + update.disappeared + update.replacedDisappeared + update.revealed + update.covered
            + update.taskStarts + update.visibilityChanges.map(\.0) + update.changes.map(\.0) + update.resubscriptions.map(\.0)
            + update.subscriptions
            + update.heldRemoved
        if let node = update.trackingNode { pending.append(node) }
        var held = Set<ObjectIdentifier>()
        while let node = pending.popLast() {
            if held.insert(ObjectIdentifier(node)).inserted { pending.append(contentsOf: node.children) }
        }
        for node in removed where !node.isMounted && !held.contains(ObjectIdentifier(node)) {
            for child in node.children where child.parent === node && !child.isMounted { child.parent = nil }
        }
    }
}
