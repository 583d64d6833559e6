import OrderedCollections
import VivariumSyntax

/// `Item(id: i, score: s, done: d)`: a plain struct built by its synthesized memberwise
/// initializer, lowered to the value it makes. Only where nothing can tell the difference from
/// the general way (`constructStruct`): no view (whose init is reported), no wrapper, builder,
/// weak or closure property, no generic parameter, no initializer of its own, every stored
/// property given in order, and arguments that cannot call code that would see the
/// initializer's frame or make an object under its provenance.
extension BodyCompiler {
    func memberwiseConstruction(_ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> ExpressionCode? {
        let types = interpreter.types
        guard let info = types.type(name), info.kind == .struct, info.declaration.genericParameters.isEmpty,
              info.initializers.isEmpty, !types.extendedBuiltins.contains(name), !interpreter.isViewType(info),
              types.functions[name] == nil, !types.hasStaticMethod(named: name), !types.genericParameterNames.contains(name) else { return nil }
        if context.ownerType != nil || context.isClosure, types.anyTypeDeclaresMember(named: name) { return nil }
        // A type that hashes by some of its properties keeps them on each instance (the
        // interpreter's construction does).
        guard info.hashedProperties == nil else { return nil }
        let memberwise = interpreter.synthesizedMemberwise(info)
        // Each stored property, in order, takes the next argument when its label is the
        // parameter's, else its default value: one that is a constant (`= 0`, `= []`), whose
        // evaluation nothing can tell from the general way's (in the initializer's frame).
        var codes: [ExpressionCode] = []
        var remaining = arguments[...]
        for property in info.storedProperties {
            guard property.wrapper == nil, !property.holdsWeakly, !property.modifiers.contains(.lazy), property.attributes.isEmpty,
                  property.type?.isOpaqueOrExistential != true else { return nil }
            if case .function? = property.type { return nil }
            let entry = memberwise.entries[property.name]
            if let entry, let argument = remaining.first, entry.parameter.label == argument.label {
                guard !argument.isTrailingClosure, entry.role == nil, !entry.buildsValue, entry.storageFromValue == nil,
                      !entry.parameter.isAutoclosure, entry.parameter.attributes.isEmpty, let type = property.type,
                      isPure(argument.value) else { return nil }
                codes.append(try converting(expression(argument.value, expected: type), to: type))
                remaining = remaining.dropFirst()
            } else if let initial = property.initializer, Self.isConstant(initial), property.type.map(isStandardType) ?? true,
                      entry.map({ $0.parameter.defaultValue != nil }) ?? true {
                codes.append(try converting(expression(initial, expected: property.type), to: property.type))
            } else {
                return nil
            }
        }
        guard remaining.isEmpty else { return nil }
        // The fields' names, in order, made once: every value built here shares the key list
        // and gets values of its own (nothing hashed per construction).
        var template = OrderedDictionary<String, Value>(minimumCapacity: codes.count)
        for property in info.storedProperties { template[property.name] = .void }
        guard template.count == codes.count else { return nil }
        // NB: the type is looked up by name at each call rather than captured: Swift 6.3.1's
        // SendNonSendable pass crashes compiling a closure here that captures the `TypeInfo`.
        let typeName = info.name
        return { activation in
            var fields = template
            var index = 0
            while index < codes.count {
                fields.values[index] = try codes[index](activation)
                index += 1
            }
            return .structValue(StructValue(typeName: typeName, fields: fields))
        }
    }

    /// A literal whose value is the same wherever and whenever it is evaluated (`0`, `-1`,
    /// `"Untitled"`, `false`, `nil`, `[]`, `[:]`, `[1, 2]`).
    static func isConstant(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integer, .float, .string, .boolean, .nil: return true
        case .prefix("-", let operand):
            if case .integer = operand.kind { return true }
            if case .float = operand.kind { return true }
            return false
        case .array(let elements): return elements.allSatisfy(isConstant)
        case .dictionary(let elements): return elements.isEmpty
        default: return false
        }
    }

