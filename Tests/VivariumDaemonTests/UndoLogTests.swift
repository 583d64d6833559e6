#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// A view whose buttons fail in each way a command that runs code can fail, each after
/// changing the model first (so the failed command left the engine changed: a rollback).
let failingView = """
    class Model: ObservableObject {
        @Published var count = 0
        deinit { print("deinit Model") }
    }
    func recurse(_ n: Int) -> Int { recurse(n + 1) + 1 }
    func work() -> Int {
        var sum = 0
        for i in 0..<20000 { sum += i }
        return sum
    }
    struct Screen: View {
        @StateObject var model = Model()
        @State var broken = false
        let items = [1]
        var body: some View {
            VStack {
                Text("count \\(model.count)")
                Button("Add") { model.count += 1 }
                Button("Work") { model.count += work() > 0 ? 1 : 0 }
                Button("Trap") {
                    model.count += 10
                    let xs: [Int] = []
                    print(xs[1])
                }
                Button("Break") {
                    model.count += 20
                    broken = true
                }
                Button("Spin") {
                    model.count += 100
                    while true {}
                }
                Button("Recurse") {
                    model.count += 1000
                    print(recurse(0))
                }
                Button("Task trap") {
                    model.count += 5
                    Task { let xs: [Int] = []; print(xs[2]) }
                }
                if broken { Text("item \\(items[5])") }
            }
        }
    }
    """

/// This graph's entry in `graph.list`.
func graphInfo(_ client: TestClient, _ graph: String) throws -> JSONValue {
    guard case .array(let graphs)? = try client.call("graph.list")["result"]?["graphs"],
          let info = graphs.first(where: { $0["name"]?.string == graph }) else { throw TestFailure("no graph \(graph)") }
    return info
}

/// A raw answer line with its id blanked: what two answers are compared by, byte for byte.
func rawAnswer(_ client: TestClient, _ graph: String, _ line: String) throws -> String {
    let id = try client.send("command", command(graph, line))
    guard let answer = try client.readLine() else { throw TestFailure("the daemon closed the connection") }
    return answer.replacingOccurrences(of: "\"id\":\(id),", with: "").replacingOccurrences(of: ",\"id\":\(id)", with: "")
}

/// Issue 24, item 1: one engine per graph, and a failed command undone in it. The worker that
/// ran the failed command puts back every write it made (its undo log): the same worker serves
/// the next command, with `tree` and `objects` byte for byte as before; only a command during
/// which a task ran is rolled back by replaying the journal.
@Suite(.serialized) struct UndoLogTests {
    static let setup = [failingView, "mount Screen()", "tap \"Add\"", "tree", "struct Broken {", "tap \"Add\""]

    static func prepare(_ client: TestClient, _ graph: String) throws {
        _ = try client.call("graph.open", ["name": .string(graph)])
        for line in setup { _ = try client.call("command", command(graph, line)) }
    }

    @Test(arguments: [
        ("struct Broken {", "compile", false),
        ("tap \"No such button\"", "command", false),
        ("reeval Screen/VStack/NoSuchView", "command", false),
        ("tap \"Trap\"", "runtime", true),
        ("tap \"Break\"", "runtime", true),
        ("tap \"Spin\"", "step-limit", true),
        ("tap \"Recurse\"", "recursion-limit", true),
    ])
    func aFailureLeavesTreeAndObjectsByteIdentical(input: String, code: String, ranCode: Bool) async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                try Self.prepare(a, "g")
                let engine = try graphInfo(a, "g")["enginePid"]?.int
                let tree = try rawAnswer(a, "g", "tree"), objects = try rawAnswer(a, "g", "objects")

                let failed = try a.call("command", command("g", input))
                #expect(failed["error"]?["data"]?["reply"]?["error"]?["code"]?.string == code, "\(failed)")
                #expect(failed["error"]?["data"]?["rev"] == 4)
                #expect(try graphInfo(a, "g")["rev"] == 4)
                #expect(try rawAnswer(a, "g", "tree") == tree)
                #expect(try rawAnswer(a, "g", "objects") == objects)

                // Undone in the same worker: no second engine, no replay.
                let info = try graphInfo(a, "g")
                #expect(info["enginePid"]?.int == engine)
                #expect(info["standbyPid"] == nil)
                #expect(info["restores"]?["byUndo"]?.int == (ranCode ? 1 : 0))
                #expect(info["restores"]?["byReplay"]?.int == 0)

