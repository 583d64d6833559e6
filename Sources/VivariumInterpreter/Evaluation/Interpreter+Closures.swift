import OrderedCollections
import VivariumSyntax

extension Interpreter {
    // MARK: Closures

    /// With `inoutFirst`, the parameter at `inoutIndex` (the first unless told) is that (mutable)
    /// box: an `inout` parameter; `moreInout` gives further ones by index.
    func callClosure(_ closure: Closure, arguments: [Value], viewBuilder: Bool, inoutFirst: Box? = nil, inoutIndex: Int = 0,
                     moreInout: [Int: Box] = [:], at location: SourceLocation) throws -> Value {
        if inoutFirst == nil, moreInout.isEmpty, !viewBuilder, let compiled = compiledBody(for: closure) {
            return try callCompiled(compiled, closure: closure, arguments: arguments, at: location)
        }
        let scope = Scope(parent: closure.scope)
        let expr = closure.expression
        if !expr.parameters.isEmpty {
            var arguments = arguments
            // `{ index, item in … }` given one tuple (`enumerated()`, a dictionary's pairs):
            // Swift destructures it into the parameters.
            if expr.parameters.count > 1, arguments.count == 1, case .tuple(let elements, _) = arguments[0],
               elements.count == expr.parameters.count {
                arguments = elements
            }
            for (index, parameter) in expr.parameters.enumerated() where parameter.name != "_" {
                let argument = index < arguments.count ? arguments[index] : .void
                scope.declare(parameter.name, index == inoutIndex ? inoutFirst ?? Box(argument, isLet: true) : moreInout[index] ?? Box(argument, isLet: true))
                // `{ $item in … }`: the parameter is a binding, `item` its wrapped value.
                if parameter.name.hasPrefix("$"), case .builtin(let binding) = argument, binding.kind == FrameworkLayer.bindingKind {
                    let box = Box(.void, isLet: false)
                    box.projection = binding
                    scope.declare(String(parameter.name.dropFirst()), box)
                }
            }
        } else {
            var values = arguments
            // A closure taking one tuple given as separate values, or the reverse, as Swift allows for `$0`.
            if expr.anonymousParameterCount > 1, values.count == 1, case .tuple(let elements, _) = values[0] { values = elements }
            for (index, value) in values.enumerated() {
                scope.declare("$\(index)", index == inoutIndex ? inoutFirst ?? Box(value, isLet: true) : moreInout[index] ?? Box(value, isLet: true))
            }
        }
        return try withFrame(name: closure.label, location: location, scope: scope) {
            currentFrame?.returnType = closure.resultType
            if let resultBuilder = closure.resultBuilder, !viewBuilder {
                return try runResultBuilderBody(expr.body, builder: resultBuilder, in: scope, at: expr.location)
            }
            let builder = viewBuilder || closure.isViewBuilder
            // `filter { if case .idle = $0 { true } else { false } }`: a closure of no written
            // result whose body is one `if` or `switch` of single expressions has that
            // expression's value (SE-0380: the value of a single-expression closure).
            if !builder, closure.resultType == nil, expr.body.count == 1, Self.isSoleExpressionStatement(expr.body[0]) {
                return try evaluateStatementExpression(expr.body[0], in: scope, expected: nil)
            }
            return try runBody(expr.body, in: scope, builder: builder, at: expr.location)
        }
    }

    /// An `if` with an `else` whose every branch is one expression, or a `switch` whose every
    /// case is one expression: a statement that can be an expression (SE-0380).
    static func isSoleExpressionStatement(_ statement: Statement) -> Bool {
        func isOneExpression(_ block: [Statement]) -> Bool {
            if block.count == 1, case .expression = block[0].kind { true } else { false }
        }
        switch statement.kind {
        case .if(let conditions, let thenBlock, let elseClause):
            let chain = ifChain(conditions, thenBlock, elseClause, at: statement.location)
            return chain.finalElse.map(isOneExpression) == true && chain.branches.allSatisfy { isOneExpression($0.block) }
        case .switch(_, let cases):
            return !cases.isEmpty && cases.allSatisfy { isOneExpression($0.body) }
        default:
            return false
        }
    }

