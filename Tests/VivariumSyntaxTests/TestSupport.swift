import Testing
@testable import VivariumSyntax

/// Lowers `text` as the file `test.swift`.
func lower(_ text: String) -> LoweringResult {
    Frontend.lower(SourceFile(name: "test.swift", text: text))
}

/// Lowers `text` and expects no error diagnostics.
func lowerClean(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Program {
    let result = lower(text)
    #expect(!result.hasErrors, "\(result.diagnostics)", sourceLocation: sourceLocation)
    return result.program
}

/// The statements of `text` lowered as a function body.
func statements(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Statement] {
    let program = lowerClean("func f() {\n\(body)\n}", sourceLocation: sourceLocation)
    guard case .function(let function)? = program.declarations.first else { return [] }
    return function.body
}

/// The expression of `text`, written as a top-level expression statement.
func expression(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Expr? {
    let program = lowerClean(text, sourceLocation: sourceLocation)
    guard case .statement(let statement)? = program.declarations.first,
          case .expression(let expr) = statement.kind else { return nil }
    return expr
}

/// The members of the first type declared in `text`.
func members(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [MemberDecl] {
    let program = lowerClean(text, sourceLocation: sourceLocation)
    guard case .type(let type)? = program.declarations.first else { return [] }
    return type.members
}

/// swift-syntax's marker style: the source with `1️⃣` removed, and the marker's 1-based
/// line and column (UTF-8, as the compiler counts).
func extractMarker(_ marked: String) -> (source: String, line: Int, column: Int) {
    var source = ""
    var line = 1, column = 1, found: (Int, Int) = (0, 0)
    for character in marked {
        if character == "1️⃣" { found = (line, column); continue }
        source.append(character)
        if character == "\n" { line += 1; column = 1 } else { column += character.utf8.count }
    }
    return (source, found.0, found.1)
}
