import VivariumSyntax

/// User result builders (SE-0289): a type marked `@resultBuilder`, named as an attribute on a
/// closure parameter, a function or a computed property (`@ChecklistBuilder`), transforms that
/// body. Each expression statement is a component (through `buildExpression` when the builder
/// declares it); an `if` without `else` is `buildOptional` of its block, or nil when not taken;
/// `if`/`else` (and `else if` chains) and `switch` are `buildEither(first:)`/`buildEither(second:)`
/// down a balanced tree of their branches (`injectEither`); a `for`-`in` is `buildArray` of one block per iteration; declarations
/// run as written. The components go to `buildBlock` (or are folded with
/// `buildPartialBlock(first:)` / `buildPartialBlock(accumulated:next:)`), then through
/// `buildFinalResult` when declared. A body with a `return` is not transformed, as in Swift.
extension Interpreter {
    /// The user result builder one of `attributes` names, if any (`@ViewBuilder` is the host's).
    func resultBuilder(in attributes: [Attribute]) -> String? {
        for attribute in attributes where attribute.name != FrameworkLayer.builderAttribute {
            if let info = types.type(attribute.name), info.declaration.hasAttribute("resultBuilder") { return info.name }
        }
        return nil
    }

    func runResultBuilderBody(_ body: [Statement], builder: String, in scope: Scope, at location: SourceLocation) throws -> Value {
        if body.contains(where: { if case .return = $0.kind { true } else { false } }) {
            return try runBody(body, in: scope, builder: false, at: location)
        }
        var result = try buildBlock(builder, try builderComponents(body, builder: builder, in: scope), at: location)
        if declaresBuilderMethod("buildFinalResult", in: builder) {
            result = try callBuilder("buildFinalResult", of: builder, [(nil, result)], at: location)
        }
        return result
    }

    private func declaresBuilderMethod(_ name: String, in builder: String) -> Bool {
        types.type(builder)?.staticMethods[name] != nil
    }

    private func callBuilder(_ name: String, of builder: String, _ arguments: [(String?, Value)], at location: SourceLocation) throws -> Value {
        guard declaresBuilderMethod(name, in: builder) else {
            throw RuntimeError(.trap, "result builder '\(builder)' does not implement '\(name)'", at: location)
        }
        let inputs = arguments.map { ArgumentInput.value(ArgumentValue(label: $0.0, value: $0.1, location: location)) }
        return try callStaticMethod(typeName: builder, name: name, inputs: inputs, at: location)
    }

    private func buildBlock(_ builder: String, _ components: [Value], at location: SourceLocation) throws -> Value {
        if declaresBuilderMethod("buildBlock", in: builder) || !declaresBuilderMethod("buildPartialBlock", in: builder) {
            return try callBuilder("buildBlock", of: builder, components.map { (nil, $0) }, at: location)
        }
        guard let first = components.first else {
            throw RuntimeError(.trap, "result builder '\(builder)' cannot build an empty block without 'buildBlock'", at: location)
        }
        var accumulated = try callBuilder("buildPartialBlock", of: builder, [("first", first)], at: location)
        for next in components.dropFirst() {
            accumulated = try callBuilder("buildPartialBlock", of: builder, [("accumulated", accumulated), ("next", next)], at: location)
        }
        return accumulated
    }

