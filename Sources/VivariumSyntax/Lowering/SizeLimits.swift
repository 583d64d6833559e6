@_spi(RawSyntax) import SwiftSyntax
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
        // NB: a level is opened by a bracket, so a text with no more brackets than a limit
        // cannot nest past it: counting the bytes spares most inputs the scanner's walk over
        // the text's characters (brackets in strings and comments count here, not there).
        var squares = 0, brackets = 0
        for byte in source.text.utf8 {
            switch byte {
            case UInt8(ascii: "["): squares += 1; brackets += 1
            case UInt8(ascii: "("), UInt8(ascii: "{"): brackets += 1
            default: break
            }
        }
        if squares <= maxSquareBrackets && brackets <= maxBrackets { return nil }
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

    /// What the walk over the parsed tree found: the first place over a limit, and whether the
    /// tree has an operator sequence for folding to fold.
    struct Walked {
        var overLimit: Diagnostic?
        var hasOperatorSequence: Bool
    }

    /// Checks the limits over the tree's raw nodes (no `Syntax` node made, nothing retained);
    /// only a tree that may be over one is walked again by `check` for the exact place. The
    /// raw walk visits every node `check` visits (and missing tokens besides) at the same depth,
    /// so when it finds nothing over a limit, neither would `check`.
    static func walk(_ tree: SourceFileSyntax, source: SourceFile) -> Walked {
        var hasSequence = false
        var stack: [(RawSyntax, Int)] = [(tree.raw, 0)]
        while let (node, depth) = stack.popLast() {
            guard let layout = node.layoutView else { continue }
            let children = layout.children
            if node.kind == .sequenceExpr {
                hasSequence = true
            } else if node.kind == .exprList, children.count > maxOperators * 2 + 1 {
                return Walked(overLimit: check(tree, source: source), hasOperatorSequence: true)
            }
            if depth >= maxDepth, children.contains(where: { $0 != nil }) {
                return Walked(overLimit: check(tree, source: source), hasOperatorSequence: true)
            }
            for child in children { if let child { stack.append((child, depth + 1)) } }
        }
        return Walked(overLimit: nil, hasOperatorSequence: hasSequence)
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
