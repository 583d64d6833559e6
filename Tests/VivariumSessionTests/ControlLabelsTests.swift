import Testing
@testable import VivariumSession
import VivariumWire

/// `tap "Label"` finds its control through the graph's index of labels (`ControlLabels`), which
/// follows every change of what a control is labelled, and walks the graph only to list several
/// controls with one label in order.
@Suite struct ControlLabelsTests {
    @Test func aLabelThatChangesIsFoundUnderItsNewTextOnly() throws {
        let session = Session()
        run(session, ["""
            struct Screen: View {
                @State var count = 0
                var body: some View {
                    Button("count \\(count)") { count += 1 }
                }
            }
            """, "mount Screen()", "tap \"count 0\"", "tap \"count 1\""])
        let stale = session.execute("tap \"count 0\"")
        #expect(stale.error?.message.hasPrefix("no button labelled \"count 0\"; labels that exist: \"count 2\"") == true,
                "\(stale.error?.message ?? "ok")")
        #expect(session.execute("tap \"count 2\"").ok)
    }

    @Test func removedRowsAndGesturesAddedLaterAreFollowed() throws {
        let session = Session()
        run(session, ["""
            struct Screen: View {
                @State var rows = [1, 2, 3]
                @State var armed = false
                var body: some View {
                    VStack {
                        ForEach(rows, id: \\.self) { row in
                            Button("delete \\(row)") { rows.removeAll { $0 == row } }
                        }
                        Button("arm") { armed = true }
                        if armed {
                            Text("armed").onTapGesture { print("tapped armed") }
                        } else {
                            Text("idle")
                        }
                        Label("settings", systemImage: "gear").onTapGesture { print("settings") }
                    }
                }
            }
            """, "mount Screen()", "tap \"delete 2\""])
        #expect(session.execute("tap \"delete 2\"").error != nil)
        #expect(!session.execute("tap \"armed\"").ok)
        run(session, ["tap \"arm\""])
        #expect(session.execute("tap \"armed\"").output == ["tapped armed"])
        #expect(session.execute("tap \"settings\"").output == ["settings"])
    }

    @Test func aButtonWhoseLabelIsYourOwnViewIsFoundByItsText() throws {
        let session = Session()
        run(session, ["""
            struct Caption: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Screen: View {
                @State var title = "Open"
                var body: some View {
                    Button { title = "Close" } label: { Caption(title: title) }
                }
            }
            """, "mount Screen()", "tap \"Open\""])
        #expect(session.execute("tap \"Close\"").ok)
    }

    @Test func severalControlsWithOneLabelAreListedParentsFirstByWalkingTheGraph() throws {
        let session = Session()
        run(session, ["""
            struct Row: View {
                let index: Int
                var body: some View { Button("Same") { print(index) } }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        ForEach(0..<3, id: \\.self) { Row(index: $0) }
                        Button("Once") {}
                    }
                }
            }
            """, "mount Screen()"])
        let graph = session.engine.graph
        let walks = graph.labelLookupWalks
        run(session, ["tap \"Once\""])
        #expect(graph.labelLookupWalks == walks, "a unique label is looked up, not searched for")
        let reply = session.execute("tap \"Same\"")
        #expect(graph.labelLookupWalks == walks + 1)
        let lines = (reply.error?.message ?? "").split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(lines == ["3", "Screen/VStack/ForEach[0]/Row/Button", "Screen/VStack/ForEach[1]/Row/Button",
                          "Screen/VStack/ForEach[2]/Row/Button"], "\(reply.error?.message ?? "ok")")
    }

    /// A thousand rows each with a button: tapping the parent's button by its label looks it
    /// up in the index, whatever the number of rows.
    @Test func aLabelAmongAThousandRowsIsLookedUpNotSearchedFor() throws {
        let session = Session()
        run(session, [OneRowChangeTests.source(rows: 1_000), "mount Rows()"])
        let graph = session.engine.graph
        let walks = graph.labelLookupWalks
        run(session, ["tap \"generation 0\"", "tap \"generation 1\""])
        #expect(graph.labelLookupWalks == walks)
    }
}
