import Foundation
import Testing
@testable import VivariumSession
import VivariumWire

/// `objects --json` and `timeline --json`: what the web view draws the live objects and the
/// timeline from — the same facts as the text the shell prints, as JSON a program reads.
@Suite struct ListingTests {
    /// Seed 002: an @ObservedObject made as its default value is a new object per parent update.
    private func counterSession() -> Session {
        let session = Session()
        for input in [
            "class CounterViewModel: ObservableObject { @Published var count = 0 }",
            """
            struct CounterView: View {
                @ObservedObject var viewModel = CounterViewModel()
                var body: some View { Text("\\(viewModel.count)") }
            }
            """,
            """
            struct ParentView: View {
                @State private var flag = false
                var body: some View {
                    VStack {
                        Button("Flip") { flag.toggle() }
                        Text(flag ? "on" : "off")
                        CounterView()
                    }
                }
            }
            """,
            "mount ParentView()",
            "tap \"Flip\"",
        ] {
            #expect(session.execute(input).ok, "\(input)")
        }
        return session
    }

    private func decode<T: Decodable>(_ type: T.Type, _ reply: Reply) throws -> T {
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        return try JSONDecoder().decode(type, from: Data((reply.message ?? "").utf8))
    }

    @Test func objectsAsJSONListWhatObjectsPrints() throws {
        let session = counterSession()
        let listing = try decode(ObjectsListing.self, session.execute("objects --json"))
        #expect(listing.objects.map(\.id) == ["CounterViewModel#2"])
        #expect(listing.objects[0].type == "CounterViewModel" && !listing.objects[0].leaked)
        #expect(listing.objects[0].holders.first == "ParentView/VStack/CounterView.viewModel")
        let text = session.execute("objects").message ?? ""
        #expect(text.hasPrefix("CounterViewModel#2  held by " + listing.objects[0].holders.joined(separator: ", ")))
        #expect(session.execute("objects --yaml").error?.message.hasPrefix("usage: objects [--json]") == true)
    }

    @Test func aLeakCarriesItsCycle() throws {
        let session = Session()
        #expect(session.execute("class Looper { var again: (() -> Void)?; init() { again = { print(self) } } }").ok)
        #expect(session.execute("var looper: Looper? = Looper()").ok)
        #expect(session.execute("looper = nil").ok)
        let listing = try decode(ObjectsListing.self, session.execute("objects --json"))
        #expect(listing.objects.map(\.id) == ["Looper#1"])
        #expect(listing.objects[0].leaked && listing.objects[0].cycle == ["Looper#1", "closure", "Looper#1"])
        let timeline = try decode(TimelineListing.self, session.execute("timeline --json"))
        #expect(timeline.objects.first?.leaked == 3)
        #expect(timeline.objects.first?.marks.map(\.kind) == ["created", "leaked"])
    }

    @Test func timelineAsJSONHasEveryMarkWithItsHolder() throws {
        let session = counterSession()
        let listing = try decode(TimelineListing.self, session.execute("timeline --json"))
        #expect(listing.commands.map(\.step) == [1, 2, 3, 4, 5])
        #expect(listing.commands[3].line == "mount ParentView()" && listing.commands[4].line == "tap \"Flip\"")
        #expect(listing.objects.map(\.id) == ["CounterViewModel#1", "CounterViewModel#2"])
        let first = listing.objects[0], second = listing.objects[1]
        #expect(first.created == 4 && first.freed == 5 && first.leaked == nil && first.reused.isEmpty)
        #expect(second.created == 5 && second.freed == nil)
        #expect(first.marks == [
            TimelineListing.Mark(step: 4, kind: "created", holder: "ParentView/VStack/CounterView.viewModel"),
            TimelineListing.Mark(step: 5, kind: "freed", holder: "ParentView/VStack/CounterView.viewModel"),
        ])
        // The chart says the same.
        let chart = session.execute("timeline").message ?? ""
        #expect(chart.contains("CounterViewModel#1  created at 4 (mount ParentView()) by ParentView/VStack/CounterView.viewModel, freed at 5 (tap \"Flip\")"))
        // Keys sorted: the same bytes on every run.
        #expect(session.execute("timeline --json").message == session.execute("timeline --json").message)
        #expect(session.execute("timeline --json").message?.hasPrefix("{\"commands\":[{\"line\":") == true)
    }
}
