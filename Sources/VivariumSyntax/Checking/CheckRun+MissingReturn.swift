/// A function with a result type must not reach the end of its body (The Swift Programming
/// Language, "Functions": a function "that's defined with a return type must return a
/// value"): swiftc's "missing return in instance method expected to return 'String'" at the
/// body's closing brace (the kind is "global function", "local function", "instance method"
/// or "static method"; checked with swiftc 6.3.1 -emit-sil).
///
/// Judged only where it is certain: a body of two statements or more, or of one `if`/`switch`
/// that is a statement (a single expression, or an `if … else` / `switch` whose branches are
/// single expressions, is the implicit result), a result type other than `Void`, `Never`
/// or an opaque `some …`, no attribute on the function (a result builder may build the
/// result). The body ends in a return when a statement in it does: `return`, `throw`, a call
/// to `fatalError`/`preconditionFailure`, an `if` with an `else` or a `switch` or `do`/`catch`
/// whose every branch does, or a `while true` / `repeat … while true` loop.
extension CheckRun {
    func checkMissingReturn(_ function: FunctionDecl, _ context: Context) {
        guard let result = function.returnType, function.body.count >= 2 || isStatementNotExpression(function.body),
              function.attributes.isEmpty,
              !Self.returnsNothing(result), let tokens,
              let found = tokens.functionName(declaredAt: function.location),
              !function.body.contains(where: endsFlow) else { return }
        guard let brace = tokens.closingBrace(ofBlockFrom: found.name) else { return }
        let kind: String
        if context.inBody {
            kind = "local function"
        } else if context.typeName == nil {
            kind = "global function"
        } else {
            kind = function.isStatic ? "static method" : "instance method"
        }
        // A SIL diagnostic: swiftc reports it only when type checking found no error.
        lateGroups.append([.error("missing return in \(kind) expected to return '\(Self.swiftcSpelling(result))'", at: brace)])
    }

    /// A body of one `if` or `switch` that cannot be the implicit result: an `if` whose chain
    /// has no final `else`, or a branch that is not one expression (`return x` in a case):
    /// an `if`/`switch` expression needs both (SE-0380).
    private func isStatementNotExpression(_ body: [Statement]) -> Bool {
        guard body.count == 1 else { return false }
        func isExpression(_ branch: [Statement]) -> Bool {
            if branch.count == 1, case .expression = branch[0].kind { return true }
            return false
        }
        switch body[0].kind {
        case .switch(_, let cases):
            return !cases.allSatisfy { isExpression($0.body) }
        case .if(_, let then, var elseClause):
            var branches = [then]
            while true {
                switch elseClause {
                case .block(let statements)?:
                    branches.append(statements)
                    return !branches.allSatisfy(isExpression)
                case .elseIf(let nested)?:
                    guard case .if(_, let next, let further) = nested.kind else { return false }
                    branches.append(next)
                    elseClause = further
                case nil:
                    return true
                }
            }
        default:
            return false
        }
    }

    private static func returnsNothing(_ type: TypeReference) -> Bool {
        switch type {
        case .named(let name, _): return name == "Void" || name == "Never"
        case .tuple(let elements, _): return elements.isEmpty
        case .opaque: return true
        default: return false
        }
    }

    private func endsFlow(_ statement: Statement) -> Bool {
        switch statement.kind {
        case .return, .throw:
            return true
        case .expression(let e):
            if case .call(let callee, _) = e.kind, case .identifier(let name) = callee.kind {
                return ["fatalError", "preconditionFailure", "abort", "exit"].contains(name)
            }
            return false
        case .if(_, let then, let elseClause):
            guard then.contains(where: endsFlow) else { return false }
            switch elseClause {
            case .block(let statements)?: return statements.contains(where: endsFlow)
            case .elseIf(let nested)?: return endsFlow(nested)
            case nil: return false
            }
        case .switch(_, let cases):
            return cases.allSatisfy { $0.body.contains(where: endsFlow) }
        case .do(let body, let catches):
            return body.contains(where: endsFlow) && catches.allSatisfy { $0.body.contains(where: endsFlow) }
        case .while(let conditions, _):
            if conditions.count == 1, case .expression(let e) = conditions[0], case .boolean(true) = e.kind { return true }
            return false
        case .repeatWhile(_, let condition):
            if case .boolean(true) = condition.kind { return true }
            return false
        case .labeled(_, let inner):
            return endsFlow(inner)
        case .variable, .guard, .forIn, .break, .continue, .defer, .function:
            return false
        }
    }

    /// A type as swiftc writes it in diagnostics: `[String : Int]`, `Int?`.
    static func swiftcSpelling(_ type: TypeReference) -> String {
        switch type {
        case .named(let name, let generics):
            return generics.isEmpty ? name : "\(name)<\(generics.map(swiftcSpelling).joined(separator: ", "))>"
        case .optional(let wrapped): return wrapped.isFunction ? "(\(swiftcSpelling(wrapped)))?" : "\(swiftcSpelling(wrapped))?"
        case .array(let element): return "[\(swiftcSpelling(element))]"
        case .dictionary(let key, let value): return "[\(swiftcSpelling(key)) : \(swiftcSpelling(value))]"
        default: return type.description
        }
    }
}
