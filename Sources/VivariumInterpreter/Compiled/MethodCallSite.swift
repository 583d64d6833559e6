import VivariumSyntax

/// A call of a method on a local whose type names a class or a struct (`let tally = Tally()`,
/// then `tally.add(i)`; `stack.push(x)`), resolved once (`BodyCompiler.objectMethodCall`): when
/// the local holds a value of that very type, the method the type declares runs (compiled when
/// it is), as `callMethod` would choose it; an instance of a subclass, which may override it,
/// goes to `callMethod` with the same argument values. A struct's `mutating` method changes the
/// local's value in place (`callMutating`).
final class MethodCallSite {
    let interpreter: Interpreter
    let receiverSlot: LocalSlot
    let typeName: String
    let method: FunctionDecl
    let name: String
    /// The arguments' code, in order (each with its parameter's type as context).
    let codes: [HeldExpression]
    let labels: [String?]
    let locations: [SourceLocation]
    let calleeLocation: SourceLocation
    let baseExpr: Expr
    let expected: TypeReference?
    let location: SourceLocation
    /// Whether the receiver's local is unboxed: no closure can assign it while the method
    /// runs, so it holds the receiver until the call ends.
    let heldByCaller: Bool
    /// A struct's `mutating` method on an unboxed `var` local (`callMutating`).
    let movesReceiver: Bool
    /// What a call needs of the declaration, taken out once: no `FunctionDecl` is copied (each
    /// of its fields retained) per call.
    let frameName: String
    let returnType: TypeReference?
    let parameterTypes: [TypeReference]
    let globals: Scope
    /// The declarations' generation the method was chosen in: once they change, the general
    /// rules choose again.
    private let generation: Int
    /// The method's compiled body, as of `compiledEpoch` (nil: it runs the general way,
    /// through `callFunction`).
    private var compiled: CompiledBody?
    private var compiledEpoch = -1

    init(interpreter: Interpreter, receiverSlot: LocalSlot, typeName: String, method: FunctionDecl, codes: [HeldExpression],
         arguments: [Argument], calleeLocation: SourceLocation, baseExpr: Expr, expected: TypeReference?, at location: SourceLocation) {
        self.interpreter = interpreter
        self.receiverSlot = receiverSlot
        self.typeName = typeName
        self.method = method
        name = method.name
        self.codes = codes
        labels = arguments.map(\.label)
        locations = arguments.map(\.location)
        self.calleeLocation = calleeLocation
        self.baseExpr = baseExpr
        self.expected = expected
        self.location = location
        heldByCaller = !receiverSlot.isBoxed
        movesReceiver = method.modifiers.contains(.mutating)
        frameName = "\(typeName).\(method.name)"
        returnType = method.returnType
        parameterTypes = method.parameters.map(\.type)
        globals = interpreter.globals
        generation = interpreter.types.registrations
    }

    /// The call: the receiver, then the arguments in order, then the method; the result pinned
    /// as `evaluateCall` pins it.
    func call(_ activation: Activation) throws -> Value {
        if movesReceiver { return try callMutating(activation) }
        let receiver = interpreter.readWeak(activation.read(receiverSlot))
        let result: Value
        if case .structValue(let value) = receiver, value.typeName == typeName, generation == interpreter.types.registrations {
            // A struct's method that does not change it: `self` is the value as read. A local
            // of the caller's own keeps the value past the call: the frame's end lets go of no
            // `self` (it would search the struct, a large array field included, at every call).
            if let compiled = compiledBody() {
                result = try run(compiled, self: Box(receiver, isLet: true), caller: activation, selfHeldByCaller: heldByCaller)
            } else {
                result = try callGenerally(receiver, activation)
            }
        } else if case .object(let id) = receiver, let object = interpreter.heap.object(id), object.typeName == typeName,
           generation == interpreter.types.registrations,
           interpreter.staticMembers.isEmpty || interpreter.staticMembers[calleeLocation] == nil {
            interpreter.logCallFromInitializer(method, ownerType: typeName, receiver: id)
            if let compiled = compiledBody() {
                result = try run(compiled, self: Box(receiver, isLet: true), caller: activation, selfHeldByCaller: heldByCaller)
            } else {
                result = try callGenerally(receiver, activation)
            }
        } else {
            // A subclass's instance (its override), or declarations changed since: the general rules.
            let inputs = try BodyCompiler.argumentValues(codes, labels: labels, locations: locations, in: activation)
            result = try interpreter.callMethod(on: receiver, baseExpr: baseExpr, name: name, inputs: inputs,
                                                scope: activation.environment, expected: expected, at: location)
        }
        interpreter.pin(result)
        try interpreter.callReturned()
        return result
    }

    /// The method's compiled body run on `selfBox`: the arguments evaluated in the caller go
    /// straight to the callee's slots (as `FunctionCallSite` binds them), then `moveSelf` (a
    /// `mutating` method's receiver, once the arguments are evaluated), then the body.
    /// `selfHeldByCaller`: the caller keeps `self` past the call — a class instance in a local
    /// of its own (Swift's `self` is guaranteed by the caller), or a struct value that stays in
    /// or goes back into its local — so the method's end lets nothing go with it: no safe point
    /// is due, and `self` is not searched for references.
    @inline(__always)
    private func run(_ compiled: CompiledBody, self selfBox: Box, caller activation: Activation, selfHeldByCaller: Bool,
                     moveSelf: () -> Void = {}, restoreOnThrow: () -> Void = {}) throws -> Value {
        try interpreter.runCompiled(compiled, enclosing: globals, selfBox: selfBox, returnType: returnType, name: frameName,
                                    location: location, staticType: nil, initializing: typeName,
                                    inheritedStaticType: activation.frame.staticType) { locals in
            var index = 0
            while index < codes.count {
                compiled.bind(try codes[index].run(activation), toParameter: index, of: parameterTypes, in: locals)
                index += 1
            }
            moveSelf()
        } run: { locals in
            let result: Value
            do {
                result = try compiled.run(locals)
            } catch let thrown as ThrownError {
                restoreOnThrow()
                throw thrown
            }
            if selfHeldByCaller { locals.selfBox = nil }
            return result
        }
    }

