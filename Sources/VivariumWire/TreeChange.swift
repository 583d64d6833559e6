/// How much of the view tree a `command` reply carries (`tree` parameter of `command`).
public enum TreeDetail: String, Codable, Sendable, CaseIterable {
    /// The subtrees the command changed, with their paths; the whole tree instead when it is
    /// small, after `mount` and for `tree`.
    case changed
    /// The whole tree, always.
    case full
    /// No tree at all: records and events only.
    case none
}

/// One change a command made to the view tree: a subtree inserted, removed, updated or moved.
///
/// Nodes are matched by handle (`@7`): a node keeps its handle for as long as it keeps its
/// identity, so a row of a `ForEach` that moves is `moved`, not removed and inserted.
public struct TreeChange: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        /// A node that was not there before; `node` is its subtree.
        case inserted
        /// A node that left the tree; `path` is the path it had.
        case removed
        /// A node whose type, label, key or storage changed; `node` is its whole subtree now,
        /// or the node alone (`shallow`), followed by the changes below it.
        case updated
        /// A node whose place among its siblings changed; `index` is where it is now.
        case moved
    }

    public var kind: Kind
    /// The node's path (for `removed`, the path it had).
    public var path: String
    public var handle: Int
    /// The parent's path; absent for the root.
    public var parent: String?
    /// The node's position among its parent's children after the command (not for `removed`).
    public var index: Int?
    /// The subtree after the command (`inserted`, `updated`).
    public var node: TreeNode?
    /// For `updated`: `node` is the node alone, its children left out (they are as they were,
    /// but for the changes that follow).
    public var shallow: Bool?

    public init(kind: Kind, path: String, handle: Int, parent: String? = nil, index: Int? = nil,
                node: TreeNode? = nil, shallow: Bool? = nil) {
        self.kind = kind
        self.path = path
        self.handle = handle
        self.parent = parent
        self.index = index
        self.node = node
        self.shallow = shallow
    }
}

extension TreeNode {
    /// How many lines the tree takes when drawn: one per node, plus one per storage entry
    /// after a node's first.
    public var lineCount: Int {
        max(1, storage.count) + children.reduce(0) { $0 + $1.lineCount }
    }

    /// How many nodes the subtree has.
    public var nodeCount: Int {
        1 + children.reduce(0) { $0 + $1.nodeCount }
    }

    /// Whether the node itself, children aside, reads differently.
    func differsInItself(from other: TreeNode) -> Bool {
        type != other.type || path != other.path || label != other.label || key != other.key || storage != other.storage
            || note != other.note
    }

    /// The changes that turn `old` into `new`, in tree order. Children are compared by handle
    /// — removed, inserted, moved — and those kept are compared in turn. A node that changed
    /// in itself is one `updated` change carrying its whole subtree, unless what changed below
    /// it is less than half that subtree: then it is a shallow `updated` (the node alone)
    /// followed by the changes below it.
    ///
    /// With `rebuilt` (the handles of the nodes that may differ from `old`), a node outside it
    /// is known to be as it was, subtree and all, and is not compared: the cost follows the
    /// nodes that changed, not the tree's size.
    public static func changes(from old: TreeNode?, to new: TreeNode?, rebuilt: Set<Int>? = nil) -> [TreeChange] {
        switch (old, new) {
        case (nil, nil):
            return []
        case (nil, let new?):
            return [TreeChange(kind: .inserted, path: new.path, handle: new.handle, index: 0, node: new)]
        case (let old?, nil):
            return [TreeChange(kind: .removed, path: old.path, handle: old.handle)]
        case (let old?, let new?):
            guard old.handle == new.handle else {
                return [TreeChange(kind: .removed, path: old.path, handle: old.handle),
                        TreeChange(kind: .inserted, path: new.path, handle: new.handle, index: 0, node: new)]
            }
            var changes: [TreeChange] = []
            Comparison(rebuilt: rebuilt).compare(old, new, parent: nil, index: 0, into: &changes)
            return changes
        }
    }

