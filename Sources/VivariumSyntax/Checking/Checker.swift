/// What the runtime supports besides user declarations (the session passes the real sets).
public struct CheckerEnvironment: Sendable {
    /// Host and builtin types supported at run time: `Text`, `VStack`, `State`, `Int`, …
    public var typeNames: Set<String>
    /// Free functions: `print`, `min`, `max`, …
    public var functionNames: Set<String>
    /// Global constants such as `NSEC_PER_SEC`.
    public var valueNames: Set<String>
    /// Modules `import` finds: the modelled Apple modules and the bundled ones (`Factory`).
    public var moduleNames: Set<String>
    /// The view modifiers the runtime provides, members of every `View` besides
    /// `AppleNames.viewMembers` (`MyView().presentationCompactAdaptation(.popover)`).
    public var viewModifierNames: Set<String>

    public init(typeNames: Set<String>, functionNames: Set<String>, valueNames: Set<String>,
                moduleNames: Set<String> = AppleNames.importableModules, viewModifierNames: Set<String> = []) {
        self.typeNames = typeNames
        self.functionNames = functionNames
        self.valueNames = valueNames
        self.moduleNames = moduleNames
        self.viewModifierNames = viewModifierNames
    }
}

/// The load-time semantic checks: the errors swiftc would report for code of the
/// playground's subset, in the compiler's words and at its line:column (see
/// research/diagnostics/REPORT.md). The checker is conservative: where it cannot know a
/// type or a member set statically it says nothing, because a false error blocks valid code.
public struct Checker: Sendable {
    public var environment: CheckerEnvironment

    public init(environment: CheckerEnvironment) {
        self.environment = environment
    }

    /// Checks `program` in the context of programs accepted earlier in the same session
    /// (their declarations are in scope; they are not re-checked). Returns errors and
    /// warnings in the order swiftc prints them: declaration-level errors (redeclarations,
    /// conformances, unknown types in declarations) first, then errors in bodies, each group
    /// by location; every error is followed by its notes.
    ///
    /// Without the source text, the tokens the model does not locate (a call's `)`, the `,`
    /// after an argument, a compound operator, a declaration's keyword, a type name inside an
    /// annotation) are approximated; pass it with `check(_:source:previous:)` for exact columns.
    public func check(_ program: Program, previous: [Program]) -> [Diagnostic] {
        check(program, source: nil, previous: previous)
    }

    /// Like `check(_:previous:)`, with the source text of `program` for exact token locations.
    public func check(_ program: Program, source: SourceFile?, previous: [Program], uses: NameUses? = nil) -> [Diagnostic] {
        let run = CheckRun(environment: environment, program: program, previous: previous,
                           tokens: source.map(SourceTokens.init), uses: uses)
        return run.run()
    }

    /// Like `check(_:source:previous:)`, stopping early when `stop` hears `interrupt`; what a
    /// stopped check found is discarded.
    /// `tokens`: the source's tokens from its lowering (`LoweringResult.tokens`); without them
    /// the source is parsed again for them. `symbols`: the session's table of `previous`, kept
    /// between inputs (an input that declares no type is not checked against a table made anew).
    /// `uses`: collects the other inputs' declarations the program names (`NameUses`);
    /// `resolution`: what the checker resolved that the interpreter executes (`ResolvedMembers`).
    public func check(_ program: Program, source: SourceFile?, tokens known: SourceTokens? = nil, previous: [Program],
                      symbols: SymbolCache? = nil, uses: NameUses? = nil, resolution: ResolvedMembers? = nil,
                      stop: PhaseStop) throws(PhaseInterrupted) -> [Diagnostic] {
        if stop.pollNow() { throw PhaseInterrupted(phase: "checking") }
        // Tokenizing re-parses the whole source and cannot poll: a large one is detached.
        var tokens = known
        if tokens == nil, let source {
            tokens = DetachedPass.run(bytes: source.text.utf8.count, stop: stop) { SourceTokens(source).listed() }
            if tokens == nil { throw PhaseInterrupted(phase: "checking") }
        }
        let run = CheckRun(environment: environment, program: program, previous: previous, symbols: symbols,
                           tokens: tokens, stop: stop, uses: uses, resolution: resolution)
        let diagnostics = run.run()
        try stop.throwIfStopped("checking")
        return diagnostics
    }
}
