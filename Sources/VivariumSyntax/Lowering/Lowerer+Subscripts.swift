import SwiftSyntax

/// User subscripts: `subscript(i: Int) -> T { get { … } set { … } }` lowers to a method
/// named `subscript` (the getter) and one named `subscript(set)` taking the new value last
/// (the setter, `mutating` unless declared `nonmutating`). `x[i]` calls the first, `x[i] = v`
/// the second. A subscript parameter has no argument label unless one is written
/// (`subscript(index i: Int)`), unlike a function's.
extension Lowerer {
    static let subscriptGetterName = "subscript"
    static let subscriptSetterName = "subscript(set)"

    func lowerSubscript(_ node: SubscriptDeclSyntax) -> [MemberDecl] {
        var parameters = lowerParameters(node.parameterClause)
        for (index, parameter) in node.parameterClause.parameters.enumerated() where parameter.secondName == nil {
            parameters[index].label = nil
        }
        let modifiers = lowerModifiers(node.modifiers)
        let returnType = lowerType(node.returnClause.type)
        let at = location(of: node)
        var getter: [Statement] = []
        var setter: (parameter: String, body: [Statement], nonmutating: Bool)?
        switch node.accessorBlock?.accessors {
        case .getter(let items)?:
            getter = lowerStatements(items)
        case .accessors(let accessors)?:
            for accessor in accessors {
                let body = accessor.body.map(lowerBlock) ?? []
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get):
                    getter = body
                case .keyword(.set):
                    setter = (accessor.parameters?.name.identifierText ?? "newValue", body,
                              accessor.modifier?.name.tokenKind == .keyword(.nonmutating))
                default:
                    notSupported("'\(accessor.accessorSpecifier.text)' accessors in subscripts", accessor)
                }
            }
        case nil:
            notSupported("subscripts without a body", node)
            return []
        }
        var members: [MemberDecl] = [.function(FunctionDecl(
            name: Self.subscriptGetterName, parameters: parameters, returnType: returnType, body: getter,
            modifiers: modifiers, attributes: lowerAttributes(node.attributes), location: at))]
        if let setter {
            var setterModifiers = modifiers
            if !setter.nonmutating { setterModifiers.insert(.mutating) }
            let newValue = Parameter(label: nil, name: setter.parameter, type: returnType, location: at)
            members.append(.function(FunctionDecl(
                name: Self.subscriptSetterName, parameters: parameters + [newValue], returnType: nil,
                body: setter.body, modifiers: setterModifiers, location: at)))
        }
        return members
    }
}
