import VivariumWire

/// A node as the last tree snapshot showed it: its subtree, how many lines that subtree
/// takes when drawn, and the cache epoch it was taken in.
///
/// A snapshot reuses it for as long as nothing the node shows has changed: every property
/// the tree reads from a node reports a change (`shownChanged`), which forgets the node's
/// snapshot; its ancestors keep theirs and note which child changed below them
/// (`Node.changedChildren`), so that the next snapshot takes that child again and patches it
/// into their subtree, the siblings untouched (`TreeChildren`). What a node shows without the
/// node hearing of a change — a control's binding, a formatted date, the summary of a deep
/// subtree — makes it `volatile`: each snapshot first reads again what such a node shows
/// unheard (its storage lines, control state and label) and takes it again only when that
/// differs; a summary of a deeper subtree is taken again every time.
struct ShownNode {
    var tree: TreeNode
    var lines: Int
    /// The number of the cache epoch it was taken in (`ShownTreeState.epochNumber`).
    var epoch: Int
    /// Where each child is among `tree.children`, by handle (only for many children: a
    /// few are searched).
    var positions: [Int: Int]?

    /// Lists of more children than this keep their `positions`.
    static let searchedChildren = 16

    /// The position of the child with `handle` among `tree.children`.
    func position(of handle: Int) -> Int? {
        if let positions { return positions[handle] }
        return tree.children.firstIndex { $0.handle == handle && $0.handle != tree.handle }
    }

    /// The positions of `children` by handle, when there are many (summary lines, which
    /// carry their parent's handle, left out).
    static func positions(of children: TreeChildren, parent: Int) -> [Int: Int]? {
        guard children.count > searchedChildren else { return nil }
        var positions: [Int: Int] = [:]
        positions.reserveCapacity(children.count)
        for (index, child) in children.enumerated() where child.handle != parent && positions[child.handle] == nil {
            positions[child.handle] = index
        }
        return positions
    }

    /// `cache` as the snapshot of `node`: what the node says itself (type, path, handle, key,
    /// note) read from it again.
    init(of node: Node, _ cache: ShownCache) {
        tree = TreeNode(type: node.typeName, path: node.path, handle: node.handle, label: cache.label,
                        key: Self.key(of: node), storage: cache.storage, children: cache.children,
                        note: Self.note(of: node))
        lines = cache.lines
        epoch = cache.epoch
        positions = cache.positions
    }

    init(tree: TreeNode, lines: Int, epoch: Int, positions: [Int: Int]? = nil) {
        self.tree = tree
        self.lines = lines
        self.epoch = epoch
        self.positions = positions
    }

    /// The key a node's line shows: an element root's, or an explicit `.id`'s.
    static func key(of node: Node) -> String? { node.isElementRoot || node.key != nil ? node.key : nil }
    /// What a node's line says after its label.
    static func note(of node: Node) -> String? { node.isOffScreen ? "(off screen)" : nil }
}

/// What a node keeps of its snapshot (`Node.shownCache`): a `ShownNode` without what the node
/// itself says — its type, path, handle, key and note, which it reads again each time (a
/// change to any of them forgets the snapshot) — so that ten thousand rows do not each keep a
/// second copy of their own line beside the one in their parent's list of children.
struct ShownCache {
    var label: String?
    var storage: [String]
    var children: TreeChildren
    var lines: Int
    var epoch: Int
    var positions: [Int: Int]?

    init(of node: Node, _ shown: ShownNode) {
        assert(shown.tree.type == node.typeName && shown.tree.path == node.path && shown.tree.handle == node.handle
               && shown.tree.key == ShownNode.key(of: node) && shown.tree.note == ShownNode.note(of: node),
               "a node's snapshot says what the node says")
        label = shown.tree.label
        storage = shown.tree.storage
        children = shown.tree.children
        lines = shown.lines
        epoch = shown.epoch
        positions = shown.positions
    }
}

/// The graph's bookkeeping of the shown tree: which nodes each snapshot took again (the rest
/// it reused), so that the changes since an earlier snapshot come from the nodes touched,
/// not from comparing whole trees.
final class ShownTreeState {
    /// What every cached node snapshot depends on outside the nodes: the declared types
    /// (storage lines read their properties) and the behaviour profile.
    struct Epoch: Hashable {
        var registrations: Int
        var profile: String
    }

