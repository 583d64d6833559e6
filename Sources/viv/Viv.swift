import ArgumentParser
import Foundation
import VivariumProtocol
import VivariumShell
import VivariumWire
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// `viv`: the Vivarium client. Everything goes through the daemon, `vivariumd`, which `viv`
/// starts when none is running.
@main
struct Viv: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viv",
        abstract: "Run SwiftUI-style Swift and see its view lifecycle: what was created, reused and freed.",
        usage: """
            viv [--graph <name>] [-c <line>] [--preload <file>] [--json]
            viv [--graph <name>] --watch <file>
            viv <subcommand>
            """,
        discussion: """
            Without a subcommand, opens the interactive shell on a graph (default `main`) of the \
            daemon `vivariumd`, starting it when none is running. With standard input not a \
            terminal, reads commands from it instead and prints the replies.

            Shell options:
              --graph <name>    the graph to open (default main; created when missing)
              -c <line>         run one command, print its reply, exit (1 if it failed)
              --preload <file>  when the graph is new, first run a session file's inputs
              --fresh           with --preload, close an existing graph first
              --watch <file>    load a Swift file, and again on each save (load --watch)
              --json            JSON replies, one per line (with -c, or stdin not a tty)
              --socket <path>   the daemon's socket (default: see viv(1))

            Exit status: 0 success, 1 a command or a test failed, 64 usage error, 69 the daemon \
            is unreachable, 76 protocol mismatch. See viv(1).
            """,
        version: VivariumVersion.current,
        subcommands: [Shell.self, Run.self, Test.self, Attach.self, Graphs.self, Who.self, Web.self, KillServer.self],
        defaultSubcommand: Shell.self)
}

extension Viv {
    /// Parses the command line, first turning away a word that names no command: the
    /// default subcommand (`shell`, which `help` does not list) takes no words, and
    /// ArgumentParser would answer with its usage.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let word = arguments.first, let message = unknownCommand(word) {
            FileHandle.standardError.write(Data("viv: \(message)\n".utf8))
            Foundation.exit(64)
        }
        main(arguments)
    }

    /// The commands `viv help` lists.
    static var listedCommands: [String] {
        configuration.subcommands.filter { $0.configuration.shouldDisplay }.compactMap { $0.configuration.commandName ?? String(describing: $0).lowercased() }
    }

    /// What to say about `viv WORD` when WORD is not a command (nil: it is one, or an option).
    static func unknownCommand(_ word: String) -> String? {
        let known = listedCommands + ["help", "shell"]
        guard !word.hasPrefix("-"), !known.contains(word) else { return nil }
        let near = listedCommands.filter { editDistance($0, word) <= max(2, word.count / 3) }
        let commands = listedCommands.joined(separator: ", ")
        if let best = near.min(by: { editDistance($0, word) < editDistance($1, word) }) {
            return "unknown command '\(word)'; did you mean '\(best)'? (commands: \(commands); viv help)"
        }
        return "unknown command '\(word)'; the commands are \(commands) (viv help), and without one, the shell"
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return previous[b.count]
    }

    /// `viv [--graph NAME] [-c LINE]`: the default subcommand.
    // NB: a subcommand, not options of `Viv` itself: ArgumentParser gives a parent's options
    // precedence over a subcommand's, so `viv run --json` would set the parent's flag.
    struct Shell: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The interactive shell on a graph (the default), or one command with -c.",
            shouldDisplay: false)

        @OptionGroup var daemon: DaemonOptions

        @Option(help: "The graph to open (created when missing).")
        var graph = "main"

        @Option(name: .customShort("c"), help: ArgumentHelp("Run one command on the graph, print its reply and exit (1 if it failed).",
                                                            valueName: "line"))
        var command: String?

        @Option(help: ArgumentHelp("When the graph is new, first run the inputs of this session file.", valueName: "file"))
        var preload: String?

        @Flag(help: "With --preload, close an existing graph first so it starts fresh from the file.")
        var fresh = false

        @Option(help: ArgumentHelp("Load a Swift file, then load it again each time it is saved (the shell's load --watch).",
                                   valueName: "file"))
        var watch: String?

        @Flag(help: "With -c, print the reply as JSON; with standard input not a terminal, one JSON object per line.")
        var json = false

        func validate() throws {
            if command != nil, watch != nil {
                throw ValidationError("--watch keeps a shell open to reload the file; it does not go with -c.")
            }
        }

        func run() throws {
            let client = try daemon.connect()
            if let command {
                let graph = try check { () throws(ClientError) in try RemoteGraph.open(self.graph, on: client).0 }
                graph.clientDirectory = FileManager.default.currentDirectoryPath
                let result = try check { () throws(ClientError) in try graph.run(command) }
                if json {
                    print(TranscriptRunner.json(result.reply))
                } else {
                    var lines = ReplyRenderer().lines(for: result.reply)
                    if isatty(STDOUT_FILENO) == 1 { lines = LineWrapping.wrap(lines, width: LineWrapping.terminalWidth()) }
                    Palette.forOutput().colour(lines).forEach { print($0) }
                }
                if !result.reply.ok { throw ExitCode(1) }
                return
            }
            try runShell(client: client, graph: graph, preload: preload, fresh: fresh, json: json, socket: daemon.socketPath,
                         initial: watch.map { ["load --watch " + $0] } ?? [])
        }
    }
}

