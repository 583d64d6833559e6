import Testing
import VivariumWire

/// The changes between two trees (what a `tree: changed` reply carries): nodes are matched by
/// handle, and each change carries the smallest subtree that says it.
@Suite struct TreeChangeTests {
    static func row(_ id: Int, taps: Int = 0) -> TreeNode {
        TreeNode(type: "Row", path: "List/ForEach[\(id)]/Row", handle: 100 + id, key: "\(id)", storage: ["@State taps = \(taps)"],
                 children: [TreeNode(type: "Text", path: "List/ForEach[\(id)]/Row/Text", handle: 200 + id, label: "\"\(id): \(taps)\"")])
    }

    static func list(_ rows: [TreeNode], label: String = "(0..<3, id: \\.self)") -> TreeNode {
        TreeNode(type: "List", path: "List", handle: 1,
                 children: [TreeNode(type: "ForEach", path: "List/ForEach", handle: 2, label: label, children: rows)])
    }

    @Test func anUnchangedTreeHasNoChanges() {
        let tree = Self.list([Self.row(0), Self.row(1)])
        #expect(TreeNode.changes(from: tree, to: tree).isEmpty)
    }

    @Test func anUpdatedRowIsThatRowsSubtree() {
        let changes = TreeNode.changes(from: Self.list([Self.row(0), Self.row(1), Self.row(2)]),
                                       to: Self.list([Self.row(0), Self.row(1, taps: 1), Self.row(2)]))
        #expect(changes == [TreeChange(kind: .updated, path: "List/ForEach[1]/Row", handle: 101, parent: "List/ForEach",
                                       index: 1, node: Self.row(1, taps: 1))])
    }

    @Test func aChangedLeafIsTheLeafAlone() {
        var after = Self.row(1)
        after.children[0].label = "\"changed\""
        let changes = TreeNode.changes(from: Self.list([Self.row(0), Self.row(1)]), to: Self.list([Self.row(0), after]))
        #expect(changes.map(\.path) == ["List/ForEach[1]/Row/Text"])
        #expect(changes.first?.node == after.children[0])
    }

    @Test func anInsertedRowCarriesItsSubtreeAndPlace() {
        let changes = TreeNode.changes(from: Self.list([Self.row(0), Self.row(2)]),
                                       to: Self.list([Self.row(0), Self.row(1), Self.row(2)]))
        #expect(changes == [TreeChange(kind: .inserted, path: "List/ForEach[1]/Row", handle: 101, parent: "List/ForEach",
                                       index: 1, node: Self.row(1))])
    }

    @Test func aRemovedRowIsItsPathOnly() {
        let changes = TreeNode.changes(from: Self.list([Self.row(0), Self.row(1), Self.row(2)]),
                                       to: Self.list([Self.row(0), Self.row(2)]))
        #expect(changes == [TreeChange(kind: .removed, path: "List/ForEach[1]/Row", handle: 101, parent: "List/ForEach")])
    }

    @Test func aMovedRowIsOneMoveNotTheRowsItPassed() {
        let rows = (0..<6).map { Self.row($0) }
        let changes = TreeNode.changes(from: Self.list(rows), to: Self.list([rows[5]] + rows.dropLast()))
        #expect(changes == [TreeChange(kind: .moved, path: "List/ForEach[5]/Row", handle: 105, parent: "List/ForEach", index: 0)])
    }

    @Test func aMovedRowThatAlsoChangedIsBoth() {
        let changes = TreeNode.changes(from: Self.list([Self.row(0), Self.row(1)]),
                                       to: Self.list([Self.row(1, taps: 2), Self.row(0)]))
        #expect(changes.map(\.kind) == [.moved, .updated])
        #expect(changes.last?.node == Self.row(1, taps: 2))
    }

    /// A list whose own label changed as one row came: the list alone, then the row, not the
    /// whole list again.
    @Test func aChangedParentOfManyRowsIsShallow() {
        let rows = (0..<20).map { Self.row($0) }
        let changes = TreeNode.changes(from: Self.list(rows), to: Self.list(rows + [Self.row(20)], label: "(0..<21, id: \\.self)"))
        #expect(changes.map(\.kind) == [.updated, .inserted])
        #expect(changes.first?.shallow == true)
        #expect(changes.first?.node?.children.isEmpty == true)
        #expect(changes.first?.node?.label == "(0..<21, id: \\.self)")
        #expect(changes.last?.node == Self.row(20))
    }

    @Test func aNewRootIsRemovedAndInserted() {
        let other = TreeNode(type: "Other", path: "Other", handle: 9)
        #expect(TreeNode.changes(from: Self.list([]), to: other).map(\.kind) == [.removed, .inserted])
        #expect(TreeNode.changes(from: nil, to: other).map(\.kind) == [.inserted])
        #expect(TreeNode.changes(from: other, to: nil).map(\.kind) == [.removed])
    }

    @Test func lineCountCountsEachStorageEntry() {
        var node = Self.row(0)
        node.storage.append("@State other = 1")
        #expect(node.lineCount == 3)
        #expect(Self.list([node]).lineCount == 5)
    }

    // MARK: - What a reply carries for each `tree` detail

    static let rows = (0..<30).map { row($0) }
    static let before = list(rows)
    static let after = list(rows.enumerated().map { $0 == 3 ? row(3, taps: 1) : $1 })
    static let reply = Reply(command: "tap \"3: 0\"", tree: after, bodies: ["List/ForEach[3]/Row"])

    @Test func changedSendsOnlyTheChangesOfALargeTree() {
        let sent = Self.reply.detailed(.changed, previous: Self.before, showsWholeTree: false)
        #expect(sent.tree == nil)
        #expect(sent.changes?.map(\.path) == ["List/ForEach[3]/Row"])
        #expect(sent.treeLines == Self.after.lineCount)
        #expect(sent.bodies == Self.reply.bodies)
    }

    @Test func changedSendsASmallTreeWhole() {
        let small = Reply(command: "tap", tree: Self.list([Self.row(0, taps: 1)]))
        #expect(small.detailed(.changed, previous: Self.list([Self.row(0)]), showsWholeTree: false) == small)
        // Also a large one, up to a higher bar; and none at all up to 0.
        #expect(Self.reply.detailed(.changed, previous: Self.before, showsWholeTree: false, wholeTreeUpTo: 1000) == Self.reply)
        #expect(small.detailed(.changed, previous: Self.list([Self.row(0)]), showsWholeTree: false, wholeTreeUpTo: 0).changes?.count == 1)
    }

    @Test func mountTreeAndAFirstTreeAreWhole() {
        #expect(Self.reply.detailed(.changed, previous: Self.before, showsWholeTree: true) == Self.reply)
        #expect(Self.reply.detailed(.changed, previous: nil, showsWholeTree: false) == Self.reply)
    }

    @Test func fullAndNone() {
        #expect(Self.reply.detailed(.full, previous: Self.before, showsWholeTree: false) == Self.reply)
        let none = Self.reply.detailed(.none, previous: Self.before, showsWholeTree: false)
        #expect(none.tree == nil && none.changes == nil && none.treeLines == nil)
        #expect(none.bodies == Self.reply.bodies)
    }
}
