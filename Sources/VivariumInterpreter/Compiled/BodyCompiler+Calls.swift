import VivariumSyntax

/// Calls: a top-level function whose name means nothing else, resolved once; a mutating
/// method of a local container, in place. Every other call runs the general way
/// (`dispatchCall`), whose rules look at values as they are at run time.
extension BodyCompiler {
    func call(_ callee: Expr, _ arguments: [Argument], expected: TypeReference?, expr: Expr) throws -> ExpressionCode {
        switch callee.kind {
        case .identifier(let name):
            if local(name) == nil, let function = topLevelFunction(name, arguments) {
                return try functionCall(function, arguments, at: expr.location)
            }
            if local(name) == nil, let code = try memberwiseConstruction(name, arguments, at: expr.location) { return code }
            if local(name) == nil, let code = try classConstruction(name, arguments, at: expr.location) { return code }
        case .member(let baseExpr, let name):
            if name == "append", let code = try arrayAppend(baseExpr, arguments, expr: expr) { return code }
            if name == "append", let code = try fieldAppend(baseExpr, arguments, expr: expr) { return code }
            if name == "append", let code = try selfFieldAppend(baseExpr, arguments, expr: expr) { return code }
            if let code = try containerMethod(baseExpr, name, arguments, expr: expr) { return code }
            if let code = try objectMethodCall(baseExpr, name, arguments, callee: callee, expected: expected, expr: expr) { return code }
        default:
            break
        }
        return fallback(expr, expected: expected)
    }

    /// The one top-level function `name(arguments)` calls, when nothing else can be meant by
    /// the name (no member of `self`, static method, type or generic parameter of that name)
    /// and the arguments go to its parameters one for one, in order.
    private func topLevelFunction(_ name: String, _ arguments: [Argument]) -> FunctionDecl? {
        let types = interpreter.types
        guard let overloads = types.functions[name], overloads.count == 1 else { return nil }
        let function = overloads[0]
        // Where a `self` may be in scope (a member, a closure), the general evaluator asks the
        // value of `self` at run time whether it has a member of that name: a subclass's, or a
        // conforming type's, may answer. Only a name no type declares is certain.
        if context.ownerType != nil || context.isClosure, types.anyTypeDeclaresMember(named: name) { return nil }
        // `dispatchCall` looks for a static method of the running static context first, and for
        // a generic parameter of `self`'s type: neither can be ruled out by the name alone.
        if types.hasStaticMethod(named: name) || types.genericParameterNames.contains(name) { return nil }
        if types.type(name) != nil || interpreter.host?.hasType(name) == true || Builtins.typeNames.contains(name) { return nil }
        guard function.genericParameters.isEmpty, function.parameters.count == arguments.count else { return nil }
        for (parameter, argument) in zip(function.parameters, arguments) {
            guard parameter.label == argument.label, !argument.isTrailingClosure, parameter.defaultValue == nil,
                  !parameter.isInout, !parameter.isAutoclosure, !parameter.isVariadic, parameter.attributes.isEmpty,
                  !parameter.type.namesSelf else { return nil }
        }
        return function
    }

    /// A call of `function`: its arguments in order, each with its parameter's type as context,
    /// then the call (compiled when its body is), its result pinned as `evaluateCall` pins it.
    private func functionCall(_ function: FunctionDecl, _ arguments: [Argument], at location: SourceLocation) throws -> ExpressionCode {
        let codes = try zip(function.parameters, arguments).map { parameter, argument in
            HeldExpression(run: try converting(expression(argument.value, expected: parameter.type), to: nil))
        }
        let site = FunctionCallSite(interpreter: interpreter, function: function, codes: codes, arguments: arguments, at: location)
        return { activation in try site.call(activation) }
    }
}

extension BodyCompiler {
    /// A method of the standard library that does not change its receiver, called on a local
    /// array or dictionary (`xs.sorted()`, `xs.filter { … }`, `counts.map { … }`): the local's
    /// written or evident type says what the receiver is, so nothing about its expression needs
    /// looking at (no optional's `map`, no element context) and it goes straight to
    /// `callBuiltinMethod`, as `callMethod` would send it there.
    func containerMethod(_ baseExpr: Expr, _ name: String, _ arguments: [Argument], expr: Expr) throws -> ExpressionCode? {
        guard let container = containerLocal(baseExpr), isPlainContainerMethod(name, on: container.1, arguments) else { return nil }
        return try containerMethodCall(container.0, name, arguments, at: expr.location)
    }

    private func isPlainContainerMethod(_ name: String, on kind: ContainerKind, _ arguments: [Argument]) -> Bool {
        if Interpreter.mutatingValueMethods.contains(name) || Interpreter.mutatingCollectionMembers.contains(name) { return false }
        let shape: Value = kind == .array ? .array([]) : .dictionary([:])
        if interpreter.builtinExtensionMethods(name, of: shape) != nil { return false }
        for argument in arguments where interpreter.leadingImplicitMember(argument.value) != nil { return false }
        return true
    }

    private func containerMethodCall(_ slot: LocalSlot, _ name: String, _ arguments: [Argument],
                                     at location: SourceLocation) throws -> ExpressionCode {
        let interpreter = self.interpreter
        var codes: [HeldExpression] = []
        for argument in arguments { codes.append(HeldExpression(run: try expression(argument.value, expected: nil))) }
        let labels = arguments.map(\.label)
        let locations = arguments.map(\.location)
        // A result made of the receiver's elements (or a number, a flag) holds no reference
        // when they hold none: nothing to pin.
        let pinsResult = !(Self.elementResultMethods.contains(name) && slot.type.map(interpreter.holdsNoReferences) == true)
        return { activation in
            let receiver = interpreter.readWeak(activation.read(slot))
            let inputs = try Self.argumentValues(codes, labels: labels, locations: locations, in: activation)
            let result = try interpreter.callBuiltinMethod(name, on: receiver, baseExpr: nil, inputs: inputs,
                                                           scope: activation.environment, at: location)
            if pinsResult { interpreter.pin(result) }
            return result
        }
    }

    /// The arguments' values, evaluated in order, as a call's inputs.
    @inline(__always)
    static func argumentValues(_ codes: [HeldExpression], labels: [String?], locations: [SourceLocation],
                               in activation: Activation) throws -> [ArgumentInput] {
        var inputs: [ArgumentInput] = []
        inputs.reserveCapacity(codes.count)
        var index = 0
        while index < codes.count {
            let value = try codes[index].run(activation)
            inputs.append(.value(ArgumentValue(label: labels[index], value: value, location: locations[index])))
            index += 1
        }
        return inputs
    }

    /// Standard methods whose result is made of the receiver's elements, or is a number or a
    /// flag, whatever closures they are given return.
    private static let elementResultMethods: Set<String> = [
        "filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast", "first", "last",
        "min", "max", "count", "contains", "isEmpty", "firstIndex", "lastIndex", "allSatisfy", "randomElement",
    ]
}

extension TypeRegistry {
    /// Whether any type declares a property or method of this name.
    func anyTypeDeclaresMember(named name: String) -> Bool {
        types.values.contains { $0.storedProperty(name) != nil || $0.computedProperties[name] != nil || $0.methods[name] != nil }
    }

    /// Whether any type declares a method of this name whose result is not optional.
    func declaresNonOptionalMethod(named name: String) -> Bool {
        types.values.contains { $0.methods[name]?.contains { $0.returnType?.isOptional != true } == true }
    }

    /// Whether any type declares a static method of this name.
    func hasStaticMethod(named name: String) -> Bool {
        types.values.contains { $0.staticMethods[name] != nil }
    }
}
