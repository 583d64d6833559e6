import VivariumSyntax

/// Statements, lowered as `Interpreter+Statements` runs them: a step and a safe point per
/// statement, a block's locals ended (and collected when they held something) where its scope
/// would end.
extension BodyCompiler {
    /// The function's own block, run as `runBody` runs a body that is no builder.
    func compileFunctionBody(_ body: [Statement]) throws -> (Activation) throws -> Value {
        let interpreter = self.interpreter
        if body.count == 1, let returnType = context.returnType, !returnType.isOpaqueOrExistential,
           returnType.nominalName != "Void", returnType != .tuple([], labels: []) {
            switch body[0].kind {
            case .switch, .if: throw Unsupported(reason: "a body that is one switch or if (an expression's value)")
            default: break
            }
        }
        if body.count == 1, context.isClosure, context.returnType == nil, Interpreter.isSoleExpressionStatement(body[0]) {
            throw Unsupported(reason: "a closure that is one switch or if of expressions (its value)")
        }
        if body.count == 1, case .expression(let single) = body[0].kind {
            if let returnType = context.returnType, !returnType.isOpaqueOrExistential {
                // An implicit `return`: evaluated as the result, with no step of its own.
                let code = try converting(expression(single, expected: returnType), to: returnType)
                return code
            }
            // Run as a statement; its value, unless void, is the result (pinned as a view
            // builder's component is, after the statement's temporaries are released).
            let code = try expression(single, expected: nil)
            let statement = wrapped(at: body[0].location) { activation in
                let value = try code(activation)
                if case .void = value { return .normal }
                return .returned(value)
            }
            return { activation in
                if case .returned(let value) = try statement(activation) { return value }
                return .void
            }
        }
        let statements = try self.statements(body)
        if body.contains(where: { if case .defer = $0.kind { true } else { false } }) {
            throw Unsupported(reason: "defer")
        }
        _ = interpreter
        let run = Self.inOrder(statements)
        return { activation in
            if case .returned(let value) = try run(activation) { return value }
            return .void
        }
    }

    /// A statement with what `executeStatement` does around it: the step, the temporaries it
    /// pinned released, the value it returns pinned, then a safe point.
    func wrapped(at location: SourceLocation, _ body: @escaping StatementCode) -> StatementCode {
        let interpreter = self.interpreter
        return { activation in
            try interpreter.step(at: location)
            // The body's own frame, the innermost while its statements run (see `Activation.frame`).
            unowned(unsafe) let frame = activation.frame
            assert(interpreter.frames.last === frame, "a compiled statement ran outside its body's frame")
            let mark = frame.temporaries.count
            let heldMark = frame.heldTokens.count
            let flow = try body(activation)
            if frame.temporaries.count > mark { interpreter.releaseTemporaries(of: frame, from: mark) }
            if frame.heldTokens.count > heldMark { interpreter.releaseHeld(in: frame, from: heldMark) }
            if case .returned(let value) = flow { interpreter.pin(value) }
            if interpreter.heap.needsCollection { try interpreter.collectGarbage() }
            return flow
        }
    }

    /// `wrapped` for an expression statement, whose value is dropped: the expression's code
    /// called directly (one closure less at every run).
    func wrappedExpression(at location: SourceLocation, _ code: @escaping ExpressionCode) -> StatementCode {
        let interpreter = self.interpreter
        return { activation in
            try interpreter.runExpressionStatement(code, at: location, in: activation)
            return .normal
        }
    }

    /// The statements of a block, in order (an expression statement's expression noted).
    func statements(_ list: [Statement]) throws -> [HeldStatement] {
        var codes: [HeldStatement] = []
        codes.reserveCapacity(list.count)
        for statement in list {
            if case .expression(let expr) = statement.kind {
                let code = try expression(expr, expected: nil)
                codes.append(HeldStatement(run: wrappedExpression(at: statement.location, code),
                                           expression: ExpressionStatement(code: code, location: statement.location)))
            } else {
                codes.append(HeldStatement(run: try self.statement(statement)))
            }
        }
        return codes
    }