    /// Offsets into `values` of one longest strictly increasing subsequence (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []                // offsets of the smallest tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (offset, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[offset] = tails[low - 1] }
            if low == tails.count { tails.append(offset) } else { tails[low] = offset }
        }
        var run: [Int] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            run.append(cursor)
            cursor = previous[cursor]
        }
        return run.reversed()
    }
}

/// One comparison of two trees (see `TreeNode.changes(from:to:rebuilt:)`).
private struct Comparison {
    let rebuilt: Set<Int>?
    /// One bit per rebuilt handle modulo 64: most handles that did not change are told apart
    /// from those that may have without hashing (ten thousand rows, one of them changed).
    let filter: UInt64

    init(rebuilt: Set<Int>?) {
        self.rebuilt = rebuilt
        filter = rebuilt?.reduce(0) { $0 | Self.bit($1) } ?? ~0
    }

    private static func bit(_ handle: Int) -> UInt64 { 1 << UInt64(handle & 63) }

    /// Whether the node with `handle` may differ from the old tree's (false: it is as it was,
    /// subtree and all).
    private func mayDiffer(_ handle: Int) -> Bool {
        guard let rebuilt else { return true }
        return filter & Self.bit(handle) != 0 && rebuilt.contains(handle)
    }

    fileprivate func compare(_ old: TreeNode, _ new: TreeNode, parent: String?, index: Int, into changes: inout [TreeChange]) {
        // Known to be as it was, subtree and all.
        if old.handle == new.handle, !mayDiffer(new.handle) { return }
        guard new.differsInItself(from: old) else {
            compareChildren(old, new, into: &changes)
            return
        }
        var below: [TreeChange] = []
        compareChildren(old, new, into: &below)
        // The node's whole subtree, unless the changes below it are much smaller (a list's
        // header changed and one row was added: the header alone and the row).
        let carried = 1 + below.reduce(0) { $0 + ($1.node?.nodeCount ?? 0) }
        if new.nodeCount <= 2 * carried {
            changes.append(TreeChange(kind: .updated, path: new.path, handle: new.handle, parent: parent, index: index, node: new))
            return
        }
        var alone = new
        alone.children = []
        changes.append(TreeChange(kind: .updated, path: new.path, handle: new.handle, parent: parent, index: index,
                                  node: alone, shallow: true))
        changes += below
    }

    /// Children compared by handle: removed, inserted, moved; those kept compared in turn.
    fileprivate func compareChildren(_ old: TreeNode, _ new: TreeNode, into changes: inout [TreeChange]) {
        // The same children in the same order (no summary line sharing its parent's handle):
        // none removed, inserted or moved; each compared with itself.
        // NB: only the chunks the lists do not share are read: a shared chunk holds the very
        // same children, none taken again since (ten thousand rows, one of them changed).
        if rebuilt != nil, new.children.sameHandles(as: old.children, noneBeing: new.handle) {
            for range in new.children.positions(unsharedWith: old.children) {
                for index in range where mayDiffer(new.children[index].handle) {
                    compare(old.children[index], new.children[index], parent: new.path, index: index, into: &changes)
                }
            }
            return
        }
        let oldPositions = Dictionary(old.children.enumerated().map { ($1.handle, $0) }, uniquingKeysWith: { first, _ in first })
        let newHandles = Set(new.children.map(\.handle))
        for child in old.children where !newHandles.contains(child.handle) {
            changes.append(TreeChange(kind: .removed, path: child.path, handle: child.handle, parent: new.path))
        }
        // The kept children in their new order, by old position: those off the longest
        // increasing run are the ones that moved.
        let kept = new.children.enumerated().compactMap { index, child in oldPositions[child.handle].map { (index, $0) } }
        let staying = Set(TreeNode.longestIncreasingRun(kept.map(\.1)).map { kept[$0].0 })
        for (position, child) in new.children.enumerated() {
            guard let oldPosition = oldPositions[child.handle] else {
                changes.append(TreeChange(kind: .inserted, path: child.path, handle: child.handle, parent: new.path,
                                          index: position, node: child))
                continue
            }
            if !staying.contains(position) {
                changes.append(TreeChange(kind: .moved, path: child.path, handle: child.handle, parent: new.path, index: position))
            }
            compare(old.children[oldPosition], child, parent: new.path, index: position, into: &changes)
        }
    }
}
