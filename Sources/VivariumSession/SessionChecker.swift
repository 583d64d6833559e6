import VivariumGraph
import VivariumInterpreter
import VivariumSyntax

/// The load-time checking pass, with the names the runtime supports.
enum SessionChecker {
    /// What `import` and `canImport` find: the modelled Apple modules and the bundled ones.
    static let importableModules = AppleNames.importableModules.union(BundledModule.all.keys)

    static let checker = Checker(environment: CheckerEnvironment(
        typeNames: ViewGraph.typeNames.union(Interpreter.builtinTypeNames),
        functionNames: Interpreter.builtinFunctionNames.union(ViewGraph.functionNames),
        valueNames: Interpreter.builtinValueNames,
        moduleNames: importableModules, viewModifierNames: ViewGraph.modifierNames))

    /// The checker for the bundled modules' own sources, which may also call the graph's
    /// hooks (`__Vivarium`); user code never sees that name.
    static let moduleChecker = Checker(environment: CheckerEnvironment(
        typeNames: ViewGraph.typeNames.union(Interpreter.builtinTypeNames).union([ViewGraph.hookType]),
        functionNames: Interpreter.builtinFunctionNames.union(ViewGraph.functionNames),
        valueNames: Interpreter.builtinValueNames,
        moduleNames: importableModules))

    /// Parses and lowers a source with the session's modules.
    static func lower(_ source: SourceFile) -> LoweringResult {
        Frontend.lower(source, importableModules: importableModules)
    }

    /// Lowers as `lower(_:)` does; `interrupt` stops it with the command's `interrupted` error.
    static func lower(_ source: SourceFile, stop: PhaseStop) throws -> LoweringResult {
        do {
            return try Frontend.lower(source, importableModules: importableModules, stop: stop)
        } catch {
            throw RuntimeError(.interrupted, "interrupted while lowering", at: nil)
        }
    }

    /// Checks as the compiler would; `interrupt` stops it with the command's `interrupted` error.
    static func check(_ program: Program, source: SourceFile, tokens: SourceTokens?, previous: [Program],
                      symbols: SymbolCache? = nil, uses: NameUses? = nil, stop: PhaseStop) throws -> [Diagnostic] {
        do {
            let diagnostics = try checker.check(program, source: source, tokens: tokens, previous: previous,
                                                symbols: symbols, uses: uses, stop: stop)
            return playgroundPageUses(unmodelledUses(diagnostics, importing: unmodelledImports(of: program)),
                                      in: [program] + previous)
        } catch {
            throw RuntimeError(.interrupted, "interrupted while checking", at: nil)
        }
    }

    /// The SDK modules a program imports that the playground does not model (`CoreHaptics`,
    /// `StoreKit`): imported, as the compiler imports them, and otherwise unused.
    static func unmodelledImports(of program: Program) -> [String] {
        var modules: [String] = []
        for case .import(let path, _) in program.declarations {
            let module = String(path.prefix { $0 != "." })
            if !importableModules.contains(module), AppleNames.sdkModules.contains(module), !modules.contains(module) {
                modules.append(module)
            }
        }
        return modules
    }

    /// In a file that imports an SDK module the playground does not model, a type name the
    /// compiler would find there is not missing but unmodelled: `cannot find 'CHHapticEngine'
    /// in scope` becomes `not supported in the playground: 'CHHapticEngine' (from CoreHaptics,
    /// which the playground does not model)`.
    static func unmodelledUses(_ diagnostics: [Diagnostic], importing modules: [String]) -> [Diagnostic] {
        guard !modules.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard diagnostic.severity == .error, let name = forwardReferences([diagnostic]).first else { return diagnostic }
            let from = modules.count == 1 ? modules[0] : "one of " + modules.joined(separator: ", ")
            return .notSupported("'\(name)' (from \(from), which the playground does not model)", at: diagnostic.location)
        }
    }

    /// In a playground page (`import PlaygroundSupport` in it or an earlier input), `PlaygroundPage`
    /// is modelled only as the
    /// page's own top-level statements that set its live view (Lowerer+PlaygroundPage); any other
    /// use is not missing but unmodelled, said where it is.
    static func playgroundPageUses(_ diagnostics: [Diagnostic], in programs: [Program]) -> [Diagnostic] {
        let importsPlaygroundSupport = programs.contains { program in
            program.declarations.contains { if case .import(let path, _) = $0 { path == "PlaygroundSupport" } else { false } }
        }
        guard importsPlaygroundSupport else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard diagnostic.severity == .error, forwardReferences([diagnostic]).first == "PlaygroundPage" else { return diagnostic }
            return .notSupported("'PlaygroundPage' other than a top-level 'PlaygroundPage.current.setLiveView(…)' or "
                                 + "'PlaygroundPage.current.liveView = …' (the page's live view)", at: diagnostic.location)
        }
    }

    /// What the profile's SDK does not have: Observation before iOS 17, with the compiler's
    /// availability error at the attribute.
    static func availability(_ program: Program, profile: Profile) -> [Diagnostic] {
        guard !profile.hasObservation else { return [] }
        var diagnostics: [Diagnostic] = []
        func visit(_ decl: TypeDecl) {
            for attribute in decl.attributes where attribute.name == "Observable" {
                diagnostics.append(.error("'Observable()' is only available in iOS 17.0 or newer", at: attribute.location))
            }
            for case .property(let property) in decl.members {
                if let wrapper = property.wrapper, wrapper.name == "Bindable" {
                    diagnostics.append(.error("'Bindable' is only available in iOS 17.0 or newer", at: wrapper.location))
                }
            }
            for case .type(let nested) in decl.members { visit(nested) }
        }
        for case .type(let decl) in program.declarations { visit(decl) }
        return diagnostics
    }

    /// Checks a deferred program again, now that later inputs declared more: its errors (and notes).
    static func recheck(_ deferred: DeferredCheck, programs: [Program]) -> [Diagnostic] {
        let others = programs.filter { $0 != deferred.program }
        let diagnostics = checker.check(deferred.program, source: deferred.source, previous: others)
        return diagnostics.contains { $0.severity == .error } ? diagnostics.filter { $0.severity != .warning } : []
    }

    /// The names of errors that may be forward references to a type declared in a later
    /// input (`cannot find 'ChildView' in scope`), one per such error; other errors are skipped.
    static func forwardReferences(_ errors: [Diagnostic]) -> [String] {
        errors.compactMap { diagnostic in
            for prefix in ["cannot find type '", "cannot find '"] where diagnostic.message.hasPrefix(prefix) {
                let rest = diagnostic.message.dropFirst(prefix.count)
                guard rest.hasSuffix("' in scope") else { return nil }
                let name = String(rest.dropLast("' in scope".count))
                guard let first = name.first, first.isUppercase, !AppleNames.contains(name) else { return nil }
                return name
            }
            return nil
        }
    }
}
