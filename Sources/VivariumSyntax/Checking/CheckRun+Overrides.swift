/// A subclass method or computed property that replaces one of its superclass's without saying
/// `override` (The Swift Programming Language, "Inheritance": "you prefix your overriding
/// definition with the override keyword … omitting it is diagnosed as an error when your code is
/// compiled"). swiftc 6.3.1: `overriding declaration requires an 'override' keyword` at the
/// member's name, with `overridden declaration is here` at the superclass's. A method of the same
/// name with other labels or parameter types is an overload, not an override; initializers and
/// stored properties have rules of their own and are left to run.
extension CheckRun {
    func checkOverrides(_ type: TypeDecl) {
        guard type.kind == .class, let superName = type.inheritedTypes.first.map({ TypeInfo.bareName($0.name) }),
              let superclass = symbols.types[superName], superclass.kind == .class else { return }
        let inherited = classChain(superclass)
        for member in type.members {
            switch member {
            case .function(let function) where !function.modifiers.contains(.override) && !function.isStatic:
                guard let overridden = inherited.lazy.compactMap({ info in
                    info.bodyMembers.lazy.compactMap { entry -> FunctionDecl? in
                        if case .function(let base) = entry, !base.isStatic, Self.sameSignature(base, function) { return base }
                        return nil
                    }.first
                }).first, let tokens, let found = tokens.functionName(declaredAt: function.location) else { continue }
                // The overridden method's name, also when its class came in an earlier input.
                let original = overridden.nameLocation
                    ?? (overridden.location.file == function.location.file ? tokens.functionName(declaredAt: overridden.location)?.name : nil)
                reportDeclaration("overriding declaration requires an 'override' keyword", at: found.name,
                                  notes: [("overridden declaration is here", original)])
            case .property(let property) where property.isComputed && !property.isStatic && !property.modifiers.contains(.override):
                guard let overridden = inherited.lazy.compactMap({ $0.bodyMembers.lazy.compactMap { entry -> PropertyDecl? in
                    if case .property(let base) = entry, !base.isStatic, base.name == property.name { return base }
                    return nil
                }.first }).first else { continue }
                reportDeclaration("overriding declaration requires an 'override' keyword", at: property.nameLocation,
                                  notes: [("overridden declaration is here", overridden.nameLocation)])
            default:
                continue
            }
        }
    }

    /// The class and its user superclasses, nearest first.
    private func classChain(_ start: TypeInfo) -> [TypeInfo] {
        var chain: [TypeInfo] = []
        var next: TypeInfo? = start
        while let info = next, info.kind == .class, chain.count < 32, !chain.contains(where: { $0 === info }) {
            chain.append(info)
            next = info.inherited.first.flatMap { symbols.types[$0] }
        }
        return chain
    }

    private static func sameSignature(_ a: FunctionDecl, _ b: FunctionDecl) -> Bool {
        a.name == b.name && a.parameters.count == b.parameters.count && a.genericParameters.isEmpty && b.genericParameters.isEmpty
            && zip(a.parameters, b.parameters).allSatisfy { $0.label == $1.label && $0.type == $1.type }
    }
}