    /// One statement.
    func statement(_ statement: Statement) throws -> StatementCode {
        let location = statement.location
        switch statement.kind {
        case .expression(let expr):
            return wrappedExpression(at: location, try expression(expr, expected: nil))

        case .variable(let binding):
            return wrapped(at: location, try variable(binding, at: location))

        case .if(let conditions, let thenBlock, let elseClause):
            guard conditionsAreLowered(conditions) else { return fallback(statement) }
            return wrapped(at: location, try ifStatement(conditions, thenBlock, elseClause, at: location))

        case .guard(let conditions, let elseBlock):
            // NB: what a `guard` binds is seen by the statements after it: it cannot run the
            // general way alone.
            guard conditionsAreLowered(conditions) else { throw Unsupported(reason: "a guard with a pattern") }
            // NB: the `else` block cannot see the names the conditions bind (compiled first).
            let otherwise = try block(elseBlock)
            let test = try self.conditions(conditions)
            return wrapped(at: location) { activation in
                if try test(activation) { return .normal }
                let flow = try otherwise(activation)
                if case .normal = flow {
                    throw RuntimeError(.trap, "'guard' body must not fall through", at: location)
                }
                return flow
            }

        case .while(let conditions, let body):
            guard conditionsAreLowered(conditions) else { return fallback(statement) }
            return wrapped(at: location, try whileLoop(conditions, body, label: nil, at: location))

        case .repeatWhile(let body, let condition):
            return wrapped(at: location, try repeatLoop(body, condition, label: nil, at: location))

        case .forIn(let pattern, let sequence, let whereClause, let body):
            guard forPatternIsLowered(pattern) else { return fallback(statement) }
            return wrapped(at: location, try forLoop(pattern, sequence, whereClause, body, label: nil, at: location))

        case .labeled(let label, let inner):
            switch inner.kind {
            case .while(let conditions, let body) where conditionsAreLowered(conditions):
                return wrapped(at: location, try labeledResult(whileLoop(conditions, body, label: label, at: inner.location), label))
            case .repeatWhile(let body, let condition):
                return wrapped(at: location, try labeledResult(repeatLoop(body, condition, label: label, at: inner.location), label))
            case .forIn(let pattern, let sequence, let whereClause, let body) where forPatternIsLowered(pattern):
                return wrapped(at: location, try labeledResult(forLoop(pattern, sequence, whereClause, body, label: label, at: inner.location), label))
            default:
                return fallback(statement)
            }

        case .return(let expr):
            guard let expr else { return wrapped(at: location) { _ in .returned(.void) } }
            let code = try converting(expression(expr, expected: context.returnType), to: context.returnType)
            return wrapped(at: location) { activation in .returned(try code(activation)) }

        case .break(let label):
            return wrapped(at: location) { _ in .broke(label: label) }
        case .continue(let label):
            return wrapped(at: location) { _ in .continued(label: label) }

        case .throw(let expr):
            let code = try expression(expr, expected: nil)
            return wrapped(at: location) { activation in
                throw ThrownError(value: try code(activation), location: location)
            }

        case .switch, .do:
            return fallback(statement)

        case .defer:
            throw Unsupported(reason: "defer")
        case .function:
            throw Unsupported(reason: "a local function")
        }
    }

    /// A `label:` loop: `break label` ends it here.
    private func labeledResult(_ code: @escaping StatementCode, _ label: String) -> StatementCode {
        return { activation in
            let flow = try code(activation)
            if case .broke(label) = flow { return .normal }
            return flow
        }
    }

    // MARK: Blocks

    /// A nested block: its own locals, ended (and collected when they held something) when it
    /// ends; dropped without a collection when it throws.
    func block(_ statements: [Statement]) throws -> StatementCode {
        if statements.contains(where: { if case .defer = $0.kind { true } else { false } }) {
            throw Unsupported(reason: "defer")
        }
        var codes: [HeldStatement] = []
        let slots = try withBlock { codes = try self.statements(statements) }
        return sequence(codes, ending: slots)
    }

