import VivariumSyntax

/// A call of a class's instance method on a local whose type says the class
/// (`let tally = Tally()`, then `tally.add(i)`), resolved once (`BodyCompiler.objectMethodCall`):
/// when the local holds an instance of that very class, the method its class declares runs
/// (compiled when it is), as `callMethod` would choose it; an instance of a subclass, which may
/// override it, goes to `callMethod` with the same argument values.
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
        mapping = arguments.indices.map { [$0] }
        generation = interpreter.types.registrations
    }

    /// The call: the receiver, then the arguments in order, then the method; the result pinned
    /// as `evaluateCall` pins it.
    func call(_ activation: Activation) throws -> Value {
        let receiver = interpreter.readWeak(activation.read(receiverSlot))
        let inputs = try BodyCompiler.argumentValues(codes, labels: labels, locations: locations, in: activation)
        let result: Value
        if case .object(let id) = receiver, let object = interpreter.heap.object(id), object.typeName == typeName,
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
        guard let info = types.type(typeName), info.kind == .class, info.declaration.genericParameters.isEmpty,
              let overloads = info.methods[name], overloads.count == 1,
              types.memberChain(typeName).filter({ $0.methods[name] != nil }).count == 1 else { return nil }
        let method = overloads[0]
        guard !method.isAsync, method.genericParameters.isEmpty, method.selfRequirements.isEmpty,
              method.parameters.count == arguments.count else { return nil }
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
