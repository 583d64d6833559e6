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
    /// `imported`: every earlier input, whose `import`s count here (`previous` are those that
    /// declare something).
    static func check(_ program: Program, source: SourceFile, tokens: SourceTokens?, previous: [Program],
                      imported: [Program] = [], symbols: SymbolCache? = nil, uses: NameUses? = nil,
                      resolution: ResolvedMembers? = nil, stop: PhaseStop) throws -> [Diagnostic] {
        do {
            let diagnostics = try checker.check(program, source: source, tokens: tokens, previous: previous,
                                                symbols: symbols, uses: uses, resolution: resolution, stop: stop)
            // Only an error can name what a module lacks: an input without one is not worth the
            // look at every earlier input's imports (a long session's every statement paid it).
            guard diagnostics.contains(where: { $0.severity == .error }) else { return diagnostics }
            // The program's own imports say where a name is from; without any, an earlier
            // input's count (a session is one growing file).
            let own = unmodelledImports(of: program)
            let earlier = imported.isEmpty ? previous : imported
            let unmodelled = !own.isEmpty ? own : earlier.flatMap(unmodelledImports).reduce(into: [String]()) { modules, module in
                if !modules.contains(module) { modules.append(module) }
            }
            let uses = unmodelledUses(diagnostics, importing: unmodelled)
            return playgroundPageUses(partlyModelledUses(uses, importing: partlyModelledImports(of: [program] + earlier)),
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

    /// SDK modules the playground models in part, with the prefix their type names share.
    static let partlyModelledPrefixes: [(module: String, prefix: String)] = [
        ("CoreLocation", "CL"), ("UserNotifications", "UN"), ("AVFoundation", "AV"), ("AVKit", "AV"), ("MapKit", "MK"),
        ("WebKit", "WK"), ("PhotosUI", "PH"), ("MessageUI", "MF"), ("SafariServices", "SF"), ("LocalAuthentication", "LA"),
    ]

    /// The modules of `partlyModelledPrefixes` a program imports.
    static func partlyModelledImports(of programs: [Program]) -> [(module: String, prefix: String)] {
        var imported: [(module: String, prefix: String)] = []
        for program in programs {
            for case .import(let path, _) in program.declarations {
                let module = String(path.prefix { $0 != "." })
                imported += partlyModelledPrefixes.filter { $0.module == module && !imported.map(\.module).contains(module) }
            }
        }
        return imported
    }

    /// In a file that imports a module the playground models in part, a name of that module's
    /// the playground lacks (`CLCircularRegion` beside a modelled `CLLocationCoordinate2D`) is
    /// not missing, as swiftc would find it, but unmodelled: said so at load, not deferred as a
    /// type a later input might declare.
    static func partlyModelledUses(_ diagnostics: [Diagnostic], importing modules: [(module: String, prefix: String)]) -> [Diagnostic] {
        guard !modules.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard diagnostic.severity == .error, let name = forwardReferences([diagnostic]).first else { return diagnostic }
            for (module, prefix) in modules where name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true {
                return .notSupported("'\(name)' (from \(module), which the playground models only in part)", at: diagnostic.location)
            }
            return diagnostic
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
