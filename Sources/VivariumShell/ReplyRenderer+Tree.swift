import VivariumWire

extension ReplyRenderer {
    /// One drawn row of the tree before storage is aligned.
    struct TreeRow {
        /// Connectors, key, type and label: `│  ├─ [0] ChildView`.
        var head: String
        var storage: [String]
        /// What precedes a second storage entry, so the tree's lines stay connected.
        var continuation: String
    }

    /// The tree drawn with box characters. Each node is `Type label` (a label that starts
    /// with `(` is attached: `ForEach(0..<4, id: \.self)`), a key as `[0] ChildView`; a
    /// node's children are indented under its type, past the key.
    ///
    /// Storage goes right of the head, in one column for the whole tree: two spaces past the
    /// widest head that has storage. A node's further storage entries take the following
    /// lines in that column.
    func treeLines(_ root: TreeNode) -> [String] {
        var rows: [TreeRow] = []
        appendRows(root, connector: "", childPrefix: "", into: &rows)
        let column = (rows.filter { !$0.storage.isEmpty }.map(\.head.count).max() ?? 0) + 2
        var lines: [String] = []
        for row in rows {
            guard let first = row.storage.first else {
                lines.append(row.head)
                continue
            }
            lines.append(row.head.padded(to: column) + first)
            for entry in row.storage.dropFirst() {
                lines.append(row.continuation.padded(to: column) + entry)
            }
        }
        return lines
    }

    /// Appends `node`'s row and its subtree. `connector` is the full prefix of the node's
    /// own line (`│  ├─ `); `childPrefix` is what its children's lines start with.
    private func appendRows(_ node: TreeNode, connector: String, childPrefix: String, into rows: inout [TreeRow]) {
        let key = node.key.map(Self.bracketed).map { $0 + " " } ?? ""
        var head = connector + key + node.type
        if let label = node.label, !label.isEmpty {
            head += label.hasPrefix("(") ? label : " " + label
        }
        if let note = node.note { head += " " + note }
        let ownChildPrefix = childPrefix + String(repeating: " ", count: key.count)
        let continuation = node.children.isEmpty ? ownChildPrefix : ownChildPrefix + "│"
        rows.append(TreeRow(head: Self.singleLine(head), storage: node.storage.map(Self.singleLine),
                            continuation: continuation))
        for (index, child) in node.children.enumerated() {
            let isLast = index == node.children.count - 1
            appendRows(child,
                       connector: ownChildPrefix + (isLast ? "└─ " : "├─ "),
                       childPrefix: ownChildPrefix + (isLast ? "   " : "│  "),
                       into: &rows)
        }
    }

    /// `0` → `[0]`; a key already in brackets is kept as it is; a UUID is shortened to its
    /// last group, `[…000000000001]` (the path names such a row by its index, `ForEach[0]`).
    static func bracketed(_ key: String) -> String {
        if key.hasPrefix("[") && key.hasSuffix("]") { return key }
        return "[\(isUUID(key) ? "…" + key.suffix(12) : key)]"
    }

    /// `8-4-4-4-12` hexadecimal digits, as `UUID().uuidString` prints them.
    static func isUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }
}
