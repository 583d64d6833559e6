import VivariumSyntax

/// Declarations of earlier inputs that no longer check once a later input replaced a type they
/// use (`func build() { … Node(value: i) … }`, then a `final class Node` with only
/// `init(double:)`).
///
/// A session is one growing file: replacing `Node` is editing its declaration, and swiftc would
/// then reject the file at the call of the old initializer. The session keeps the replacement
/// (`Sessions/class-redeclared-initializers.viv`: code that uses the new `Node` runs), and
/// refuses, before it runs, any later input that uses a declaration that no longer checks —
/// directly or through declarations that use it — with swiftc's diagnostic at the broken line of
/// the earlier input, rather than running the old code into a run-time error.
struct StaleDeclaration {
    /// What the declaration declares: a function's, type's or variable's name; an extension's type.
    var names: Set<String>
    /// The errors (and their notes) that make it, or the declaration it uses, fail.
    var diagnostics: [Diagnostic]
}

enum StaleDeclarations {
    /// The declarations of the user's inputs among `programs` (the session's declaring programs,
    /// in order) that no longer check against the others, and those that use them.
    static func find(in programs: [Program], sources: [String: SourceFile]) -> [StaleDeclaration] {
        var checked: [(names: Set<String>, uses: Set<String>, errors: [Diagnostic])] = []
        for (index, program) in programs.enumerated() where !program.file.hasPrefix("<module ") {
            let later = Set(programs[(index + 1)...].flatMap { replaceableKeys(declaredBy: $0) })
            // The input as it stands now: without the types and functions later inputs replaced.
            let current = program.declarations.filter { declaration in
                if case .type(let decl) = declaration { return !later.contains(decl.name) }
                if case .function(let decl) = declaration { return !later.contains(decl.redeclarationKey) }
                return true
            }
            for (position, declaration) in current.enumerated() {
                let names = declaredNames(declaration)
                guard !names.isEmpty else { continue }
                var others = programs
                others[index] = Program(file: program.file, declarations: current.enumerated().filter { $0.offset != position }.map(\.element))
                let alone = Program(file: program.file, declarations: [declaration])
                let uses = NameUses()
                let diagnostics = SessionChecker.checker.check(alone, source: sources[program.file], previous: others, uses: uses)
                // A name declared later is the deferred check's (`DeferredCheck`), not a replacement's.
                let errors = diagnostics.filter { $0.severity != .warning }
                let forward = SessionChecker.forwardReferences(errors.filter { $0.severity == .error })
                let kept = forward.isEmpty && errors.contains { $0.severity == .error } ? errors : []
                checked.append((names, uses.names.subtracting(names), kept))
            }
        }
        var stale = checked.filter { !$0.errors.isEmpty }.map { StaleDeclaration(names: $0.names, diagnostics: $0.errors) }
        // Those that use a stale declaration fail with it (`twice()` calling the old `build`).
        var changed = !stale.isEmpty
        var pending = checked.filter { $0.errors.isEmpty }
        while changed {
            changed = false
            pending.removeAll { entry in
                guard let used = stale.first(where: { !$0.names.isDisjoint(with: entry.uses) }) else { return false }
                stale.append(StaleDeclaration(names: entry.names, diagnostics: used.diagnostics))
                changed = true
                return true
            }
        }
        return stale
    }

    /// The stale declaration `uses` names, if any.
    static func used(_ uses: NameUses, among stale: [StaleDeclaration]) -> StaleDeclaration? {
        stale.first { !$0.names.isDisjoint(with: uses.names) }
    }

    /// A type's name, a function's `redeclarationKey`: what a later declaration replaces by.
    private static func replaceableKeys(declaredBy program: Program) -> [String] {
        program.declarations.compactMap {
            switch $0 {
            case .type(let decl): decl.name
            case .function(let decl): decl.redeclarationKey
            default: nil
            }
        }
    }

    private static func declaredNames(_ declaration: Declaration) -> Set<String> {
        switch declaration {
        case .type(let decl): [decl.name]
        case .function(let decl): [decl.name]
        // `extension Node`, `extension Box<Int>`: the type it extends.
        case .extension(let decl): [String(decl.extendedType.prefix { $0 != "<" }.split(separator: ".").last ?? "")]
        case .variable, .typealias, .import, .statement: []
        }
    }
}
