#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// A graph's journal on disk: the accepted commands that changed it, in order, after a
/// header. A restarted daemon (or a new engine after a crash) replays it and, since every
/// run is deterministic, reaches the identical graph (DESIGN §7). `graph.close` deletes it.
///
/// Format (version 2): the header as one JSON line, then one line per entry:
/// `CRC32 JSON`, where CRC32 is the 8 lowercase hex digits of the CRC-32 of the JSON's
/// bytes. Each entry is written and `fdatasync`ed before the command's reply is sent, so an
/// acknowledged command is on disk; an entry that cannot be (a full disk, an I/O error) is
/// cut off again and its command is not acknowledged (`GraphJournal+Writing`). Reading skips
/// a damaged line and goes on with the next one that verifies: a flipped byte costs its entry,
/// not the ones after it.
final class GraphJournal: Sendable {
    struct Header: Codable {
        var vivariumJournal = GraphJournal.version
        var graph: String
        /// Where the graph resolves `load`.
        var directory: String
    }

    /// The versions this daemon reads (it writes the newest).
    static let version = 2
    static let readableVersions = 1...2

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

    /// A stretch of a journal that could not be read: one damaged line (or a torn last one).
    struct Damage: Error, Equatable, Sendable {
        /// The byte offset where the damaged line starts.
        var offset: Int
        var reason: String
    }

    /// A journal as read: its good entries, and the lines it skipped, if any.
    struct Contents {
        var header: Header
        var entries: [Entry]
        /// Damaged lines skipped, in file order (a torn last line is the last of them).
        var damages: [Damage] = []
        /// Where the last complete line ends: what follows is a torn entry (a crash, or a
        /// write the disk refused), which the next append cuts off.
        var completeLength: Int
        var isDamaged: Bool { !damages.isEmpty }
    }

    /// Why a journal cannot be used at all: its header does not say it is this graph's
    /// journal in a version this daemon reads. Such a file is set aside, never replaced.
    struct UnreadableHeader: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    let url: URL
    /// What this daemon knows of the file: see `Layout`.
    let layout: Mutex<Layout>

    struct Layout: Sendable {
        /// Where the next entry goes: the end of the last complete line. Bytes past it (a
        /// torn entry, or what a refused write left) are cut off before the next append.
        var length: Int?
    }

    init(directory: URL, graph name: String, length: Int? = nil) {
        url = directory.appendingPathComponent(name + ".journal")
        layout = Mutex(Layout(length: length))
    }

    func delete() {
        try? FileManager.default.removeItem(at: url)
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

    /// Reads a journal file. Throws `UnreadableHeader` when its first line is not a header of
    /// a readable version naming `graph` (when given), and a `JournalError` when the file
    /// cannot be read; a damaged entry is skipped and reported in `damages`.
    static func read(_ url: URL, graph expected: String? = nil) throws -> Contents {
        let data = try readRegularFile(url)
        guard let firstNewline = data.firstIndex(of: UInt8(ascii: "\n")) else {
            throw UnreadableHeader(reason: data.isEmpty ? "it is empty" : "its header line has no end")
        }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data[..<firstNewline])
        } catch {
            throw UnreadableHeader(reason: "its header is not a journal header")
        }
        guard readableVersions.contains(header.vivariumJournal) else {
            throw UnreadableHeader(reason: "its header has version \(header.vivariumJournal), which this vivariumd (version \(version)) does not read")
        }
        if let expected, header.graph != expected {
            throw UnreadableHeader(reason: "its header names graph '\(header.graph)', not '\(expected)'")
        }
        var contents = Contents(header: header, entries: [], completeLength: data.count)
        var start = firstNewline + 1
        while start < data.endIndex {
            guard let newline = data[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                contents.damages.append(Damage(offset: start, reason: "a torn entry: no end of line"))
                contents.completeLength = start
                break
            }
            switch entry(in: data[start..<newline], version: header.vivariumJournal) {
            case .success(let entry) where entry.rev > (contents.entries.last?.rev ?? 0):
                contents.entries.append(entry)
            case .success(let entry):
                contents.damages.append(Damage(offset: start, reason: "rev \(entry.rev) out of order"))
            case .failure(let damage):
                contents.damages.append(Damage(offset: start, reason: damage.reason))
            }
            start = newline + 1
        }
        return contents
    }

    /// One entry line, checked.
    private static func entry(in line: Data, version: Int) -> Result<Entry, Damage> {
        let json: Data
        if version >= 2 {
            guard line.count > 9, line[line.startIndex + 8] == UInt8(ascii: " ") else {
                return .failure(Damage(offset: 0, reason: "an entry without a checksum"))
            }
            let checksum = String(decoding: line.prefix(8), as: UTF8.self)
            json = Data(line.dropFirst(9))
            guard CRC32.hex(of: json) == checksum else { return .failure(Damage(offset: 0, reason: "a checksum mismatch")) }
        } else {
            json = Data(line)
        }
        guard let entry = try? JSONDecoder().decode(Entry.self, from: json) else {
            return .failure(Damage(offset: 0, reason: "an entry that is not valid JSON"))
        }
        return .success(entry)
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

/// A journal file that cannot be written or read, with the system's reason.
struct JournalError: Error, CustomStringConvertible {
    var path: String
    var what: String
    var errno: Int32
    var description: String {
        guard errno != 0 else { return "\(what) \(path)" }
        return "\(what) \(path): \(String(cString: strerror(errno)))" + (Self.name(of: errno).map { " (\($0))" } ?? "")
    }

    /// The errno's symbolic name for the ones a disk gives (`ENOSPC`, `EIO`).
    static func name(of code: Int32) -> String? {
        switch code {
        case ENOSPC: return "ENOSPC"
        case EIO: return "EIO"
        case EDQUOT: return "EDQUOT"
        case EFBIG: return "EFBIG"
        case EROFS: return "EROFS"
        case EACCES: return "EACCES"
        case EPERM: return "EPERM"
        case ENOENT: return "ENOENT"
        case EMFILE: return "EMFILE"
        case ENFILE: return "ENFILE"
        case EEXIST: return "EEXIST"
        default: return nil
        }
    }
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
