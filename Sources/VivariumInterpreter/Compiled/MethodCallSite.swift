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
    /// The arguments go to the parameters one for one (`objectMethodCall` checked their labels).
    let mapping: [[Int]]
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
        mapping = arguments.indices.map { [$0] }
        generation = interpreter.types.registrations
    }

    /// The call: the receiver, then the arguments in order, then the method; the result pinned
    /// as `evaluateCall` pins it.
    func call(_ activation: Activation) throws -> Value {
        if movesReceiver { return try callMutating(activation) }
        let receiver = interpreter.readWeak(activation.read(receiverSlot))
        let inputs = try BodyCompiler.argumentValues(codes, labels: labels, locations: locations, in: activation)
        let result: Value
        if case .structValue(let value) = receiver, value.typeName == typeName, generation == interpreter.types.registrations {
            // A struct's method that does not change it: `self` is the value as read.
            let bound = BoundFunction(declaration: method, ownerType: typeName, receiver: receiver)
            if let compiled = compiledBody(for: bound) {
                result = try interpreter.callCompiled(compiled, bound, arguments: inputs, currentSelf: nil, writeBackOnThrow: nil,
                                                     mapping: mapping, at: location).result
            } else {
                result = try interpreter.callFunction(bound, arguments: inputs, expected: expected, at: location)
            }
        } else if case .object(let id) = receiver, let object = interpreter.heap.object(id), object.typeName == typeName,
           generation == interpreter.types.registrations,
           interpreter.staticMembers.isEmpty || interpreter.staticMembers[calleeLocation] == nil {
            interpreter.logCallFromInitializer(method, ownerType: typeName, receiver: id)
            let bound = BoundFunction(declaration: method, ownerType: typeName, receiver: receiver)
            if let compiled = compiledBody(for: bound) {
                result = try interpreter.callCompiled(compiled, bound, arguments: inputs, currentSelf: nil, writeBackOnThrow: nil,
                                                     receiverHeldByCaller: heldByCaller, mapping: mapping, at: location).result
            } else {
                result = try interpreter.callFunction(bound, arguments: inputs, expected: expected, at: location)
            }
        } else {
            // A subclass's instance (its override), or declarations changed since: the general rules.
            result = try interpreter.callMethod(on: receiver, baseExpr: baseExpr, name: name, inputs: inputs,
                                                scope: activation.environment, expected: expected, at: location)
        }
        interpreter.pin(result)
        try interpreter.callReturned()
        return result
    }

    /// A `mutating` method of a struct held in an unboxed `var` local: once the arguments are
    /// evaluated, the value moves out of the local into the method's `self` (no closure or general
    /// code can see the local: Swift's exclusive access to it for the call), so the method
    /// changes the only copy — `stack.push(x)` appends where the array lies — and the new value
    /// goes back into the local when the method returns or throws.
    private func callMutating(_ activation: Activation) throws -> Value {
        let index = receiverSlot.index
        let inputs = try BodyCompiler.argumentValues(codes, labels: labels, locations: locations, in: activation)
        var declared = method
        if generation != interpreter.types.registrations {
            // Declarations changed while this body ran: the method as its type now declares it.
            guard let current = interpreter.types.type(typeName)?.methods[name]?.first else {
                throw RuntimeError.unresolved("value of type '\(typeName)' has no member '\(name)'", at: location)
            }
            declared = current
        }
        let placeholder = BoundFunction(declaration: declared, ownerType: typeName, receiver: .void)
        let returned: (result: Value, newSelf: Value?)
        if let compiled = compiledBody(for: placeholder) {
            returned = try interpreter.callCompiled(compiled, placeholder, arguments: inputs, currentSelf: {
                var moved = Value.void
                swap(&moved, &activation.values[index])
                return moved
            }, writeBackOnThrow: { activation.values[index] = $0 }, receiverHeldByCaller: true, selfAfterArguments: true,
               mapping: mapping, at: location)
        } else {
            var moved = Value.void
            swap(&moved, &activation.values[index])
            let bound = BoundFunction(declaration: declared, ownerType: typeName, receiver: moved)
            returned = try interpreter.callFunctionReturningSelf(bound, arguments: inputs, expected: expected,
                                                                 writeBackOnThrow: { activation.values[index] = $0 }, at: location)
        }
        if let newSelf = returned.newSelf { activation.values[index] = newSelf }
        interpreter.pin(returned.result)
        try interpreter.callReturned()
        return returned.result
    }

    /// The method's compiled body, looked up once per generation of the compiled bodies.
    @inline(never)
    private func compiledBody(for bound: BoundFunction) -> CompiledBody? {
        if compiledEpoch != interpreter.compiledEpoch {
            compiled = interpreter.compiledBody(for: bound)
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
