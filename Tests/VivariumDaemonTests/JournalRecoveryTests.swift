#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// Issue 10, item 7: crash recovery that loses nothing. Entries are checksummed and flushed
/// before the reply; a torn or corrupt tail is cut at the last good entry, reported with its
/// offset, and kept aside; `rev` is restored exactly.
@Suite struct JournalRecoveryTests {
    private func makeJournal(_ lines: [String], in directory: URL) throws -> GraphJournal {
        let journal = GraphJournal(directory: directory, graph: "g")
        try journal.create(graph: "g", baseDirectory: directory)
        for (index, line) in lines.enumerated() { try journal.append(.init(rev: index + 1, line: line)) }
        return journal
    }

    @Test func everyEntryCarriesAChecksum() throws {
        let directory = URL(fileURLWithPath: try makeTemporaryDirectory(), isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = try makeJournal(["mount V()"], in: directory)
        let text = try String(contentsOf: journal.url, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[1] == "\(CRC32.hex(of: Data(#"{"line":"mount V()","rev":1}"#.utf8))) {\"line\":\"mount V()\",\"rev\":1}")
        #expect(CRC32.hex(of: Data("123456789".utf8)) == "cbf43926", "the standard check value of CRC-32")
    }

    /// Issue 26, item 2: a damaged line costs its own entry, not the ones after it; a torn last
    /// line (a crash mid-write) is cut off. The rewrite keeps the damaged file aside whole.
    @Test(arguments: [
        ("torn", "a torn entry: no end of line", ["a", "b", "c"]),
        ("flipped", "a checksum mismatch", ["a", "b", "c", "e"]),
        ("garbage", "an entry without a checksum", ["a", "b", "c", "e"]),
    ])
    func aDamagedLineCostsItsOwnEntryOnly(damage: String, reason: String, kept: [String]) throws {
        let directory = URL(fileURLWithPath: try makeTemporaryDirectory(), isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = try makeJournal(["a", "b", "c"], in: directory)
        var data = try Data(contentsOf: journal.url)
        let goodLength = data.count
        switch damage {
        case "torn": data += try GraphJournal.line(for: .init(rev: 4, line: "d")).dropLast(5)
        case "flipped":
            var line = try GraphJournal.line(for: .init(rev: 4, line: "d"))
            line[line.count - 4] ^= 0x01
            data += try line + GraphJournal.line(for: .init(rev: 5, line: "e"))
        default: data += try Data("\u{0}\u{0}\u{0}garbage\n".utf8) + GraphJournal.line(for: .init(rev: 5, line: "e"))
        }
        try data.write(to: journal.url)

        let contents = try GraphJournal.read(journal.url, graph: "g")
        #expect(contents.entries.map(\.line) == kept)
        #expect(contents.damages == [GraphJournal.Damage(offset: goodLength, reason: reason)])
        let aside = try journal.repair(contents)
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == data, "the damaged file is kept whole")
        #expect(aside.hasPrefix(journal.url.path + ".corrupt-"))
        let repaired = try GraphJournal.read(journal.url)
        #expect(!repaired.isDamaged && repaired.entries.map(\.line) == kept)
    }

    @Test func aRestartedDaemonRestoresTheGoodPartOfATornJournal() async throws {
        let state = URL(fileURLWithPath: try makeTemporaryDirectory(), isDirectory: true)
        defer { try? FileManager.default.removeItem(at: state) }
        chmod(state.path, 0o700)
        try await withDaemon(configure: { $0.stateDirectory = state }) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                try prepareCounter(client, graph: "g")
            }
        }
        let url = state.appendingPathComponent("g.journal")
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"0badc0de {"line":"tap \"Add\"","r"#.utf8))
        try handle.close()

        try await withDaemon(configure: { $0.stateDirectory = state }) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                let tree = try client.call("command", command("g", "tree"))["result"]
                #expect(tree?["rev"] == 3)
                #expect(tree?["reply"]?["tree"]?.json.contains("Count: 1") == true)
            }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: state.path).sorted()
        #expect(files.count == 2 && files[0] == "g.journal" && files[1].hasPrefix("g.journal.corrupt-"), "\(files)")
    }

    @Test func aStateDirectoryOpenToOthersIsRefused() async throws {
        let state = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        chmod(state, 0o777)
        await #expect(throws: SocketSetupError.insecureDirectory(path: state, reason: "its mode is 0777, open to other users")) {
            try await withDaemon(configure: { $0.stateDirectory = URL(fileURLWithPath: state, isDirectory: true) }) { _, _ in }
        }
    }

    @Test func aJournalNotOwnedByUsOrASymlinkIsNotReplayed() async throws {
        let state = URL(fileURLWithPath: try makeTemporaryDirectory(), isDirectory: true)
        let elsewhere = try makeTemporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: state)
            try? FileManager.default.removeItem(atPath: elsewhere)
        }
        let planted = try makeJournal(["struct V: View { var body: some View { Text(\"planted\") } }"], in: URL(fileURLWithPath: elsewhere))
        symlink(planted.url.path, state.appendingPathComponent("p.journal").path)
        try await withDaemon(configure: { $0.stateDirectory = state }) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                #expect(try client.call("graph.list")["result"]?["graphs"] == .array([]))
            }
        }
    }

    @Test func aNameTooLongForAFileNameIsRefusedNotKeptInMemory() async throws {
        let state = URL(fileURLWithPath: try makeTemporaryDirectory(), isDirectory: true)
        defer { try? FileManager.default.removeItem(at: state) }
        try await withDaemon(configure: { $0.stateDirectory = state }) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                // 60 characters, 240 bytes: a file name of 248 bytes would fit, but not every
                // file system's; the limit is 200 bytes.
                let long = String(repeating: "😀", count: 60)
                #expect(try client.call("graph.open", ["name": .string(long)]).errorCode == ErrorCode.invalidParams.rawValue)
                #expect(try client.call("graph.list")["result"]?["graphs"] == .array([]))
                let fits = String(repeating: "😀", count: 50)
                #expect(try client.call("graph.open", ["name": .string(fits)])["result"]?["created"] == true)
                #expect(FileManager.default.fileExists(atPath: state.appendingPathComponent(fits + ".journal").path))
            }
        }
    }
}
