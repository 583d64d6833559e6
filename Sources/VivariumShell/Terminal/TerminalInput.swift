import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// The bytes the terminal sent and the shell has not used yet, read as characters.
///
/// libedit is handed one Unicode scalar at a time (its wide-character mode: the readline
/// layer stores what its `getc` function returns as a `wchar_t`), so a UTF-8 sequence is
/// decoded here, whole, before libedit sees it; a byte at a time, `é` would arrive as two
/// Latin-1 characters that the C locale cannot write back. A bracketed paste
/// (`ESC [ 200 ~` … `ESC [ 201 ~`, which a terminal sends around pasted text once the shell
/// asks for it with `ESC [ ? 2004 h`) is taken out whole, never typed into libedit, so a
/// tab in pasted code is not a completion and a blank line does not end the input.
struct TerminalInput {
    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// The largest paste kept (a bigger one is cut there, and says so).
    static let maxPasteBytes = 4 << 20

    var fd: Int32
    private(set) var bytes: [UInt8] = []
    private var head = 0

    init(fd: Int32 = STDIN_FILENO) {
        self.fd = fd
    }

    var isEmpty: Bool { head >= bytes.count }
    var pending: ArraySlice<UInt8> { bytes[head...] }

    /// One `read` of what the terminal has sent; false at end of input or on an error.
    /// Blocks when nothing is there.
    @discardableResult
    mutating func fill() -> Bool {
        if head > 0, head >= bytes.count / 2 {
            bytes.removeFirst(head)
            head = 0
        }
        var chunk = [UInt8](repeating: 0, count: 4096)
        var count: Int
        repeat { count = read(fd, &chunk, chunk.count) } while count < 0 && errno == EINTR
        guard count > 0 else { return false }
        bytes += chunk[..<count]
        return true
    }

    /// Whether more bytes arrive within `milliseconds` (then they are read).
    mutating func fill(within milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
        return fill()
    }

    /// Adds bytes as if the terminal had sent them (tests).
    mutating func append(_ more: [UInt8]) {
        bytes += more
    }

    /// The next character as a Unicode scalar value (reading more when a sequence is cut),
    /// or -1 at end of input. A malformed byte is U+FFFD, as a terminal shows it.
    mutating func nextScalar() -> Int32 {
        if isEmpty, !fill() { return -1 }
        let first = bytes[head]
        let length: Int = switch first {
        case 0..<0x80: 1
        case 0xC2..<0xE0: 2
        case 0xE0..<0xF0: 3
        case 0xF0..<0xF5: 4
        default: 0
        }
        guard length > 0 else {
            head += 1
            return 0xFFFD
        }
        while bytes.count - head < length {
            guard fill() else {
                head = bytes.count
                return 0xFFFD
            }
        }
        var decoder = UTF8()
        var iterator = bytes[head..<head + length].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), String(scalar).utf8.count == length else {
            head += 1
            return 0xFFFD
        }
        head += length
        return Int32(scalar.value)
    }

    /// Whether the unread bytes begin a bracketed paste, or may (its opening cut short).
    var startsPaste: Bool { pending.starts(with: Self.pasteStart) }
    var mayStartPaste: Bool {
        let rest = pending
        return !rest.isEmpty && rest.count < Self.pasteStart.count && Self.pasteStart.starts(with: rest)
    }

    /// Takes a bracketed paste that the unread bytes begin with, reading until its end marker:
    /// the pasted text with the terminal's carriage returns as newlines (what arrived, when the
    /// input ends first).
    mutating func takePaste() -> String {
        head += Self.pasteStart.count
        var end: Int?
        var searchFrom = head
        while true {
            if let found = Self.find(Self.pasteEnd, in: bytes, from: searchFrom) { end = found; break }
            searchFrom = max(head, bytes.count - Self.pasteEnd.count)
            if bytes.count - head > Self.maxPasteBytes || !fill() { break }
        }
        let stop = end ?? bytes.count
        let text = String(decoding: bytes[head..<stop], as: UTF8.self)
        head = end.map { $0 + Self.pasteEnd.count } ?? bytes.count
        return Self.newlines(text)
    }

    /// `\r\n` and `\r` (what a terminal sends for a pasted line break) as `\n`.
    static func newlines(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0], Array(haystack[index..<index + needle.count]) == needle { return index }
            index += 1
        }
        return nil
    }
}

/// The locale libedit converts characters with: the user's, when it is UTF-8, else C.UTF-8
/// (a terminal without `LANG` still sends and shows UTF-8). Only `LC_CTYPE` changes.
enum TerminalLocale {
    static func useUTF8() {
        _ = setlocale(LC_CTYPE, "")
        if isUTF8 { return }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8 { return }
        }
    }

    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
