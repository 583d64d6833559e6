import VivariumSyntax

/// Calls the checker bound to a protocol extension's implementation (`ResolvedMembers`): a member
/// that is not one of the protocol's requirements, reached through a receiver whose static type
/// is the protocol, runs the extension's implementation even when the value's own type declares
/// a member of that name (The Swift Programming Language, "Protocols": a requirement is
/// dispatched through the conformance; anything else an extension adds is not).
extension Interpreter {
    /// Takes what the checker resolved for the input `file`, in place of what an earlier input
    /// of that name had.
    public func adopt(_ resolution: ResolvedMembers, for file: String) {
        if !staticMembers.isEmpty { staticMembers = staticMembers.filter { $0.key.file != file } }
        staticMembers.merge(resolution.staticMembers) { _, new in new }
    }

    /// The protocol extension's `name` called on `receiver`, when the checker bound the call at
    /// `nameLocation` to it; nil when it did not (the call dispatches on the value's type).
    func callStaticMember(_ name: String, at nameLocation: SourceLocation, on receiver: Value, baseExpr: Expr,
                          inputs: [ArgumentInput], scope: Scope, at location: SourceLocation) throws -> Value? {
        guard let member = staticMembers[nameLocation], member.name == name,
              let info = types.type(member.protocolName), let overloads = info.methods[name], !overloads.isEmpty else { return nil }
        switch readWeak(receiver) {
        case .structValue, .enumValue, .object:
            return try callUserValueMethod(info: info, overloads: overloads, receiver: readWeak(receiver), baseExpr: baseExpr,
                                           inputs: inputs, scope: scope, at: location)
        default:
            return nil
        }
    }

    /// The protocol extension's computed property `name` of `receiver`, when the checker bound
    /// the read at `nameLocation` to it (`greeter.title` with `greeter: any Greeter`).
    func staticPropertyValue(_ name: String, at nameLocation: SourceLocation, of receiver: Value) throws -> Value? {
        guard let member = staticMembers[nameLocation], member.name == name, let info = types.type(member.protocolName),
              let property = info.computedProperties[name], let getter = property.getter else { return nil }
        switch readWeak(receiver) {
        case .structValue, .enumValue, .object:
            return try runGetter(getter, of: property, self: readWeak(receiver), typeName: info.name,
                                 builder: FrameworkLayer.hasBuilderAttribute(property.attributes), name: "\(info.name).\(name)")
        default:
            return nil
        }
    }
}
