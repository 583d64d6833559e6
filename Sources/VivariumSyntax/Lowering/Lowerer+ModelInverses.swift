import SwiftSyntax

/// SwiftData keeps both ends of a relationship in step (Apple, "Relationship(…inverse:…)":
/// "the inverse relationship … SwiftData updates it automatically"): with
/// `@Relationship(inverse: \Note.folder) var notes: [Note]`, appending a note to a folder's
/// `notes` sets the note's `folder`, and setting a note's `folder` adds it to that folder's
/// `notes` (and takes it out of the previous folder's). Each end gets a `didSet` that updates
/// the other, written here as Swift and lowered like the file.
struct ModelSchema {
    /// The `@Model` classes of the file.
    var classNames: Set<String> = []
    /// `Folder.notes` → `Note.folder` and back, for every `inverse:` written.
    var inverses: [String: (type: String, property: String)] = [:]
    /// The to-many ends (`Folder.notes`) and the optional to-one ends (`Note.folder`).
    var toMany: Set<String> = []
    var optionalToOne: Set<String> = []

    init() {}

    init(_ file: SourceFileSyntax) {
        var relationships: [(owner: String, property: String, inverse: KeyPathExprSyntax)] = []
        for item in file.statements {
            guard let decl = item.item.as(ClassDeclSyntax.self),
                  decl.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Model" }) else { continue }
            let owner = decl.name.identifierText
            classNames.insert(owner)
            for member in decl.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierText else { continue }
                if let type = binding.typeAnnotation?.type {
                    if type.is(ArrayTypeSyntax.self) { toMany.insert("\(owner).\(name)") }
                    if type.is(OptionalTypeSyntax.self) { optionalToOne.insert("\(owner).\(name)") }
                }
                for case .attribute(let attribute) in variable.attributes where attribute.attributeName.trimmedDescription == "Relationship" {
                    guard case .argumentList(let arguments)? = attribute.arguments,
                          let inverse = arguments.first(where: { $0.label?.text == "inverse" })?.expression.as(KeyPathExprSyntax.self) else { continue }
                    relationships.append((owner, name, inverse))
                }
            }
        }
        for (owner, property, keyPath) in relationships {
            guard let root = keyPath.root?.trimmedDescription, keyPath.components.count == 1,
                  let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) else { continue }
            let other = component.declName.baseName.identifierText
            inverses["\(owner).\(property)"] = (root, other)
            inverses["\(root).\(other)"] = (owner, property)
        }
    }
}

extension Lowerer {
    /// `type` with a `didSet` on each end of a relationship whose inverse is written, and the
    /// `_didSet_<name>(_:)` method it calls.
    func keepingInversesInStep(_ type: TypeDecl) -> TypeDecl {
        var type = type
        var methods: [String] = []
        type.members = type.members.map { member in
            guard case .property(var property) = member, property.getter == nil, !property.isStatic,
                  let inverse = modelSchema.inverses["\(type.name).\(property.name)"],
                  let method = inverseMethod(type.name, property.name, inverse) else { return member }
            methods.append(method)
            let at = property.location
            let call = Expr(.call(callee: Expr(.member(base: Expr(.selfValue, at: at), name: "_didSet_\(property.name)"), at: at),
                                  arguments: [Argument(label: nil, value: Expr(.identifier("oldValue"), at: at), location: at)]), at: at)
            var didSet = property.didSet ?? Accessor(parameterName: "oldValue", body: [])
            if didSet.parameterName != "oldValue" {
                didSet.body.insert(Statement(.variable(VariableBinding(isLet: true, pattern: .binding("oldValue"), type: nil,
                                                                       value: Expr(.identifier(didSet.parameterName), at: at))), at: at), at: 0)
            }
            didSet.body.insert(Statement(.expression(call), at: at), at: didSet.parameterName == "oldValue" ? 0 : 1)
            property.didSet = didSet
            return .property(property)
        }
        guard !methods.isEmpty else { return type }
        let snippet = "extension \(type.name) {\n\(methods.joined(separator: "\n"))\n}\n"
        let lowered = Frontend.lower(SourceFile(name: "<@Model \(type.name)>", text: snippet))
        for case .extension(let decl) in lowered.program.declarations { type.members += decl.members }
        return type
    }

    private func inverseMethod(_ owner: String, _ name: String, _ inverse: (type: String, property: String)) -> String? {
        let key = "\(owner).\(name)", other = "\(inverse.type).\(inverse.property)", q = inverse.property
        let manyHere = modelSchema.toMany.contains(key), manyThere = modelSchema.toMany.contains(other)
        // NB: an end declared in another input is taken for an optional to-one (the usual
        // inverse of a to-many).
        let otherKnown = modelSchema.classNames.contains(inverse.type)
        guard manyHere || modelSchema.optionalToOne.contains(key),
              manyThere || modelSchema.optionalToOne.contains(other) || !otherKnown else { return nil }
        let parameter = manyHere ? "[\(inverse.type)]" : "\(inverse.type)?"
        let body: String
        switch (manyHere, manyThere) {
        case (true, false):
            body = """
                for item in \(name) where item.\(q) !== self { item.\(q) = self }
                for item in oldValue where item.\(q) === self && !\(name).contains(where: { $0 === item }) { item.\(q) = nil }
                """
        case (false, true):
            body = """
                if let old = oldValue, old !== \(name) { old.\(q).removeAll { $0 === self } }
                if let new = \(name), !new.\(q).contains(where: { $0 === self }) { new.\(q).append(self) }
                """
        case (false, false):
            body = """
                if let old = oldValue, old !== \(name), old.\(q) === self { old.\(q) = nil }
                if let new = \(name), new.\(q) !== self { new.\(q) = self }
                """
        case (true, true):
            body = """
                for item in \(name) where !item.\(q).contains(where: { $0 === self }) { item.\(q).append(self) }
                for item in oldValue where !\(name).contains(where: { $0 === item }) { item.\(q).removeAll { $0 === self } }
                """
        }
        return "func _didSet_\(name)(_ oldValue: \(parameter)) {\n\(body)\n}"
    }
}
