import Foundation
@preconcurrency import CLibEdit
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// libedit's readline-compatible callback interface, for a loop that polls the terminal
/// together with other descriptors.
///
/// `install(prompt:)` shows the prompt and puts the terminal in edit mode; `readCharacter()`
/// feeds one keystroke; a finished line (or nil for end of input) is queued in `lines`;
/// `remove()` restores the terminal before a command runs. `printAbove(_:)` prints text
/// (another client's event) without garbling the line being edited: it clears the edit
/// line, prints, and redraws prompt and line.
///
/// One editor per process: libedit's readline layer is global.
final class LineEditor {
    /// Completion for TAB: (line, cursor as UTF-8 offset) → (start of the word as UTF-8
    /// offset, candidates that replace line[start..<cursor]).
    var completer: ((String, Int) -> (start: Int, candidates: [String]))?
    /// Lines finished since the last `takeLines()`; nil is end of input (Ctrl-D).
    private var lines: [String?] = []
    private(set) var isInstalled = false
    private let history: HistoryFile

    nonisolated(unsafe) static var current: LineEditor?
    /// The last byte read from the terminal, to see Ctrl-D on an empty line (libedit's
    /// callback interface reports end of input by not calling back at all).
    nonisolated(unsafe) static var lastByte: Int32 = 0

    init(history: HistoryFile) {
        self.history = history
        LineEditor.current = self
        // NB: libedit's own SIGINT handling would fight the shell's (Ctrl-C interrupts a
        // command, clears the line at the prompt); these must be set before initialization.
        rl_catch_signals = 0
        rl_catch_sigwinch = 0
        rl_readline_name = UnsafePointer(strdup("viv"))
        rl_getc_function = { stream in
            var byte: UInt8 = 0
            var count: Int
            repeat { count = read(STDIN_FILENO, &byte, 1) } while count < 0 && errno == EINTR
            LineEditor.lastByte = count == 1 ? Int32(byte) : -1
            return count == 1 ? Int32(byte) : EOF
        }
        rl_initialize()
        rl_attempted_completion_function = { text, start, end in
            LineEditor.current?.complete(start: Int(start), end: Int(end))
        }
        // NB: without this libedit falls back to completing file names.
        rl_attempted_completion_over = 1
        using_history()
        stifle_history(1000)
        if let path = history.path, history.prepare() { read_history(path) }
    }

    func install(prompt: String) {
        if isInstalled { rl_callback_handler_remove() }
        rl_callback_handler_install(prompt) { line in
            LineEditor.current?.lines.append(line.map { String(cString: $0) })
            free(line)
        }
        isInstalled = true
    }

    func remove() {
        guard isInstalled else { return }
        rl_callback_handler_remove()
        isInstalled = false
    }

    /// Reads one keystroke from the terminal; Ctrl-D on an empty line queues end of input.
    func readCharacter() {
        let before = lines.count
        rl_callback_read_char()
        if lines.count == before, LineEditor.lastByte == 4 || LineEditor.lastByte == -1, rl_end == 0 {
            lines.append(nil)
        }
        if lines.count > before {
            // NB: libedit ends edit mode before calling back; the prompt is shown again only
            // when the caller installs the next one.
            isInstalled = false
        }
    }

    func takeLines() -> [String?] {
        defer { lines.removeAll() }
        return lines
    }

    /// Ctrl-C at the prompt: abandon the line, show a fresh prompt on the next line.
    func cancelLine(prompt: String) {
        writeOut("^C\r\n")
        remove()
        install(prompt: prompt)
    }

    /// Prints `text` (lines) above the line being edited, then redraws it.
    func printAbove(_ text: [String]) {
        guard isInstalled else {
            writeOut(text.map { $0 + "\n" }.joined())
            return
        }
        writeOut("\r\u{1B}[J" + text.map { $0 + "\r\n" }.joined())
        rl_forced_update_display()
    }

    func addHistory(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        add_history(line)
        if let path = history.path {
            write_history(path)
            chmod(path, 0o600)
        }
    }

    /// The readline completion contract: a malloc'ed, NULL-terminated array whose first
    /// element replaces the word libedit chose (line[start..<end], in characters) and whose
    /// others are the matches to list.
    private func complete(start: Int, end: Int) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        guard let completer, let buffer = rl_line_buffer else { return nil }
        let line = String(cString: buffer)
        let scalars = Array(line.unicodeScalars)
        func utf8Offset(_ characters: Int) -> Int {
            String(String.UnicodeScalarView(scalars.prefix(characters))).utf8.count
        }
        let wordStart = utf8Offset(start), cursor = utf8Offset(end)
        let answer = completer(line, cursor)
        let bytes = Array(line.utf8)
        // Re-base the daemon's candidates (which replace line[answer.start..<cursor]) onto
        // libedit's word (line[wordStart..<cursor]).
        var matches: [String] = []
        for candidate in answer.candidates {
            if answer.start < wordStart {
                let lead = String(decoding: bytes[answer.start..<wordStart], as: UTF8.self)
                guard candidate.hasPrefix(lead) else { continue }
                matches.append(String(candidate.dropFirst(lead.count)))
            } else {
                let lead = String(decoding: bytes[wordStart..<min(answer.start, bytes.count)], as: UTF8.self)
                matches.append(lead + candidate)
            }
        }
        guard !matches.isEmpty else { return nil }
        // A unique match is a finished word: a space follows it, as in a shell, unless the
        // word goes on (a path's next segment).
        let common = matches.count == 1 ? Self.finished(matches[0]) : Self.commonPrefix(matches)
        let all = [common] + (matches.count == 1 ? [] : matches)
        // NB: libedit frees the array and its strings with free(3): allocate with malloc.
        let raw = malloc(MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (all.count + 1))!
        let result = raw.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: all.count + 1)
        for (index, match) in all.enumerated() { result[index] = strdup(match) }
        result[all.count] = nil
        return result
    }

    static func finished(_ word: String) -> String {
        guard let last = word.last, !"/.(@".contains(last) else { return word }
        return word + " "
    }

    static func commonPrefix(_ strings: [String]) -> String {
        guard var prefix = strings.first.map(Array.init) else { return "" }
        for string in strings.dropFirst() {
            let other = Array(string)
            var count = 0
            while count < prefix.count, count < other.count, prefix[count] == other[count] { count += 1 }
            prefix = Array(prefix.prefix(count))
        }
        return String(prefix)
    }
}

/// Writes to standard output unbuffered (libedit writes there directly too).
func writeOut(_ text: String) {
    fflush(stdout)
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
        if written < 0 { if errno == EINTR { continue } else { return } }
        offset += written
    }
}
