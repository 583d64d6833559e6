import SwiftSyntax
import VivariumContinuation

/// Limits on how deeply code may nest and how long one operator chain may be. Folding,
/// lowering and evaluation recurse along the tree; these bounds keep them far from the stack's
/// end, so a pathological input gets a diagnostic instead of taking the daemon down.
enum SizeLimits {
    /// Deeper than any real code nests (a view body is a few dozen levels).
    static let maxDepth = 400
    /// Operators in one expression (`1 + 1 + …`), which folding turns into a nested tree.
    static let maxOperators = 256
    /// Brackets open at once in the source text, checked before parsing.
    static let maxBrackets = 128
    /// `[` open at once: SwiftParser's look-ahead (array literal or collection type?) is
    /// exponential in this nesting, so it is bounded before the parser sees the text. Real code
    /// nests a few levels (`[[String: [Int]]]`).
    static let maxSquareBrackets = 8

    /// The text's bracket nesting, checked before parsing: the parser itself must never be
    /// handed an input that costs it exponential time or a deep native stack.
    static func checkText(_ source: SourceFile) -> Diagnostic? {
        var scanner = ContinuationScanner(source.text)
        scanner.scanAll()
        if scanner.firstSquareAtDepth.count > maxSquareBrackets {
            let (line, column) = scanner.lineAndColumn(ofOffset: scanner.firstSquareAtDepth[maxSquareBrackets])
            return .notSupported("'[' nested more than \(maxSquareBrackets) levels deep",
                                 at: SourceLocation(file: source.name, line: line, column: column))
        }
        if scanner.firstBracketAtDepth.count > maxBrackets {
            let (line, column) = scanner.lineAndColumn(ofOffset: scanner.firstBracketAtDepth[maxBrackets])
            return .notSupported("brackets nested more than \(maxBrackets) levels deep",
                                 at: SourceLocation(file: source.name, line: line, column: column))
        }
        return nil
    }

    /// The first place over a limit, as a "not supported" diagnostic; nil when within them.
    /// Walks the tree with an explicit stack: the check itself must not recurse.
    static func check(_ tree: SourceFileSyntax, source: SourceFile) -> Diagnostic? {
        var stack: [(Syntax, Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = stack.popLast() {
            if depth > maxDepth {
                return .notSupported("code nested more than \(maxDepth) levels deep", at: location(of: node, in: tree, source))
            }
            if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count > maxOperators * 2 + 1 {
                return .notSupported("an expression with more than \(maxOperators) operators", at: location(of: node, in: tree, source))
            }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }

    /// NB: the converter (a table of the text's lines) is made only for a diagnostic: every
    /// input is checked, almost none is over a limit.
    private static func location(of node: Syntax, in tree: SourceFileSyntax, _ source: SourceFile) -> SourceLocation {
        let position = node.startLocation(converter: SourceLocationConverter(fileName: source.name, tree: tree))
        return SourceLocation(file: source.name, line: position.line, column: position.column)
    }
}
