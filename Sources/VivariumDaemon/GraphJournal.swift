#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A graph's journal on disk: the accepted commands that changed it, in order, after a
/// header. A restarted daemon (or a new engine after a crash) replays it and, since every
/// run is deterministic, reaches the identical graph (DESIGN §7). `graph.close` deletes it.
///
/// Format (version 2): the header as one JSON line, then one line per entry:
/// `CRC32 JSON`, where CRC32 is the 8 lowercase hex digits of the CRC-32 of the JSON's
/// bytes. Each entry is written with one `write` and `fdatasync`ed before the command's
/// reply is sent, so an acknowledged command is on disk. A torn or corrupt tail (the
/// usual result of a crash mid-write) is cut at the last good entry when read; the damaged
/// file is kept aside as `NAME.journal.corrupt-TIMESTAMP`.
struct GraphJournal: Sendable {
    struct Header: Codable {
        var vivariumJournal = 2
        var graph: String
        /// Where the graph resolves `load`.
        var directory: String
    }

    struct Entry: Codable, Equatable, Sendable {
        var rev: Int
        var line: String
        /// For a `load`: the text it read. A restart replays it, never the file as it is then.
        var loaded: String?

        init(rev: Int, line: String, loaded: String? = nil) {
            self.rev = rev
            self.line = line
            self.loaded = loaded
        }
    }

    /// Where a journal stops being readable.
    struct Damage: Equatable {
        /// The byte offset of the first bad entry: everything from there on is cut.
        var offset: Int
        var reason: String
    }

    /// A journal as read: its good entries, and where it is damaged, if it is.
    struct Contents {
        var header: Header
        var entries: [Entry]
        var damage: Damage?
    }

    let url: URL

    init(directory: URL, graph name: String) {
        url = directory.appendingPathComponent(name + ".journal")
    }

    /// Starts a journal for a new graph (replacing a leftover one of the same name).
    func create(graph name: String, baseDirectory: URL) throws {
        try write(Self.encode(Header(graph: name, directory: baseDirectory.path), entries: []), to: url)
    }

    /// Appends one accepted command and flushes it to disk.
    func append(_ entry: Entry) throws {
        let data = try Self.line(for: entry)
        let fd = open(url.path, O_WRONLY | O_APPEND | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { throw JournalError(path: url.path, what: "cannot open", errno: errno) }
        defer { close(fd) }
        let written = data.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        guard written == data.count else { throw JournalError(path: url.path, what: "cannot append to", errno: errno) }
        guard fdatasync(fd) == 0 else { throw JournalError(path: url.path, what: "cannot flush", errno: errno) }
    }

    func delete() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Moves the damaged file aside and writes the good part in its place; returns where the
    /// damaged file went.
    func setAside(damage: Damage, keeping contents: Contents) throws -> String {
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "")
        let aside = url.path + ".corrupt-" + stamp
        guard rename(url.path, aside) == 0 else { throw JournalError(path: url.path, what: "cannot move aside", errno: errno) }
        try write(Self.encode(contents.header, entries: contents.entries), to: url)
        return aside
    }

    /// Writes a whole file: to a temporary name, flushed, then renamed over `url`.
    private func write(_ data: Data, to url: URL) throws {
        let temporary = url.path + ".new"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw JournalError(path: temporary, what: "cannot create", errno: errno) }
        let written = data.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        let synced = fdatasync(fd) == 0
        close(fd)
        guard written == data.count, synced else {
            unlink(temporary)
            throw JournalError(path: temporary, what: "cannot write", errno: errno)
        }
        guard rename(temporary, url.path) == 0 else { throw JournalError(path: url.path, what: "cannot replace", errno: errno) }
    }

    static func encode(_ header: Header, entries: [Entry]) throws -> Data {
        var data = try JSONEncoder.journal.encode(header)
        data.append(UInt8(ascii: "\n"))
        for entry in entries { data += try line(for: entry) }
        return data
    }

    /// `CRC32 JSON\n`
    static func line(for entry: Entry) throws -> Data {
        let json = try JSONEncoder.journal.encode(entry)
        var data = Data(CRC32.hex(of: json).utf8)
        data.append(UInt8(ascii: " "))
        data += json
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Reads a journal file. Throws only when the header itself is unreadable; a bad entry
    /// ends the good part and is reported as `damage`.
    static func read(_ url: URL) throws -> Contents {
        let data = try readRegularFile(url)
        guard let firstNewline = data.firstIndex(of: UInt8(ascii: "\n")) else {
            throw JournalError(path: url.path, what: "no header in", errno: 0)
        }
        let header = try JSONDecoder().decode(Header.self, from: data[..<firstNewline])
        var entries: [Entry] = []
        var start = firstNewline + 1
        func damage(_ reason: String) -> Contents {
            Contents(header: header, entries: entries, damage: Damage(offset: start - data.startIndex, reason: reason))
        }
        while start < data.endIndex {
            guard let newline = data[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                return damage("a torn entry: no end of line")
            }
            let line = data[start..<newline]
            let json: Data
            if header.vivariumJournal >= 2 {
                guard line.count > 9, line[line.startIndex + 8] == UInt8(ascii: " ") else { return damage("an entry without a checksum") }
                let checksum = String(decoding: line.prefix(8), as: UTF8.self)
                json = Data(line.dropFirst(9))
                guard CRC32.hex(of: json) == checksum else { return damage("a checksum mismatch") }
            } else {
                json = Data(line)
            }
            guard let entry = try? JSONDecoder().decode(Entry.self, from: json) else { return damage("an entry that is not valid JSON") }
            guard entry.rev > (entries.last?.rev ?? 0) else { return damage("rev \(entry.rev) out of order") }
            entries.append(entry)
            start = newline + 1
        }
        return Contents(header: header, entries: entries, damage: nil)
    }

    /// The file's bytes, refusing anything but a regular file owned by this user (never
    /// following a symlink): the daemon trusts only its own journals.
    private static func readRegularFile(_ url: URL) throws -> Data {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { throw JournalError(path: url.path, what: "cannot open", errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw JournalError(path: url.path, what: "cannot inspect", errno: errno) }
        guard info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else {
            throw JournalError(path: url.path, what: "refusing (not a regular file owned by uid \(geteuid()))", errno: 0)
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw JournalError(path: url.path, what: "cannot read", errno: errno) }
            if count == 0 { return data }
            data += chunk[..<count]
        }
    }
}

struct JournalError: Error, CustomStringConvertible {
    var path: String
    var what: String
    var errno: Int32
    var description: String { "\(what) \(path)" + (errno == 0 ? "" : ": \(String(cString: strerror(errno)))") }
}

/// CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320), for journal entries.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    static func hex(of data: Data) -> String {
        let digits = String(checksum(data), radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}

extension JSONEncoder {
    static var journal: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
