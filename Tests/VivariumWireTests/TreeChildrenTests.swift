import Foundation
import Testing
@testable import VivariumWire

/// A node's children as a list of shared chunks: it reads, compares and encodes as an array,
/// and replacing one child leaves every list it was copied from as it was.
@Suite struct TreeChildrenTests {
    static func rows(_ count: Int, label: String = "") -> [TreeNode] {
        (0..<count).map { TreeNode(type: "Row", path: "List/ForEach[\($0)]/Row", handle: 10 + $0, label: "\"\($0)\(label)\"") }
    }

    @Test func itReadsAsTheArrayItWasMadeOf() {
        for count in [0, 1, 63, 64, 65, 200] {
            let rows = Self.rows(count)
            var appended = TreeChildren()
            for row in rows { appended.append(row) }
            #expect(Array(TreeChildren(rows)) == rows)
            #expect(Array(appended) == rows)
            #expect(appended == TreeChildren(rows))
        }
    }

    @Test func replacingOneChildLeavesTheCopyAsItWasAndSharesTheOtherChunks() {
        let before = TreeChildren(Self.rows(200))
        var after = before
        after[130] = TreeNode(type: "Row", path: "List/ForEach[130]/Row", handle: 140, label: "\"changed\"")
        #expect(before[130].label == "\"130\"")
        #expect(after[130].label == "\"changed\"")
        #expect(after != before)
        // Only the chunk of the row (128..<192) is not shared.
        #expect(after.positions(unsharedWith: before) == [128..<192])
        #expect(after.sameHandles(as: before, noneBeing: 1))
        #expect(!after.sameHandles(as: before, noneBeing: 150))
    }

    @Test func itEncodesAndDecodesAsAnArray() throws {
        let rows = Self.rows(70)
        let node = TreeNode(type: "ForEach", path: "List/ForEach", handle: 2, children: rows)
        let encoded = try JSONEncoder().encode(node)
        let plain = try JSONSerialization.jsonObject(with: encoded) as? [String: Any]
        #expect((plain?["children"] as? [Any])?.count == 70)
        #expect(try JSONDecoder().decode(TreeNode.self, from: encoded) == node)
    }
}
