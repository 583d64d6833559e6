import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// A command that may change the graph has its journal entry written and flushed while the
/// engine runs it (`GraphJournal.stage`): kept when the command changed the graph, cut off
/// again — byte for byte, on disk — when it did not.
@Suite struct JournalAheadTests {
    private func journal(in directory: URL) throws -> GraphJournal {
        let journal = GraphJournal(directory: directory, graph: "g")
        try journal.create(graph: "g", baseDirectory: directory)
        try journal.append(.init(rev: 1, line: "mount V()"))
        return journal
    }

    @Test func aCommittedEntryIsInTheJournal() throws {
        let directory = URL(fileURLWithPath: try makeTemporaryDirectory(), isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = try journal(in: directory)
        let staged = journal.stage(.init(rev: 2, line: "tap \"Add\""))
        try staged.commit()
        staged.abandon()  // after a commit: nothing
        try journal.append(.init(rev: 3, line: "tap \"Add\""))
        #expect(try GraphJournal.read(journal.url).entries.map(\.rev) == [1, 2, 3])
    }

    @Test func anAbandonedEntryLeavesTheFileAsItWas() throws {
        let directory = URL(fileURLWithPath: try makeTemporaryDirectory(), isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = try journal(in: directory)
        let before = try Data(contentsOf: journal.url)
        let staged = journal.stage(.init(rev: 2, line: "tap \"Nope\""))
        GraphJournal.ahead.sync {}
        #expect(try Data(contentsOf: journal.url).count > before.count, "written ahead, before the command ends")
        staged.abandon()
        #expect(try Data(contentsOf: journal.url) == before, "cut off before abandon returns")
        try journal.append(.init(rev: 2, line: "tap \"Add\""))
        #expect(try GraphJournal.read(journal.url).entries.map(\.line) == ["mount V()", "tap \"Add\""])
    }

    @Test func aFailedCommandOfAJournaledGraphLeavesNoEntry() async throws {
        // Through the daemon: each tap's entry is written ahead; the tap that fails, the read
        // between them and the Swift that does not compile leave nothing behind them.
        let state = URL(fileURLWithPath: try makeTemporaryDirectory(), isDirectory: true)
        defer { try? FileManager.default.removeItem(at: state) }
        let revs: [Int?] = try await withDaemon(configure: { $0.stateDirectory = state }) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                _ = try client.call("graph.open", ["name": "g"])
                var revs: [Int?] = []
                for line in [counterView, "mount CounterView()", "tap \"Add\"", "tap \"Nope\"", "tree", "struct Broken {", "tap \"Add\""] {
                    let answer = try client.call("command", command("g", line))
                    revs.append(answer["result"]?["rev"]?.int ?? answer["error"]?["data"]?["rev"]?.int)
                }
                return revs
            }
        }
        #expect(revs == [1, 2, 3, 3, 3, 3, 4])
        let entries = try GraphJournal.read(state.appendingPathComponent("g.journal")).entries
        #expect(entries.map(\.rev) == [1, 2, 3, 4])
        #expect(entries.map(\.line) == [counterView, "mount CounterView()", "tap \"Add\"", "tap \"Add\""])
    }
}
