import Testing
import VivariumWire
@testable import VivariumSession

/// A control shows its binding's value without hearing it change, so each snapshot reads it
/// again — but takes again only the controls whose value did change: flipping one toggle among
/// a thousand takes that row and its ancestors, as a button's change does. Counts, not times.
@Suite struct VolatileRowsTests {
    static func source(rows: Int) -> String {
        """
        import Observation
        @Observable class Item {
            var title: String
            var done = false
            init(title: String) { self.title = title }
        }
        struct ItemRow: View {
            @State var item: Item
            var body: some View { Toggle(item.title, isOn: $item.done) }
        }
        struct Items: View {
            @State var models = (0..<\(rows)).map { Item(title: "Item \\($0)") }
            var body: some View {
                VStack {
                    ForEach(0..<models.count, id: \\.self) { ItemRow(item: models[$0]) }
                }
            }
        }
        """
    }

    /// Mounts `rows` rows, then flips the middle row's toggle; the nodes that snapshot took again.
    func flipCost(rows: Int) -> (taken: Int, rechecked: Int, changes: [String]) {
        let session = Session()
        for input in [Self.source(rows: rows), "mount Items()", "tree"] {
            let reply = session.execute(input)
            #expect(reply.ok, "\(input): \(reply.error?.message ?? "")")
        }
        let graph = session.engine.graph
        let (taken, rechecked) = (graph.snapshotTakenNodes, graph.snapshotRecheckedNodes)
        let path = "Items/VStack/ForEach[\(rows / 2)]/ItemRow/Toggle"
        let (reply, baseline) = session.executeWithBaseline("tap \(path)")
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        let sent = reply.detailed(.changed, baseline: baseline, showsWholeTree: false, wholeTreeUpTo: 0)
        return (graph.snapshotTakenNodes - taken, graph.snapshotRecheckedNodes - rechecked, sent.changes?.map(\.path) ?? [])
    }

    @Test func flippingOneToggleTakesOneRowInAThousand() {
        let ten = flipCost(rows: 10)
        let thousand = flipCost(rows: 1_000)
        #expect(ten.changes == ["Items/VStack/ForEach[5]/ItemRow/Toggle"])
        #expect(thousand.changes == ["Items/VStack/ForEach[500]/ItemRow/Toggle"])
        // Items, VStack, ForEach, the row, its toggle — at any size; every other toggle was
        // read again (by each snapshot the command took) and kept.
        #expect(thousand.taken == ten.taken)
        #expect(ten.taken <= 5, "\(ten)")
        #expect(thousand.rechecked >= 999)
    }

    @Test func aFlippedToggleShowsItsNewValue() {
        let session = Session()
        for input in [Self.source(rows: 3), "mount Items()", "tap Items/VStack/ForEach[1]/ItemRow/Toggle"] {
            #expect(session.execute(input).ok)
        }
        let rows = session.execute("tree").tree?.children.first?.children.first?.children ?? []
        let states = rows.map { $0.children.first?.storage ?? [] }
        #expect(states.count == 3)
        #expect(states[1] != states[0] && states[0] == states[2], "\(states)")
        #expect(session.engine.graph.snapshotTakenAnew() == session.engine.graph.snapshot())
    }
}
