/// Decides whether text typed at the prompt is incomplete: an open bracket, an unterminated
/// string literal (single-line, multi-line `"""`, raw `#"…"#`) or an unterminated block
/// comment. Brackets inside strings and comments do not count; interpolations inside strings do.
///
/// Its own target, with no dependency: the shell balances input with it before sending a
/// line to the daemon (so `viv` links no compiler front end), and the front end bounds a
/// text's bracket nesting with it before parsing.
public struct ContinuationScanner {
    private enum Frame: Equatable {
        /// `(`, `[` or `{`, waiting for its closer.
        case bracket(Character)
        case string(isMultiline: Bool, pounds: Int)
        /// `\(` inside a string, waiting for its `)`.
        case interpolation
    }

    private let characters: [Character]
    private var index = 0
    private var stack: [Frame] = []
    private var blockCommentDepth = 0
    /// `[` brackets open at the current point.
    private var squareDepth = 0
    /// Character offsets of the first `[` (and the first bracket of any kind) that opened at each
    /// nesting depth: element `d` opened the `d + 1`th level.
    public private(set) var firstSquareAtDepth: [Int] = []
    public private(set) var firstBracketAtDepth: [Int] = []

    public init(_ text: String) {
        characters = Array(text)
    }

    /// Whether `text` is a complete input (brackets, strings and comments closed, and not
    /// ending in an attribute, which belongs to the declaration on the next line), or the
    /// shell should read a continuation line (`...>`).
    public static func isComplete(_ text: String) -> Bool {
        var scanner = ContinuationScanner(text)
        return !scanner.needsContinuation() && !scanner.endsInAttribute
    }

    /// Whether the code ends in an attribute with nothing after it at the top level
    /// (`@MainActor`, `@Observable`, `@available(iOS 17, *)` on a line of their own, as Xcode's
    /// templates write them): the declaration it belongs to follows. Comments do not count.
    public private(set) var endsInAttribute = false
    /// Just after an attribute's name, where its `(` arguments may start.
    private var afterAttributeName = false

    public mutating func needsContinuation() -> Bool {
        scanAll()
        return !stack.isEmpty || blockCommentDepth > 0
    }

    /// Scans the whole text, recording the deepest bracket nesting (the parser's look-ahead
    /// is exponential in nested `[`, so the front end bounds it before parsing).
    public mutating func scanAll() {
        while index < characters.count {
            if case .string(let isMultiline, let pounds)? = stack.last {
                scanInString(isMultiline: isMultiline, pounds: pounds)
            } else {
                scanInCode()
            }
        }
    }

    /// 1-based line and column of a character offset.
    public func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for character in characters[..<min(offset, characters.count)] {
            if character == "\n" { line += 1; column = 1 } else { column += character.utf8.count }
        }
        return (line, column)
    }

    private func peek(_ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private func matches(_ text: String, at offset: Int = 0) -> Bool {
        for (step, character) in text.enumerated() where peek(offset + step) != character { return false }
        return true
    }

    private mutating func scanInCode() {
        let character = characters[index]
        if matches("//") {
            while let next = peek(), next != "\n" { index += 1 }
            return
        }
        if matches("/*") {
            skipBlockComment()
            return
        }
        if stack.isEmpty { noteTopLevel(character) }
        var pounds = 0
        while peek(pounds) == "#" { pounds += 1 }
        if peek(pounds) == "\"" {
            let isMultiline = matches("\"\"\"", at: pounds)
            index += pounds + (isMultiline ? 3 : 1)
            stack.append(.string(isMultiline: isMultiline, pounds: pounds))
            return
        }
        index += max(pounds, 1)
        switch character {
        case "(", "[", "{":
            stack.append(.bracket(character))
            if stack.count > firstBracketAtDepth.count { firstBracketAtDepth.append(index - 1) }
            if character == "[" {
                squareDepth += 1
                if squareDepth > firstSquareAtDepth.count { firstSquareAtDepth.append(index - 1) }
            }
        case ")" where stack.last == .interpolation:
            stack.removeLast()
        case ")", "]", "}":
            if case .bracket(let opener)? = stack.last {
                stack.removeLast()
                if opener == "[" { squareDepth -= 1 }
            }
        default:
            break
        }
    }

    /// Follows attributes at the top level: `@name`, then optionally its `(…)`; anything else
    /// but white space ends them.
    private mutating func noteTopLevel(_ character: Character) {
        if character == "@", let next = peek(1), next.isLetter || next == "_" {
            var end = index + 1
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
                || characters[end] == "." {
                end += 1
            }
            index = end - 1  // the scan steps past the last character of the name
            endsInAttribute = true
            afterAttributeName = true
            return
        }
        if character == "(", afterAttributeName {
            afterAttributeName = false
            return
        }
        afterAttributeName = false
        if !character.isWhitespace { endsInAttribute = false }
    }

    private mutating func skipBlockComment() {
        blockCommentDepth = 0
        repeat {
            if matches("/*") {
                blockCommentDepth += 1
                index += 2
            } else if matches("*/") {
                blockCommentDepth -= 1
                index += 2
            } else {
                index += 1
            }
        } while blockCommentDepth > 0 && index < characters.count
    }

    private mutating func scanInString(isMultiline: Bool, pounds: Int) {
        let delimiterPounds = String(repeating: "#", count: pounds)
        if matches("\\" + delimiterPounds) {
            index += 1 + pounds
            if peek() == "(" {
                index += 1
                stack.append(.interpolation)
            } else {
                index += 1
            }
            return
        }
        let closer = (isMultiline ? "\"\"\"" : "\"") + delimiterPounds
        if matches(closer) {
            index += closer.count
            stack.removeLast()
            return
        }
        if !isMultiline, peek() == "\n" {
            // NB: a single-line string cannot continue on the next line; it is a syntax error
            // the parser reports, so scanning resumes in code.
            stack.removeLast()
        }
        index += 1
    }
}