    /// Runs `codes` in order up to the first that does not go on, then ends `slots` as a
    /// nested scope ends.
    /// `besides`: a slot whose value the caller knows holds no reference (a range loop's
    /// element): not looked at when the block ends.
    func sequence(_ codes: [HeldStatement], ending slots: [Int], besides known: Int = -1) -> StatementCode {
        let interpreter = self.interpreter
        let run = Self.inOrder(codes)
        guard !slots.isEmpty else { return run }
        // The slots whose type may hold a reference: only they can make the block's end a safe point.
        let checked = slots.filter { $0 != known && slotMayHoldReferences($0) }
        return { activation in
            let flow: Flow
            do {
                flow = try run(activation)
            } catch {
                activation.clear(slots)
                throw error
            }
            // Locals that cannot hold a reference are only unset: no safe point can be due.
            if checked.isEmpty { activation.clear(slots) } else { try interpreter.endBlock(slots, checking: checked, of: activation) }
            return flow
        }
    }

    /// Runs `codes` in order up to the first that does not go on; its flow (`.normal` when all
    /// went on). A block of one to three statements calls them directly (a loop's body runs
    /// this per iteration: an array's closures are copied out, and retained, one by one).
    static func inOrder(_ codes: [HeldStatement]) -> StatementCode {
        switch codes.count {
        case 0:
            return { _ in .normal }
        case 1:
            return codes[0].run
        case 2:
            let first = codes[0].run, second = codes[1].run
            return { activation in
                let flow = try first(activation)
                guard case .normal = flow else { return flow }
                return try second(activation)
            }
        case 3:
            let first = codes[0].run, second = codes[1].run, third = codes[2].run
            return { activation in
                var flow = try first(activation)
                guard case .normal = flow else { return flow }
                flow = try second(activation)
                guard case .normal = flow else { return flow }
                return try third(activation)
            }
        default:
            return { activation in
                for code in codes {
                    let flow = try code.run(activation)
                    if case .normal = flow { continue }
                    return flow
                }
                return .normal
            }
        }
    }

    // MARK: Variables

    private func variable(_ binding: VariableBinding, at location: SourceLocation) throws -> StatementCode {
        if binding.modifiers.contains(.bindable) { throw Unsupported(reason: "@Bindable local") }
        if binding.modifiers.contains(.lazy) { throw Unsupported(reason: "lazy local (its value is made at its first read)") }
        if binding.modifiers.contains(.async) { throw Unsupported(reason: "async let (a child task awaited at its first read)") }
        let isWeak = binding.modifiers.contains(.weak)
        guard let valueExpr = binding.value else {
            // `let x: Int` assigned later, `var x: T?`: a box, as the general evaluator makes.
            guard case .binding(let name) = binding.pattern else { throw Unsupported(reason: "destructuring without a value") }
            let slot = declare(name, isLet: binding.isLet, isWeak: isWeak)
            boxAlways(slot)
            let isOptional = binding.type?.isOptional ?? false
            let type = binding.type
            return { activation in
                let box = Box(.nil, isLet: binding.isLet, isWeak: isWeak, isInitialized: isOptional && !binding.isLet)
                box.isOptional = isOptional || isWeak
                box.declaredType = type
                activation.boxes[slot.index] = box
                return .normal
            }
        }
        let value = try converting(expression(valueExpr, expected: binding.type), to: binding.type)
        switch binding.pattern {
        case .wildcard:
            return { activation in
                _ = try value(activation)
                return .normal
            }
        case .binding(let name):
            // NB: declared after its value is compiled: the value cannot name it. A boxed local
            // carries what the general evaluator notes of it (printing reads it), which looks
            // at the value's expression in the general way.
            let willBox = willBoxNextSlot(isWeak: isWeak)
            // Only the locals whose own notes the general rules read are boxed for it: the
            // others are only looked at (`peekedLocals`), a box would make them general code's.
            let named = willBox ? generalLocals(notedNames(of: valueExpr)) : []
            let peeked = willBox ? peekedLocals(freeNames(of: valueExpr), besides: named) : []
            // `literalType` notes a type only of a tuple or array literal.
            let context: AssignmentContext = switch valueExpr.kind {
            case _ where binding.type != nil: .known(binding.type)
            case .tuple, .array: .unknown
            default: .known(nil)
            }
            let slot = declare(name, isLet: binding.isLet, isWeak: isWeak, type: binding.type ?? interpreter.evidentType(valueExpr) ?? evidentCollectionType(valueExpr),
                               typeIsWritten: binding.type != nil, assignmentContext: context)
            guard slot.isBoxed else {
                return { activation in
                    activation.values[slot.index] = try value(activation)
                    return .normal
                }
            }
            let interpreter = self.interpreter
            let type = binding.type
            return { activation in
                let result = try value(activation)
                let box = Box(isWeak ? interpreter.weakened(result) : result, isLet: binding.isLet, isWeak: isWeak)
                let scope = activation.scope(naming: named, peeking: peeked)
                box.isOptional = type.map(\.isOptional) ?? (isWeak || interpreter.isOptional(valueExpr, in: scope))
                box.declaredType = type ?? interpreter.literalType(of: valueExpr, in: scope)
                activation.boxes[slot.index] = box
                return .normal
            }
        default:
            throw Unsupported(reason: "a destructuring declaration")
        }
    }

