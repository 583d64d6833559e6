import VivariumSyntax

/// `@dynamicMemberLookup` (SE-0195, SE-0252): `store.username` on a type that declares no member
/// `username` but a `subscript(dynamicMember:)` is that subscript, given the key path
/// `\State.username` when its parameter is a `KeyPath` (SE-0252) or the string "username" when
/// it is a `String` (SE-0195) (The Swift Programming Language, "Attributes": dynamicMemberLookup).
extension Interpreter {
    /// The value of `receiver.name` through the type's `subscript(dynamicMember:)`, or nil when
    /// the type has no such subscript.
    func dynamicMemberValue(_ name: String, of receiver: Value, typeName: String, at location: SourceLocation) throws -> Value? {
        guard let member = dynamicMemberArgument(name, typeName: typeName, setter: false) else { return nil }
        return try callMethod(on: receiver, baseExpr: Expr(.selfValue, at: location), name: Self.subscriptGetter,
                              inputs: [.value(ArgumentValue(label: "dynamicMember", value: member, location: location))],
                              scope: globals, at: location)
    }

    /// `settings.font = "mono"`, `draft.address.city = "Bergen"`: a member the type does not
    /// declare, written through its `subscript(dynamicMember:)`'s setter (the receiver written
    /// back, as any mutating subscript's). False when the type declares the member or has no
    /// such subscript.
    func assignDynamicMember(_ name: String, of base: Value, baseExpr: Expr, value: Value, in scope: Scope,
                             at location: SourceLocation) throws -> Bool {
        // A stored property (the write every model makes) is settled by one lookup.
        let typeName: String
        switch base {
        case .structValue(let s):
            guard s.fields[name] == nil, s.fields["_" + name] == nil else { return false }
            typeName = s.typeName
        case .object(let id):
            guard let object = heap.object(id), object.fields[name] == nil, object.fields["_" + name] == nil else { return false }
            typeName = object.typeName
        default: return false
        }
        let chain = types.memberChain(typeName)
        guard !chain.contains(where: { $0.storedProperty(name) != nil || $0.computedProperties[name] != nil }),
              let member = dynamicMemberArgument(name, typeName: typeName, setter: true) else { return false }
        _ = try callMethod(on: base, baseExpr: baseExpr, name: Self.subscriptSetter,
                           inputs: [.value(ArgumentValue(label: "dynamicMember", value: member, location: location)),
                                    .value(ArgumentValue(label: nil, value: value, location: location))],
                           scope: scope, at: location)
        return true
    }

    /// What `subscript(dynamicMember:)` of `typeName` is given for `name`: a key path, or the
    /// name as a string; nil when the type is not `@dynamicMemberLookup` or has no such subscript.
    func dynamicMemberArgument(_ name: String, typeName: String, setter: Bool) -> Value? {
        let chain = types.memberChain(typeName)
        guard chain.contains(where: { $0.declaration.hasAttribute("dynamicMemberLookup") }) else { return nil }
        let subscripts = chain.flatMap { $0.methods[setter ? Self.subscriptSetter : Self.subscriptGetter] ?? [] }
        guard let function = subscripts.first(where: { $0.parameters.first?.label == "dynamicMember" }) else { return nil }
        if case .named("String", _) = function.parameters[0].type { return .string(name) }
        return .keyPath([name])
    }
}
