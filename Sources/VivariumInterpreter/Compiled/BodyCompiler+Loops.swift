import VivariumSyntax

/// Loops, lowered as `Interpreter+Statements` runs them: a step per iteration, the body's
/// locals ended with each pass.
extension BodyCompiler {
    /// Whether a loop's flow ends it here (`break` of it) or goes on (`continue` of it).
    static func exits(_ flow: Flow, label: String?) -> Bool {
        if case .broke(let target) = flow { return target == nil || target == label }
        return false
    }

    static func continues(_ flow: Flow, label: String?) -> Bool {
        switch flow {
        case .normal: return true
        case .continued(let target): return target == nil || target == label
        default: return false
        }
    }

    func whileLoop(_ conditions: [Condition], _ body: [Statement], label: String?, at location: SourceLocation) throws -> StatementCode {
        let (condition, iteration, slots) = try conditionsAndBlock(conditions, body)
        let interpreter = self.interpreter
        return { activation in
            while true {
                try interpreter.step(at: location)
                let passed: Bool
                do { passed = try condition(activation) } catch { activation.clear(slots); throw error }
                guard passed else { activation.clear(slots); break }
                let flow = try iteration(activation)
                if Self.continues(flow, label: label) { continue }
                if Self.exits(flow, label: label) { return .normal }
                return flow
            }
            return .normal
        }
    }

    func repeatLoop(_ body: [Statement], _ condition: Expr, label: String?, at location: SourceLocation) throws -> StatementCode {
        let iteration = try block(body)
        let test = try expression(condition, expected: nil)
        let interpreter = self.interpreter
        return { activation in
            repeat {
                try interpreter.step(at: location)
                let flow = try iteration(activation)
                if Self.exits(flow, label: label) { return .normal }
                if !Self.continues(flow, label: label) { return flow }
            } while try interpreter.truthy(test(activation), at: condition.location)
            return .normal
        }
    }

    func forPatternIsLowered(_ pattern: Pattern) -> Bool {
        switch pattern {
        case .binding, .wildcard: true
        default: false
        }
    }

    func forLoop(_ pattern: Pattern, _ sequenceExpr: Expr, _ whereClause: Expr?, _ body: [Statement],
                         label: String?, at location: SourceLocation) throws -> StatementCode {
        let sequenceCode = try expression(sequenceExpr, expected: nil)
        var element: LocalSlot?
        var filter: ExpressionCode?
        var codes: [HeldStatement] = []
        let slots = try withBlock {
            if case .binding(let name) = pattern { element = declare(name, isLet: true) }
            if let whereClause { filter = try expression(whereClause, expected: nil) }
            codes = try self.statements(body)
        }
        if body.contains(where: { if case .defer = $0.kind { true } else { false } }) { throw Unsupported(reason: "defer") }
        let iteration = sequence(codes, ending: slots)
        // The element's slot as two plain values: read at every element.
        let elementIndex = element?.index ?? -1, elementIsBoxed = element?.isBoxed ?? false, whereFilter = filter
        // Over a range, the element is an integer: an unboxed one is not ended with each pass
        // (the next pass writes it; the loop's end unsets it), and nothing looks at it.
        let rangeSlots = elementIsBoxed ? slots : slots.filter { $0 != elementIndex }
        let rangeIteration = sequence(codes, ending: rangeSlots, besides: elementIndex)
        // A body of one expression statement declaring nothing, without `where`: the loop runs
        // the expression itself (no statement closure between).
        let single = whereFilter == nil && rangeSlots.isEmpty && codes.count == 1 ? codes[0].expression : nil
        let interpreter = self.interpreter
        let whereLocation = whereClause?.location ?? location
        return { activation in
            let sequence = try interpreter.evaluatingLoopSequence { try sequenceCode(activation) }
            interpreter.currentFrame?.temporaries.append(sequence)
            /// One pass of the body, its element bound: nil to go on with the next element.
            func pass(_ iteration: StatementCode, ending slots: [Int]) throws -> Flow? {
                if let filter = whereFilter {
                    let passes: Bool
                    do { passes = try interpreter.truthy(filter(activation), at: whereLocation) } catch { activation.clear(slots); throw error }
                    if !passes { activation.clear(slots); return nil }
                }
                let flow = try iteration(activation)
                if Self.continues(flow, label: label) { return nil }
                return Self.exits(flow, label: label) ? .normal : flow
            }
            if case .range(let lower, let upper, _) = sequence {
                guard elementIndex >= 0, !elementIsBoxed else {
                    var index = lower
                    while index < upper {
                        try interpreter.step(at: location)
                        if elementIndex >= 0 { activation.boxes[elementIndex] = Box(.int(index), isLet: true) }
                        if let flow = try pass(rangeIteration, ending: rangeSlots) { return flow }
                        index += 1
                    }
                    return .normal
                }
                // The element written in place each pass, and unset however the loop ends.
                defer { activation.values[elementIndex] = .void }
                var index = lower
                if let single {
                    // One expression statement: run in place, its flow always normal.
                    while index < upper {
                        try interpreter.step(at: location)
                        activation.values[elementIndex] = .int(index)
                        try interpreter.runExpressionStatement(single.code, at: single.location, in: activation)
                        index += 1
                    }
                    return .normal
                }
                while index < upper {
                    try interpreter.step(at: location)
                    activation.values[elementIndex] = .int(index)
                    if let flow = try pass(rangeIteration, ending: rangeSlots) { return flow }
                    index += 1
                }
                return .normal
            }
            let next = try interpreter.iterator(over: sequence, in: activation.environment, at: location, sequenceLocation: sequenceExpr.location)
            while let value = try next() {
                if elementIndex >= 0 {
                    if elementIsBoxed { activation.boxes[elementIndex] = Box(value, isLet: true) } else { activation.values[elementIndex] = value }
                }
                if let flow = try pass(iteration, ending: slots) { return flow }
            }
            return .normal
        }
    }
}

extension Interpreter {
    /// An expression statement as `executeStatement` runs it: the step, the expression (its value
    /// dropped), the temporaries it pinned and the values it held released, then a safe point.
    @inline(__always)
    func runExpressionStatement(_ code: ExpressionCode, at location: SourceLocation, in activation: Activation) throws {
        try step(at: location)
        // The body's own frame, the innermost while its statements run (see `Activation.frame`).
        unowned(unsafe) let frame = activation.frame
        assert(frames.last === frame, "a compiled statement ran outside its body's frame")
        let mark = frame.temporaries.count
        let heldMark = frame.heldTokens.count
        _ = try code(activation)
        if frame.temporaries.count > mark { releaseTemporaries(of: frame, from: mark) }
        if frame.heldTokens.count > heldMark { releaseHeld(in: frame, from: heldMark) }
        if heap.needsCollection { try collectGarbage() }
    }

    /// The end of a nested block's scope in compiled code: its locals are dropped, and when
    /// they held something that may be freed, a safe point runs (as `execute` does).
    /// `checked`: the slots that may hold a reference (the others' types hold none).
    func endBlock(_ slots: [Int], checking checked: [Int], of activation: Activation) throws {
        guard !slots.isEmpty else { return }
        let held = !checked.isEmpty && activation.anyHoldsReferences(checked, in: heap)
        if held {
            for index in slots.reversed() {
                if !activation.boxes.isEmpty, let box = activation.boxes[index] { heap.rankRelease(of: box.value) } else { heap.rankRelease(of: activation.values[index]) }
            }
        }
        activation.clear(slots)
        if held {
            heap.needsCollection = true
            try collectGarbage()
        }
    }
}
