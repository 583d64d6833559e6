/// The text inline Markdown shows, as `AttributedString(markdown:)` and a `Text` literal
/// render it (Apple, "Instantiating Attributed Strings with Markdown Syntax"): emphasis
/// (`*a*`, `_a_`), strong (`**a**`, `__a__`), strikethrough (`~~a~~`) and code spans lose
/// their delimiters, a link `[label](url)` shows its label, and a backslash escapes the
/// character after it. An `_` inside a word stays (`snake_case`), as CommonMark says.
/// Attributes themselves (bold, links) are not modelled: only the characters.
enum MarkdownText {
    static func plainText(_ markdown: String) -> String {
        let characters = Array(markdown)
        var result = ""
        var index = 0
        func isSpace(_ offset: Int) -> Bool { offset < 0 || offset >= characters.count || characters[offset].isWhitespace }
        func isWordCharacter(_ offset: Int) -> Bool {
            offset >= 0 && offset < characters.count && (characters[offset].isLetter || characters[offset].isNumber)
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count && (characters[index + 1].isPunctuation || characters[index + 1].isSymbol):
                result.append(characters[index + 1])
                index += 2
            case "[":
                // `[label](destination)`: the label; anything else stays as written.
                if let close = characters[(index + 1)...].firstIndex(of: "]"), close + 1 < characters.count, characters[close + 1] == "(",
                   let end = characters[(close + 2)...].firstIndex(of: ")") {
                    result += plainText(String(characters[(index + 1)..<close]))
                    index = end + 1
                } else {
                    result.append(character)
                    index += 1
                }
            case "*", "~", "`":
                // A delimiter between spaces is a character (`5 * 3`).
                if isSpace(index - 1) && isSpace(index + 1) { result.append(character) }
                index += 1
            case "_" where !(isWordCharacter(index - 1) && isWordCharacter(index + 1)):
                index += 1
            default:
                result.append(character)
                index += 1
            }
        }
        return result
    }
}
