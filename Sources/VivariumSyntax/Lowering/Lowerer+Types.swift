import SwiftSyntax

extension Lowerer {
    /// Toolbar content as the playground models it: `ToolbarItem` and `ToolbarItemGroup` are
    /// views, so `some ToolbarContent` is `some View` and a `@ToolbarContentBuilder` builds
    /// with `@ViewBuilder` (what `.toolbar { … }` takes either way).
    static let toolbarContentNames: [String: String] = [
        "ToolbarContent": "View", "CustomizableToolbarContent": "View", "ToolbarContentBuilder": "ViewBuilder",
    ]

    /// Lowers a written type. Attributes and `inout` on a type are dropped here; parameters
    /// read them before calling this.
    func lowerType(_ type: TypeSyntax) -> TypeReference {
        switch type.as(TypeSyntaxEnum.self) {
        case .identifierType(let node):
            if let view = Self.toolbarContentNames[node.name.identifierText], node.genericArgumentClause == nil,
               nestedNames.qualified(node.name.identifierText, in: enclosingTypes) == node.name.identifierText {
                return .named(view)
            }
            return .named(nestedNames.qualified(node.name.identifierText, in: enclosingTypes),
                          generics: lowerGenericArguments(node.genericArgumentClause))
        case .memberType(let node):
            // `Unicode.Scalar`: the standard library's `UnicodeScalar` is its type alias.
            if node.name.identifierText == "Scalar", node.baseType.trimmedDescription == "Unicode" { return .named("UnicodeScalar") }
            let base = lowerType(node.baseType)
            let generics = lowerGenericArguments(node.genericArgumentClause)
            // `Order.Status` when `Status` is a nested name two types share.
            if generics.isEmpty, case .named(let owner, let ownerGenerics) = base, ownerGenerics.isEmpty,
               let qualified = nestedNames.qualified(node.name.identifierText, writtenOwner: owner) {
                return .named(qualified)
            }
            return .member(base, generics.isEmpty ? node.name.identifierText : TypeReference.named(node.name.identifierText, generics: generics).description)
        case .optionalType(let node):
            return .optional(lowerType(node.wrappedType))
        case .implicitlyUnwrappedOptionalType(let node):
            return .implicitlyUnwrapped(lowerType(node.wrappedType))
        case .arrayType(let node):
            return .array(lowerType(node.element))
        case .dictionaryType(let node):
            return .dictionary(key: lowerType(node.key), value: lowerType(node.value))
        case .tupleType(let node):
            let elements = node.elements.map { lowerType($0.type) }
            let labels = node.elements.map { element in element.firstName.map(\.identifierText) }
            return elements.count == 1 && node.elements.first?.firstName == nil ? elements[0] : .tuple(elements, labels: labels)
        case .functionType(let node):
            // `(inout State, Action) -> Void`: the `inout` is kept, so a closure of this type may
            // assign to that parameter.
            return .function(parameters: node.parameters.map { parameter in
                                 let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains { specifier in
                                     if case .simpleTypeSpecifier(let simple) = specifier { simple.specifier.tokenKind == .keyword(.inout) } else { false }
                                 } ?? false
                                 return isInout ? .inoutParameter(lowerType(parameter.type)) : lowerType(parameter.type)
                             },
                             result: lowerType(node.returnClause.type),
                             isAsync: node.effectSpecifiers?.asyncSpecifier != nil,
                             isThrowing: node.effectSpecifiers?.throwsClause != nil)
        case .someOrAnyType(let node):
            let written = node.constraint.trimmedDescription
            let constraint = Self.toolbarContentNames[written] ?? written
            return node.someOrAnySpecifier.tokenKind == .keyword(.some) ? .opaque(constraint) : .existential(constraint)
        case .metatypeType(let node):
            return .metatype(lowerType(node.baseType))
        case .attributedType(let node):
            return lowerType(node.baseType)
        case .compositionType(let node):
            // NB: `A & B` is kept by name for display; the playground does not check conformances here.
            return .named(node.trimmedDescription)
        default:
            notSupported("this kind of type", type)
            return .named(type.trimmedDescription)
        }
    }

    func lowerGenericArguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeReference] {
        guard let clause else { return [] }
        return clause.arguments.compactMap { argument in
            switch argument.argument {
            case .type(let type): return lowerType(type)
            case .expr(let expr):
                notSupported("value generic arguments", expr)
                return nil
            }
        }
    }

    /// The type an expression spells, for `[String]()` and `[String: Int]()`; `nil` when the
    /// expression is not a plain type name.
    func typeReference(spelledBy expr: ExprSyntax) -> TypeReference? {
        switch expr.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let node):
            guard node.argumentNames == nil, node.baseName.text.first?.isUppercase == true else { return nil }
            return .named(node.baseName.identifierText)
        case .genericSpecializationExpr(let node):
            guard case .named(let name, _)? = typeReference(spelledBy: node.expression) else { return nil }
            return .named(name, generics: lowerGenericArguments(node.genericArgumentClause))
        case .memberAccessExpr(let node):
            guard let base = node.base, let baseType = typeReference(spelledBy: base),
                  node.declName.baseName.text.first?.isUppercase == true else { return nil }
            return .member(baseType, node.declName.baseName.identifierText)
        case .arrayExpr(let node):
            guard node.elements.count == 1, let element = node.elements.first,
                  let type = typeReference(spelledBy: element.expression) else { return nil }
            return .array(type)
        case .dictionaryExpr(let node):
            guard case .elements(let elements) = node.content, elements.count == 1, let element = elements.first,
                  let key = typeReference(spelledBy: element.key),
                  let value = typeReference(spelledBy: element.value) else { return nil }
            return .dictionary(key: key, value: value)
        case .optionalChainingExpr(let node):
            return typeReference(spelledBy: node.expression).map { .optional($0) }
        case .typeExpr(let node):
            return lowerType(node.type)
        default:
            return nil
        }
    }
}
