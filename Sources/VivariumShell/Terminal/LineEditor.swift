import Foundation
@preconcurrency import CLibEdit
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// libedit's readline-compatible callback interface, for a loop that polls the terminal
/// together with other descriptors.
///
/// `install(prompt:)` shows the prompt and puts the terminal in edit mode; `readInput()`
/// hands what the terminal sent to libedit, a character at a time (UTF-8 decoded, in the
/// locale's wide-character mode: `TerminalInput`); a finished line, a paste or the end of
/// input is queued in `inputs`; `remove()` restores the terminal before a command runs.
/// `printAbove(_:)` prints text (another client's event) without garbling the line being
/// edited: it clears the edit line, prints, and redraws prompt and line.
///
/// One editor per process: libedit's readline layer is global.
final class LineEditor {
    /// What the terminal gave the shell.
    enum Input: Equatable {
        /// A line finished with Return.
        case line(String)
        /// A bracketed paste of several lines, with the line being edited around it (the text
        /// before the cursor, the paste, the text after): one input, however many lines.
        case paste(String)
        /// Ctrl-D on an empty line, or the end of input.
        case end
    }

    /// Completion for TAB: (line, cursor as UTF-8 offset) → (start of the word as UTF-8
    /// offset, candidates that replace line[start..<cursor]).
    var completer: ((String, Int) -> (start: Int, candidates: [String]))?
    /// Inputs finished since the last `takeInputs()`.
    private var inputs: [Input] = []
    private(set) var isInstalled = false
    private let history: HistoryFile
    private let bracketedPaste: Bool

    nonisolated(unsafe) static var current: LineEditor?
    /// The last character read from the terminal, to see Ctrl-D on an empty line (libedit's
    /// callback interface reports end of input by not calling back at all).
    nonisolated(unsafe) static var lastCharacter: Int32 = 0
    /// What the terminal sent and libedit has not read yet.
    nonisolated(unsafe) static var terminal = TerminalInput()

    init(history: HistoryFile, bracketedPaste: Bool = true) {
        self.history = history
        self.bracketedPaste = bracketedPaste
        LineEditor.current = self
        // NB: libedit reads and writes characters through the locale (wide-character mode):
        // in the C locale every non-ASCII character is dropped.
        TerminalLocale.useUTF8()
        // NB: libedit's own SIGINT handling would fight the shell's (Ctrl-C interrupts a
        // command, clears the line at the prompt); these must be set before initialization.
        rl_catch_signals = 0
        rl_catch_sigwinch = 0
        rl_readline_name = UnsafePointer(strdup("viv"))
        rl_getc_function = { _ in
            let character = LineEditor.terminal.nextScalar()
            LineEditor.lastCharacter = character
            return character < 0 ? EOF : character
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
        // The terminal marks pasted text, so that a paste is one input (xterm's mode 2004).
        if bracketedPaste { writeOut("\u{1B}[?2004h") }
    }

    /// Turns the terminal's paste marking off again (before the shell exits).
    func close() {
        remove()
        if bracketedPaste { writeOut("\u{1B}[?2004l") }
    }

    func install(prompt: String) {
        if isInstalled { rl_callback_handler_remove() }
        rl_callback_handler_install(prompt) { line in
            LineEditor.current?.inputs.append(line.map { .line(String(cString: $0)) } ?? .end)
            free(line)
        }
        isInstalled = true
    }

    func remove() {
        guard isInstalled else { return }
        rl_callback_handler_remove()
        isInstalled = false
    }

    /// Whether the terminal sent more than the shell has used (then the shell reads it
    /// without waiting for the terminal).
    var hasBufferedInput: Bool { !LineEditor.terminal.isEmpty }

    /// Reads what the terminal sent (`readable`: poll said there is something; otherwise only
    /// what is buffered) and hands it to libedit until an input is finished: a line, a paste
    /// of several lines, or the end of input (Ctrl-D on an empty line).
    func readInput(readable: Bool) {
        if readable, !LineEditor.terminal.fill() {
            inputs.append(.end)
            return
        }
        let before = inputs.count
        while inputs.count == before, !LineEditor.terminal.isEmpty {
            if LineEditor.terminal.mayStartPaste, LineEditor.terminal.fill(within: 200) { continue }
            if LineEditor.terminal.startsPaste {
                paste(LineEditor.terminal.takePaste())
                continue
            }
            rl_callback_read_char()
            if inputs.count == before, LineEditor.lastCharacter == 4 || LineEditor.lastCharacter == -1, rl_end == 0 {
                inputs.append(.end)
            }
        }
        if inputs.count > before {
            // NB: libedit ends edit mode before calling back; the prompt is shown again only
            // when the caller installs the next one.
            isInstalled = false
        }
    }

    /// A paste: text without a line break goes into the line being edited (a tab in it is a
    /// tab, not a completion); text with one becomes an input of its own, with the line
    /// being edited around it, and the edit line is cleared.
    private func paste(_ text: String) {
        guard isInstalled else { return }
        let line = rl_line_buffer.map { Array(String(cString: $0).utf8) } ?? []
        let cursor = min(max(Int(rl_point), 0), line.count)
        guard text.contains("\n") else {
            insert(text)
            return
        }
        let whole = String(decoding: line[..<cursor], as: UTF8.self) + text + String(decoding: line[cursor...], as: UTF8.self)
        writeOut("\r\u{1B}[J")
        remove()
        inputs.append(.paste(whole))
    }

    /// Puts `text` in the line being edited (the rest of a paste after its last line break).
    func insert(_ text: String) {
        guard isInstalled, !text.isEmpty else { return }
        rl_insert_text(text)
        // NB: not rl_redisplay, which queues a reprint key for libedit to read later.
        writeOut("\r\u{1B}[J")
        rl_forced_update_display()
    }

    func takeInputs() -> [Input] {
        defer { inputs.removeAll() }
        return inputs
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
