import VivariumSyntax

extension Interpreter {
    /// Executes a block in `scope` (the caller makes a child scope when the block needs one).
    /// With `builder`, expression statements become `@ViewBuilder` components.
    func execute(_ statements: [Statement], in scope: Scope, builder: BuilderState?) throws -> Flow {
        var deferred: [[Statement]] = []
        defer {
            for block in deferred.reversed() { _ = try? execute(block, in: scope, builder: nil) }
        }
        var flow = Flow.normal
        let asyncLetsBefore = pendingAsyncLets.count
        do {
            for statement in statements {
                if case .defer(let block) = statement.kind {
                    deferred.append(block)
                    continue
                }
                flow = try executeStatement(statement, in: scope, builder: builder)
                if case .normal = flow { continue }
                break
            }
        } catch {
            if pendingAsyncLets.count > asyncLetsBefore { finishAsyncLets(of: scope, from: asyncLetsBefore) }
            throw error
        }
        if pendingAsyncLets.count > asyncLetsBefore { finishAsyncLets(of: scope, from: asyncLetsBefore) }
        // NB: a nested block's variables die when the block ends (end of an `if` branch, a
        // loop iteration, a `do`), not at the next statement of the enclosing one.
        if let frame = frames.last, frame.scope !== scope, Self.scopeHoldsReferences(scope) {
            heap.needsCollection = true
            rankReleases(of: scope)
            try collectGarbage()
        }
        return flow
    }

    /// Executes one statement, then releases its temporaries and collects garbage if needed.
    func executeStatement(_ statement: Statement, in scope: Scope, builder: BuilderState?) throws -> Flow {
        try step(at: statement.location)
        // Every entry point (top level, calls, accessors, deinits) runs under `withFrame`.
        guard let frame = frames.last else {
            throw RuntimeError(.trap, "internal error: a statement ran outside any call frame", at: statement.location)
        }
        let mark = frame.temporaries.count
        let heldMark = frame.heldTokens.count
        let componentMark = builder?.components.count ?? 0
        let savedScope = frame.scope
        frame.scope = scope
        // NB: restored only after the collection below, whose roots include this scope: a
        // variable declared in a nested block must stay alive past its own declaration.
        defer { frame.scope = savedScope }
        let flow = try executeKind(statement, in: scope, builder: builder)
        if frame.temporaries.count > mark {
            releaseTemporaries(of: frame, from: mark)
        }
        releaseHeld(in: frame, from: heldMark)
        // What the statement hands on (a builder component, a returned value) stays pinned
        // until the frame ends: the caller takes it from there.
        if let builder, builder.components.count > componentMark {
            for component in builder.components[componentMark...] { pin(component) }
        }
        if case .returned(let value) = flow { pin(value) }
        if heap.needsCollection { try collectGarbage() }
        return flow
    }

