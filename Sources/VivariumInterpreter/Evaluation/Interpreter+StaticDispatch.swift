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
        if !optionalReceivers.isEmpty { optionalReceivers = optionalReceivers.filter { $0.file != file } }
        optionalReceivers.formUnion(resolution.optionalReceivers)
        if !setComparisons.isEmpty { setComparisons = setComparisons.filter { $0.file != file } }
        setComparisons.formUnion(resolution.setComparisons)
        if !narrowIntegerOperations.isEmpty { narrowIntegerOperations = narrowIntegerOperations.filter { $0.key.file != file } }
        narrowIntegerOperations.merge(resolution.narrowIntegerOperations) { _, new in new }
        if !printedTypes.isEmpty { printedTypes = printedTypes.filter { $0.key.file != file } }
        printedTypes.merge(resolution.printedTypes) { _, new in new }
        if !implicitMemberTypes.isEmpty { implicitMemberTypes = implicitMemberTypes.filter { $0.key.file != file } }
        implicitMemberTypes.merge(resolution.implicitMemberTypes) { _, new in new }
    }

    /// The protocol extension's `name` called on `receiver`, when the checker bound the call at
    /// `nameLocation` to it; nil when it did not (the call dispatches on the value's type).
    func callStaticMember(_ name: String, at nameLocation: SourceLocation, on receiver: Value, baseExpr: Expr,
                          inputs: [ArgumentInput], scope: Scope, at location: SourceLocation) throws -> Value? {
        guard let member = staticMembers[nameLocation], member.name == name,
              let info = types.type(member.protocolName), let overloads = info.methods[name], !overloads.isEmpty,
              !member.isRequirement || witnessIsDefault(member, of: receiver) else { return nil }
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
              let property = info.computedProperties[name], let getter = property.getter,
              !member.isRequirement || witnessIsDefault(member, of: receiver) else { return nil }
        switch readWeak(receiver) {
        case .structValue, .enumValue, .object:
            return try runGetter(getter, of: property, self: readWeak(receiver), typeName: info.name,
                                 builder: FrameworkLayer.hasBuilderAttribute(property.attributes), name: "\(info.name).\(name)")
        default:
            return nil
        }
    }

    /// Whether the conformance of `receiver`'s class to the requirement's protocol took the
    /// extension's default for it: the class that declares the conformance (the first of the
    /// chain, from the root, that conforms) and its superclasses declare no member of that name.
    /// A subclass's member of the name is then no witness (The Swift Programming Language,
    /// "Inheritance": a subclass overrides what its superclass declares). A struct's or an
    /// enum's own member is found by the usual lookup.
    func witnessIsDefault(_ member: ResolvedMembers.StaticMember, of receiver: Value) -> Bool {
        guard case .object(let id) = readWeak(receiver), let className = heap.object(id)?.typeName else { return false }
        let chain = types.classChain(className)
        guard let conforming = chain.lastIndex(where: { conformsDirectly($0, to: member.protocolName) }) else { return false }
        return !chain[conforming...].contains { info in
            info.methods[member.name] != nil || info.computedProperties[member.name] != nil || info.storedProperty(member.name) != nil
        }
    }

    /// `class Base: Greeter` or `class Base: Friendly` where `protocol Friendly: Greeter`.
    private func conformsDirectly(_ info: TypeInfo, to protocolName: String) -> Bool {
        var queue = info.conformances
        var seen: Set<String> = []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            if next == protocolName { return true }
            if let refined = types.type(next), refined.kind == .protocol { queue.append(contentsOf: refined.conformances) }
        }
        return false
    }
}
