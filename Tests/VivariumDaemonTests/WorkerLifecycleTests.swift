#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// The pids of a graph's engine and standby workers, from `graph.list`.
func workerPids(_ client: TestClient, graph: String) throws -> (engine: Int?, standby: Int?) {
    guard case .array(let graphs)? = try client.call("graph.list")["result"]?["graphs"],
          let info = graphs.first(where: { $0["name"] == .string(graph) }) else { throw TestFailure("no graph \(graph)") }
    return (info["enginePid"]?.int, info["standbyPid"]?.int)
}

/// Kills a graph's engine worker while it is idle, and waits until its channel has closed (a
/// zombie's descriptors close once its last thread has ended, which may come later).
func killIdleEngine(_ daemon: Daemon, graph: String) throws -> Int {
    let host = try #require(daemon.registry.current(graph))
    let pid = try #require(host.info.enginePid)
    let engine = try #require(host.shared.withLock { $0.inlineEngine })
    kill(pid_t(pid), SIGKILL)
    #expect(waitUntil(5) { !engine.isIdleAndAlive })
    return pid
}

/// Whether a process has ended (a zombie not reaped yet counts as ended).
func hasEnded(_ pid: Int) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
    return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
}

/// Issue 26, items 5 to 8: what a graph's workers hold, and how they are restarted.
@Suite struct WorkerLifecycleTests {
    /// Item 5: a worker holds its three channels and stdio, nothing else of the daemon's — not
    /// the listening socket, not a client's connection.
    @Test func aWorkerInheritsNoDescriptorButItsOwn() async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let client = try TestClient(socket), other = try TestClient(socket)
                try client.hello()
                try other.hello("other")
                try prepareCounter(client, graph: "demo")
                let pids = try workerPids(client, graph: "demo")
                #expect(waitUntil(20) { (try? workerPids(client, graph: "demo").standby) != nil }, "a standby started")
                let standby = try workerPids(client, graph: "demo").standby
                for pid in [pids.engine, standby].compactMap({ $0 }) {
                    let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").compactMap(Int.init).sorted()
                    #expect(Array(descriptors.prefix(5)) == [0, 1, 2, 3, 4])
                    // Past its stdio and channels, only what the worker opened itself (the
                    // runtime's event and poll descriptors): no socket.
                    let sockets = try descriptors.filter { $0 > 4 }.map { fd in
                        (fd, try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)"))
                    }.filter { $0.1.hasPrefix("socket:") }
                    #expect(sockets.isEmpty, "worker \(pid) holds sockets it did not open: \(sockets)")
                }
            }
        }
    }

    /// Item 5, end to end: after a `kill -9` of the daemon, a new one starts on the same socket
    /// at once, even while the old one's workers are still running (one is stuck in a command).
    @Test func aDaemonKilledHardCanBeStartedAgainWhileItsWorkersLinger() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: vivariumd))
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try DaemonProcess(socket: directory + "/s", options: ["--no-standby"])
        let worker = try await offPool {
            let client = try TestClient(first.socket)
            try client.hello()
            try prepareCounter(client, graph: "demo")
            let pid = try workerPids(client, graph: "demo").engine
            _ = try client.send("command", command("demo", "hang-for-testing"))
            // The worker has the command (the daemon says it runs) before the daemon is killed:
            // a worker whose channel closes while idle ends, as it should.
            let watcher = try TestClient(first.socket)
            try watcher.hello("watcher")
            _ = waitUntil(10) { (try? graphInfo(watcher, "demo"))?["running"] == true }
            return pid
        }
        let pid = try #require(worker)
        defer { kill(pid_t(pid), SIGKILL) }
        kill(first.pid, SIGKILL)
        _ = first.wait()
        #expect(!hasEnded(pid), "the stuck worker outlives its daemon")
        let second = try DaemonProcess(socket: directory + "/s", options: ["--no-standby"])
        defer {
            kill(second.pid, SIGTERM)
            _ = second.wait()
        }
        try await offPool {
            let client = try TestClient(second.socket)
            #expect(try client.hello()["result"]?["pid"]?.int == Int(second.pid))
        }
    }

    /// Item 6: a client that sends its last command and shuts down its write side gets the
    /// answer, then the end of the connection — also when that command started the engine.
    @Test func aHalfClosedClientGetsItsAnswersThenTheEnd() async throws {
        try await withWorkerDaemon { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.send("hello", ["protocol": "1.0", "client": "half"])
                try client.send("graph.open", ["name": "demo"])
                try client.send("command", command("demo", counterView))
                shutdown(client.fd, Int32(SHUT_WR))
                for id in 1...3 {
                    let answer = try client.read()
                    #expect(answer["id"]?.int == id)
                    #expect(answer["result"] != nil, "\(answer)")
                }
                #expect(try client.readLine() == nil, "the daemon closed the connection")
            }
        }
    }

    /// Item 7: a worker that died while idle is restarted from the journal, and the next
    /// command runs there — as the graph's own command, or as a query answered inline.
    @Test(arguments: [(true, "tap \"Add\""), (false, "tap \"Add\""), (false, "tree"), (true, "tree")])
    func aWorkerThatDiedIdleIsRestartedAndTheCommandRuns(standby: Bool, line: String) async throws {
        try await withWorkerDaemon(configure: { $0.hotStandby = standby }) { daemon, socket in
            try await offPool {
                let client = try TestClient(socket), watcher = try TestClient(socket)
                try client.hello()
                try watcher.hello("watcher")
                try prepareCounter(client, graph: "demo")
                _ = try watcher.call("graph.attach", ["name": "demo"])
                if standby { #expect(waitUntil(20) { (try? watcher.call("graph.list")["result"]?["graphs"]?[0]?["standbyReady"]) == true }) }
                let pid = try killIdleEngine(daemon, graph: "demo")

                let answer = try client.call("command", command("demo", line))
                let result = try #require(answer["result"], "\(answer)")
                let changes = line != "tree"
                #expect(result["rev"]?.int == (changes ? 4 : 3))
                #expect(result["reply"]?["tree"]?.json.contains(changes ? "Count: 2\\\"" : "Count: 1\\\"") == true)
                let notice = try watcher.read()
                #expect(notice["method"] == "graph.restarted")
                #expect(notice["params"]?["reason"]?.string
                        == "the engine of graph 'demo' crashed while idle (signal 9, SIGKILL); the graph was restored to rev 3")
                #expect(try workerPids(client, graph: "demo").engine != pid)
            }
        }
    }

    /// Item 8: an interrupt reaches a command waiting for its graph's engine to replay the
    /// journal within the interrupt deadline, however long the replay takes; the replay goes on
    /// for the next command. (The test hook makes each replay take 6 seconds.)
    @Test func anInterruptDuringARestartsReplayIsAnsweredAtOnce() async throws {
        try await withWorkerDaemon(configure: {
            $0.hotStandby = false
            $0.engineEnvironment[EngineWorker.replayDelayVariable] = "6000"
        }) { daemon, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                try prepareCounter(client, graph: "demo")
                _ = try killIdleEngine(daemon, graph: "demo")

                let tap = try client.send("command", command("demo", "tap \"Add\""))
                usleep(200_000)
                let start = ContinuousClock.now
                let answer = try interruptUntilStopped(client, graph: "demo", command: tap)
                let waited = ContinuousClock.now - start
                #expect(answer.errorCode == ErrorCode.interrupted.rawValue, "\(answer)")
                #expect(answer["error"]?["data"]?["reply"]?["error"]?["message"]?.string
                        == "interrupted while the graph's engine was being restored from its journal; the command did not run")
                #expect(answer["error"]?["data"]?["rev"] == 3)
                #expect(waited < .seconds(3), "answered before the replay could have ended (\(waited))")
                // The next command waits for the replay, which the interrupt did not stop.
                let tree = try client.call("command", command("demo", "tree"))["result"]
                #expect(tree?["rev"] == 3)
                #expect(tree?["reply"]?["tree"]?.json.contains("Count: 1\\\"") == true)
            }
        }
    }
}
