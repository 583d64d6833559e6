extension Reply {
    /// The default of `command`'s `wholeTreeUpTo`: a tree this many drawn lines or fewer is
    /// sent whole even with `tree: changed`, since the shell shows small trees whole.
    public static let wholeTreeLines = 40

    /// This reply (which carries the whole tree) as sent for `detail`.
    ///
    /// - `full`: as it is.
    /// - `none`: without the tree.
    /// - `changed`: the whole tree when `showsWholeTree` (`mount`, `tree`), when the tree is
    ///   at most `wholeTreeUpTo` lines, or when nothing was mounted before; otherwise the
    ///   changes from `previous` (the tree after the previous command) and the whole tree's
    ///   line count, without the tree. A failed reply carries no tree either way.
    public func detailed(_ detail: TreeDetail, previous: TreeNode?, showsWholeTree: Bool,
                         wholeTreeUpTo: Int = Reply.wholeTreeLines) -> Reply {
        detailed(detail, baseline: TreeBaseline(previous: previous), showsWholeTree: showsWholeTree, wholeTreeUpTo: wholeTreeUpTo)
    }

    /// As `detailed(_:previous:showsWholeTree:wholeTreeUpTo:)`, with what the producer of the
    /// tree knows about it (its line count, the nodes that may differ from `previous`), so
    /// that the cost follows what changed rather than the tree's size.
    public func detailed(_ detail: TreeDetail, baseline: TreeBaseline, showsWholeTree: Bool,
                         wholeTreeUpTo: Int = Reply.wholeTreeLines) -> Reply {
        var reply = self
        switch detail {
        case .full:
            return reply
        case .none:
            reply.tree = nil
            reply.changes = nil
            reply.treeLines = nil
            return reply
        case .changed:
            guard let tree, !showsWholeTree, let previous = baseline.previous else { return reply }
            let lines = baseline.lines ?? tree.lineCount
            guard lines > wholeTreeUpTo else { return reply }
            reply.tree = nil
            reply.changes = TreeNode.changes(from: previous, to: tree, rebuilt: baseline.rebuilt)
            reply.treeLines = lines
            return reply
        }
    }
}

/// What a reply's tree is compared with: the tree the previous reply carried, and what the
/// producer of both trees knows about them.
public struct TreeBaseline: Sendable {
    /// The tree after the previous command (nil: nothing was mounted, or it is unknown).
    public var previous: TreeNode?
    /// The handles of the nodes that may differ from `previous`: any other node is known to be
    /// exactly as it was there, subtree and all. Nil: any node may differ.
    public var rebuilt: Set<Int>?
    /// The reply tree's `lineCount`, when known.
    public var lines: Int?

    public init(previous: TreeNode?, rebuilt: Set<Int>? = nil, lines: Int? = nil) {
        self.previous = previous
        self.rebuilt = rebuilt
        self.lines = lines
    }
}
