import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// DESIGN §7 (durable): each graph's accepted commands are journaled; a restarted daemon
/// replays them and reaches the identical graph. `graph.close` ends the journal.
@Suite struct JournalTests {
    @Test func aRestartedDaemonReachesTheIdenticalGraph() async throws {
        let state = URL(fileURLWithPath: try makeTemporaryDirectory(), isDirectory: true)
        defer { try? FileManager.default.removeItem(at: state) }

        let before: (tree: String, rev: Int?) = try await withDaemon(configure: { $0.stateDirectory = state }) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                _ = try client.call("graph.open", ["name": "kept"])
                _ = try client.call("graph.open", ["name": "gone"])
                for line in [counterView, "mount CounterView()", "tap \"Add\"", "tap \"Add\"", "tap \"Nope\"", "tree"] {
                    _ = try client.call("command", command("kept", line))
                }
                let tree = try client.call("command", command("kept", "tree"))
                _ = try client.call("command", command("gone", counterView))
                _ = try client.call("graph.close", ["name": "gone"])
                return (tree["result"]?["reply"]?["tree"]?.json ?? "", tree["result"]?["rev"]?.int)
            }
        }
        let journals = try FileManager.default.contentsOfDirectory(atPath: state.path)
        #expect(journals == ["kept.journal"], "a closed graph leaves no journal")
        let entries = try GraphJournal.read(state.appendingPathComponent("kept.journal")).entries
        #expect(entries.map(\.line) == [counterView, "mount CounterView()", "tap \"Add\"", "tap \"Add\""],
                "only accepted commands that change the graph are journaled")

        try await withDaemon(configure: { $0.stateDirectory = state }) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                let graphs = try client.call("graph.list")
                #expect(graphs["result"]?["graphs"]?.json.contains("\"name\":\"kept\"") == true)
                let tree = try client.call("command", command("kept", "tree"))
                #expect(tree["result"]?["reply"]?["tree"]?.json == before.tree)
                #expect(tree["result"]?["reply"]?["tree"]?.json.contains("Count: 2") == true)
                #expect(before.rev == 4, "read-only commands (tree) leave rev as it is")
                #expect(tree["result"]?["rev"]?.int == 4, "rev is restored exactly: the last journaled command's")
            }
        }
    }
}
