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
                _ = waitUntil(20) {
                    tree = try? watcher.call("command", command("g", "tree"))["result"]
                    return tree?["rev"] == 43
                }
                #expect(tree?["rev"] == 43)
                #expect(tree?["reply"]?["tree"]?.json.contains("Count: 41") == true)
            }
        }
    }
}
