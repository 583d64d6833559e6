import VivariumSyntax

/// The names a closure body uses from outside itself: what it captures.
enum FreeVariables {
    /// Free names of a closure, in first-use order; `self` included when written explicitly.
    static func of(_ closure: ClosureExpr) -> [String] {
        var walker = Walker()
        var declared: Set<String> = Set(closure.parameters.map(\.name))
        for index in 0..<max(closure.anonymousParameterCount, 0) { declared.insert("$\(index)") }
        walker.walk(closure.body, declared: &declared)
        return walker.free
    }

    /// The names an expression uses (what it would capture), in first-use order.
    static func names(in expr: Expr) -> [String] {
        var walker = Walker()
        walker.walk(expr, [])
        return walker.free
    }

    /// The names a statement uses from outside itself, in first-use order.
    static func names(in statement: Statement) -> [String] {
        var walker = Walker()
        var declared: Set<String> = []
        walker.walk(statement, declared: &declared)
        return walker.free
    }

    /// Whether any call in `body` has a callee matching `predicate` (not looking into closures).
    static func containsCall(_ body: [Statement], where predicate: @escaping (Expr) -> Bool) -> Bool {
        var found = false
        var walker = Walker()
        walker.onCall = { callee in if predicate(callee) { found = true } }
        var declared: Set<String> = []
        walker.walk(body, declared: &declared)
        return found
    }

    private struct Walker {
        var free: [String] = []
        var seen: Set<String> = []
        var onCall: ((Expr) -> Void)?

        mutating func use(_ name: String, _ declared: Set<String>) {
            guard !declared.contains(name), seen.insert(name).inserted else { return }
            free.append(name)
        }

        mutating func walk(_ statements: [Statement], declared: inout Set<String>) {
            for statement in statements { walk(statement, declared: &declared) }
        }

        mutating func walk(_ statement: Statement, declared: inout Set<String>) {
            switch statement.kind {
            case .expression(let e): walk(e, declared)
            case .variable(let binding):
                if let value = binding.value { walk(value, declared) }
                declare(binding.pattern, into: &declared)
            case .if(let conditions, let thenBlock, let elseClause):
                var inner = declared
                walk(conditions, declared: &inner)
                walk(thenBlock, declared: &inner)
                switch elseClause {
                case .block(let block)?: var e = declared; walk(block, declared: &e)
                case .elseIf(let nested)?: var e = declared; walk(nested, declared: &e)
                case nil: break
                }
            case .guard(let conditions, let elseBlock):
                var e = declared
                walk(elseBlock, declared: &e)
                walk(conditions, declared: &declared)
            case .forIn(let pattern, let sequence, let whereClause, let body):
                walk(sequence, declared)
                var inner = declared
                declare(pattern, into: &inner)
                if let whereClause { walk(whereClause, inner) }
                walk(body, declared: &inner)
            case .while(let conditions, let body):
                var inner = declared
                walk(conditions, declared: &inner)
                walk(body, declared: &inner)
            case .repeatWhile(let body, let condition):
                var inner = declared
                walk(body, declared: &inner)
                walk(condition, declared)
            case .switch(let subject, let cases):
                walk(subject, declared)
                for switchCase in cases {
                    var inner = declared
                    for pattern in switchCase.patterns { walkPattern(pattern, declared: &inner) }
                    if let whereClause = switchCase.whereClause { walk(whereClause, inner) }
                    walk(switchCase.body, declared: &inner)
                }
            case .return(let e): if let e { walk(e, declared) }
            case .throw(let e): walk(e, declared)
            case .break, .continue: break
            case .defer(let block): var inner = declared; walk(block, declared: &inner)
            case .do(let body, let catches):
                var inner = declared
                walk(body, declared: &inner)
                for clause in catches {
                    var c = declared
                    if let pattern = clause.pattern { walkPattern(pattern, declared: &c) } else { c.insert("error") }
                    if let condition = clause.whereClause { walk(condition, c) }
                    walk(clause.body, declared: &c)
                }
            case .labeled(_, let inner):
                walk(inner, declared: &declared)
            case .function(let decl):
                declared.insert(decl.name)
                var inner = declared
                for parameter in decl.parameters { inner.insert(parameter.name) }
                walk(decl.body, declared: &inner)
            }
        }

