#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// Issue 26, item 2: a damaged journal is never overwritten. One whose header cannot be read is
/// set aside under a new name, logged and reported by `graph.list`, and the first `graph.open`
/// starts the graph anew beside it; a flipped byte costs its own entry, not those after it.
@Suite struct JournalDamageTests {
    private static let entries = try! [1, 2].map { try GraphJournal.line(for: .init(rev: $0, line: "struct V\($0) {}")) }
        .reduce(Data(), +)

    @Test(arguments: [
        ("missing brace", Data(#"{"directory":"/tmp","graph":"g","vivariumJournal":2"#.utf8 + [0x0A]) + entries,
         "its header is not a journal header"),
        ("binary garbage", Data([0x00, 0xFF, 0x13, 0x37, 0x0A, 0xC3, 0x28, 0x0A]), "its header is not a journal header"),
        ("another graph", Data(#"{"directory":"/tmp","graph":"other","vivariumJournal":2}"#.utf8 + [0x0A]) + entries,
         "its header names graph 'other', not 'g'"),
        ("unknown version", Data(#"{"directory":"/tmp","graph":"g","vivariumJournal":99}"#.utf8 + [0x0A]) + entries,
         "its header has version 99, which this vivariumd (version 2) does not read"),
    ])
    func aJournalWithAnUnreadableHeaderIsSetAsideNotReplaced(kind: String, bytes: Data, reason: String) async throws {
        let state = URL(fileURLWithPath: try makeTemporaryDirectory(), isDirectory: true)
        defer { try? FileManager.default.removeItem(at: state) }
        try bytes.write(to: state.appendingPathComponent("g.journal"))
        try await withDaemon(configure: { $0.stateDirectory = state }) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                let list = try client.call("graph.list")["result"]
                #expect(list?["graphs"] == .array([]))
                let notice = list?["notices"]?[0]
                #expect(notice?["graph"] == "g")
                #expect(notice?["message"]?.string == "its journal cannot be read (\(reason)); the graph was not restored")
                let keptAs = try #require(notice?["keptAs"]?.string)
                #expect(keptAs.hasPrefix(state.appendingPathComponent("g.journal.unreadable-").path))
                #expect(try Data(contentsOf: URL(fileURLWithPath: keptAs)) == bytes, "kept whole")

                let opened = try client.call("graph.open", ["name": "g"])["result"]
                #expect(opened?["created"] == true)
                #expect(opened?["rev"] == 0)
                #expect(try Data(contentsOf: URL(fileURLWithPath: keptAs)) == bytes, "the new graph's journal did not replace it")
            }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: state.path).sorted()
        #expect(files.count == 2 && files[0] == "g.journal" && files[1].hasPrefix("g.journal.unreadable-"), "\(files)")
    }

    /// One flipped byte in entry 20 of 60 costs that entry: the 40 after it are replayed.
    @Test func aFlippedByteCostsOneEntryNotTheRest() async throws {
        let state = URL(fileURLWithPath: try makeTemporaryDirectory(), isDirectory: true)
        defer { try? FileManager.default.removeItem(at: state) }
        try await withDaemon(configure: { $0.stateDirectory = state }) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                try prepareCounter(client, graph: "g")
                for rev in 4...60 {
                    #expect(try client.call("command", command("g", "tap \"Add\""))["result"]?["rev"]?.int == rev)
                }
            }
        }
        let url = state.appendingPathComponent("g.journal")
        var data = try Data(contentsOf: url)
        let lines = data.indices.filter { data[$0] == UInt8(ascii: "\n") }
        // Entry 20 is the 21st line (after the header); flip a byte of its JSON.
        let flipped = lines[19] + 20
        data[flipped] ^= 0x04
        try data.write(to: url)
        let original = data

        try await withDaemon(configure: { $0.stateDirectory = state }) { _, socket in
            try await offPool {
                let client = try TestClient(socket)
                try client.hello()
                let list = try client.call("graph.list")["result"]
                #expect(list?["graphs"]?[0]?["rev"] == 60)
                let notice = list?["notices"]?[0]
                #expect(notice?["skipped"] == 1)
                let message = notice?["message"]?.string ?? ""
                #expect(message.hasPrefix("its journal had 1 damaged line (byte \(lines[19] + 1): a checksum mismatch), skipped; 59 entries restored"), "\(message)")
                let keptAs = try #require(notice?["keptAs"]?.string)
                #expect(try Data(contentsOf: URL(fileURLWithPath: keptAs)) == original)
                // 57 taps of 58 survive: only entry 20's is lost.
                let tree = try client.call("command", command("g", "tree"))["result"]
                #expect(tree?["rev"] == 60)
                #expect(tree?["reply"]?["tree"]?.json.contains("Count: 57\\\"") == true, "\(tree?.json ?? "")")
                #expect(try client.call("command", command("g", "tap \"Add\""))["result"]?["rev"] == 61)
            }
        }
        let repaired = try GraphJournal.read(url, graph: "g")
        #expect(!repaired.isDamaged)
        #expect(repaired.entries.count == 60 && !repaired.entries.contains { $0.rev == 20 })
    }

    /// A refused write whose remains could not be cut off: the next entry starts a line of its
    /// own, so the partial line costs nothing after it.
    @Test func aPartialLineNeverMakesLaterEntriesUnreadable() throws {
        let directory = URL(fileURLWithPath: try makeTemporaryDirectory(), isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = GraphJournal(directory: directory, graph: "g")
        try journal.create(graph: "g", baseDirectory: directory)
        try journal.append(.init(rev: 1, line: "a"))
        let handle = try FileHandle(forWritingTo: journal.url)
        try handle.seekToEnd()
        try handle.write(contentsOf: try GraphJournal.line(for: .init(rev: 2, line: "b")).prefix(6))
        try handle.close()
        // As if the daemon had not known where its last entry ended.
        journal.layout.withLock { $0.length = nil }
        try journal.append(.init(rev: 2, line: "c"))
        try journal.append(.init(rev: 3, line: "d"))
        let contents = try GraphJournal.read(journal.url, graph: "g")
        #expect(contents.entries.map(\.line) == ["a", "c", "d"])
        #expect(contents.damages.map(\.reason) == ["an entry without a checksum"])
    }
}
