import VivariumGraph
import VivariumInterpreter
import VivariumSyntax

/// What redeclaring a type means for a live graph.
///
/// A session is one growing file, and pasting a new `struct CounterView` over the old one is how
/// people try a variation. A mounted tree built by the old code cannot be kept coherent with the
/// new one (its nodes hold the old wrappers' storage; its objects have the old stored
/// properties), so when the mounted graph uses a redeclared type the session rebuilds it from
/// its mount, as Xcode Previews rebuild a preview after an edit: the old tree is removed (its
/// `onDisappear` actions and `deinit`s run) and the root is mounted again with the new code.
enum Redeclaration {
    /// Names of the types `program` declares that an earlier input declared too.
    static func typeNames(in program: Program, declaredBefore programs: [Program]) -> Set<String> {
        let new = Set(program.declarations.compactMap { declaration -> String? in
            if case .type(let decl) = declaration { return decl.name } else { return nil }
        })
        guard !new.isEmpty else { return [] }
        var redeclared: Set<String> = []
        for earlier in programs {
            for case .type(let decl) in earlier.declarations where new.contains(decl.name) { redeclared.insert(decl.name) }
        }
        return redeclared
    }

    /// The functions `program` declares that replace an earlier input's (the same name, labels
    /// and types: `FunctionDecl.redeclarationKey`), by that key; previews are `replacesPreviews`'.
    static func functionKeys(in program: Program, declaredBefore programs: [Program]) -> Set<String> {
        let new = Set(program.declarations.compactMap { declaration -> String? in
            if case .function(let decl) = declaration, !Preview.isPreviewFunction(decl) { return decl.redeclarationKey }
            return nil
        })
        guard !new.isEmpty else { return [] }
        var replaced: Set<String> = []
        for earlier in programs {
            for case .function(let decl) in earlier.declarations where new.contains(decl.redeclarationKey) {
                replaced.insert(decl.redeclarationKey)
            }
        }
        return replaced
    }

    /// Whether `program` declares a top-level type named `name`.
    static func declaresType(_ name: String, _ program: Program) -> Bool {
        program.declarations.contains { if case .type(let decl) = $0 { decl.name == name } else { false } }
    }

    /// Where the mounted graph uses the types `names`: nodes of those types, and live objects of
    /// those classes, in tree order (`CounterView at ParentView/VStack/CounterView`).
    static func mountedUses(of names: Set<String>, in graph: ViewGraph, heap: Heap) -> [String] {
        guard !names.isEmpty, graph.root != nil else { return [] }
        var uses = graph.allNodes.filter { names.contains($0.typeName) }.map { "\($0.typeName) at \($0.path)" }
        let objects = heap.objects.values.filter { names.contains($0.typeName) }.sorted { $0.id < $1.id }
        uses += objects.map { "\($0.name) (live)" }
        return uses
    }

    /// The reply's account of a rebuild.
    static func rebuildNote(uses: [String], mountArgument: String) -> String {
        let shown = uses.prefix(4).joined(separator: ", ") + (uses.count > 4 ? ", and \(uses.count - 4) more" : "")
        return " — in use by the mounted graph (\(shown)); the graph was rebuilt with the new code: "
            + "the old tree was unmounted and `mount \(mountArgument)` ran again, so state starts over "
            + "(as Xcode Previews rebuild after an edit)"
    }
}
