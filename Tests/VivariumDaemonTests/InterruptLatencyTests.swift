import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// Issue 10, item 1: every phase of a command answers `interrupt` — evaluation, describing a
/// huge value for `print`, lowering and checking a big source, taking a huge tree. Each
/// command below runs far longer than the bound on its own, so a phase that ignored the
/// interrupt would fail the test (or answer `ok`); the in-process daemon used here has no
/// worker to kill, so only the phase's own polling can stop it. The bound is loose for a
/// loaded 2-core debug machine; `make bench` carries tight timing.
@Suite struct InterruptLatencyTests {
    static let bound: Duration = .seconds(2)

    /// A source of `count` small structs, each with a method of a few statements: about
    /// 120 bytes a declaration, so 7,000 fit in one frame.
    static func manyDeclarations(_ count: Int) -> String {
        (0..<count).map { index in
            "struct S\(index) { var a: Int = \(index)\n  func f(_ x: Int) -> Int { let y = x + a; var z = y * 2; z += 1; return z - y }\n}\n"
        }.joined()
    }

    /// A view of `count` rows.
    static func rows(_ count: Int) -> String {
        """
        struct Rows: View {
            let items = Array(0..<\(count))
            var body: some View { VStack { ForEach(items, id: \\.self) { i in Text("row \\(i)") } } }
        }
        """
    }

    /// Sends `line` on `graph`, interrupts it from another connection as soon as the graph runs
    /// it, and checks it answers `interrupted` within `bound` and leaves `tree` and `objects`
    /// as they were.
    func expectInterrupted(_ line: String, on graph: String, _ client: TestClient, _ other: TestClient) throws {
        let treeBefore = try client.call("command", command(graph, "tree"))["result"]
        let objectsBefore = try client.call("command", command(graph, "objects"))["result"]?["reply"]?["output"]
        let id = try client.send("command", command(graph, line))
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline,
              try other.call("graph.list")["result"]?["graphs"]?[0]?["running"] != true {
            usleep(1_000)
        }
        let asked = ContinuousClock.now
        #expect(try other.call("interrupt", ["graph": .string(graph)])["result"]?["interrupted"] == true)
        let answer = try client.read()
        let latency = ContinuousClock.now - asked
        #expect(answer["id"]?.int == id)
        #expect(answer.errorCode == ErrorCode.interrupted.rawValue, "\(answer.json.prefix(300))")
        #expect(latency <= Self.bound, "answered \(latency) after interrupt")
        let treeAfter = try client.call("command", command(graph, "tree"))["result"]
        #expect(treeAfter?["rev"] == treeBefore?["rev"])
        #expect(treeAfter?["reply"]?["tree"] == treeBefore?["reply"]?["tree"])
        #expect(try client.call("command", command(graph, "objects"))["result"]?["reply"]?["output"] == objectsBefore)
    }

    func withTwoClients(_ graph: String, setup: [String],
                        _ body: @escaping @Sendable (TestClient, TestClient) throws -> Void) async throws {
        try await withDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket), b = try TestClient(socket)
                try a.hello("A")
                try b.hello("B")
                _ = try a.call("graph.open", ["name": .string(graph)])
                for line in setup {
                    let answer = try a.call("command", command(graph, line))
                    guard answer["result"] != nil else { throw TestFailure("\(line.prefix(80)): \(answer)") }
                }
                try body(a, b)
            }
        }
    }

    @Test func evaluationStops() async throws {
        try await withTwoClients("spin", setup: [spinnerView, "mount Spinner()"]) { a, b in
            try expectInterrupted("tap \"Spin\"", on: "spin", a, b)
        }
    }

    /// Describing four million elements takes many seconds in a debug build; it polls per element.
    @Test func printingAHugeValueStops() async throws {
        try await withTwoClients("print", setup: [counterView, "mount CounterView()"]) { a, b in
            try expectInterrupted("call print(Array(0..<4_000_000))", on: "print", a, b)
        }
    }

    /// Lowering and checking 7,000 declarations (a frame of about 900 KB) poll per
    /// declaration, statement and expression.
    @Test func checkingABigSourceStops() async throws {
        try await withTwoClients("check", setup: [counterView, "mount CounterView()"]) { a, b in
            try expectInterrupted(Self.manyDeclarations(7_000), on: "check", a, b)
        }
    }

    /// Taking the tree of 20,000 rows polls per node.
    @Test func takingAHugeTreeStops() async throws {
        try await withTwoClients("rows", setup: [Self.rows(20_000), "mount Rows()"]) { a, b in
            try expectInterrupted("tree", on: "rows", a, b)
        }
    }
}