    private func executeKind(_ statement: Statement, in scope: Scope, builder: BuilderState?, label: String? = nil) throws -> Flow {
        func exits(_ flow: Flow) -> Bool {
            if case .broke(let target) = flow { return target == nil || target == label }
            return false
        }
        func continues(_ flow: Flow) -> Bool {
            if case .continued(let target) = flow { return target == nil || target == label }
            if case .normal = flow { return true }
            return false
        }
        switch statement.kind {
        case .labeled(let name, let inner):
            let flow = try executeKind(inner, in: scope, builder: builder, label: name)
            if case .broke(name) = flow { return .normal }
            return flow

        case .expression(let expr):
            let value = try evaluate(expr, in: scope)
            if let builder, !isVoidLike(value) {
                builder.components.append(value)
            }
            return .normal

        case .variable(let binding):
            try executeVariable(binding, in: scope, at: statement.location)
            return .normal

        case .if(let conditions, let thenBlock, let elseClause):
            if let builder {
                let value = try buildIf(conditions: conditions, then: thenBlock, else: elseClause, in: scope, at: statement.location)
                builder.components.append(value)
                return .normal
            }
            let branchScope = Scope(parent: scope)
            if try evaluateConditions(conditions, in: branchScope) {
                return try execute(thenBlock, in: branchScope, builder: nil)
            }
            switch elseClause {
            case .block(let block)?: return try execute(block, in: Scope(parent: scope), builder: nil)
            case .elseIf(let nested)?: return try executeStatement(nested, in: scope, builder: nil)
            case nil: return .normal
            }

        case .guard(let conditions, let elseBlock):
            if try evaluateConditions(conditions, in: scope) { return .normal }
            let flow = try execute(elseBlock, in: Scope(parent: scope), builder: nil)
            if case .normal = flow {
                throw RuntimeError(.trap, "'guard' body must not fall through", at: statement.location)
            }
            return flow

        case .forIn(let pattern, let sequenceExpr, let whereClause, let body):
            if builder != nil {
                throw RuntimeError.notSupported("'for' loops in a view builder (use ForEach)", at: statement.location)
            }
            let sequence = try evaluatingLoopSequence { try evaluate(sequenceExpr, in: scope) }
            currentFrame?.temporaries.append(sequence)
            let elementType = optionalLoopElementType(of: sequenceExpr, in: scope)
            /// One pass of the body for `element`: nil to go on with the next element.
            func iterate(_ element: Value) throws -> Flow? {
                let iterationScope = Scope(parent: scope)
                guard try bind(pattern, to: element, in: iterationScope, isLet: true, at: statement.location) else { return nil }
                if let elementType { declareTypes(of: pattern, as: elementType, in: iterationScope) }
                if let whereClause, !(try truthy(evaluate(whereClause, in: iterationScope), at: whereClause.location)) { return nil }
                let flow = try execute(body, in: iterationScope, builder: nil)
                if continues(flow) { return nil }
                return exits(flow) ? .normal : flow
            }
            let next = try iterator(over: sequence, in: scope, at: statement.location, sequenceLocation: sequenceExpr.location)
            while let element = try next() {
                if let flow = try iterate(element) { return flow }
            }
            return .normal

        case .while(let conditions, let body):
            while true {
                try step(at: statement.location)
                let iterationScope = Scope(parent: scope)
                guard try evaluateConditions(conditions, in: iterationScope) else { break }
                let flow = try execute(body, in: iterationScope, builder: nil)
                if continues(flow) { continue }
                if exits(flow) { return .normal }
                return flow
            }
            return .normal

        case .repeatWhile(let body, let condition):
            repeat {
                try step(at: statement.location)
                let flow = try execute(body, in: Scope(parent: scope), builder: nil)
                if exits(flow) { return .normal }
                if !continues(flow) { return flow }
            } while try truthy(evaluate(condition, in: scope), at: condition.location)
            return .normal

        case .switch(let subjectExpr, let cases):
            let subject = try evaluate(subjectExpr, in: scope)
            guard let (index, caseScope) = try matchSwitch(subject, cases: cases, in: scope, at: statement.location) else {
                throw RuntimeError(.trap, "no 'switch' case matched \(describe(subject))", at: statement.location)
            }
            if let builder {
                let inner = BuilderState()
                _ = try execute(cases[index].body, in: caseScope, builder: inner)
                let content = host?.buildBlock(inner.components, at: cases[index].location) ?? .void
                builder.components.append(host?.buildEither(branch: index, of: cases.count, content, at: statement.location) ?? content)
                return .normal
            }
            switch try execute(cases[index].body, in: caseScope, builder: nil) {
            case .broke(nil): return .normal
            case let other: return other
            }

        case .return(let expr):
            let value = try expr.map { try evaluate($0, in: scope, convertingTo: currentFrame?.returnType) } ?? .void
            return .returned(value)

        case .break(let label):
            return .broke(label: label)

        case .continue(let label):
            return .continued(label: label)

        case .throw(let expr):
            throw ThrownError(value: try evaluate(expr, in: scope), location: statement.location)

        case .defer:
            return .normal

        case .do(let body, let catches):
            do {
                return try execute(body, in: Scope(parent: scope), builder: builder)
            } catch let thrown as ThrownError {
                for clause in catches {
                    let catchScope = Scope(parent: scope)
                    if let pattern = clause.pattern {
                        guard try bind(pattern, to: thrown.value, in: catchScope, isLet: true, at: clause.location) else { continue }
                    } else {
                        catchScope.declare("error", Box(thrown.value, isLet: true))
                    }
                    if let condition = clause.whereClause, try !truthy(evaluate(condition, in: catchScope), at: condition.location) {
                        continue
                    }
                    return try execute(clause.body, in: catchScope, builder: builder)
                }
                throw thrown
            }

        case .function(let decl):
            var function = BoundFunction(declaration: decl, ownerType: nil, receiver: nil)
            function.scope = scope
            scope.declare(decl.name, Box(.function(.function(function)), isLet: true))
            return .normal
        }
    }

