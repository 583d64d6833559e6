import VivariumSyntax

/// `@Query` properties, expanded as a dynamic property that reads the view's model context:
/// `@Query(sort: \Item.title) var items: [Item]` becomes
///
///     var _items = Query(sort: \Item.title)
///     @Environment(\.modelContext) private var _itemsModelContext
///     var items: [Item] { _items._fetch(in: _itemsModelContext, _type: Item.self) }
///
/// so the body that reads `items` runs the fetch, reads the context's store (an `@Observable`
/// property) and is invalidated when an insert or delete changes it (Apple, "Query": "a
/// property wrapper that fetches a set of models and keeps those models in sync with the
/// underlying data"). `_items = Query(filter: …)` in an initializer sets the query, as in SwiftUI.
enum SwiftDataQueries {
    /// `program` with every `@Query` property of its types (and their nested types) expanded.
    static func expand(_ program: Program) -> Program {
        var result = program
        result.declarations = program.declarations.map { declaration in
            switch declaration {
            case .type(let type): return .type(expand(type))
            case .extension(var decl):
                decl.members = expand(decl.members)
                return .extension(decl)
            default: return declaration
            }
        }
        return result
    }

    /// Without `import SwiftData`, `@Model` and `@Query` name nothing: swiftc's
    /// `unknown attribute` at each.
    static func unknownAttributes(in program: Program) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func visit(_ members: [MemberDecl]) {
            for member in members {
                switch member {
                case .type(let nested): visit(type: nested)
                case .property(let property):
                    if let query = property.attributes.first(where: { $0.name == "Query" }) {
                        found.append(.error("unknown attribute 'Query'", at: query.location))
                    }
                default: break
                }
            }
        }
        func visit(type: TypeDecl) {
            if let model = type.attributes.first(where: { $0.name == "Model" }) {
                found.append(.error("unknown attribute 'Model'", at: model.location))
            }
            visit(type.members)
        }
        for declaration in program.declarations {
            if case .type(let type) = declaration { visit(type: type) }
            if case .extension(let decl) = declaration { visit(decl.members) }
        }
        return found
    }

    private static func expand(_ type: TypeDecl) -> TypeDecl {
        var type = type
        type.members = expand(type.members)
        return type
    }

    private static func expand(_ members: [MemberDecl]) -> [MemberDecl] {
        members.flatMap { member -> [MemberDecl] in
            switch member {
            case .type(let nested): return [.type(expand(nested))]
            case .property(let property) where property.wrapper?.name == "Query" && property.getter == nil:
                return expand(property).map { .property($0) }
            default: return [member]
            }
        }
    }

    private static func expand(_ property: PropertyDecl) -> [PropertyDecl] {
        let at = property.location
        let wrapper = property.wrapper!
        let storageName = "_" + property.name
        let contextName = storageName + "ModelContext"
        func identifier(_ name: String) -> Expr { Expr(.identifier(name), at: at) }
        let construct = Expr(.call(callee: identifier("Query"), arguments: wrapper.arguments), at: at)
        let storage = PropertyDecl(
            name: storageName, isLet: false, modifiers: property.modifiers.subtracting([.lazy]),
            attributes: property.attributes.filter { $0.name != wrapper.name },
            type: .named("Query"), initializer: construct, location: at, nameLocation: property.nameLocation)
        let key = Expr(.keyPath(root: nil, components: ["modelContext"]), at: at)
        let environment = Attribute(name: "Environment", arguments: [Argument(label: nil, value: key, location: at)], location: at)
        let context = PropertyDecl(
            name: contextName, isLet: false, modifiers: [.private], attributes: [environment], wrapper: environment,
            type: nil, initializer: nil, location: at, nameLocation: property.nameLocation)
        var arguments = [Argument(label: "in", value: identifier(contextName), location: at)]
        if let element = elementTypeName(property.type) {
            arguments.append(Argument(label: "_type", value: Expr(.member(base: identifier(element), name: "self"), at: at), location: at))
        }
        let fetch = Expr(.call(callee: Expr(.member(base: identifier(storageName), name: "_fetch"), at: at), arguments: arguments), at: at)
        let computed = PropertyDecl(
            name: property.name, isLet: false, modifiers: property.modifiers.subtracting([.lazy]),
            attributes: [], type: property.type, initializer: nil,
            getter: [Statement(.return(fetch), at: at)], location: at, nameLocation: property.nameLocation)
        return [storage, context, computed]
    }

    /// `Item` of `[Item]` or `Array<Item>`.
    private static func elementTypeName(_ type: TypeReference?) -> String? {
        switch type {
        case .array(let element)?: return element.nominalName
        case .named("Array", let generics)? where generics.count == 1: return generics[0].nominalName
        default: return nil
        }
    }
}
