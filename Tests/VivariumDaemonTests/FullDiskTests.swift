#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// A small tmpfs, so that a full disk is real: `ENOSPC` from the kernel, short writes at a page
/// boundary. Mounting needs root (CI runs as root); elsewhere the tests that need it are skipped.
final class SmallDisk: Sendable {
    /// Whether a tmpfs can be mounted here (root, with the right to mount): tried once.
    static let canMount: Bool = {
        guard geteuid() == 0, let disk = try? SmallDisk(kibibytes: 64) else { return false }
        disk.unmount()
        return true
    }()

    let path: String
    var filler: String { path + "/filler" }

    init(kibibytes: Int) throws {
        path = try makeTemporaryDirectory()
        let status = try runTool("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kibibytes)k,mode=0700", "tmpfs", path])
        guard status == 0 else {
            rmdir(path)
            throw TestFailure("cannot mount a tmpfs on \(path) (status \(status))")
        }
    }

    /// Fills what is left of the disk.
    func fill() {
        let fd = open(filler, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        defer { close(fd) }
        let block = [UInt8](repeating: 0x2E, count: 4096)
        while block.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
        var byte: UInt8 = 0x2E
        while write(fd, &byte, 1) == 1 {}
    }

    func free() { unlink(filler) }

    func unmount() {
        _ = try? runTool("/bin/umount", ["-l", path])
        rmdir(path)
    }
}

