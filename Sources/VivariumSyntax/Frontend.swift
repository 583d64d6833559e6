import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import VivariumContinuation

/// What lowering one source produced: the program model and any diagnostics.
public struct LoweringResult: Sendable {
    public var program: Program
    public var diagnostics: [Diagnostic]
    /// The source's tokens, from the same parse, for the checker's exact locations (nil when
    /// the source did not parse).
    public var tokens: SourceTokens?

    public init(program: Program, diagnostics: [Diagnostic], tokens: SourceTokens? = nil) {
        self.program = program
        self.diagnostics = diagnostics
        self.tokens = tokens
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The front end: parse with SwiftParser, fold operators, lower to the program model.
public enum Frontend {
    /// Whether `name` is one of the standard library's infix operators (swift-syntax's table):
    /// a program's own operator function is one of an operator it declares (`infix operator **`)
    /// unless it names one of these.
    public static func isStandardInfixOperator(_ name: String) -> Bool {
        standardOperators.infixOperator(named: name) != nil
    }

    /// Whether the standard library declares `name` as a prefix or postfix operator (`-`, `!`, `...`).
    static func isStandardPrefixOrPostfixOperator(_ name: String) -> Bool {
        standardOperators.prefixOperator(named: name) != nil || standardOperators.postfixOperator(named: name) != nil
    }

    /// swift-syntax's table of the standard operators, made once: `OperatorTable.standardOperators`
    /// builds it anew at each use, and every comparison of a sort asked (sorting 10,000 numbers
    /// spent 70 % of its time there).
    static let standardOperators = OperatorTable.standardOperators

    /// Parses, folds and lowers `source`. Syntax errors and "not supported" constructs come
    /// back as diagnostics; the program holds whatever could be lowered.
    ///
    /// When the source has syntax errors only those are returned, with an empty program.
    /// `#if` is evaluated for an iOS simulator debug build in which `importableModules` are
    /// what `canImport` finds.
    public static func lower(_ source: SourceFile,
                             importableModules: Set<String> = AppleNames.importableModules) -> LoweringResult {
        lower(source, importableModules: importableModules, stopping: .never())
    }

    /// Like `lower(_:importableModules:)`, stopping early when `stop` hears `interrupt`: the
    /// parse and folding cannot poll, so a large source runs them detached (`DetachedPass`) and
    /// the phase stops waiting for them; lowering polls between items and statements.
    public static func lower(_ source: SourceFile, importableModules: Set<String> = AppleNames.importableModules,
                             stop: PhaseStop) throws(PhaseInterrupted) -> LoweringResult {
        let result = lower(source, importableModules: importableModules, stopping: stop)
        try stop.throwIfStopped("lowering")
        return result
    }

    private static func lower(_ source: SourceFile, importableModules: Set<String>, stopping stop: PhaseStop) -> LoweringResult {
        let stopped = LoweringResult(program: Program(file: source.name, declarations: []), diagnostics: [])
        // swift-syntax's passes over the whole text cannot poll; a large source runs them on a
        // thread of its own, so `interrupt` still stops this phase within its interval.
        let parsed = DetachedPass.run(bytes: source.text.utf8.count, stop: stop) { parse(source) }
        guard let parsed else { return stopped }
        let file: SourceFileSyntax
        let foldingErrors: [SwiftDiagnostics.Diagnostic]
        let tokens: SourceTokens
        switch parsed {
        case .rejected(let diagnostics):
            return LoweringResult(program: Program(file: source.name, declarations: []), diagnostics: diagnostics)
        case .folded(let folded, let errors, let parsedTokens):
            file = folded
            foldingErrors = errors
            tokens = parsedTokens
        }
        if stop.pollNow() { return stopped }
        let lowerer = Lowerer(fileName: source.name, tree: file, importableModules: importableModules, stop: stop)
        let declarations = lowerer.lowerSourceFile(file)
        let diagnostics = foldingErrors.map { swiftcWording(convert($0, lowerer.converter, source.name)) } + lowerer.diagnostics
        return LoweringResult(program: Program(file: source.name, declarations: declarations),
                              diagnostics: diagnostics.sorted(), tokens: tokens)
    }

    /// What swift-syntax's passes made of a source: the folded tree, or the diagnostics that
    /// stop lowering (a syntax error, nesting over the limits).
    private enum Parsed: Sendable {
        case rejected([Diagnostic])
        case folded(SourceFileSyntax, foldingErrors: [SwiftDiagnostics.Diagnostic], tokens: SourceTokens)
    }

    /// Checks the nesting of the text, parses, checks the size limits and the syntax, folds
    /// operators (if any), lists a large source's tokens: a pure function of the text (it may
    /// run on a thread of its own and be abandoned).
    private static func parse(_ source: SourceFile) -> Parsed {
        // The text's nesting is bounded before the parser sees it (its brackets counted, and
        // scanned when there are more than a limit).
        if let tooDeep = SizeLimits.checkText(source) { return .rejected([tooDeep]) }
        let tree = Parser.parse(source: source.text)
        let walked = SizeLimits.walk(tree, source: source)
        if let tooDeep = walked.overLimit { return .rejected([tooDeep]) }
        let syntaxErrors = syntaxDiagnostics(in: tree, source: source)
        if !syntaxErrors.isEmpty { return .rejected(syntaxErrors) }
        // NB: a small source's tokens are listed only if the checker asks for one.
        var tokens = SourceTokens(tree, fileName: source.name)
        if source.text.utf8.count >= DetachedPass.detachedFromBytes { tokens = tokens.listed() }
        // NB: a tree without an operator sequence has nothing to fold (`print(f(1))`).
        guard walked.hasOperatorSequence else { return .folded(tree, foldingErrors: [], tokens: tokens) }
        var foldingErrors: [SwiftDiagnostics.Diagnostic] = []
        // `infix operator **: MultiplicationPrecedence` and `precedencegroup` declarations of the
        // source take part in its folding, as the compiler's do.
        var table = standardOperators
        if tree.statements.contains(where: { $0.item.is(OperatorDeclSyntax.self) || $0.item.is(PrecedenceGroupDeclSyntax.self) }) {
            table.addSourceFile(tree) { foldingErrors.append($0.asDiagnostic) }
        }
        let folded = table.foldAll(tree) { foldingErrors.append($0.asDiagnostic) }
        // Safe: swift-syntax's foldAll rewrites operator sequences inside the node it is
        // given and returns a node of the same kind.
        guard let file = folded.as(SourceFileSyntax.self) else {
            preconditionFailure("folding a source file yields a source file")
        }
        return .folded(file, foldingErrors: foldingErrors, tokens: tokens)
    }

    /// Whether `text` typed at the prompt is incomplete and the shell should read another line
    /// (`...>`): a `(`, `[` or `{` is still open, or a string literal (including a multi-line
    /// `"""` one) or a block comment is unterminated. Comments and brackets inside strings
    /// are ignored.
    public static func needsContinuation(_ text: String) -> Bool {
        var scanner = ContinuationScanner(text)
        return scanner.needsContinuation()
    }

    private static func syntaxDiagnostics(in tree: SourceFileSyntax, source: SourceFile) -> [Diagnostic] {
        // NB: the generator reports only inside nodes with an error or a warning: a clean tree
        // (nearly every input) needs no walk.
        guard tree.hasError || tree.hasWarning else { return [] }
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        // NB: the converter (a table of the text's lines) only for a source that has diagnostics.
        guard !diagnostics.isEmpty else { return [] }
        let converter = SourceLocationConverter(fileName: source.name, tree: tree)
        return diagnostics.map { diagnostic in
            var converted = convert(diagnostic, converter, source.name)
            if let worded = strayBracketWording(converted.message, at: diagnostic.position, in: tree, converter) {
                converted.message = worded
            }
            // swiftc reports a missing `}` or `)` at the token where it expected it (the end of
            // the file, the next line's first word), where swift-syntax puts it right after the
            // token before.
            if converted.message.hasPrefix("expected '}' ") || converted.message.hasPrefix("expected ')' in expression list"),
               let next = tree.tokens(viewMode: .sourceAccurate).first(where: { $0.positionAfterSkippingLeadingTrivia >= diagnostic.position }) {
                let found = converter.location(for: next.positionAfterSkippingLeadingTrivia)
                converted.location = SourceLocation(file: source.name, line: found.line, column: found.column)
            }
            return converted
        }
    }

    /// swift-syntax's folding says "unknown infix operator '**'" where swiftc says "operator is
    /// not a known binary operator" (at the operator, for an operator no declaration names).
    private static func swiftcWording(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.message.hasPrefix("unknown infix operator ") else { return diagnostic }
        var worded = diagnostic
        worded.message = "operator is not a known binary operator"
        return worded
    }

    private static func convert(_ diagnostic: SwiftDiagnostics.Diagnostic, _ converter: SourceLocationConverter,
                                _ file: String) -> Diagnostic {
        let found = diagnostic.location(converter: converter)
        let severity: Diagnostic.Severity = switch diagnostic.diagMessage.severity {
        case .warning: .warning
        case .note, .remark: .note
        default: .error
        }
        return Diagnostic(severity, swiftcWording(of: diagnostic.message), at: SourceLocation(file: file, line: found.line, column: found.column))
    }

    /// The parser's message as swiftc 6.3 words it, where the two differ (checked with
    /// `swiftc -typecheck`): `let a = 1 let b = 2` is "consecutive statements on a line must be
    /// separated by ';'", not "… by newline or ';'".
    static func swiftcWording(of message: String) -> String {
        for kind in ["statements", "declarations"] where message == "consecutive \(kind) on a line must be separated by newline or ';'" {
            return "consecutive \(kind) on a line must be separated by ';'"
        }
        // An unclosed bracket: "expected '}' to end struct" is swiftc's "expected '}' in struct".
        for (closing, wording) in unclosedWording {
            let unclosed = "expected '\(closing)' to end "
            if message.hasPrefix(unclosed), let worded = wording[String(message.dropFirst(unclosed.count))] {
                return "expected '\(closing)' \(worded)"
            }
        }
        return message
    }

    /// swiftc's words for a missing closing bracket, by swift-syntax's name for what it closes.
    private static let unclosedWording: [(String, [String: String])] = [
        ("}", ["struct": "in struct", "class": "in class", "protocol": "in protocol", "actor": "in actor",
               "enum": "at end of enum", "extension": "at end of extension", "closure": "at end of closure",
               "function": "at end of brace statement"]),
        (")", ["function call": "in expression list", "tuple": "in expression list"]),
        ("]", ["array": "in container literal expression", "dictionary": "in container literal expression"]),
    ]
}
