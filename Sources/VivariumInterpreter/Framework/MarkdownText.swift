/// The text inline Markdown shows, as `AttributedString(markdown:)` and a `Text` literal
/// render it (Apple, "Instantiating Attributed Strings with Markdown Syntax"): emphasis
/// (`*a*`, `_a_`), strong (`**a**`, `__a__`), strikethrough (`~~a~~`) and code spans lose
/// their delimiters, a link `[label](url)` shows its label, and a backslash escapes the
/// character after it. A delimiter counts only with a matching closer (`Password*` keeps its
/// asterisk, `5 * 3` its star), and an `_` inside a word stays (`snake_case`), as CommonMark
/// says. Apple's attribute syntax `^[text](inflect: true)` shows its text, made to agree in
/// number with the count it holds (`GrammarAgreement`). Attributes themselves (bold, links)
/// are not modelled: only the characters.
public enum MarkdownText {
    public static func plainText(_ markdown: String) -> String {
        render(Array(markdown))
    }

    private static func render(_ characters: [Character]) -> String {
        var result = ""
        var index = 0
        func isWordCharacter(_ offset: Int) -> Bool {
            offset >= 0 && offset < characters.count && (characters[offset].isLetter || characters[offset].isNumber)
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count && (characters[index + 1].isPunctuation || characters[index + 1].isSymbol):
                result.append(characters[index + 1])
                index += 2
            case "^" where index + 1 < characters.count && characters[index + 1] == "[":
                // `^[text](attributes)`: Apple's inline attributes; the text shows.
                if let (label, attributes, end) = bracketed(characters, from: index + 1) {
                    let text = render(label)
                    result += attributes.contains("inflect: true") || attributes.contains("inflect:true")
                        ? GrammarAgreement.inflected(text) : text
                    index = end
                } else {
                    result.append(character)
                    index += 1
                }
            case "[":
                // `[label](destination)`: the label; anything else stays as written.
                if let (label, _, end) = bracketed(characters, from: index) {
                    result += render(label)
                    index = end
                } else {
                    result.append(character)
                    index += 1
                }
            case "*", "~", "`", "_":
                var run = 1
                while index + run < characters.count, characters[index + run] == character { run += 1 }
                let opens = index + run < characters.count && !characters[index + run].isWhitespace
                    && !(character == "_" && isWordCharacter(index - 1))
                if opens, let close = closer(of: character, run: run, in: characters, from: index + run) {
                    let inner = Array(characters[(index + run)..<close])
                    result += character == "`" ? String(inner) : render(inner)
                    index = close + run
                } else {
                    result += String(repeating: character, count: run)
                    index += run
                }
            default:
                result.append(character)
                index += 1
            }
        }
        return result
    }

    /// `[label](target)` starting at `open` (the `[`): the label's characters, the target's
    /// text, and the index after the `)`.
    private static func bracketed(_ characters: [Character], from open: Int) -> ([Character], String, Int)? {
        guard let close = characters[(open + 1)...].firstIndex(of: "]"), close + 1 < characters.count, characters[close + 1] == "(",
              let end = characters[(close + 2)...].firstIndex(of: ")") else { return nil }
        return (Array(characters[(open + 1)..<close]), String(characters[(close + 2)..<end]), end + 1)
    }

    /// The start of the run of `run` `delimiter`s that closes one opened before `start`: not
    /// after a space, not part of a longer run, and for `_` not inside a word.
    private static func closer(of delimiter: Character, run: Int, in characters: [Character], from start: Int) -> Int? {
        var index = start + 1
        while index + run <= characters.count {
            if characters[index - 1] == "\\" { index += 1; continue }
            let matches = (0..<run).allSatisfy { characters[index + $0] == delimiter }
            let after = index + run
            if matches, characters[index - 1] != delimiter, !characters[index - 1].isWhitespace,
               after == characters.count || characters[after] != delimiter,
               delimiter != "_" || after == characters.count || !(characters[after].isLetter || characters[after].isNumber) {
                return index
            }
            index += 1
        }
        return nil
    }
}
