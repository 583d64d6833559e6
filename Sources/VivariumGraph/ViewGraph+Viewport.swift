import VivariumInterpreter

/// Lazy containers: `List` and `LazyVStack`/`LazyHStack`/`LazyVGrid`/`LazyHGrid` in a
/// `ScrollView` build only the rows of their `ForEach` (or a `List`'s own data) that are in
/// the scroll container's viewport, plus a margin. `scroll` moves the viewport; rows coming in
/// are built and appear, rows leaving follow the container's `LazyRules`. Sizes are fixed
/// estimates (`RowLayout`), not a layout; a lazy stack's rows each take the extent their own
/// frame and padding give (`ViewGraph+RowExtent.swift`).
extension ViewGraph {
    static let lazyContainers: Set<String> = ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]
    /// Containers whose children are rows of the lazy container around them.
    static let rowGroups: Set<String> = ["Section", "Group"]

    /// How a row source's rows are placed and which are built now.
    struct LazyPlan {
        var scroll: Node
        var rules: LazyRules
        /// The rows (indices into the source's `rowKeys`) in the viewport and its margin.
        var window: Range<Int>
        /// `List { ForEach }` from iOS 16: every row's view value is made, built or not.
        var initializesEveryRow: Bool
    }

    /// The lazy container whose rows `source` makes: itself for a `List` over data, else the
    /// container it sits in (through sections and groups).
    func lazyContainer(of source: Node) -> Node? {
        if source.kind == .list {
            if case .builtin(let value) = source.viewValue, value["data"] != nil { return source }
            return nil
        }
        var current = source.parent
        while let node = current, node.kind.isRowGroup { current = node.parent }
        guard let container = current, container.kind.isLazyContainer else { return nil }
        return container
    }

    /// The scroll container whose viewport a lazy container uses: a `List` scrolls itself; a
    /// lazy stack or grid uses the nearest `ScrollView` around it along its own axis (outside
    /// one, or across its axis, it is laid out whole, like a plain stack).
    func scrollContainer(of lazy: Node) -> Node? {
        if lazy.kind == .list { return lazy }
        let horizontal = lazy.kind == .lazyHStack || lazy.kind == .lazyHGrid
        var current = lazy.parent
        while let node = current {
            if node.kind == .scrollView { return scrollsHorizontally(node) == horizontal ? node : nil }
            if node.kind == .list { return nil }
            current = node.parent
        }
        return nil
    }

    func scrollsHorizontally(_ scrollView: Node) -> Bool {
        guard case .builtin(let value) = scrollView.viewValue, let axes = value["axes"] else { return false }
        return FrameworkValues.memberName(of: axes) == "horizontal"
    }

    /// The sizes a lazy container's rows are placed at, on the profile's device: fixed
    /// estimates, a lazy stack's rows each their own (`source`, while its first rows are
    /// built, among them at its place).
    func rowLayout(of lazy: Node, source: Node? = nil) -> RowLayout {
        let device = profile.device
        guard case .builtin(let value) = lazy.viewValue else {
            return RowLayout(lineExtent: RowLayout.listRowHeight, perLine: 1, viewportExtent: device.height)
        }
        switch lazy.kind {
        case .lazyHStack, .lazyVStack:
            let base = source.map { rowBase(of: $0, in: lazy) } ?? 0
            return RowLayout(ownExtents: ownExtents(of: lazy, source: source, base: base), lineExtent: estimatedRowExtent(in: lazy),
                             viewportExtent: lazy.kind == .lazyHStack ? device.width : device.height)
        case .lazyHGrid:
            return RowLayout(lineExtent: RowLayout.horizontalItemWidth, perLine: gridTracks(value["rows"], across: device.height),
                             viewportExtent: device.width)
        case .lazyVGrid:
            // Square cells: the screen's width shared by the columns.
            let columns = gridTracks(value["columns"], across: device.width)
            return RowLayout(lineExtent: device.width / Double(columns), perLine: columns, viewportExtent: device.height)
        default:
            return RowLayout(lineExtent: RowLayout.listRowHeight, perLine: 1, viewportExtent: device.height)
        }
    }

    /// A grid's columns (rows): one per `GridItem`, as many as fit for `.adaptive(minimum:)`.
    private func gridTracks(_ items: Value?, across extent: Double) -> Int {
        guard case .array(let items)? = items else { return 1 }
        var count = 0
        for item in items {
            let text = interpreter.describe(item)
            if let range = text.range(of: "adaptive(minimum: ") {
                let number = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
                let minimum = Double(number) ?? extent
                count += max(1, Int(extent / max(minimum, 1)))
            } else {
                count += 1
            }
        }
        return max(count, 1)
    }

    /// Rows the content of `node` (a child of a lazy container) takes: a row source its
    /// elements, a section or group its children's, any other view one.
    private func rowCount(_ node: Node) -> Int {
        if node.isLazySource { return node.rowKeys.count }
        if node.kind == .forEach || node.kind.isRowGroup {
            return node.children.filter(isRowContent).reduce(0) { $0 + rowCount($1) }
        }
        return 1
    }

    /// Presented content and decorations are not rows.
    func isRowContent(_ node: Node) -> Bool {
        !node.kind.isPresentation && !BuiltinViews.decorations.values.contains(node.typeName)
    }

    /// How many rows of `lazy` come before `source`'s first row.
    func rowBase(of source: Node, in lazy: Node) -> Int {
        if source === lazy { return 0 }
        var base = 0
        func isAncestor(_ node: Node) -> Bool {
            var current = source.parent
            while let candidate = current {
                if candidate === node { return true }
                current = candidate.parent
            }
            return false
        }
        func visit(_ node: Node) -> Bool {
            for child in node.children where isRowContent(child) {
                if child === source { return true }
                if child.kind.isRowGroup, isAncestor(child) { return visit(child) }
                base += rowCount(child)
            }
            return false
        }
        _ = visit(lazy)
        return base
    }

    /// Every row of a lazy container.
    func totalRows(in lazy: Node) -> Int {
        lazy.isLazySource ? lazy.rowKeys.count : lazy.children.filter(isRowContent).reduce(0) { $0 + rowCount($1) }
    }

    /// The plan for `source`'s rows (its `rowKeys` already current), or nil when its rows are
    /// not lazy (no lazy container, or one not in a scroll container).
    func lazyPlan(for source: Node) -> LazyPlan? {
        guard let lazy = lazyContainer(of: source), let scroll = scrollContainer(of: lazy) else { return nil }
        let layout = rowLayout(of: lazy, source: source)
        // While the container's first rows are built, `source` is not yet counted among them.
        let rows = max(totalRows(in: lazy), rowBase(of: source, in: lazy) + source.rowKeys.count)
        applyDefaultScrollAnchor(scroll, layout: layout, rows: rows)
        let offset = layout.clamped(scroll.scrollOffset, rows: rows)
        let window = layout.window(offset: offset, base: rowBase(of: source, in: lazy), count: source.rowKeys.count)
        return LazyPlan(scroll: scroll, rules: LazyRules(container: lazy.typeName), window: window,
                        initializesEveryRow: lazy.kind == .list && source !== lazy && profile.listInitializesEveryRow)
    }

    /// `.defaultScrollAnchor(.bottom)` (iOS 17): where the content starts out scrolled — the
    /// bottom (or center) of the rows there are when its rows are first placed; later rows do
    /// not move it (Apple, "defaultScrollAnchor(_:)": "the initial offset of the scroll view").
    private func applyDefaultScrollAnchor(_ scroll: Node, layout: RowLayout, rows: Int) {
        // Placed once the rows are known (the container's first rows are being counted).
        guard !scroll.placedInitialOffset, rows > 0 else { return }
        scroll.placedInitialOffset = true
        guard let modifier = scroll.modifiers.first(where: { $0.kind == "defaultScrollAnchor" }),
              let anchor = modifier.fields.values.first, let name = FrameworkValues.memberName(of: anchor) else { return }
        let fraction: Double = switch name {
        case "bottom", "trailing", "bottomLeading", "bottomTrailing": 1
        case "center": 0.5
        default: 0
        }
        scroll.scrollOffset = layout.maxOffset(rows: rows) * fraction
    }

    /// The element key of a row root (a child of a row source), or nil for other children.
    func rowKey(_ child: Node) -> String? {
        child.elementID.flatMap(HashableValue.init)?.key
    }

    func builtRowKeys(of source: Node) -> Set<String> {
        Set(source.children.compactMap(rowKey))
    }

    /// A row source's rows as its data has them now: decides which are lazy and marks the
    /// built rows on or off screen. Returns the plan, nil when the rows are not lazy.
    func prepareLazyRows(_ source: Node, keys: [String], ids: [String]) -> LazyPlan? {
        source.rowKeys = keys
        source.rowIDs = ids
        guard let plan = lazyPlan(for: source) else {
            source.isLazySource = false
            return nil
        }
        source.isLazySource = true
        applyWindow(source, plan)
        return plan
    }

    /// Marks each built row on or off screen for the plan's window: a row coming into view
    /// appears (again); one leaving disappears when the container's rules say so, its
    /// `.task`s cancelled. Its node and its `@State` stay either way.
    func applyWindow(_ source: Node, _ plan: LazyPlan) {
        var index: [String: Int] = [:]
        for (position, key) in source.rowKeys.enumerated() { index[key] = position }
        for child in source.children {
            guard let key = rowKey(child), let position = index[key] else { continue }
            let onScreen = plan.window.contains(position)
            guard onScreen == child.isOffScreen else { continue }
            if onScreen {
                child.isOffScreen = false
                let shown = child.subtreeChildrenFirst.filter(isOnScreen)
                update.appeared += shown.filter { hasLifecycle($0, "onAppear") }
                update.visibilityChanges += shown.filter { hasLifecycle($0, "onScrollVisibilityChange") }.map { ($0, true) }
                // `.task` goes with appearance: it starts again unless it still runs.
                update.taskStarts += shown.filter { node in
                    hasLifecycle(node, "task") && !node.tasks.values.contains { interpreter.isTaskRunning($0.task) }
                }
            } else {
                // Scrolled out of view: not visible any more, whether or not it disappears.
                update.visibilityChanges += child.subtreeChildrenFirst.filter(isOnScreen)
                    .filter { hasLifecycle($0, "onScrollVisibilityChange") }.map { ($0, false) }
                if plan.rules.disappearsOffScreen {
                    let hidden = child.subtreeChildrenFirst.filter(isOnScreen)
                    update.disappeared += hidden.filter { hasLifecycle($0, "onDisappear") }
                    hidden.forEach(cancelTasks)
                }
                child.isOffScreen = true
            }
        }
    }

    private func hasLifecycle(_ node: Node, _ kind: String) -> Bool {
        node.modifiers.contains { $0.kind == kind }
    }

    /// Whether `node` is in a row scrolled out of its lazy container's viewport.
    func isInOffScreenRow(_ node: Node) -> Bool {
        var current: Node? = node
        while let candidate = current {
            if candidate.isOffScreen { return true }
            current = candidate.parent
        }
        return false
    }
}
