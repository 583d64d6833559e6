import VivariumInterpreter
import VivariumSyntax

extension ViewGraph {
    /// Runs one transaction: `action` (user code), then invalidated nodes parents first,
    /// then `onDisappear`/`onAppear` (which may invalidate more), then the release of what the
    /// transaction dropped, running `deinit`s.
    public func transaction(_ action: () throws -> Void) throws {
        try action()
        try settle()
        try runDueJobs(upTo: interpreter.now)
        refreshControlLabels()
    }

    /// `withAnimation`/`withTransaction` inside an action or a lifecycle callback: the pending
    /// writes become their own update now (bodies, then `onChange`), so the closure's writes
    /// make a separate one (OpenSwiftUI's compatibility test `nestedStateUpdate`, run against
    /// SwiftUI: body values 0, 2, 4 for `value = 1; value = 2; withAnimation { value = 3; value = 4 }`).
    /// Inside a body nothing is flushed: a body cannot start an update.
    public func flushForExplicitTransaction() throws -> Bool {
        guard root != nil else { return false }
        guard update.bodyDepth == 0 else { return true }
        let pending = !update.dirty.isEmpty || !update.changes.isEmpty
        try flushInvalidated()
        try runChangeActions()
        return pending
    }

    /// Re-evaluates invalidated nodes and fires lifecycle events until nothing is left to do.
    func settle() throws {
        var rounds = 0
        repeat {
            rounds += 1
            if rounds > 100 {
                throw RuntimeError(.stepLimit, "the graph did not settle after 100 update rounds (state changed on every update?)", at: nil)
            }
            try flushInvalidated()
            if !update.pendingScrolls.isEmpty { try applyPendingScrolls() }
            try applyScrollPositions()
            try applySearchPresentations()
            try releaseFocusOfRemovedViews()
            try runChangeActions()
            try runSubscriptions()
            try runResubscriptions()
            try runPreferenceActions()
            try applyColorSchemePreferences()
            try flushInvalidated()
            releaseRemovedNodes()
            let revealing = update.revealed
            update.revealed = []
            for node in revealing where node.isMounted { try runLifecycle("onAppear", of: node, kind: .appear) }
            let disappearing = update.disappeared
            update.disappeared = []
            for node in disappearing { try runLifecycle("onDisappear", of: node, kind: .disappear) }
            let dismissing = dismissals.removeAll()
            for (action, path) in dismissing {
                record(.action, "onDismiss", path: path)
                _ = try interpreter.call(action, arguments: [])
            }
            let appearing = update.appeared
            update.appeared = []
            for node in appearing where node.isMounted { try runLifecycle("onAppear", of: node, kind: .appear) }
            let visibility = update.visibilityChanges
            update.visibilityChanges = []
            for (node, visible) in visibility where node.isMounted { try runVisibilityChange(of: node, visible: visible) }
            let replaced = update.replacedDisappeared
            update.replacedDisappeared = []
            for node in replaced { try runLifecycle("onDisappear", of: node, kind: .disappear) }
            for id in update.retiredSlots {
                if let slot = slots[id], slot.kind == "State" { retiredStateValues.keep(slot.value, of: id) }
                slots[id] = nil
            }
            update.retiredSlots = []
            let covering = update.covered
            update.covered = []
            for node in covering where node.isMounted { try runLifecycle("onDisappear", of: node, kind: .disappear) }
            let cancels = update.taskCancels
            update.taskCancels = []
            for cancel in cancels where interpreter.isTaskRunning(cancel.task) {
                interpreter.cancelTask(cancel.task)
                record(.task, cancel.name, path: cancel.path)
            }
            startPendingTasks()
        } while !update.dirty.isEmpty || !update.changes.isEmpty || !update.resubscriptions.isEmpty || !update.subscriptions.isEmpty || !update.pendingScrolls.isEmpty || !dismissals.isEmpty || !update.revealed.isEmpty || !update.covered.isEmpty
            || preferencesOutdated
        releasedValues = pendingRelease.releaseAll()
        interpreter.heap.needsCollection = true
        try interpreter.collectGarbage(finishingLeakChecks: true)
        interpreter.updateHolders()
    }