/// `--socket PATH`, shared by every subcommand.
struct DaemonOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The daemon's socket (default: $VIVARIUM_SOCKET, $XDG_RUNTIME_DIR/vivarium/socket, /tmp/vivarium-$UID/socket).",
                               valueName: "path"))
    var socket: String?

    var socketPath: String { SocketLocation.resolve(explicit: socket) }

    /// A client that has said `hello`, starting the daemon when `starting`.
    func connect(starting: Bool = true) throws -> DaemonClient {
        var connector = DaemonConnector(socketPath: socketPath)
        connector.startsDaemon = starting
        let client = try check { () throws(ClientError) in try connector.connect() }
        if let pid = client.server?.pid, DaemonClient.binaryWasReplaced(pid: pid) {
            // After a rebuild the old daemon keeps running the old code: say so, once per command.
            FileHandle.standardError.write(Data("viv: warning: the running vivariumd (pid \(pid)) was started from a binary that has since been rebuilt; `viv kill-server` restarts it on the new one\n".utf8))
        }
        return client
    }
}

/// Runs `body`; a `ClientError` is printed as `viv: message` and becomes its exit status.
func check<T>(_ body: () throws(ClientError) -> T) throws -> T {
    do {
        return try body()
    } catch {
        FileHandle.standardError.write(Data("viv: \(error.description)\n".utf8))
        throw ExitCode(error.exitCode)
    }
}

/// The shell on `graph`: interactive on a terminal, else reading commands from stdin.
func runShell(client: DaemonClient, graph name: String, preload: String?, fresh: Bool = false, json: Bool,
              socket: String, initial: [String] = []) throws {
    if let preload {
        let transcript = try readTranscript(preload)
        var (graph, _) = try check { () throws(ClientError) in try RemoteGraph.open(name, on: client) }
        if fresh, graph.rev != 0 {
            // Close the graph (its journal goes too) and open it anew, so the preload runs.
            try check { () throws(ClientError) in try graph.close() }
            graph = try check { () throws(ClientError) in try RemoteGraph.open(name, on: client) }.0
        } else if graph.rev != 0 {
            FileHandle.standardError.write(Data("viv: graph '\(name)' already exists (rev \(graph.rev)): reopened as it was, without running \(preload) again; start it fresh with --fresh (make run FRESH=1)\n".utf8))
        }
        if graph.rev == 0 {
            for command in transcript.commands {
                let result = try check { () throws(ClientError) in try graph.run(command.input) }
                if !result.reply.ok {
                    FileHandle.standardError.write(Data("viv: \(preload):\(command.line): the preloaded command failed\n".utf8))
                    break
                }
            }
        }
    }
    let (graph, info) = try check { () throws(ClientError) in try RemoteGraph.attach(name, on: client) }
    graph.clientDirectory = FileManager.default.currentDirectoryPath
    let status: Int32
    if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && !json {
        let width = LineWrapping.terminalWidth()
        let banner = InteractiveShell.banner(graph: graph.name, info: info, clientId: client.server?.clientId,
                                             socket: socket, sketch: .of(graph), width: width)
        LineWrapping.wrap(banner, width: width).forEach { print($0) }
        print()
        fflush(nil)
        let shell = InteractiveShell(graph: graph, palette: Palette.forOutput(), history: HistoryFile.resolve())
        let foreground = ForegroundGroup.take()
        defer { foreground?.restore() }
        status = try check { () throws(ClientError) in try shell.run(initial: initial) }
    } else {
        let shell = StreamShell(graph: graph, format: json ? .json : .human, palette: Palette.forOutput())
        status = try check { () throws(ClientError) in
            try shell.run(initial: initial) { line in
                print(line)
                fflush(nil)
            }
        }
    }
    if status != 0 { throw ExitCode(status) }
}

/// Reads and parses a session file, or fails with a usage error.
func readTranscript(_ path: String) throws -> Transcript {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        throw usageFailure("cannot read \(path)")
    }
    do {
        return try Transcript(parsing: text)
    } catch {
        throw usageFailure("\(path):\(error.line): \(error.message)")
    }
}

/// Prints `viv: message` on standard error; the returned error exits with status 64.
func usageFailure(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("viv: \(message)\n".utf8))
    return ExitCode(64)
}
