import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// A tiny view with a button, defined inline.
let counterView = """
    struct CounterView: View {
        @State var count = 0
        var body: some View {
            VStack {
                Text("Count: \\(count)")
                Button("Add") { count += 1 }
            }
        }
    }
    """

@Suite struct SharedGraphTests {
    @Test func attachedClientsSeeEachOthersCommandsAndReplies() async throws {
        try await withDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket), b = try TestClient(socket), c = try TestClient(socket)
                try a.hello("A")
                try b.hello("B")
                try c.hello("C")
                #expect(try a.call("graph.attach", ["name": "shared"])["result"]?["rev"] == 0)
                let attached = try b.call("graph.attach", ["name": "shared"])
                let expected = [(a.clientId, "A"), (b.clientId, "B")].sorted { $0.0 < $1.0 }
                    .map { "{\"clientId\":\($0.0),\"name\":\"\($0.1)\"}" }.joined(separator: ",")
                #expect(attached["result"]?["clients"]?.json == "[\(expected)]")
                #expect(try c.call("graph.attach", ["name": "other"])["result"]?["rev"] == 0)

                var rev = 0
                for line in [counterView, "mount CounterView()", "tap \"Add\""] {
                    let answer = try a.call("command", command("shared", line))
                    let result = try #require(answer["result"], "\(answer)")
                    rev += 1
                    #expect(result["rev"]?.int == rev)
                    let event = try b.read()
                    #expect(event["method"] == "graph.event")
                    #expect(event["id"] == nil)
                    let params = try #require(event["params"])
                    #expect(params["graph"] == "shared")
                    #expect(params["rev"]?.int == rev)
                    #expect(params["line"]?.string == line)
                    #expect(params["by"] == ["clientId": .number(Double(a.clientId)), "name": "A"])
                    #expect(params["reply"] == result["reply"])
                }
                let tapped = try b.call("command", command("shared", "tree"))
                #expect(tapped["result"]?["rev"] == 3, "a read-only command leaves rev as it is")
                #expect(tapped["result"]?["reply"]?["tree"]?["children"]?.json.contains("Count: 1") == true)
                // A question is answered to the client that asked: A is told nothing of it.
                #expect(try a.isSilent(for: 0.2))

                // A failed command: an error with its reply, rev unchanged; the others see it too.
                let failed = try a.call("command", command("shared", "mount Missing()"))
                #expect(failed.errorCode == ErrorCode.commandFailed.rawValue)
                #expect(failed["error"]?["data"]?["rev"] == 3)
                #expect(failed["error"]?["data"]?["reply"]?["ok"] == false)
                let failure = try b.read()["params"]
                #expect(failure?["rev"] == 3 && failure?["line"] == "mount Missing()")
                #expect(failure?["reply"]?["ok"] == false)
                // The requester gets no event of its own, and A's questions go to no one: B's
                // next message is A's next change.
                #expect(try a.call("command", command("shared", "tree"))["result"]?["rev"] == 3)
                #expect(try a.call("command", command("shared", "help"))["result"]?["rev"] == 3)
                #expect(try a.call("command", command("shared", "tap \"Add\""))["result"]?["rev"] == 4)
                let next = try b.read()["params"]
                #expect(next?["rev"] == 4 && next?["line"] == "tap \"Add\"")
                // C, on another graph, saw nothing: its next message is the answer to its request.
                #expect(try c.call("graph.clients", ["name": "other"])["result"]?["clients"]
                        == .array([["clientId": .number(Double(c.clientId)), "name": "C"]]))
                let list = try c.call("graph.list")["result"]?["graphs"]
                #expect(list?.json.contains("\"shared\"") == true)
            }
        }
    }

    @Test func detachedClientsStopReceivingAndClosedGraphsAreGone() async throws {
        try await withDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket), b = try TestClient(socket)
                try a.hello("A")
                try b.hello("B")
                _ = try a.call("graph.attach", ["name": "g"])
                _ = try b.call("graph.attach", ["name": "g"])
                _ = try b.call("graph.detach", ["name": "g"])
                _ = try a.call("command", command("g", counterView))
                #expect(try b.isSilent(for: 0.2))
                #expect(try a.call("graph.open", ["name": "g", "create": false])["result"]?["created"] == false)
                _ = try a.call("graph.close", ["name": "g"])
                #expect(try a.call("command", command("g", "tree")).errorCode == ErrorCode.unknownGraph.rawValue)
                #expect(try a.call("graph.open", ["name": "g", "create": false]).errorCode == ErrorCode.unknownGraph.rawValue)
            }
        }
    }

    @Test func completionComesFromTheLiveGraph() async throws {
        try await withDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                _ = try a.call("graph.open", ["name": "g"])
                _ = try a.call("command", command("g", counterView))
                _ = try a.call("command", command("g", "mount CounterView()"))
                let answer = try a.call("complete", ["graph": "g", "line": "mou", "cursor": 3])
                #expect(answer["result"]?["start"] == 0)
                #expect(answer["result"]?["candidates"]?.json.contains("mount") == true)
                #expect(try a.call("complete", ["graph": "g", "line": "x", "cursor": 9]).errorCode == -32602)
            }
        }
    }

    @Test func serverStopRepliesThenNotifiesEveryClient() async throws {
        try await withDaemon { daemon, socket in
            try await offPool {
                let a = try TestClient(socket), b = try TestClient(socket)
                try a.hello()
                try b.hello()
                let id = try a.send("server.stop")
                #expect(try a.read()["id"]?.int == id)
                #expect(try a.read()["method"] == "server.shutdown")
                #expect(try a.readLine() == nil)
                #expect(try b.read()["method"] == "server.shutdown")
                #expect(try b.readLine() == nil)
            }
            #expect(daemon.isStopping)
            #expect(!FileManager.default.fileExists(atPath: socket))
        }
    }
}
