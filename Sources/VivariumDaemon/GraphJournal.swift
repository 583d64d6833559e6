import Foundation

/// A graph's journal on disk: the accepted commands that changed it, in order, one JSON
/// object per line after a header. A restarted daemon replays it and, since every run is
/// deterministic, reaches the identical graph (DESIGN §7). `graph.close` deletes it.
struct GraphJournal: Sendable {
    struct Header: Codable {
        var vivariumJournal = 1
        var graph: String
        /// Where the graph resolves `load`.
        var directory: String
    }

    struct Entry: Codable, Equatable {
        var rev: Int
        var line: String
    }

    let url: URL

    init(directory: URL, graph name: String) {
        url = directory.appendingPathComponent(name + ".journal")
    }

    /// Starts a journal for a new graph (replacing a leftover one of the same name).
    func create(graph name: String, baseDirectory: URL) throws {
        var data = try JSONEncoder.journal.encode(Header(graph: name, directory: baseDirectory.path))
        data.append(UInt8(ascii: "\n"))
        guard FileManager.default.createFile(atPath: url.path, contents: data, attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }

    /// Appends one accepted command.
    func append(_ entry: Entry) throws {
        var data = try JSONEncoder.journal.encode(entry)
        data.append(UInt8(ascii: "\n"))
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: data)
    }

    func delete() {
        try? FileManager.default.removeItem(at: url)
    }

    /// The header and entries of a journal file.
    static func read(_ url: URL) throws -> (Header, [Entry]) {
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard !lines.isEmpty else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path]) }
        let header = try JSONDecoder().decode(Header.self, from: Data(lines.removeFirst().utf8))
        let entries = try lines.map { try JSONDecoder().decode(Entry.self, from: Data($0.utf8)) }
        return (header, entries)
    }
}

extension JSONEncoder {
    static var journal: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