    /// Runs the bodies of invalidated nodes, shallowest first.
    private func flushInvalidated() throws {
        var evaluations: [Int: Int] = [:]
        // The invalidated nodes, shallowest last; ordered again only when a body invalidated
        // more (a thousand rows woken in one drain are not scanned once per row).
        var pending: [Node] = []
        var ordered = -1
        while true {
            if ordered != update.dirtyInsertions {
                ordered = update.dirtyInsertions
                pending = update.dirty.compactMap { nodesByHandle[$0] }.sorted { ($0.depth, $0.handle) > ($1.depth, $1.handle) }
            }
            guard let node = pending.popLast() else { break }
            guard update.dirty.contains(node.handle), nodesByHandle[node.handle] === node else { continue }
            defer { if update.dirty.contains(node.handle) { ordered = -1 } }
            let evaluated = (evaluations[node.handle] ?? 0) + 1
            evaluations[node.handle] = evaluated
            if evaluated > 100 {
                throw RuntimeError(.stepLimit,
                                   "the body of \(node.path) ran 100 times in one update: it keeps invalidating itself (state modified during its own body?)",
                                   at: nil)
            }
            if node.isUserView {
                try runBody(node)
            } else {
                // A builtin view depends only on what its presentations read (`isPresented`),
                // what the content closures it runs itself read (a DisclosureGroup's, a
                // TimelineView's) and, for a NavigationStack, on its `path` and what its pushed
                // destinations' closures read.
                update.dirty.remove(node.handle)
                node.invalidations = []
                node.invalidationCauses = []
                if node.kind == .tabView { try refreshTabs(node) }
                if !node.dirtyRows.isEmpty { try refreshRows(node) }
                if node.kind == .section || node.kind == .disclosureGroup || node.kind == .timelineView || isOnRequestScene(node) {
                    // Its expansion binding changed: its rows show or go (ViewGraph+Surface); or
                    // state its content closure reads changed: the closure runs again.
                    try reconcile(node, try childItems(of: node))
                } else if node.kind == .forEach || node.kind == .list, case .builtin(let value) = node.viewValue,
                   case .builtin(let data)? = value["data"], data.kind == "Binding" {
                    // A ForEach over a binding: its collection changed (its children include
                    // its presentations).
                    try reconcile(node, try childItems(of: node), only: { $0.kind != .destination })
                } else {
                    // Only a presentation binding it reads changed: the rows are not rebuilt.
                    try refreshPresentations(of: node)
                }
                if node.kind.isNavigationContainer { try refreshNavigation(node) }
            }
        }
        update.dirty = update.dirty.filter { nodesByHandle[$0] != nil }
    }

    /// `.onScrollVisibilityChange { visible in … }` (iOS 18): runs when the view comes on
    /// screen — built in view, or its lazy row scrolled into the viewport — and when its row
    /// scrolls out (Apple: "an action to be called when the view crosses the threshold to be
    /// considered on/off screen"). Rows are whole here: a row is visible or not.
    private func runVisibilityChange(of node: Node, visible: Bool) throws {
        for modifier in node.modifiers where modifier.kind == "onScrollVisibilityChange" {
            record(.action, "onScrollVisibilityChange \(visible)", path: node.path)
            guard let action = modifier.fields.values.last(where: { if case .function = $0 { true } else { false } }) else { continue }
            _ = try interpreter.call(action, arguments: [.bool(visible)])
        }
    }

    private func runLifecycle(_ modifierName: String, of node: Node, kind: HostEvent) throws {
        // After an `.id` change, the modifiers outside the `.id` stay with the position: they
        // neither disappear with the old view nor appear with the new one (OpenSwiftUI's
        // `IDViewCompatibilityTests`, run against SwiftUI).
        if leavesLifecycleToMembers(node, modifierName) { return }
        var modifiers = node.modifiers
        if node.skipsOuterLifecycle, let boundary = modifiers.lastIndex(where: { $0.kind == "id" }) {
            modifiers = Array(modifiers[...boundary])
            if modifierName == "onAppear" { node.skipsOuterLifecycle = false }
        }
        // A first appearance also runs the view's `onChange(of:initial: true)` actions, in the
        // order its modifiers are written (measured on iOS 17: `.onAppear {}.onChange(of:initial:)`
        // runs the appear action first, the reverse order the change action first).
        let runsInitialChanges = modifierName == "onAppear" && update.initialChanges.remove(node.handle) != nil
        for (index, modifier) in modifiers.enumerated() {
            if runsInitialChanges, Self.runsInitially(modifier), let value = node.onChangeValues[index] {
                try runChangeAction(of: node, at: index, old: value, new: value)
                continue
            }
            guard modifier.kind == modifierName else { continue }
            record(kind, node.shortName, path: node.path)
            guard let action = modifier.fields.values.first, case .function = action else { continue }
            let saved = interpreter.activity
            interpreter.activity = CreationContext(holder: "\(node.path) .\(modifierName)")
            defer { interpreter.activity = saved }
            _ = try interpreter.call(action, arguments: [])
        }
    }
}
