#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import VivariumDaemon

/// Issue 24: requests and answers move between the event loop, the graph's owner and the
/// worker by readiness. While every graph is idle, no thread of the daemon or of its workers
/// (primaries and standbys) runs: none is runnable, none burns CPU time, none wakes on a timer
/// of its own.
@Suite(.serialized) struct IdleThreadsTests {
    /// One thread as /proc shows it.
    struct ThreadSample: Equatable {
        var name: String
        var state: String
        /// utime + stime, in clock ticks.
        var ticks: Int
        /// Voluntary and involuntary context switches: each is a wake-up.
        var switches: Int
    }

    static func sample(_ pids: [Int]) -> [String: ThreadSample] {
        var threads: [String: ThreadSample] = [:]
        for pid in pids {
            guard let tids = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { continue }
            for tid in tids {
                guard let stat = try? String(contentsOfFile: "/proc/\(pid)/task/\(tid)/stat", encoding: .utf8),
                      let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(tid)/status", encoding: .utf8),
                      let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { continue }
                let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
                let switches = status.split(separator: "\n").filter { $0.contains("ctxt_switches") }
                    .compactMap { $0.split(separator: "\t").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }
                threads["\(pid)/\(tid)"] = ThreadSample(
                    name: String(stat[stat.index(after: open)..<close]), state: String(fields[0]),
                    ticks: (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0), switches: switches.reduce(0, +))
            }
        }
        return threads
    }

    @Test func noThreadOfTheDaemonOrItsWorkersRunsWhileEveryGraphIsIdle() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: vivariumd))
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let daemon = try DaemonProcess(socket: directory + "/s")
        defer {
            kill(daemon.pid, SIGTERM)
            _ = daemon.wait()
        }
        let pids = try await offPool { () -> [Int] in
            let client = try TestClient(daemon.socket)
            try client.hello()
            // Two graphs that ran changes, queries and a failure; one holds a suspended `.task`.
            try prepareCounter(client, graph: "demo")
            try prepareCounter(client, graph: "other")
            let sleeper = """
                struct Sleeper: View {
                    @State var done = false
                    var body: some View { Text(done ? "done" : "waiting").task { try? await Task.sleep(nanoseconds: 60_000_000_000); done = true } }
                }
                """
            for line in [sleeper, "mount Sleeper()", "tree", "tap \"Nowhere\"", "objects"] {
                _ = try client.call("command", command("other", line))
            }
            for _ in 0..<20 { _ = try client.call("command", command("demo", "tap \"Add\"")) }
            // Idle: the standbys have caught up, and what a command frees later has been freed.
            var pids = [Int(daemon.pid)]
            guard waitUntil(30, {
                let graphs = (try? client.call("graph.list"))?["result"]?["graphs"]?.array ?? []
                return graphs.count == 2 && graphs.allSatisfy { $0["standbyReady"] == true && $0["standbyBehind"] == 0 }
            }) else { throw TestFailure("the standbys did not catch up") }
            for graph in try client.call("graph.list")["result"]?["graphs"]?.array ?? [] {
                pids += [graph["enginePid"]?.int, graph["standbyPid"]?.int].compactMap { $0 }
            }
            Thread.sleep(forTimeInterval: 1)
            return pids
        }
        #expect(pids.count == 5, "the daemon, and a primary and a standby per graph: \(pids)")
        let seconds = 3.0
        let (before, after, runnable) = try await offPool { () -> ([String: ThreadSample], [String: ThreadSample], [String]) in
            let before = Self.sample(pids)
            var runnable: [String] = []
            for _ in 0..<30 {
                Thread.sleep(forTimeInterval: seconds / 30)
                for (id, thread) in Self.sample(pids) where thread.state == "R" { runnable.append("\(id) \(thread.name)") }
            }
            return (before, Self.sample(pids), runnable)
        }
        // NB: a thread that spins is seen runnable in most samples; one caught once may be
        // libdispatch's monitor (below), or the machine's other work delaying a wake-up.
        #expect(runnable.count <= 2, "seen runnable in 30 samples while idle: \(runnable)")
        let ticks = after.values.map(\.ticks).reduce(0, +) - before.values.map(\.ticks).reduce(0, +)
        #expect(ticks <= 2, "\(ticks) clock ticks of CPU time in \(seconds) s of idleness")
        // NB: libdispatch (Linux) re-arms a one-second timer for its thread pool's monitor in
        // every process that has used a global queue, and retires idle pool threads; a thread
        // of ours that woke on a timer of its own or polled its channel (100 ms, say) would
        // wake far more often.
        for (id, thread) in after {
            guard let earlier = before[id] else { continue }
            let wakeUps = thread.switches - earlier.switches
            #expect(wakeUps <= 2 * Int(seconds) + 2, "\(id) \(thread.name) woke \(wakeUps) times in \(seconds) s of idleness")
        }
    }
}
