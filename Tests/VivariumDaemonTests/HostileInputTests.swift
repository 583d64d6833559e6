import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// A view whose button never returns.
let spinnerView = """
    struct Spinner: View {
        @State var taps = 0
        var body: some View {
            VStack {
                Text("Taps: \\(taps)")
                Button("Spin") {
                    taps += 1
                    while true {}
                }
            }
        }
    }
    """

@Suite struct HostileInputTests {
    @Test func badFramesGetErrorsAndTheConnectionSurvives() async throws {
        try await withDaemon { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                let bystander = try TestClient(socket)
                try bystander.hello("bystander")

                _ = try client.send("graph.list")
                let early = try client.read()
                #expect(early.errorCode == ErrorCode.notInitialized.rawValue)
                #expect(early["id"] == 1)

                let mismatch = try client.call("hello", ["protocol": "2.0", "client": "future"])
                #expect(mismatch.errorCode == ErrorCode.protocolMismatch.rawValue)
                #expect(mismatch["error"]?["message"]?.string?.contains("2.0") == true)
                #expect(mismatch["error"]?["message"]?.string?.contains("1.0") == true)
                try client.hello()

                try client.send(raw: "{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": ")
                let parse = try client.read()
                #expect(parse.errorCode == -32700)
                #expect(parse["id"] == .null)

                // A batch of three invalid elements: an array of three errors (JSON-RPC 2.0 §7).
                try client.send(raw: "[1, 2, 3]")
                let batch = try client.read()
                #expect(batch == .array(Array(repeating: ["error": ["code": -32600, "message": "not a JSON-RPC 2.0 message object"],
                                                          "id": .null, "jsonrpc": "2.0"], count: 3)))

                try client.send(raw: "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\",\"params\":\"" + String(repeating: "a", count: 2 << 20) + "\"}")
                let large = try client.read()
                #expect(large.errorCode == ErrorCode.frameTooLarge.rawValue)
                #expect(large["id"] == .null)

                #expect(try client.call("graph.fly").errorCode == -32601)
                let bad = try client.call("graph.open", ["name": 42])
                #expect(bad.errorCode == -32602)
                #expect(bad["error"]?["message"]?.string == "invalid params for graph.open: 'name' must be a string")
                #expect(try client.call("graph.open", ["name": ""]).errorCode == -32602)
                #expect(try client.call("command", ["graph": "g"]).errorCode == -32602)
                #expect(try client.call("command", command("nowhere", "tree")).errorCode == ErrorCode.unknownGraph.rawValue)
                #expect(try client.call("hello", ["protocol": "1.0", "client": "again"]).errorCode == -32600)

                // Still serving, this connection and the others.
                #expect(try client.call("graph.open", ["name": "g"])["result"]?["created"] == true)
                #expect(try bystander.call("graph.list")["result"]?["graphs"]?.json.contains("\"g\"") == true)
            }
        }
    }

    @Test func anInterruptFromAnotherConnectionStopsARunawayCommand() async throws {
        try await withDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket), b = try TestClient(socket)
                try a.hello("A")
                try b.hello("B")
                _ = try a.call("graph.open", ["name": "spin"])
                _ = try a.call("command", command("spin", spinnerView))
                let mounted = try a.call("command", command("spin", "mount Spinner()"))["result"]
                let before = try #require(mounted?["reply"]?["tree"])

                let id = try a.send("command", command("spin", "tap \"Spin\""))
                // Until the command has reached the graph (a loaded machine can take a while).
                var interrupted = false
                let deadline = ContinuousClock.now + .seconds(10)
                while !interrupted, ContinuousClock.now < deadline {
                    interrupted = try b.call("interrupt", ["graph": "spin"])["result"]?["interrupted"] == true
                    if !interrupted { usleep(2_000) }
                }
                #expect(interrupted)
                let answer = try a.read()
                #expect(answer["id"]?.int == id)
                #expect(answer.errorCode == ErrorCode.interrupted.rawValue)
                #expect(answer["error"]?["data"]?["rev"] == 2)
                #expect(answer["error"]?["data"]?["reply"]?["error"]?["code"] == "interrupted")

                let after = try a.call("command", command("spin", "tree"))["result"]
                #expect(after?["rev"] == 2, "a read-only command leaves rev as it is")
                #expect(after?["reply"]?["tree"] == before)
                #expect(try b.call("interrupt", ["graph": "spin"])["result"]?["interrupted"] == false)
            }
        }
    }

    @Test func anInterruptOnTheSameConnectionIsAnsweredWhileTheCommandRuns() async throws {
        try await withDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                _ = try a.call("graph.open", ["name": "spin"])
                _ = try a.call("command", command("spin", spinnerView))
                _ = try a.call("command", command("spin", "mount Spinner()"))
                let run = try a.send("command", command("spin", "tap \"Spin\""))
                // Each interrupt is answered while the command runs (the connection is not
                // blocked by it); until the command has reached the graph it answers false.
                let second = try interruptUntilStopped(a, graph: "spin", command: run)
                #expect(second["id"]?.int == run)
                #expect(second.errorCode == ErrorCode.interrupted.rawValue)
            }
        }
    }

    @Test func aClientThatLeavesMidCommandLeavesTheGraphConsistent() async throws {
        try await withDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello("A")
                _ = try a.call("graph.attach", ["name": "g"])
                for line in [counterView, spinnerView, "struct Both: View {\n  var body: some View { VStack { CounterView(); Spinner() } }\n}", "mount Both()"] {
                    #expect(try a.call("command", command("g", line))["result"] != nil, "\(line)")
                }

                var leaver: TestClient? = try TestClient(socket)
                try leaver?.hello("leaver")
                try leaver?.send("command", command("g", "tap \"Add\""))
                try leaver?.send("command", command("g", "tap \"Spin\""))
                try leaver?.send("command", command("g", "tap \"Add\""))
                leaver = nil

                // The commands it sent still run, in order; the spin fails and rolls back (A sees
                // the failure too, at the unchanged rev). The spin runs its whole step budget,
                // which on a loaded machine takes longer than a read's usual 5 s.
                a.setTimeout(120)
                #expect(try a.read()["params"]?["rev"] == 5)
                let spin = try a.read()["params"]
                #expect(spin?["rev"] == 5 && spin?["line"] == "tap \"Spin\"" && spin?["reply"]?["ok"] == false)
                #expect(try a.read()["params"]?["rev"] == 6)
                let now = try a.call("command", command("g", "tree"))["result"]
                #expect(now?["rev"] == 6, "a read-only command leaves rev as it is")
                #expect(now?["reply"]?["tree"]?.json.contains("Count: 2") == true)
                #expect(now?["reply"]?["tree"]?.json.contains("Taps: 0") == true)
                #expect(try a.call("graph.clients", ["name": "g"])["result"]?["clients"]?.json == "[{\"clientId\":\(a.clientId),\"name\":\"A\"}]")
            }
        }
    }
}
