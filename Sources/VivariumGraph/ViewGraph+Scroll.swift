import VivariumInterpreter

/// Where `scroll PATH to …` moves a scroll container's viewport.
public enum ScrollTarget: Equatable, Sendable {
    case top
    case bottom
    /// A row by its id (`ForEach` element id) or, failing that, by its index.
    case row(String)
    /// By this many rows (lines of a grid): `+5`, `-3`.
    case by(Int)

    /// `top`, `bottom`, `+N`, `-N`, or a row: what follows `to`.
    public init?(_ text: String) {
        let text = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        switch text {
        case "": return nil
        case "top": self = .top
        case "bottom": self = .bottom
        default:
            if let sign = text.first, sign == "+" || sign == "-", let count = Int(text.dropFirst()) {
                self = .by(sign == "+" ? count : -count)
            } else {
                self = .row(text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text)
            }
        }
    }

    public var description: String {
        switch self {
        case .top: return "top"
        case .bottom: return "bottom"
        case .row(let row): return row
        case .by(let count): return count < 0 ? "\(count)" : "+\(count)"
        }
    }
}

extension ViewGraph {
    /// `scroll PATH to TARGET`: moves the viewport of the `List` or `ScrollView` at (or around)
    /// the node; rows coming into view are built and appear, rows leaving follow their
    /// container's rules. A `ScrollView` of plain stacks built everything already: nothing happens.
    public func scroll(_ node: Node, to target: ScrollTarget) throws {
        guard let scroll = enclosingScrollContainer(of: node) else {
            throw GraphError("no List or ScrollView at, around or inside '\(node.path)'")
        }
        let offset = try scrollOffset(of: scroll, to: target)
        // Every target is a place among the rows: `+N` the row N on from the one at the top
        // now (the same points into it); the others by name. Rows measured on the way may
        // move it, and the viewport follows.
        let follow: () throws -> Double?
        if case .by(let count) = target, let lazy = lazySources(in: scroll).first.flatMap(lazyContainer(of:)) {
            let layout = rowLayout(of: lazy)
            let from = layout.clamped(scroll.scrollOffset, rows: totalRows(in: lazy))
            let line = layout.line(at: from), within = from - layout.start(ofLine: line)
            follow = { self.rowLayout(of: lazy).offset(ofLine: line + count, within: within, rows: self.totalRows(in: lazy)) }
        } else {
            follow = { try self.scrollOffset(of: scroll, to: target) }
        }
        try transaction {
            record(.action, "scroll \(scroll.shortName) to \(target.description)", path: scroll.path)
            try runScrollPhaseChanges(of: scroll)
            guard let offset else { return }
            let before = scrollGeometry(of: scroll)
            scroll.scrollOffset = offset
            try updateViewport(scroll, following: follow, fromEnd: target == .bottom)
            try reportScrollPosition(of: scroll)
            try runScrollGeometryChanges(of: scroll, from: before)
        }
    }

    /// The scroll container at or around `node` (for a lazy stack or grid, the one it scrolls
    /// with), else the first one inside it (`scroll ContentView to bottom`).
    private func enclosingScrollContainer(of node: Node) -> Node? {
        if node.kind.isLazyContainer, node.kind != .list { return scrollContainer(of: node) }
        func isScrollContainer(_ candidate: Node) -> Bool { candidate.kind == .list || candidate.kind == .scrollView }
        var current: Node? = node
        while let candidate = current {
            if isScrollContainer(candidate) { return candidate }
            current = candidate.parent
        }
        return node.subtree.first(where: isScrollContainer)
    }

    /// The row sources whose rows scroll with `scroll`, in tree order.
    func lazySources(in scroll: Node) -> [Node] {
        scroll.subtree.filter { $0.isLazySource && lazyContainer(of: $0).flatMap(scrollContainer(of:)) === scroll }
    }

    /// The new offset for `target`, or nil when the container has no lazy rows.
    private func scrollOffset(of scroll: Node, to target: ScrollTarget) throws -> Double? {
        guard let first = lazySources(in: scroll).first, let lazy = lazyContainer(of: first) else {
            if case .row(let row) = target { throw GraphError("no row '\(row)' in '\(scroll.path)': it has no lazy rows (a ScrollView of plain stacks builds every row at once)") }
            return nil
        }
        let layout = rowLayout(of: lazy)
        let rows = totalRows(in: lazy)
        switch target {
        case .top: return 0
        case .bottom: return layout.maxOffset(rows: rows)
        case .by(let count):
            return layout.offset(movedBy: count, from: scroll.scrollOffset, rows: rows)
        case .row(let row):
            guard let index = rowIndex(row, in: scroll) else {
                throw GraphError("no row '\(row)' in '\(scroll.path)' (a row is an element id or an index)")
            }
            return layout.offset(ofRow: index, rows: rows)
        }
    }

    /// A row of the container by element id, else by index among all its rows.
    private func rowIndex(_ row: String, in scroll: Node) -> Int? {
        let sources = lazySources(in: scroll)
        for source in sources {
            guard let lazy = lazyContainer(of: source), let position = source.rowIDs.firstIndex(of: row) else { continue }
            return rowBase(of: source, in: lazy) + position
        }
        guard let index = Int(row), index >= 0, let lazy = sources.first.flatMap(lazyContainer(of:)),
              index < totalRows(in: lazy) else { return nil }
        return index
    }

