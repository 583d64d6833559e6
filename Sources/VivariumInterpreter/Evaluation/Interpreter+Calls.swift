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
        let callsBefore = userCallsReturned
        // A receiver a call made (`Box(2).describe()`) and the arguments calls made
        // (`take(Box(1))`) die once this call returns (`Interpreter+TemporaryLifetimes`).
        var mark: Int?
        if case .member(let baseExpr, _) = callee.kind { mark = temporaryMark(of: baseExpr) }
        guard mark != nil else {
            mark = temporaryMark(ofArguments: arguments)
            let result = try dispatchCall(callee: callee, inputs: inputs, in: scope, expected: expected, at: location)
            let pinned = try mark != nil && endTemporaries(from: mark, keeping: result)
            if !pinned { pin(result) }
            if userCallsReturned != callsBefore { try callReturned() }
            return result
        }
        // The receiver, which a getter may have made (`list.first?.child.describe()`): kept
        // by `dispatchCall` for `endTemporaries`.
        temporaryReceivers.append((location, .void))
        defer { temporaryReceivers.removeLast() }
        let result = try dispatchCall(callee: callee, inputs: inputs, in: scope, expected: expected, at: location)
        let receiver = temporaryReceivers[temporaryReceivers.count - 1].receiver
        temporaryReceivers[temporaryReceivers.count - 1].receiver = .void
        let pinned = try endTemporaries(from: mark, keeping: result, base: receiver)
        if !pinned { pin(result) }
        if userCallsReturned != callsBefore { try callReturned() }
        return result
    }

    /// A call of a user function or method returned, its result pinned in the caller's frame:
    /// what the callee's locals alone held is freed now, its `deinit`s run, before the caller
    /// goes on — Swift releases a function's locals as it returns (`print(f())` prints what
    /// the `deinit` of `f`'s local prints, then `f`'s result).
    @inline(__always)
    func callReturned() throws {
        if heap.needsCollection { try collectGarbage() }
    }

    private func dispatchCall(callee: Expr, inputs: [ArgumentInput], in scope: Scope, expected: TypeReference?,
                              at location: SourceLocation) throws -> Value {
        switch callee.kind {
        case .implicitMember(let name):
            return try implicitMember(name, arguments: inputs, expected: expected, in: scope, at: location, dot: callee.location)

        case .identifier(let name):
            let (isLocal, selfHasIt) = identifierCallee(named: name, in: scope)
            if !isLocal && !selfHasIt {
                if let staticType = staticContextType(in: scope), let info = types.type(staticType),
                   info.staticMethods[name] != nil || (info.kind == .class && types.classChain(staticType).contains { $0.staticMethods[name] != nil }) {
                    return try callStaticMethod(typeName: staticType, name: name, inputs: inputs, at: location)
                }
                // `T(...)` in a generic instance's method: the type `T` stands for.
                if let bound = try boundGenericParameter(name, in: scope, at: callee.location) {
                    return try callValue(.type(bound), inputs: inputs, at: location)
                }
                if types.type(name) != nil || host?.hasType(name) == true || Builtins.typeNames.contains(name) {
                    return try constructType(name, arguments: inputs, scope: scope, written: expected, at: location)
                }
                if let overloads = types.functions[name] {
                    let function = try selectOverload(overloads, inputs: inputs, name: name, at: location)
                    return try callFunction(BoundFunction(declaration: function, ownerType: nil, receiver: nil), arguments: inputs,
                                            expected: expected, at: location)
                }
                if Builtins.globalFunctions.contains(name) {
                    return try callBuiltinFunction(name, inputs: inputs, expected: expected, at: location)
                }
                // `uppercased()` inside `extension String`: a method of the builtin `self`.
                if let selfBox = scope.lookup("self"), extensionTypeName(of: readWeak(selfBox.value)) != nil {
                    let selfExpr = Expr(.selfValue, at: callee.location)
                    return try callMethod(on: readWeak(selfBox.value), baseExpr: selfExpr, name: name, inputs: inputs, scope: scope, at: location)
                }
                // `map(\.description)` inside a user Sequence's own member: the standard
                // library's method on `self`.
                if let selfBox = scope.lookup("self"), isUserSequence(readWeak(selfBox.value)) {
                    let selfExpr = Expr(.selfValue, at: callee.location)
                    return try callMethod(on: readWeak(selfBox.value), baseExpr: selfExpr, name: name, inputs: inputs, scope: scope, at: location)
                }
                // `modifier(Counted())` or `padding()` inside a view's method: a view modifier
                // of `self`.
                if let selfBox = scope.lookup("self"), let host, host.isViewValue(readWeak(selfBox.value)) {
                    let selfExpr = Expr(.selfValue, at: callee.location)
                    return try callMethod(on: readWeak(selfBox.value), baseExpr: selfExpr, name: name, inputs: inputs, scope: scope, at: location)
                }
                // `data(forKey:)` inside `extension UserDefaults`: a method of the framework
                // value `self`.
                if let selfBox = scope.lookup("self"), case .builtin(let builtin) = readWeak(selfBox.value),
                   types.extendedBuiltins.contains(builtin.kind) {
                    let selfExpr = Expr(.selfValue, at: callee.location)
                    return try callMethod(on: .builtin(builtin), baseExpr: selfExpr, name: name, inputs: inputs, scope: scope, at: location)
                }
            }
            if selfHasIt, let selfBox = scope.lookup("self") {
                let selfExpr = Expr(.selfValue, at: callee.location)
                if !staticMembers.isEmpty, let result = try callStaticMember(name, at: callee.location, on: selfBox.value, baseExpr: selfExpr,
                                                                            inputs: inputs, scope: scope, at: location) {
                    return result
                }
                return try callMethod(on: readWeak(selfBox.value), baseExpr: selfExpr, name: name, inputs: inputs, scope: scope, at: location)
            }
            let value = try resolveIdentifier(name, in: scope, at: callee.location)
            // `completion(.success(x))` for `completion: Completion<T>`: the declared parameter
            // types are the arguments' context.
            if case .function(.closure) = value, let declared = lookupVariable(name, in: scope)?.declaredType,
               let argumentTypes = types.functionParameterTypes(declared) {
                return try callValue(value, inputs: inputs, argumentTypes: argumentTypes, at: location)
            }
            return try callValue(value, inputs: inputs, at: location)

        case .member(let baseExpr, let name):
            if case .superValue = baseExpr.kind {
                return try callSuper(name, inputs: inputs, in: scope, at: location)
            }
            if name == "init", case .selfValue = baseExpr.kind {
                return try delegateInitializer(inputs: inputs, in: scope, at: location)
            }
            if Self.inPlaceMethods.contains(name),
               let result = try callMutatingInPlace(name, on: baseExpr, inputs: inputs, in: scope, at: location) {
                return result
            }
            let base = try evaluate(baseExpr, in: scope, expected: isImplicitMemberChain(baseExpr) ? expected : nil)
            if let last = temporaryReceivers.last, last.location == location {
                temporaryReceivers[temporaryReceivers.count - 1].receiver = base
            }
            if case .type(let typeName) = base {
                if name == "init" { return try constructType(typeName, arguments: inputs, scope: scope, at: location) }
                return try callStaticMethod(typeName: typeName, name: name, inputs: inputs, expected: expected, at: location)
            }
            if !staticMembers.isEmpty, let result = try callStaticMember(name, at: callee.location, on: base, baseExpr: baseExpr,
                                                                        inputs: inputs, scope: scope, at: location) {
                return result
            }
            return try callMethod(on: base, baseExpr: baseExpr, name: name, inputs: inputs, scope: scope, expected: expected, at: location)

        case .type(let type):
            // `Box<Int>(…)` gives the instance its generic arguments; `[T]()` in generic code
            // makes an array of what `T` stands for.
            let concrete = types.genericParameterNames.isEmpty ? type : substitutingGenericParameters(type, in: scope)
            return try constructType(concrete.nominalName ?? concrete.description, arguments: inputs, scope: scope,
                                     written: concrete, at: location)

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
    /// `argumentTypes`: the callee's declared parameter types, the context of its arguments.
    func callValue(_ value: Value, inputs: [ArgumentInput], argumentTypes: [TypeReference]? = nil,
                   at location: SourceLocation) throws -> Value {
        switch readWeak(value) {
        case .function(.closure(let closure)):
            return try callClosureValue(closure, inputs: inputs, argumentTypes: argumentTypes, at: location)
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
        case .structValue(let layout) where FrameworkLayer.layoutProtocol.map { types.type(layout.typeName)?.conforms(to: $0) == true } == true && host != nil:
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
            return try apply(keyPath: components, to: try evaluateInput(inputs[0], expected: nil), at: location)
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
    /// `writeBackOnThrow`: where a `mutating` method's `self` goes when the method throws — its
    /// changes before the `throw` are kept, as an `inout` argument's are (The Swift Programming
    /// Language, "In-Out Parameters": copy-in copy-out; the copy is written back on throw too).
    func callFunctionReturningSelf(_ function: BoundFunction, arguments: [ArgumentInput], currentSelf: (() throws -> Value)? = nil,
                                   expected: TypeReference? = nil, writeBackOnThrow: ((Value) throws -> Void)? = nil,
                                   at location: SourceLocation) throws -> (result: Value, newSelf: Value?) {
        if let compiled = compiledBody(for: function) {
            let returned = try callCompiled(compiled, function, arguments: arguments, currentSelf: currentSelf,
                                            writeBackOnThrow: writeBackOnThrow, at: location)
            userCallsReturned &+= 1
            return returned
        }
        let decl = function.declaration
        let scope = Scope(parent: function.scope ?? globals)
        let isMutating = decl.modifiers.contains(.mutating)
        if let receiver = function.receiver {
            scope.declare("self", Box(receiver, isLet: !isMutating))
        }
        let owner = function.ownerType.map { "\($0).\(decl.name)" } ?? decl.name
        let writebacks = try bindArguments(decl.parameters, arguments, into: scope, callee: owner, at: location)
        if !decl.genericParameters.isEmpty { bindGenericParameters(of: decl, in: scope, expected: expected) }
        // A static method of a generic type: its parameters as written (`Box<Int>.make()`) or
        // shown by the arguments (`static func of(_ value: T)`).
        if decl.isStatic, let owner = function.ownerType, let info = types.type(owner), !info.declaration.genericParameters.isEmpty {
            declareGenericArguments(inferGenericArguments(of: info, parameters: decl.parameters, in: scope, known: function.genericArguments),
                                    in: scope)
        }
        if isMutating, !arguments.allSatisfy(\.isInert), let currentSelf, let selfBox = scope.lookup("self") {
            selfBox.value = try currentSelf()
        }
        let staticType = decl.isStatic ? function.ownerType : nil
        let result: Value
        do {
            result = try withFrame(name: owner, location: location, scope: scope, staticType: staticType,
                                   initializing: function.ownerType) {
                currentFrame?.returnType = decl.returnType
                if let resultBuilder = resultBuilder(in: decl.attributes) {
                    return try runResultBuilderBody(decl.body, builder: resultBuilder, in: scope, at: decl.location)
                }
                return try runBody(decl.body, in: scope, builder: FrameworkLayer.hasBuilderAttribute(decl.attributes), at: decl.location)
            }
        } catch let thrown as ThrownError {
            try performWritebacks(writebacks, from: scope)
            if isMutating, let writeBackOnThrow, let newSelf = scope.lookup("self")?.value { try writeBackOnThrow(newSelf) }
            throw thrown
        }
        try performWritebacks(writebacks, from: scope)
        userCallsReturned &+= 1
        return (result, isMutating ? scope.lookup("self")?.value : nil)
    }

    func callStaticMethod(typeName written: String, name: String, inputs: [ArgumentInput], expected: TypeReference? = nil,
                          at location: SourceLocation) throws -> Value {
        // `Box<Int>.make()`: the generic arguments written go to the method.
        let typeName = types.type(written).map(\.name) ?? written
        if let info = types.type(typeName) {
            if let overloads = info.staticMethods[name] {
                let function = try selectOverload(overloads, inputs: inputs, name: name, at: location)
                let receiver: Value? = info.kind == .class || info.kind == .actor ? .type(info.name) : nil
                let owner = info.staticSelfTypes[name].map(types.resolve) ?? info.name
                var bound = BoundFunction(declaration: function, ownerType: owner, receiver: receiver)
                if typeName != written {
                    bound.genericArguments = writtenGenericArguments(of: info, from: Self.parsedTypeReference(written), in: nil)
                }
                // `let parks: [Park] = Loader.load(json)`: a generic result takes the context's type.
                return try callFunction(bound, arguments: inputs, expected: expected, at: location)
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
                throw missingMember(name, of: typeName, isStatic: true, at: location)
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
        // `Gradient.Stop(color: .red, location: 0)`: a nested framework type the tables describe,
        // built as its written name is (as `staticMemberValue` finds `Font.Design`).
        if name.first?.isUppercase == true, FrameworkTypes.type("\(typeName).\(name)") != nil {
            return try callValue(.type("\(typeName).\(name)"), inputs: inputs, at: location)
        }
        throw Builtins.missingFoundationMember(name, of: typeName, isStatic: true, at: location)
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
        case .tuple(let elements, let labels):
            // `pair.1(7, 3)`, `entry.action()`: a function held in a tuple's element, called.
            let index = Int(name) ?? labels.firstIndex(of: name)
            if let index, elements.indices.contains(index), case .function = readWeak(elements[index]) {
                return try callValue(elements[index], inputs: inputs, at: location)
            }
        case .object(let id):
            guard let object = heap.object(id) else { break }
            // The nearest type whose `name` takes these arguments: a class's own
            // `locationManager(_:didFailWithError:)` leaves a protocol extension's
            // `locationManager(_:didUpdateLocations:)` default in place.
            let declaring = types.memberChain(object.typeName).filter { $0.methods[name] != nil }
            if let info = declaring.first(where: { fitsOne($0.methods[name] ?? [], inputs) }) ?? declaring.first {
                if let overloads = info.methods[name].map({ applicableDefaults($0, forType: object.typeName) }) {
                    let function = try selectOverload(overloads, inputs: inputs, name: name, at: location)
                    logCallFromInitializer(function, ownerType: info.name, receiver: id)
                    return try callFunction(BoundFunction(declaration: function, ownerType: info.name, receiver: receiver),
                                            arguments: inputs, expected: expected, at: location)
                }
            }
        case .structValue(let value):
            if let found = try attributedStringSearch(name, value, inputs) { return found }
            // NB: a user `extension View` method whose arguments do not fit leaves SwiftUI's
            // modifier of the same name (`foregroundStyle(by:)` beside `foregroundStyle(_:)`).
            if let info = types.memberChain(value.typeName).first(where: { $0.methods[name] != nil }), let overloads = info.methods[name],
               info.name != FrameworkLayer.viewProtocol || fitsOne(overloads, inputs) {
                return try callUserValueMethod(info: info, overloads: overloads, receiver: receiver, baseExpr: baseExpr,
                                               inputs: inputs, scope: scope, at: location)
            }
            // `Text("a").cardStyle().logged("x")`: a `ViewModifier` applied with `.modifier(_:)` is
            // a view (SwiftUI's `ModifiedContent`), so a user `extension View` method applies to it.
            if value.fields[Self.modifiedContentField] != nil, let view = FrameworkLayer.viewProtocol,
               let overloads = types.type(view)?.methods[name], fitsOne(overloads, inputs) {
                let function = try selectOverload(overloads, inputs: inputs, name: name, at: location)
                return try callFunction(BoundFunction(declaration: function, ownerType: view, receiver: receiver), arguments: inputs, at: location)
            }
        case .enumValue(let value):
            if let info = types.memberChain(value.typeName).first(where: { $0.methods[name] != nil }), let overloads = info.methods[name] {
                return try callUserValueMethod(info: info, overloads: overloads, receiver: receiver, baseExpr: baseExpr,
                                               inputs: inputs, scope: scope, at: location)
            }
        case .builtin(let value) where types.extendedBuiltins.contains(value.kind) && extensionMethodFits(name, of: value.kind, inputs):
            // `calendar.startOfDay(for:)`: a method of an extension of a framework value's type
            // (a user's, or a bundled module's).
            if let info = types.type(value.kind), let overloads = info.methods[name] {
                return try callUserValueMethod(info: info, overloads: overloads, receiver: receiver, baseExpr: baseExpr,
                                               inputs: inputs, scope: scope, at: location)
            }
        case .builtin where FrameworkLayer.viewProtocol.map(types.extendedBuiltins.contains) == true:
            // `Text("a").counted()`: a method of a user `extension View` on a builtin view.
            if let view = FrameworkLayer.viewProtocol, let info = types.type(view), let overloads = info.methods[name], fitsOne(overloads, inputs) {
                let function = try selectOverload(overloads, inputs: inputs, name: name, at: location)
                return try callFunction(BoundFunction(declaration: function, ownerType: view, receiver: receiver), arguments: inputs, at: location)
            }
        default:
            // NB: an extension method that does not take these arguments leaves the standard
            // library's of the same name (`extension Sequence { func sorted(by: KeyPath…) }`
            // calling `sorted { … }`).
            if let (info, overloads) = builtinExtensionMethods(name, of: receiver),
               overloads.contains(where: { matchArguments($0.parameters, inputs) != nil && keyPathParametersFit($0, inputs) }) {
                return try callUserValueMethod(info: info, overloads: overloads, receiver: receiver, baseExpr: baseExpr,
                                               inputs: inputs, scope: scope, at: location)
            }
        }
        // A stored closure property, e.g. `self.onTap()` or `viewModel.action()`.
        // A property that is no function (`let id: Int` of a view) leaves the method of that
        // name (`.id("row")`), as Swift's overload resolution does.
        if hasStoredOrComputedMember(name, of: receiver),
           !isPlainValueProperty(name, of: receiver) || isFrameworkTypedProperty(name, of: receiver) {
            let value = try memberValue(of: receiver, name: name, at: location)
            switch readWeak(value) {
            case .int, .double, .string, .bool, .array, .dictionary, .range, .tuple, .enumValue:
                break
            case .structValue(let stored) where types.type(stored.typeName)?.methods["callAsFunction"] == nil:
                // `@State var offset: CGSize` of a view, and `.offset(y:)` in an `extension View`.
                break
            case .builtin(let builtin) where host?.isCallable(builtin) != true:
                // `let font: Font` of a view, and `.font(.title)` in an `extension View`.
                break
            default:
                return try callValue(value, inputs: inputs, at: location)
            }
        }
        if let value = try shortCircuitingSequenceMethod(name, on: receiver, inputs: inputs, at: location) { return value }
        // `Data(base64Encoded: token).map { … }`: the checker typed the receiver an optional, so
        // its `map` is Optional's (`callBuiltinMethod` runs it on the wrapped value).
        let isOptionalsMap = (name == "map" || name == "flatMap") && !optionalReceivers.isEmpty
            && optionalReceivers.contains(baseExpr.location)
        if !isOptionalsMap, !Self.mutatingCollectionMembers.contains(name), let elements = try userCollectionElements(receiver, at: location) {
            // `buffer.map { … }` on a user Collection: the standard library's method over its elements.
            return try callBuiltinMethod(name, on: .array(elements), baseExpr: Expr(.selfValue, at: location), inputs: inputs,
                                         scope: scope, at: location)
        }
        return try callBuiltinMethod(name, on: receiver, baseExpr: baseExpr, inputs: inputs, scope: scope, at: location)
    }

    /// A struct's stored property that cannot be called, known without reading it: its declared
    /// type is no function (nor a type with `callAsFunction`), or, undeclared, its initial value
    /// is no closure (`@State private var offset = CGSize.zero` of a view, and `.offset(y:)` in an
    /// `extension View`). Reading a wrapped one would run the wrapper's getter (and warn, on a
    /// view value not yet installed) for nothing.
    private func isPlainValueProperty(_ name: String, of receiver: Value) -> Bool {
        guard case .structValue(let stored) = receiver,
              let property = types.memberChain(stored.typeName).lazy.compactMap({ $0.storedProperty(name) }).first else { return false }
        if let declared = property.type {
            if let nominal = declared.nominalName, types.memberChain(nominal).contains(where: { $0.methods["callAsFunction"] != nil }) {
                return false
            }
            return !declared.acceptsTrailingClosure
        }
        guard property.wrapper != nil, let initial = property.initializer else { return false }
        if case .closure = initial.kind { return false }
        return true
    }

    /// A struct's stored property without a wrapper whose declared type is the framework's, not
    /// the program's (`var dismissSearch: DismissSearchAction`, given by the view that read it from
    /// the environment): reading it runs no code, and the value says whether it is called
    /// (`dismissSearch()`) or leaves the method of that name.
    private func isFrameworkTypedProperty(_ name: String, of receiver: Value) -> Bool {
        guard case .structValue(let stored) = receiver,
              let property = types.memberChain(stored.typeName).lazy.compactMap({ $0.storedProperty(name) }).first,
              property.wrapper == nil, let nominal = property.type?.nominalName else { return false }
        return types.type(nominal) == nil
    }

    /// Whether one of `overloads` takes these arguments.
    func fitsOne(_ overloads: [FunctionDecl], _ inputs: [ArgumentInput]) -> Bool {
        overloads.contains { matchArguments($0.parameters, inputs) != nil }
    }

    /// Whether a user extension of the framework type `kind` has a method `name` these
    /// arguments call. For a type whose own methods the host provides (`UserDefaults`), the
    /// arguments' types decide as well as their labels, as swiftc's overload resolution does:
    /// `set(data, forKey: key)` beside an extension's `set(_ palettes: [Palette], forKey:)`
    /// is UserDefaults' own `set(_:forKey:)` for a `Data?`.
    func extensionMethodFits(_ name: String, of kind: String, _ inputs: [ArgumentInput]) -> Bool {
        guard let overloads = types.type(kind)?.methods[name] else { return false }
        if host?.hasType(kind) == true { return overloads.contains { valuesFit($0.parameters, inputs) } }
        return fitsOne(overloads, inputs)
    }

    /// Lists a method an initializer calls on the object it initializes (seed 004's common
    /// `initialize()`), for the classes whose initializers the reply lists.
    func logCallFromInitializer(_ function: FunctionDecl, ownerType: String, receiver: ObjectID) {
        guard let frame = currentFrame, let initializing = frame.initializing, frame.name.hasPrefix(initializing + ".init("),
              case .object(receiver)? = (frame.activation?.selfBox ?? frame.scope.lookup("self")).map({ readWeak($0.value) }),
              let object = heap.object(receiver), logsInitializers(object.typeName) else { return }
        let labels = function.parameters.map { ($0.label ?? "_") + ":" }.joined()
        log.append(.host(kind: .call, text: "\(ownerType).\(function.name)(\(labels))", path: nil, reason: nil))
    }

    func callUserValueMethod(info: TypeInfo, overloads: [FunctionDecl], receiver: Value, baseExpr: Expr,
                             inputs: [ArgumentInput], scope: Scope, at location: SourceLocation) throws -> Value {
        let typeName: String? = switch receiver {
        case .structValue(let value): value.typeName
        case .enumValue(let value): value.typeName
        default: nil
        }
        let overloads = typeName.map { applicableDefaults(overloads, forType: $0) } ?? overloads
        let function = try selectOverload(overloads, inputs: inputs, name: overloads[0].name, at: location)
        let bound = BoundFunction(declaration: function, ownerType: info.name, receiver: receiver)
        let (result, newSelf) = try callFunctionReturningSelf(bound, arguments: inputs, currentSelf: {
            self.readWeak(try self.evaluate(baseExpr, in: scope))
        }, writeBackOnThrow: { try self.assign($0, to: baseExpr, in: scope) }, at: location)
        if let newSelf { try assign(newSelf, to: baseExpr, in: scope) }
        return result
    }

    /// A protocol extension's defaults for a conforming type: those whose `where Self: P`
    /// requirements the type meets, the most specialized first (a `Plant: Describable,
    /// Identifiable` takes `extension Describable where Self: Identifiable`'s `describe()` over
    /// `extension Describable`'s, as Swift picks the witness). Unchanged when none has
    /// requirements, or none applies.
    func applicableDefaults(_ overloads: [FunctionDecl], forType typeName: String) -> [FunctionDecl] {
        guard overloads.contains(where: { !$0.selfRequirements.isEmpty }) else { return overloads }
        let chain = types.memberChain(typeName)
        let applicable = overloads.filter { function in
            function.selfRequirements.allSatisfy { requirement in chain.contains { $0.name == requirement || $0.conforms(to: requirement) } }
        }
        guard !applicable.isEmpty else { return overloads }
        return applicable.enumerated().sorted { a, b in
            a.element.selfRequirements.count != b.element.selfRequirements.count
                ? a.element.selfRequirements.count > b.element.selfRequirements.count : a.offset < b.offset
        }.map(\.element)
    }

    func callSuper(_ name: String, inputs: [ArgumentInput], in scope: Scope, at location: SourceLocation) throws -> Value {
        guard let selfBox = scope.lookup("self"), case .object(let id) = readWeak(selfBox.value),
              let owner = currentFrame?.initializing, let superclass = types.type(owner)?.superclass else {
            // `super.make()` in an overriding `class func`: the superclass's class method, run
            // with the metatype it was called on as `self` (`Dot.make()`'s `kind` is Dot's).
            if name != "init", let superclass = staticSuperclass(in: scope) {
                let receiver = scope.lookup("self").map { readWeak($0.value) } ?? .type(superclass)
                for info in types.classChain(superclass) {
                    guard let overloads = info.staticMethods[name] else { continue }
                    let function = try selectOverload(overloads, inputs: inputs, name: name, at: location)
                    return try callFunction(BoundFunction(declaration: function, ownerType: info.name, receiver: receiver),
                                            arguments: inputs, at: location)
                }
                return try callStaticMethod(typeName: superclass, name: name, inputs: inputs, at: location)
            }
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
}
