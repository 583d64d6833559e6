#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// `vivariumd --foreground` as a process of its own, with the engine test hooks on.
final class DaemonProcess: @unchecked Sendable {
    let pid: pid_t
    let socket: String

    /// `limits`: `prlimit` options the daemon runs under (`--nofile=128:128`); `environment`:
    /// more variables for it.
    init(socket: String, stateDirectory: String? = nil, options: [String] = [], limits: [String] = [],
         environment extra: [String: String] = [:]) throws {
        self.socket = socket
        let log = (socket as NSString).deletingLastPathComponent + "/daemon.log"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        let arguments = (limits.isEmpty ? [] : ["/usr/bin/prlimit"] + limits)
            + [vivariumd, "--foreground", "--socket", socket, "--log-level", "warning"]
            + (stateDirectory.map { ["--state-dir", $0] } ?? ["--no-state"]) + options
        let argv = arguments.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.merging([EngineWorker.testHooksVariable: "1"]) { $1 }
            .merging(extra) { $1 }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, limits.isEmpty ? vivariumd : "/usr/bin/prlimit", &actions, nil, argv, envp)
        guard status == 0 else { throw TestFailure("cannot start vivariumd: \(String(cString: strerror(status)))") }
        self.pid = pid
        guard waitUntil(20, { SocketSetup.probe(socket) == .live }) else {
            kill(pid, SIGKILL)
            throw TestFailure("vivariumd did not start listening: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
        }
    }

    /// Waits (bounded) for the process to end; its exit status, or nil if it is still running.
    func wait(_ timeout: Double = 10) -> Int32? {
        var status: Int32 = 0
        var ended = false
        _ = waitUntil(timeout) {
            ended = ended || waitpid(pid, &status, WNOHANG) == pid
            return ended
        }
        guard ended else {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
            return nil
        }
        return status
    }
}

/// Issue 10, items 4 and 7, against the real executable.
@Suite(.serialized) struct DaemonProcessTests {
    /// Every signal that ends the daemon answers pending requests, tells clients, removes
    /// the socket, and lets the process end — even with a graph's engine stuck in native code.
    @Test(arguments: [(SIGTERM, "SIGTERM"), (SIGINT, "SIGINT"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT")])
    func anEndingSignalAnswersPendingRequestsAndRemovesTheSocket(signal: Int32, name: String) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: vivariumd))
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let daemon = try DaemonProcess(socket: directory + "/s")
        try await offPool {
            let client = try TestClient(daemon.socket)
            try client.hello()
            try prepareCounter(client, graph: "demo")
            let hung = try client.send("command", command("demo", "hang-for-testing"))
            let queued = try client.send("command", command("demo", "tree"))
            // The connection's reader answers `interrupt` at once, in the order it reads
            // frames: once this one is answered, the queued `tree` was read too.
            let probe = try client.send("interrupt", ["graph": "nowhere"])
            #expect(try client.read()["id"]?.int == probe)
            // And the hung command is running on the graph.
            let observer = try TestClient(daemon.socket)
            try observer.hello("observer")
            let deadline = ContinuousClock.now + .seconds(10)
            while ContinuousClock.now < deadline, try observer.call("graph.list")["result"]?["graphs"]?[0]?["running"] != true {
                usleep(2_000)
            }
            kill(daemon.pid, signal)
            let reason = "vivariumd received \(name)"
            for id in [hung, queued] {
                let answer = try client.read()
                #expect(answer["id"]?.int == id)
                #expect(answer.errorCode == ErrorCode.shuttingDown.rawValue)
                #expect(answer["error"]?["message"]?.string == "the daemon is stopping (\(reason)); this request was not completed")
            }
            let shutdown = try client.read()
            #expect(shutdown["method"] == "server.shutdown")
            #expect(shutdown["params"]?["reason"]?.string == reason)
            #expect(try client.readLine() == nil)
        }
        let status = daemon.wait(10)
        #expect(status == 0, "exit status \(String(describing: status))")
        #expect(!FileManager.default.fileExists(atPath: daemon.socket))
    }

    /// `kill -9` at seeded random points of a command stream: the restarted daemon's graph is
    /// at the last acknowledged rev or the one after (an unacknowledged command may have
    /// been applied), and its tree is exactly what that rev says.
    @Test func killedAtRandomPointsTheJournalLosesNothingAcknowledged() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: vivariumd))
        let directory = try makeTemporaryDirectory()
        let state = directory + "/state"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var generator = SeededGenerator(seed: 10)
        var acknowledged = 0
        var figures: [String] = []
        for trial in 0..<20 {
            let delay = UInt32.random(in: 20_000...300_000, using: &generator)
            let daemon = try DaemonProcess(socket: directory + "/s", stateDirectory: state)
            let (restored, count, last) = try await offPool { () -> (Int, Int?, Int) in
                let tree: JSONValue?
                let client: TestClient
                do {
                    client = try TestClient(daemon.socket)
                    try client.hello()
                    if trial == 0 { try prepareCounter(client, graph: "g") }
                    tree = try client.call("command", command("g", "tree"))["result"]
                } catch {
                    // What the restarted daemon said about it (its log is in the directory).
                    let log = (try? String(contentsOfFile: directory + "/daemon.log", encoding: .utf8)) ?? ""
                    throw TestFailure("trial \(trial), before the kill: \(error); daemon log:\n\(log.suffix(2_000))")
                }
                let restored = tree?["rev"]?.int ?? -1
                let text = tree?["reply"]?["tree"]?.json ?? ""
                let count = text.firstRange(of: "Count: ").flatMap { Int(text[$0.upperBound...].prefix { $0.isNumber }) }
                // The stream: taps, with read-only commands in between, until the kill.
                let killer = Thread { usleep(delay); kill(daemon.pid, SIGKILL) }
                killer.start()
                var last = restored
                var index = 0
                while true {
                    index += 1
                    guard (try? client.send("command", command("g", index % 3 == 0 ? "tree" : "tap \"Add\""))) != nil,
                          let answer = try? client.read(), let rev = answer["result"]?["rev"]?.int else { break }
                    last = rev
                }
                return (restored, count, last)
            }
            _ = daemon.wait(5)
            unlink(daemon.socket)
            if trial > 0 {
                #expect(restored == acknowledged || restored == acknowledged + 1,
                        "trial \(trial): restored rev \(restored), last acknowledged \(acknowledged)")
            }
            #expect(count == restored - 2, "trial \(trial): the tree says Count: \(String(describing: count)) at rev \(restored)")
            figures.append("\(restored)/\(acknowledged)")
            acknowledged = last
        }
        print("kill -9 trials (restored rev / last acknowledged): \(figures.joined(separator: " "))")
    }
}

/// A small deterministic generator (SplitMix64), for seeded test schedules.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
