import SwiftSyntax

/// SwiftData's macros, expanded as their documented meaning (Apple, "Model()": "Converts a
/// Swift class into a stored model that's managed by SwiftData", a class that conforms to
/// `PersistentModel` and `Observable`; "Predicate(_:)"). The types they name come from the
/// bundled `SwiftData` module.
extension Lowerer {
    /// The attributes SwiftData puts on a model's stored properties; none is a property wrapper.
    static let modelPropertyAttributes: Set<String> = ["Attribute", "Relationship", "Transient"]

    /// `@Model final class Item { … }`: an `@Observable` class conforming to `PersistentModel`;
    /// a `@Transient` property is neither stored nor observed (`@ObservationIgnored`); the
    /// `@Relationship(deleteRule: .cascade)` properties are listed in `_cascadeRelationships`
    /// for `ModelContext.delete(_:)`, and every relationship in `_relatedModels` for `insert(_:)`.
    func applyingModelMacro(_ type: TypeDecl) -> TypeDecl {
        guard type.kind == .class, type.hasAttribute("Model") else { return type }
        var type = type
        let at = type.location
        if !type.hasAttribute("Observable") { type.attributes.append(Attribute(name: "Observable", location: at)) }
        if !type.inheritedTypes.contains(where: { $0.name == "PersistentModel" }) {
            type.inheritedTypes.append(InheritedType(name: "PersistentModel", location: type.nameLocation))
        }
        var cascade: [Expr] = []
        type.members = type.members.map { member in
            guard case .property(var property) = member else { return member }
            if property.hasAttribute("Transient"), !property.hasAttribute("ObservationIgnored") {
                property.attributes.append(Attribute(name: "ObservationIgnored", location: property.location))
            }
            if let relationship = property.attributes.first(where: { $0.name == "Relationship" }),
               relationship.arguments.contains(where: { argument in
                   guard argument.label == "deleteRule", case .implicitMember("cascade") = argument.value.kind else { return false }
                   return true
               }) {
                cascade.append(Expr(.member(base: Expr(.selfValue, at: property.location), name: property.name), at: property.location))
            }
            return .property(property)
        }
        let related = type.members.compactMap { member -> Expr? in
            guard case .property(let property) = member, isRelationship(property) else { return nil }
            return Expr(.member(base: Expr(.selfValue, at: property.location), name: property.name), at: property.location)
        }
        for (name, values) in [("_cascadeRelationships", cascade), ("_relatedModels", related)] {
            let list = Statement(.return(Expr(.array(values), at: at)), at: at)
            type.members.append(.property(PropertyDecl(
                name: name, isLet: false, attributes: [Attribute(name: "ObservationIgnored", location: at)],
                type: .array(.named("Any")), initializer: nil, getter: [list], location: at, nameLocation: at)))
        }
        type.members = type.members.map(insertingRelatedModels)
        type.members += uniquenessMembers(of: type)
        type.members.append(nullifyingMember(of: type))
        return keepingInversesInStep(type)
    }

    /// A relationship's `didSet` inserts what it now holds into the owner's context, when the
    /// owner is in one (`_SwiftDataRelationships.insertRelated(_:of:)`).
    private func insertingRelatedModels(_ member: MemberDecl) -> MemberDecl {
        guard case .property(var property) = member, !property.isLet, isRelationship(property) else { return member }
        let at = property.location
        let helper = Expr(.identifier("_SwiftDataRelationships"), at: at)
        let call = Expr(.call(callee: Expr(.member(base: helper, name: "insertRelated"), at: at), arguments: [
            Argument(label: nil, value: Expr(.member(base: Expr(.selfValue, at: at), name: property.name), at: at), location: at),
            Argument(label: "of", value: Expr(.selfValue, at: at), location: at),
        ]), at: at)
        var didSet = property.didSet ?? Accessor(parameterName: "oldValue", body: [])
        didSet.body.append(Statement(.expression(call), at: at))
        property.didSet = didSet
        return .property(property)
    }

    /// `_nullifyRelationships(to:)`: a deleted model leaves the relationships of the models
    /// that hold it (Apple, "Schema.Relationship.DeleteRule.nullify", the default rule: "nullifies
    /// the related model's reference to the deleted model"). A relationship is a property marked
    /// `@Relationship` or typed with a `@Model` class of the same file (`[Note]`, `Folder?`).
    /// A stored property `@Relationship` marks, or typed with a `@Model` class of the file.
    private func isRelationship(_ property: PropertyDecl) -> Bool {
        guard property.getter == nil, !property.isStatic, !property.hasAttribute("Transient") else { return false }
        if property.hasAttribute("Relationship") { return true }
        switch property.type {
        case .array(let element)?, .optional(let element)?: return element.nominalName.map(modelClassNames.contains) ?? false
        case .named(let name, _)?: return modelClassNames.contains(name)
        default: return false
        }
    }