    /// Builds the rows that came into the viewport of `scroll` and marks the ones that left.
    /// A lazy stack's rows are made one at a time, each measured before the next is placed:
    /// in order, or from the last up (`fromEnd`, a scroll to the bottom); then the ones still
    /// in view are built together, in order. `following` names the place scrolled to (the
    /// bottom, a row, N rows on) as the rows measured so far put it: the viewport follows it.
    func updateViewport(_ scroll: Node, following target: (() throws -> Double?)? = nil, fromEnd: Bool = false) throws {
        for source in lazySources(in: scroll) where source.isMounted {
            guard case .builtin(let value) = source.viewValue else { continue }
            let oneAtATime = lazyContainer(of: source).map(placesRowsByOwnExtent) ?? false
            var made: [String: [ContentItem]] = [:]
            var window: Range<Int> = 0..<0
            for _ in 0...source.rowKeys.count {
                if oneAtATime, let target, let offset = try target() { scroll.scrollOffset = offset }
                guard let plan = lazyPlan(for: source) else { break }
                applyWindow(source, plan)
                window = plan.window
                let built = builtRowKeys(of: source)
                let unbuilt = plan.window.map { source.rowKeys[$0] }.filter { !built.contains($0) && made[$0] == nil }
                guard let next = fromEnd ? unbuilt.last : unbuilt.first else { break }
                guard oneAtATime else {
                    let incoming = Set(unbuilt)
                    try reconcile(source, try elementItems(of: source, value, only: incoming),
                                  only: { self.rowKey($0).map(incoming.contains) ?? false })
                    orderRows(source)
                    break
                }
                made[next] = try elementItems(of: source, value, only: [next])
            }
            let incoming = Set(window.map { source.rowKeys[$0] }.filter { made[$0] != nil })
            guard !incoming.isEmpty else { continue }
            let items = source.rowKeys.filter(incoming.contains).flatMap { made[$0] ?? [] }
            try reconcile(source, items, only: { self.rowKey($0).map(incoming.contains) ?? false })
            orderRows(source)
        }
    }

    /// Puts a row source's children in the order of its rows (presentations last).
    func orderRows(_ source: Node) {
        var index: [String: Int] = [:]
        for (position, key) in source.rowKeys.enumerated() { index[key] = position }
        func rank(_ child: Node) -> Int { rowKey(child).flatMap { index[$0] } ?? Int.max }
        source.children = source.children.enumerated()
            .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
            .map(\.element)
    }

    /// `proxy.scrollTo(id, anchor:)` (ScrollViewReader): scrolls, once the update's bodies
    /// ran, the first scroll container inside the proxy's reader (in tree order) with a lazy
    /// row of that id, putting the row at the anchor (without one, just into view). Without
    /// such a row nothing moves, as in SwiftUI ("Scans all scroll views contained by the proxy").
    func requestScroll(to id: Value?, anchor: Value?, reader: Value?) {
        guard let id else { return }
        update.pendingScrolls.append((id, anchor, reader))
    }

    /// The nodes a proxy scans: its reader's subtree (the whole tree if the reader is gone).
    private func scannedNodes(reader: Value?) -> [Node] {
        guard let reader, let node = allNodes.first(where: { node in
            guard node.kind == .scrollViewReader, case .builtin(let value) = node.viewValue, let own = value["reader"] else { return false }
            return Equality.equal(own, reader)
        }) else { return allNodes }
        return node.subtree
    }

    func applyPendingScrolls() throws {
        let requests = update.pendingScrolls
        update.pendingScrolls = []
        for (id, anchor, reader) in requests {
            let shown = interpreter.describe(id)
            guard let key = HashableValue(id)?.key,
                  let source = scannedNodes(reader: reader).first(where: { $0.isLazySource && $0.rowKeys.contains(key) }),
                  let lazy = lazyContainer(of: source), let scroll = scrollContainer(of: lazy),
                  let position = source.rowKeys.firstIndex(of: key) else { continue }
            record(.action, "scrollTo \(shown) in \(scroll.shortName)", path: scroll.path)
            let index = rowBase(of: source, in: lazy) + position
            let fraction = anchorFraction(anchor, horizontal: lazy.kind == .lazyHStack || lazy.kind == .lazyHGrid)
            // Where the row is now, by the extents of the rows measured so far.
            func target(from offset: Double) -> Double {
                let layout = rowLayout(of: lazy)
                let rows = totalRows(in: lazy)
                if let fraction { return layout.offset(ofRow: index, rows: rows, anchor: fraction) }
                return layout.offset(revealing: index, from: layout.clamped(offset, rows: rows), rows: rows)
            }
            let start = scroll.scrollOffset
            scroll.scrollOffset = target(from: start)
            try updateViewport(scroll, following: { target(from: start) }, fromEnd: fraction == 1)
        }
    }

    /// Where along the scroll axis a `UnitPoint` anchor sits: `.top`/`.leading` 0, `.center` 0.5,
    /// `.bottom`/`.trailing` 1; nil without an anchor (or one not known).
    func anchorFraction(_ anchor: Value?, horizontal: Bool) -> Double? {
        guard let anchor, !anchor.isNil else { return nil }
        let name = (FrameworkValues.memberName(of: anchor) ?? interpreter.describe(anchor)).lowercased()
        if horizontal {
            if name.hasSuffix("leading") { return 0 }
            if name.hasSuffix("trailing") { return 1 }
            return ["top", "bottom", "center"].contains { name.hasSuffix($0) } ? 0.5 : nil
        }
        if name.hasPrefix("top") || name.hasSuffix("top") { return 0 }
        if name.hasPrefix("bottom") || name.hasSuffix("bottom") { return 1 }
        return ["center", "leading", "trailing"].contains { name.hasSuffix($0) } ? 0.5 : nil
    }
}
