import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// `command`'s `quiet`: a read its sender asks to keep to itself is not sent to the other
/// clients attached (the web view reads the objects and the timeline after every change, which
/// would otherwise echo into every shell attached); a command that changed the graph is sent to
/// them whatever it says.
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
        let failed = try a.call("command", ["graph": "demo", "line": "inspect Nowhere", "quiet": true])
        #expect(failed.errorCode == ErrorCode.commandFailed.rawValue)
        #expect(try watcher.isSilent(for: 0.3), "quiet reads are told to no one")
        // The same read, not quiet, is told.
        _ = try a.call("command", ["graph": "demo", "line": "tree", "quiet": false])
        #expect(try watcher.read()["params"]?["line"] == "tree")
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
