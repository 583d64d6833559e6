import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// `command`'s `tree` parameter through the daemon: a reply's size follows what the command
/// changed (issue 9, item 4), and attached clients still get a reply they can draw.
@Suite struct ReplyTreeDetailTests {
    /// 60 rows, each with a counter: about 125 drawn lines, more than `wholeTreeUpTo`'s 40.
    static let rows = """
        struct Row: View {
            let index: Int
            @State var taps = 0
            var body: some View { Button("Row \\(index): \\(taps)") { taps += 1 } }
        }
        struct Rows: View {
            var body: some View { VStack { ForEach(0..<60, id: \\.self) { Row(index: $0) } } }
        }
        """

    static func command(_ line: String, tree: String? = nil, upTo: Int? = nil) -> JSONValue {
        var params: [String: JSONValue] = ["graph": "g", "line": .string(line)]
        if let tree { params["tree"] = .string(tree) }
        if let upTo { params["wholeTreeUpTo"] = .number(Double(upTo)) }
        return .object(params)
    }

    @Test func noneOmitsTheTreeFullSendsItAndChangedSendsTheRow() async throws {
        try await withDaemon { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                _ = try client.call("graph.open", ["name": "g"])
                _ = try client.call("command", Self.command(Self.rows))
                let mounted = try client.call("command", Self.command("mount Rows()"))["result"]?["reply"]
                #expect(mounted?["tree"]?["type"] == "Rows", "mount shows the whole tree")
                #expect(mounted?["changes"] == nil)

                let none = try client.call("command", Self.command("tap \"Row 1: 0\"", tree: "none"))["result"]?["reply"]
                #expect(none?["ok"] == true)
                #expect(none?["tree"] == nil && none?["changes"] == nil && none?["treeLines"] == nil)
                #expect(none?["bodies"] == .array(["Rows/VStack/ForEach[1]/Row"]), "records and events are still there")

                let full = try client.call("command", Self.command("tap \"Row 2: 0\"", tree: "full"))["result"]?["reply"]
                #expect(full?["tree"]?.json.contains("Row 59: 0") == true)
                #expect(full?["changes"] == nil)

                let changed = try client.call("command", Self.command("tap \"Row 3: 0\""))["result"]?["reply"]
                #expect(changed?["tree"] == nil)
                #expect(changed?["treeLines"]?.int ?? 0 > 100)
                guard case .array(let changes)? = changed?["changes"] else {
                    Issue.record("no changes in \(String(describing: changed))")
                    return
                }
                #expect(changes.count == 1)
                #expect(changes.first?["kind"] == "updated")
                #expect(changes.first?["path"] == "Rows/VStack/ForEach[3]/Row")
                #expect(changes.first?["node"]?.json.contains("Row 3: 1") == true)
                #expect(changes.first?["node"]?.json.contains("Row 4: 0") == false, "only the changed row")
                // The reply is a small fraction of the full one.
                #expect((changed?.json.utf8.count ?? .max) * 10 < (full?.json.utf8.count ?? 0))

                // `tree` always shows it whole; `wholeTreeUpTo` raises the bar for a whole tree.
                #expect(try client.call("command", Self.command("tree"))["result"]?["reply"]?["tree"] != nil)
                let raised = try client.call("command", Self.command("tap \"Row 4: 0\"", upTo: 1000))["result"]?["reply"]
                #expect(raised?["tree"] != nil && raised?["changes"] == nil)
            }
        }
    }

    /// In this process and through engine workers (whose answer then has a third line).
    @Test(arguments: [false, true])
    func attachedClientsGetTheChangesWhateverTheSenderAsked(workers: Bool) async throws {
        let body: @Sendable (Daemon, String) async throws -> Void = { _, socket in
            try await offPool {
                let a = try TestClient(socket), b = try TestClient(socket)
                try a.hello("A")
                try b.hello("B")
                _ = try a.call("graph.attach", ["name": "g"])
                _ = try b.call("graph.attach", ["name": "g"])
                for line in [Self.rows, "mount Rows()"] {
                    _ = try a.call("command", Self.command(line))
                    _ = try b.read()
                }
                let sent = try a.call("command", Self.command("tap \"Row 5: 0\"", tree: "none"))["result"]?["reply"]
                #expect(sent?["tree"] == nil && sent?["changes"] == nil)
                let seen = try b.read()["params"]?["reply"]
                #expect(seen?["changes"]?.json.contains("Rows/VStack/ForEach[5]/Row") == true)
                #expect(seen?["treeLines"]?.int ?? 0 > 100)
                #expect(seen?["bodies"] == sent?["bodies"])
            }
        }
        if workers { try await withWorkerDaemon(body) } else { try await withDaemon(body) }
    }

    @Test func anUnknownTreeDetailIsInvalidParams() async throws {
        try await withDaemon { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                _ = try client.call("graph.open", ["name": "g"])
                let answer = try client.call("command", Self.command("tree", tree: "some"))
                #expect(answer.errorCode == ErrorCode.invalidParams.rawValue)
            }
        }
    }
}
