import SwiftSyntax

extension Frontend {
    /// swift-syntax calls a stray `)` or `]` "unexpected code ')' in function"; swiftc's parser
    /// ends the statement (or declaration) before it and parses the bracket as the next one:
    /// on the same line as the code before it, "consecutive statements on a line must be
    /// separated by ';'"; on a line of its own, "expected expression" (in a type's body, the
    /// declaration forms). Checked with swiftc 6.3.1 on `map { … })`, `var c = 1)` and a
    /// lone `)`.
    static func strayBracketWording(_ message: String, at position: AbsolutePosition, in tree: SourceFileSyntax,
                                    _ converter: SourceLocationConverter) -> String? {
        let prefix = "unexpected code '"
        guard message.hasPrefix(prefix), let bracket = message.dropFirst(prefix.count).first, bracket == ")" || bracket == "]",
              let range = message.range(of: "' in ", options: .backwards) else { return nil }
        let context = String(message[range.upperBound...])
        let kind: String
        if Self.memberListContexts.contains(context) { kind = "declarations" }
        else if Self.statementListContexts.contains(context) { kind = "statements" }
        else { return nil }
        guard let stray = tree.token(at: position) else { return nil }
        let line = converter.location(for: stray.positionAfterSkippingLeadingTrivia).line
        let before = stray.previousToken(viewMode: .sourceAccurate)
        let sameLine = before.map { converter.location(for: $0.endPositionBeforeTrailingTrivia).line == line } ?? false
        if sameLine { return "consecutive \(kind) on a line must be separated by ';'" }
        return kind == "declarations" ? "expected declaration" : "expected expression"
    }

    /// swift-syntax's names of the bodies that hold declarations rather than statements.
    static let memberListContexts: Set<String> = ["struct", "class", "enum", "protocol", "extension", "actor"]
    /// And those that hold statements (a function's, a computed property's, a closure's, the file's).
    static let statementListContexts: Set<String> = ["function", "variable", "closure", "source file", "initializer",
                                                     "deinitializer", "subscript", "accessor"]
}
