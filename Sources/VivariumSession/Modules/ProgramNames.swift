import VivariumSyntax

/// The identifiers and member names a program mentions (for loading bundled modules on use).
enum ProgramNames {
    static func identifiers(in program: Program) -> Set<String> {
        var names = Set<String>()
        var visitor = Visitor(names: names)
        for declaration in program.declarations { visitor.visit(declaration) }
        names = visitor.names
        return names
    }

    private struct Visitor {
        var names: Set<String>

        mutating func visit(_ declaration: Declaration) {
            switch declaration {
            case .type(let decl): visit(decl)
            case .extension(let decl):
                names.insert(decl.extendedType)
                for member in decl.members { visit(member) }
            case .function(let decl): visit(decl)
            case .variable(let decl): visit(decl)
            case .statement(let statement): visit([statement])
            // `typealias Completion<T> = (Result<T, ServiceError>) -> Void` names `Result`.
            case .typealias(let alias): insertNames(of: alias.type)
            case .import: break
            }
        }

        /// Every type name `type` mentions, generic arguments and elements too (`Result` in
        /// `(Result<T, E>) -> Void`, `Set<DateComponents>`, `[Calendar.Component: Int]`).
        mutating func insertNames(of type: TypeReference) {
            switch type {
            case .named(let name, let generics):
                names.insert(name)
                for generic in generics { insertNames(of: generic) }
            case .member(let base, let name): names.insert(name); insertNames(of: base)
            case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped), .metatype(let wrapped),
                 .inoutParameter(let wrapped):
                insertNames(of: wrapped)
            case .dictionary(let key, let value): insertNames(of: key); insertNames(of: value)
            case .tuple(let elements, _): for element in elements { insertNames(of: element) }
            case .function(let parameters, let result, _, _):
                for parameter in parameters { insertNames(of: parameter) }
                insertNames(of: result)
            case .opaque(let name), .existential(let name): names.insert(name)
            }
        }

        mutating func visit(_ decl: TypeDecl) {
            for inherited in decl.inheritedTypes { names.insert(inherited.name) }
            for member in decl.members { visit(member) }
        }

        mutating func visit(_ member: MemberDecl) {
            switch member {
            case .property(let property): visit(property)
            case .function(let function): visit(function)
            case .initializer(let initializer): visit(initializer.body)
            case .deinitializer(let deinitializer): visit(deinitializer.body)
            case .type(let nested): visit(nested)
            case .typealias(let alias): insertNames(of: alias.type)
            case .enumCase: break
            }
        }

        /// A function's body and the types its signature names (`-> Result<String, MyError>`).
        mutating func visit(_ function: FunctionDecl) {
            if let type = function.returnType { insertNames(of: type) }
            for parameter in function.parameters { insertNames(of: parameter.type) }
            visit(function.body)
        }

        mutating func visit(_ property: PropertyDecl) {
            if let type = property.type { insertNames(of: type) }
            if let wrapper = property.wrapper { names.insert(wrapper.name) }
            if let initializer = property.initializer { visit(initializer) }
            if let getter = property.getter { visit(getter) }
            // Accessors name things too (`willSet { objectWillChange.send() }`).
            for accessor in [property.setter, property.willSet, property.didSet] {
                if let accessor { visit(accessor.body) }
            }
        }

        mutating func visit(_ statements: [Statement]) {
            for statement in statements {
                switch statement.kind {
                case .expression(let expr): visit(expr)
                case .variable(let binding): if let value = binding.value { visit(value) }
                case .if(let conditions, let then, let elseClause):
                    visit(conditions)
                    visit(then)
                    switch elseClause {
                    case .block(let block)?: visit(block)
                    case .elseIf(let nested)?: visit([nested])
                    case nil: break
                    }
                case .guard(let conditions, let body): visit(conditions); visit(body)
                case .forIn(_, let sequence, _, let body): visit(sequence); visit(body)
                case .while(let conditions, let body): visit(conditions); visit(body)
                case .repeatWhile(let body, let condition): visit(body); visit(condition)
                case .switch(let subject, let cases): visit(subject); for c in cases { visit(c.body) }
                case .return(let expr): if let expr { visit(expr) }
                case .throw(let expr): visit(expr)
                case .defer(let body): visit(body)
                case .do(let body, let catches): visit(body); for c in catches { if let condition = c.whereClause { visit(condition) }; visit(c.body) }
                case .labeled(_, let inner): visit([inner])
                case .function(let decl): visit(decl.body)
                case .break, .continue: break
                }
            }
        }

        mutating func visit(_ conditions: [Condition]) {
            for condition in conditions {
                switch condition {
                case .expression(let expr): visit(expr)
                case .optionalBinding(_, _, let value, _): visit(value)
                case .pattern(_, let value): visit(value)
                case .availability: break
                }
            }
        }

        mutating func visit(_ expr: Expr) {
            switch expr.kind {
            case .identifier(let name): names.insert(name)
            case .member(let base, let name): names.insert(name); visit(base)
            case .implicitMember(let name): names.insert(name)
            case .call(let callee, let arguments):
                visit(callee)
                for argument in arguments { visit(argument.value) }
            case .subscriptAccess(let base, let arguments):
                visit(base)
                for argument in arguments { visit(argument.value) }
            case .binary(_, let lhs, let rhs), .assign(let lhs, let rhs), .compoundAssign(_, let lhs, let rhs):
                visit(lhs); visit(rhs)
            case .prefix(_, let e), .postfix(_, let e), .optionalChain(let e), .optionalEvaluation(let e), .forceUnwrap(let e),
                 .inoutReference(let e), .await(let e), .try(let e, _), .cast(let e, _, _):
                visit(e)
            case .ternary(let c, let t, let f): visit(c); visit(t); visit(f)
            case .closure(let closure): visit(closure.body)
            case .array(let elements): for e in elements { visit(e) }
            case .dictionary(let elements): for e in elements { visit(e.key); visit(e.value) }
            case .tuple(let elements): for e in elements { visit(e.value) }
            case .interpolation(let segments): for e in segments.flatMap(\.expressions) { visit(e) }
            case .statementExpression(let statement): visit([statement])
            // `[CGPoint]()`, `[String: Item]()`: the element types too.
            case .type(let type): insertNames(of: type)
            default: break
            }
        }
    }
}
