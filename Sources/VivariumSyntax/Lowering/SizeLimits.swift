import SwiftSyntax

/// Limits on how deeply code may nest and how long one operator chain may be. Folding,
/// lowering and evaluation recurse along the tree; these bounds keep them far from the stack's
/// end, so a pathological input gets a diagnostic instead of taking the daemon down.
enum SizeLimits {
    /// Deeper than any real code nests (a view body is a few dozen levels).
    static let maxDepth = 400
    /// Operators in one expression (`1 + 1 + …`), which folding turns into a nested tree.
    static let maxOperators = 256

    /// The first place over a limit, as a "not supported" diagnostic; nil when within them.
    /// Walks the tree with an explicit stack: the check itself must not recurse.
    static func check(_ tree: SourceFileSyntax, source: SourceFile) -> Diagnostic? {
        let converter = SourceLocationConverter(fileName: source.name, tree: tree)
        var stack: [(Syntax, Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = stack.popLast() {
            if depth > maxDepth {
                return .notSupported("code nested more than \(maxDepth) levels deep", at: location(of: node, converter, source))
            }
            if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count > maxOperators * 2 + 1 {
                return .notSupported("an expression with more than \(maxOperators) operators", at: location(of: node, converter, source))
            }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }

    private static func location(of node: Syntax, _ converter: SourceLocationConverter, _ source: SourceFile) -> SourceLocation {
        let position = node.startLocation(converter: converter)
        return SourceLocation(file: source.name, line: position.line, column: position.column)
    }
}
