import Foundation
import Testing
import VivariumProtocol
import VivariumSession
@testable import VivariumShell
#if canImport(Glibc)
@preconcurrency import Glibc
import VivariumWire
#endif

struct PaletteTests {
    @Test func noColourWhenTheOutputIsNotATerminal() throws {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        #expect(!Palette.forOutput(fds[1], environment: [:]).enabled)
    }

    @Test func noColourWithNoColorSet() {
        #expect(Palette.decide(isTerminal: true, environment: [:]).enabled)
        #expect(Palette.decide(isTerminal: true, environment: ["NO_COLOR": ""]).enabled)
        #expect(!Palette.decide(isTerminal: true, environment: ["NO_COLOR": "1"]).enabled)
        #expect(!Palette.decide(isTerminal: false, environment: [:]).enabled)
    }

    @Test func colouredLinesAreThePlainLinesWithEscapes() {
        let plain = ReplyRenderer().lines(for: Fixtures.tapReply)
        let coloured = Palette(enabled: true).colour(plain)
        let stripped = coloured.map { $0.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) }
        #expect(stripped == plain)
        #expect(coloured.contains { $0.hasPrefix("\u{1B}[2mcreated   \u{1B}[0m\u{1B}[32mViewModel#1\u{1B}[0m") })
        #expect(coloured.contains { $0.hasPrefix("\u{1B}[2mfreed     \u{1B}[0m\u{1B}[31mCounter#10\u{1B}[0m") })
        #expect(Palette(enabled: false).colour(plain) == plain)
        let error = Palette(enabled: true).colour(ReplyRenderer().lines(for: Fixtures.errorReply))
        #expect(error.allSatisfy { $0.hasPrefix("\u{1B}[31m") })
    }

    @Test func eventHeaderNamesWhoAndWhat() {
        let event = GraphEvent.Params(graph: "g", rev: 3, by: ClientInfo(clientId: 3, name: "viv 0.2.0 (alice)"),
                                      line: "struct A {\n}", reply: Reply(command: "struct A {\n}", message: "added struct A"))
        #expect(EventRenderer().lines(event) == [
            "── alice (client 3): struct A {",
            "                     }",
            "added struct A",
        ])
        #expect(EventRenderer.who(ClientInfo(clientId: 1, name: "socat")) == "socat")
    }
}

struct HistoryFileTests {
    @Test func whereTheHistoryLives() {
        #expect(HistoryFile.resolve(environment: ["HOME": "/home/a"]).path == "/home/a/.local/state/vivarium/history")
        #expect(HistoryFile.resolve(environment: ["HOME": "/home/a", "XDG_STATE_HOME": "/s"]).path == "/s/vivarium/history")
        #expect(HistoryFile.resolve(environment: ["VIV_HISTFILE": "/h", "XDG_STATE_HOME": "/s"]).path == "/h")
        #expect(HistoryFile.resolve(environment: ["VIV_HISTFILE": "/dev/null"]).path == nil)
        #expect(HistoryFile.resolve(environment: ["VIV_HISTFILE": ""]).path == nil)
    }

    @Test func theFileIsPrivate() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viv-h-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state/vivarium/history").path
        #expect(HistoryFile(path: path).prepare())
        let file = try FileManager.default.attributesOfItem(atPath: path)
        #expect((file[.posixPermissions] as? Int) == 0o600)
        let parent = try FileManager.default.attributesOfItem(atPath: (path as NSString).deletingLastPathComponent)
        #expect((parent[.posixPermissions] as? Int) == 0o700)
        // An existing file with a looser mode is tightened.
        chmod(path, 0o644)
        #expect(HistoryFile(path: path).prepare())
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o600)
    }
}

struct LineEditorTests {
    @Test func commonPrefixOfCandidates() {
        #expect(LineEditor.commonPrefix(["ChildView[0]", "ChildView[1]"]) == "ChildView[")
        #expect(LineEditor.commonPrefix(["a", "b"]) == "")
    }
}

/// What the terminal sends, as the line editor reads it: whole UTF-8 characters for libedit's
/// wide-character mode, and a bracketed paste taken out whole.
struct TerminalInputTests {
    @Test func utf8SequencesAreOneCharacterEach() {
        var input = TerminalInput(fd: -1)
        input.append(Array("aé…🎉".utf8) + [0xFF])
        #expect(input.nextScalar() == 0x61)
        #expect(input.nextScalar() == 0xE9)
        #expect(input.nextScalar() == 0x2026)
        #expect(input.nextScalar() == 0x1F389)
        #expect(input.nextScalar() == 0xFFFD)  // a malformed byte, as a terminal shows it
        #expect(input.isEmpty)
    }

    @Test func aBracketedPasteIsTakenWholeWithItsLineBreaks() {
        var input = TerminalInput(fd: -1)
        input.append(Array("\u{1B}[200~@Observable\rclass M {\r\tvar s = \"ï\"\r\r}\r\u{1B}[201~x".utf8))
        #expect(input.startsPaste)
        #expect(input.takePaste() == "@Observable\nclass M {\n\tvar s = \"ï\"\n\n}\n")
        #expect(input.nextScalar() == 0x78)
        var partial = TerminalInput(fd: -1)
        partial.append(Array("\u{1B}[20".utf8))
        #expect(partial.mayStartPaste && !partial.startsPaste)
    }
}
