import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// Tasks in the in-process daemon: each runs as a coroutine on the graph's engine thread
/// (the actor's executor), suspended from one command to the next, and a task that runs away
/// after waking answers `interrupt` like any command.
@Suite struct TaskCoroutineDaemonTests {
    static let rows = """
        struct Row: View {
            let index: Int
            @State var text = "waiting"
            var body: some View {
                Text(text).task {
                    try? await Task.sleep(nanoseconds: 1_000_000_000)
                    text = "loaded \\(index)"
                }
            }
        }
        struct Spin: View {
            @State var spins = 0
            var body: some View {
                Text("spins \\(spins)").task {
                    try? await Task.sleep(nanoseconds: 5_000_000_000)
                    while true { spins += 1 }
                }
            }
        }
        struct Rows: View {
            var body: some View {
                VStack {
                    Spin()
                    ForEach(0..<30, id: \\.self) { Row(index: $0) }
                }
            }
        }
        """

    static var threads: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
    }

    @Test func tasksSuspendAcrossCommandsAndARunawayTaskIsInterrupted() async throws {
        let latency = InterruptLatencyTests()
        try await latency.withTwoClients("tasks", setup: [Self.rows]) { a, b in
            let before = Self.threads
            #expect(try a.call("command", command("tasks", "mount Rows()"))["result"] != nil)
            // Thirty-one suspended tasks: no thread each (the margin is other tests' threads).
            #expect(Self.threads - before < 16, "threads before \(before), after the mount \(Self.threads)")
            #expect(try a.call("command", command("tasks", "advance 1s"))["result"]?["reply"]?["ok"] == true)
            let woke = try a.call("command", command("tasks", "tree"))["result"]?["reply"]?["tree"]?.json ?? ""
            #expect(woke.contains("loaded 29") && !woke.contains("waiting"), "\(woke.prefix(300))")
            try latency.expectInterrupted("advance 5s", on: "tasks", a, b)
            // The graph was rebuilt from its journal (the rows' tasks replayed and ended) and
            // keeps answering; the spinning task waits again.
            #expect(try a.call("command", command("tasks", "advance 1s"))["result"]?["reply"]?["ok"] == true)
            let after = try a.call("command", command("tasks", "tree"))["result"]?["reply"]?["tree"]?.json ?? ""
            #expect(after.contains("loaded 0") && after.contains("spins 0"), "\(after.prefix(300))")
        }
    }
}