    var epoch = Epoch(registrations: -1, profile: "")
    /// `epoch`'s number, which nodes keep with their snapshots (`ShownCache`): one number per
    /// distinct epoch, never reused (`epochNumbers` only grows: a declaration or a profile
    /// change adds one).
    var epochNumber = 0
    private var epochNumbers: [Epoch: Int] = [Epoch(registrations: -1, profile: ""): 0]
    /// The number of no epoch: what a summary line not kept by any node is taken in.
    static let noEpoch = -1

    /// Makes `now` the epoch, numbered.
    private func enter(_ now: Epoch) {
        epoch = now
        if let number = epochNumbers[now] {
            epochNumber = number
        } else {
            epochNumber = epochNumbers.count
            epochNumbers[now] = epochNumber
        }
    }
    /// Counts snapshots; the generation of a snapshot is the count after it.
    var generation = 0
    /// Handles whose node each snapshot took again (not from its cache), in generation order.
    var rebuilt: [(generation: Int, handle: Int)] = []
    /// Nodes whose snapshot reads what they do not hear change: taken again every time.
    var volatile: [ObjectIdentifier: Weak] = [:]
    /// Set when a snapshot heard `interrupt` and left nodes out: nothing it takes is cached.
    var stopped = false
    /// Set while a snapshot takes every node anew, reusing and keeping nothing (a check).
    var bypass = false

    struct Weak {
        weak var node: Node?
        /// What makes it volatile can be read again and compared (`Volatility.unheard`).
        var rechecked = false
    }

    /// Why a node's snapshot may be out of date without the node hearing of it.
    enum Volatility {
        case none
        /// It shows what it reads from elsewhere (a binding, a formatted value): the next
        /// snapshot reads that again and compares.
        case unheard
        /// It summarizes a subtree (the depth limit): taken again every time.
        case summary
    }

    /// Starts a snapshot: forgets every cached node when the epoch changed, and the
    /// snapshots of volatile nodes (and so their ancestors') whose shown state differs from
    /// what `showsAsBefore` reads now (a list of a thousand toggles, one of them flipped, takes
    /// one row again, not the list).
    func begin(epoch now: Epoch, shouldStop: () -> Bool, showsAsBefore: (Node, TreeNode) -> Bool) {
        fresh = [:]
        generation += 1
        stopped = false
        enter(now)
        var live: [(handle: Int, node: Node, rechecked: Bool)] = []
        live.reserveCapacity(volatile.count)
        for (key, entry) in volatile {
            guard let node = entry.node, node.isMounted else {
                volatile[key] = nil
                continue
            }
            live.append((node.handle, node, entry.rechecked))
        }
        // NB: in tree-building order (handles), not the dictionary's: a binding's getter is user code.
        live.sort { $0.handle < $1.handle }
        for (_, node, rechecked) in live {
            // Reading a hundred thousand bindings hears `interrupt`: the snapshot stops, and
            // nothing it takes is kept (the nodes not read yet are read by the next one).
            if shouldStop() {
                stopped = true
                return
            }
            if rechecked, let cached = node.shown, cached.epoch == epochNumber, node.changedChildren.isEmpty,
               showsAsBefore(node, cached.tree) {
                rechecks += 1
                continue
            }
            node.shownChanged()
        }
    }

    /// Volatile nodes found showing what they showed, and so kept (tests count them).
    var rechecks = 0
    /// What `showsAsBefore` read from the volatile nodes found changed, for `shown` to use
    /// rather than read again (a binding's getter is user code: it runs once per snapshot).
    var fresh: [ObjectIdentifier: (storage: [String], label: String?)] = [:]

    /// Nodes taken again (not reused) by the snapshots, patched ones included: what tests
    /// count to see that a snapshot's cost follows what changed.
    var takenCount = 0

    /// A node's snapshot was patched (children taken again below it): it stays as volatile
    /// as it was.
    func patched(_ node: Node) {
        takenCount += 1
        rebuilt.append((generation, node.handle))
    }

    func took(_ node: Node, volatile volatility: Volatility) {
        takenCount += 1
        rebuilt.append((generation, node.handle))
        let key = ObjectIdentifier(node)
        switch volatility {
        case .none: if volatile[key] != nil { volatile[key] = nil }
        case .unheard: volatile[key] = Weak(node: node, rechecked: true)
        case .summary: volatile[key] = Weak(node: node)
        }
    }