    /// The method run the general way (its body does not compile).
    private func callGenerally(_ receiver: Value, _ activation: Activation) throws -> Value {
        let inputs = try BodyCompiler.argumentValues(codes, labels: labels, locations: locations, in: activation)
        let bound = BoundFunction(declaration: method, ownerType: typeName, receiver: receiver)
        return try interpreter.callFunction(bound, arguments: inputs, expected: expected, at: location)
    }

    /// A `mutating` method of a struct held in an unboxed `var` local: once the arguments are
    /// evaluated, the value moves out of the local into the method's `self` (no closure or general
    /// code can see the local: Swift's exclusive access to it for the call), so the method
    /// changes the only copy — `stack.push(x)` appends where the array lies — and the new value
    /// goes back into the local when the method returns or throws.
    private func callMutating(_ activation: Activation) throws -> Value {
        let index = receiverSlot.index
        let result: Value
        if generation == interpreter.types.registrations, let compiled = compiledBody() {
            let selfBox = Box(.void)
            result = try run(compiled, self: selfBox, caller: activation, selfHeldByCaller: true, moveSelf: {
                var moved = Value.void
                swap(&moved, &activation.values[index])
                selfBox.value = moved
            }, restoreOnThrow: {
                activation.values[index] = selfBox.value
            })
            activation.values[index] = selfBox.value
        } else {
            // Declarations changed while this body ran, or the body does not compile: the method
            // as its type now declares it, the general way.
            guard let declared = interpreter.types.type(typeName)?.methods[name]?.first else {
                throw RuntimeError.unresolved("value of type '\(typeName)' has no member '\(name)'", at: location)
            }
            let inputs = try BodyCompiler.argumentValues(codes, labels: labels, locations: locations, in: activation)
            var moved = Value.void
            swap(&moved, &activation.values[index])
            let bound = BoundFunction(declaration: declared, ownerType: typeName, receiver: moved)
            let returned = try interpreter.callFunctionReturningSelf(bound, arguments: inputs, expected: expected,
                                                                     writeBackOnThrow: { activation.values[index] = $0 }, at: location)
            if let newSelf = returned.newSelf { activation.values[index] = newSelf }
            result = returned.result
        }
        interpreter.pin(result)
        try interpreter.callReturned()
        return result
    }

    /// The method's compiled body, looked up once per generation of the compiled bodies.
    /// NB: a function of its own: the declaration is copied (each field retained) only here.
    @inline(never)
    private func compiledBody() -> CompiledBody? {
        if compiledEpoch != interpreter.compiledEpoch {
            compiled = interpreter.compiledBody(for: BoundFunction(declaration: method, ownerType: typeName, receiver: .void))
            compiledEpoch = interpreter.compiledEpoch
        }
        return compiled
    }
}

extension BodyCompiler {
    /// `local.method(arguments)` where the local's written or evident type is a class without
    /// generic parameters that alone, in its member chain, declares one method of that name,
    /// a plain one (not async, no generic parameters, no `Self` requirements) whose parameters
    /// take the arguments one for one; each argument one that runs no code (`isPure`), so
    /// evaluating them before the method is chosen changes nothing.
    func objectMethodCall(_ baseExpr: Expr, _ name: String, _ arguments: [Argument], callee: Expr,
                          expected: TypeReference?, expr: Expr) throws -> ExpressionCode? {
        guard case .identifier(let localName) = baseExpr.kind, let slot = local(localName),
              case .named(let typeName, let generics)? = slot.type, generics.isEmpty,
              !Interpreter.inPlaceMethods.contains(name), interpreter.staticMembers[callee.location] == nil else { return nil }
        let types = interpreter.types
        guard let info = types.type(typeName), info.kind == .class || info.kind == .struct,
              info.declaration.genericParameters.isEmpty, !interpreter.isViewType(info),
              let overloads = info.methods[name], overloads.count == 1,
              types.memberChain(typeName).filter({ $0.methods[name] != nil }).count == 1 else { return nil }
        let method = overloads[0]
        guard !method.isAsync, method.genericParameters.isEmpty, method.selfRequirements.isEmpty,
              method.parameters.count == arguments.count else { return nil }
        // A `mutating` method moves the value out of its local for the call: only an unboxed
        // `var` (no closure or general code shares it) of a struct.
        if method.modifiers.contains(.mutating), info.kind != .struct || slot.isBoxed || slot.isLet { return nil }
        for (parameter, argument) in zip(method.parameters, arguments) {
            guard parameter.label == argument.label, !argument.isTrailingClosure, parameter.defaultValue == nil,
                  !parameter.isInout, !parameter.isAutoclosure, !parameter.isVariadic, parameter.attributes.isEmpty,
                  !parameter.type.namesSelf, isPure(argument.value) else { return nil }
        }
        let codes = try zip(method.parameters, arguments).map { parameter, argument in
            HeldExpression(run: try converting(expression(argument.value, expected: parameter.type), to: nil))
        }
        let site = MethodCallSite(interpreter: interpreter, receiverSlot: slot, typeName: typeName, method: method, codes: codes,
                                  arguments: arguments, calleeLocation: callee.location, baseExpr: baseExpr, expected: expected,
                                  at: expr.location)
        return { activation in try site.call(activation) }
    }
}
