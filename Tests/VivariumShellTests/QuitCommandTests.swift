import Foundation
import Testing
@testable import VivariumShell

/// `quit`, `exit` and `:q` end a session as Ctrl-D does: a newcomer's first guess at leaving
/// the shell is not sent to the daemon as Swift ("cannot find 'quit' in scope").
@Suite(.serialized, .disabled(if: Built.vivMissing, "build viv first (swift build)"))
struct QuitCommandTests {
    let viv = Built.viv ?? ""

    @Test func theWordsEndASessionOnlyAloneOnALine() {
        for word in ["quit", "exit", ":q", "  quit  "] { #expect(InteractiveShell.endsSession(word), "\(word)") }
        for line in ["quit()", "exit(0)", "let quit = 1", "print(\"quit\")"] { #expect(!InteractiveShell.endsSession(line), "\(line)") }
    }

    /// Piped input: the commands before `quit` run, the ones after it do not, and the exit
    /// status is the session's.
    @Test func quitEndsAPipedSessionThere() throws {
        let manager = FileManager.default
        let base = manager.temporaryDirectory.appendingPathComponent("viv-quit-\(UUID().uuidString)")
        try manager.createDirectory(at: base, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? manager.removeItem(at: base) }
        let socket = base.appendingPathComponent("socket").path
        defer { _ = try? Child.run(viv, ["kill-server", "--socket", socket]) }
        let child = try Child(viv, ["--socket", socket, "--graph", "quit"])
        child.write("mount Text(\"before\")\nquit\nmount Text(\"after\")\n")
        child.closeInput()
        #expect(child.wait() == 0, "\(child.output)\(child.errors)")
        #expect(child.output.contains("Text \"before\""))
        #expect(!child.output.contains("after"), "\(child.output)")
        #expect(!child.output.contains("cannot find 'quit'"))
    }
}
