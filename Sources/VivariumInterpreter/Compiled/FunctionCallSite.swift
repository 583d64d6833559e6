import VivariumSyntax

/// A call of a top-level function resolved once (`BodyCompiler.functionCall`): everything a
/// call needs, in one object whose `call` is the call's code. A closure's captures are each
/// copied out of its context, and retained, at every call; a method reads its object's
/// constants in place.
final class FunctionCallSite {
    let interpreter: Interpreter
    let bound: BoundFunction
    /// What the callee compiled to, as of `generation` of the declarations.
    private var generation = -1
    private var compiled: CompiledBody?
    /// `compiled`, used where the site holds it (a strong copy per call is a retain and a release).
    private var unretainedCompiled: Unmanaged<CompiledBody>?
    /// The bodies a new generation replaced: kept while the site lives, so that a call still
    /// running one (the declarations changed under it) never runs freed code.
    private var replaced: [CompiledBody] = []
    /// What a call needs of the declaration, taken out once: no `FunctionDecl` is read (a copy
    /// of one retains each of its fields) per call.
    let name: String
    let returnType: TypeReference?
    let parameterTypes: [TypeReference]
    let location: SourceLocation
    let globals: Scope
    /// The arguments' code, in order; the first two also on their own (called directly).
    let codes: [HeldExpression]
    let first: ExpressionCode
    let second: ExpressionCode
    let labels: [String?]
    let locations: [SourceLocation]

    init(interpreter: Interpreter, function: FunctionDecl, codes: [HeldExpression], arguments: [Argument], at location: SourceLocation) {
        self.interpreter = interpreter
        bound = BoundFunction(declaration: function, ownerType: nil, receiver: nil)
        name = function.name
        returnType = function.returnType
        parameterTypes = function.parameters.map(\.type)
        self.location = location
        globals = interpreter.globals
        self.codes = codes
        let unused: ExpressionCode = { _ in .void }
        first = codes.count > 0 ? codes[0].run : unused
        second = codes.count > 1 ? codes[1].run : unused
        labels = arguments.map(\.label)
        locations = arguments.map(\.location)
    }

    /// The call: its arguments in order, then the body (compiled when it is), the result
    /// pinned as `evaluateCall` pins it.
    func call(_ activation: Activation) throws -> Value {
        let result: Value
        if generation != interpreter.types.registrations { lookUpCallee() }
        if let unretainedCompiled {
            // NB: the caller's frame is not retained to read what the callee inherits of it.
            let inherited = activation.frame.staticType
            result = try unretainedCompiled._withUnsafeGuaranteedRef { compiled in
                // The arguments go straight to the callee's slots (nothing can see it made first).
                try interpreter.runCompiled(compiled, enclosing: globals, selfBox: nil, returnType: returnType, name: name,
                                            location: location, staticType: nil, initializing: nil,
                                            inheritedStaticType: inherited) { locals in
                    switch codes.count {
                    case 0: break
                    case 1: compiled.bind(try first(activation), toParameter: 0, of: parameterTypes, in: locals)
                    case 2:
                        compiled.bind(try first(activation), toParameter: 0, of: parameterTypes, in: locals)
                        compiled.bind(try second(activation), toParameter: 1, of: parameterTypes, in: locals)
                    default:
                        var index = 0
                        while index < codes.count {
                            compiled.bind(try codes[index].run(activation), toParameter: index, of: parameterTypes, in: locals)
                            index += 1
                        }
                    }
                } run: { locals in
                    try compiled.run(locals)
                }
            }
        } else {
            var values: [Value] = []
            values.reserveCapacity(codes.count)
            for code in codes { values.append(try code.run(activation)) }
            result = try interpreter.invoke(bound, values: values, labels: labels, locations: locations, at: location)
        }
        interpreter.pin(result)
        try interpreter.callReturned()
        return result
    }

    /// The callee's compiled body, looked up again once the declarations changed.
    /// NB: a function of its own: the large `bound` is read (copied, each field retained) only here.
    @inline(never)
    private func lookUpCallee() {
        let found = interpreter.compiledBody(for: bound)
        if let old = compiled, old !== found { replaced.append(old) }
        compiled = found
        unretainedCompiled = found.map { Unmanaged.passUnretained($0) }
        generation = interpreter.types.registrations
    }
}
