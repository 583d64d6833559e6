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
    /// The files `load --watch` watches: each save loads the file again.
    private let watched = WatchedFiles()

    public static let prompt = "viv> "
    public static let continuationPrompt = "...> "

    public init(graph: RemoteGraph, palette: Palette, history: HistoryFile) {
        self.graph = graph
        self.palette = palette
        self.history = history
        self.events = EventRenderer(palette: palette)
    }

    /// Runs until Ctrl-D; returns the exit status. Throws when the daemon goes away.
    /// `initial` lines run first, as if typed (`viv --watch FILE` is `load --watch FILE`).
    public func run(initial: [String] = []) throws(ClientError) -> Int32 {
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
        for line in initial { try accept(line, interrupts: interrupts) }
        while stopped == nil {
            var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: client.fileDescriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: interrupts, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: watched.isEmpty ? -1 : watched.fileDescriptor, events: Int16(POLLIN), revents: 0)]
            // Typed-ahead input the editor holds already is read without waiting.
            if poll(&fds, 4, editor.hasBufferedInput ? 0 : -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            if fds[3].revents != 0 {
                for file in watched.saved() { try reload(file) }
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
            if let request = WatchedFiles.Request(text) {
                // `load --watch FILE`, `unwatch [FILE]`: the shell watches; the daemon loads.
                let notes = try watched.handle(request) { line throws(ClientError) in
                    let result = try runInterruptibly(line, interrupts: interrupts)
                    print(palette.colour(LineWrapping.wrap(ReplyRenderer().lines(for: result.reply), width: LineWrapping.terminalWidth())))
                    return result
                }
                print(LineWrapping.wrap(notes, width: LineWrapping.terminalWidth()).map { palette.paint($0, Palette.dim) })
                if stopped == nil { editor.install(prompt: Self.prompt) }
                return
            }
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

    /// A watched file was saved: load it again and show the reply above the line being
    /// edited, headed by what happened, as another client's command is.
    private func reload(_ file: String) throws(ClientError) {
        let result = try graph.run("load " + file)
        let width = LineWrapping.terminalWidth()
        let header = LineWrapping.wrap([watched.header(for: file)], width: width).map { palette.paint($0, Palette.dim) }
        editor.printAbove(header + palette.colour(LineWrapping.wrap(ReplyRenderer().lines(for: result.reply), width: width)))
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

    /// What the banner says is in the graph: its mounted root, the labels a `tap` can name,
    /// and the views a `mount` can take (when nothing is mounted).
    public struct GraphSketch: Equatable {
        public var root: TreeNode?
        public var mountable: [String]
        public init(root: TreeNode?, mountable: [String] = []) {
            self.root = root
            self.mountable = mountable
        }

        /// Asks the graph: `tree` (a question, which other clients do not see) and, when
        /// nothing is mounted, what `mount ` would complete.
        public static func of(_ graph: RemoteGraph) -> GraphSketch {
            let root = (try? graph.run("tree"))?.reply.tree
            guard root == nil else { return GraphSketch(root: root) }
            let candidates = (try? graph.client.call(Complete.self, Complete.Params(graph: graph.name, line: "mount ", cursor: 6),
                                                     timeout: 5))?.candidates ?? []
            return GraphSketch(root: nil, mountable: candidates.filter { $0.hasSuffix("(") }.map { $0 + ")" })
        }

        /// The labels of the tree's buttons, toggles and links, in tree order.
        var labels: [String] {
            var found: [String] = []
            func walk(_ node: TreeNode) {
                if ["Button", "Toggle", "NavigationLink", "Link"].contains(node.type), let label = node.label,
                   label.hasPrefix("\""), label.hasSuffix("\""), label.count > 2, !found.contains(label) {
                    found.append(label)
                }
                node.children.forEach(walk)
            }
            root.map(walk)
            return found
        }
    }

    /// The one-screen banner: where you are, what is mounted and what to try, built from the
    /// graph it opens (its root, labels that exist), each line at most `width` columns.
    public static func banner(graph: String, info: GraphInfo, clientId: Int?, socket: String, sketch: GraphSketch,
                              width: Int = 80, invocation: Invocation = .current) -> [String] {
        var lines = ["Vivarium \(VivariumVersion.current) — graph \"\(graph)\" (rev \(info.rev))"
                     + (clientId.map { ", you are client \($0)" } ?? "")]
        let others = info.clients.filter { $0.clientId != clientId }
        if !others.isEmpty {
            lines.append("attached: " + others.map { "\(EventRenderer.who($0)) (client \($0.clientId))" }.joined(separator: ", "))
        }
        func tryLine(_ command: String, _ meaning: String) -> String {
            let head = "  " + command.padding(toLength: max(command.count, 24), withPad: " ", startingAt: 0) + "  "
            let room = max(0, width - head.count)
            return head + (meaning.count > room ? String(meaning.prefix(max(0, room - 1))) + "…" : meaning)
        }
        lines.append("")
        if let root = sketch.root {
            let labels = sketch.labels.filter { $0.count <= 22 }
            lines.append("mounted: \(root.type)" + (labels.isEmpty ? "" : ", with " + labels.prefix(3).joined(separator: ", ")))
            lines.append("")
            lines.append("Try:")
            if let label = labels.first { lines.append(tryLine("tap \(label)", "run its action: see what is created, reused, freed")) }
            lines.append(tryLine("tree", "the live view tree, with each node's storage"))
            lines.append(tryLine("reeval \(root.type)", "re-run its body, as if its own state changed"))
            lines.append(tryLine("objects", "live objects and what holds them"))
        } else if let view = sketch.mountable.first {
            lines.append("nothing is mounted; the program has \(sketch.mountable.prefix(4).joined(separator: ", "))")
            lines.append("")
            lines.append("Try:")
            lines.append(tryLine("mount \(view)", "mount it as the root and see the tree"))
        } else {
            lines += [
                "Try:",
                "  struct Hello: View {        Swift continues on ...> lines until it balances",
                "      @State var n = 0",
                "      var body: some View { Button(\"n = \\(n)\") { n += 1 } }",
                "  }",
                tryLine("mount Hello()", "mount a root view and see the tree"),
                tryLine("tap \"n = 0\"", "run a button's action"),
            ]
        }
        lines.append(tryLine("load --watch FILE.swift", "your own file, loaded again on each save"))
        lines.append(tryLine("help", "every command"))
        lines += ["", "TAB completes; Up recalls; Ctrl-C interrupts; Ctrl-D or quit leaves."]
        let join = "\(invocation.command) attach \(graph)"
        if ("Others join this graph with: " + join).count <= width {
            lines.append("Others join this graph with: " + join)
        } else {
            lines += ["Others join this graph with:", "  " + join]
        }
        if let directory = invocation.notOnPath {
            lines += ["viv is on no PATH here; this puts it there:", "  export PATH=\"\(directory):$PATH\""]
        }
        return lines
    }

    /// How to run this `viv` from another terminal.
    public struct Invocation: Equatable {
        /// `viv` when the `viv` on the PATH is this one, else this one's path.
        public var command: String
        /// This `viv`'s directory, when no directory of the PATH holds it.
        public var notOnPath: String?

        public init(command: String, notOnPath: String? = nil) {
            self.command = command
            self.notOnPath = notOnPath
        }

        // NB: `make run` runs `.build/debug/viv`, which is on no PATH until the user puts it there.
        // The path is the one it was run by (made absolute, symlinks kept: shorter than the
        // build folder they point into); the PATH line names a folder under this one by $PWD.
        public static var current: Invocation {
            let directory = FileManager.default.currentDirectoryPath
            let argument = CommandLine.arguments.first ?? "viv"
            guard argument.contains("/") else { return Invocation(command: "viv") }
            let own = URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL
            for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("viv")
                if FileManager.default.isExecutableFile(atPath: candidate.path),
                   candidate.resolvingSymlinksInPath().path == own.resolvingSymlinksInPath().path { return Invocation(command: "viv") }
            }
            let folder = own.deletingLastPathComponent().path
            let shown = folder.hasPrefix(directory + "/") ? "$PWD" + folder.dropFirst(directory.count) : folder
            return Invocation(command: own.path, notOnPath: shown)
        }
    }
}