    private func nullifyingMember(of type: TypeDecl) -> MemberDecl {
        let at = type.location
        let helper = Expr(.identifier("_SwiftDataRelationships"), at: at)
        func call(_ name: String, _ arguments: [(String?, Expr)]) -> Expr {
            Expr(.call(callee: Expr(.member(base: helper, name: name), at: at),
                       arguments: arguments.map { Argument(label: $0.0, value: $0.1, location: at) }), at: at)
        }
        let model = Expr(.identifier("model"), at: at)
        var body: [Statement] = []
        for case .property(let property) in type.members where !property.isLet && isRelationship(property) {
            let value = Expr(.member(base: Expr(.selfValue, at: at), name: property.name), at: at)
            let update: Statement
            if property.type?.isOptional == true || property.type?.nominalName.map(modelClassNames.contains) == true {
                update = Statement(.if(conditions: [.expression(call("isSame", [(nil, value), (nil, model)]))],
                                       then: [Statement(.expression(Expr(.assign(target: value, value: Expr(.nil, at: at)), at: at)), at: at)],
                                       else: nil), at: at)
            } else {
                update = Statement(.if(conditions: [.optionalBinding(isLet: true, name: "kept",
                                                                     value: call("removing", [(nil, model), ("from", value)]), location: at)],
                                       then: [Statement(.expression(Expr(.assign(target: value, value: Expr(.identifier("kept"), at: at)), at: at)), at: at)],
                                       else: nil), at: at)
            }
            body.append(update)
        }
        return .function(FunctionDecl(name: "_nullifyRelationships", parameters: [Parameter(label: "to", name: "model", type: .named("AnyObject"), location: at)],
                                      returnType: nil, body: body, location: at))
    }

    /// `@Attribute(.unique)`: `_hasSameUniqueValue(as:)` (any unique property equal) and
    /// `_takePersistedValues(from:)` (its other stored attributes copied), with which
    /// `ModelContext.insert(_:)` updates the model already stored instead of adding a second
    /// (Apple, "Schema.Attribute.Option.unique": "inserting a model with the same value as an
    /// existing model … results in an upsert").
    private func uniquenessMembers(of type: TypeDecl) -> [MemberDecl] {
        let at = type.location
        let stored = type.members.compactMap { member -> PropertyDecl? in
            guard case .property(let property) = member, property.getter == nil, !property.isStatic,
                  !property.hasAttribute("Transient") else { return nil }
            return property
        }
        func isUnique(_ property: PropertyDecl) -> Bool {
            property.attributes.contains { attribute in
                attribute.name == "Attribute" && attribute.arguments.contains { $0.value.kind == .implicitMember("unique") }
            }
        }
        func member(_ base: Expr, _ name: String) -> Expr { Expr(.member(base: base, name: name), at: at) }
        let this = Expr(.selfValue, at: at), other = Expr(.identifier("other"), at: at)
        var same = Expr(.boolean(false), at: at)
        for property in stored where isUnique(property) {
            let equal = Expr(.binary(op: "==", lhs: member(this, property.name), rhs: member(other, property.name)), at: at)
            same = if case .boolean(false) = same.kind { equal } else { Expr(.binary(op: "||", lhs: same, rhs: equal), at: at) }
        }
        // NB: relationships are left as they are: the new model's (usually empty) ones would
        // drop the stored model's related models.
        let copies = stored.filter { !$0.isLet && !isUnique($0) && !$0.hasAttribute("Relationship") }.map { property in
            Statement(.expression(Expr(.assign(target: member(this, property.name), value: member(other, property.name)), at: at)), at: at)
        }
        let parameter = Parameter(label: nil, name: "other", type: .named(type.name), location: at)
        return [
            .function(FunctionDecl(name: "_hasSameUniqueValue", parameters: [Parameter(label: "as", name: "other", type: .named(type.name), location: at)],
                                   returnType: .named("Bool"), body: [Statement(.return(same), at: at)], location: at)),
            .function(FunctionDecl(name: "_takePersistedValues", parameters: [Parameter(label: "from", name: "other", type: parameter.type, location: at)],
                                   returnType: nil, body: copies, location: at)),
        ]
    }

    /// `FetchDescriptor<Item>(…)`: the generic argument is kept as `_type: Item.self` (the
    /// playground drops generic arguments elsewhere, and a fetch must know its model type).
    /// Without `<Item>`, the root of a key path among the arguments names it
    /// (`FetchDescriptor(sortBy: [SortDescriptor(\Item.title)])`).
    func modelTypeArgument(of call: FunctionCallExprSyntax) -> [Argument] {
        let callee = call.calledExpression
        if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "FetchDescriptor" {
            guard let root = call.arguments.lazy.compactMap({ Self.keyPathRoot(in: Syntax($0.expression)) }).first else { return [] }
            return [typeArgument(.type(root), at: location(of: root))]
        }
        guard let specialized = callee.as(GenericSpecializationExprSyntax.self),
              let name = specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name == "FetchDescriptor", let argument = specialized.genericArgumentClause.arguments.first else { return [] }
        return [typeArgument(argument.argument, at: location(of: argument))]
    }

