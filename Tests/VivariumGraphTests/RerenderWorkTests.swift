import Foundation
import Testing
@testable import VivariumGraph
import VivariumInterpreter

/// A parent's re-render with unchanged row inputs (issue 9, item 7): every row's view value is
/// built again and compared, no row body runs, and the reference counts do the work of what
/// changed — a row's new view value and its dropped `@StateObject` autoclosure reference no
/// object, so holding them for the update and dropping them afterwards recounts nothing.
@Suite struct RerenderWorkTests {
    // Under VIVARIUM_VERIFY_COUNTS every safe point walks and recounts on purpose.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VIVARIUM_VERIFY_COUNTS"] == nil))
    func parentRerenderRecountsOneHolderPerRow() throws {
        let rows = 300
        let h = try Harness(StateObjectRowsTests.program(rows: rows))
        try h.mount("Rows()")
        let counts = h.interpreter.heap.counts
        let recounts = counts.recounts
        let walks = counts.rootWalks

        let bump = try h.tap(label: "Bump 0")
        #expect(bump.bodies == ["Rows"])
        #expect(bump.inits.count == rows)
        #expect(bump.created.isEmpty)
        #expect(bump.freed.isEmpty)
        #expect(h.live.count == rows)
        // At most each row's node and a few of the parent's: not the three values per row the
        // update held, nor a collection per row (a row handed an identical value is not even
        // recounted: `rowsHandedTheSameValueAreNeitherTakenAgainNorRecounted`).
        #expect(counts.recounts - recounts <= rows + 20)
        #expect(counts.rootWalks - walks <= 1)

        // The rows kept their objects: a row's change still reaches its own view model.
        let change = try h.tap("Rows/VStack/ForEach[7]/Row/Button")
        #expect(change.bodies == ["Rows/VStack/ForEach[7]/Row"])
        #expect(h.graph.buttons(labelled: "Row 7: 1").count == 1)
        #expect(h.graph.buttons(labelled: "Row 8: 0").count == 1)
    }

    /// A row handed the view value it had (the same `index`, its `@StateObject` storage kept)
    /// shows and holds nothing new: the re-render's snapshot takes no row again, and the
    /// counts recount no row. What the user sees follows: the reply's tree still shows every
    /// row as before, one row's change still reaches its own model.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VIVARIUM_VERIFY_COUNTS"] == nil))
    func rowsHandedTheSameValueAreNeitherTakenAgainNorRecounted() throws {
        let rows = 300
        let h = try Harness(StateObjectRowsTests.program(rows: rows))
        try h.mount("Rows()")
        let before = h.graph.snapshot()
        let counts = h.interpreter.heap.counts
        let recounts = counts.recounts
        let taken = h.graph.snapshotTakenNodes
        let inOrder = h.graph.reconcilesInOrder

        let bump = try h.tap(label: "Bump 0")
        #expect(bump.bodies == ["Rows"])
        #expect(bump.inits.count == rows)
        let after = h.graph.snapshot()
        // Rows, its VStack, the two buttons and the ForEach: none of the 300 rows (nor their
        // buttons). Taken anew from every node, the tree is the same.
        #expect(h.graph.snapshotTakenNodes - taken <= 8)
        #expect(after == h.graph.snapshotTakenAnew())
        #expect(before?.nodeCount == after?.nodeCount)
        // A few of the parent's nodes, not one per row.
        #expect(counts.recounts - recounts <= 20)
        // The rows came back in the order they were: matched in order, no dictionary of them.
        #expect(h.graph.reconcilesInOrder - inOrder >= 2)
        // Every row's previous view value is handed to the host to free, not freed in the update.
        #expect((h.graph.takeReleasedValues()?.count ?? 0) >= rows)
        #expect(h.graph.takeReleasedValues() == nil)

        let change = try h.tap("Rows/VStack/ForEach[7]/Row/Button")
        #expect(change.bodies == ["Rows/VStack/ForEach[7]/Row"])
        #expect(h.graph.buttons(labelled: "Row 7: 1").count == 1)
        #expect(h.graph.snapshot() == h.graph.snapshotTakenAnew())
    }

    /// A tap that changes `@State var count` from 1 to 2 and a `Text`'s string: neither value
    /// references an object or captures a variable, before or after, so neither node is
    /// recounted (only a node whose values may hold references is).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VIVARIUM_VERIFY_COUNTS"] == nil))
    func aStateChangeThatReferencesNothingRecountsNoNodeForIt() throws {
        let h = try Harness("""
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Text("count \\(count)")
                        Button("Increment") { count += 1 }
                    }
                }
            }
            """)
        try h.mount("Counter()")
        _ = try h.tap("Counter/VStack/Button")
        let counts = h.interpreter.heap.counts
        let recounts = counts.recounts
        let tap = try h.tap("Counter/VStack/Button")
        #expect(tap.bodies == ["Counter"])
        #expect(try h.text("Counter/VStack/Text") == "\"count 2\"")
        // The Button's node (its action captures the view), its stack's, and the values the
        // update held while it ran: five. The Counter's storage and the Text's node made two more.
        #expect(counts.recounts - recounts <= 5)
    }

    static let siblings = """
        struct Child: View {
            @State var taps = 0
            var body: some View { Button("Child \\(taps)") { taps += 1 } }
        }
        struct Parent: View {
            @State var twins = false
            var body: some View {
                VStack {
                    Button("Twins") { twins.toggle() }
                    Child()
                    if twins { Child() }
                }
            }
        }
        """

    /// A node's path is kept between updates: when a sibling of the same type appears, the
    /// existing child (and everything under it) is named by its new ordinal at once.
    @Test func pathsFollowASegmentRename() throws {
        let h = try Harness(Self.siblings)
        try h.mount("Parent()")
        let first = try h.tap("Parent/VStack/Child/Button")
        #expect(first.bodies == ["Parent/VStack/Child"])

        let twins = try h.tap(label: "Twins")
        #expect(h.paths.contains("Parent/VStack/Child[0]/Button"))
        #expect(h.paths.contains("Parent/VStack/Child[1]/Button"))
        #expect(!h.paths.contains("Parent/VStack/Child/Button"))
        #expect(twins.bodies.first == "Parent")

        let second = try h.tap("Parent/VStack/Child[0]/Button")
        #expect(second.bodies == ["Parent/VStack/Child[0]"])
        #expect(try h.storage("Parent/VStack/Child[0]") == ["@State taps = 2"])

        _ = try h.tap(label: "Twins")
        #expect(h.paths.contains("Parent/VStack/Child/Button"))
        let third = try h.tap("Parent/VStack/Child/Button")
        #expect(third.bodies == ["Parent/VStack/Child"])
    }
}
