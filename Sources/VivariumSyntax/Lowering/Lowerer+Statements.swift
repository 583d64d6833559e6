import SwiftSyntax

extension Lowerer {
    func lowerBlock(_ block: CodeBlockSyntax) -> [Statement] {
        lowerStatements(block.statements)
    }

    func lowerStatements(_ items: CodeBlockItemListSyntax) -> [Statement] {
        // A local computed variable is named only in the rest of its block.
        let computed = localComputedNames
        defer { localComputedNames = computed }
        return items.flatMap(lowerStatements)
    }

    /// One item of a body; a declaration `let a = 1, b = 2` gives two statements.
    func lowerStatements(_ item: CodeBlockItemSyntax) -> [Statement] {
        if stop.shouldStop() { return [] }
        switch item.item {
        case .decl(let decl): return lowerLocalDecl(decl)
        case .stmt(let stmt): return lowerStmt(stmt).map { [$0] } ?? []
        case .expr(let expr): return [lowerExprStatement(expr)]
        }
    }

    /// `if`/`switch` in statement position are statements; anything else is an expression statement.
    private func lowerExprStatement(_ expr: ExprSyntax) -> Statement {
        if let node = expr.as(IfExprSyntax.self) { return lowerIf(node) }
        if let node = expr.as(SwitchExprSyntax.self) { return lowerSwitch(node) }
        return Statement(.expression(lowerExpr(expr)), at: location(of: expr))
    }

    private func lowerLocalDecl(_ decl: DeclSyntax) -> [Statement] {
        switch decl.as(DeclSyntaxEnum.self) {
        case .variableDecl(let node):
            return lowerLocalVariables(node)
        case .functionDecl(let node):
            // Its parameters hide a local computed variable of their name.
            let computed = localComputedNames
            defer { localComputedNames = computed }
            for parameter in node.signature.parameterClause.parameters {
                localComputedNames.remove((parameter.secondName ?? parameter.firstName).identifierText)
            }
            return lowerFunction(node).map { [Statement(.function($0), at: location(of: node))] } ?? []
        case .ifConfigDecl(let node):
            guard case .statements(let items)? = activeElements(of: node) else { return [] }
            return lowerStatements(items)
        case .structDecl, .classDecl, .enumDecl:
            // `struct Envelope: Decodable { … }` inside a function: Swift scopes the name to the
            // body; the playground declares it beside the file's types, which is the same for
            // every use inside the body. Two local types of one name (or one named like a
            // file-level type) would be one type here, so that is reported.
            guard let name = decl.asProtocol(NamedDeclSyntax.self)?.name.identifierText,
                  !localTypeNames.contains(name), !topLevelTypeNames.contains(name) else {
                notSupported("two types named '\(decl.asProtocol(NamedDeclSyntax.self)?.name.identifierText ?? "")' where one is local", decl)
                return []
            }
            // A local type's members cannot name the body's locals.
            let computed = localComputedNames
            localComputedNames = []
            defer { localComputedNames = computed }
            guard let type = lowerTypeDecl(decl) else { return [] }
            localTypeNames.insert(name)
            localTypes.append(type)
            return []
        default:
            notSupported(Self.constructName(of: decl), decl)
            return []
        }
    }

    private func lowerLocalVariables(_ node: VariableDeclSyntax) -> [Statement] {
        var modifiers = lowerModifiers(node.modifiers)
        for attribute in node.attributes {
            // `@Bindable var model = model` (SwiftUI's documented way to bind to an
            // `@Observable` read from the environment); other local wrappers are not modelled.
            if let simple = attribute.as(AttributeSyntax.self), simple.arguments == nil,
               simple.attributeName.trimmedDescription == "Bindable", node.bindings.count == 1,
               node.bindings.first?.pattern.is(IdentifierPatternSyntax.self) == true {
                modifiers.insert(.bindable)
                continue
            }
            notSupported("attributes on local variables", attribute)
            break
        }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        let bindings = Array(node.bindings)
        return bindings.enumerated().compactMap { index, binding in
            if let accessors = binding.accessorBlock {
                if !isLet, modifiers.isEmpty, let getter = localComputedGetter(binding, accessors) { return getter }
                notSupported("local computed variables with a setter, and observers", accessors)
                return nil
            }
            // A local of the name of a computed one declared before it hides it.
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierText {
                localComputedNames.remove(name)
            }
            let variable = VariableBinding(
                isLet: isLet, pattern: lowerPattern(binding.pattern, binds: true),
                type: annotatedType(of: index, in: bindings),
                value: binding.initializer.map { lowerExpr($0.value) }, modifiers: modifiers)
            return Statement(.variable(variable), at: location(of: index == 0 ? Syntax(node) : Syntax(binding)))
        }
    }

