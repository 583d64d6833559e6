import VivariumInterpreter
import VivariumSyntax

/// `previews`, `mount preview NAME|N` and `mount MyApp`: whole files as people write them.
extension Session {
    /// Every preview of the accepted programs, in the order they were added, but those an
    /// input replaced: a file loaded again replaces its previews, and so does a paste of a new
    /// version of the same code (a later input with previews that redeclares every type the
    /// earlier one declared), as Xcode's canvas shows the file's current previews, not copies.
    var previews: [Preview] {
        let programs = engine.programs
        let found = programs.map { Preview.all(in: $0) }
        let types = programs.map(Self.typeNames)
        return programs.indices.flatMap { index -> [Preview] in
            guard !found[index].isEmpty else { return [] }
            let replaced = programs.indices.dropFirst(index + 1).contains { later in
                !found[later].isEmpty && Self.replaces(programs[later], types[later], programs[index], types[index])
            }
            return replaced ? [] : found[index]
        }
    }

    /// Whether `program` (not added yet) replaces previews shown now.
    func replacesPreviews(_ program: Program) -> Bool {
        guard !Preview.all(in: program).isEmpty else { return false }
        let types = Self.typeNames(program)
        return engine.programs.contains { earlier in
            !Preview.all(in: earlier).isEmpty && Self.replaces(program, types, earlier, Self.typeNames(earlier))
        }
    }

    private static func replaces(_ later: Program, _ laterTypes: Set<String>, _ earlier: Program, _ earlierTypes: Set<String>) -> Bool {
        later.file == earlier.file || (!earlierTypes.isEmpty && earlierTypes.isSubset(of: laterTypes))
    }

    private static func typeNames(_ program: Program) -> Set<String> {
        Set(program.declarations.compactMap { declaration -> String? in
            if case .type(let decl) = declaration { return decl.name } else { return nil }
        })
    }

    /// The `previews` listing: number, name, where it is declared.
    func previewsListing() -> String {
        let found = previews
        guard !found.isEmpty else { return "no previews; declare #Preview { … } or a PreviewProvider" }
        let titles = found.map(Self.title)
        let width = titles.map(\.count).max() ?? 0
        return found.enumerated().map { index, preview in
            let title = titles[index].padding(toLength: width, withPad: " ", startingAt: 0)
            return "\(index + 1)  \(title)  \(preview.location.file):\(preview.location.line)"
        }.joined(separator: "\n")
    }

    private static func title(_ preview: Preview) -> String {
        switch preview.source {
        case .macro: return preview.name.map { "#Preview \"\($0)\"" } ?? "#Preview"
        case .provider(let typeName): return "\(typeName) (PreviewProvider)"
        }
    }

    /// What `mount ARGUMENT` evaluates: a preview's content for `preview NAME|N`, `MyApp()` for
    /// the name of an `App` type, otherwise nil (the argument is an expression).
    func mountExpression(_ argument: String) throws -> Expr? {
        if argument.allSatisfy(\.isWhitespace) { return try soleRoot() }
        if argument == "preview" || argument.hasPrefix("preview ") {
            return try preview(named: String(argument.dropFirst("preview".count))).contentExpression
        }
        if let app = appType(named: argument) {
            return Expr(.call(callee: Expr(.identifier(app.name), at: app.location), arguments: []), at: app.location)
        }
        return nil
    }

    private func preview(named text: String) throws -> Preview {
        var key = text.trimmingCharacters(in: .whitespaces)
        if key.count >= 2, key.hasPrefix("\""), key.hasSuffix("\"") { key = String(key.dropFirst().dropLast()) }
        let found = previews
        guard !found.isEmpty else { throw CommandError("no previews; declare #Preview { … } or a PreviewProvider", code: "command") }
        if key.isEmpty, found.count == 1 { return found[0] }
        guard !key.isEmpty else { throw CommandError("usage: mount preview NAME|N (see 'previews')") }
        if let number = Int(key) {
            guard (1...found.count).contains(number) else {
                throw CommandError("no preview \(number); there \(found.count == 1 ? "is 1" : "are \(found.count)") (see 'previews')", code: "command")
            }
            return found[number - 1]
        }
        let named = found.filter { $0.name == key }
        guard let first = named.first else { throw CommandError("no preview named '\(key)' (see 'previews')", code: "command") }
        if named.count > 1 { throw CommandError("\(named.count) previews are named '\(key)'; mount one by number (see 'previews')", code: "command") }
        return first
    }

    /// What a bare `mount` mounts: the only preview, or with none the only `App`; an error
    /// naming the choices otherwise.
    private func soleRoot() throws -> Expr {
        let found = previews
        let apps = engine.programs.flatMap { program in
            program.declarations.compactMap { declaration -> TypeDecl? in
                guard case .type(let type) = declaration, appType(named: type.name) != nil else { return nil }
                return type
            }
        }
        if found.count == 1 { return found[0].contentExpression }
        if found.isEmpty, apps.count == 1, let app = try mountExpression(apps[0].name) { return app }
        var choices = ["a view, e.g. 'mount ContentView()'"]
        if !found.isEmpty { choices.append("'mount preview N' for one of \(found.count) previews (see 'previews')") }
        choices += apps.map { "'mount \($0.name)' for the app's window" }
        throw CommandError("mount what? \(choices.joined(separator: "; "))", code: "command")
    }

    /// A user type named `name` that conforms to `App` (`mount MyApp` or `mount MyApp()`).
    private func appType(named argument: String) -> TypeDecl? {
        var name = argument
        if name.hasSuffix("()") { name = String(name.dropLast(2)) }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        for program in engine.programs {
            for case .type(let type) in program.declarations where type.name == name
                && type.inheritedTypes.contains(where: { $0.name == "App" || $0.name == "SwiftUI.App" }) {
                return type
            }
        }
        return nil
    }

    /// A preview that shows several views side by side (`previews` with two statements) is
    /// mounted as one `Group` of them, as the canvas shows them together.
    func groupingSeveralViews(_ value: Value) throws -> Value {
        guard case .builtin(let built) = value, built.kind == "TupleView" else { return value }
        return try engine.graph.construct(typeName: "Group", arguments: [ArgumentValue(label: "content", value: value, location: .builtin)],
                                          at: .builtin)
    }
}
