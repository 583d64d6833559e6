extension CheckRun {
    /// `let store = Store()` where nothing the call passes mentions a generic parameter of
    /// `Store<Item>` and no declared type gives it: swiftc's "generic parameter 'Item' could not
    /// be inferred", at the type's name. A parameter is inferable through an initializer (or the
    /// memberwise one) with a parameter of a type that mentions it and that the call passes:
    /// one without a default, or one it labels.
    func checkGenericInference(callee: Expr, arguments: [Argument]) {
        guard case .identifier(let name) = callee.kind, let info = symbols.types[name], info.name == name,
              info.kind == .struct || info.kind == .class, !info.decl.genericParameters.isEmpty,
              // A bundled module's stand-in (`Measurement<UnitType>` takes a `Dimension`) is not Apple's declaration.
              !info.file.hasPrefix("<module "),
              let candidates = inferenceCandidates(info) else { return }
        let passed = Set(arguments.map { $0.label ?? "_" })
        for parameter in info.decl.genericParameters {
            let inferable = candidates.contains { parameters in
                parameters.contains { $0.type.mentions(parameter) && ($0.required || passed.contains($0.label ?? "_")) }
            }
            if !inferable {
                report("generic parameter '\(parameter)' could not be inferred", at: callee.location)
                return
            }
        }
    }

    private struct InferenceParameter {
        var label: String?
        var type: TypeReference
        var required: Bool
    }

    /// The parameter lists a call of `info`'s initializers may take; nil when the checker cannot
    /// list them (a subclass inherits its superclass's, a property's type is left to inference).
    private func inferenceCandidates(_ info: TypeInfo) -> [[InferenceParameter]]? {
        // An initializer of an extension may be constrained (`extension Box where T == Int {
        // init(n: Int) }` settles `T` by its `where` clause): not judged here.
        if info.allInitializers.count != info.bodyInitializers.count { return nil }
        // `init<R: Repository>(_ repository: R) where R.Item == Item`: the initializer's own
        // generic parameter's constraints may settle the type's; not judged here.
        if info.allInitializers.contains(where: { !$0.genericParameters.isEmpty }) { return nil }
        var result = info.allInitializers.map { initializer in
            initializer.parameters.map { InferenceParameter(label: $0.label, type: $0.type, required: $0.defaultValue == nil) }
        }
        switch info.kind {
        case .struct where info.bodyInitializers.isEmpty:
            var memberwise: [InferenceParameter] = []
            for property in info.storedProperties where !(property.isLet && property.initializer != nil) {
                guard let type = property.type else { return nil }
                memberwise.append(InferenceParameter(label: property.name, type: type, required: !hasInitialValue(property)))
            }
            result.append(memberwise)
        case .class where result.isEmpty:
            if let first = info.decl.inheritedTypes.first {
                let name = TypeInfo.bareName(first.name)
                if symbols.types[name]?.kind != .protocol && AppleNames.protocolMembers[name] == nil { return nil }
            }
            result.append([])
        default:
            break
        }
        return result
    }
}
