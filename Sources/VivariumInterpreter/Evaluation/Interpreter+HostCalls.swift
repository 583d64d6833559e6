import VivariumSyntax

/// Calls the view graph makes into user code other than `body`: a representable's
/// `makeUIView(context:)`, `updateUIView(_:context:)`, static `dismantleUIView(_:coordinator:)`.
extension Interpreter {
    /// Whether `typeName` declares (or its extensions declare) a method `name` with these
    /// argument labels: static or instance.
    public func declaresMethod(_ name: String, labels: [String?], in typeName: String, isStatic: Bool) -> Bool {
        guard let info = types.type(typeName) else { return false }
        let overloads = (isStatic ? info.staticMethods[name] : info.methods[name]) ?? []
        return overloads.contains { $0.parameters.map(\.label) == labels }
    }

    /// Keeps what the graph built from one closure of a view's initializer alive while it calls
    /// the next (`NavigationLink { Detail() } label: { … }`: the destination's objects must not
    /// be collected at a safe point of the label's closure), until the running statement ends.
    public func holdBuiltContent(_ value: Value) {
        hold(value)
    }

    /// Calls an instance method of a user value or object with labelled argument values.
    public func callUserMethod(_ name: String, on receiver: Value, arguments: [ArgumentValue],
                               at location: SourceLocation = .builtin) throws -> Value {
        let typeName = Describe.typeName(of: receiver, heap: heap)
        let chain = types.classChain(typeName)
        let infos = chain.isEmpty ? [types.type(typeName)].compactMap { $0 } : chain
        for info in infos {
            guard let overloads = info.methods[name] else { continue }
            let inputs = arguments.map { ArgumentInput.value($0) }
            let function = try selectOverload(overloads, inputs: inputs, name: name, at: location)
            return try withFrame(name: "SwiftUI", location: location, scope: globals) {
                try callFunction(BoundFunction(declaration: function, ownerType: info.name, receiver: receiver),
                                 arguments: inputs, at: location)
            }
        }
        throw RuntimeError.unresolved("value of type '\(typeName)' has no member '\(name)'", at: location)
    }

    /// Calls a method of a user struct value that may be `mutating` (a `DynamicProperty`'s
    /// `update()`): the result, and `self` as the method left it (nil for a non-mutating one).
    public func callUserMutatingMethod(_ name: String, on receiver: Value, at location: SourceLocation = .builtin) throws
        -> (result: Value, newSelf: Value?) {
        let typeName = Describe.typeName(of: receiver, heap: heap)
        guard let info = types.type(typeName), let overloads = info.methods[name] else {
            throw RuntimeError.unresolved("value of type '\(typeName)' has no member '\(name)'", at: location)
        }
        let function = try selectOverload(overloads, inputs: [], name: name, at: location)
        return try withFrame(name: "SwiftUI", location: location, scope: globals) {
            try callFunctionReturningSelf(BoundFunction(declaration: function, ownerType: info.name, receiver: receiver),
                                          arguments: [], at: location)
        }
    }

    /// Calls a static method of a user type with labelled argument values.
    public func callUserStaticMethod(_ name: String, of typeName: String, arguments: [ArgumentValue],
                                     at location: SourceLocation = .builtin) throws -> Value {
        try withFrame(name: "SwiftUI", location: location, scope: globals) {
            try callStaticMethod(typeName: typeName, name: name, inputs: arguments.map { .value($0) }, at: location)
        }
    }
}
