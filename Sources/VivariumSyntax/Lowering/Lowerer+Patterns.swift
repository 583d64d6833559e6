import SwiftSyntax

extension Lowerer {
    /// Lowers a pattern. `binds` is true inside `let`/`var` (`case let .b(x)`), where a bare
    /// identifier binds a name instead of being an expression to compare with.
    func lowerPattern(_ pattern: PatternSyntax, binds: Bool) -> Pattern {
        switch pattern.as(PatternSyntaxEnum.self) {
        case .identifierPattern(let node):
            return .binding(node.identifier.identifierText)
        case .wildcardPattern:
            return .wildcard
        case .tuplePattern(let node):
            let elements = node.elements.map { lowerPattern($0.pattern, binds: binds) }
            return elements.count == 1 && node.elements.first?.label == nil ? elements[0] : .tuple(elements)
        case .valueBindingPattern(let node):
            return lowerPattern(node.pattern, binds: true)
        case .expressionPattern(let node):
            return lowerPatternExpr(node.expression, binds: binds)
        case .isTypePattern(let node):
            return .typeCheck(nil, lowerType(node.type))
        default:
            notSupported("this kind of pattern", pattern)
            return .wildcard
        }
    }

    /// The expression form of a pattern, as the parser leaves it in `case` items.
    private func lowerPatternExpr(_ expr: ExprSyntax, binds: Bool) -> Pattern {
        switch expr.as(ExprSyntaxEnum.self) {
        case .patternExpr(let node):
            return lowerPattern(node.pattern, binds: binds)
        case .discardAssignmentExpr:
            return .wildcard
        case .declReferenceExpr(let node) where binds && node.argumentNames == nil:
            return .binding(node.baseName.identifierText)
        case .memberAccessExpr(let node):
            if let name = enumCaseReference(node) {
                return .enumCase(type: name.type, name: name.name, arguments: [])
            }
        case .functionCallExpr(let node):
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
               let name = enumCaseReference(member),
               node.trailingClosure == nil {
                let arguments = node.arguments.map { lowerPatternExpr($0.expression, binds: binds) }
                return .enumCase(type: name.type, name: name.name, arguments: arguments)
            }
        case .tupleExpr(let node):
            let elements = node.elements.map { lowerPatternExpr($0.expression, binds: binds) }
            return elements.count == 1 && node.elements.first?.label == nil ? elements[0] : .tuple(elements)
        case .optionalChainingExpr(let node):
            return .optionalSome(lowerPatternExpr(node.expression, binds: binds))
        case .asExpr(let node) where node.questionOrExclamationMark == nil:
            return .typeCheck(lowerPatternExpr(node.expression, binds: binds), lowerType(node.type))
        case .isExpr(let node):
            return .typeCheck(nil, lowerType(node.type))
        default:
            break
        }
        return .expression(lowerExpr(expr))
    }

    /// `.name` or `Type.name` (a dotted type name as the qualifier), else `nil`.
    private func enumCaseReference(_ node: MemberAccessExprSyntax) -> (type: String?, name: String)? {
        let name = node.declName.baseName.identifierText
        guard let base = node.base else { return (nil, name) }
        guard isTypeName(base) else { return nil }
        return (base.trimmedDescription, name)
    }

    /// `Color`, `Foo.Bar`: an uppercase-initial identifier or a chain of them.
    private func isTypeName(_ expr: ExprSyntax) -> Bool {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            return isTypeName(base) && member.declName.baseName.text.first?.isUppercase == true
        }
        return false
    }
}
