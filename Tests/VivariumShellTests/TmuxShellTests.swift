import Foundation
import Testing
import VivariumProtocol
@testable import VivariumShell
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// A terminal for `viv`: a tmux server on a private socket, driven by send-keys and read by
/// capture-pane, every wait bounded.
final class Tmux {
    static let executable: String? = {
        func find() -> String? {
            ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        if let found = find() { return found }
        // NB: the brief of `make test` is "all set-up on a fresh machine": try to install it.
        let root = getuid() == 0
        let install = "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux >/dev/null 2>&1"
        _ = try? Child.run("/bin/sh", ["-c", root ? install : "sudo -n sh -c '\(install)'"])
        return find()
    }()

    /// The server's socket, in a directory of its own that goes away with it.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viv-tmux-\(UUID().uuidString.prefix(8))")
    var server: String { directory.appendingPathComponent("socket").path }

    init(command: String, width: Int = 110, height: Int = 50) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try tmux(["new-session", "-d", "-s", "t", "-x", "\(width)", "-y", "\(height)", command])
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs one tmux command and returns its output.
    // NB: not through Foundation's Process: the tmux server that `new-session` forks keeps
    // inherited pipes open. Output goes to a file; the client is waited for with waitpid.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let output = directory.appendingPathComponent("out-\(UUID().uuidString.prefix(6))").path
        defer { unlink(output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = [Tmux.executable!, "-S", server, "-f", "/dev/null"] + arguments
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        // The terminal's programs get default signal handling and an empty mask, as in a login.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        guard posix_spawn(&pid, Tmux.executable!, &actions, &attributes, &cArgs, environ) == 0 else { return "" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    func send(_ keys: String...) throws { try tmux(["send-keys", "-t", "t"] + keys) }

    /// Pastes `text` as a terminal does: bracketed (`ESC [200~` … `ESC [201~`) when the program
    /// asked for it, line breaks as carriage returns.
    func paste(_ text: String) throws {
        let file = directory.appendingPathComponent("paste-\(UUID().uuidString.prefix(6))")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try tmux(["load-buffer", file.path])
        try tmux(["paste-buffer", "-p", "-d", "-t", "t"])
    }
    func type(_ text: String) throws { try tmux(["send-keys", "-t", "t", "-l", text]) }

    /// The visible screen, trailing blank lines dropped.
    func screen() throws -> String {
        var lines = try tmux(["capture-pane", "-p", "-t", "t"]).components(separatedBy: "\n")
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The last non-blank line on screen.
    func lastLine() throws -> String { try screen().components(separatedBy: "\n").last ?? "" }

    /// Waits until `condition` holds for the screen (at most `seconds`); returns the screen.
    @discardableResult
    func waitFor(_ what: String, seconds: Double = 10, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var text = ""
        while Date() < deadline {
            text = try screen()
            if condition(text) { return text }
            usleep(50_000)
        }
        Issue.record("timed out waiting for \(what); the screen:\n\(text)")
        return text
    }
}

@Suite(.serialized, .disabled(if: Built.vivMissing, "build viv first (swift build)"))
struct TmuxShellTests {
    /// The shell in a real terminal: a command, Up to recall it, TAB to complete a label, a
    /// multi-line struct, another client's event arriving while a line is being edited,
    /// Ctrl-C at the prompt, Ctrl-D to leave; the history file is private.
    @Test func theShellInARealTerminal() throws {
        guard Tmux.executable != nil else {
            print("skipped: tmux is not installed and could not be installed with apt-get")
            return
        }
        let daemon = try FakeDaemon()
        let history = daemon.directory.appendingPathComponent("history").path
        let command = "env NO_COLOR=1 VIV_HISTFILE=\(history) \(Built.viv!) --socket \(daemon.socketPath) --graph demo; "
            + "echo \"viv exited $?\"; sleep 30"
        let term = try Tmux(command: command)
        let banner = try term.waitFor("the banner and prompt") { $0.contains("Others join this graph with: ") && $0.hasSuffix("viv>") }
        // The built viv is on no PATH: the banner names it by a path that runs as printed.
        let join = banner.components(separatedBy: "Others join this graph with: ")[1].components(separatedBy: "\n")[0]
        let parts = join.split(separator: " ")
        #expect(parts.count == 3 && parts[1] == "attach" && parts[2] == "demo", "\(join)")
        #expect(parts.first.map { FileManager.default.isExecutableFile(atPath: String($0)) } == true, "\(join)")

        // A multi-line struct: `...> ` until the braces balance.
        try term.type("struct Hello: View {"); try term.send("Enter")
        try term.waitFor("the continuation prompt") { $0.hasSuffix("...>") }
        try term.type("    var body: some View { Button(\"Tap me\") { print(\"tapped\") } }"); try term.send("Enter")
        try term.type("}"); try term.send("Enter")
        try term.waitFor("the struct to be added") { $0.contains("added struct Hello") && $0.hasSuffix("viv>") }

        // TAB completes a unique command and adds the space after it; then Up recalls the line.
        try term.type("mou"); try term.send("Tab")
        try term.type("Hello()")
        try term.waitFor("the completed command") { $0.hasSuffix("viv> mount Hello()") }
        try term.send("Enter")
        try term.waitFor("the tree") { $0.contains("└─ Button \"Tap me\"") && $0.hasSuffix("viv>") }
        try term.send("Up")
        try term.waitFor("the recalled line") { $0.hasSuffix("viv> mount Hello()") }
        // The multi-line struct is one history entry: the next Up recalls all of it.
        try term.send("Up")
        try term.waitFor("the recalled struct") { $0.hasSuffix("viv> struct Hello: View {\n    var body: some View { Button(\"Tap me\") { print(\"tapped\") } }\n}") }
        try term.send("Down")
        try term.send("C-u")

        // TAB completes a button label from the live graph.
        try term.type("tap \"Ta"); try term.send("Tab")
        try term.waitFor("the completed label") { $0.hasSuffix("viv> tap \"Tap me\"") }
        try term.send("Enter")
        try term.waitFor("the tap's reply") { $0.contains("output    tapped") && $0.hasSuffix("viv>") }

        // Another client's command arrives while a line is being edited: it is printed above,
        // and the line is redrawn as it was.
        try term.type("reev")
        try term.waitFor("the typed text") { $0.hasSuffix("viv> reev") }
        _ = daemon.runAsOther(graph: "demo", line: "tap \"Tap me\"", by: ClientInfo(clientId: 9, name: "viv 0.2.0 (alice)"))
        let screen = try term.waitFor("alice's event") { $0.contains("── alice (client 9): tap \"Tap me\"") && $0.hasSuffix("viv> reev") }
        let afterHeader = screen.components(separatedBy: "── alice (client 9): tap \"Tap me\"").last ?? ""
        #expect(afterHeader.contains("output    tapped"))

        // Ctrl-C at the prompt abandons the line; Ctrl-D leaves.
        try term.send("C-c")
        try term.waitFor("a fresh prompt") { $0.hasSuffix("viv> reev^C\nviv>") }
        try term.send("C-d")
        try term.waitFor("viv to exit") { $0.contains("viv exited 0") }

        let attributes = try FileManager.default.attributesOfItem(atPath: history)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let saved = try String(contentsOfFile: history, encoding: .utf8)
        #expect(saved.hasPrefix("_HiStOrY_V2_\n"))
        #expect(saved.contains("mount\\040Hello()"))
        #expect(!saved.contains("reev"))
    }

    /// Under `make run`, Ctrl-C at the prompt is the shell's alone: the shell runs as a process
    /// group of its own in the terminal's foreground, so make is not interrupted.
    @Test func ctrlCUnderMakeLeavesMakeRunning() throws {
        guard Tmux.executable != nil else {
            print("skipped: tmux is not installed and could not be installed with apt-get")
            return
        }
        let daemon = try FakeDaemon()
        let makefile = daemon.directory.appendingPathComponent("Makefile")
        try "run:\n\t\(Built.viv!) --socket \(daemon.socketPath) --graph made\n".write(to: makefile, atomically: true, encoding: .utf8)
        let term = try Tmux(command: "env NO_COLOR=1 VIV_HISTFILE=/dev/null make -s -f \(makefile.path) run; echo \"make exited $?\"; sleep 30")
        try term.waitFor("the prompt") { $0.hasSuffix("viv>") }
        try term.type("tre")
        try term.waitFor("the typed text") { $0.hasSuffix("viv> tre") }
        try term.send("C-c")
        try term.waitFor("a fresh prompt") { $0.hasSuffix("viv> tre^C\nviv>") }
        try term.type("tree"); try term.send("Enter")
        try term.waitFor("the reply") { $0.contains("nothing is mounted") && $0.hasSuffix("viv>") }
        try term.send("C-d")
        try term.waitFor("make to finish") { $0.contains("make exited 0") }
    }

    /// At 80 columns a long reply breaks at spaces, with its continuation indented: no word is
    /// cut where the terminal would wrap it.
    @Test func repliesFitAnEightyColumnTerminal() throws {
        guard Tmux.executable != nil else {
            print("skipped: tmux is not installed and could not be installed with apt-get")
            return
        }
        let daemon = try FakeDaemon()
        let command = "env NO_COLOR=1 VIV_HISTFILE=/dev/null \(Built.viv!) --socket \(daemon.socketPath) --graph narrow; sleep 30"
        let term = try Tmux(command: command, width: 80, height: 40)
        try term.waitFor("the prompt") { $0.hasSuffix("viv>") }
        try term.type("load a-session-file-with-a-rather-long-name.viv"); try term.send("Enter")
        let screen = try term.waitFor("the error") { $0.contains("after it)") && $0.hasSuffix("viv>") }
        let lines = screen.components(separatedBy: "\n")
        let first = try #require(lines.firstIndex { $0.hasPrefix("error: ") })
        #expect(lines[first].count <= 80)
        #expect(lines[first + 1].hasPrefix("  "), "the continuation is indented: \(lines[first + 1])")
        // Every word of the message is whole on some line.
        for word in ["session", "Swift:", "`viv", "--preload"] {
            #expect(lines[first...].contains { $0.split(separator: " ").contains(Substring(word)) }, "\(word)")
        }
    }

    /// End to end with the real daemon: the shell starts `vivariumd` on demand, and a second,
    /// real client's command on the same graph arrives in the shell as an event.
    @Test func theShellWithTheRealDaemonAndASecondClient() throws {
        guard Tmux.executable != nil else {
            print("skipped: tmux is not installed and could not be installed with apt-get")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viv-e2e-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: directory) }
        let socket = directory.appendingPathComponent("s").path
        defer { _ = try? Child(Built.viv!, ["kill-server", "--socket", socket]).wait(seconds: 10) }
        let command = "env NO_COLOR=1 VIV_HISTFILE=/dev/null \(Built.viv!) --socket \(socket) --graph shared; sleep 30"
        let term = try Tmux(command: command)
        try term.waitFor("the banner and prompt") { $0.hasSuffix("viv>") }
        try term.type("struct Hello: View { var body: some View { Button(\"Tap me\") { print(\"tapped\") } } }")
        try term.send("Enter")
        try term.waitFor("the struct") { $0.contains("added struct Hello") && $0.hasSuffix("viv>") }
        try term.type("mount Hello()"); try term.send("Enter")
        try term.waitFor("the tree") { $0.contains("└─ Button \"Tap me\"") && $0.hasSuffix("viv>") }

        let other = try Child(Built.viv!, ["--socket", socket, "--graph", "shared", "-c", "tap \"Tap me\""])
        #expect(other.wait(seconds: 20) == 0)
        let screen = try term.waitFor("the other client's event") { $0.contains(": tap \"Tap me\"") && $0.hasSuffix("viv>") }
        let afterHeader = screen.components(separatedBy: ": tap \"Tap me\"").last ?? ""
        #expect(afterHeader.contains("output    tapped"))
    }

    /// Ctrl-C while a command runs sends `interrupt`; the shell stays.
    @Test func ctrlCInterruptsARunningCommand() throws {
        guard Tmux.executable != nil else {
            print("skipped: tmux is not installed and could not be installed with apt-get")
            return
        }
        let daemon = try FakeDaemon()
        daemon.slowLine = "call spin()"
        let command = "env NO_COLOR=1 VIV_HISTFILE=/dev/null \(Built.viv!) --socket \(daemon.socketPath) --graph spin; "
            + "echo \"viv exited $?\"; sleep 30"
        let term = try Tmux(command: command)
        try term.waitFor("the prompt") { $0.hasSuffix("viv>") }
        try term.type("func spin() { var i = 0; while true { i += 1 } }"); try term.send("Enter")
        try term.waitFor("the function") { $0.contains("added func spin") && $0.hasSuffix("viv>") }
        try term.type("call spin()"); try term.send("Enter")
        let deadline = Date().addingTimeInterval(10)
        while !daemon.received.contains(where: { $0.contains("call spin()") }), Date() < deadline { usleep(20_000) }
        // NB: the shell removes the editor before it sends the command, so the terminal is
        // back in cooked mode and Ctrl-C is a SIGINT.
        try term.send("C-c")
        try term.waitFor("the interrupted reply") { $0.contains("error: interrupted") && $0.hasSuffix("viv>") }
        #expect(daemon.received.contains { $0.contains(#""method":"interrupt""#) })
        try term.type("tree"); try term.send("Enter")
        try term.waitFor("the shell to go on") { $0.hasSuffix("nothing is mounted\nviv>") }
        try term.send("C-d")
        try term.waitFor("viv to exit") { $0.contains("viv exited 0") }
    }

    /// A whole Xcode file pasted at the prompt arrives as one input: its tab indentation is not
    /// completion, its blank lines do not end it, `@Observable` on its own line stays on its
    /// class, and its non-ASCII text (`…`, `ï`, an emoji) goes to the engine and back intact,
    /// with no UTF-8 locale in the environment. Typed, an attribute on its own line continues
    /// onto the next line's declaration.
    @Test func aPastedFileArrivesWhole() throws {
        guard Tmux.executable != nil else {
            print("skipped: tmux is not installed and could not be installed with apt-get")
            return
        }
        let daemon = try FakeDaemon()
        let command = "env -u LANG -u LC_ALL -u LC_CTYPE NO_COLOR=1 VIV_HISTFILE=/dev/null \(Built.viv!) "
            + "--socket \(daemon.socketPath) --graph pasted; echo \"viv exited $?\"; sleep 30"
        let term = try Tmux(command: command)
        try term.waitFor("the prompt") { $0.hasSuffix("viv>") }
        let file = """
        //
        //  ContentView.swift
        //

        import SwiftUI

        @Observable
        class Model {
        \tvar name = "naïve Zoë 🎉"

        \tvar count = 0
        }

        struct ContentView: View {
        \t@State private var model = Model()

        \tvar body: some View {
        \t\tButton("Loading… \\(model.name)") {
        \t\t\tmodel.count += 1
        \t\t\tprint("tapped \\(model.count) × ✓")
        \t\t}
        \t}
        }

        #Preview {
        \tContentView()
        }

        """
        try term.paste(file)
        try term.waitFor("the file added as one input") {
            $0.contains("added class Model, struct ContentView, #Preview") && $0.hasSuffix("viv>")
        }
        // One input (the banner's own questions aside): the whole file, its attribute with its class.
        let pasted = daemon.received.filter { $0.contains(#""method":"command""#) && $0.contains("Model") }
        #expect(pasted.count == 1, "one input: \(pasted)")
        #expect(pasted.first?.contains("@Observable\\nclass Model") == true)
        #expect(pasted.first?.contains("naïve Zoë 🎉") == true)
        #expect(pasted.first?.contains("#Preview {\\n\\tContentView()\\n}") == true)

        try term.type("mount preview 1"); try term.send("Enter")
        try term.waitFor("the tree") { $0.contains("└─ Button \"Loading… naïve Zoë 🎉\"") && $0.hasSuffix("viv>") }
        try term.type("tap \"Loading… naïve Zoë 🎉\""); try term.send("Enter")
        try term.waitFor("the tap's output") { $0.contains("output    tapped 1 × ✓") && $0.hasSuffix("viv>") }

        // Typed: the attribute's line continues (`...> `) onto its declaration.
        try term.type("@MainActor"); try term.send("Enter")
        try term.waitFor("the continuation prompt") { $0.hasSuffix("viv> @MainActor\n...>") }
        try term.type("final class Store { var title = \"Café\" }"); try term.send("Enter")
        try term.waitFor("the class") { $0.contains("added class Store") && $0.hasSuffix("viv>") }
        try term.type("call Store().title"); try term.send("Enter")
        try term.waitFor("the value") { $0.contains("\"Café\"") && $0.hasSuffix("viv>") }

        // A one-line paste goes into the line being edited, for Return to run.
        try term.type("tap ")
        try term.paste("\"Loading… naïve Zoë 🎉\"")
        try term.waitFor("the pasted label in the line") { $0.hasSuffix("viv> tap \"Loading… naïve Zoë 🎉\"") }
        try term.send("Enter")
        try term.waitFor("the second tap") { $0.contains("output    tapped 2 × ✓") && $0.hasSuffix("viv>") }
        try term.send("C-d")
        try term.waitFor("viv to exit") { $0.contains("viv exited 0") }
    }
}
