/// `let tint = switch mood { case .great: Color.green … case .meh: "gray" }`: an `if` or
/// `switch` expression (SE-0380) with no contextual type takes its type from its branches, which
/// must agree. swiftc 6.3.1: "branches have mismatching types 'String' and 'Color'", at the one
/// branch whose type differs from all the others (the first branch when no type is shared by
/// more than one), naming that branch's type, then the other. Judged only where every
/// branch's type is evident: a string or Boolean literal, or `Color.green`, `Font.title` (a
/// static member of the colour and font types, which are of their type) — an integer and a
/// floating-point literal are left alone, as a literal takes the other's type.
extension CheckRun {
    func checkBranchTypes(_ statement: Statement) {
        var values: [Expr] = []
        guard collectBranchValues(statement, into: &values), values.count >= 2 else { return }
        var types: [String] = []
        for value in values {
            guard let type = Self.evidentBranchType(value) else { return }
            types.append(type)
        }
        let distinct = Set(types)
        guard distinct.count > 1 else { return }
        let counts = Dictionary(types.map { ($0, 1) }, uniquingKeysWith: +)
        var at = 0
        if let odd = types.indices.first(where: { counts[types[$0]] == 1 }), counts.values.contains(where: { $0 > 1 }) {
            at = odd
        }
        guard let other = types.first(where: { $0 != types[at] }) else { return }
        report("branches have mismatching types '\(types[at])' and '\(other)'", at: values[at].location)
    }

    /// The value of each branch, when every branch is one expression (`else` included).
    private func collectBranchValues(_ statement: Statement, into values: inout [Expr]) -> Bool {
        func single(_ body: [Statement]) -> Bool {
            guard body.count == 1, case .expression(let value) = body[0].kind else { return false }
            values.append(value)
            return true
        }
        switch statement.kind {
        case .switch(_, let cases):
            return !cases.isEmpty && cases.allSatisfy { single($0.body) }
        case .if(_, let then, let elseClause):
            guard single(then) else { return false }
            switch elseClause {
            case .block(let body)?: return single(body)
            case .elseIf(let nested)?: return collectBranchValues(nested, into: &values)
            case nil: return false
            }
        default:
            return false
        }
    }

    private static func evidentBranchType(_ value: Expr) -> String? {
        switch value.kind {
        case .string: return "String"
        case .boolean: return "Bool"
        case .member(let base, _):
            guard case .identifier(let typeName) = base.kind, ["Color", "Font"].contains(typeName) else { return nil }
            return typeName
        default: return nil
        }
    }
}