    private func isVoidLike(_ value: Value) -> Bool {
        if case .void = value { return true }
        return false
    }

    private func executeVariable(_ binding: VariableBinding, in scope: Scope, at location: SourceLocation) throws {
        guard let valueExpr = binding.value else {
            // `let x: Int` declared now, assigned later; optionals start as nil.
            guard case .binding(let name) = binding.pattern else {
                throw RuntimeError.notSupported("destructuring declarations without a value", at: location)
            }
            let isOptional = binding.type?.isOptional ?? false
            let box = Box(.nil, isLet: binding.isLet, isWeak: binding.modifiers.contains(.weak),
                          isInitialized: isOptional && !binding.isLet)
            box.isOptional = isOptional || binding.modifiers.contains(.weak)
            box.declaredType = binding.type
            scope.declare(name, box)
            return
        }
        if binding.modifiers.contains(.lazy), case .binding(let name) = binding.pattern {
            // `lazy var x = make()`: nothing runs until `x` is first read.
            let box = Box(.nil, isLet: false)
            box.declaredType = binding.type
            box.isOptional = binding.type?.isOptional ?? false
            box.lazyInitializer = LazyInitializer(value: valueExpr, type: binding.type, scope: scope)
            scope.declare(name, box)
            return
        }
        if binding.modifiers.contains(.async), case .binding(let name) = binding.pattern, let parent = currentCoroutine {
            startAsyncLet(name, valueExpr, type: binding.type, parent: parent, in: scope, at: location)
            return
        }
        let value = try evaluate(valueExpr, in: scope, convertingTo: binding.type)
        if case .wildcard = binding.pattern { return }
        _ = try bind(binding.pattern, to: value, in: scope, isLet: binding.isLet, at: location,
                     isWeak: binding.modifiers.contains(.weak))
        if case .binding(let name) = binding.pattern, let box = scope.variables[name] {
            box.isOptional = binding.type.map(\.isOptional) ?? (binding.modifiers.contains(.weak) || isOptional(valueExpr, in: scope))
            box.declaredType = binding.type ?? literalType(of: valueExpr, in: scope)
            if binding.modifiers.contains(.bindable) {
                // `@Bindable var model = model`: `$model.title` is a binding into the object.
                guard case .object = readWeak(value) else {
                    // swiftc's wording, found here when the value's type was not evident at load.
                    let typeName = Describe.typeName(of: readWeak(value), heap: heap)
                    throw RuntimeError.unresolved("generic struct 'Bindable' requires that '\(typeName)' be a class type", at: location)
                }
                scope.declare("$" + name, Box(.builtin(BuiltinValue(kind: "ObjectProjection", fields: ["object": value])), isLet: true))
            }
        }
    }

