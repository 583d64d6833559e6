import SwiftParser
import SwiftSyntax
import Synchronization

/// The tokens of a source, for locating the tokens the compiler points at that the program
/// model does not record: a call's `(` and `)`, the `,` after an argument, a compound
/// assignment operator, the `let`/`func`/`init` keyword of a declaration, a declared name,
/// a type name inside an annotation.
///
/// NB: the program model keeps the location of each node's first token only. The lowering
/// takes the tokens from its own parse (`LoweringResult.tokens`), so the checker never parses
/// the source a second time.
public struct SourceTokens: Sendable {
    struct Token: Sendable {
        var text: String
        var line: Int
        var column: Int
        var isKeyword: Bool
        var location: SourceLocation
    }

    private let table: Table

    /// The tokens, listed on first use: most inputs are checked without asking for a location
    /// the model does not record (a one-line `print(f(1))` that checks clean never does).
    var tokens: [Token] { table.tokens }

    init(_ source: SourceFile) {
        self.init(Parser.parse(source: source.text), fileName: source.name)
    }

    /// The tokens of an already parsed source.
    init(_ tree: SourceFileSyntax, fileName: String) {
        table = Table(tree: tree, fileName: fileName)
    }

    /// The same tokens, listed now: a large source's are listed in the pass that parsed it,
    /// which runs detached and so never holds up `interrupt` (`DetachedPass`).
    func listed() -> SourceTokens {
        _ = table.tokens
        return self
    }

    /// The parsed tree until its tokens are first asked for, then their list (and the tree let go).
    private final class Table: Sendable {
        private enum State: Sendable {
            case pending(SourceFileSyntax, fileName: String)
            case listed([Token])
        }

        private let state: Mutex<State>

        init(tree: SourceFileSyntax, fileName: String) {
            state = Mutex(.pending(tree, fileName: fileName))
        }

        var tokens: [Token] {
            state.withLock { state in
                switch state {
                case .listed(let tokens):
                    return tokens
                case .pending(let tree, let fileName):
                    let tokens = Self.list(tree, fileName: fileName)
                    state = .listed(tokens)
                    return tokens
                }
            }
        }

        private static func list(_ tree: SourceFileSyntax, fileName: String) -> [Token] {
            let converter = SourceLocationConverter(fileName: fileName, tree: tree)
            return tree.tokens(viewMode: .sourceAccurate).compactMap { token in
                if case .endOfFile = token.tokenKind { return nil }
                let found = converter.location(for: token.positionAfterSkippingLeadingTrivia)
                var isKeyword = false
                if case .keyword = token.tokenKind { isKeyword = true }
                return Token(text: token.text, line: found.line, column: found.column, isKeyword: isKeyword,
                             location: SourceLocation(file: fileName, line: found.line, column: found.column))
            }
        }
    }

