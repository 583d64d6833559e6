import Foundation
import Synchronization
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
    static let bound: Duration = .seconds(5)

    /// A source of `count` small structs, each with a method of a few statements: about
    /// 120 bytes a declaration, so 7,000 fit in one frame.
    static func manyDeclarations(_ count: Int) -> String {
        (0..<count).map { index in
            "struct S\(index) { var a: Int = \(index)\n  func f(_ x: Int) -> Int { let y = x + a; var z = y * 2; z += 1; return z - y }\n}\n"
        }.joined()
    }

    /// A view of `count` rows that each shows a toggle through a binding: a snapshot reads
    /// every one of them again (a node reused from the last snapshot costs nothing; one that
    /// shows a binding has its binding read each time, and is taken again if it changed).
    static func rows(_ count: Int) -> String {
        """
        struct Rows: View {
            let items = Array(0..<\(count))
            @State var isOn = false
            var body: some View { VStack { ForEach(items, id: \\.self) { i in Toggle("row \\(i)", isOn: $isOn) } } }
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

    func withTwoClients(_ graph: String, setup: [String], workers: Bool = false, deadline: Duration = .milliseconds(500),
                        _ body: @escaping @Sendable (TestClient, TestClient) throws -> Void) async throws {
        let serve: @Sendable (Daemon, String) async throws -> Void = { _, socket in
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
        if workers {
            try await withWorkerDaemon(interruptDeadline: deadline, serve)
        } else {
            try await withDaemon(serve)
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

    /// A source of 1,000 declarations takes tens of seconds to parse, lower and check in a
    /// debug build. Lowering and checking poll (see `PhaseStopTests`); SwiftParser's parse
    /// cannot, so it runs on a thread of its own that the phase abandons (`DetachedPass`).
    /// In-process, with no worker to kill: wherever the interrupt lands, the phase itself
    /// answers it.
    @Test func checkingABigSourceStops() async throws {
        try await withTwoClients("check", setup: [counterView, "mount CounterView()"]) { a, b in
            try expectInterrupted(Self.manyDeclarations(1_000), on: "check", a, b)
        }
    }

    /// The same through an engine worker: the answer is `interrupted` — the worker stopped the
    /// phase itself — never the worker killed at its deadline (which costs the graph a restart
    /// from its journal). The deadline is set far beyond the bound, so that only a phase that
    /// did not stop could reach it, however loaded the machine.
    @Test func aBigSourceInAWorkerStopsWithoutAKill() async throws {
        try await withTwoClients("parse", setup: [counterView, "mount CounterView()"], workers: true,
                                 deadline: .seconds(30)) { a, b in
            try expectInterrupted(Self.manyDeclarations(4_000), on: "parse", a, b)
        }
    }

    /// A source interrupted while the engine parses, lowers or checks it is not added, and the
    /// graph is unchanged (the parse cannot stop; lowering stops at its first poll after it).
    /// Run in full, the same source is accepted. Interrupts are sent every 20 ms from another
    /// thread until the command ends, as `viv` would on Ctrl-C.
    @Test func aSourceInterruptedWhileItIsLoweredOrCheckedIsNotAdded() throws {
        let engine = LocalEngine(baseDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        #expect(engine.run(counterView).summary.ok)
        #expect(engine.run("mount CounterView()").summary.ok)
        let before = engine.run("tree").reply
        let stopped = Self.interrupting(engine, everyMicroseconds: 20_000) { engine.run(Self.manyDeclarations(300)) }
        #expect(stopped.summary.code == "interrupted", "\(String(decoding: stopped.reply.prefix(300), as: UTF8.self))")
        #expect(engine.run("tree").reply == before)
        let use = engine.run("call print(S299().f(1))").summary
        #expect(!use.ok && use.message?.contains("S299") == true, "S299 was never declared")
        let accepted = engine.run(Self.manyDeclarations(300))
        #expect(accepted.summary.ok && accepted.summary.changed)
    }

    /// Issue 10: "an `interrupt` that lands during the rollback replay corrupted the graph". A
    /// failed command's rollback replays the journal with the interruption suspended, so
    /// interrupts sent all through it (every half millisecond, as a user hammering Ctrl-C)
    /// stop the command but never a replayed one: every accepted tap is still counted.
    @Test func aRollbackIsNeverInterruptedHalfWay() throws {
        let engine = LocalEngine(baseDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        let view = """
            struct Both: View {
                @State var count = 0
                var body: some View {
                    VStack {
                        Text("Count: \\(count)")
                        Button("Add") {
                            var i = 0
                            while i < 1500 { i += 1 }
                            count += 1
                        }
                        Button("Spin") {
                            count += 100
                            while true {}
                        }
                    }
                }
            }
            """
        for line in [view, "mount Both()"] + Array(repeating: "tap \"Add\"", count: 12) {
            #expect(engine.run(line).summary.ok, "\(line)")
        }
        let stopped = Self.interrupting(engine, everyMicroseconds: 500) { engine.run("tap \"Spin\"") }
        #expect(stopped.summary.code == "interrupted")
        let tree = String(decoding: engine.run("tree").reply, as: UTF8.self)
        #expect(tree.contains("Count: 12"), "\(tree.prefix(400))")
    }

    /// Taking the tree of 10,000 rows taken anew polls per node. (5,000 rows took seconds in a
    /// debug build once; now 0.2 s, short enough that a loaded machine let the command finish
    /// before the interrupt reached it: the tree must outlast the interrupt's way there.)
    @Test func takingAHugeTreeStops() async throws {
        try await withTwoClients("rows", setup: [Self.rows(10_000), "mount Rows()"]) { a, b in
            try expectInterrupted("tree", on: "rows", a, b)
        }
    }

    /// Runs `body` while another thread interrupts `engine` every `interval` microseconds
    /// (a user hammering Ctrl-C), until `body` returns.
    static func interrupting<T>(_ engine: LocalEngine, everyMicroseconds interval: UInt32, _ body: () -> T) -> T {
        let done = Atomic<Bool>(false)
        let ended = DispatchSemaphore(value: 0)
        let interrupter = engine.interrupter
        Thread {
            while !done.load(ordering: .relaxed) {
                interrupter.interrupt()
                usleep(interval)
            }
            ended.signal()
        }.start()
        defer {
            done.store(true, ordering: .relaxed)
            ended.wait()
        }
        return body()
    }
}