        mutating func walk(_ conditions: [Condition], declared: inout Set<String>) {
            for condition in conditions {
                switch condition {
                case .expression(let e): walk(e, declared)
                case .optionalBinding(_, let name, let value, _):
                    walk(value, declared)
                    declared.insert(name)
                case .pattern(let pattern, let value):
                    walk(value, declared)
                    walkPattern(pattern, declared: &declared)
                case .availability:
                    break
                }
            }
        }

        mutating func walkPattern(_ pattern: Pattern, declared: inout Set<String>) {
            switch pattern {
            case .binding(let name): declared.insert(name)
            case .wildcard: break
            case .tuple(let items): for item in items { walkPattern(item, declared: &declared) }
            case .enumCase(_, _, let items): for item in items { walkPattern(item, declared: &declared) }
            case .expression(let e): walk(e, declared)
            case .optionalSome(let inner): walkPattern(inner, declared: &declared)
            case .typeCheck(let inner, _): if let inner { walkPattern(inner, declared: &declared) }
            }
        }

        func declare(_ pattern: Pattern, into declared: inout Set<String>) {
            switch pattern {
            case .binding(let name): declared.insert(name)
            case .tuple(let items): for item in items { declare(item, into: &declared) }
            case .enumCase(_, _, let items): for item in items { declare(item, into: &declared) }
            case .optionalSome(let inner): declare(inner, into: &declared)
            case .typeCheck(let inner?, _): declare(inner, into: &declared)
            default: break
            }
        }

        mutating func walk(_ expr: Expr, _ declared: Set<String>) {
            switch expr.kind {
            case .identifier(let name): use(name, declared)
            case .selfValue, .superValue: use("self", declared)
            case .interpolation(let segments):
                for e in segments.flatMap(\.expressions) { walk(e, declared) }
            case .member(let base, _): walk(base, declared)
            case .optionalChain(let e), .optionalEvaluation(let e), .forceUnwrap(let e), .inoutReference(let e),
                 .await(let e), .prefix(_, let e), .postfix(_, let e):
                walk(e, declared)
            case .try(let e, _), .cast(let e, _, _): walk(e, declared)
            case .call(let callee, let arguments):
                onCall?(callee)
                walk(callee, declared)
                for argument in arguments { walk(argument.value, declared) }
            case .subscriptAccess(let base, let arguments):
                walk(base, declared)
                for argument in arguments { walk(argument.value, declared) }
            case .binary(_, let lhs, let rhs): walk(lhs, declared); walk(rhs, declared)
            case .assign(let target, let value), .compoundAssign(_, let target, let value):
                walk(target, declared); walk(value, declared)
            case .ternary(let c, let t, let e): walk(c, declared); walk(t, declared); walk(e, declared)
            case .closure(let closure):
                if onCall != nil { return }
                var inner = declared
                for parameter in closure.parameters { inner.insert(parameter.name) }
                for index in 0..<max(closure.anonymousParameterCount, 0) { inner.insert("$\(index)") }
                for capture in closure.captures {
                    if let value = capture.value { walk(value, declared) } else { use(capture.name, declared) }
                    inner.insert(capture.name)
                }
                walk(closure.body, declared: &inner)
            case .array(let elements): for e in elements { walk(e, declared) }
            case .dictionary(let elements): for e in elements { walk(e.key, declared); walk(e.value, declared) }
            case .tuple(let elements): for e in elements { walk(e.value, declared) }
            case .statementExpression(let statement): var inner = declared; walk(statement, declared: &inner)
            case .selfType:
                // `[1, 2].map { Self.limit + $0 }` in a struct's member: the closure needs the
                // type `Self` is, which its scope finds through `self` (or a static context's
                // `Self`); it is named so that the scope is kept, not to capture `self`.
                use(Interpreter.selfTypeName, declared)
            case .integer, .float, .string, .boolean, .nil, .implicitMember, .keyPath, .discard, .type:
                break
            }
        }
    }
}
