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

    @Test func aCommandsArgumentLosesItsSpacesAndKeepsItsNewlines() {
        #expect(Command.parse("inspect \u{00A0} Row ")?.1 == "Row")
        #expect(Command.parse("call\tf()\n")?.1 == "f()\n")
    }
}
