import Testing
@testable import VivariumShell
import VivariumWire

/// A reply that carries a large tree's changes instead of the tree (`tree: changed`): the
/// size of the whole tree, then each change under its kind, with its path and its subtree.
@Suite struct ChangeRenderingTests {
    static let row = TreeNode(type: "Row", path: "Rows/VStack/ForEach[7]/Row", handle: 20, key: "7", storage: ["@State taps = 1"],
                              children: [TreeNode(type: "Button", path: "Rows/VStack/ForEach[7]/Row/Button", handle: 21,
                                                  label: "\"Row 7: 1\"")])

    @Test func eachChangeIsItsPathThenItsSubtree() {
        let reply = Reply(command: "tap \"Row 7: 0\"", bodies: ["Rows/VStack/ForEach[7]/Row"],
                          changes: [TreeChange(kind: .updated, path: Self.row.path, handle: 20, parent: "Rows/VStack/ForEach",
                                               index: 7, node: Self.row),
                                    TreeChange(kind: .moved, path: "Rows/VStack/ForEach[9]/Row", handle: 30,
                                               parent: "Rows/VStack/ForEach", index: 0),
                                    TreeChange(kind: .removed, path: "Rows/VStack/ForEach[3]/Row", handle: 40)],
                          treeLines: 124)
        let expected = #"""
            tree      3 changes in 124 lines (`tree` shows it whole)
            updated   Rows/VStack/ForEach[7]/Row
                      [7] Row  @State taps = 1
                          └─ Button "Row 7: 1"
            moved     Rows/VStack/ForEach[9]/Row (now at position 0)
            removed   Rows/VStack/ForEach[3]/Row
            bodies    Rows/VStack/ForEach[7]/Row
            """#
        #expect(ReplyRenderer().render(reply) == expected)
    }

    @Test func anUnchangedLargeTreeSaysSo() {
        let reply = Reply(command: "objects", message: "no live objects", changes: [], treeLines: 124)
        #expect(ReplyRenderer().lines(for: reply) == ["tree      unchanged, 124 lines (`tree` shows it whole)", "no live objects"])
    }
}