    /// A type the program does not declare (nor any of its parts): a literal of it runs no
    /// code of the program (`ExpressibleByStringLiteral` of its own types would).
    func isStandardType(_ type: TypeReference) -> Bool {
        switch type {
        case .named(let name, let generics): return interpreter.types.type(name) == nil && generics.allSatisfy(isStandardType)
        case .optional(let wrapped), .array(let wrapped): return isStandardType(wrapped)
        case .dictionary(let key, let value): return isStandardType(key) && isStandardType(value)
        default: return false
        }
    }

    /// `ListNode(value: i, next: head)`: an instance of a class without generic parameters whose
    /// initializer the argument labels choose before anything runs (`matchArguments` looks at
    /// labels only), each argument given with its parameter's type as context, as
    /// `bindArguments` gives it. Only arguments that cannot run code (`isPure`): evaluated
    /// before the object is allocated, they could not tell.
    func classConstruction(_ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> ExpressionCode? {
        let types = interpreter.types
        guard let info = types.type(name), info.kind == .class, info.declaration.genericParameters.isEmpty,
              !types.extendedBuiltins.contains(name), types.functions[name] == nil, !types.hasStaticMethod(named: name),
              !types.genericParameterNames.contains(name) else { return nil }
        if context.ownerType != nil || context.isClosure, types.anyTypeDeclaresMember(named: name) { return nil }
        guard let parameters = initializerParameters(name, for: arguments) else { return nil }
        var codes: [ExpressionCode] = []
        for (parameter, argument) in zip(parameters, arguments) {
            codes.append(try expression(argument.value, expected: parameter.type))
        }
        let labels = arguments.map(\.label)
        let locations = arguments.map(\.location)
        let interpreter = self.interpreter
        // NB: the type is looked up by name at each call rather than captured: Swift 6.3.1's
        // SendNonSendable pass crashes compiling a closure here that captures the `TypeInfo`.
        let typeName = info.name
        // The initializer the labels choose, found at the first construction (and again after a
        // declaration is registered), not at each.
        let site = ConstructionSite()
        return { activation in
            guard let info = interpreter.types.type(typeName) else {
                throw RuntimeError.unresolved("cannot find '\(typeName)' in scope", at: location)
            }
            var inputs: [ArgumentInput] = []
            inputs.reserveCapacity(codes.count)
            var index = 0
            while index < codes.count {
                inputs.append(.value(ArgumentValue(label: labels[index], value: try codes[index](activation), location: locations[index])))
                index += 1
            }
            let choice = try site.choice(of: typeName, for: inputs, in: interpreter, at: location)
            let result = try interpreter.constructObject(info, inputs: inputs, choice: choice, at: location)
            interpreter.pin(result)
            return result
        }
    }

    /// The parameters of the initializer of class `name` that `arguments` choose by their labels,
    /// when they go to its parameters one for one and none can run code.
    private func initializerParameters(_ name: String, for arguments: [Argument]) -> [Parameter]? {
        var probes: [ArgumentInput] = []
        for argument in arguments {
            guard !argument.isTrailingClosure, isPure(argument.value) else { return nil }
            probes.append(.value(ArgumentValue(label: argument.label, value: .void, location: argument.location)))
        }
        for available in interpreter.availableInitializers(name) where interpreter.matchArguments(available.decl.parameters, probes) != nil {
            let parameters = available.decl.parameters
            guard parameters.count == arguments.count else { return nil }
            for (parameter, argument) in zip(parameters, arguments) {
                guard parameter.label == argument.label, !parameter.isVariadic, !parameter.isInout, !parameter.isAutoclosure else { return nil }
            }
            return parameters
        }
        return nil
    }
}

/// A compiled construction's initializer (`Interpreter.chooseInitializer`), kept for as long as
/// no declaration is registered.
final class ConstructionSite {
    private var known: InitializerChoice?

    func choice(of className: String, for inputs: [ArgumentInput], in interpreter: Interpreter,
                at location: SourceLocation) throws -> InitializerChoice {
        if let known, known.generation == interpreter.types.registrations { return known }
        let found = try interpreter.chooseInitializer(className, inputs, at: location)
        known = found
        return found
    }
}