    /// `var greeting: String { "Hello, \(name)" }` in a body: a get-only local computed
    /// variable, whose getter runs each time the name is read (The Swift Programming Language,
    /// "Computed Variables": "global and local variables can also be computed"). Lowered as a
    /// local function of that name, each later read of the name in its block a call of it.
    private func localComputedGetter(_ binding: PatternBindingSyntax, _ accessors: AccessorBlockSyntax) -> Statement? {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierText,
              let type = binding.typeAnnotation?.type, binding.initializer == nil else { return nil }
        var body: [Statement]
        switch accessors.accessors {
        case .getter(let items):
            body = lowerStatements(items)
        case .accessors(let list):
            guard list.count == 1, let get = list.first, get.accessorSpecifier.tokenKind == .keyword(.get),
                  get.effectSpecifiers == nil, let block = get.body else { return nil }
            body = lowerBlock(block)
        }
        let at = location(of: binding.pattern)
        let function = FunctionDecl(name: name, parameters: [], returnType: lowerType(type), body: body,
                                    attributes: [Attribute(name: FunctionDecl.localComputedMarker, location: at)], location: at)
        localComputedNames.insert(name)
        return Statement(.function(function), at: location(of: binding))
    }

    func lowerStmt(_ stmt: StmtSyntax) -> Statement? {
        let at = location(of: stmt)
        switch stmt.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let node):
            return lowerExprStatement(node.expression)
        case .guardStmt(let node):
            return Statement(.guard(conditions: lowerConditions(node.conditions), else: lowerBlock(node.body)), at: at)
        case .forStmt(let node):
            // `for await x in stream` / `for try await`: the interpreter asks the sequence for
            // its `next()` (the bundled AsyncStream), suspending the task while it waits.
            let pattern = lowerPattern(node.pattern, binds: node.caseKeyword == nil)
            var body = lowerBlock(node.body)
            // `for var item in items`: each iteration's `item` is a mutable copy, as if the body
            // began with `var item = item`.
            if let binding = node.pattern.as(ValueBindingPatternSyntax.self), binding.bindingSpecifier.tokenKind == .keyword(.var),
               case .binding(let name) = pattern {
                let copyAt = location(of: binding)
                let copy = VariableBinding(isLet: false, pattern: .binding(name), type: nil, value: Expr(.identifier(name), at: copyAt))
                body.insert(Statement(.variable(copy), at: copyAt), at: 0)
            }
            return Statement(.forIn(pattern: pattern, sequence: lowerExpr(node.sequence),
                                    whereClause: node.whereClause.map { lowerExpr($0.condition) },
                                    body: body), at: at)
        case .whileStmt(let node):
            return Statement(.while(conditions: lowerConditions(node.conditions), body: lowerBlock(node.body)), at: at)
        case .repeatStmt(let node):
            return Statement(.repeatWhile(body: lowerBlock(node.body), condition: lowerExpr(node.condition)), at: at)
        case .returnStmt(let node):
            return Statement(.return(node.expression.map(lowerExpr)), at: at)
        case .breakStmt(let node):
            return Statement(.break(label: node.label?.text), at: at)
        case .continueStmt(let node):
            return Statement(.continue(label: node.label?.text), at: at)
        case .throwStmt(let node):
            return Statement(.throw(lowerExpr(node.expression)), at: at)
        case .deferStmt(let node):
            return Statement(.defer(lowerBlock(node.body)), at: at)
        case .doStmt(let node):
            // `do throws(ValidationError) { … }` (SE-0413): the thrown type only types `error` in
            // its catch clauses; what is thrown and caught is the same value.
            return Statement(.do(body: lowerBlock(node.body), catches: node.catchClauses.map(lowerCatch)), at: at)
        case .labeledStmt(let node):
            guard let inner = lowerStmt(node.statement) else { return nil }
            return Statement(.labeled(label: node.label.text, inner), at: at)
        case .fallThroughStmt:
            // The last statement of a case is lowered with its switch (`fallthroughBodies`).
            notSupported("'fallthrough' other than as the last statement of a case", stmt)
        case .discardStmt:
            notSupported("'discard' statements", stmt)
        case .yieldStmt:
            notSupported("'yield' statements", stmt)
        default:
            notSupported("this kind of statement", stmt)
        }
        return nil
    }

    private func lowerCatch(_ clause: CatchClauseSyntax) -> CatchClause {
        let items = Array(clause.catchItems)
        if items.count > 1 { notSupported("catch clauses with several patterns", items[1]) }
        return CatchClause(pattern: items.first?.pattern.map { lowerPattern($0, binds: false) },
                           whereClause: items.first?.whereClause.map { lowerExpr($0.condition) },
                           body: lowerBlock(clause.body), location: location(of: clause))
    }

    // MARK: if / switch

    func lowerIf(_ node: IfExprSyntax) -> Statement {
        var elseClause: ElseClause?
        switch node.elseBody {
        case .ifExpr(let nested): elseClause = .elseIf(lowerIf(nested))
        case .codeBlock(let block): elseClause = .block(lowerBlock(block))
        case nil: elseClause = nil
        }
        return Statement(.if(conditions: lowerConditions(node.conditions), then: lowerBlock(node.body),
                             else: elseClause), at: location(of: node))
    }

    func lowerSwitch(_ node: SwitchExprSyntax) -> Statement {
        Statement(.switch(subject: lowerExpr(node.subject), cases: lowerSwitchCases(node.cases)), at: location(of: node))
    }

    private func lowerSwitchCases(_ list: SwitchCaseListSyntax) -> [SwitchCase] {
        var cases: [SwitchCase] = []
        let bodies = fallthroughBodies(list)
        for (index, element) in list.enumerated() {
            switch element {
            case .switchCase(let switchCase):
                // `@unknown default:` runs as `default:` (the playground's enums are all frozen).
                if let attribute = switchCase.attribute, attribute.attributeName.trimmedDescription != "unknown" {
                    notSupported("attributes on switch cases", attribute)
                }
                let body = bodies[index] ?? lowerStatements(switchCase.statements)
                switch switchCase.label {
                case .default:
                    cases.append(SwitchCase(patterns: [], whereClause: nil, body: body, location: location(of: switchCase)))
                case .case(let label):
                    // A `where` belongs to its own alternative only (`case .a, .b where c:` runs
                    // for any `.a`; The Swift Programming Language, "Statements": "Switch
                    // Statement"), so each alternative with a `where` is a case of its own, and
                    // the alternatives between them another, all with the same body, tried in
                    // the same order.
                    var group: [SwitchCaseItemSyntax] = []
                    func flush(where whereClause: WhereClauseSyntax?) {
                        guard !group.isEmpty else { return }
                        cases.append(SwitchCase(
                            patterns: group.map { lowerPattern($0.pattern, binds: false) },
                            whereClause: whereClause.map { lowerExpr($0.condition) },
                            body: body, location: location(of: switchCase)))
                        group = []
                    }
                    for item in label.caseItems {
                        if let whereClause = item.whereClause {
                            flush(where: nil)
                            group = [item]
                            flush(where: whereClause)
                        } else {
                            group.append(item)
                        }
                    }
                    flush(where: nil)
                }
            case .ifConfigDecl(let node):
                if case .switchCases(let active)? = activeElements(of: node) { cases += lowerSwitchCases(active) }
            }
        }
        return cases
    }

    /// The bodies of the cases of a switch whose last statement is `fallthrough`, by position:
    /// the case's own statements, then the next case's body in a scope of its own — control
    /// passes to it without matching its patterns (The Swift Programming Language, "Control
    /// Flow": "Fallthrough"). The next case may bind no variable, as swiftc requires.
    private func fallthroughBodies(_ list: SwitchCaseListSyntax) -> [Int: [Statement]] {
        let elements = Array(list)
        var bodies: [Int: [Statement]] = [:]
        for index in elements.indices.reversed() {
            guard case .switchCase(let switchCase) = elements[index],
                  let last = switchCase.statements.last,
                  case .stmt(let stmt) = last.item, let fall = stmt.as(FallThroughStmtSyntax.self) else { continue }
            let own = lowerStatements(CodeBlockItemListSyntax(switchCase.statements.dropLast()))
            guard index + 1 < elements.count, case .switchCase(let next) = elements[index + 1] else {
                report(.error("'fallthrough' without a following 'case' or 'default' block", at: location(of: fall)))
                bodies[index] = own
                continue
            }
            if case .case(let label) = next.label,
               let bound = label.caseItems.lazy.flatMap({ $0.pattern.tokens(viewMode: .sourceAccurate) })
                   .first(where: { $0.parent?.is(IdentifierPatternSyntax.self) == true }) {
                report(.error("'fallthrough' from a case which doesn't bind variable '\(bound.identifierText)'", at: location(of: fall)))
                bodies[index] = own
                continue
            }
            let following = bodies[index + 1] ?? lowerStatements(next.statements)
            bodies[index] = own + [Statement(.do(body: following, catches: []), at: location(of: fall))]
        }
        return bodies
    }

    // MARK: Conditions

    func lowerConditions(_ list: ConditionElementListSyntax) -> [Condition] {
        list.compactMap { element in
            switch element.condition {
            case .expression(let expr):
                return .expression(lowerExpr(expr))
            case .optionalBinding(let binding):
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    // `if let (a, b) = pair` is `if case let (a, b)? = pair`: the optional
                    // unwrapped, then its tuple destructured (The Swift Programming Language,
                    // "Patterns": "Optional Pattern"); `if let _ = error` is `if case _? = error`,
                    // true when the optional holds a value, binding nothing.
                    guard binding.pattern.is(TuplePatternSyntax.self) || binding.pattern.is(WildcardPatternSyntax.self)
                            || binding.pattern.as(ExpressionPatternSyntax.self)?.expression.is(DiscardAssignmentExprSyntax.self) == true
                            || binding.pattern.as(ExpressionPatternSyntax.self)?.expression.is(TupleExprSyntax.self) == true,
                          let initializer = binding.initializer else {
                        notSupported("destructuring in optional bindings", binding.pattern)
                        return nil
                    }
                    return .pattern(.optionalSome(lowerPattern(binding.pattern, binds: true)), lowerExpr(initializer.value))
                }
                let name = identifier.identifier.identifierText
                let value = binding.initializer.map { lowerExpr($0.value) }
                    ?? Expr(.identifier(name), at: location(of: identifier))
                return .optionalBinding(isLet: binding.bindingSpecifier.tokenKind == .keyword(.let), name: name,
                                        value: value, location: location(of: binding))
            case .matchingPattern(let match):
                return .pattern(lowerPattern(match.pattern, binds: false), lowerExpr(match.initializer.value))
            case .availability(let node):
                // `#available(iOS 17, macOS 14, *)`: only the iOS version matters on an iPhone.
                var iOS: [Int]?
                for argument in node.availabilityArguments {
                    guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                          restriction.platform.text == "iOS", let version = restriction.version else { continue }
                    iOS = version.trimmedDescription.split(separator: ".").compactMap { Int($0) }
                }
                return .availability(iOS: iOS, negated: node.availabilityKeyword.tokenKind == .poundUnavailable)
            }
        }
    }
}
