import SwiftSyntax

/// Nested types that share a name. The playground keeps a type by its name, and a nested
/// type by its own last name (`Order.Status` is `Status`), so two nested types named alike
/// (`Order.Status` and `Ticket.Status`) would be one. When a file declares such a pair, each
/// of them is named by its owner instead (`Order.Status`), and so is every mention of the
/// name inside its owner (`var status: Status`, `Status.allCases`) or through it
/// (`Order.Status`), as Swift resolves a nested name: innermost enclosing type first.
/// `CodingKeys` too: a hand-written `init(from:)` or `encode(to:)` names its own.
/// An owner that is itself a shared nested name lends its own qualified name: `Pie` nested in
/// `CardView.Constants` (beside `Cardify.Constants` and a top-level `Pie`) is
/// `CardView.Constants.Pie`, so `Constants.Pie` inside `CardView` finds it.
struct NestedNames {
    /// Nested type name → the paths of the types that declare it (`CardView.Constants`: the
    /// owners' names from the outermost), for shared names only.
    var owners: [String: Set<String>] = [:]
    /// Every nested type's last name, shared or not (`ViewModel` of `LoginView.ViewModel`).
    var nested: Set<String> = []

    init() {}

    /// The shared nested names of `file`'s types (and of their nested types).
    init(_ file: SourceFileSyntax) {
        var all: [String: Set<String>] = [:]
        var topLevel: Set<String> = []
        var nestedNames: Set<String> = []
        func visit(_ members: MemberBlockSyntax, owner: String) {
            for member in members.members {
                guard let (name, nested) = Self.typeParts(member.decl) else { continue }
                all[name, default: []].insert(owner)
                nestedNames.insert(name)
                let path = "\(owner).\(name)"
                if SynthesizedCodingKeys.isSynthesized(for: member.decl) { all["CodingKeys", default: []].insert(path) }
                if let nested { visit(nested, owner: path) }
            }
        }
        for item in file.statements {
            guard case .decl(let decl) = item.item else { continue }
            if let (name, members) = Self.typeParts(decl) {
                topLevel.insert(name)
                if SynthesizedCodingKeys.isSynthesized(for: decl) { all["CodingKeys", default: []].insert(name) }
                if let members { visit(members, owner: name) }
            } else if let ext = decl.as(ExtensionDeclSyntax.self) {
                visit(ext.memberBlock, owner: Lowerer.extendedTypeName(ext.extendedType))
            }
        }
        nested = nestedNames
        for (name, declaring) in all where declaring.count > 1 || topLevel.contains(name) {
            owners[name] = declaring
        }
    }

    private static func typeParts(_ decl: DeclSyntax) -> (String, MemberBlockSyntax?)? {
        if let node = decl.as(StructDeclSyntax.self) { return (node.name.identifierText, node.memberBlock) }
        if let node = decl.as(ClassDeclSyntax.self) { return (node.name.identifierText, node.memberBlock) }
        if let node = decl.as(EnumDeclSyntax.self) { return (node.name.identifierText, node.memberBlock) }
        if let node = decl.as(ActorDeclSyntax.self) { return (node.name.identifierText, node.memberBlock) }
        return nil
    }

    /// `name` as it is known inside the enclosing types (outermost first; each one's path and
    /// declared name, see `Lowerer.Enclosing`): `Order.Status` inside `Order`, unchanged when it
    /// is no shared nested name or no enclosing type declares it.
    func qualified(_ name: String, in enclosing: [Lowerer.Enclosing]) -> String {
        guard let declaring = owners[name] else { return name }
        for outer in enclosing.reversed() where declaring.contains(outer.path) { return "\(outer.declaredName).\(name)" }
        return name
    }

    /// The name of a type `name` declared in `owner` (its path and declared name): the owner's
    /// declared name and `name` when `name` is a shared nested name, else nil (`name` itself).
    func qualified(_ name: String, owner: Lowerer.Enclosing) -> String? {
        owners[name]?.contains(owner.path) == true ? "\(owner.declaredName).\(name)" : nil
    }

    /// `Order.Status` written with its owner `Order` (the owner's declared name, as a written
    /// type lowers to): when `name` is a shared name a type of that declared name declares.
    func qualified(_ name: String, writtenOwner owner: String) -> String? {
        guard let declaring = owners[name] else { return nil }
        let last = owner.split(separator: ".").last.map(String.init) ?? owner
        let declares = declaring.contains { path in
            path == owner || path.hasSuffix(".\(owner)") || path == last || path.hasSuffix(".\(last)")
        }
        return declares ? "\(owner).\(name)" : nil
    }
}

extension Lowerer {
    /// A type being lowered: its path (the names from the outermost type, `CardView.Constants`;
    /// an extension's is the name it extends) and the name it is declared by (`Constants`, or
    /// `CardView.Constants` when another type declares a `Constants` too).
    struct Enclosing {
        let path: String
        let declaredName: String
    }

    /// The enclosing entry of a type named `simpleName` declared inside the current one.
    func enclosingEntry(declaring simpleName: String) -> Enclosing {
        guard let owner = enclosingTypes.last else { return Enclosing(path: simpleName, declaredName: simpleName) }
        return Enclosing(path: "\(owner.path).\(simpleName)",
                         declaredName: nestedNames.qualified(simpleName, owner: owner) ?? simpleName)
    }

    /// The enclosing entry of `extension Name`: the extended type by its declared name.
    func enclosingEntry(extending extended: String) -> Enclosing {
        let parts = extended.split(separator: ".").map(String.init)
        guard parts.count > 1, let last = parts.last else { return Enclosing(path: extended, declaredName: extended) }
        let ownerPath = parts.dropLast().joined(separator: ".")
        let shared = nestedNames.owners[last]?.contains(ownerPath) == true
        return Enclosing(path: extended, declaredName: shared ? extended : last)
    }
}
