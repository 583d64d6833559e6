import Foundation
import Testing
@testable import VivariumSession
import VivariumWire

/// The timeline's history over a long session (issue 24): a re-render that keeps every row's
/// object under the same holder shares the reuse records of the re-render before it, so that
/// re-rendering 10,000 rows does not add 10,000 records to the history each time; `timeline`
/// still shows each object reused at every one of those commands.
@Suite struct TimelineHistoryTests {
    static let rows = StateObjectRows.rowAndModel + """

        struct Rows: View {
            @State var generation = 0
            @State var count = 50
            var body: some View {
                VStack {
                    Button("generation \\(generation)") { generation += 1 }
                    Button("Fewer") { count -= 10 }
                    ForEach(0..<count, id: \\.self) { Row(index: $0) }
                }
            }
        }
        """

    /// The distinct buffers of the steps' reuse records, and how many records they hold.
    static func reuseBuffers(_ session: Session) -> (buffers: Int, records: Int) {
        var seen = Set<UnsafeRawPointer>()
        var records = 0
        for step in session.engine.history where !step.reused.isEmpty {
            step.reused.withUnsafeBufferPointer { buffer in
                if seen.insert(UnsafeRawPointer(buffer.baseAddress!)).inserted { records += buffer.count }
            }
        }
        return (seen.count, records)
    }

    @Test func reRendersOfUnchangedRowsShareTheirReuseRecords() throws {
        let session = Session()
        run(session, [Self.rows, "mount Rows()"])
        for generation in 0..<20 {
            #expect(session.execute("tap \"generation \(generation)\"").reused.count == 50)
            // A row's own tap between re-renders reuses nothing new.
            #expect(session.execute("tap Rows/VStack/ForEach[7]/Row/Button").ok)
        }
        let shared = Self.reuseBuffers(session)
        #expect(shared.buffers == 1 && shared.records == 50, "20 re-renders of 50 rows keep one set of 50 records: \(shared)")

        // What the timeline shows is every re-render's reuse of every row's object.
        let listing = try JSONDecoder().decode(TimelineListing.self, from: Data((session.execute("timeline --json").message ?? "").utf8))
        let rerenders = listing.commands.filter { $0.line.hasPrefix("tap \"generation") }.map(\.step)
        #expect(rerenders.count == 20)
        let models = listing.objects.filter { $0.type == "VM" }
        #expect(models.count == 50)
        for model in models {
            #expect(model.reused == rerenders, "\(model.id)")
            #expect(model.marks.filter { $0.kind == "reused" }.allSatisfy { $0.holder?.hasPrefix("Rows/VStack/ForEach[") == true })
        }

        // Fewer rows: a re-render that reuses other objects keeps its own records, and the
        // re-renders after it share those.
        #expect(session.execute("tap \"Fewer\"").ok)
        for generation in 20..<25 { #expect(session.execute("tap \"generation \(generation)\"").reused.count == 40) }
        let after = Self.reuseBuffers(session)
        #expect(after.buffers == 2 && after.records == 90, "\(after)")
        let again = try JSONDecoder().decode(TimelineListing.self, from: Data((session.execute("timeline --json").message ?? "").utf8))
        let fewer = again.commands.last { $0.line == "tap \"Fewer\"" }!.step
        let later = again.commands.filter { $0.step > fewer }.map(\.step)
        #expect(later.count == 5)
        #expect(again.objects.first { $0.id == "VM#1" }?.reused == rerenders + [fewer] + later)
        #expect(again.objects.first { $0.id == "VM#50" }?.reused == rerenders)
    }

    /// What `explain` keeps of a re-render until the next command that changes the graph is what
    /// it reads: the reuse records are the timeline's own array (not a second copy of 50), and
    /// the reply's tree, `init` events and names went out with its answer.
    @Test func theLastChangeKeepsWhatExplainReadsSharingTheTimelinesRecords() throws {
        let session = Session()
        run(session, [Self.rows, "mount Rows()"])
        #expect(session.execute("tap \"generation 0\"").reused.count == 50)
        let answered = session.execute("tap \"generation 1\"")
        #expect(answered.tree != nil && answered.inits.count == 50 && answered.reused.count == 50)
        let kept = try #require(session.engine.lastChange?.reply)
        #expect(kept.tree == nil && kept.inits.isEmpty && kept.events.isEmpty && kept.bodies.isEmpty)
        let timeline = try #require(session.engine.history.last?.reused)
        let buffers = [kept.reused, timeline].map { $0.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!) } }
        #expect(kept.reused.count == 50 && buffers[0] == buffers[1], "one array of reuse records for explain and the timeline")
        // `explain` reads it as before: the object was reused by its row.
        let explained = session.execute("explain VM#7")
        #expect(explained.ok)
        #expect(explained.message?.contains("Rows/VStack/ForEach[6]/Row") == true, "\(explained.message ?? "")")
    }
}