    // MARK: Conditions

    func conditionsAreLowered(_ conditions: [Condition]) -> Bool {
        conditions.allSatisfy {
            switch $0 {
            case .expression, .optionalBinding, .availability: true
            case .pattern: false
            }
        }
    }

    /// `if`/`while`/`guard` conditions, binding `if let` names in the innermost block.
    func conditions(_ conditions: [Condition]) throws -> (Activation) throws -> Bool {
        var tests: [HeldCondition] = []
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                let code = try expression(expr, expected: nil)
                let interpreter = self.interpreter
                tests.append(HeldCondition { activation in try interpreter.truthy(code(activation), at: expr.location) })
            case .optionalBinding(let isLet, let name, let expr, _):
                let code = try expression(expr, expected: nil)
                let slot = declare(name, isLet: isLet)
                let interpreter = self.interpreter
                tests.append(HeldCondition { activation in
                    let unwrapped = interpreter.readWeak(try code(activation))
                    if unwrapped.isNil { return false }
                    if slot.isBoxed {
                        activation.boxes[slot.index] = Box(unwrapped, isLet: isLet)
                    } else {
                        activation.values[slot.index] = unwrapped
                    }
                    return true
                })
            case .availability(let iOS, let negated):
                let interpreter = self.interpreter
                tests.append(HeldCondition { _ in
                    let running = interpreter.host?.iOSVersion ?? [27, 0]
                    let available = iOS.map { !running.lexicographicallyPrecedes($0) } ?? true
                    return available != negated
                })
            case .pattern:
                throw Unsupported(reason: "a pattern condition")
            }
        }
        if tests.count == 1 { return tests[0].test }
        return { activation in
            for test in tests where !(try test.test(activation)) { return false }
            return true
        }
    }

    /// A condition's code kept in an array (see `HeldStatement`).
    struct HeldCondition {
        let test: (Activation) throws -> Bool
    }

    /// Conditions and the block they guard, compiled in one scope (their bindings are the
    /// block's): the test, the block ending that scope, and the scope's slots (cleared when a
    /// test throws). A `defer` in the block runs the general way.
    func conditionsAndBlock(_ conditions: [Condition], _ block: [Statement]) throws
        -> (test: (Activation) throws -> Bool, block: StatementCode, slots: [Int]) {
        var test: (Activation) throws -> Bool = { _ in false }
        var codes: [HeldStatement] = []
        let slots = try withBlock {
            test = try self.conditions(conditions)
            codes = try self.statements(block)
        }
        if block.contains(where: { if case .defer = $0.kind { true } else { false } }) { throw Unsupported(reason: "defer") }
        return (test, sequence(codes, ending: slots), slots)
    }

    private func ifStatement(_ conditions: [Condition], _ thenBlock: [Statement], _ elseClause: ElseClause?,
                             at location: SourceLocation) throws -> StatementCode {
        // The conditions' bindings and the `then` block share one scope (`branchScope`).
        let (condition, then, branchSlots) = try conditionsAndBlock(conditions, thenBlock)
        let otherwise: StatementCode?
        switch elseClause {
        case .block(let block)?: otherwise = try self.block(block)
        case .elseIf(let nested)?: otherwise = try statement(nested)
        case nil: otherwise = nil
        }
        return { activation in
            let passed: Bool
            do {
                passed = try condition(activation)
            } catch {
                activation.clear(branchSlots)
                throw error
            }
            if passed { return try then(activation) }
            activation.clear(branchSlots)
            return try otherwise?(activation) ?? .normal
        }
    }
}
