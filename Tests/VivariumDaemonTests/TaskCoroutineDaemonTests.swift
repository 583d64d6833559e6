import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// Tasks in the in-process daemon: each runs as a coroutine on the graph's engine thread
/// (the actor's executor), suspended from one command to the next, and a task that runs away
/// after waking answers `interrupt` like any command.
@Suite struct TaskCoroutineDaemonTests {
    static func rows(_ count: Int) -> String {
        """
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
        struct Rows: View {
            var body: some View { VStack { ForEach(0..<\(count), id: \\.self) { Row(index: $0) } } }
        }
        """
    }

    static let spin = """
        struct Spin: View {
            @State var spins = 0
            var body: some View {
                Text("spins \\(spins)").task {
                    try? await Task.sleep(nanoseconds: 5_000_000_000)
                    while true { spins += 1 }
                }
            }
        }
        """

    static var threads: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
    }

    @Test func waitingTaskRowsKeepNoThreadAndWakeInALaterCommand() async throws {
        try await InterruptLatencyTests().withTwoClients("rows", setup: [Self.rows(300)]) { a, _ in
            let before = Self.threads
            #expect(try a.call("command", command("rows", "mount Rows()"))["result"] != nil)
            // 300 suspended tasks; the margin is for other tests' threads in this process.
            #expect(Self.threads - before < 100, "threads before \(before), after the mount \(Self.threads)")
            #expect(try a.call("command", command("rows", "advance 1s"))["result"]?["reply"]?["ok"] == true)
            let tree = try a.call("command", command("rows", "tree"))["result"]?["reply"]?["tree"]?.json ?? ""
            #expect(tree.contains("loaded 299") && !tree.contains("waiting"), "\(tree.prefix(300))")
        }
    }

    @Test func aRunawayTaskAnswersInterrupt() async throws {
        let latency = InterruptLatencyTests()
        try await latency.withTwoClients("spin", setup: [Self.spin, "mount Spin()"]) { a, b in
            try latency.expectInterrupted("advance 5s", on: "spin", a, b)
            // The graph is as it was (its task waits again) and keeps answering.
            #expect(try a.call("command", command("spin", "advance 1s"))["result"]?["reply"]?["ok"] == true)
            let tree = try a.call("command", command("spin", "tree"))["result"]?["reply"]?["tree"]?.json ?? ""
            #expect(tree.contains("spins 0"), "\(tree.prefix(300))")
        }
    }
}
