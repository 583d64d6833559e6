import VivariumWire

extension ReplyRenderer {
    /// A large tree's changes, in place of the whole tree: first the size of the whole tree,
    /// then each change under its kind with its path, and the subtree it now has drawn as
    /// `tree` draws it, indented to the section column.
    ///
    /// ```
    /// tree      1 change in 186 lines (`tree` shows it whole)
    /// updated   List60/List/ForEach[7]/Row/Text
    ///           Text "Row 7: 1"
    /// ```
    func changeLines(_ changes: [TreeChange], lineCount: Int?) -> [String] {
        let size = lineCount.map { "\($0) lines" } ?? "the tree"
        let summary = changes.isEmpty ? "unchanged, \(size)"
            : "\(changes.count) change\(changes.count == 1 ? "" : "s") in \(size)"
        var lines = section("tree", [summary + " (`tree` shows it whole)"])
        for change in changes {
            var head = change.path
            if change.kind == .moved, let index = change.index { head += " (now at position \(index))" }
            lines += section(change.kind.rawValue, [Self.singleLine(head)] + (change.node.map(treeLines) ?? []))
        }
        return lines
    }
}
