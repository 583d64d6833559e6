import SwiftSyntax

extension Lowerer {
    /// Lowers an expression of the folded tree.
    func lowerExpr(_ expr: ExprSyntax) -> Expr {
        let at = location(of: expr)
        switch expr.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let node):
            return Expr(lowerInteger(node), at: at)
        case .floatLiteralExpr(let node):
            return Expr(.float(node.representedLiteralValue ?? .nan), at: at)
        case .booleanLiteralExpr(let node):
            return Expr(.boolean(node.literal.tokenKind == .keyword(.true)), at: at)
        case .nilLiteralExpr:
            return Expr(.nil, at: at)
        case .stringLiteralExpr(let node):
            return Expr(lowerString(node), at: at)
        case .declReferenceExpr(let node):
            if node.argumentNames == nil, !localComputedNames.isEmpty, localComputedNames.contains(node.baseName.identifierText) {
                return Expr(.call(callee: Expr(.identifier(node.baseName.identifierText), at: at), arguments: []), at: at)
            }
            return Expr(lowerReference(node), at: at)
        case .superExpr:
            return Expr(.superValue, at: at)
        case .memberAccessExpr, .functionCallExpr, .subscriptCallExpr, .forceUnwrapExpr, .optionalChainingExpr:
            return lowerPostfixChain(expr)
        case .genericSpecializationExpr(let node):
            // `Box<Int>(value: 3)`, `FileStored<[Item]>("items.json")`: the type as written, whose
            // arguments give a generic type's instance its parameters (`T.self` inside it).
            // The checker reads it as the plain name (`CheckRun.unspecialized`).
            let base = lowerExpr(node.expression)
            if case .identifier(let name) = base.kind, name.first?.isUppercase == true {
                let arguments = lowerGenericArguments(node.genericArgumentClause)
                if !arguments.isEmpty { return Expr(.type(.named(name, generics: arguments)), at: at) }
            }
            return base
        case .tupleExpr(let node):
            let elements = node.elements.map { TupleElement(label: $0.label?.text, value: lowerExpr($0.expression)) }
            if elements.count == 1, elements[0].label == nil { return elements[0].value }
            return Expr(.tuple(elements), at: at)
        case .arrayExpr(let node):
            return Expr(.array(node.elements.map { lowerExpr($0.expression) }), at: at)
        case .dictionaryExpr(let node):
            guard case .elements(let elements) = node.content else { return Expr(.dictionary([]), at: at) }
            return Expr(.dictionary(elements.map {
                DictionaryElement(key: lowerExpr($0.key), value: lowerExpr($0.value))
            }), at: at)
        case .closureExpr(let node):
            return Expr(.closure(lowerClosure(node)), at: at)
        case .infixOperatorExpr(let node):
            return lowerInfix(node)
        case .prefixOperatorExpr(let node):
            return lowerPrefix(node)
        case .postfixOperatorExpr(let node):
            return Expr(.postfix(op: node.operator.text, operand: lowerExpr(node.expression)), at: at)
        case .ternaryExpr(let node):
            return Expr(.ternary(condition: lowerExpr(node.condition), then: lowerExpr(node.thenExpression),
                                 else: lowerExpr(node.elseExpression)), at: at)
        case .tryExpr(let node):
            let kind: TryKind = switch node.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?: .optional
            case .exclamationMark?: .forced
            default: .plain
            }
            return Expr(.try(lowerExpr(node.expression), kind), at: at)
        case .awaitExpr(let node):
            return Expr(.await(lowerExpr(node.expression)), at: at)
        case .isExpr(let node):
            return Expr(.cast(lowerExpr(node.expression), .is, lowerType(node.type)), at: at)
        case .asExpr(let node):
            let kind: CastKind = switch node.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?: .conditional
            case .exclamationMark?: .forced
            default: .as
            }
            return Expr(.cast(lowerExpr(node.expression), kind, lowerType(node.type)), at: at)
        case .inOutExpr(let node):
            return Expr(.inoutReference(lowerExpr(node.expression)), at: at)
        case .discardAssignmentExpr:
            return Expr(.discard, at: at)
        case .keyPathExpr(let node):
            return Expr(lowerKeyPath(node), at: at)
        case .typeExpr(let node):
            return Expr(.type(lowerType(node.type)), at: at)
        case .ifExpr(let node):
            return Expr(.statementExpression(lowerIf(node)), at: at)
        case .switchExpr(let node):
            return Expr(.statementExpression(lowerSwitch(node)), at: at)
        case .macroExpansionExpr(let node) where node.macroName.text == "Predicate":
            return lowerPredicate(node)
        case .macroExpansionExpr(let node):
            if let literal = lowerLiteralMacro(node) { return Expr(literal, at: at) }
            // Named, so the reply says which (`#Rule` of TipKit, a package's `#URL`).
            notSupported("the macro '#\(node.macroName.text)'", expr)
        case .regexLiteralExpr(let node):
            // `/\d+/`: a `Regex` made from its pattern (the interpreter's `Regex(_literal:)`).
            let pattern = Expr(.string(node.regex.text), at: at)
            return Expr(.call(callee: Expr(.identifier("Regex"), at: at),
                              arguments: [Argument(label: "_literal", value: pattern, location: at)]), at: at)
        case .postfixIfConfigExpr(let node):
            return lowerPostfixConditional(node)
        case .patternExpr:
            notSupported("patterns outside 'case'", expr)
        case .editorPlaceholderExpr:
            notSupported("editor placeholders", expr)
        case .sequenceExpr:
            notSupported("operators that could not be folded", expr)
        case .packExpansionExpr, .packElementExpr:
            notSupported("parameter packs", expr)
        case .consumeExpr, .copyExpr, .borrowExpr:
            notSupported("ownership operators", expr)
        default:
            notSupported("this kind of expression", expr)
        }
        return Expr(.discard, at: at)
    }

    /// `self`, `Self`, `$0`, `_x`, `$x`, and plain names.
    private func lowerReference(_ node: DeclReferenceExprSyntax) -> ExprKind {
        // `readings.map(value(of:))`: a function named with its argument labels is the function;
        // its value is called positionally, as Swift calls a function value.
        // NB: functions overloaded only by argument labels are not told apart (the first is used).
        let operatorName: String? = switch node.baseName.tokenKind {
        case .binaryOperator(let op), .prefixOperator(let op), .postfixOperator(let op): op
        default: nil
        }
        if let op = operatorName, declaredPrefixOperators.contains(op), !declaredInfixOperators.contains(op) {
            // `[4.0, 9.0].map(√)`: the file's own prefix operator as a function value.
            return .identifier(Self.prefixOperatorName(op))
        }
        switch node.baseName.tokenKind {
        case .keyword(.self): return .selfValue
        case .keyword(.Self): return .selfType
        case .dollarIdentifier(let text) where text.count > 2 && text.dropFirst().first == "0" && text.dropFirst().allSatisfy(\.isNumber):
            // `$00` is `$0`: swiftc reads an anonymous argument's number as a number.
            return .identifier("$" + String(Int(text.dropFirst()) ?? 0))
        default: return .identifier(nestedNames.qualified(node.baseName.identifierText, in: enclosingTypes))
        }
    }

    private static let nonAssigningOperators: Set<String> = ["==", "!=", "<=", ">=", "===", "!==", "~="]

    private func lowerInfix(_ node: InfixOperatorExprSyntax) -> Expr {
        let at = location(of: node)
        let lhs = lowerExpr(node.leftOperand)
        let rhs = lowerExpr(node.rightOperand)
        switch node.operator.as(ExprSyntaxEnum.self) {
        case .assignmentExpr:
            return Expr(.assign(target: lhs, value: rhs), at: at)
        case .binaryOperatorExpr(let op):
            let text = op.operator.text
            if text.count > 1, text.hasSuffix("="), !Self.nonAssigningOperators.contains(text) {
                return Expr(.compoundAssign(op: String(text.dropLast()), target: lhs, value: rhs), at: at)
            }
            return Expr(.binary(op: text, lhs: lhs, rhs: rhs), at: at)
        default:
            notSupported("this kind of operator", node.operator)
            return Expr(.discard, at: at)
        }
    }

    /// `-1` and `-2.5` become negative literals; other prefix operators stay operators.
    private func lowerPrefix(_ node: PrefixOperatorExprSyntax) -> Expr {
        let at = location(of: node)
        let operand = lowerExpr(node.expression)
        if node.operator.text == "-", node.operator.trailingTrivia.isEmpty {
            switch operand.kind {
            case .integer(let value): return Expr(.integer(-value), at: at)
            case .float(let value): return Expr(.float(-value), at: at)
            default: break
            }
        }
        return Expr(.prefix(op: node.operator.text, operand: operand), at: at)
    }
}
