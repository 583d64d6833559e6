import Foundation
import Testing
import VivariumProtocol
@testable import VivariumShell
import VivariumWire
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// The banner, watched files, parallel transcripts, UUID keys and `compare` after `reset`:
/// what a newcomer meets in the first hour.
@Suite struct FirstHourTests {
    static let info = GraphInfo(name: "demo", rev: 4, clients: [], running: false, waiting: 0)

    static func button(_ label: String, handle: Int) -> TreeNode {
        TreeNode(type: "Button", path: "Counter/VStack/Button", handle: handle, label: "\"\(label)\"")
    }

    /// The banner names what the graph holds: its root and the labels a `tap` can name, never
    /// a fixed "Tap me"; every line fits the terminal; viv's own path when it is on no PATH.
    @Test func theBannerIsBuiltFromTheGraph() {
        let root = TreeNode(type: "Counter", path: "Counter", handle: 1, children: [
            TreeNode(type: "VStack", path: "Counter/VStack", handle: 2, children: [Self.button("Increment", handle: 3), Self.button("Reset", handle: 4)]),
        ])
        let invocation = InteractiveShell.Invocation(command: "/home/ada/src/vivarium/.build/debug/viv", notOnPath: "/home/ada/src/vivarium/.build/debug")
        let lines = InteractiveShell.banner(graph: "demo", info: Self.info, clientId: 3, socket: "/tmp/s",
                                            sketch: .init(root: root), width: 80, invocation: invocation)
        #expect(lines.contains("mounted: Counter, with \"Increment\", \"Reset\""), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  tap \"Increment\" ") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  reeval Counter ") }, "\(lines)")
        #expect(!lines.joined().contains("Tap me"))
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        #expect(lines.contains("Others join this graph with: /home/ada/src/vivarium/.build/debug/viv attach demo"))
        #expect(lines.suffix(2) == ["viv is on no PATH here; this puts it there:", "  export PATH=\"/home/ada/src/vivarium/.build/debug:$PATH\""])

        // Narrow: the join command goes on a line of its own.
        let narrow = InteractiveShell.banner(graph: "demo", info: Self.info, clientId: 3, socket: "/tmp/s",
                                             sketch: .init(root: root), width: 60, invocation: invocation)
        #expect(LineWrapping.wrap(narrow, width: 60).contains("  /home/ada/src/vivarium/.build/debug/viv attach demo"), "\(narrow)")

        // Nothing mounted: what the program can mount; an empty graph: how to start.
        let unmounted = InteractiveShell.banner(graph: "demo", info: Self.info, clientId: 3, socket: "/tmp/s",
                                                sketch: .init(root: nil, mountable: ["Counter()"]), invocation: .init(command: "viv"))
        #expect(unmounted.contains { $0.hasPrefix("  mount Counter() ") }, "\(unmounted)")
        #expect(!unmounted.contains { $0.contains("export PATH") })
        let empty = InteractiveShell.banner(graph: "demo", info: Self.info, clientId: 3, socket: "/tmp/s",
                                            sketch: .init(root: nil), invocation: .init(command: "viv"))
        #expect(empty.contains { $0.hasPrefix("  struct Hello: View {") }, "\(empty)")
        #expect(empty.contains("Others join this graph with: viv attach demo"))
    }

