import VivariumSyntax

/// A failed input leaves nothing behind: none of its declarations stay, and neither does a
/// later input that only makes sense with them — an extension, a conformance or a `#Preview`
/// of a type the failed input declared. Without this, pasting a file a declaration at a time
/// (a terminal without bracketed paste, a script on standard input) would keep the `#Preview`
/// of a struct that failed, accepted as a forward reference, and every later command that runs
/// code would fail on it until the struct was declared.
struct FailedDeclarations {
    /// Type and function names declared by inputs that failed, with the failed input's number;
    /// a name leaves the list when a later input declares it.
    private(set) var names: [String: Int] = [:]

    mutating func inputFailed(_ number: Int, declaring declared: [String]) {
        for name in declared { names[name] = number }
    }

    mutating func inputAccepted(declaring declared: [String]) {
        for name in declared { names[name] = nil }
    }

    /// The names a program declares at its top level (types, functions, nested types by their
    /// qualified name are not needed: a later input refers to the outer type).
    static func declared(by program: Program) -> [String] {
        program.declarations.compactMap { declaration in
            switch declaration {
            case .type(let type): return type.name
            case .function(let function) where !Preview.isPreviewFunction(function): return function.name
            case .typealias(let alias): return alias.name
            default: return nil
            }
        }
    }

    /// What refuses a program that refers to a failed input's declaration: its forward-reference
    /// errors naming one (`cannot find 'ContentView' in scope` in a `#Preview`), and its
    /// extensions of one (which the compiler would refuse with `cannot find type … in scope`),
    /// each followed by a note naming the input that failed. Empty when it refers to none.
    func refusals(of program: Program, errors: [Diagnostic], declaredBefore previous: [Program]) -> [Diagnostic] {
        guard !names.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for error in errors {
            guard let name = SessionChecker.forwardReferences([error]).first, let number = names[name] else { continue }
            diagnostics += [error, note(name, number, at: error.location)]
        }
        let known = Set(previous.flatMap { Self.declared(by: $0) } + Self.declared(by: program))
        for case .extension(let decl) in program.declarations {
            let base = String(decl.extendedType.prefix { $0 != "." && $0 != "<" })
            guard !known.contains(base), let number = names[base] else { continue }
            diagnostics += [.error("cannot find type '\(base)' in scope", at: decl.location),
                            note(base, number, at: decl.location)]
        }
        return diagnostics
    }

    private func note(_ name: String, _ number: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.note, "'\(name)' was declared by input \(number), which failed and left nothing behind; "
                   + "fix it and send it again", at: location)
    }
}
