#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// The built `vivariumd`, whose worker mode hosts graphs' engines.
let vivariumd = packageRoot.appendingPathComponent(".build/debug/vivariumd").path

/// A daemon whose graphs run in worker processes with the test hooks on
/// (`crash-for-testing SIGNAL`, `hang-for-testing`).
func withWorkerDaemon<T: Sendable>(
    interruptDeadline: Duration = .seconds(2),
    addressSpace: UInt? = nil,
    configure: @escaping (inout DaemonConfiguration) -> Void = { _ in },
    _ body: @Sendable (_ daemon: Daemon, _ socket: String) async throws -> T
) async throws -> T {
    try #require(FileManager.default.isExecutableFile(atPath: vivariumd), "\(vivariumd) is not built (swift build --build-tests)")
    var limits = EngineLimits()
    limits.interruptDeadline = interruptDeadline
    if let addressSpace { limits.addressSpaceBytes = addressSpace }
    return try await withDaemon(configure: { configuration in
        configuration.engineHosting = .workers(executable: vivariumd, limits: limits)
        configuration.engineEnvironment = [EngineWorker.testHooksVariable: "1"]
        configure(&configuration)
    }, body)
}

/// A graph with a counter tapped once: rev 3, "Count: 1".
func prepareCounter(_ client: TestClient, graph: String) throws {
    _ = try client.call("graph.open", ["name": .string(graph)])
    for line in [counterView, "mount CounterView()", "tap \"Add\""] {
        let answer = try client.call("command", command(graph, line))
        guard answer["result"] != nil else { throw TestFailure("\(line): \(answer)") }
    }
}