                let next = try a.call("command", command("g", "tap \"Add\""))["result"]
                #expect(next?["rev"] == 5)
                #expect(next?["reply"]?["tree"]?.json.contains("count 3") == true)
            }
        }
    }

    @Test func anInterruptedCommandIsUndone() async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                try Self.prepare(a, "g")
                let engine = try graphInfo(a, "g")["enginePid"]?.int
                let tree = try rawAnswer(a, "g", "tree"), objects = try rawAnswer(a, "g", "objects")
                let run = try a.send("command", command("g", "tap \"Spin\""))
                let stopped = try interruptUntilStopped(a, graph: "g", command: run)
                #expect(stopped.errorCode == ErrorCode.interrupted.rawValue)
                #expect(try rawAnswer(a, "g", "tree") == tree)
                #expect(try rawAnswer(a, "g", "objects") == objects)
                let info = try graphInfo(a, "g")
                #expect(info["enginePid"]?.int == engine)
                #expect(info["restores"]?["byUndo"]?.int == 1)
                #expect(try a.call("command", command("g", "tap \"Add\""))["result"]?["reply"]?["tree"]?.json.contains("count 3") == true)
            }
        }
    }

    /// Two and ten failures in a row, of every kind: each undone in the same worker.
    @Test(arguments: [2, 10])
    func failuresInARow(count: Int) async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                try Self.prepare(a, "g")
                let engine = try graphInfo(a, "g")["enginePid"]?.int
                let tree = try rawAnswer(a, "g", "tree"), objects = try rawAnswer(a, "g", "objects")
                let failures = ["tap \"Trap\"", "tap \"Break\"", "tap \"Recurse\"", "tap \"Spin\""]
                for index in 0..<count {
                    #expect(try a.call("command", command("g", failures[index % failures.count])).errorCode == ErrorCode.commandFailed.rawValue)
                }
                #expect(try rawAnswer(a, "g", "tree") == tree)
                #expect(try rawAnswer(a, "g", "objects") == objects)
                let info = try graphInfo(a, "g")
                #expect(info["enginePid"]?.int == engine)
                #expect(info["restores"]?["byUndo"]?.int == count)
                #expect(info["restores"]?["byReplay"]?.int == 0)
                #expect(try a.call("command", command("g", "tap \"Add\""))["result"]?["reply"]?["tree"]?.json.contains("count 3") == true)
            }
        }
    }

    /// A task ran during the failed command: its native stack cannot be undone, so the worker
    /// replays its journal (the rare path), after the answer went out.
    @Test func aCommandWhoseTaskRanIsRolledBackByReplay() async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                try Self.prepare(a, "g")
                let tree = try rawAnswer(a, "g", "tree"), objects = try rawAnswer(a, "g", "objects")
                let failed = try a.call("command", command("g", "tap \"Task trap\""))
                #expect(failed.errorCode == ErrorCode.commandFailed.rawValue, "\(failed)")
                #expect(try rawAnswer(a, "g", "tree") == tree)
                #expect(try rawAnswer(a, "g", "objects") == objects)
                let info = try graphInfo(a, "g")
                #expect(info["restores"]?["byReplay"]?.int == 1)
                #expect(info["restores"]?["byUndo"]?.int == 0)
            }
        }
    }

    static let everyFailure = ["struct Broken {", "tap \"No such button\"", "reeval Screen/VStack/NoSuchView",
                               "tap \"Trap\"", "tap \"Break\"", "tap \"Spin\"", "tap \"Recurse\""]

    /// An undone failure leaves nothing in the journal: a worker killed (-9) after failures of
    /// every kind is restarted from it at the last acknowledged rev, with `tree` and `objects`
    /// byte for byte what they were.
    @Test func aWorkerKilledAfterUndoneFailuresIsRestoredAtTheLastAcknowledgedRev() async throws {
        try await withWorkerDaemon { daemon, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                try Self.prepare(a, "g")
                for line in Self.everyFailure {
                    #expect(try a.call("command", command("g", line))["error"]?["data"]?["rev"] == 4, "\(line)")
                }
                let tree = try rawAnswer(a, "g", "tree"), objects = try rawAnswer(a, "g", "objects")
                let engine = try killIdleEngine(daemon, graph: "g")
                #expect(try rawAnswer(a, "g", "tree") == tree)
                #expect(try rawAnswer(a, "g", "objects") == objects)
                let info = try graphInfo(a, "g")
                #expect(info["enginePid"]?.int != engine, "a new worker")
                #expect(info["rev"] == 4)
                let next = try a.call("command", command("g", "tap \"Add\""))["result"]
                #expect(next?["rev"] == 5)
                #expect(next?["reply"]?["tree"]?.json.contains("count 3") == true)
            }
        }
    }

    /// The daemon killed (-9) after failures of every kind, each undone, and started again on
    /// its state directory: the graph is at the last acknowledged rev, byte for byte.
    @Test func aDaemonKilledAfterUndoneFailuresRestoresTheLastAcknowledgedRev() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: vivariumd))
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try DaemonProcess(socket: directory + "/s", stateDirectory: directory + "/state")
        let (tree, objects) = try await offPool { () -> (String, String) in
            let a = try TestClient(first.socket)
            try a.hello()
            try Self.prepare(a, "g")
            for line in Self.everyFailure {
                #expect(try a.call("command", command("g", line))["error"]?["data"]?["rev"] == 4, "\(line)")
            }
            return (try rawAnswer(a, "g", "tree"), try rawAnswer(a, "g", "objects"))
        }
        kill(first.pid, SIGKILL)
        _ = first.wait()
        unlink(first.socket)
        let second = try DaemonProcess(socket: directory + "/s", stateDirectory: directory + "/state")
        defer {
            kill(second.pid, SIGTERM)
            _ = second.wait()
        }
        try await offPool {
            let a = try TestClient(second.socket)
            try a.hello()
            #expect(try rawAnswer(a, "g", "tree") == tree)
            #expect(try rawAnswer(a, "g", "objects") == objects)
            #expect(try graphInfo(a, "g")["rev"] == 4)
            #expect(try a.call("command", command("g", "tap \"Add\""))["result"]?["rev"] == 5)
        }
    }

    @Test func anEngineKilledAtTheInterruptDeadlineIsRestoredFromTheJournal() async throws {
        try await withWorkerDaemon(interruptDeadline: .milliseconds(300)) { _, socket in
            try await offPool {
                let a = try TestClient(socket), b = try TestClient(socket)
                try a.hello("A")
                try b.hello("B")
                try prepareCounter(a, graph: "demo")
                let engine = try graphInfo(b, "demo")["enginePid"]?.int
                let hung = try a.send("command", command("demo", "hang-for-testing"))
                #expect(waitUntil(10) { (try? b.call("interrupt", ["graph": "demo"])["result"]?["interrupted"]) == true })
                let answer = try a.read()
                #expect(answer["id"]?.int == hung)
                #expect(answer["error"]?["message"]?.string
                        == "the engine of graph 'demo' did not stop within 300 ms of interrupt and was killed; the graph was restored to rev 3")
                #expect(try a.call("command", command("demo", "tap \"Add\""))["result"]?["reply"]?["tree"]?.json.contains("Count: 2") == true)
                let info = try graphInfo(b, "demo")
                #expect(info["enginePid"]?.int != engine)
                #expect(info["restores"]?["byReplay"]?.int == 1)
            }
        }
    }

    @Test func closingAGraphEndsItsWorker() async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                try prepareCounter(a, graph: "demo")
                let engine = try #require(try graphInfo(a, "demo")["enginePid"]?.int)
                #expect(try a.call("graph.close", ["name": "demo"])["result"] == [:])
                #expect(waitUntil(5) { kill(pid_t(engine), 0) != 0 }, "the worker is gone and reaped")
            }
        }
    }

    @Test func aCrashedEngineIsRestoredFromTheJournal() async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                try prepareCounter(a, graph: "demo")
                let crashed = try a.call("command", command("demo", "crash-for-testing \(SIGSEGV)"))
                #expect(crashed["error"]?["message"]?.string
                        == "the engine of graph 'demo' crashed while running this command (signal 11, SIGSEGV); the graph was restored to rev 3")
                #expect(try a.call("command", command("demo", "tap \"Add\""))["result"]?["reply"]?["tree"]?.json.contains("Count: 2") == true)
                #expect(try graphInfo(a, "demo")["restores"]?["byReplay"]?.int == 1)
            }
        }
    }

    /// The same commands answer byte for byte the same whether failures are undone or the
    /// journal is replayed (`VIVARIUM_UNDO=0`) — inline sources named after their command's
    /// number included.
    @Test func anUndoAnswersAsAReplayDoes() async throws {
        let script = Self.setup + ["objects", "tap \"Trap\"", "func late() -> Int { [Int]()[3] }", "call late()",
                                   "tap \"Break\"", "objects", "tap \"Add\"", "timeline", "tree"]
        func answers(undo: Bool) async throws -> [String] {
            try await withWorkerDaemon(configure: { if !undo { $0.engineEnvironment["VIVARIUM_UNDO"] = "0" } }) { _, socket in
                try await offPool {
                    let a = try TestClient(socket)
                    try a.hello()
                    _ = try a.call("graph.open", ["name": "g"])
                    var answers: [String] = []
                    for line in script { answers.append(try rawAnswer(a, "g", line)) }
                    let info = try graphInfo(a, "g")
                    #expect(info["restores"]?["byUndo"]?.int == (undo ? 2 : 0), "\(info)")
                    #expect(info["restores"]?["byReplay"]?.int == (undo ? 0 : 2), "\(info)")
                    return answers
                }
            }
        }
        let undone = try await answers(undo: true), replayed = try await answers(undo: false)
        for (index, line) in script.enumerated() {
            #expect(undone[index] == replayed[index], "\(line)")
        }
    }
}
