import VivariumSyntax

/// An argument before binding: still an expression (so `@autoclosure` parameters can wrap it
/// unevaluated), or an already computed value.
enum ArgumentInput {
    case expression(Argument, Scope)
    case value(ArgumentValue)

    var label: String? {
        switch self {
        case .expression(let argument, _): return argument.label
        case .value(let value): return value.label
        }
    }

    var isTrailingClosure: Bool {
        if case .expression(let argument, _) = self { return argument.isTrailingClosure }
        return false
    }

    var location: SourceLocation {
        switch self {
        case .expression(let argument, _): return argument.location
        case .value(let value): return value.location
        }
    }

    /// Evaluating it runs no code that could change a variable: a value, a literal, a name.
    /// (A mutating method reads its receiver again after arguments that might.)
    var isInert: Bool {
        guard case .expression(let argument, _) = self else { return true }
        switch argument.value.kind {
        case .integer, .float, .string, .boolean, .nil, .identifier, .selfValue: return true
        default: return false
        }
    }
}

extension Interpreter {
    func evaluateCall(callee: Expr, arguments: [Argument], in scope: Scope, expected: TypeReference?,
                      at location: SourceLocation) throws -> Value {
        let inputs = arguments.map { ArgumentInput.expression($0, scope) }
        let result = try dispatchCall(callee: callee, inputs: inputs, in: scope, expected: expected, at: location)
        pin(result)
        return result
    }

    private func dispatchCall(callee: Expr, inputs: [ArgumentInput], in scope: Scope, expected: TypeReference?,
                              at location: SourceLocation) throws -> Value {
        switch callee.kind {
        case .implicitMember(let name):
            return try implicitMember(name, arguments: inputs, expected: expected, in: scope, at: location)

        case .identifier(let name):
            let (isLocal, selfHasIt) = identifierCallee(named: name, in: scope)
            if !isLocal && !selfHasIt {
                if let staticType = staticContextType(in: scope), let info = types.type(staticType), info.staticMethods[name] != nil {
                    return try callStaticMethod(typeName: staticType, name: name, inputs: inputs, at: location)
                }
                if types.type(name) != nil || host?.hasType(name) == true || Builtins.typeNames.contains(name) {
                    return try constructType(name, arguments: inputs, scope: scope, at: location)
                }
                if let overloads = types.functions[name] {
                    let function = try selectOverload(overloads, inputs: inputs, name: name, at: location)
                    return try callFunction(BoundFunction(declaration: function, ownerType: nil, receiver: nil), arguments: inputs,
                                            expected: expected, at: location)
                }
                if Builtins.globalFunctions.contains(name) {
                    return try callBuiltinFunction(name, inputs: inputs, at: location)
                }
                // `uppercased()` inside `extension String`: a method of the builtin `self`.
                if let selfBox = scope.lookup("self"), extensionTypeName(of: readWeak(selfBox.value)) != nil {
                    let selfExpr = Expr(.selfValue, at: callee.location)
                    return try callMethod(on: readWeak(selfBox.value), baseExpr: selfExpr, name: name, inputs: inputs, scope: scope, at: location)
                }
                // `modifier(Counted())` or `padding()` inside a view's method: a view modifier
                // of `self`.
                if let selfBox = scope.lookup("self"), let host, host.isViewValue(readWeak(selfBox.value)) {
                    let selfExpr = Expr(.selfValue, at: callee.location)
                    return try callMethod(on: readWeak(selfBox.value), baseExpr: selfExpr, name: name, inputs: inputs, scope: scope, at: location)
                }
            }
            if selfHasIt, let selfBox = scope.lookup("self") {
                let selfExpr = Expr(.selfValue, at: callee.location)
                return try callMethod(on: readWeak(selfBox.value), baseExpr: selfExpr, name: name, inputs: inputs, scope: scope, at: location)
            }
            let value = try resolveIdentifier(name, in: scope, at: callee.location)
            return try callValue(value, inputs: inputs, at: location)

        case .member(let baseExpr, let name):
            if case .superValue = baseExpr.kind {
                return try callSuper(name, inputs: inputs, in: scope, at: location)
            }
            if name == "init", case .selfValue = baseExpr.kind {
                return try delegateInitializer(inputs: inputs, in: scope, at: location)
            }
            let base = try evaluate(baseExpr, in: scope, expected: isImplicitMemberChain(baseExpr) ? expected : nil)
            if case .type(let typeName) = base {
                if name == "init" { return try constructType(typeName, arguments: inputs, scope: scope, at: location) }
                return try callStaticMethod(typeName: typeName, name: name, inputs: inputs, at: location)
            }
            return try callMethod(on: base, baseExpr: baseExpr, name: name, inputs: inputs, scope: scope, expected: expected, at: location)

        case .type(let type):
            return try constructType(type.nominalName ?? type.description, arguments: inputs, scope: scope, at: location)

        case .selfType:
            let value = try evaluate(callee, in: scope)
            return try callValue(value, inputs: inputs, at: location)

        default:
            let value = try evaluate(callee, in: scope)
            return try callValue(value, inputs: inputs, at: location)
        }
    }