    /// Evaluates `if`/`while`/`guard` conditions, binding optional bindings into `scope`.
    func evaluateConditions(_ conditions: [Condition], in scope: Scope) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                guard try truthy(evaluate(expr, in: scope), at: expr.location) else { return false }
            case .optionalBinding(let isLet, let name, let expr, _):
                let value = try evaluate(expr, in: scope)
                let unwrapped = readWeak(value)
                if unwrapped.isNil { return false }
                scope.declare(name, Box(unwrapped, isLet: isLet))
            case .pattern(let pattern, let expr):
                let value = try evaluate(expr, in: scope)
                guard try bind(pattern, to: value, in: scope, isLet: true, at: expr.location) else { return false }
            case .availability(let iOS, let negated):
                // The profile's iOS release is the device's (`profile ios16` makes iOS 17 APIs unavailable).
                let running = host?.iOSVersion ?? [27, 0]
                let available = iOS.map { !running.lexicographicallyPrecedes($0) } ?? true
                guard available != negated else { return false }
            }
        }
        return true
    }

    @inline(__always)
    func truthy(_ value: Value, at location: SourceLocation) throws -> Bool {
        guard case .bool(let flag) = value else { throw notABool(value, at: location) }
        return flag
    }

    @inline(never)
    private func notABool(_ value: Value, at location: SourceLocation) -> RuntimeError {
        RuntimeError(.trap, "expected a Bool condition, got \(describe(value))", at: location)
    }

    /// The `if` of a view builder: the taken branch's content, as either/optional content.
    private func buildIf(conditions: [Condition], then thenBlock: [Statement], else elseClause: ElseClause?,
                         in scope: Scope, at location: SourceLocation) throws -> Value {
        guard let host else { return .void }
        let (branches, finalElse) = Self.ifChain(conditions, thenBlock, elseClause, at: location)
        let total = branches.count + (finalElse == nil ? 0 : 1)
        for (index, branch) in branches.enumerated() {
            let branchScope = Scope(parent: scope)
            if try evaluateConditions(branch.conditions, in: branchScope) {
                let content = try buildContent(branch.block, in: branchScope, at: branch.location)
                if total == 1 { return host.buildOptional(content, at: location) }
                let either = host.buildEither(branch: index, of: total, content, at: location)
                return finalElse == nil ? host.buildOptional(either, at: location) : either
            }
        }
        if let finalElse {
            let content = try buildContent(finalElse, in: Scope(parent: scope), at: location)
            return host.buildEither(branch: total - 1, of: total, content, at: location)
        }
        return host.buildOptional(nil, at: location)
    }

    /// An `if` with its `else if` chain flattened: each conditional branch in order, and the
    /// block of a final `else` (nil when the chain ends without one). What a view builder and a
    /// result builder both make either/optional content of.
    static func ifChain(_ conditions: [Condition], _ thenBlock: [Statement], _ elseClause: ElseClause?,
                        at location: SourceLocation)
        -> (branches: [(conditions: [Condition], block: [Statement], location: SourceLocation)], finalElse: [Statement]?) {
        var branches: [(conditions: [Condition], block: [Statement], location: SourceLocation)] = [(conditions, thenBlock, location)]
        var finalElse: [Statement]?
        var next = elseClause
        while let clause = next {
            switch clause {
            case .block(let block):
                finalElse = block
                next = nil
            case .elseIf(let nested):
                guard case .if(let c, let t, let e) = nested.kind else { next = nil; continue }
                branches.append((c, t, nested.location))
                next = e
            }
        }
        return (branches, finalElse)
    }

    func buildContent(_ block: [Statement], in scope: Scope, at location: SourceLocation) throws -> Value {
        let inner = BuilderState()
        _ = try execute(block, in: scope, builder: inner)
        return host?.buildBlock(inner.components, at: location) ?? .void
    }

    /// The next element of a `for`-`in`'s sequence each time it is called, nil at the end; a
    /// step is taken before each (the loop's iteration). An async sequence is asked for its
    /// `next()`, a user `Sequence` for its iterator's; a range counts; the rest are elements.
    func iterator(over sequence: Value, in scope: Scope, at location: SourceLocation,
                  sequenceLocation: SourceLocation) throws -> () throws -> Value? {
        if case .object(let id) = sequence, let typeName = heap.object(id)?.typeName,
           types.memberChain(typeName).contains(where: { $0.methods["next"] != nil }) {
            // `for await x in stream`: an async sequence, asked for its `next()` until nil.
            let next = try memberValue(of: sequence, name: "next", at: sequenceLocation)
            return { [unowned self] in
                try step(at: location)
                let element = readWeak(try call(next, arguments: []))
                return element.isNil ? nil : element
            }
        }
        if let next = try userSequenceIterator(sequence, in: scope, at: sequenceLocation) {
            return { [unowned self] in
                try step(at: location)
                let element = try next()
                return element.isNil ? nil : element
            }
        }
        if case .builtin(let lazy) = sequence, lazy.kind == Self.lazySequenceKind {
            return lazyIterator(lazy, at: location)
        }
        if let next = try typeErasedIterator(sequence, at: sequenceLocation) {
            return { [unowned self] in
                try step(at: location)
                return try next()
            }
        }
        if case .range(let lower, let upper, _) = sequence {
            var index = lower
            return { [unowned self] in
                guard index < upper else { return nil }
                try step(at: location)
                defer { index += 1 }
                return .int(index)
            }
        }
        let elements = try elements(of: sequence, at: sequenceLocation)
        var index = 0
        return { [unowned self] in
            guard index < elements.count else { return nil }
            try step(at: location)
            defer { index += 1 }
            return elements[index]
        }
    }

    /// The elements a `for`-`in` iterates.
    func elements(of sequence: Value, at location: SourceLocation) throws -> [Value] {
        switch sequence {
        case .array(let elements): return elements
        case .range(let lower, let upper, _):
            guard lower < upper else { return [] }
            // `Int.min..<Int.max` (or a partial range `..<5`) spans more than Int.max.
            let (count, overflow) = upper.subtractingReportingOverflow(lower)
            if overflow || count > 10_000_000 {
                throw RuntimeError(.notSupported, "not supported in the playground: collections of more than 10,000,000 elements", at: location)
            }
            // NB: millions of elements take seconds in a debug build: polled for `interrupt`.
            var elements: [Value] = []
            elements.reserveCapacity(count)
            for value in lower..<upper {
                if longWorkShouldStop() { throw RuntimeError(.interrupted, "interrupted", at: location) }
                elements.append(.int(value))
            }
            return elements
        case .dictionary(let entries):
            return entries.map { .tuple([$0.key.value, $0.value], labels: ["key", "value"]) }
        case .string(let text): return text.map { .string(String($0)) }
        default:
            if let elements = try userCollectionElements(sequence, at: location) { return elements }
            if let elements = try drainedElements(of: sequence, at: location) { return elements }
            throw RuntimeError(.trap, "cannot iterate over \(describe(sequence))", at: location)
        }
    }
}