    @Test func aUUIDRowKeyIsShortenedInTheTree() {
        let row = TreeNode(type: "Row", path: "List/ForEach[0]/Row", handle: 2, key: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        let numbered = TreeNode(type: "Row", path: "List/ForEach[1]/Row", handle: 3, key: "7")
        let lines = ReplyRenderer().treeLines(TreeNode(type: "List", path: "List", handle: 1, children: [row, numbered]))
        #expect(lines == ["List", "├─ […0C247A3E6E5F] Row", "└─ [7] Row"])
        #expect(!ReplyRenderer.isUUID("E621E1F8-C36C-495A-93FC"))
    }

    @Test func compareReplaysFromTheLastReset() {
        #expect(CompareCommand.since(reset: ["struct A {}", "mount A()", "reset", "struct B {}", "mount B()"]) == ["struct B {}", "mount B()"])
        #expect(CompareCommand.since(reset: ["struct A {}", "mount A()"]) == ["struct A {}", "mount A()"])
        #expect(CompareCommand.since(reset: ["mount A()", "reset"]).isEmpty)
    }

    @Test func watchRequestsAreRecognized() {
        #expect(WatchedFiles.Request("load --watch View.swift") == .watch("View.swift"))
        #expect(WatchedFiles.Request("load  --watch  My View.swift") == .watch("My View.swift"))
        #expect(WatchedFiles.Request("unwatch View.swift") == .unwatch("View.swift"))
        #expect(WatchedFiles.Request("unwatch") == .unwatch(nil))
        #expect(WatchedFiles.Request("load View.swift") == nil)
        #expect(WatchedFiles.Request("let unwatch = 1") == nil)
    }

    /// A save is seen whether the editor writes the file in place or renames a new one over
    /// it; other files in the folder are not; an unwatched file is not.
    @Test func savesOfWatchedFilesAreSeen() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viv-watch-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("View.swift")
        try "struct A {}".write(to: file, atomically: false, encoding: .utf8)
        let watched = WatchedFiles(directory: directory.path)
        #expect(watched.watch("View.swift") == nil)
        #expect(watched.saved(settle: 0).isEmpty)
        try "struct B {}".write(to: file, atomically: false, encoding: .utf8)
        #expect(watched.saved() == [file.path])
        try "struct C {}".write(to: file, atomically: true, encoding: .utf8)
        #expect(watched.saved() == [file.path])
        try "other".write(to: directory.appendingPathComponent("Other.swift"), atomically: false, encoding: .utf8)
        #expect(watched.saved().isEmpty)
        #expect(watched.header(for: file.path) == "── saved View.swift: load \(file.path)")
        #expect(watched.unwatch("Nope.swift") == "Nope.swift is not watched; watched: View.swift")
        #expect(watched.unwatch("View.swift") == "stopped watching View.swift")
        try "struct D {}".write(to: file, atomically: false, encoding: .utf8)
        #expect(watched.saved().isEmpty)
        #expect(watched.unwatch(nil) == "no file is watched")
    }

    /// `-j`: files finish in any order but are printed in file order, with the same totals as
    /// a serial run; each worker gets executors of its own.
    @Test func parallelTranscriptsPrintInFileOrder() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viv-par-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for index in 0..<8 {
            let path = directory.appendingPathComponent("f\(index).viv").path
            // The first files are slow, so later ones finish first; f3 fails.
            let expected = index == 3 ? "wrong" : "ran sleep \(8 - index)"
            try "viv> sleep \(8 - index)\n\(expected)\n".write(toFile: path, atomically: true, encoding: .utf8)
            files.append(path)
        }
        let workers = WorkerCount()
        let parallel = ParallelTranscriptTester(tester: TranscriptTester { FakeExecutor() }, jobs: 3) {
            workers.add()
            return (executor: { _ in SleepingExecutor() }, finish: {})
        }
        var lines: [String] = []
        let summary = try parallel.run(files: files) { lines.append($0) }
        #expect(summary == .init(passed: 7, failed: 1, updated: 0))
        let heads = lines.filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }
        #expect(heads == files.enumerated().map { ($0.offset == 3 ? "FAIL " : "PASS ") + $0.element })
        #expect(lines.last == "7 passed, 1 failed")
        #expect(workers.count == 3)
    }
}

/// Runs `sleep N` by sleeping N × 20 ms, then answers `ran sleep N`.
final class SleepingExecutor: CommandExecutor {
    func execute(_ input: String) -> Reply {
        if let count = Int(input.split(separator: " ").last ?? "") { usleep(useconds_t(count * 20_000)) }
        return Reply(command: input, message: "ran \(input)")
    }
}

final class WorkerCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.lock(); defer { lock.unlock() }; return value }
    func add() { lock.lock(); value += 1; lock.unlock() }
}
