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
            guard let tree, !showsWholeTree, previous != nil else { return reply }
            let lines = tree.lineCount
            guard lines > wholeTreeUpTo else { return reply }
            reply.tree = nil
            reply.changes = TreeNode.changes(from: previous, to: tree)
            reply.treeLines = lines
            return reply
        }
    }
}