extension Interpreter {
    /// `async let profile = service.profile()`: the value is computed by a child task that
    /// starts now and runs beside the code after it; the first read of the name (`try await
    /// profile`) waits for it and throws what it threw (The Swift Programming Language,
    /// "Concurrency", "Calling Asynchronous Functions in Parallel": "the code … calls
    /// `downloadPhoto(named:)` without waiting for it to complete … The program uses `await`
    /// … to pause until all of the photos are downloaded"). Three `async let`s of 300, 500 and
    /// 200 ms are ready after 500 ms, not one second.
    private func startAsyncLet(_ name: String, _ valueExpr: Expr, type: TypeReference?, parent: Coroutine,
                               in scope: Scope, at location: SourceLocation) {
        let body = makeAutoclosure(valueExpr, in: scope, resultType: type)
        let child = spawnTask(name: "async let at \(location.line):\(location.column)", body: body)
        coroutines[child]?.parentID = parent.id
        if parent.isCancelled { cancelTask(child) }
        let box = Box(.nil, isLet: true)
        box.declaredType = type
        box.isOptional = type?.isOptional ?? false
        box.lazyInitializer = LazyInitializer(value: valueExpr, type: type, scope: scope, childTask: child)
        scope.declare(name, box)
        pendingAsyncLets.append(PendingAsyncLet(scope: scope, box: box, child: child))
    }

    /// The end of a block that declared `async let`s (normally, by `return`, `break` or a
    /// throw): each one never read is cancelled, then awaited, before the block is left — Swift
    /// "implicitly cancels and awaits" a child task whose value is not awaited before its scope
    /// ends (SE-0317, "async let bindings"). What it returns or throws then is dropped.
    func finishAsyncLets(of scope: Scope, from start: Int) {
        guard start < pendingAsyncLets.count else { return }
        let declared = pendingAsyncLets[start...]
        pendingAsyncLets.removeSubrange(start...)
        for pending in declared where pending.scope === scope || pending.scope == nil {
            guard let lazy = pending.box.lazyInitializer, lazy.childTask == pending.child else { continue }
            cancelTask(pending.child)
            _ = try? awaitTaskValue(pending.child, at: lazy.value.location)
            pending.box.lazyInitializer = nil
            taskOutcomes[pending.child] = nil
        }
    }

    /// A `lazy var` local's first read (or in-place change): its initial value is evaluated now,
    /// in the scope it was declared in, as Swift does at the first access.
    func initializeLazy(_ box: Box, at location: SourceLocation) throws {
        guard let lazy = box.lazyInitializer else { return }
        if let child = lazy.childTask {
            // `try await (profile, steps)`: the child task's value, or what it threw, where the
            // name is read; a value is kept for the reads after.
            box.value = try awaitTaskValue(child, at: location)
            box.lazyInitializer = nil
            // The value is the variable's now: the child keeps no copy (no handle can ask for
            // it again), so what it returned lives as long as the variable, as in Swift.
            taskOutcomes[child] = nil
            return
        }
        guard let scope = lazy.scope else {
            throw RuntimeError(.trap, "internal error: a lazy variable outlived its scope", at: location)
        }
        box.lazyInitializer = nil
        let value = try evaluate(lazy.value, in: scope, convertingTo: lazy.type)
        box.value = value
        if lazy.type == nil {
            box.isOptional = isOptional(lazy.value, in: scope)
            box.declaredType = literalType(of: lazy.value, in: scope)
        }
    }
}

/// An `async let` of a running block, until the block ends.
struct PendingAsyncLet {
    weak var scope: Scope?
    let box: Box
    let child: Int
}
