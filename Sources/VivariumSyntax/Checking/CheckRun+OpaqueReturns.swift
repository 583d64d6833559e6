/// `func card(_ wide: Bool) -> some View { if wide { return Text("…") } else { return Image(…) } }`:
/// an opaque result is one type, and without `@ViewBuilder` each `return` must give the same one
/// (The Swift Programming Language, "Opaque Types": "a function with an opaque return type must
/// return values of only a single type"). swiftc 6.3.1 reports it at the function's name with a
/// note at each return; the checker does where every return builds a view by its initializer,
/// so each one's type is evident.
extension CheckRun {
    func checkOpaqueReturns(_ function: FunctionDecl) {
        guard case .opaque(let spelling)? = function.returnType, !function.hasAttribute("ViewBuilder"),
              let tokens, let found = tokens.functionName(declaredAt: function.location) else { return }
        var returns: [Expr?] = []
        collectReturns(function.body, into: &returns)
        guard returns.count > 1 else { return }
        var types: [(name: String, location: SourceLocation)] = []
        for value in returns {
            guard let value, case .call(let callee, _) = value.kind, case .identifier(let name) = callee.kind,
                  isEvidentViewType(name) else { return }
            types.append((name, value.location))
        }
        guard Set(types.map(\.name)).count > 1 else { return }
        report("function declares an opaque return type 'some \(spelling)', but the return statements in its body do not have matching underlying types",
               at: found.name, notes: types.map { ("return statement has underlying type '\($0.name)'", $0.location) })
    }

    /// The `return`s of a body, not of the closures or local functions inside it.
    private func collectReturns(_ statements: [Statement], into returns: inout [Expr?]) {
        for statement in statements { collectReturns(statement, into: &returns) }
    }

    private func collectReturns(_ statement: Statement, into returns: inout [Expr?]) {
        switch statement.kind {
        case .return(let value): returns.append(value)
        case .if(_, let then, let otherwise):
            collectReturns(then, into: &returns)
            switch otherwise {
            case .block(let statements)?: collectReturns(statements, into: &returns)
            case .elseIf(let nested)?: collectReturns(nested, into: &returns)
            case nil: break
            }
        case .guard(_, let otherwise): collectReturns(otherwise, into: &returns)
        case .forIn(_, _, _, let body), .while(_, let body), .repeatWhile(let body, _), .defer(let body):
            collectReturns(body, into: &returns)
        case .switch(_, let cases): for clause in cases { collectReturns(clause.body, into: &returns) }
        case .do(let body, let catches):
            collectReturns(body, into: &returns)
            for clause in catches { collectReturns(clause.body, into: &returns) }
        case .labeled(_, let inner): collectReturns(inner, into: &returns)
        case .expression, .variable, .break, .continue, .throw, .function: break
        }
    }

    /// A user `View` struct (not generic, so `Card()` names one type) or a SwiftUI view whose
    /// initializer the playground models and which is not generic over what it is given.
    private func isEvidentViewType(_ name: String) -> Bool {
        if let info = symbols.types[name] {
            return info.kind == .struct && info.decl.genericParameters.isEmpty && info.inherited.contains("View")
        }
        return isSDKName(name) && Self.concreteFrameworkViews.contains(name)
    }

    /// SwiftUI views that are one type whatever their arguments (no generic content).
    private static let concreteFrameworkViews: Set<String> = [
        "Text", "Image", "Color", "Spacer", "Divider", "EmptyView", "ProgressView", "Rectangle", "Circle", "Capsule",
        "Ellipse", "RoundedRectangle",
    ]
}
