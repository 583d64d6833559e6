import Testing
@testable import VivariumSession
@testable import VivariumWire

/// One row's change costs the same in a thousand rows as in ten: the snapshot takes again the
/// row and its ancestors, and the list the row is in is patched, not copied (its other chunks
/// of children are shared with the tree before). Counts, not times.
@Suite struct OneRowChangeTests {
    static func source(rows: Int) -> String {
        """
        \(StateObjectRows.rowAndModel)
        struct Rows: View {
            @State var generation = 0
            var body: some View {
                VStack {
                    Button("generation \\(generation)") { generation += 1 }
                    ForEach(0..<\(rows), id: \\.self) { Row(index: $0) }
                }
            }
        }
        """
    }

    struct Cost: Equatable {
        /// Nodes the snapshot took again (patched or whole) rather than reused.
        var nodesTaken: Int
        /// Nodes the reply's changes were found among.
        var nodesCompared: Int
        /// Children of the `ForEach` the new tree does not share with the tree before.
        var rowsCopied: Int
    }

    /// Mounts `rows` rows, re-renders their parent, then taps the middle row's button.
    func tapCost(rows: Int) throws -> Cost {
        let session = Session()
        run(session, [Self.source(rows: rows), "mount Rows()", "tap \"generation 0\""])
        let graph = session.engine.graph
        let taken = graph.snapshotTakenNodes
        let path = "Rows/VStack/ForEach[\(rows / 2)]/Row/Button"
        let (reply, baseline) = session.executeWithBaseline("tap \(path)")
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        let sent = reply.detailed(.changed, baseline: baseline, showsWholeTree: false, wholeTreeUpTo: 0)
        #expect(sent.changes?.map(\.path) == [path])
        #expect(sent.changes?.first?.node?.label == "\"Row \(rows / 2): 1\"")
        #expect(sent.treeLines == reply.tree?.lineCount)
        let before = try #require(baseline.previous?.children.first?.children.last)
        let after = try #require(reply.tree?.children.first?.children.last)
        #expect(after.type == "ForEach" && after.children.count == rows)
        let copied = after.children.positions(unsharedWith: before.children).reduce(0) { $0 + $1.count }
        return Cost(nodesTaken: graph.snapshotTakenNodes - taken, nodesCompared: baseline.rebuilt?.count ?? .max,
                    rowsCopied: copied)
    }

    @Test func oneRowsChangeCostsTheSameInAThousandRowsAsInTen() throws {
        let ten = try tapCost(rows: 10)
        let thousand = try tapCost(rows: 1_000)
        // Rows, VStack, ForEach, the row, its button.
        #expect(ten.nodesTaken == 5)
        #expect(thousand.nodesTaken == ten.nodesTaken)
        #expect(thousand.nodesCompared == ten.nodesCompared)
        // Ten rows are one chunk; of a thousand, only the changed row's chunk is copied.
        #expect(ten.rowsCopied == 10)
        #expect(thousand.rowsCopied <= TreeChildren.chunkSize)
    }

    /// A row named by its key is found through the list's index of keys, which follows the
    /// rows when they are reordered.
    @Test func aRowIsNamedByItsKeyAfterTheRowsMoved() throws {
        let session = Session()
        run(session, ["""
            struct Item: View {
                let id: Int
                @State var taps = 0
                var body: some View { Button("\\(id): \\(taps)") { taps += 1 } }
            }
            struct Items: View {
                @State var ids = Array(0..<40)
                var body: some View {
                    VStack {
                        Button("Reverse") { ids.reverse() }
                        ForEach(ids, id: \\.self) { Item(id: $0) }
                    }
                }
            }
            """, "mount Items()", "tap Items/VStack/ForEach[7]/Item/Button", "tap \"Reverse\"",
            "tap Items/VStack/ForEach[7]/Item/Button", "tap Items/VStack/ForEach[32]/Item/Button"])
        let tree = try #require(session.execute("tree").tree)
        let labels = tree.all.compactMap(\.label)
        #expect(labels.contains("\"7: 2\""))
        #expect(labels.contains("\"32: 1\""))
        #expect(labels.filter { $0.hasSuffix(": 0\"") }.count == 38)
        #expect(!session.execute("tap Items/VStack/ForEach[40]/Item/Button").ok)
    }

    /// A lazy list with more built rows than one chunk, summary lines (which carry the list's
    /// handle) between them: each command's patched tree is the one taken anew, and its changes
    /// are those of comparing whole trees.
    @Test func aLazyListPatchedRowByRowIsTheListTakenAnew() throws {
        let session = Session()
        let inputs = ["""
            struct Row: View {
                let n: Int
                @State var taps = 0
                var body: some View { Button("Row \\(n): \\(taps)") { taps += 1 } }
            }
            struct Inbox: View {
                var body: some View { List { ForEach(0..<1000, id: \\.self) { Row(n: $0) } } }
            }
            """, "mount Inbox()"] + Array(repeating: "scroll Inbox to +40", count: 5)
            + ["tap ForEach[205]/Row/Button", "tap ForEach[210]/Row/Button", "scroll Inbox to top",
               "tap ForEach[3]/Row/Button", "scroll Inbox to +60", "tap ForEach[62]/Row/Button"]
        for input in inputs {
            let (reply, baseline) = session.executeWithBaseline(input)
            #expect(reply.ok, "\(input): \(reply.error?.message ?? "")")
            let anew = session.engine.graph.snapshotTakenAnew()
            #expect(reply.tree == anew, "the tree after `\(input)` differs from the one taken anew")
            if let lines = baseline.lines { #expect(lines == reply.tree?.lineCount, "`\(input)`") }
            let fast = reply.detailed(.changed, baseline: baseline, showsWholeTree: false, wholeTreeUpTo: 0)
            let slow = reply.detailed(.changed, previous: baseline.previous, showsWholeTree: false, wholeTreeUpTo: 0)
            #expect(fast == slow, "the changes after `\(input)` differ from comparing whole trees")
        }
        let list = try #require(session.execute("tree").tree?.all.first { $0.type == "ForEach" })
        #expect(list.children.count > TreeChildren.chunkSize)
        #expect(list.children.filter { $0.type == "…" }.count >= 2)
        #expect(list.all.compactMap(\.label).filter { $0.hasSuffix(": 1\"") }.count == 4)
    }
}
