#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

let crasherView = """
    struct Crasher: View {
        @State var n = 0
        @State var ticks = 0
        var body: some View {
            VStack {
                Text("n \\(n)").task {
                    try? await Task.sleep(nanoseconds: 1_000_000_000)
                    n = 1
                    let empty: [Int] = []
                    print(empty[n])
                }
                Text("ticks \\(ticks)").task {
                    while !Task.isCancelled {
                        try? await Task.sleep(nanoseconds: 500_000_000)
                        ticks += 1
                    }
                }
            }
        }
    }
    """

/// Issue 26, item 10: a task that traps after `Task.sleep` no longer stops the clock for good.
/// The command it trapped in fails and is undone, the task is ended (journaled at a new rev, so
/// a rollback, a restarted worker and a restarted daemon all end it at the same point), and the
/// next `advance` moves the clock.
@Suite struct TaskTrapTests {
    @Test(arguments: [true, false])
    func aTaskThatTrapsIsEndedAndTheClockMovesOn(standby: Bool) async throws {
        let state = URL(fileURLWithPath: try makeTemporaryDirectory(), isDirectory: true)
        defer { try? FileManager.default.removeItem(at: state) }
        let configure: @Sendable (inout DaemonConfiguration) -> Void = {
            $0.hotStandby = standby
            $0.stateDirectory = state
        }
        try await withWorkerDaemon(configure: configure) { daemon, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                _ = try client.call("graph.open", ["name": "g"])
                #expect(try client.call("command", command("g", crasherView))["result"] != nil)
                #expect(try client.call("command", command("g", "mount Crasher()"))["result"]?["rev"] == 2)
                let trapped = try client.call("command", command("g", "advance 1s"))
                #expect(trapped.errorCode == ErrorCode.commandFailed.rawValue)
                #expect(trapped["error"]?["data"]?["rev"] == 3, "the ended task is journaled")
                let message = trapped["error"]?["data"]?["reply"]?["error"]?["message"]?.string ?? ""
                #expect(message.contains("Fatal error: Index out of range"))
                #expect(message.hasSuffix("note: the task that trapped was ended, as the app would have been on a device; everything else this command did was undone"))
                let moved = try client.call("command", command("g", "advance 1s"))["result"]
                #expect(moved?["rev"] == 4)
                let tree = moved?["reply"]?["tree"]?.json ?? ""
                #expect(tree.contains("n 0") && tree.contains("ticks 2"), "\(tree)")
                // A worker restarted from the journal ends the task at the same point.
                _ = try killIdleEngine(daemon, graph: "g")
                let restored = try client.call("command", command("g", "tree"))["result"]
                #expect(restored?["reply"]?["tree"]?.json == moved?["reply"]?["tree"]?.json)
            }
        }
        try await withWorkerDaemon(configure: configure) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                let tree = try client.call("command", command("g", "advance 1s"))["result"]
                #expect(tree?["rev"] == 5)
                let json = tree?["reply"]?["tree"]?.json ?? ""
                #expect(json.contains("n 0") && json.contains("ticks 4"), "\(json)")
            }
        }
    }
}