    /// Runs a function-like body: a view builder collects components; a single expression
    /// is returned implicitly; otherwise the `return` value.
    func runBody(_ body: [Statement], in scope: Scope, builder: Bool, at location: SourceLocation) throws -> Value {
        if builder {
            let state = BuilderState()
            if case .returned(let value) = try execute(body, in: scope, builder: state) { return value }
            return host?.buildBlock(state.components, at: location) ?? .void
        }
        if body.count == 1, let returnType = currentFrame?.returnType, !returnType.isOpaqueOrExistential,
           returnType.nominalName != "Void", returnType != .tuple([], labels: []) {
            // A body that is one `switch`: a case that is one expression gives the result
            // (SE-0380, `var rate: Double { switch self { case .a: 1 … } }`); another case runs as
            // statements, and its `return` gives it.
            if case .switch(let subjectExpr, let cases) = body[0].kind {
                let subject = try evaluate(subjectExpr, in: scope)
                guard let (index, caseScope) = try matchSwitch(subject, cases: cases, in: scope, at: body[0].location) else {
                    throw RuntimeError(.trap, "no 'switch' case matched \(describe(subject))", at: body[0].location)
                }
                let caseBody = cases[index].body
                if caseBody.count == 1, case .expression(let single) = caseBody[0].kind {
                    return try evaluate(single, in: caseScope, convertingTo: returnType)
                }
                if case .returned(let value) = try execute(caseBody, in: caseScope, builder: nil) { return value }
                return .void
            }
            // A body that is one `if` whose every branch, `else` included, is one expression: an
            // `if` expression, implicitly returned (SE-0380, `-> Image { if on { a } else { b } }`).
            if case .if(let conditions, let thenBlock, let elseClause) = body[0].kind {
                let chain = Self.ifChain(conditions, thenBlock, elseClause, at: body[0].location)
                let blocks = chain.branches.map(\.block) + [chain.finalElse].compactMap { $0 }
                if chain.finalElse != nil, blocks.allSatisfy({ block in
                    if block.count == 1, case .expression = block[0].kind { true } else { false }
                }) {
                    return try evaluateStatementExpression(body[0], in: scope, expected: returnType)
                }
            }
        }
        if body.count == 1, case .expression(let single) = body[0].kind {
            // An implicit `return`: the value takes the declared result type (`-> Color { .red }`).
            if let returnType = currentFrame?.returnType, !returnType.isOpaqueOrExistential {
                return try evaluate(single, in: scope, convertingTo: returnType)
            }
            let state = BuilderState()
            _ = try execute(body, in: scope, builder: state)
            return state.components.first ?? .void
        }
        if case .returned(let value) = try execute(body, in: scope, builder: nil) { return value }
        return .void
    }

    // MARK: Making closures

    func makeClosure(_ expr: ClosureExpr, in scope: Scope) throws -> Value {
        var captureScope = scope
        if !expr.captures.isEmpty {
            captureScope = Scope(parent: scope)
            for item in expr.captures {
                let value: Value
                if let valueExpr = item.value {
                    value = try evaluate(valueExpr, in: scope)
                } else if item.name == "self" {
                    value = scope.lookup("self").map { readWeak($0.value) } ?? .nil
                } else {
                    value = try resolveIdentifier(item.name, in: scope, at: item.location)
                }
                switch item.specifier {
                case .strong: captureScope.declare(item.name, Box(value, isLet: true))
                case .weak:
                    let weak: Value = if case .object(let id) = value { .weakObject(id) } else { value }
                    captureScope.declare(item.name, Box(weak, isLet: false, isWeak: true))
                case .unowned:
                    let weak: Value = if case .object(let id) = value { .weakObject(id) } else { value }
                    captureScope.declare(item.name, Box(weak, isLet: true, isWeak: true))
                }
            }
        }
        let captures = capturedNames(of: expr, in: captureScope)
        // A closure made in a value type's initializer or method does not keep `self` when it
        // does not use it: stored in the value being built (`self.label = { "row \(id)" }`), it
        // would keep `self`'s box, and so the value and itself (see `scopeWithoutSelf`).
        if frames.last?.initializing != nil {
            captureScope = scopeWithoutSelf(captureScope, closure: expr, captures: captures)
        }
        let closure = Closure(source: closureSource(of: expr), scope: captureScope, isViewBuilder: false, captures: captures)
        // `{ name -> Status in … return .empty }`: the declared result type is the context of
        // what the body returns (`.empty` is `Status.empty`, whatever other enum has one).
        if let declared = expr.resultType, !declared.isOpaqueOrExistential { closure.resultType = declared }
        return .function(.closure(closure))
    }

