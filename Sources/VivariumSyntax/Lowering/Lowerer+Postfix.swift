import SwiftSyntax

extension Lowerer {
    /// Lowers a postfix chain (member accesses, calls, subscripts, `!`, `?`). A chain that
    /// contains `?` is wrapped once, at its outermost expression, in `.optionalEvaluation`.
    func lowerPostfixChain(_ expr: ExprSyntax) -> Expr {
        let (lowered, hasOptionalChain) = lowerChainLink(expr)
        guard hasOptionalChain else { return lowered }
        return Expr(.optionalEvaluation(lowered), at: location(of: expr))
    }

    /// One link of a chain; the flag says whether a `?` occurs in this link or below it.
    private func lowerChainLink(_ expr: ExprSyntax) -> (Expr, Bool) {
        switch expr.as(ExprSyntaxEnum.self) {
        case .memberAccessExpr(let node):
            let name = node.declName.baseName.identifierText
            guard let base = node.base else {
                if let conditionalBase = postfixConditionalBase {
                    postfixConditionalBase = nil
                    return (Expr(.member(base: conditionalBase, name: name), at: location(of: node.declName.baseName)), false)
                }
                return (Expr(.implicitMember(name), at: location(of: node)), false)
            }
            // `Swift.min(a, b)`, `SwiftUI.Text`: a module-qualified name is the name itself
            // (a file can declare no variable with a module's name that it also imports).
            if let module = base.as(DeclReferenceExprSyntax.self), module.argumentNames == nil,
               Self.qualifyingModules.contains(module.baseName.text) {
                return (Expr(.identifier(name), at: location(of: node.declName.baseName)), false)
            }
            // `Unicode.Scalar(0x1F600)`: the type `UnicodeScalar` names (its type alias).
            if name == "Scalar", let namespace = base.as(DeclReferenceExprSyntax.self), namespace.argumentNames == nil,
               namespace.baseName.text == "Unicode" {
                return (Expr(.identifier("UnicodeScalar"), at: location(of: namespace)), false)
            }
            let (lowered, chained) = lowerChainLink(base)
            // NB: the location of a member access is its name: the compiler points
            // "has no member" there.
            return (Expr(.member(base: lowered, name: name), at: location(of: node.declName.baseName)), chained)
        case .functionCallExpr(let node):
            let (callee, chained) = lowerCallee(node.calledExpression)
            var arguments = modelTypeArgument(of: node) + lowerArguments(node.arguments)
            addCallerLiterals(node, to: &arguments)
            arguments += lowerTrailingClosures(node.trailingClosure, node.additionalTrailingClosures)
            renderMarkdownOfTextLiteral(node, &arguments)
            if let joined = textFollowingInterpolatedDates(callee, arguments, at: location(of: node)) { return (joined, chained) }
            return (Expr(.call(callee: callee, arguments: arguments), at: location(of: node)), chained)
        case .subscriptCallExpr(let node):
            let (base, chained) = lowerChainLink(node.calledExpression)
            var arguments = lowerArguments(node.arguments)
            arguments += lowerTrailingClosures(node.trailingClosure, node.additionalTrailingClosures)
            return (Expr(.subscriptAccess(base: base, arguments: arguments), at: location(of: node)), chained)
        case .forceUnwrapExpr(let node):
            let (base, chained) = lowerChainLink(node.expression)
            return (Expr(.forceUnwrap(base), at: location(of: node)), chained)
        case .optionalChainingExpr(let node):
            let (base, _) = lowerChainLink(node.expression)
            return (Expr(.optionalChain(base), at: location(of: node)), true)
        default:
            return (lowerExpr(expr), false)
        }
    }

    static let qualifyingModules: Set<String> = ["Swift", "SwiftUI", "Foundation"]

    /// `[String]()` and `[String: Int]()` call a type; any other callee is a chain link.
    private func lowerCallee(_ callee: ExprSyntax) -> (Expr, Bool) {
        if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self),
           let type = typeReference(spelledBy: callee) {
            return (Expr(.type(type), at: location(of: callee)), false)
        }
        return lowerChainLink(callee)
    }

    func lowerArguments(_ list: LabeledExprListSyntax) -> [Argument] {
        list.map { element in
            Argument(label: element.label?.text, value: lowerExpr(element.expression), location: location(of: element))
        }
    }

    private func lowerTrailingClosures(_ first: ClosureExprSyntax?,
                                       _ additional: MultipleTrailingClosureElementListSyntax) -> [Argument] {
        guard let first else { return [] }
        var arguments = [Argument(label: nil, value: lowerExpr(ExprSyntax(first)), isTrailingClosure: true,
                                  location: location(of: first))]
        for element in additional {
            arguments.append(Argument(label: element.label.text, value: lowerExpr(ExprSyntax(element.closure)),
                                      isTrailingClosure: true, location: location(of: element)))
        }
        return arguments
    }

    // MARK: Closures

    static let inertClosureAttributes: Set<String> = ["MainActor", "Sendable"]

    func lowerClosure(_ node: ClosureExprSyntax) -> ClosureExpr {
        var captures: [CaptureItem] = []
        var parameters: [ClosureParameter] = []
        if let signature = node.signature {
            // `Task { @MainActor in … }`, `{ @Sendable in … }`: the playground runs every
            // closure on the main actor, one at a time, so these change nothing here.
            if let attribute = signature.attributes.first(where: { attribute in
                guard case .attribute(let node) = attribute else { return true }
                return !Self.inertClosureAttributes.contains(node.attributeName.trimmedDescription)
            }) {
                notSupported("attributes on closures", attribute)
            }
            for item in signature.capture?.items ?? [] {
                let specifier: CaptureSpecifier = switch item.specifier?.specifier.tokenKind {
                case .keyword(.weak)?: .weak
                case .keyword(.unowned)?: .unowned
                default: .strong
                }
                captures.append(CaptureItem(specifier: specifier, name: item.name.identifierText,
                                            value: item.initializer.map { lowerExpr($0.value) },
                                            location: location(of: item)))
            }
            switch signature.parameterClause {
            case .simpleInput(let list):
                parameters = list.map { ClosureParameter(name: $0.name.identifierText, type: nil) }
            case .parameterClause(let clause):
                parameters = clause.parameters.map { parameter in
                    let isInout = parameter.type?.as(AttributedTypeSyntax.self)?.specifiers.contains { specifier in
                        if case .simpleTypeSpecifier(let simple) = specifier { simple.specifier.tokenKind == .keyword(.inout) } else { false }
                    } ?? false
                    return ClosureParameter(name: (parameter.secondName ?? parameter.firstName).identifierText,
                                            type: parameter.type.map(lowerType), isInout: isInout)
                }
            case nil:
                break
            }
        }
        let counter = AnonymousParameterCounter(viewMode: .sourceAccurate)
        counter.walk(node.statements)
        return ClosureExpr(captures: captures, parameters: parameters,
                           anonymousParameterCount: counter.highest.map { $0 + 1 } ?? 0,
                           body: lowerStatements(node.statements), location: location(of: node),
                           resultType: node.signature?.returnClause.map { lowerType($0.type) })
    }
}

/// Finds the highest `$n` used directly in a closure body, not inside nested closures.
private final class AnonymousParameterCounter: SyntaxVisitor {
    var highest: Int?

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let text) = token.tokenKind, let index = Int(text.dropFirst()) {
            highest = max(highest ?? index, index)
        }
        return .visitChildren
    }
}