    /// Index of the first token at or after `location`.
    func index(atOrAfter location: SourceLocation) -> Int {
        let tokens = self.tokens
        var low = 0, high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            let token = tokens[mid]
            if (token.line, token.column) < (location.line, location.column) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The compound assignment operator (`+=`, `<<=` …) between an assignment's target and its
    /// value. Found from the target by binary search: one scan per assignment over the tokens
    /// between the two, never over the source from its start.
    func compoundOperator(after target: SourceLocation, before value: SourceLocation) -> SourceLocation? {
        let tokens = self.tokens
        var i = index(atOrAfter: target)
        while i < tokens.count, (tokens[i].line, tokens[i].column) < (value.line, value.column) {
            let text = tokens[i].text
            if text.count >= 2, text.hasSuffix("="), !["==", "!=", "<=", ">=", "==="].contains(text) { return tokens[i].location }
            i += 1
        }
        return nil
    }

    /// Index of the token that starts exactly at `location`.
    func index(at location: SourceLocation) -> Int? {
        let tokens = self.tokens
        let found = index(atOrAfter: location)
        guard found < tokens.count, tokens[found].line == location.line, tokens[found].column == location.column
        else { return nil }
        return found
    }

    /// The parentheses and top-level commas of the call whose callee name token starts at
    /// `callee` (`f`, `P`, the `init` of `.init`, the member name of `a.f`).
    func callPunctuation(callee: SourceLocation) -> (open: SourceLocation, close: SourceLocation?, commas: [SourceLocation])? {
        let tokens = self.tokens
        guard var i = index(at: callee) else { return nil }
        if tokens[i].text == "." { i += 1 }
        i += 1
        // Skip generic arguments: `Foo<Int>(`.
        if i < tokens.count, tokens[i].text == "<" {
            var depth = 0
            while i < tokens.count {
                if tokens[i].text == "<" { depth += 1 }
                if tokens[i].text == ">" { depth -= 1; if depth == 0 { i += 1; break } }
                if tokens[i].text == ">>" { depth -= 2; if depth <= 0 { i += 1; break } }
                i += 1
            }
        }
        guard i < tokens.count, tokens[i].text == "(" else { return nil }
        let open = tokens[i].location
        var depth = 0
        var commas: [SourceLocation] = []
        while i < tokens.count {
            switch tokens[i].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return (open, tokens[i].location, commas) }
            case "," where depth == 1: commas.append(tokens[i].location)
            default: break
            }
            i += 1
        }
        return (open, nil, commas)
    }

    /// The first token spelled `text` at bracket depth 0 at or after `location`.
    func first(_ text: String, from location: SourceLocation) -> SourceLocation? {
        let tokens = self.tokens
        var depth = 0
        var i = index(atOrAfter: location)
        while i < tokens.count {
            let token = tokens[i]
            if depth == 0, token.text == text { return token.location }
            switch token.text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth < 0 { return nil }
            default: break
            }
            i += 1
        }
        return nil
    }

    /// The nearest keyword among `keywords` at or before `location`.
    func keyword(_ keywords: Set<String>, before location: SourceLocation) -> SourceLocation? {
        let tokens = self.tokens
        var i = min(index(atOrAfter: location), tokens.count - 1)
        if i >= 0, i < tokens.count, (tokens[i].line, tokens[i].column) > (location.line, location.column) { i -= 1 }
        while i >= 0 {
            if tokens[i].isKeyword, keywords.contains(tokens[i].text) { return tokens[i].location }
            i -= 1
        }
        return nil
    }

    /// The first keyword among `keywords` at or after `location`.
    func keyword(_ keywords: Set<String>, after location: SourceLocation) -> (SourceLocation, Int)? {
        let tokens = self.tokens
        var i = index(atOrAfter: location)
        while i < tokens.count {
            if tokens[i].isKeyword, keywords.contains(tokens[i].text) { return (tokens[i].location, i) }
            if tokens[i].text == "{" { return nil }
            i += 1
        }
        return nil
    }

    /// The name token after the `func` keyword of the function declared at `location`, and
    /// the generic parameter names of its `<…>` clause.
    func functionName(declaredAt location: SourceLocation) -> (keyword: SourceLocation, name: SourceLocation, generics: [String])? {
        let tokens = self.tokens
        guard let (keyword, i) = keyword(["func"], after: location), i + 1 < tokens.count else { return nil }
        return (keyword, tokens[i + 1].location, genericNames(from: i + 2))
    }

    /// The `init` keyword of the initializer declared at `location` and its generic parameters.
    func initializerKeyword(declaredAt location: SourceLocation) -> (keyword: SourceLocation, generics: [String])? {
        let tokens = self.tokens
        guard let (keyword, i) = keyword(["init"], after: location) else { return nil }
        var j = i + 1
        if j < tokens.count, tokens[j].text == "?" || tokens[j].text == "!" { j += 1 }
        return (keyword, genericNames(from: j))
    }

    private func genericNames(from start: Int) -> [String] {
        let tokens = self.tokens
        guard start < tokens.count, tokens[start].text == "<" else { return [] }
        var names: [String] = []
        var depth = 0
        var i = start
        var expectName = true
        while i < tokens.count {
            let text = tokens[i].text
            if text == "<" { depth += 1; if depth == 1 { expectName = true; i += 1; continue } }
            if text == ">" { depth -= 1; if depth == 0 { break } }
            if depth == 1 {
                if expectName, !tokens[i].isKeyword, text.first?.isLetter == true || text.first == "_" {
                    names.append(text)
                    expectName = false
                } else if text == "," {
                    expectName = true
                }
            }
            i += 1
        }
        return names
    }

    /// The first token spelled `name` at or after `location` and before `limit` (if given).
    func token(_ name: String, from location: SourceLocation, before limit: SourceLocation? = nil) -> SourceLocation? {
        let tokens = self.tokens
        var i = index(atOrAfter: location)
        while i < tokens.count {
            let token = tokens[i]
            if let limit, (token.line, token.column) >= (limit.line, limit.column) { return nil }
            if token.text == name { return token.location }
            i += 1
        }
        return nil
    }

    /// Whether one of `words` occurs as a token between `start` (inclusive) and `end` (exclusive).
    func contains(_ words: Set<String>, from start: SourceLocation, to end: SourceLocation) -> Bool {
        let tokens = self.tokens
        var i = index(atOrAfter: start)
        while i < tokens.count, (tokens[i].line, tokens[i].column) < (end.line, end.column) {
            if words.contains(tokens[i].text) { return true }
            i += 1
        }
        return false
    }

    /// The text of `private(set)`-style modifiers between `start` and `end`: whether the
    /// setter restriction is `private` (not `fileprivate`).
    func hasPrivateSetter(from start: SourceLocation, to end: SourceLocation) -> Bool {
        let tokens = self.tokens
        var i = index(atOrAfter: start)
        while i + 2 < tokens.count, (tokens[i].line, tokens[i].column) < (end.line, end.column) {
            if tokens[i].text == "private", tokens[i + 1].text == "(", tokens[i + 2].text == "set" { return true }
            i += 1
        }
        return false
    }
}

extension SourceTokens {
    /// The `}` closing the first `{ … }` at bracket depth 0 at or after `location` (a
    /// function's body, searched from its name).
    func closingBrace(ofBlockFrom location: SourceLocation) -> SourceLocation? {
        let tokens = self.tokens
        guard let open = first("{", from: location), let start = index(at: open) else { return nil }
        var depth = 0
        for token in tokens[start...] {
            switch token.text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return token.location }
            default: break
            }
        }
        return nil
    }
}
