import Foundation
import Testing
@testable import VivariumShell
import VivariumSession
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Clears the screen and waits until it is clear: a keystroke and a file saved at once may be
/// read in either order, and a late Ctrl-L would wipe the reply the save brought.
private func clear(_ term: Tmux) throws {
    try term.send("C-l")
    try term.waitFor("a clear screen") { $0 == "viv>" }
}

/// What a newcomer sees in a real terminal: the banner, `help` at 80 columns, `mount`
/// replacing the root, and a watched file reloaded when it is saved.
@Suite(.serialized, .disabled(if: Built.vivMissing, "build viv first (swift build)"))
struct TmuxFirstHourTests {
    static let counter = "struct Counter: View { @State var n = 0; var body: some View { Button(\"Increment \\(n)\") { n += 1 } } }"

    /// The banner names the mounted root and a label that exists (not a fixed "Tap me"), and
    /// each of its lines fits an 80-column terminal: the join command is whole on one line.
    @Test func theBannerNamesWhatTheGraphHolds() throws {
        guard Tmux.executable != nil else {
            print("skipped: tmux is not installed and could not be installed with apt-get")
            return
        }
        let daemon = try FakeDaemon()
        for line in [Self.counter, "mount Counter()"] {
            #expect(try Child.run(Built.viv!, ["--socket", daemon.socketPath, "--graph", "made", "-c", line]).status == 0)
        }
        let term = try Tmux(command: "env NO_COLOR=1 VIV_HISTFILE=/dev/null \(Built.viv!) --socket \(daemon.socketPath) --graph made; sleep 30",
                            width: 80, height: 40)
        let screen = try term.waitFor("the banner") { $0.contains("Others join this graph with") && $0.hasSuffix("viv>") }
        #expect(screen.contains("mounted: Counter, with \"Increment 0\""), "\(screen)")
        #expect(screen.contains("  tap \"Increment 0\" "), "\(screen)")
        #expect(screen.contains("  reeval Counter "), "\(screen)")
        #expect(!screen.contains("Tap me"), "\(screen)")
        // The built viv is on no PATH: the join command names it whole, and a line says how to put it there.
        let lines = screen.components(separatedBy: "\n")
        let join = try #require(lines.firstIndex { $0.hasPrefix("Others join this graph with:") })
        let command = lines[join].hasSuffix(":") ? lines[join + 1].trimmingCharacters(in: .whitespaces)
            : String(lines[join].dropFirst("Others join this graph with: ".count))
        #expect(command == "\(Built.viv!) attach made", "\(screen)")
        // tmux's shell starts where the tests run: the folder is named by $PWD when it is below it.
        var directory = URL(fileURLWithPath: Built.viv!).deletingLastPathComponent().path
        let here = FileManager.default.currentDirectoryPath
        if directory.hasPrefix(here + "/") { directory = "$PWD" + directory.dropFirst(here.count) }
        #expect(screen.contains("  export PATH=\"\(directory):$PATH\""), "\(screen)")
        try term.send("C-d")
    }

    /// `help` in an 80-column terminal: every line of it is on screen whole, none wrapped.
    @Test func helpFitsAnEightyColumnTerminal() throws {
        guard Tmux.executable != nil else {
            print("skipped: tmux is not installed and could not be installed with apt-get")
            return
        }
        let daemon = try FakeDaemon()
        let term = try Tmux(command: "env NO_COLOR=1 VIV_HISTFILE=/dev/null \(Built.viv!) --socket \(daemon.socketPath) --graph help; sleep 30",
                            width: 80, height: 60)
        try term.waitFor("the prompt") { $0.hasSuffix("viv>") }
        try clear(term)
        try term.type("help"); try term.send("Enter")
        let screen = try term.waitFor("the help") { $0.contains("command with an example.") && $0.hasSuffix("viv>") }
        let shown = Set(screen.components(separatedBy: "\n"))
        let expected = try #require(Session().execute("help").message).components(separatedBy: "\n")
        let missing = expected.filter { !shown.contains($0) }
        #expect(missing.isEmpty, "lines not on screen whole: \(missing)\n\(screen)")
    }