    /// The handles of nodes some snapshot after `generation` took again: every other node is
    /// shown exactly as it was by the snapshot of that generation.
    func rebuiltHandles(since generation: Int) -> Set<Int> {
        var handles = Set<Int>()
        for entry in rebuilt.reversed() {
            guard entry.generation > generation else { break }
            handles.insert(entry.handle)
        }
        return handles
    }

    /// Drops what no comparison needs any more: the rebuilds up to `generation`.
    func forget(through generation: Int) {
        let first = rebuilt.firstIndex { $0.generation > generation } ?? rebuilt.endIndex
        guard first > 0 else { return }
        // NB: the entries kept in an array of their own size, not the buffer they were in: the
        // undo log saves `rebuilt` as each command starts, so the command's first snapshot copies
        // it, with its capacity — the mount of ten thousand rows left room for 32,768 entries,
        // half a megabyte allocated and copied by every command after it.
        rebuilt = Array(rebuilt[first...])
    }
}

extension Node {
    /// A node whose subtree changed below more children than this is taken again whole.
    static let patchedChildrenLimit = 32

    /// Something this node shows changed: its snapshot is taken again, and patched into its
    /// ancestors' (each notes the child below which it changed).
    func shownChanged() {
        guard let taken = shownCache else { return }  // Already to be taken again: the ancestors know.
        shownCache = nil
        changedChildren = [:]
        parent?.shownChanged(below: self, lines: taken.lines)
    }

    /// `child`'s subtree changed: `lines` is what it took in this node's snapshot.
    private func shownChanged(below child: Node, lines: Int) {
        guard let taken = shownCache else { return }
        let key = ObjectIdentifier(child)
        // Already noted: the lines are those of the snapshot this node's holds.
        guard changedChildren[key] == nil else { return }
        guard changedChildren.count < Self.patchedChildrenLimit else {
            shownChanged()
            return
        }
        let wasCurrent = changedChildren.isEmpty
        changedChildren[key] = (child, lines)
        if wasCurrent { parent?.shownChanged(below: self, lines: taken.lines) }
    }

    /// Something every node of the subtree shows changed (their paths: a segment, a key, a
    /// parent): the subtree's snapshots and the parent's are taken again.
    func shownSubtreeChanged() {
        var pending = children
        while let node = pending.popLast() {
            node.shownCache = nil
            node.changedChildren = [:]
            pending += node.children
        }
        shownCache = nil
        changedChildren = [:]
        parent?.shownChanged()
    }

    /// The node as the last tree snapshot showed it, while nothing it shows has changed since
    /// (kept as `shownCache`).
    var shown: ShownNode? {
        get { shownCache.map { ShownNode(of: self, $0) } }
        set { shownCache = newValue.map { ShownCache(of: self, $0) } }
    }
}

extension ViewGraph {
    /// Counts tree snapshots: a reply's tree is compared with an earlier one through the
    /// nodes taken again since (`rebuiltHandles(since:)`).
    public var snapshotGeneration: Int { shownTree.generation }

    /// The handles of nodes whose snapshot was taken again after the snapshot of
    /// `generation`; every other node shows as it did then, subtree and all.
    public func rebuiltHandles(since generation: Int) -> Set<Int> {
        shownTree.rebuiltHandles(since: generation)
    }

    /// No comparison will start from a snapshot up to `generation` any more.
    public func forgetSnapshots(through generation: Int) {
        shownTree.forget(through: generation)
    }

    /// The tree taken anew from every node, the cache neither read nor written: what
    /// `snapshot()` must equal (tests compare the two).
    public func snapshotTakenAnew() -> TreeNode? {
        guard let root else { return nil }
        shownTree.bypass = true
        shownTree.stopped = false
        defer { shownTree.bypass = false }
        return shown(root, depth: 0).tree
    }

    /// How many lines the tree the last snapshot took takes when drawn (nil: nothing mounted,
    /// or the snapshot was interrupted).
    public var snapshotLines: Int? {
        guard let root, let shown = root.shownCache, shown.epoch == shownTree.epochNumber, root.changedChildren.isEmpty else { return nil }
        return shown.lines
    }

    /// How many nodes the snapshots so far took again (patched or whole) rather than reused.
    public var snapshotTakenNodes: Int { shownTree.takenCount }

    /// How many volatile nodes the snapshots so far read again and kept, unchanged.
    public var snapshotRecheckedNodes: Int { shownTree.rechecks }

    var shownEpoch: ShownTreeState.Epoch {
        ShownTreeState.Epoch(registrations: interpreter.types.registrations, profile: profile.name)
    }
}