    /// The source closures of `expr` share: the one made for it before (the same expression at
    /// its location), else a new one, kept for the next.
    func closureSource(of expr: ClosureExpr) -> ClosureSource {
        if let cached = closureSources[expr.location], cached.autoclosureBody == nil, Self.sameClosure(cached.expression, expr) {
            return cached
        }
        let source = ClosureSource(expression: expr, autoclosureBody: nil)
        closureSources[expr.location] = source
        return source
    }

    /// The source of an autoclosure of `expr`: its wrapper, made once.
    func autoclosureSource(of expr: Expr) -> ClosureSource {
        if let cached = autoclosureSources[expr.location], cached.autoclosureBody == expr { return cached }
        let wrapper = ClosureExpr(captures: [], parameters: [], anonymousParameterCount: 0,
                                  body: [Statement(.expression(expr), at: expr.location)], location: expr.location)
        let source = ClosureSource(expression: wrapper, autoclosureBody: expr)
        autoclosureSources[expr.location] = source
        return source
    }

    /// Whether two closure expressions are the same: the parsed expression's arrays (shared
    /// storage, no walk of the body), else compared in full.
    private static func sameClosure(_ a: ClosureExpr, _ b: ClosureExpr) -> Bool {
        if a.location == b.location, a.anonymousParameterCount == b.anonymousParameterCount,
           sharesStorage(a.body, b.body), sharesStorage(a.parameters, b.parameters), sharesStorage(a.captures, b.captures) {
            return true
        }
        return a == b
    }

    private static func sharesStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    /// An `@autoclosure` made from an argument expression.
    func makeAutoclosure(_ expr: Expr, in scope: Scope, resultType: TypeReference? = nil) -> Value {
        let source = autoclosureSource(of: expr)
        let captures = capturedNames(of: source.expression, in: scope)
        let closure = Closure(source: source, scope: scopeWithoutSelf(scope, closure: source.expression, captures: captures),
                              isViewBuilder: false, captures: captures)
        closure.resultType = resultType
        return .function(.closure(closure))
    }

    /// The scope a closure keeps when `self` is a value (a struct being built by its
    /// initializer) that the closure does not use: the same variables (the same boxes) but
    /// `self`, over the global scope. NB: an autoclosure stored in the value being built
    /// (`_model = StateObject(wrappedValue: Model(id: id))`) kept the initializer's scope, so
    /// `self`'s box, so the value and itself alive — a cycle of the engine's own memory made
    /// anew with each view value: a list of 1,000 such rows grew the worker by a mebibyte at
    /// each re-render. Swift's closure captures `id` alone. `self` stays when the closure uses
    /// it (`captures`), or names something no scope or type declares (a member it may reach
    /// through `self`, or a builtin): then the scope is kept as it is.
    func scopeWithoutSelf(_ scope: Scope, closure: ClosureExpr, captures: [String]) -> Scope {
        guard !scope.isGlobal, !captures.contains("self"), let selfBox = scope.lookupCapture("self"),
              case .structValue = selfBox.value else { return scope }
        for name in captureCache[closure.location] ?? FreeVariables.of(closure) where scope.lookup(name) == nil && types.type(name) == nil {
            return scope
        }
        var chain: [Scope] = []
        var current: Scope? = scope
        while let each = current, !each.isGlobal {
            chain.append(each)
            current = each.parent
        }
        let kept = Scope(parent: current)
        for each in chain.reversed() {
            for (name, box) in each.variables.entries where name != "self" { kept.declare(name, box) }
        }
        return kept
    }

