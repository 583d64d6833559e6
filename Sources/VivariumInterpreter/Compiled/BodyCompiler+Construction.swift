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
        let memberwise = interpreter.synthesizedMemberwise(info)
        let parameters = memberwise.parameters
        guard parameters.count == arguments.count, parameters.count == info.storedProperties.count else { return nil }
        for (entry, argument) in zip(parameters, arguments) {
            let property = entry.property
            guard entry.parameter.label == argument.label, !argument.isTrailingClosure, entry.role == nil, !entry.buildsValue,
                  !entry.parameter.isAutoclosure, entry.parameter.attributes.isEmpty, property.wrapper == nil,
                  !property.holdsWeakly, let type = property.type, !type.isOpaqueOrExistential, isPure(argument.value) else { return nil }
            if case .function = type { return nil }
        }
        let codes = try zip(parameters, arguments).map { entry, argument in
            try converting(expression(argument.value, expected: entry.property.type), to: entry.property.type)
        }
        let names = parameters.map(\.property.name)
        let typeName = info.name
        return { activation in
            var fields = OrderedDictionary<String, Value>(minimumCapacity: codes.count)
            var index = 0
            while index < codes.count {
                fields[names[index]] = try codes[index](activation)
                index += 1
            }
            return .structValue(StructValue(typeName: typeName, fields: fields))
        }
    }
}
