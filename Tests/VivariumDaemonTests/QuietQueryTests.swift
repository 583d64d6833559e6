import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// `command`'s `quiet`: a command that changed nothing — a question, which is never sent to the
/// other clients attached, but also one that failed — is kept to its sender (the web view's
/// reads and the `explain`s it is clicked for); a command that changed the graph is sent to them
/// whatever it says.
@Suite struct QuietQueryTests {
    private func check(_ socket: String) throws {
        let a = try TestClient(socket), watcher = try TestClient(socket)
        try a.hello("A")
        try watcher.hello("watcher")
        try prepareCounter(a, graph: "demo")
        _ = try watcher.call("graph.attach", ["name": "demo"])
        for line in ["tree", "objects --json", "timeline --json", "explain CounterView"] {
            let answer = try a.call("command", ["graph": "demo", "line": .string(line), "quiet": true])
            #expect(answer["result"]?["rev"] == 3, "\(line): the sender gets its answer")
        }
        for line in ["inspect Nowhere", "explain Nothing#9", "tap \"No such button\""] {
            let failed = try a.call("command", ["graph": "demo", "line": .string(line), "quiet": true])
            #expect(failed.errorCode == ErrorCode.commandFailed.rawValue, "\(line)")
        }
        #expect(try watcher.isSilent(for: 0.3), "quiet reads and failures are told to no one")
        // The same failure, not quiet, is told.
        _ = try a.call("command", ["graph": "demo", "line": "inspect Nowhere", "quiet": false])
        #expect(try watcher.read()["params"]?["line"] == "inspect Nowhere")
        // A change is told, quiet or not.
        let tapped = try a.call("command", ["graph": "demo", "line": "tap \"Add\"", "quiet": true])
        #expect(tapped["result"]?["rev"] == 4)
        let event = try watcher.read()
        #expect(event["params"]?["line"] == "tap \"Add\"" && event["params"]?["rev"] == 4)
        // `quiet` must be a boolean.
        let wrong = try a.call("command", ["graph": "demo", "line": "tree", "quiet": "yes"])
        #expect(wrong.errorCode == ErrorCode.invalidParams.rawValue)
    }

    @Test func onTheGraphsOwnThread() async throws {
        try await withDaemon { _, socket in try await offPool { try check(socket) } }
    }

    @Test func fromTheEventLoop() async throws {
        try await withWorkerDaemon(configure: { $0.inlineWindowMilliseconds = 10_000 }) { daemon, socket in
            try await offPool { try check(socket) }
            #expect(InlineQueryTests.counts(daemon, "demo").answered >= 8, "the reads were answered inline")
        }
    }
}
