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
        case .member(let baseExpr, "append"):
            if let code = try arrayAppend(baseExpr, arguments, expr: expr) { return code }
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
        if let owner = context.ownerType {
            let member = types.declaredMember(name, of: owner)
            if member.storedOrComputed || member.method { return nil }
        }
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
        let interpreter = self.interpreter
        let codes = try zip(function.parameters, arguments).map { parameter, argument in
            try converting(expression(argument.value, expected: parameter.type), to: nil)
        }
        let labels = arguments.map(\.label)
        let locations = arguments.map(\.location)
        let bound = BoundFunction(declaration: function, ownerType: nil, receiver: nil)
        return { activation in
            var values: [Value] = []
            values.reserveCapacity(codes.count)
            for code in codes { values.append(try code(activation)) }
            let result = try interpreter.invoke(bound, values: values, labels: labels, locations: locations, at: location)
            interpreter.pin(result)
            return result
        }
    }
}

extension TypeRegistry {
    /// Whether any type declares a static method of this name.
    func hasStaticMethod(named name: String) -> Bool {
        types.values.contains { $0.staticMethods[name] != nil }
    }
}
