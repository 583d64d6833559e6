import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import VivariumContinuation
import VivariumProtocol
import VivariumWire

/// The line-editing shell on an attached graph.
///
/// One loop polls three descriptors: the terminal, the daemon's socket and the SIGINT pipe.
/// A keystroke goes to libedit; a finished line either continues (`...> `, while the input
/// is unbalanced) or runs. While a command runs the editor is removed (the terminal is back
/// in cooked mode), so Ctrl-C raises SIGINT, and the wait for the reply also watches the
/// SIGINT pipe: Ctrl-C then sends `interrupt` and the reply comes back as `interrupted`.
/// Ctrl-C at the prompt abandons the line. Another client's event arriving at the prompt is
/// printed above the line being edited, which is then redrawn; one arriving while a command
/// of ours runs is printed in order with our reply. Ctrl-D on an empty line exits.
public final class InteractiveShell {
    public let graph: RemoteGraph
    public let palette: Palette
    public let history: HistoryFile
    private let events: EventRenderer
    private var editor: LineEditor!
    private var pending: [String] = []
    /// Notifications read while libedit is inside a completion; printed afterwards.
    private var deferred: [ServerNotification] = []
    private var completing = false
    private var stopped: String?

    public static let prompt = "viv> "
    public static let continuationPrompt = "...> "

    public init(graph: RemoteGraph, palette: Palette, history: HistoryFile) {
        self.graph = graph
        self.palette = palette
        self.history = history
        self.events = EventRenderer(palette: palette)
    }

