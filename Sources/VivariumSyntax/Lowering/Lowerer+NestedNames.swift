import SwiftSyntax

/// Nested types that share a name. The playground keeps a type by its name, and a nested
/// type by its own last name (`Order.Status` is `Status`), so two nested types named alike
/// (`Order.Status` and `Ticket.Status`) would be one. When a file declares such a pair, each
/// of them is named by its owner instead (`Order.Status`), and so is every mention of the
/// name inside its owner (`var status: Status`, `Status.allCases`) or through it
/// (`Order.Status`), as Swift resolves a nested name: innermost enclosing type first.
/// `CodingKeys` too: a hand-written `init(from:)` or `encode(to:)` names its own.
struct NestedNames {
    /// Nested type name → the (last names of the) types that declare it, for shared names only.
    var owners: [String: Set<String>] = [:]

    init() {}

    /// The shared nested names of `file`'s types (and of their nested types).
    init(_ file: SourceFileSyntax) {
        var all: [String: Set<String>] = [:]
        var topLevel: Set<String> = []
        func visit(_ members: MemberBlockSyntax, owner: String) {
            for member in members.members {
                guard let (name, nested) = Self.typeParts(member.decl) else { continue }
                all[name, default: []].insert(owner)
                if let nested { visit(nested, owner: name) }
            }
        }
        for item in file.statements {
            guard case .decl(let decl) = item.item else { continue }
            if let (name, members) = Self.typeParts(decl) {
                topLevel.insert(name)
                if let members { visit(members, owner: name) }
            } else if let ext = decl.as(ExtensionDeclSyntax.self) {
                let owner = Lowerer.extendedTypeName(ext.extendedType).split(separator: ".").last.map(String.init) ?? ""
                visit(ext.memberBlock, owner: owner)
            }
        }
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

    /// `name` as it is known inside `enclosing` (outermost first): `Order.Status` inside
    /// `Order`, unchanged when it is no shared nested name or no enclosing type declares it.
    func qualified(_ name: String, in enclosing: [String]) -> String {
        guard let declaring = owners[name] else { return name }
        for outer in enclosing.reversed() where declaring.contains(outer) { return "\(outer).\(name)" }
        return name
    }

    /// `Order.Status` written with its owner, when `name` is a shared name `owner` declares.
    func qualified(_ name: String, owner: String) -> String? {
        owners[name]?.contains(owner) == true ? "\(owner).\(name)" : nil
    }
}
