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

/// Waits until the graph's standby is ready; returns its pid and the primary's.
@discardableResult
func waitForStandby(_ client: TestClient, _ graph: String, replacing previous: Int? = nil) throws -> (primary: Int, standby: Int) {
    var info: JSONValue = .null
    let ready = waitUntil(30) {
        info = (try? graphInfo(client, graph)) ?? .null
        return info["standbyReady"] == true && info["standbyPid"]?.int != previous
    }
    guard ready, let primary = info["enginePid"]?.int, let standby = info["standbyPid"]?.int else {
        throw TestFailure("no standby became ready: \(info)")
    }
    return (primary, standby)
}

/// A raw answer line with its id blanked: what two answers are compared by, byte for byte.
func rawAnswer(_ client: TestClient, _ graph: String, _ line: String) throws -> String {
    let id = try client.send("command", command(graph, line))
    guard let answer = try client.readLine() else { throw TestFailure("the daemon closed the connection") }
    return answer.replacingOccurrences(of: "\"id\":\(id),", with: "").replacingOccurrences(of: ",\"id\":\(id)", with: "")
}

/// Issue 9, item 2: a failed command is rolled back in the time of the command itself. Each
/// graph keeps a hot standby engine that runs every journaled command; when a command fails
/// after running code, the standby takes over (no journal replay), and a new one catches up
/// in the background.
@Suite(.serialized) struct StandbyTests {
    static let setup = [failingView, "mount Screen()", "tap \"Add\"", "tree", "struct Broken {", "tap \"Add\""]

    static func prepare(_ client: TestClient, _ graph: String) throws {
        _ = try client.call("graph.open", ["name": .string(graph)])
        for line in setup { _ = try client.call("command", command(graph, line)) }
    }

    @Test(arguments: [
        ("struct Broken {", "compile", false),
        ("tap \"No such button\"", "command", false),
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
                let (primary, standby) = try waitForStandby(a, "g")
                let tree = try rawAnswer(a, "g", "tree"), objects = try rawAnswer(a, "g", "objects")

                let failed = try a.call("command", command("g", input))
                #expect(failed["error"]?["data"]?["reply"]?["error"]?["code"]?.string == code, "\(failed)")
                #expect(try rawAnswer(a, "g", "tree") == tree)
                #expect(try rawAnswer(a, "g", "objects") == objects)

                // A command that ran code was rolled back by a swap: the standby is the engine now.
                let info = try graphInfo(a, "g")
                #expect(info["enginePid"]?.int == (ranCode ? standby : primary))
                #expect(info["restores"]?["bySwap"]?.int == (ranCode ? 1 : 0))
                #expect(info["restores"]?["byReplay"]?.int == 0)
                if ranCode { #expect(waitUntil(5) { kill(pid_t(primary), 0) != 0 }, "the dirty engine is ended") }

                let next = try a.call("command", command("g", "tap \"Add\""))["result"]
                #expect(next?["rev"] == 5)
                #expect(next?["reply"]?["tree"]?.json.contains("count 3") == true)
            }
        }
    }