    /// `mount` on a graph with a root replaces it in one reply: the old root's onDisappear and
    /// the new tree.
    @Test func mountReplacesTheRoot() throws {
        guard Tmux.executable != nil else {
            print("skipped: tmux is not installed and could not be installed with apt-get")
            return
        }
        let daemon = try FakeDaemon()
        let term = try Tmux(command: "env NO_COLOR=1 VIV_HISTFILE=/dev/null \(Built.viv!) --socket \(daemon.socketPath) --graph swap; sleep 30")
        try term.waitFor("the prompt") { $0.hasSuffix("viv>") }
        try term.type(Self.counter); try term.send("Enter")
        try term.type("struct Other: View { var body: some View { Text(\"other\").onAppear { print(\"other appears\") } } }"); try term.send("Enter")
        try term.type("mount Counter()"); try term.send("Enter")
        try term.waitFor("the first root") { $0.contains("└─ Button \"Increment 0\"") && $0.hasSuffix("viv>") }
        try clear(term)
        try term.type("mount Other()"); try term.send("Enter")
        let screen = try term.waitFor("the replacement") { $0.contains("replaced the mounted Counter") && $0.hasSuffix("viv>") }
        #expect(screen.contains("Other\n└─ Text \"other\""), "\(screen)")
        #expect(screen.contains("output    other appears"), "\(screen)")
        try term.type("tree"); try term.send("Enter")
        try term.waitFor("the tree") { $0.hasSuffix("Other\n└─ Text \"other\"\nviv>") }
    }

    /// `viv --watch FILE`: the file is loaded, and loaded again when it is saved — its type
    /// redeclared and the mounted graph rebuilt — and a second client attached sees the reload;
    /// a save that does not compile shows the error and leaves the graph; after `unwatch` a
    /// save does nothing.
    @Test func aWatchedFileIsReloadedWhenSaved() throws {
        guard Tmux.executable != nil else {
            print("skipped: tmux is not installed and could not be installed with apt-get")
            return
        }
        let daemon = try FakeDaemon()
        let file = daemon.directory.appendingPathComponent("Greeting.swift")
        func save(_ text: String) throws {
            try "struct Greeting: View {\n    var body: some View { Text(\"\(text)\") }\n}\n".write(to: file, atomically: true, encoding: .utf8)
        }
        try save("one")
        let term = try Tmux(command: "cd \(daemon.directory.path) && env NO_COLOR=1 VIV_HISTFILE=/dev/null \(Built.viv!) --socket \(daemon.socketPath) --graph watched --watch Greeting.swift; sleep 30")
        try term.waitFor("the first load") { $0.contains("watching Greeting.swift: each save loads it again") && $0.hasSuffix("viv>") }
        try term.type("mount Greeting()"); try term.send("Enter")
        try term.waitFor("the tree") { $0.contains("└─ Text \"one\"") && $0.hasSuffix("viv>") }
        let other = try Child(Built.viv!, ["attach", "watched", "--socket", daemon.socketPath])
        defer { other.closeInput(); _ = other.wait(seconds: 10) }
        usleep(300_000)

        try clear(term)
        try save("two")
        var screen = try term.waitFor("the reload") { $0.contains("└─ Text \"two\"") && $0.hasSuffix("viv>") }
        #expect(screen.contains("── saved Greeting.swift: load \(file.path)"), "\(screen)")
        #expect(screen.contains("replaced struct Greeting"), "\(screen)")
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, !other.output.contains("Text \"two\"") { usleep(50_000) }
        #expect(other.output.contains(": load \(file.path)"), "the other client sees the reload: \(other.output)")
        #expect(other.output.contains("└─ Text \"two\""), "\(other.output)")

        // A save that does not compile: the error, and the graph as it was.
        try clear(term)
        try "struct Greeting: View {\n    var body: some View { Text(missing) }\n}\n".write(to: file, atomically: false, encoding: .utf8)
        screen = try term.waitFor("the error") { $0.contains("error: cannot find 'missing' in scope") && $0.hasSuffix("viv>") }
        try term.type("tree"); try term.send("Enter")
        try term.waitFor("the unchanged tree") { $0.hasSuffix("└─ Text \"two\"\nviv>") }

        // After unwatch, a save changes nothing.
        try term.type("unwatch Greeting.swift"); try term.send("Enter")
        try term.waitFor("unwatch") { $0.contains("stopped watching Greeting.swift") && $0.hasSuffix("viv>") }
        try clear(term)
        try save("three")
        usleep(1_000_000)
        try term.type("tree"); try term.send("Enter")
        screen = try term.waitFor("the tree") { $0.hasSuffix("└─ Text \"two\"\nviv>") }
        #expect(!screen.contains("three"), "\(screen)")
    }
}
