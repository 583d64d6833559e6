/// What lowering one source produced: the program model and any diagnostics.
public struct LoweringResult: Sendable {
    public var program: Program
    public var diagnostics: [Diagnostic]

    public init(program: Program, diagnostics: [Diagnostic]) {
        self.program = program
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The front end: parse with SwiftParser, fold operators, lower to the program model.
public enum Frontend {
    /// Parses, folds and lowers `source`. Syntax errors and "not supported" constructs come
    /// back as diagnostics; the program holds whatever could be lowered.
    public static func lower(_ source: SourceFile) -> LoweringResult {
        LoweringResult(program: Program(file: source.name, declarations: []), diagnostics: [])
    }
}