    /// Runs until Ctrl-D; returns the exit status. Throws when the daemon goes away.
    public func run() throws(ClientError) -> Int32 {
        let client = graph.client
        let interrupts = SignalPipe.installInterruptHandler()
        editor = LineEditor(history: history)
        // Safe: the editor and the client's handler are removed by the `defer` below, before
        // `run` returns, and `run` holds self while it runs.
        editor.completer = { [unowned self] line, cursor in
            completing = true
            defer { completing = false }
            let result = try? graph.client.call(Complete.self, Complete.Params(graph: graph.name, line: line, cursor: cursor),
                                                timeout: 5)
            return (result?.start ?? cursor, result?.candidates ?? [])
        }
        client.onNotification = { [unowned self] notification in
            if completing { deferred.append(notification) } else { show(notification) }
        }
        defer {
            client.onNotification = nil
            editor.close()
        }
        editor.install(prompt: Self.prompt)
        while stopped == nil {
            var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: client.fileDescriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: interrupts, events: Int16(POLLIN), revents: 0)]
            // Typed-ahead input the editor holds already is read without waiting.
            if poll(&fds, 3, editor.hasBufferedInput ? 0 : -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            if fds[2].revents != 0, SignalPipe.drain() {
                pending = []
                editor.cancelLine(prompt: Self.prompt)
            }
            if fds[1].revents != 0 { try client.pump() }
            if fds[0].revents != 0 || editor.hasBufferedInput {
                editor.readInput(readable: fds[0].revents != 0)
                let waiting = deferred
                deferred = []
                waiting.forEach(show)
                for input in editor.takeInputs() {
                    switch input {
                    case .end:
                        writeOut("\n")
                        return 0
                    case .line(let line):
                        if pending.isEmpty, Self.endsSession(line) { return 0 }
                        try accept(line, interrupts: interrupts)
                    case .paste(let text):
                        try acceptPaste(text, interrupts: interrupts)
                    }
                }
            }
        }
        editor.remove()
        throw .disconnected("the daemon stopped: \(stopped ?? "")")
    }

    /// `quit`, `exit` or `:q` alone on a line ends the session, as Ctrl-D does (neither is a
    /// Swift statement on its own).
    static func endsSession(_ line: String) -> Bool {
        ["quit", "exit", ":q"].contains(line.trimmingCharacters(in: .whitespaces))
    }

    /// A paste of several lines is one input: its lines are shown as if typed at `viv> ` and
    /// `...> `, and run together once complete, never one declaration at a time. Text after
    /// its last line break stays in the line being edited, for Return to finish.
    private func acceptPaste(_ text: String, interrupts: Int32) throws(ClientError) {
        var lines = text.components(separatedBy: "\n")
        let rest = lines.removeLast()
        for line in lines {
            print([(pending.isEmpty ? Self.prompt : Self.continuationPrompt) + line])
            pending.append(line)
        }
        guard rest.isEmpty else {
            editor.install(prompt: pending.isEmpty ? Self.prompt : Self.continuationPrompt)
            editor.insert(rest)
            return
        }
        let last = pending.popLast() ?? ""
        try accept(last, interrupts: interrupts)
    }

    /// A finished line: continue the input, or run it and show the next prompt. An input that
    /// ends in an attribute alone (`@MainActor`, `@available(iOS 17, *)` on their own line, as
    /// Xcode writes them) continues onto its declaration.
    private func accept(_ line: String, interrupts: Int32) throws(ClientError) {
        pending.append(line)
        let text = pending.joined(separator: "\n")
        guard ContinuationScanner.isComplete(text) else {
            editor.install(prompt: Self.continuationPrompt)
            return
        }
        // A multi-line input is one history entry: Up recalls the whole struct, not its `}`.
        editor.addHistory(text)
        pending = []
        if !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            editor.remove()
            if let profiles = CompareCommand.profiles(in: text) {
                // `compare`: run here, on private graphs (the daemon's graph cannot replay itself).
                print(LineWrapping.wrap(try CompareCommand.run(profiles, on: graph), width: LineWrapping.terminalWidth()))
                if stopped == nil { editor.install(prompt: Self.prompt) }
                return
            }
            let result = try runInterruptibly(text, interrupts: interrupts)
            print(palette.colour(LineWrapping.wrap(ReplyRenderer().lines(for: result.reply), width: LineWrapping.terminalWidth())))
        }
        if stopped == nil { editor.install(prompt: Self.prompt) }
    }

    /// Runs a command; Ctrl-C meanwhile sends `interrupt` (once) and keeps waiting for the reply.
    private func runInterruptibly(_ text: String, interrupts: Int32) throws(ClientError) -> RunCommand.Result {
        let client = graph.client
        SignalPipe.drain()
        let id = try client.send(RunCommand.self, RunCommand.Params(graph: graph.name, line: text))
        var interrupted = false
        while true {
            switch try client.wait(for: id, watching: [interrupts]) {
            case .response(let response):
                return try graph.result(of: response, input: text)
            case .ready:
                SignalPipe.drain()
                if !interrupted {
                    interrupted = true
                    print(["", palette.paint("interrupting…", Palette.dim)])
                    try client.send(Interrupt.self, Interrupt.Params(graph: graph.name))
                }
            }
        }
    }

    private func show(_ notification: ServerNotification) {
        switch notification {
        case .graphEvent(let event):
            editor.printAbove(LineWrapping.wrap(events.lines(event), width: LineWrapping.terminalWidth()))
        case .shutdown(let shutdown):
            stopped = shutdown.reason
        case .other:
            break
        }
    }

    private func print(_ lines: [String]) {
        writeOut(lines.map { $0 + "\n" }.joined())
    }

    /// The one-screen banner: where you are and what to try.
    public static func banner(graph: String, info: GraphInfo, clientId: Int?, socket: String, hasTree: Bool) -> [String] {
        var lines = ["Vivarium \(VivariumVersion.current) — graph \"\(graph)\" (rev \(info.rev))"
                     + (clientId.map { ", you are client \($0)" } ?? "")]
        let others = info.clients.filter { $0.clientId != clientId }
        if !others.isEmpty {
            lines.append("attached: " + others.map { "\(EventRenderer.who($0)) (client \($0.clientId))" }.joined(separator: ", "))
        }
        lines.append("")
        lines.append("Try:")
        if hasTree {
            lines += [
                "  tree                      the live view tree, with each node's storage",
                "  tap \"Tap me\"              run a button's action: see what is created, reused, freed",
                "  reeval ParentView         re-run a body as if its own state changed",
                "  objects                   live objects and who holds them",
            ]
        } else {
            lines += [
                "  struct Hello: View {      Swift continues on ...> lines until it is balanced",
                "      @State var n = 0",
                "      var body: some View { Button(\"n = \\(n)\") { n += 1 } }",
                "  }",
                "  mount Hello()             mount a root view and see the tree",
                "  tap \"n = 0\"               run a button's action",
            ]
        }
        lines += [
            "  help                      every command",
            "",
            "TAB completes commands, paths and labels; Up recalls; Ctrl-C interrupts; Ctrl-D or quit exits.",
            "Others join this graph with: \(invocation) attach \(graph)",
        ]
        return lines
    }

    /// How to run this `viv` from another terminal: `viv` when that is the one on the PATH,
    /// else its path (`make run` runs `.build/debug/viv`, which is on no PATH).
    static var invocation: String {
        guard let own = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return "viv" }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("viv").path
            if FileManager.default.isExecutableFile(atPath: candidate),
               URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path == own { return "viv" }
        }
        return own
    }
}