    @Test func anInterruptedCommandIsRolledBackBySwap() async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                try Self.prepare(a, "g")
                let (_, standby) = try waitForStandby(a, "g")
                let tree = try rawAnswer(a, "g", "tree"), objects = try rawAnswer(a, "g", "objects")
                let run = try a.send("command", command("g", "tap \"Spin\""))
                let stopped = try interruptUntilStopped(a, graph: "g", command: run)
                #expect(stopped.errorCode == ErrorCode.interrupted.rawValue)
                #expect(try rawAnswer(a, "g", "tree") == tree)
                #expect(try rawAnswer(a, "g", "objects") == objects)
                #expect(try graphInfo(a, "g")["enginePid"]?.int == standby)
                #expect(try a.call("command", command("g", "tap \"Add\""))["result"]?["reply"]?["tree"]?.json.contains("count 3") == true)
            }
        }
    }

    /// The second trap comes before a new standby is ready, the third after: one rolled back by
    /// a replay in the engine, the others by swaps; the graph is the same each time.
    @Test func trapsInARow() async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                try Self.prepare(a, "g")
                let (_, first) = try waitForStandby(a, "g")
                let tree = try rawAnswer(a, "g", "tree"), objects = try rawAnswer(a, "g", "objects")
                for _ in 0..<2 {
                    #expect(try a.call("command", command("g", "tap \"Trap\"")).errorCode == ErrorCode.commandFailed.rawValue)
                }
                #expect(try rawAnswer(a, "g", "tree") == tree)
                #expect(try rawAnswer(a, "g", "objects") == objects)
                let restores = try graphInfo(a, "g")["restores"]
                #expect((restores?["bySwap"]?.int ?? 0) + (restores?["byReplay"]?.int ?? 0) == 2, "\(String(describing: restores))")
                #expect(restores?["bySwap"]?.int ?? 0 >= 1)

                let (primary, second) = try waitForStandby(a, "g", replacing: first)
                #expect(primary == first)
                #expect(try a.call("command", command("g", "tap \"Trap\"")).errorCode == ErrorCode.commandFailed.rawValue)
                #expect(try graphInfo(a, "g")["enginePid"]?.int == second)
                #expect(try rawAnswer(a, "g", "tree") == tree)
                #expect(try rawAnswer(a, "g", "objects") == objects)
            }
        }
    }

    /// The standby runs an accepted command after the primary did: a trap right after a long
    /// command is answered at once by a swap, and the next command waits for the standby to
    /// have run the long one.
    @Test func aLaggingStandbyCatchesUpBeforeTheNextCommand() async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                try Self.prepare(a, "g")
                let (_, standby) = try waitForStandby(a, "g")
                #expect(try a.call("command", command("g", "tap \"Work\""))["result"]?["rev"] == 5)
                #expect(try a.call("command", command("g", "tap \"Trap\"")).errorCode == ErrorCode.commandFailed.rawValue)
                #expect(try graphInfo(a, "g")["enginePid"]?.int == standby)
                let tree = try a.call("command", command("g", "tree"))["result"]
                #expect(tree?["rev"] == 5)
                #expect(tree?["reply"]?["tree"]?.json.contains("count 3") == true)
                #expect(try a.call("command", command("g", "tap \"Add\""))["result"]?["reply"]?["tree"]?.json.contains("count 4") == true)
                // The new standby replays the journal, then each accepted command: `graph.list`
                // says how many it has not run yet, down to none.
                #expect(waitUntil(30) { (try? graphInfo(a, "g"))?["standbyBehind"]?.int == 0 && (try? graphInfo(a, "g"))?["standbyReady"] == true })
            }
        }
    }

    @Test func aStandbyThatCrashesIsReplacedAndRepliesNeverNotice() async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket), watcher = try TestClient(socket)
                try a.hello()
                try watcher.hello("watcher")
                try Self.prepare(a, "g")
                _ = try watcher.call("graph.attach", ["name": "g"])
                let (primary, standby) = try waitForStandby(a, "g")
                kill(pid_t(standby), SIGKILL)
                let next = try a.call("command", command("g", "tap \"Add\""))["result"]
                #expect(next?["rev"] == 5)
                #expect(next?["reply"]?["tree"]?.json.contains("count 3") == true)
                // The watcher saw that command, and no restart.
                #expect(try watcher.read()["method"] == "graph.event")

                let (stillPrimary, replacement) = try waitForStandby(a, "g", replacing: standby)
                #expect(stillPrimary == primary)
                #expect(try a.call("command", command("g", "tap \"Trap\"")).errorCode == ErrorCode.commandFailed.rawValue)
                let info = try graphInfo(a, "g")
                #expect(info["enginePid"]?.int == replacement)
                #expect(info["restores"]?["bySwap"]?.int == 1)
                #expect(try a.call("command", command("g", "tree"))["result"]?["reply"]?["tree"]?.json.contains("count 3") == true)
            }
        }
    }

    @Test func aPrimaryKilledAtTheInterruptDeadlineIsReplacedByItsStandby() async throws {
        try await withWorkerDaemon(interruptDeadline: .milliseconds(300)) { _, socket in
            try await offPool {
                let a = try TestClient(socket), b = try TestClient(socket)
                try a.hello("A")
                try b.hello("B")
                try prepareCounter(a, graph: "demo")
                let (_, standby) = try waitForStandby(b, "demo")
                let hung = try a.send("command", command("demo", "hang-for-testing"))
                #expect(waitUntil(10) { (try? b.call("interrupt", ["graph": "demo"])["result"]?["interrupted"]) == true })
                let answer = try a.read()
                #expect(answer["id"]?.int == hung)
                #expect(answer["error"]?["message"]?.string
                        == "the engine of graph 'demo' did not stop within 300 ms of interrupt and was killed; the graph was restored to rev 3")
                #expect(try graphInfo(b, "demo")["enginePid"]?.int == standby)
                #expect(try a.call("command", command("demo", "tap \"Add\""))["result"]?["reply"]?["tree"]?.json.contains("Count: 2") == true)
            }
        }
    }

    @Test func closingAGraphEndsBothItsWorkers() async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                try prepareCounter(a, graph: "demo")
                let (primary, standby) = try waitForStandby(a, "demo")
                #expect(try a.call("graph.close", ["name": "demo"])["result"] == [:])
                #expect(waitUntil(5) { kill(pid_t(primary), 0) != 0 && kill(pid_t(standby), 0) != 0 }, "both workers are gone and reaped")
            }
        }
    }

    /// `vivariumd --no-standby`: one worker per graph; a trap is rolled back by a replay.
    @Test func noStandbyKeepsOneWorkerAndRollsBackByReplay() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let daemon = try DaemonProcess(socket: directory + "/s", options: ["--no-standby"])
        defer { kill(daemon.pid, SIGTERM); _ = daemon.wait() }
        try await offPool {
            let a = try TestClient(daemon.socket)
            try a.hello()
            try Self.prepare(a, "g")
            #expect(try a.call("command", command("g", "tap \"Trap\"")).errorCode == ErrorCode.commandFailed.rawValue)
            let info = try graphInfo(a, "g")
            #expect(info["standbyPid"] == nil && info["standbyReady"] == nil && info["standbyBehind"] == nil, "\(info)")
            #expect(info["restores"]?["byReplay"]?.int == 1)
            #expect(info["restores"]?["bySwap"]?.int == 0)
            #expect(try a.call("command", command("g", "tree"))["result"]?["reply"]?["tree"]?.json.contains("count 2") == true)
        }
    }

    @Test func aCrashedPrimaryIsReplacedByItsStandby() async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                try prepareCounter(a, graph: "demo")
                let (_, standby) = try waitForStandby(a, "demo")
                let crashed = try a.call("command", command("demo", "crash-for-testing \(SIGSEGV)"))
                #expect(crashed["error"]?["message"]?.string
                        == "the engine of graph 'demo' crashed while running this command (signal 11, SIGSEGV); the graph was restored to rev 3")
                let info = try graphInfo(a, "demo")
                #expect(info["enginePid"]?.int == standby)
                #expect(info["restores"]?["bySwap"]?.int == 1)
                #expect(try a.call("command", command("demo", "tap \"Add\""))["result"]?["reply"]?["tree"]?.json.contains("Count: 2") == true)
            }
        }
    }

    /// The same commands, with a standby and without (`--no-standby`: rollbacks replay the
    /// journal in the engine), answer byte for byte the same — inline sources named after their
    /// command's number included, after a swap.
    @Test func aSwapAnswersAsAReplayDoes() async throws {
        let script = Self.setup + ["objects", "tap \"Trap\"", "func late() -> Int { [Int]()[3] }", "call late()",
                                   "tap \"Break\"", "objects", "tap \"Add\"", "timeline", "tree"]
        func answers(standby: Bool) async throws -> [String] {
            try await withWorkerDaemon(configure: { $0.hotStandby = standby }) { _, socket in
                try await offPool {
                    let a = try TestClient(socket)
                    try a.hello()
                    _ = try a.call("graph.open", ["name": "g"])
                    var answers: [String] = []
                    for line in script {
                        if standby, line.hasPrefix("tap \"Trap") || line.hasPrefix("tap \"Break") { try waitForStandby(a, "g") }
                        answers.append(try rawAnswer(a, "g", line))
                    }
                    // A swap starts the replacement standby shortly after its reply (`replacementDelay`).
                    var info = try graphInfo(a, "g")
                    if standby { _ = waitUntil(5) { info = (try? graphInfo(a, "g")) ?? info; return info["standbyPid"] != nil } }
                    #expect(info["restores"]?["bySwap"]?.int == (standby ? 2 : 0))
                    #expect((info["standbyPid"] != nil) == standby)
                    return answers
                }
            }
        }
        let swapped = try await answers(standby: true), replayed = try await answers(standby: false)
        for (index, line) in script.enumerated() {
            #expect(swapped[index] == replayed[index], "\(line)")
        }
    }
}