/// Issue 10, item 2: an engine process per graph. A crash, a kill or a runaway native loop
/// costs that graph one restart from its journal, never the daemon or another graph.
@Suite struct EngineWorkerTests {
    /// A reply longer than what the worker encodes before writing (`streamedChunk`: the
    /// mount of 800 rows, over 192 KiB, goes out in pieces as it is encoded) arrives whole, and
    /// so does the different reply an attached client sees after it, and the next answer.
    @Test func aLargeReplyStreamedByTheWorkerArrivesWhole() async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket), watcher = try TestClient(socket)
                try a.hello("A")
                try watcher.hello("watcher")
                _ = try a.call("graph.open", ["name": "rows"])
                _ = try watcher.call("graph.attach", ["name": "rows"])
                let rows = ReplyTreeDetailTests.rows.replacingOccurrences(of: "0..<60", with: "0..<800")
                func run(_ line: String, tree: String? = nil) throws -> JSONValue? {
                    var params: [String: JSONValue] = ["graph": "rows", "line": .string(line)]
                    if let tree { params["tree"] = .string(tree) }
                    return try a.call("command", .object(params))["result"]?["reply"]
                }
                _ = try run(rows)
                let mounted = try #require(try run("mount Rows()"))
                #expect(mounted.json.utf8.count > 3 * EngineWorker.streamedChunk)
                #expect(mounted["tree"]?.json.contains("Row 799: 0") == true)
                let full = try #require(try run("tap \"Row 5: 0\"", tree: "full"))
                #expect(full["tree"]?.json.contains("Row 5: 1") == true && full["tree"]?.json.contains("Row 799: 0") == true)
                let events = try (0..<3).map { _ in try watcher.read() }
                #expect(events.map { $0["params"]?["line"]?.string } == [rows, "mount Rows()", "tap \"Row 5: 0\""])
                #expect(events[1]["params"]?["reply"] == mounted)
                // The watcher sees the tap's changes (a line of its own after the full reply).
                guard case .array(let changes)? = events[2]["params"]?["reply"]?["changes"] else {
                    Issue.record("no changes in \(events[2])")
                    return
                }
                #expect(changes.count == 1 && changes.first?["node"]?.json.contains("Row 5: 1") == true)
                #expect(try run("tap \"Row 6: 0\"", tree: "none")?["ok"] == true)
            }
        }
    }

    @Test(arguments: [(SIGSEGV, "signal 11, SIGSEGV"), (SIGABRT, "signal 6, SIGABRT"), (SIGKILL, "signal 9, SIGKILL")])
    func aCrashMidCommandCostsTheGraphOneRestart(signal: Int32, named: String) async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket), watcher = try TestClient(socket), other = try TestClient(socket)
                try a.hello("A")
                try watcher.hello("watcher")
                try other.hello("other")
                try prepareCounter(a, graph: "demo")
                try prepareCounter(other, graph: "bystander")
                _ = try watcher.call("graph.attach", ["name": "demo"])

                let crashed = try a.call("command", command("demo", "crash-for-testing \(signal)"))
                #expect(crashed.errorCode == ErrorCode.engineCrashed.rawValue)
                #expect(crashed["error"]?["message"]?.string
                        == "the engine of graph 'demo' crashed while running this command (\(named)); the graph was restored to rev 3")
                let notice = try watcher.read()
                #expect(notice["method"] == "graph.restarted")
                #expect(notice["params"]?["rev"] == 3)
                #expect(notice["params"]?["graph"] == "demo")

                // The graph is as it was at rev 3, and goes on from there.
                let tree = try a.call("command", command("demo", "tree"))["result"]
                #expect(tree?["rev"] == 3)
                #expect(tree?["reply"]?["tree"]?.json.contains("Count: 1") == true)
                #expect(try a.call("command", command("demo", "tap \"Add\""))["result"]?["rev"] == 4)
                // The other graph never noticed.
                let untouched = try other.call("command", command("bystander", "tap \"Add\""))["result"]
                #expect(untouched?["rev"] == 4)
                #expect(untouched?["reply"]?["tree"]?.json.contains("Count: 2") == true)
            }
        }
    }

    /// Issue 10, item 1: a restart from the journal replays the text `load` read, never the
    /// file as it is by then — edited or deleted, the graph comes back as it was.
    @Test func aRestartReplaysWhatLoadReadNotTheFileAsItIsNow() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/counter.swift"
        try counterView.write(toFile: file, atomically: true, encoding: .utf8)
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                _ = try a.call("graph.open", ["name": "demo", "directory": .string(directory)])
                for line in ["load counter.swift", "mount CounterView()", "tap \"Add\""] {
                    #expect(try a.call("command", command("demo", line))["result"] != nil, "\(line)")
                }
                try counterView.replacingOccurrences(of: "Count: ", with: "Edited: ")
                    .write(toFile: file, atomically: true, encoding: .utf8)
                let edited = try a.call("command", command("demo", "crash-for-testing \(SIGKILL)"))
                #expect(edited["error"]?["message"]?.string?.hasSuffix("the graph was restored to rev 3") == true)
                let tree = try a.call("command", command("demo", "tree"))["result"]?["reply"]?["tree"]?.json ?? ""
                #expect(tree.contains("Count: 1") && !tree.contains("Edited"), "\(tree)")

                try FileManager.default.removeItem(atPath: file)
                _ = try a.call("command", command("demo", "crash-for-testing \(SIGKILL)"))
                let again = try a.call("command", command("demo", "tap \"Add\""))["result"]
                #expect(again?["rev"] == 4)
                #expect(again?["reply"]?["tree"]?.json.contains("Count: 2") == true)
            }
        }
    }

    /// A worker runs with glibc's per-thread cache of freed blocks deeper than its default, so
    /// that freeing a large reply does not leave the next command sorting thousands of blocks,
    /// and large blocks mapped on their own at a fixed size, so that a large command's arrays
    /// leave no holes in the heap (`EngineProcess.allocatorTunables`); a setting the daemon was
    /// given is kept.
    @Test func aWorkerRunsWithADeepAllocatorCache() async throws {
        let ours = "glibc.malloc.tcache_count=1024:glibc.malloc.mmap_threshold=524288:glibc.malloc.trim_threshold=2097152"
        #expect(EngineProcess.allocatorTunables(adding: nil) == ours)
        #expect(EngineProcess.allocatorTunables(adding: "") == ours)
        #expect(EngineProcess.allocatorTunables(adding: "glibc.malloc.tcache_count=9")
                == "glibc.malloc.tcache_count=9:glibc.malloc.mmap_threshold=524288:glibc.malloc.trim_threshold=2097152")
        #expect(EngineProcess.allocatorTunables(adding: "glibc.malloc.mmap_threshold=4096:glibc.malloc.tcache_count=9")
                == "glibc.malloc.mmap_threshold=4096:glibc.malloc.tcache_count=9:glibc.malloc.trim_threshold=2097152")
        #expect(EngineProcess.allocatorTunables(adding: "glibc.malloc.mxfast=0") == "glibc.malloc.mxfast=0:" + ours)
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello("A")
                try prepareCounter(a, graph: "demo")
                guard case .array(let graphs)? = try a.call("graph.list")["result"]?["graphs"],
                      let pid = graphs.first(where: { $0["name"] == "demo" })?["enginePid"]?.int else {
                    throw TestFailure("no engine pid")
                }
                let environment = try String(decoding: Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/environ")), as: UTF8.self)
                // NB: glibc parses GLIBC_TUNABLES in place at start-up, a NUL over each `:`
                // between its settings, so /proc shows them as entries of their own.
                let entries = environment.split(separator: "\0")
                let tunables = entries.firstIndex { $0.hasPrefix("GLIBC_TUNABLES=") }.map {
                    ([entries[$0]] + entries[($0 + 1)...].prefix { $0.hasPrefix("glibc.") }).joined(separator: ":")
                }
                #expect(tunables == "GLIBC_TUNABLES=" + ours)
            }
        }
    }

    @Test func aWorkerKilledFromOutsideWhileAnotherGraphKeepsAnswering() async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket), b = try TestClient(socket)
                try a.hello("A")
                try b.hello("B")
                try prepareCounter(a, graph: "demo")
                try prepareCounter(b, graph: "other")
                let list = try b.call("graph.list")["result"]?["graphs"]
                guard case .array(let graphs) = list else { throw TestFailure("no graphs: \(String(describing: list))") }
                let demo = try #require(graphs.first { $0["name"] == "demo" })
                let pid = try #require(demo["enginePid"]?.int)
                #expect(pid != Int(getpid()))

                var watcher: TestClient? = try TestClient(socket)
                try watcher?.hello("watcher")
                _ = try watcher?.call("graph.attach", ["name": "demo"])
                let hung = try a.send("command", command("demo", "hang-for-testing"))
                // While demo's engine is stuck, the daemon and the other graph answer, and a
                // client of demo that leaves is gone at once.
                for _ in 0..<3 {
                    #expect(try b.call("command", command("other", "tree"))["result"]?["rev"] == 3)
                    #expect(try b.call("graph.list")["result"] != nil)
                }
                watcher = nil
                #expect(waitUntil(2) {
                    (try? b.call("graph.clients", ["name": "demo"])["result"]?["clients"]) == .array([])
                })
                kill(pid_t(pid), SIGKILL)
                let answer = try a.read()
                #expect(answer["id"]?.int == hung)
                #expect(answer["error"]?["message"]?.string
                        == "the engine of graph 'demo' crashed while running this command (signal 9, SIGKILL); the graph was restored to rev 3")
                let restored = try a.call("command", command("demo", "tree"))["result"]
                #expect(restored?["reply"]?["tree"]?.json.contains("Count: 1") == true)
                let relisted = try b.call("graph.list")["result"]?["graphs"]?.json ?? ""
                #expect(relisted.contains("\"enginePid\":\(pid)") == false, "a new worker")
            }
        }
    }

    @Test func aCommandStillRunningAfterTheInterruptDeadlineIsKilled() async throws {
        try await withWorkerDaemon(interruptDeadline: .milliseconds(500)) { _, socket in
            try await offPool {
                let a = try TestClient(socket), b = try TestClient(socket)
                try a.hello("A")
                try b.hello("B")
                try prepareCounter(a, graph: "demo")
                let hung = try a.send("command", command("demo", "hang-for-testing"))
                var interrupted = false
                let deadline = ContinuousClock.now + .seconds(10)
                while !interrupted, ContinuousClock.now < deadline {
                    interrupted = try b.call("interrupt", ["graph": "demo"])["result"]?["interrupted"] == true
                    if !interrupted { usleep(5_000) }
                }
                #expect(interrupted)
                // The hang never ends by itself: an answer at all (within the read timeout)
                // is the kill.
                let answer = try a.read()
                #expect(answer["id"]?.int == hung)
                #expect(answer.errorCode == ErrorCode.engineCrashed.rawValue)
                #expect(answer["error"]?["message"]?.string
                        == "the engine of graph 'demo' did not stop within 500 ms of interrupt and was killed; the graph was restored to rev 3")
                #expect(try a.call("command", command("demo", "tree"))["result"]?["reply"]?["tree"]?.json.contains("Count: 1") == true)
            }
        }
    }

    @Test func anInterruptibleCommandIsInterruptedInItsWorker() async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                _ = try a.call("graph.open", ["name": "spin"])
                _ = try a.call("command", command("spin", spinnerView))
                _ = try a.call("command", command("spin", "mount Spinner()"))
                let run = try a.send("command", command("spin", "tap \"Spin\""))
                // Until the command has reached the graph, an interrupt answers false.
                let second = try interruptUntilStopped(a, graph: "spin", command: run)
                #expect(second["id"]?.int == run)
                #expect(second.errorCode == ErrorCode.interrupted.rawValue)
                #expect(second["error"]?["data"]?["reply"]?["error"]?["code"] == "interrupted")
                let after = try a.call("command", command("spin", "tree"))["result"]
                #expect(after?["rev"] == 2)
                #expect(after?["reply"]?["tree"]?.json.contains("Taps: 0") == true)
            }
        }
    }

    @Test func closingAGraphEndsItsWorker() async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                try prepareCounter(a, graph: "demo")
                let pid = try #require(try a.call("graph.list")["result"]?["graphs"].flatMap { graphs -> Int? in
                    if case .array(let list) = graphs { return list.first?["enginePid"]?.int }
                    return nil
                })
                #expect(try a.call("graph.close", ["name": "demo"])["result"] == [:])
                #expect(waitUntil(5) { kill(pid_t(pid), 0) != 0 }, "the worker is gone and reaped")
            }
        }
    }

    /// The issue's runaway allocation (a string doubled 40 times grew the daemon to 24 GB):
    /// the worker's `RLIMIT_AS` bounds it. Whether the engine refuses the value itself (a
    /// size limit) or dies at the limit, the graph is as it was and the daemon answers.
    /// Each task runs on a 4 MiB native stack of its own, reserved: when the worker's address
    /// space has no room for another, the task that cannot start fails the command at its
    /// `.task`, saying the stack could not be mapped.
    @Test func taskStacksBeyondTheAddressSpaceFailTheCommandNotTheGraph() async throws {
        try await withWorkerDaemon(addressSpace: 1024 << 20) { _, socket in
            try await offPool {
                let a = try TestClient(socket)
                try a.hello()
                try prepareCounter(a, graph: "demo")
                let rows = """
                    struct Waiting: View {
                        @State var done = false
                        var body: some View {
                            Text(done ? "done" : "waiting").task {
                                try? await Task.sleep(nanoseconds: 1_000_000_000)
                                done = true
                            }
                        }
                    }
                    struct Many: View {
                        var body: some View { VStack { ForEach(0..<1000, id: \\.self) { _ in Waiting() } } }
                    }
                    """
                #expect(try a.call("command", command("demo", rows))["result"] != nil)
                _ = try a.call("command", command("demo", "unmount"))
                a.setTimeout(60)
                let answer = try a.call("command", command("demo", "mount Many()"))
                #expect(answer.errorCode == ErrorCode.commandFailed.rawValue, "\(answer)")
                let message = answer["error"]?["data"]?["reply"]?["error"]?["message"]?.string ?? ""
                #expect(message.hasPrefix("<input-4>:4:46: error: not supported in the playground: starting another task"), "\(message)")
                #expect(message.contains("no more could be mapped"), "\(message)")
                // The graph is as it was before the mount: nothing mounted, the engine alive.
                #expect(try a.call("command", command("demo", "mount CounterView()"))["result"]?["rev"] == 6)
            }
        }
    }

    @Test func aRunawayAllocationIsBoundedByTheWorkersAddressSpace() async throws {
        try await withWorkerDaemon(addressSpace: 1536 << 20) { _, socket in
            try await offPool {
                let a = try TestClient(socket), b = try TestClient(socket)
                try a.hello("A")
                try b.hello("B")
                try prepareCounter(a, graph: "demo")
                try prepareCounter(b, graph: "other")
                a.setTimeout(60)
                let answer = try a.call("command", command("demo", "call { var s = \"ab\"; for _ in 0..<40 { s = s + s }; print(s.count) }()"))
                #expect([ErrorCode.engineCrashed.rawValue, ErrorCode.commandFailed.rawValue].contains(answer.errorCode ?? 0), "\(answer)")
                let tree = try a.call("command", command("demo", "tree"))["result"]
                #expect(tree?["rev"] == 3)
                #expect(tree?["reply"]?["tree"]?.json.contains("Count: 1") == true)
                #expect(try b.call("command", command("other", "tree"))["result"]?["rev"] == 3)
            }
        }
    }
}
