import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import VivariumContinuation
import VivariumProtocol
import VivariumWire

/// The shell when standard input is not a terminal (`echo tree | viv attach demo`): reads
/// commands line by line (an unbalanced line continues on the next, as at `...> `), runs
/// each on the attached graph, and prints its own replies and the other clients' events as
/// they arrive, in order.
///
/// Human form: an own command is echoed as a transcript input (`viv> `, `...> `) followed by
/// its reply; another client's command is an `EventRenderer` header and its reply; a blank
/// line after each. JSON form: one `AttachRecord` per line. Every command runs even after
/// one fails; the exit status is then 1. End of input ends the shell.
public struct StreamShell {
    public enum Format: Sendable { case human, json }

    public var graph: RemoteGraph
    public var format: Format
    public var input: Int32
    public var events: EventRenderer

    public init(graph: RemoteGraph, format: Format = .human, input: Int32 = STDIN_FILENO,
                palette: Palette = Palette(enabled: false)) {
        self.graph = graph
        self.format = format
        self.input = input
        self.events = EventRenderer(palette: palette)
    }

    /// Runs until end of input (and, with watched files, until the daemon stops); returns the
    /// exit status (0, or 1 if a command failed). Throws when the daemon goes away. `initial`
    /// lines run first (`viv --watch FILE` is `load --watch FILE`).
    public func run(initial: [String] = [], write: @escaping (String) -> Void) throws(ClientError) -> Int32 {
        let client = graph.client
        var stopped: String?
        client.onNotification = { notification in
            switch notification {
            case .graphEvent(let event):
                switch format {
                case .json: write(AttachRecord.event(event).json)
                case .human: (events.lines(event) + [""]).forEach(write)
                }
            case .shutdown(let shutdown):
                stopped = shutdown.reason
            case .other:
                break
            }
        }
        defer { client.onNotification = nil }

        var reader = LineReader(fd: input)
        var pending: [String] = []
        var failed = false
        let watched = WatchedFiles()
        for line in initial {
            if try !runCommand(line, watched: watched, write: write) { failed = true }
        }
        var inputEnded = false
        while stopped == nil {
            var fds = [pollfd(fd: inputEnded ? -1 : input, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: client.fileDescriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: watched.isEmpty ? -1 : watched.fileDescriptor, events: Int16(POLLIN), revents: 0)]
            if poll(&fds, 3, -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            if fds[1].revents != 0 { try client.pump() }
            if fds[2].revents != 0 {
                for file in watched.saved() {
                    if try !reload(file, watched: watched, write: write) { failed = true }
                }
            }
            guard fds[0].revents != 0 else { continue }
            let (lines, ended) = reader.read()
            for line in lines {
                if pending.isEmpty, InteractiveShell.endsSession(line) {
                    if let stopped { throw .disconnected("the daemon stopped: \(stopped)") }
                    return failed ? 1 : 0
                }
                pending.append(line)
                let text = pending.joined(separator: "\n")
                guard ContinuationScanner.isComplete(text) else { continue }
                pending = []
                if try !runCommand(text, watched: watched, write: write) { failed = true }
            }
            if ended {
                if !pending.isEmpty, try !runCommand(pending.joined(separator: "\n"), watched: watched, write: write) { failed = true }
                // Watched files keep the shell going after its input ends (`viv --watch FILE < /dev/null`),
                // until the daemon stops or the shell is killed.
                if watched.isEmpty { break }
                inputEnded = true
            }
        }
        if let stopped { throw .disconnected("the daemon stopped: \(stopped)") }
        return failed ? 1 : 0
    }

    /// Runs one input; returns whether it succeeded.
    private func runCommand(_ text: String, watched: WatchedFiles, write: (String) -> Void) throws(ClientError) -> Bool {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return true }
        if let request = WatchedFiles.Request(text) {
            var ok = true
            let notes = try watched.handle(request) { line throws(ClientError) in
                let result = try graph.run(line)
                ok = result.reply.ok
                show(text, result, write: write)
                return result
            }
            if format == .human { (notes + [""]).forEach(write) }
            return ok
        }
        if let profiles = CompareCommand.profiles(in: text), format == .human {
            // `compare` runs here, on private graphs; its report is plain text.
            (["viv> " + text] + (try CompareCommand.run(profiles, on: graph)) + [""]).forEach(write)
            return true
        }
        let result = try graph.run(text)
        show(text, result, write: write)
        return result.reply.ok
    }

    /// An own command and its reply: a transcript block, or one JSON record.
    private func show(_ text: String, _ result: RunCommand.Result, header: String? = nil, write: (String) -> Void) {
        switch format {
        case .json:
            write(AttachRecord.reply(graph: graph.name, result: result, line: text).json)
        case .human:
            if let header { write(header) }
            let echoed = Transcript(items: [.init(.command(Transcript.Command(input: text)), blankLineBefore: false)])
            echoed.serialized().splitLines().dropLast().forEach(write)
            (events.palette.colour(events.renderer.lines(for: result.reply)) + [""]).forEach(write)
        }
    }

    /// A watched file was saved: its `load` again, headed by what happened.
    private func reload(_ file: String, watched: WatchedFiles, write: (String) -> Void) throws(ClientError) -> Bool {
        let line = "load " + file
        let result = try graph.run(line)
        show(line, result, header: watched.header(for: file), write: write)
        return result.reply.ok
    }
}

/// Lines from a descriptor, read as they come (no stdio buffering, so it can be polled).
struct LineReader {
    var fd: Int32
    private var buffer: [UInt8] = []

    init(fd: Int32) {
        self.fd = fd
    }

    /// One `read`: the complete lines it finished, and whether input ended (a final line
    /// without a newline is returned then).
    mutating func read() -> (lines: [String], ended: Bool) {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var count: Int
        repeat { count = Glibc.read(fd, &chunk, chunk.count) } while count < 0 && errno == EINTR
        var lines: [String] = []
        if count > 0 { buffer += chunk[..<count] }
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            var line = Array(buffer[..<newline])
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            lines.append(String(decoding: line, as: UTF8.self))
            buffer.removeSubrange(...newline)
        }
        if count <= 0, !buffer.isEmpty {
            lines.append(String(decoding: buffer, as: UTF8.self))
            buffer.removeAll()
        }
        return (lines, count <= 0)
    }
}
