#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// Issue 10, item 3: bounded resources, and the decided rule for a complete frame whose
/// sender disconnects before the reply: it is executed (docs/PROTOCOL.md, Session 4).
@Suite struct BoundedResourceTests {
    @Test func everyCompleteFrameIsExecutedEvenWhenItsSenderHasGone() async throws {
        try await withDaemon { _, socket in
            try await offPool {
                let watcher = try TestClient(socket)
                try watcher.hello("watcher")
                try prepareCounter(watcher, graph: "g")
                for index in 0..<40 {
                    // As `printf '…' | socat - UNIX-CONNECT:…` does: write, then close at once.
                    var client: TestClient? = try TestClient(socket)
                    try client?.send(raw: """
                        {"jsonrpc":"2.0","id":1,"method":"hello","params":{"protocol":"1.0","client":"gone \(index)"}}
                        {"jsonrpc":"2.0","id":2,"method":"command","params":{"graph":"g","line":"tap \\"Add\\""}}
                        """)
                    client = nil
                }
                // Every one of the 40 taps ran: rev 3 + 40, Count: 41.
                var tree: JSONValue?
                _ = waitUntil(60) {
                    tree = try? watcher.call("command", command("g", "tree"))["result"]
                    return tree?["rev"] == 43
                }
                #expect(tree?["rev"] == 43)
                #expect(tree?["reply"]?["tree"]?.json.contains("Count: 41") == true)
            }
        }
    }

    /// A list with many rows: a reply of several kilobytes.
    static let longList = """
        struct Rows: View {
            @State var round = 0
            var body: some View {
                VStack {
                    Button("Again") { round += 1 }
                    // NB: read by the body, so every tap changes every row: each reply carries
                    // the whole list as its change (replies carry only what changed).
                    Text("round \\(round)")
                    ForEach(0..<120, id: \\.self) { row in Text("row \\(row) of round \\(round), padded to be long enough") }
                }
            }
        }
        """

    @Test func aClientThatNeverReadsIsDisconnectedAndNobodyWaitsForIt() async throws {
        try await withDaemon(configure: { configuration in
            configuration.outboxLimits.hardBytes = 256 << 10
            configuration.outboxLimits.softBytes = 128 << 10
        }) { _, socket in
            try await offPool {
                let worker = try TestClient(socket), sleeper = try TestClient(socket)
                try worker.hello("worker")
                try sleeper.hello("sleeper")
                _ = try worker.call("graph.open", ["name": "g"])
                _ = try worker.call("command", command("g", Self.longList))
                _ = try worker.call("command", command("g", "mount Rows()"))
                // The sleeper attaches and never reads again.
                _ = try sleeper.call("graph.attach", ["name": "g"])
                // Nobody waits for it: each of the worker's commands is answered within the
                // test client's read timeout (a daemon blocked on the sleeper's full socket
                // would never answer). No wall-clock bound on the whole loop: that is the
                // bench's business, and a loaded machine made one flaky.
                for round in 1...120 {
                    let answer = try worker.call("command", command("g", "tap \"Again\""))
                    #expect(answer["result"]?["rev"]?.int == 2 + round)
                }
                let clients = try worker.call("graph.clients", ["name": "g"])["result"]?["clients"]?.json ?? ""
                #expect(!clients.contains("sleeper"), "the sleeper was disconnected: \(clients)")
                // What the kernel had buffered for it arrives, then the end.
                sleeper.setTimeout(5)
                var lines = 0
                while (try? sleeper.readLine()) != nil { lines += 1 }
                #expect(lines < 120)
            }
        }
    }

    @Test func aClientOverTheConnectionLimitIsRefusedClearly() async throws {
        try await withDaemon(configure: { $0.maxConnections = 2 }) { _, socket in
            try await offPool {
                let a = try TestClient(socket), b = try TestClient(socket)
                try a.hello("a")
                try b.hello("b")
                let c = try TestClient(socket)
                let refusal = try c.read()
                #expect(refusal.errorCode == ErrorCode.limitExceeded.rawValue)
                #expect(refusal["error"]?["message"]?.string == "too many connections: this daemon serves at most 2 clients at once")
                #expect(try c.readLine() == nil)
                #expect(try a.call("graph.list")["result"] != nil)
            }
        }
    }
}