func runTool(_ path: String, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// Issue 26, item 1: nothing acknowledged is ever lost on a full disk. A command whose journal
/// entry is not durably written is answered with an error naming the cause and undone; reads
/// go on; the journal never ends in a partial line; a restart while still full restores the
/// graph at its last acknowledged rev and destroys nothing.
@Suite(.serialized) struct FullDiskTests {
    /// Taps until the disk has refused three of them; returns the last acknowledged rev and count.
    private func tapUntilRefused(_ client: TestClient, graph: String, rev start: Int, count: Int) throws -> (rev: Int, count: Int) {
        var (rev, count, refusals) = (start, count, 0)
        for _ in 0..<400 where refusals < 3 {
            let answer = try client.call("command", command(graph, "tap \"Add\""))
            if let result = answer["result"] {
                rev += 1
                count += 1
                #expect(result["rev"]?.int == rev, "every acknowledged command is the next rev")
                continue
            }
            refusals += 1
            #expect(answer.errorCode == ErrorCode.commandFailed.rawValue, "\(answer)")
            #expect(answer["error"]?["data"]?["rev"]?.int == rev, "a refused command leaves rev as it was")
            let error = answer["error"]?["data"]?["reply"]?["error"]
            #expect(error?["code"] == "journal")
            let message = error?["message"]?.string ?? ""
            #expect(message.contains("No space left on device (ENOSPC)"), "\(message)")
            #expect(message.hasSuffix("it was undone and the graph is as it was at rev \(rev)"), "\(message)")
            // Reads go on, and the refused tap is not in the graph.
            let tree = try client.call("command", command(graph, "tree"))["result"]
            #expect(tree?["rev"]?.int == rev)
            #expect(tree?["reply"]?["tree"]?.json.contains("Count: \(count)\\\"") == true, "\(tree?.json ?? "")")
        }
        #expect(refusals == 3, "the disk filled up")
        return (rev, count)
    }

    @Test(.enabled(if: SmallDisk.canMount, "mounting a tmpfs needs root (and the right to mount)"))
    func aFullDiskRefusesCommandsAndLosesNoAcknowledgedOne() async throws {
        let disk = try SmallDisk(kibibytes: 256)
        defer { disk.unmount() }
        let state = URL(fileURLWithPath: disk.path + "/graphs", isDirectory: true)
        let journal = state.appendingPathComponent("g.journal")
        let (rev, count) = try await withDaemon(configure: { $0.stateDirectory = state }) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                try prepareCounter(client, graph: "g")
                disk.fill()
                return try tapUntilRefused(client, graph: "g", rev: 3, count: 1)
            }
        }
        let written = try GraphJournal.read(journal, graph: "g")
        #expect(!written.isDamaged, "no partial line: \(written.damages)")
        #expect(written.entries.last?.rev == rev)

        // Restarted while the disk is still full: the graph is back at its last acknowledged
        // rev, its journal in place, nothing set aside or lost.
        try await withDaemon(configure: { $0.stateDirectory = state }) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                let tree = try client.call("command", command("g", "tree"))["result"]
                #expect(tree?["rev"]?.int == rev)
                #expect(tree?["reply"]?["tree"]?.json.contains("Count: \(count)\\\"") == true)
                let refused = try client.call("command", command("g", "tap \"Add\""))
                #expect(refused.errorCode == ErrorCode.commandFailed.rawValue)
                disk.free()
                #expect(try client.call("command", command("g", "tap \"Add\""))["result"]?["rev"]?.int == rev + 1)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: state.path) == ["g.journal"])
        try await withDaemon(configure: { $0.stateDirectory = state }) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                let tree = try client.call("command", command("g", "tree"))["result"]
                #expect(tree?["rev"]?.int == rev + 1)
                #expect(tree?["reply"]?["tree"]?.json.contains("Count: \(count + 1)\\\"") == true)
            }
        }
    }

    /// The same through engine workers, with their hot standby: the refused command's engine is
    /// replaced, and the graph answers reads at once.
    @Test(.enabled(if: SmallDisk.canMount, "mounting a tmpfs needs root (and the right to mount)"))
    func aFullDiskUndoesTheCommandInItsWorker() async throws {
        let disk = try SmallDisk(kibibytes: 256)
        defer { disk.unmount() }
        let state = URL(fileURLWithPath: disk.path + "/graphs", isDirectory: true)
        try await withWorkerDaemon(configure: { $0.stateDirectory = state }) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                try prepareCounter(client, graph: "g")
                disk.fill()
                _ = try tapUntilRefused(client, graph: "g", rev: 3, count: 1)
            }
        }
    }

    /// A journal that a crash left with a torn last entry, restored while the disk is full: the
    /// rewrite without the damage cannot be made, so the journal stays where it is (never moved
    /// aside with nothing in its place), the graph comes back, and the next entry, once there is
    /// room, starts after the last complete line.
    @Test(.enabled(if: SmallDisk.canMount, "mounting a tmpfs needs root (and the right to mount)"))
    func recoveryOnAFullDiskNeverDestroysTheOnlyCopy() async throws {
        let disk = try SmallDisk(kibibytes: 256)
        defer { disk.unmount() }
        let state = URL(fileURLWithPath: disk.path + "/graphs", isDirectory: true)
        let journal = state.appendingPathComponent("g.journal")
        try await withDaemon(configure: { $0.stateDirectory = state }) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                try prepareCounter(client, graph: "g")
            }
        }
        let handle = try FileHandle(forWritingTo: journal)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"0badc0de {"line":"tap \"Add\"","r"#.utf8))
        try handle.close()
        disk.fill()
        try await withDaemon(configure: { $0.stateDirectory = state }) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                let list = try client.call("graph.list")["result"]
                #expect(list?["graphs"]?[0]?["rev"] == 3)
                let notice = list?["notices"]?[0]
                #expect(notice?["graph"] == "g")
                #expect(notice?["skipped"] == 1)
                #expect(notice?["keptAs"] == nil, "the damaged file could not be rewritten, so it stays in place")
                #expect(try client.call("command", command("g", "tree"))["result"]?["reply"]?["tree"]?.json.contains("Count: 1\\\"") == true)
                disk.free()
                #expect(try client.call("command", command("g", "tap \"Add\""))["result"]?["rev"] == 4)
            }
        }
        let contents = try GraphJournal.read(journal, graph: "g")
        #expect(contents.entries.map(\.rev) == [1, 2, 3, 4])
        #expect(!contents.isDamaged, "the torn entry was cut off before the next one: \(contents.damages)")
    }
}