    private static func keyPathRoot(in node: Syntax) -> TypeSyntax? {
        if let keyPath = node.as(KeyPathExprSyntax.self), let root = keyPath.root { return root }
        for child in node.children(viewMode: .sourceAccurate) {
            if let root = keyPathRoot(in: child) { return root }
        }
        return nil
    }

    private func typeArgument(_ type: GenericArgumentSyntax.Argument, at: SourceLocation) -> Argument {
        let lowered: TypeReference
        switch type {
        case .type(let type): lowered = lowerType(type)
        case .expr(let expr):
            notSupported("value generic arguments", expr)
            lowered = .named("Any")
        }
        let base: Expr = if case .named(let name, let generics) = lowered, generics.isEmpty {
            Expr(.identifier(name), at: at)
        } else {
            Expr(.type(lowered), at: at)
        }
        return Argument(label: "_type", value: Expr(.member(base: base, name: "self"), at: at), location: at)
    }

    /// `#Predicate<Item> { !$0.done }`: `Predicate(_type: Item.self, { !$0.done })`. Its body
    /// may use what SwiftData translates to a store query: comparisons, boolean logic,
    /// arithmetic, member reads, literals, `contains`, `localizedStandardContains`,
    /// `starts(with:)`, `isEmpty`, `??` and optional chaining; anything else is reported.
    func lowerPredicate(_ node: MacroExpansionExprSyntax) -> Expr {
        let at = location(of: node)
        guard let closure = node.trailingClosure ?? node.arguments.first?.expression.as(ClosureExprSyntax.self) else {
            notSupported("#Predicate without a closure", node)
            return Expr(.discard, at: at)
        }
        checkPredicateBody(closure.statements)
        // `#Predicate { … }` without `<Item>` takes its type from the fetch or query it is in.
        let type = node.genericArgumentClause?.arguments.first.map { typeArgument($0.argument, at: location(of: $0)) }
        return Expr(.call(callee: Expr(.identifier("Predicate"), at: at), arguments: (type.map { [$0] } ?? []) + [
            Argument(label: nil, value: lowerExpr(ExprSyntax(closure)), location: location(of: closure)),
        ]), at: at)
    }

    static let predicateMethods: Set<String> = [
        "contains", "localizedStandardContains", "starts", "hasPrefix", "hasSuffix", "lowercased", "uppercased",
        "localizedLowercase", "isEmpty", "count", "flatMap", "map",
    ]
    static let predicateOperators: Set<String> = [
        "==", "!=", "<", "<=", ">", ">=", "&&", "||", "!", "+", "-", "*", "/", "%", "??",
    ]

    private func checkPredicateBody(_ items: CodeBlockItemListSyntax) {
        guard items.count == 1, let item = items.first else {
            notSupported("a #Predicate body of more than one expression", items)
            return
        }
        switch item.item {
        case .expr(let expr): checkPredicateExpr(expr)
        case .stmt(let statement):
            if let ret = statement.as(ReturnStmtSyntax.self), let expr = ret.expression {
                checkPredicateExpr(expr)
            } else {
                notSupported("this statement in a #Predicate", statement)
            }
        case .decl(let decl): notSupported("declarations in a #Predicate", decl)
        }
    }

    private func checkPredicateExpr(_ expr: ExprSyntax) {
        switch expr.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr,
             .stringLiteralExpr:
            return
        case .memberAccessExpr(let node):
            if let base = node.base { checkPredicateExpr(base) }
        case .optionalChainingExpr(let node):
            checkPredicateExpr(node.expression)
        case .forceUnwrapExpr(let node):
            checkPredicateExpr(node.expression)
        case .tupleExpr(let node) where node.elements.count == 1:
            checkPredicateExpr(node.elements.first!.expression)
        case .prefixOperatorExpr(let node) where Self.predicateOperators.contains(node.operator.text):
            checkPredicateExpr(node.expression)
        case .infixOperatorExpr(let node):
            guard let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
                  Self.predicateOperators.contains(op) else {
                notSupported("this operator in a #Predicate", node.operator)
                return
            }
            checkPredicateExpr(node.leftOperand)
            checkPredicateExpr(node.rightOperand)
        case .ternaryExpr(let node):
            checkPredicateExpr(node.condition)
            checkPredicateExpr(node.thenExpression)
            checkPredicateExpr(node.elseExpression)
        case .functionCallExpr(let node):
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  Self.predicateMethods.contains(member.declName.baseName.text) else {
                notSupported("this call in a #Predicate (SwiftData translates only comparisons, boolean logic and string or collection tests such as contains(_:) and localizedStandardContains(_:))", node.calledExpression)
                return
            }
            if let base = member.base { checkPredicateExpr(base) }
            for argument in node.arguments { checkPredicateExpr(argument.expression) }
            if let closure = node.trailingClosure { checkPredicateBody(closure.statements) }
        case .closureExpr(let node):
            checkPredicateBody(node.statements)
        default:
            notSupported("this expression in a #Predicate", expr)
        }
    }
}