    /// Whether `name` called in `scope` is a variable (`lookupVariable` finds it), else whether
    /// it is a member of `self`: what the two questions answer, with `self` found and asked
    /// about once (each row of a `ForEach { Row(index: $0) }` asks for `Row`).
    private func identifierCallee(named name: String, in scope: Scope) -> (isLocal: Bool, selfHasIt: Bool) {
        if scope.lookupCapture(name) != nil { return (true, false) }
        let capturedSelf = scope.lookupCapture("self")
        let capturedSelfHasIt = capturedSelf.map { hasMember(name, of: readWeak($0.value)) } ?? false
        // `lookupVariable` leaves a member of the captured `self` to it.
        if capturedSelfHasIt { return (false, true) }
        if scope.lookup(name) != nil { return (true, false) }
        // `scope.lookup("self")` finds the captured `self` first when there is one.
        if capturedSelf != nil { return (false, false) }
        return (false, scope.lookup("self").map { hasMember(name, of: readWeak($0.value)) } ?? false)
    }

    /// Calls whatever `value` is: a closure, a function, a type (an initializer).
    func callValue(_ value: Value, inputs: [ArgumentInput], at location: SourceLocation) throws -> Value {
        switch readWeak(value) {
        case .function(.closure(let closure)):
            let values = try inputs.map { try evaluateInput($0, expected: nil) }
            return try callClosure(closure, arguments: values, viewBuilder: false, at: location)
        case .function(.function(let function)):
            return try callFunction(function, arguments: unlabeledCall(inputs, of: function.declaration.parameters), at: location)
        case .function(.builtin(let name, let receiver)):
            if let receiver {
                return try callBuiltinMethod(name, on: receiver, baseExpr: nil, inputs: inputs, scope: globals, at: location)
            }
            return try callBuiltinFunction(name, inputs: inputs, at: location)
        case .function(.initializer(let typeName)), .type(let typeName):
            return try constructType(typeName, arguments: inputs, scope: globals, at: location)
        case let callee where hasMember("callAsFunction", of: callee):
            // SE-0253: a value whose type declares `callAsFunction` is called like a function.
            let selfExpr = Expr(.selfValue, at: location)
            return try callMethod(on: callee, baseExpr: selfExpr, name: "callAsFunction", inputs: inputs, scope: globals, at: location)
        case .structValue(let layout) where types.type(layout.typeName)?.conforms(to: "Layout") == true && host != nil:
            // `let layout = FlowLayout(); layout { … }`: the host makes the container.
            let arguments = try inputs.map { ArgumentValue(label: $0.label, value: try evaluateInput($0, expected: nil), location: location) }
            if let result = try host?.callMethod("callAsFunction", on: .structValue(layout), arguments: arguments, at: location) { return result }
            throw RuntimeError(.trap, "cannot call value of non-function type '\(layout.typeName)'", at: location)
        case .builtin(let builtin):
            // `dismiss()`: a host value called as a function (`callAsFunction`).
            let arguments = try hostArguments(inputs, typeName: builtin.kind, member: "callAsFunction")
            if let host, let result = try host.callMethod("callAsFunction", on: .builtin(builtin), arguments: arguments, at: location) {
                return result
            }
            throw RuntimeError(.trap, "cannot call value of non-function type '\(builtin.kind)'", at: location)
        case .keyPath(let components) where inputs.count == 1:
            // SE-0249: `map(\.name)`, a key path used as a function from its root.
            var value = try evaluateInput(inputs[0], expected: nil)
            for component in components where component != "self" { value = try member(component, of: value, at: location) }
            return value
        case .nil:
            throw RuntimeError.trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: location)
        case let other:
            throw RuntimeError(.trap, "cannot call value of non-function type '\(Describe.typeName(of: other, heap: heap))'", at: location)
        }
    }

    /// The host's entry: positional values, optionally as a view builder.
    /// A function used as a value has a function type without argument labels
    /// (`let reduce: (inout S, A) -> Void = counterReducer; reduce(&s, a)`): positional
    /// arguments take the declaration's labels when they match them one for one.
    func unlabeledCall(_ inputs: [ArgumentInput], of parameters: [Parameter]) -> [ArgumentInput] {
        guard matchArguments(parameters, inputs) == nil, inputs.count == parameters.count,
              inputs.allSatisfy({ $0.label == nil && !$0.isTrailingClosure }),
              !parameters.contains(where: \.isVariadic) else { return inputs }
        return zip(inputs, parameters).map { input, parameter in
            switch input {
            case .expression(var argument, let scope):
                argument.label = parameter.label
                return .expression(argument, scope)
            case .value(var value):
                value.label = parameter.label
                return .value(value)
            }
        }
    }

    func callPositional(_ callable: Callable, arguments: [Value], viewBuilder: Bool, at location: SourceLocation) throws -> Value {
        switch callable {
        case .closure(let closure):
            return try callClosure(closure, arguments: arguments, viewBuilder: viewBuilder, at: location)
        default:
            let inputs = arguments.map { ArgumentInput.value(ArgumentValue(label: nil, value: $0, location: location)) }
            return try callValue(.function(callable), inputs: inputs, at: location)
        }
    }

    func evaluateInput(_ input: ArgumentInput, expected: TypeReference?) throws -> Value {
        switch input {
        case .expression(let argument, let scope): return try evaluate(argument.value, in: scope, expected: expected)
        case .value(let value): return value.value
        }
    }

    // MARK: Closures

    /// With `inoutFirst`, the first parameter is that (mutable) box: an `inout` parameter.
    func callClosure(_ closure: Closure, arguments: [Value], viewBuilder: Bool, inoutFirst: Box? = nil,
                     at location: SourceLocation) throws -> Value {
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
                scope.declare(parameter.name, index == 0 ? inoutFirst ?? Box(argument, isLet: true) : Box(argument, isLet: true))
                // `{ $item in … }`: the parameter is a binding, `item` its wrapped value.
                if parameter.name.hasPrefix("$"), case .builtin(let binding) = argument, binding.kind == "Binding" {
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
                scope.declare("$\(index)", index == 0 ? inoutFirst ?? Box(value, isLet: true) : Box(value, isLet: true))
            }
        }
        return try withFrame(name: closure.label, location: location, scope: scope) {
            currentFrame?.returnType = closure.resultType
            if let resultBuilder = closure.resultBuilder, !viewBuilder {
                return try runResultBuilderBody(expr.body, builder: resultBuilder, in: scope, at: expr.location)
            }
            let builder = viewBuilder || closure.isViewBuilder
            return try runBody(expr.body, in: scope, builder: builder, at: expr.location)
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

    // MARK: Functions and methods

    /// Calls a user function or method. For a `mutating` method the caller writes `self` back:
    /// see `callMutating`.
    func callFunction(_ function: BoundFunction, arguments: [ArgumentInput], expected: TypeReference? = nil,
                      at location: SourceLocation) throws -> Value {
        try callFunctionReturningSelf(function, arguments: arguments, expected: expected, at: location).result
    }

    /// `currentSelf`, for a `mutating` method called on a variable: reads the receiver again once
    /// the arguments are evaluated — the method's access to `self` begins after them, so
    /// `bag.push(bag.pop())` pushes onto the bag as `pop` left it.
    func callFunctionReturningSelf(_ function: BoundFunction, arguments: [ArgumentInput], currentSelf: (() throws -> Value)? = nil,
                                   expected: TypeReference? = nil, at location: SourceLocation) throws -> (result: Value, newSelf: Value?) {
        let decl = function.declaration
        let scope = Scope(parent: function.scope ?? globals)
        let isMutating = decl.modifiers.contains(.mutating)
        if let receiver = function.receiver {
            scope.declare("self", Box(receiver, isLet: !isMutating))
        }
        let owner = function.ownerType.map { "\($0).\(decl.name)" } ?? decl.name
        let writebacks = try bindArguments(decl.parameters, arguments, into: scope, callee: owner, at: location)
        if !decl.genericParameters.isEmpty { bindGenericParameters(of: decl, in: scope, expected: expected) }
        if isMutating, !arguments.allSatisfy(\.isInert), let currentSelf, let selfBox = scope.lookup("self") {
            selfBox.value = try currentSelf()
        }
        let staticType = decl.isStatic ? function.ownerType : nil
        let result = try withFrame(name: owner, location: location, scope: scope, staticType: staticType,
                                   initializing: function.ownerType) {
            currentFrame?.returnType = decl.returnType
            if let resultBuilder = resultBuilder(in: decl.attributes) {
                return try runResultBuilderBody(decl.body, builder: resultBuilder, in: scope, at: decl.location)
            }
            return try runBody(decl.body, in: scope, builder: decl.hasAttribute("ViewBuilder"), at: decl.location)
        }
        try performWritebacks(writebacks, from: scope)
        return (result, isMutating ? scope.lookup("self")?.value : nil)
    }

    func callStaticMethod(typeName: String, name: String, inputs: [ArgumentInput], at location: SourceLocation) throws -> Value {
        if let info = types.type(typeName) {
            if let overloads = info.staticMethods[name] {
                let function = try selectOverload(overloads, inputs: inputs, name: name, at: location)
                let receiver: Value? = info.kind == .class || info.kind == .actor ? .type(info.name) : nil
                return try callFunction(BoundFunction(declaration: function, ownerType: info.name, receiver: receiver), arguments: inputs, at: location)
            }
            // A class method inherited from a superclass (or its extension): `self` is the
            // metatype it was called on (`View.create()` makes a `View`).
            for superInfo in types.classChain(typeName).dropFirst() {
                guard let overloads = superInfo.staticMethods[name] else { continue }
                let function = try selectOverload(overloads, inputs: inputs, name: name, at: location)
                return try callFunction(BoundFunction(declaration: function, ownerType: superInfo.name, receiver: .type(info.name)),
                                        arguments: inputs, at: location)
            }
            if let enumCase = info.enumCase(name) {
                let values = try payload(inputs, of: enumCase)
                return .enumValue(EnumValue(typeName: info.name, caseName: enumCase.name, payload: values,
                                            payloadLabels: enumCase.associatedValues))
            }
            // `extension Font { static let x = Font.system(size: 20) }`: the runtime type's own functions.
            if types.extendedBuiltins.contains(info.name),
               let value = try Builtins.callStatic(self, typeName: typeName, name: name, inputs: inputs, at: location) {
                return value
            }
            if let value = try staticMemberValue(typeName: typeName, name: name, at: location, required: false) {
                return try callValue(value, inputs: inputs, at: location)
            }
            // `Self._printChanges()`: a static member SwiftUI gives every View.
            if let host, host.isViewType(typeName) {
                let arguments = try hostArguments(inputs, typeName: typeName, member: name)
                if let value = try host.callMethod(name, on: .type(typeName), arguments: arguments, at: location) { return value }
            }
            if !types.extendedBuiltins.contains(info.name) {
                throw RuntimeError.unresolved("type '\(typeName)' has no member '\(name)'", at: location)
            }
        }
        if let value = try Builtins.callStatic(self, typeName: typeName, name: name, inputs: inputs, at: location) {
            return value
        }
        if let host, host.hasType(typeName) {
            let arguments = try hostArguments(inputs, typeName: typeName, member: name)
            if let value = try host.callMethod(name, on: .type(typeName), arguments: arguments, at: location) { return value }
        }
        // `Animation.easeInOut(duration: 1)`: a framework value the tables describe.
        if FrameworkTypes.type(typeName)?.staticMembers[name] != nil,
           let value = try frameworkImplicitMember(name, arguments: inputs, contextual: typeName, in: globals, at: location) {
            return value
        }
        throw RuntimeError.unresolved("type '\(typeName)' has no member '\(name)'", at: location)
    }

    /// The field of a `ViewModifier` value (used as a view) holding the view it modifies
    /// (the graph's `BuiltinViews.modifiedContentField`).
    public static let modifiedContentField = "__modifiedContent"

    /// `receiver.name(arguments)`: user methods (writing `self` back for `mutating` ones),
    /// closures stored in properties, builtin methods, and host methods (view modifiers).
    /// `expected`: the type the call's context expects of the result, which a generic method's
    /// type parameter may take (`let users: [User] = try await client.request(.users)`).
    func callMethod(on receiver: Value, baseExpr: Expr, name: String, inputs: [ArgumentInput], scope: Scope,
                    expected: TypeReference? = nil, at location: SourceLocation) throws -> Value {
        let receiver = readWeak(receiver)
        switch receiver {
        case .object(let id):
            guard let object = heap.object(id) else { break }
            for info in types.memberChain(object.typeName) {
                if let overloads = info.methods[name] {
                    let function = try selectOverload(overloads, inputs: inputs, name: name, at: location)
                    logCallFromInitializer(function, ownerType: info.name, receiver: id)
                    return try callFunction(BoundFunction(declaration: function, ownerType: info.name, receiver: receiver),
                                            arguments: inputs, expected: expected, at: location)
                }
            }
        case .structValue(let value):
            // NB: a user `extension View` method whose arguments do not fit leaves SwiftUI's
            // modifier of the same name (`foregroundStyle(by:)` beside `foregroundStyle(_:)`).
            if let info = types.memberChain(value.typeName).first(where: { $0.methods[name] != nil }), let overloads = info.methods[name],
               info.name != "View" || fitsOne(overloads, inputs) {
                return try callUserValueMethod(info: info, overloads: overloads, receiver: receiver, baseExpr: baseExpr,
                                               inputs: inputs, scope: scope, at: location)
            }
            // `Text("a").cardStyle().logged("x")`: a `ViewModifier` applied with `.modifier(_:)` is
            // a view (SwiftUI's `ModifiedContent`), so a user `extension View` method applies to it.
            if value.fields[Self.modifiedContentField] != nil, let overloads = types.type("View")?.methods[name], fitsOne(overloads, inputs) {
                let function = try selectOverload(overloads, inputs: inputs, name: name, at: location)
                return try callFunction(BoundFunction(declaration: function, ownerType: "View", receiver: receiver), arguments: inputs, at: location)
            }
        case .enumValue(let value):
            if let info = types.memberChain(value.typeName).first(where: { $0.methods[name] != nil }), let overloads = info.methods[name] {
                return try callUserValueMethod(info: info, overloads: overloads, receiver: receiver, baseExpr: baseExpr,
                                               inputs: inputs, scope: scope, at: location)
            }
        case .builtin(let value) where types.extendedBuiltins.contains(value.kind) && types.type(value.kind)?.methods[name] != nil:
            // `calendar.startOfDay(for:)`: a method of an extension of a framework value's type
            // (a user's, or a bundled module's).
            if let info = types.type(value.kind), let overloads = info.methods[name] {
                return try callUserValueMethod(info: info, overloads: overloads, receiver: receiver, baseExpr: baseExpr,
                                               inputs: inputs, scope: scope, at: location)
            }
        case .builtin where types.extendedBuiltins.contains("View"):
            // `Text("a").counted()`: a method of a user `extension View` on a builtin view.
            if let info = types.type("View"), let overloads = info.methods[name], fitsOne(overloads, inputs) {
                let function = try selectOverload(overloads, inputs: inputs, name: name, at: location)
                return try callFunction(BoundFunction(declaration: function, ownerType: "View", receiver: receiver), arguments: inputs, at: location)
            }
        default:
            // NB: an extension method that does not take these arguments leaves the standard
            // library's of the same name (`extension Sequence { func sorted(by: KeyPath…) }`
            // calling `sorted { … }`).
            if let (info, overloads) = builtinExtensionMethods(name, of: receiver),
               overloads.contains(where: { matchArguments($0.parameters, inputs) != nil }) {
                return try callUserValueMethod(info: info, overloads: overloads, receiver: receiver, baseExpr: baseExpr,
                                               inputs: inputs, scope: scope, at: location)
            }
        }
        // A stored closure property, e.g. `self.onTap()` or `viewModel.action()`.
        // A property that is no function (`let id: Int` of a view) leaves the method of that
        // name (`.id("row")`), as Swift's overload resolution does.
        if hasStoredOrComputedMember(name, of: receiver) {
            let value = try memberValue(of: receiver, name: name, at: location)
            switch readWeak(value) {
            case .int, .double, .string, .bool, .array, .dictionary, .range, .tuple:
                break
            default:
                return try callValue(value, inputs: inputs, at: location)
            }
        }
        return try callBuiltinMethod(name, on: receiver, baseExpr: baseExpr, inputs: inputs, scope: scope, at: location)
    }

    /// Whether one of `overloads` takes these arguments.
    func fitsOne(_ overloads: [FunctionDecl], _ inputs: [ArgumentInput]) -> Bool {
        overloads.contains { matchArguments($0.parameters, inputs) != nil }
    }

    /// Lists a method an initializer calls on the object it initializes (seed 004's common
    /// `initialize()`), for the classes whose initializers the reply lists.
    private func logCallFromInitializer(_ function: FunctionDecl, ownerType: String, receiver: ObjectID) {
        guard let frame = currentFrame, let initializing = frame.initializing, frame.name.hasPrefix(initializing + ".init("),
              case .object(receiver)? = frame.scope.lookup("self").map({ readWeak($0.value) }),
              let object = heap.object(receiver), logsInitializers(object.typeName) else { return }
        let labels = function.parameters.map { ($0.label ?? "_") + ":" }.joined()
        log.append(.host(kind: .call, text: "\(ownerType).\(function.name)(\(labels))", path: nil, reason: nil))
    }

    func callUserValueMethod(info: TypeInfo, overloads: [FunctionDecl], receiver: Value, baseExpr: Expr,
                             inputs: [ArgumentInput], scope: Scope, at location: SourceLocation) throws -> Value {
        let function = try selectOverload(overloads, inputs: inputs, name: overloads[0].name, at: location)
        let bound = BoundFunction(declaration: function, ownerType: info.name, receiver: receiver)
        let (result, newSelf) = try callFunctionReturningSelf(bound, arguments: inputs, currentSelf: {
            self.readWeak(try self.evaluate(baseExpr, in: scope))
        }, at: location)
        if let newSelf { try assign(newSelf, to: baseExpr, in: scope) }
        return result
    }

    func callSuper(_ name: String, inputs: [ArgumentInput], in scope: Scope, at location: SourceLocation) throws -> Value {
        guard let selfBox = scope.lookup("self"), case .object(let id) = readWeak(selfBox.value),
              let owner = currentFrame?.initializing, let superclass = types.type(owner)?.superclass else {
            throw RuntimeError.notSupported("'super' outside a subclass member", at: location)
        }
        if name == "init" {
            try runInitializer(objectID: id, className: superclass, inputs: inputs, at: location)
            return .void
        }
        for info in types.classChain(superclass) {
            if let overloads = info.methods[name] {
                let function = try selectOverload(overloads, inputs: inputs, name: name, at: location)
                return try callFunction(BoundFunction(declaration: function, ownerType: info.name, receiver: .object(id)),
                                        arguments: inputs, at: location)
            }
        }
        if types.type(superclass) == nil { return .void } // a builtin superclass (NSObject): nothing to run
        throw RuntimeError.unresolved("value of type '\(superclass)' has no member '\(name)'", at: location)
    }

    // MARK: Arguments

    /// Which argument goes to which parameter (nil: the parameter's default), or nil when the
    /// labels do not match.
    func matchArguments(_ parameters: [Parameter], _ inputs: [ArgumentInput]) -> [[Int]]? {
        var mapping: [[Int]] = []
        var next = 0
        for parameter in parameters {
            var taken: [Int] = []
            if next < inputs.count {
                let input = inputs[next]
                let labelMatches = input.label == parameter.label
                let trailingMatches = input.isTrailingClosure && input.label == nil && types.acceptsTrailingClosure(parameter.type)
                if labelMatches || trailingMatches {
                    taken.append(next)
                    next += 1
                    if parameter.isVariadic {
                        while next < inputs.count, inputs[next].label == nil, !inputs[next].isTrailingClosure {
                            taken.append(next)
                            next += 1
                        }
                    }
                }
            }
            if taken.isEmpty, parameter.defaultValue == nil, !parameter.isVariadic {
                return nil
            }
            mapping.append(taken)
        }
        return next == inputs.count ? mapping : nil
    }

    func selectOverload(_ overloads: [FunctionDecl], inputs: [ArgumentInput], name: String,
                        at location: SourceLocation) throws -> FunctionDecl {
        // Safe: `TypeInfo.methods` and `staticMethods` make an entry with its first declaration.
        if overloads.count == 1 { return overloads[0] }
        if let match = overloads.first(where: { matchArguments($0.parameters, inputs) != nil }) { return match }
        return overloads[0]
    }

    /// Whose initializer's arguments are being bound, for the provenance of objects they make;
    /// `wrappers` (memberwise initializers) names each property's wrapper.
    struct ArgumentProvenance {
        var typeName: String
        var wrappers: [String: String?]?
    }

    struct Writeback {
        var parameterName: String
        var target: Expr
        var scope: Scope
    }

    /// Binds arguments to parameters in `scope`: evaluates them (or wraps autoclosures),
    /// applies defaults, and returns the `inout` write-backs to perform after the call.
    /// `matched`: `matchArguments(parameters, inputs)` when the caller has it already.
    func bindArguments(_ parameters: [Parameter], _ inputs: [ArgumentInput], into scope: Scope, callee: String,
                       at location: SourceLocation, provenance: ArgumentProvenance? = nil, matched: [[Int]]? = nil) throws -> [Writeback] {
        guard let mapping = matched ?? matchArguments(parameters, inputs) else {
            throw RuntimeError(.trap, "arguments do not match the parameters of '\(callee)'", at: location)
        }
        var writebacks: [Writeback] = []
        let generic = try inferGenericArguments(parameters, mapping: mapping, inputs: inputs)
        let selfType = parameters.contains { $0.type.namesSelf } ? receiverTypeName(in: scope) : nil
        for (written, indices) in zip(parameters, mapping) {
            let parameter = selfType.map { written.resolvingSelf(as: $0) } ?? written
            var value: Value
            if indices.isEmpty {
                if parameter.isVariadic && parameter.defaultValue == nil {
                    value = .array([])
                } else if let defaultValue = parameter.defaultValue {
                    if parameter.isAutoclosure {
                        value = makeAutoclosure(defaultValue, in: globals, resultType: parameter.type.autoclosureResult)
                    } else if let provenance, let wrappers = provenance.wrappers {
                        // A memberwise initializer's default argument is the property's default value.
                        let step = ProvenanceStep.defaultValue(typeName: provenance.typeName, property: parameter.name,
                                                               wrapper: wrappers[parameter.name] ?? nil)
                        value = try withProvenance(step) { try evaluate(defaultValue, in: globals, expected: parameter.type) }
                    } else {
                        value = try evaluate(defaultValue, in: globals, expected: parameter.type)
                    }
                } else {
                    value = .void
                }
            } else if parameter.isVariadic {
                value = .array(try indices.map { try evaluateInput(inputs[$0], expected: parameter.type) })
            } else {
                let input = inputs[indices[0]]
                if parameter.isAutoclosure, case .expression(let argument, let argumentScope) = input {
                    value = makeAutoclosure(argument.value, in: argumentScope, resultType: parameter.type.autoclosureResult)
                } else if let precomputed = generic.values[indices[0]] {
                    value = precomputed
                } else if let provenance {
                    value = try withProvenance(.argument(typeName: provenance.typeName, label: parameter.label)) {
                        try evaluateInput(input, expected: generic.contexts[indices[0]] ?? parameter.type)
                    }
                } else {
                    value = try evaluateInput(input, expected: generic.contexts[indices[0]] ?? parameter.type)
                }
                if parameter.isInout, case .expression(let argument, let argumentScope) = input {
                    writebacks.append(Writeback(parameterName: parameter.name, target: argument.value, scope: argumentScope))
                }
            }
            if parameter.hasViewBuilderAttribute, case .function(.closure(let closure)) = value {
                closure.isViewBuilder = true
            }
            if !parameter.attributes.isEmpty, case .function(.closure(let closure)) = value,
               let resultBuilder = resultBuilder(in: parameter.attributes) {
                closure.resultBuilder = resultBuilder
            }
            let box = Box(value, isLet: !parameter.isInout)
            box.isOptional = parameter.type.isOptional
            box.declaredType = parameter.type
            scope.declare(parameter.name, box)
        }
        return writebacks
    }

    func performWritebacks(_ writebacks: [Writeback], from scope: Scope) throws {
        for writeback in writebacks {
            guard let box = scope.variables[writeback.parameterName] else { continue }
            try assign(box.value, to: writeback.target, in: writeback.scope)
        }
    }

    /// Arguments for a host initializer or method, passed as the host asks.
    func hostArguments(_ inputs: [ArgumentInput], typeName: String, member: String?) throws -> [ArgumentValue] {
        guard let host else { return [] }
        var result: [ArgumentValue] = []
        for (index, input) in inputs.enumerated() {
            let passing = host.parameterPassing(typeName: typeName, member: member, label: input.label, index: index)
            var value: Value
            let contextual = passing != .autoclosure ? frameworkArgumentType(inputs, index: index, typeName: typeName, member: member) : nil
            switch (passing, input) {
            case (.autoclosure, .expression(let argument, let scope)):
                value = makeAutoclosure(argument.value, in: scope)
            case (.value, .expression(let argument, _))
                where contextual == nil && (member != nil || ["placement", "alignment"].contains(input.label ?? ""))
                    && isUntypedImplicitMember(argument.value):
                // NB: `.font(.title)`, `.padding(.horizontal)`: a host modifier's argument whose
                // type the playground does not model is kept as an opaque token.
                guard case .implicitMember(let name) = argument.value.kind else { continue }
                value = .builtin(BuiltinValue(kind: ".\(name)"))
            default:
                value = try evaluateInput(input, expected: contextual)
            }
            if passing == .viewBuilder, case .function(.closure(let closure)) = value {
                closure.isViewBuilder = true
            }
            result.append(ArgumentValue(label: input.label, value: value, location: input.location))
        }
        return result
    }
}

extension Interpreter {
    /// `.name` that is no case of a user enum (so no user type gives it a meaning).
    func isUntypedImplicitMember(_ expr: Expr) -> Bool {
        guard case .implicitMember(let name) = expr.kind else { return false }
        return types.enumsDeclaring(case: name).isEmpty
    }
}

extension Parameter {
    var hasViewBuilderAttribute: Bool { attributes.contains { $0.name == "ViewBuilder" } }
}

extension Interpreter {
    /// An enum case's associated values, each evaluated with its declared type (so `1` is a
    /// `Double` where the case says `Double`).
    func payload(_ inputs: [ArgumentInput], of enumCase: EnumCaseDecl) throws -> [Value] {
        try inputs.enumerated().map { index, input in
            try evaluateInput(input, expected: index < enumCase.associatedTypes.count ? enumCase.associatedTypes[index] : nil)
        }
    }
}
