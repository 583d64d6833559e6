import VivariumSyntax

extension Interpreter {
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
        let labelled = overloads.filter { matchArguments($0.parameters, inputs) != nil }
        // Swift ranks a match without a variadic parameter above one through it:
        // `buildBlock()` beside `buildBlock(_ parts: String...)` takes an empty block.
        if labelled.count > 1, labelled.contains(where: { $0.parameters.contains(where: \.isVariadic) }) {
            let fixed = labelled.filter { !$0.parameters.contains(where: \.isVariadic) && valuesFit($0.parameters, inputs) }
            if fixed.count == 1 { return fixed[0] }
        }
        // Arguments whose values are known: the most specialized overload that takes them
        // (`Interpreter+OverloadRanking`).
        if labelled.count > 1, let ranked = rankedOverload(labelled, inputs: inputs) { return ranked }
        // Overloads by parameter type (`buildExpression(_ dish: Dish)` beside
        // `buildExpression(_ header: String)`): the first whose parameters take the values given.
        if labelled.count > 1, let typed = labelled.first(where: { valuesFit($0.parameters, inputs) }) { return typed }
        return labelled.first ?? overloads[0]
    }

    /// Whether each argument is an instance of its parameter's type (an integer fits a
    /// floating-point parameter, as a literal would): an argument already evaluated, or one
    /// whose value can be known without running anything (`peekedValue`); the others fit.
    func valuesFit(_ parameters: [Parameter], _ inputs: [ArgumentInput]) -> Bool {
        guard let mapping = matchArguments(parameters, inputs) else { return false }
        for (parameter, indices) in zip(parameters, mapping) where !parameter.isVariadic && !parameter.isAutoclosure {
            for index in indices {
                let given: Value
                switch inputs[index] {
                case .value(let argument): given = argument.value
                case .expression(let argument, let scope):
                    guard !parameter.isInout, let peeked = peekedValue(argument.value, in: scope) else { continue }
                    given = peeked
                }
                let value = readWeak(given)
                if case .int = value, ["Double", "CGFloat", "Float"].contains(parameter.type.nominalName ?? "") { continue }
                if !isInstance(value, of: parameter.type) { return false }
            }
        }
        return true
    }

    /// The value of an argument expression known without running code: a string, number or
    /// Boolean literal, or a plain variable's value (`describe("s")` beside `describe(_: Int)`
    /// and `describe(_: String)`). Nil for anything else.
    func peekedValue(_ expr: Expr, in scope: Scope) -> Value? {
        switch expr.kind {
        case .string(let text): return .string(text)
        case .interpolation: return .string("")
        case .integer(let number): return .int(number)
        case .float(let number): return .double(number)
        case .boolean(let flag): return .bool(flag)
        case .array(let elements) where elements.count <= 8:
            // `describe([1, 2])`: an array literal of such values.
            var values: [Value] = []
            for element in elements {
                guard let value = peekedValue(element, in: scope) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .identifier(let name):
            guard let box = lookupVariable(name, in: scope), box.projection == nil, box.lazyInitializer == nil,
                  !(box.isLet && !box.isInitialized) else { return nil }
            return box.value
        default: return nil
        }
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
    /// `genericArguments`: a generic type's parameters (`Box<Int>(…)`), which its default
    /// values (`var items = [T]()`, `var value: T = resolve()`) name.
    func bindArguments(_ parameters: [Parameter], _ inputs: [ArgumentInput], into scope: Scope, callee: String,
                       at location: SourceLocation, provenance: ArgumentProvenance? = nil, matched: [[Int]]? = nil,
                       genericArguments: [String: String] = [:]) throws -> [Writeback] {
        guard let mapping = matched ?? matchArguments(parameters, inputs) else {
            throw RuntimeError(.trap, "arguments do not match the parameters of '\(callee)'", at: location)
        }
        // What the type's parameters stand for types the arguments too: the literal 2 given to
        // `value: T` of a `Wrapper<Double>` is a Double.
        var parameters = parameters
        if !genericArguments.isEmpty {
            for index in parameters.indices { parameters[index].type = Self.substituting(genericArguments, in: parameters[index].type) }
        }
        var writebacks: [Writeback] = []
        let generic = try inferGenericArguments(parameters, mapping: mapping, inputs: inputs)
        let selfType = parameters.contains { $0.type.namesSelf } ? receiverTypeName(in: scope) : nil
        var defaultsScope = globals
        if !genericArguments.isEmpty {
            defaultsScope = Scope(parent: globals)
            declareGenericArguments(genericArguments, in: defaultsScope)
        }
        // Swift evaluates the arguments written, in order, and then the default arguments of
        // the parameters left out (`f(b: h())` of `f(a: Int = g(), b: Int)` calls h, then g).
        let order = parameters.indices.filter { !mapping[$0].isEmpty } + parameters.indices.filter { mapping[$0].isEmpty }
        for position in order {
            let (written, indices) = (parameters[position], mapping[position])
            let parameter = selfType.map { written.resolvingSelf(as: $0) } ?? written
            var value: Value
            if indices.isEmpty {
                if parameter.isVariadic && parameter.defaultValue == nil {
                    value = .array([])
                } else if let defaultValue = parameter.defaultValue {
                    if parameter.isAutoclosure {
                        let wrapped = provenance?.wrappers?[parameter.name] != nil
                        value = defaultAutoclosure(defaultValue, in: defaultsScope, resultType: parameter.type.autoclosureResult, wrapped: wrapped)
                    } else if let provenance, let wrappers = provenance.wrappers {
                        // A memberwise initializer's default argument is the property's default value.
                        let step = ProvenanceStep.defaultValue(typeName: provenance.typeName, property: parameter.name,
                                                               wrapper: wrappers[parameter.name] ?? nil)
                        value = try withProvenance(step) { try evaluate(defaultValue, in: defaultsScope, expected: parameter.type) }
                    } else {
                        value = try evaluate(defaultValue, in: defaultsScope, expected: parameter.type)
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
            if parameter.hasBuilderAttribute, case .function(.closure(let closure)) = value {
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
            var contextual = passing != .autoclosure ? frameworkArgumentType(inputs, index: index, typeName: typeName, member: member) : nil
            if contextual == nil, typeName == "Text", member == nil, input.label == "format", let subject = result.first, subject.label == nil {
                contextual = formatStyleContext(of: subject.value)
            }
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
    var hasBuilderAttribute: Bool { FrameworkLayer.hasBuilderAttribute(attributes) }
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