    /// A parameter's default made an autoclosure. A memberwise initializer's default for a
    /// wrapped property in the global scope (`@StateObject var model = Model()`: its wrapper's
    /// thunk, called once when the view is installed) is one closure for every view value made
    /// with it: it captures nothing, so a new one per value (per row of a list, at each of its
    /// parent's re-renders) would differ only in identity, and make each value look made anew.
    func defaultAutoclosure(_ expr: Expr, in scope: Scope, resultType: TypeReference?, wrapped: Bool) -> Value {
        guard wrapped, scope === globals else { return makeAutoclosure(expr, in: scope, resultType: resultType) }
        let source = autoclosureSource(of: expr)
        // NB: the value is kept, not only the closure: each `.function` made is a box of its own.
        if let shared = defaultAutoclosures[expr.location], case .function(.closure(let closure)) = shared,
           closure.source === source, closure.resultType == resultType {
            return shared
        }
        let value = makeAutoclosure(expr, in: scope, resultType: resultType)
        if case .function(.closure(let closure)) = value, closure.captures.isEmpty { defaultAutoclosures[expr.location] = value }
        return value
    }

    /// The outside names a closure body refers to, plus `self` when it uses members implicitly.
    func capturedNames(of expr: ClosureExpr, in scope: Scope) -> [String] {
        let free: [String]
        if let cached = captureCache[expr.location] {
            free = cached
        } else {
            free = FreeVariables.of(expr)
            captureCache[expr.location] = free
        }
        var names: [String] = []
        var usesSelf = false
        for name in free {
            if name == "self" { usesSelf = true; continue }
            if scope.lookupCapture(name) != nil {
                names.append(name)
            } else if scope.lookup(name) == nil, let selfBox = scope.lookupCapture("self"), hasMember(name, of: readWeak(selfBox.value)) {
                usesSelf = true
            }
        }
        if usesSelf, scope.lookupCapture("self") != nil { names.append("self") }
        return names
    }
}

extension Interpreter {
    /// A closure called with arguments still to evaluate: `argumentTypes` (the callee's
    /// declared parameter types) are their context.
    func callClosureValue(_ closure: Closure, inputs: [ArgumentInput], argumentTypes: [TypeReference]?,
                          at location: SourceLocation) throws -> Value {
        // Without the callee's declared types, a closure's own annotated parameter types are the
        // context (`{ (result: Result<Int, Error>) in … }` called as `promise(.failure(e))`).
        let declared = closure.expression.parameters.map(\.type)
        let values = try inputs.enumerated().map { index, input in
            try evaluateInput(input, expected: argumentTypes.flatMap { index < $0.count ? $0[index] : nil }
                              ?? (index < declared.count ? declared[index] : nil))
        }
        // `change(&self[index])` for a `(inout Element) -> Void` closure: the parameter is a
        // variable whose last value is written back to the place (copy-in copy-out).
        var places: [Int: (box: Box, place: Expr, scope: Scope)] = [:]
        for (index, input) in inputs.enumerated() {
            guard case .expression(let argument, let scope) = input, case .inoutReference(let place) = argument.value.kind else { continue }
            places[index] = (Box(values[index], isLet: false), place, scope)
        }
        guard !places.isEmpty else { return try callClosure(closure, arguments: values, viewBuilder: false, at: location) }
        let result = try callClosure(closure, arguments: values, viewBuilder: false, inoutIndex: -1,
                                     moreInout: places.mapValues(\.box), at: location)
        for (_, written) in places.sorted(by: { $0.key < $1.key }) { try assign(written.box.value, to: written.place, in: written.scope) }
        return result
    }
}
