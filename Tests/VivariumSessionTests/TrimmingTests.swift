import Foundation
import Testing
@testable import VivariumSession

/// The session's own trimming (ASCII classified without `CharacterSet`) cuts exactly what
/// Foundation's `trimmingCharacters(in:)` cuts: a command's argument, a pasted source's ends.
@Suite struct TrimmingTests {
    static let samples = [
        "", " ", "tree", "  tree  ", "\ttap \"OK\"\t", "\n\nmount ContentView()\n", "\r\n x \r\n",
        "\u{00A0}inspect Row\u{3000}", "\u{2028}call f()\u{2029}", "\u{0085}x\u{0085}", "\u{000B}\u{000C}y",
        "é ", " 日本 ", "a\u{0301} ", "\u{200B}zero-width\u{200B}", "😀 ", "  \u{1680}  ",
    ]

    @Test(arguments: samples) func trimmedAtEndsIsFoundationsWhitespacesAndNewlines(_ text: String) {
        #expect(text.trimmedAtEnds == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text[...].trimmedAtEnds == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test(arguments: samples) func trimmedSpacesIsFoundationsWhitespaces(_ text: String) {
        #expect(text.trimmedSpaces == text.trimmingCharacters(in: .whitespaces))
    }

    static let lines = [
        "", "tree", "tap Counter/VStack/Button", " tree", "call\tf()", "mount\r\nX", "load\u{00A0}x.swift",
        "tap\u{0301} x", "ta\u{0300}p x", "inspect\u{2028}Row", "print(f(1))", "é x", "x\u{200B} y", "set\u{001C}x",
    ]

    /// A command's first word is found by its bytes when they are ASCII: it ends where the first
    /// whitespace `Character` begins, as cutting by `Character`s finds it.
    @Test(arguments: lines) func aCommandsWordEndsAtItsFirstWhitespaceCharacter(_ line: String) {
        #expect(line[..<Command.wordEnd(line)] == line.prefix { !$0.isWhitespace })
    }

    @Test func onlyBlankAndCommentLinesAreOnlyComments() {
        for text in ["", "// a note", "  \n// a\n\t// b\n", "\u{00A0}// after a no-break space", "//"] {
            #expect(text.isOnlyLineComments, "\(text.debugDescription)")
        }
        for text in ["tap X", "/x", "a // b", "// a\nprint(1)", "é", "\u{00A0}x"] {
            #expect(!text.isOnlyLineComments, "\(text.debugDescription)")
        }
    }

    @Test func aCommandsArgumentLosesItsSpacesAndKeepsItsNewlines() {
        #expect(Command.parse("inspect \u{00A0} Row ")?.1 == "Row")
        #expect(Command.parse("call\tf()\n")?.1 == "f()\n")
    }
}