    private func builderComponents(_ statements: [Statement], builder: String, in scope: Scope) throws -> [Value] {
        var components: [Value] = []
        for statement in statements {
            switch statement.kind {
            case .expression(let expr):
                let value = try evaluate(expr, in: scope)
                if case .void = value { continue }
                if declaresBuilderMethod("buildExpression", in: builder) {
                    components.append(try callBuilder("buildExpression", of: builder, [(nil, value)], at: statement.location))
                } else {
                    components.append(value)
                }
            case .if(let conditions, let thenBlock, let elseClause):
                components.append(try builderIf(conditions, thenBlock, elseClause, builder: builder, in: scope, at: statement.location))
            case .forIn(let pattern, let sequenceExpr, let whereClause, let body):
                var blocks: [Value] = []
                for element in try elements(of: try evaluate(sequenceExpr, in: scope), at: statement.location) {
                    let iterationScope = Scope(parent: scope)
                    guard try bind(pattern, to: element, in: iterationScope, isLet: true, at: statement.location) else { continue }
                    if let whereClause, !(try truthy(evaluate(whereClause, in: iterationScope), at: whereClause.location)) { continue }
                    blocks.append(try buildBlock(builder, try builderComponents(body, builder: builder, in: iterationScope), at: statement.location))
                }
                components.append(try callBuilder("buildArray", of: builder, [(nil, .array(blocks))], at: statement.location))
            case .switch(let subjectExpr, let cases):
                let subject = try evaluate(subjectExpr, in: scope)
                guard let (index, caseScope) = try matchSwitch(subject, cases: cases, in: scope, at: statement.location) else {
                    throw RuntimeError(.trap, "no 'switch' case matched \(describe(subject))", at: statement.location)
                }
                let block = try buildBlock(builder, try builderComponents(cases[index].body, builder: builder, in: caseScope), at: statement.location)
                components.append(try injectEither(block, branch: index, of: cases.count, builder: builder, at: statement.location))
            default:
                _ = try executeStatement(statement, in: scope, builder: nil)
            }
        }
        return components
    }

    /// An `if` (and its `else if` chain) in a result builder: the taken block's result, injected
    /// by `buildEither` for each level of the chain, and `buildOptional` when no `else` ends it.
    private func builderIf(_ conditions: [Condition], _ thenBlock: [Statement], _ elseClause: ElseClause?, builder: String,
                           in scope: Scope, at location: SourceLocation) throws -> Value {
        let (chain, finalElse) = Self.ifChain(conditions, thenBlock, elseClause, at: location)
        var taken: (index: Int, value: Value)?
        for (index, branch) in chain.enumerated() {
            let branchScope = Scope(parent: scope)
            if try evaluateConditions(branch.conditions, in: branchScope) {
                taken = (index, try buildBlock(builder, try builderComponents(branch.block, builder: builder, in: branchScope), at: location))
                break
            }
        }
        if taken == nil, let finalElse {
            let elseScope = Scope(parent: scope)
            taken = (chain.count, try buildBlock(builder, try builderComponents(finalElse, builder: builder, in: elseScope), at: location))
        }
        let branches = chain.count + (finalElse == nil ? 0 : 1)
        guard let (index, block) = taken else {
            return try callBuilder("buildOptional", of: builder, [(nil, .nil)], at: location)
        }
        var value = try injectEither(block, branch: index, of: branches, builder: builder, at: location)
        if finalElse == nil {
            value = try callBuilder("buildOptional", of: builder, [(nil, value)], at: location)
        }
        return value
    }

    /// Branch `index` of `count` (an `if`/`else if` chain's or a `switch`'s), injected as swiftc
    /// does: down a balanced tree whose left half is the largest power of two below `count`,
    /// `buildEither(first:)` for a left turn and `buildEither(second:)` for a right one, the
    /// turn nearest the leaf applied first. For five cases swiftc builds F(F(F(a))), F(F(S(b))),
    /// F(S(F(c))), F(S(S(d))), S(e); for an `if`/`else if`/`else`, F(F(x)), F(S(y)), S(z).
    private func injectEither(_ block: Value, branch index: Int, of count: Int, builder: String,
                              at location: SourceLocation) throws -> Value {
        var turns: [Bool] = []  // root first; true is a right turn (`second`)
        var index = index
        var count = count
        while count > 1 {
            var left = 1
            while left * 2 < count { left *= 2 }
            if index < left {
                turns.append(false)
                count = left
            } else {
                turns.append(true)
                index -= left
                count -= left
            }
        }
        var value = block
        for second in turns.reversed() {
            value = try callBuilder("buildEither", of: builder, [(second ? "second" : "first", value)], at: location)
        }
        return value
    }
}
