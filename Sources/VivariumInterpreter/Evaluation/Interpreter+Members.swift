import VivariumSyntax

extension Interpreter {
    /// Whether `name` is a member of `value` (for implicit `self`).
    func hasMember(_ name: String, of value: Value) -> Bool {
        if case .structValue(let s) = value {
            // What the other cases find, with one look at the type's declarations.
            if s.fields[name] != nil { return true }
            let declared = types.declaredMember(name, of: s.typeName)
            return declared.storedOrComputed || declared.method
        }
        if hasStoredOrComputedMember(name, of: value) { return true }
        switch value {
        case .object(let id):
            guard let object = heap.object(id) else { return false }
            // `objectWillChange.send()` in a method: the publisher the framework synthesizes.
            if let publisher = FrameworkLayer.installed?.synthesizedPublisher, name == publisher.property,
               types.classChain(object.typeName).contains(where: { $0.conforms(to: publisher.conformance) }) {
                return true
            }
            return types.declaredMember(name, of: object.typeName).method
        case .structValue(let s):
            return types.declaredMember(name, of: s.typeName).method
        case .enumValue(let e):
            return types.declaredMember(name, of: e.typeName).method
        default:
            return false
        }
    }

    func hasStoredOrComputedMember(_ name: String, of value: Value) -> Bool {
        let typeName: String
        switch value {
        case .object(let id):
            guard let object = heap.object(id) else { return false }
            if object.fields[name] != nil { return true }
            typeName = object.typeName
        case .structValue(let s):
            if s.fields[name] != nil { return true }
            typeName = s.typeName
        case .enumValue(let e):
            if name == "rawValue", types.type(e.typeName)?.enumCase(e.caseName) != nil { return true }
            typeName = e.typeName
        default:
            return false
        }
        return types.declaredMember(name, of: typeName).storedOrComputed
    }

    /// The names of `values` when each is a type (`(String, Int)` as written), else nil.
    /// The type a type expression evaluated to names, nested as written: `String`, `[Day]`,
    /// `[String: [String]]`, `[(String, Int)]`, `(label: String, Int)` (a type expression is
    /// evaluated as the literal it looks like: an array of one type, a dictionary of one entry).
    func typeExpressionName(_ value: Value) -> String? {
        switch value {
        case .type(let name):
            return name
        case .array(let elements) where elements.count == 1:
            return typeExpressionName(elements[0]).map { "[\($0)]" }
        case .dictionary(let entries) where entries.count == 1:
            guard let key = typeExpressionName(entries.keys[0].value), let element = typeExpressionName(entries.values[0]) else { return nil }
            return "[\(key): \(element)]"
        case .tuple(let parts, let labels) where !parts.isEmpty:
            var names: [String] = []
            for (part, label) in zip(parts, labels) {
                guard let name = typeExpressionName(part) else { return nil }
                names.append((label.map { "\($0): " } ?? "") + name)
            }
            return "(" + names.joined(separator: ", ") + ")"
        default:
            return nil
        }
    }

    /// `type(of: value)`: a collection's or tuple's type with its elements' where they all have
    /// one (`[1, 2]` is `[Int]`, printed `Array<Int>`; `(1, "a")` is `(Int, String)`); an empty
    /// collection, whose element type its value does not keep, is named without it.
    func dynamicTypeName(of value: Value) -> String {
        func common(_ values: some Collection<Value>) -> String? {
            guard let first = values.first else { return nil }
            let name = dynamicTypeName(of: first)
            return values.allSatisfy({ dynamicTypeName(of: $0) == name }) ? name : nil
        }
        switch value {
        case .array(let elements):
            return common(elements).map { "[\($0)]" } ?? "Array"
        case .dictionary(let entries):
            guard let key = common(entries.keys.map(\.value)), let element = common(entries.values) else { return "Dictionary" }
            return "[\(key): \(element)]"
        case .tuple(let elements, let labels):
            let parts = zip(elements, labels).map { element, label in (label.map { "\($0): " } ?? "") + dynamicTypeName(of: element) }
            return "(" + parts.joined(separator: ", ") + ")"
        case .structValue(let s):
            return genericTypeName(of: s) ?? Describe.typeName(of: value, heap: heap)
        default:
            return Describe.typeName(of: value, heap: heap)
        }
    }

    /// `Box<Int>` of a `Box(value: 4)`: each generic parameter as the instance has it (written,
    /// or inferred when it was made), else from the property declared of that type. Nil for a
    /// type without generic parameters, or when one cannot be told.
    private func genericTypeName(of value: StructValue) -> String? {
        guard let info = types.type(value.typeName), !info.declaration.genericParameters.isEmpty else { return nil }
        var arguments: [String] = []
        for parameter in info.declaration.genericParameters {
            // An argument inferred as a generic type's bare name (`Box` of `Box(value: Box(value:
            // 1))`) is told by the value it holds.
            if let written = value.genericArguments[parameter], types.type(written)?.declaration.genericParameters.isEmpty ?? true {
                arguments.append(written)
            } else if let property = info.storedProperties.first(where: { $0.type == .named(parameter) }),
                      let field = value.fields[property.name], !field.isNil {
                arguments.append(dynamicTypeName(of: readWeak(field)))
            } else {
                return nil
            }
        }
        return "\(info.name)<\(arguments.map(Describe.metatypeName).joined(separator: ", "))>"
    }

    /// `value.name` as a value.
    func memberValue(of value: Value, name: String, startingAt startType: String? = nil, at location: SourceLocation) throws -> Value {
        let value = readWeak(value)
        switch value {
        case .array where name == "self", .dictionary where name == "self":
            // `[Day].self`, `[String: [String]].self` (what `JSONDecoder().decode(_:from:)` takes),
            // `[(String, Int)].self` (what `withTaskGroup(returning:)` takes).
            if let type = typeExpressionName(value) { return .type(type) }
        default:
            break
        }
        switch value {
        case .object(let id):
            guard let object = heap.object(id) else {
                throw RuntimeError.trap("Fatal error: attempted to read an unowned reference but object was already deallocated", at: location)
            }
            let chain = startType.map { types.classChain($0) } ?? types.memberChain(object.typeName)
            if object.fields[name] == nil, let property = chain.lazy.compactMap({ $0.storedProperty(name) }).first,
               property.modifiers.contains(.lazy), let initializer = property.initializer {
                // A `lazy var` is initialized on first access, with `self` in scope.
                let scope = Scope(parent: globals)
                scope.declare("self", Box(value, isLet: true))
                let initial = try withFrame(name: "\(object.typeName).\(name) (lazy)", location: location, scope: scope,
                                            initializing: object.typeName) {
                    try evaluate(initializer, in: scope, expected: property.type)
                }
                object.fields[name] = initial
                return initial
            }
            if let result = try userMember(name, receiver: value, chain: chain, storage: { object.fields[$0] },
                                           owner: { .object(id, property: $0) }, at: location) {
                return result
            }
            let synthesized = FrameworkLayer.installed?.synthesizedPublisher
            if let synthesized, name == synthesized.property, types.type(synthesized.typeName) != nil {
                // The publisher the framework synthesizes (`objectWillChange`), made on first use
                // and kept in the object (a `@Published` write sends it).
                let publisher = try constructType(synthesized.typeName, arguments: [], scope: globals, at: location)
                object.fields[name] = publisher
                return publisher
            }
            if name == synthesized?.property || name == "hashValue" || name == "debugDescription" {
                return try Builtins.property(self, name, of: value, at: location)
            }
            if let result = try dynamicMemberValue(name, of: value, typeName: object.typeName, at: location) { return result }
            // `Fibonacci().lazy`: a lazy sequence that reads the type's iterator as it is asked.
            if name == "lazy", isUserSequence(value) { return lazySequence(over: value) }
            if let elements = try userCollectionElements(value, at: location) { return try memberValue(of: .array(elements), name: name, at: location) }
            // The standard library's `id` of an `Identifiable` class that declares none (Apple,
            // "Identifiable": "Identifiable provides a default implementation for class types
            // (using ObjectIdentifier)").
            if name == "id", chain.contains(where: { $0.conforms(to: "Identifiable") }) { return .objectIdentifier(id) }
            throw missingMember(name, of: object.typeName, isStatic: false, at: location)

        case .structValue(let s):
            let chain = types.memberChain(s.typeName)
            // A `lazy var` not yet read, of a value no place holds (`makeItem().label`): its value,
            // made now (a variable's is kept: `lazyStructMember`).
            if let (initial, _) = try lazyStructMember(name, of: s, at: location) { return initial }
            if let result = try userMember(name, receiver: value, chain: chain, storage: { s.fields[$0] },
                                           owner: { .value(typeName: s.typeName, property: $0) }, at: location) {
                return result
            }
            // A runtime-provided struct (`UUID`): its stored fields, and `description` (what `print`
            // shows), as Foundation's types are CustomStringConvertible.
            if types.type(s.typeName) == nil {
                if let field = s.fields[name] { return field }
                if name == "description" { return .string(describe(value)) }
                if name == "debugDescription" { return .string(Describe.debug(value, self)) }
            }
            if let result = try dynamicMemberValue(name, of: value, typeName: s.typeName, at: location) { return result }
            if name == "lazy", isUserSequence(value) { return lazySequence(over: value) }
            if let elements = try userCollectionElements(value, at: location) { return try memberValue(of: .array(elements), name: name, at: location) }
            // A Hashable struct's synthesized `hashValue` (the checker saw the conformance): the
            // same in every run, from its fields.
            if name == "hashValue" { return .int(Builtins.stableHash(Describe.description(of: value), payloadCount: 0)) }
            throw missingMember(name, of: s.typeName, isStatic: false, at: location)

        case .enumValue(let e):
            guard let info = types.type(e.typeName) else { break }
            if name == "rawValue", let enumCase = info.enumCase(e.caseName) { return try rawValue(of: enumCase, in: info) }
            if let result = try userMember(name, receiver: value, chain: types.memberChain(info.name), storage: { _ in nil },
                                           owner: { .value(typeName: e.typeName, property: $0) }, at: location) {
                return result
            }
            // An enum without associated values is Hashable by itself.
            if name == "hashValue", info.enumCases.allSatisfy(\.associatedValues.isEmpty) {
                return try Builtins.property(self, name, of: value, at: location)
            }
            throw missingMember(name, of: e.typeName, isStatic: false, at: location)

        case .type(let typeName):
            if name == "self" { return value }  // `T.self` for a bound generic parameter (`[Park]`)
            // `Model.Type.self`: the metatype's own type, which prints as `Model.Type`.
            if name == "Type", !typeName.hasSuffix(".Type") || types.type(typeName) == nil { return .type("\(typeName).Type") }
            if let result = try staticMemberValue(typeName: typeName, name: name, at: location, required: false) { return result }
            // `CaseIterable`: the synthesized `allCases`, in declaration order.
            if name == "allCases", let info = types.type(typeName), info.declaration.inheritedTypes.contains(where: { $0.name == "CaseIterable" }) {
                return .array(info.enumCases.map { .enumValue(EnumValue(typeName: typeName, caseName: $0.name)) })
            }
            // `Model.State`: an associated type, from the conforming type's witness.
            if let witness = associatedTypeWitness(name, of: typeName) { return .type(witness) }
            throw missingMember(name, of: typeName, isStatic: true, at: location)

        case .builtin(let builtin):
            if name == "codingPath", Self.decodingContainerKinds.contains(builtin.kind) || builtin.kind == Self.unkeyedDecodingKind {
                return codingPath(of: builtin)
            }
            if let property = unkeyedContainerProperty(name, of: builtin) { return property }
            if builtin.kind == Self.lazySequenceKind, let result = try lazySequenceProperty(name, of: builtin, at: location) { return result }
            if builtin.kind == Self.anySequenceKind || builtin.kind == Self.anyIteratorKind || isFiniteLazySequence(builtin),
               let elements = try drainedElements(of: value, at: location) {
                // `anySequence.underestimatedCount`, `sequence(first:next:).first`: of its elements.
                return try memberValue(of: .array(elements), name: name, at: location)
            }
            // `$muted.negated` of `extension Binding where Value == Bool { var negated … }`: the
            // user's property before Binding's dynamic member lookup.
            if types.extendedBuiltins.contains(builtin.kind), let info = types.type(builtin.kind),
               let property = info.computedProperties[name], let getter = property.getter {
                return try runGetter(getter, of: property, self: value, typeName: info.name, builder: false, name: "\(info.name).\(name)")
            }
            if Builtins.interpreterKinds.contains(builtin.kind) {
                if builtin.kind == "Task", name == "value" { return try awaitTaskValue(builtin.tag, at: location) }
                if builtin.kind == "Task", name == "result" { return try awaitTaskResult(builtin.tag, at: location) }
                if let result = Builtins.concurrencyProperty(self, name, of: builtin) { return result }
                throw Builtins.missingFoundationMember(name, of: builtin.kind, isStatic: false, at: location)
            }
            if let result = FrameworkValues.property(self, name, of: builtin) { return result }
            if let result = FloatingRange.property(name, of: value) { return result }
            if let result = try comparableRangeProperty(name, of: value, at: location) { return result }
            if let host, let result = try host.property(name, of: builtin, at: location) { return result }
            // A user extension of a runtime type (`extension EnvironmentValues { var myKey … }`).
            if let info = types.type(builtin.kind), let property = info.computedProperties[name], let getter = property.getter {
                return try runGetter(getter, of: property, self: value, typeName: info.name, builder: false, name: "\(info.name).\(name)")
            }
            // Foundation's values are CustomStringConvertible: `uuid.description` is what `print` shows.
            if name == "description" { return .string(describe(value)) }
            if name == "debugDescription" { return .string(Describe.debug(value, self)) }
            throw Builtins.missingFoundationMember(name, of: builtin.kind, isStatic: false, at: location)

        case .tuple(let elements, let labels):
            if let index = Int(name), elements.indices.contains(index) { return elements[index] }
            if let index = labels.firstIndex(of: name) { return elements[index] }
            // `(String, Double).self` (`withTaskGroup(of:)`): a tuple type, named as written.
            if name == "self", let type = typeExpressionName(value) { return .type(type) }
        default:
            if let result = try builtinExtensionProperty(name, of: value, at: location) { return result }
        }
        return try Builtins.property(self, name, of: value, at: location)
    }

    /// Looks `name` up as a stored property (through its wrapper), wrapper storage `_x`,
    /// projection `$x`, computed property, or method of a user type.
    private func userMember(_ name: String, receiver: Value, chain: [TypeInfo], storage: (String) -> Value?,
                            owner: (String) -> WrapperOwner, at location: SourceLocation) throws -> Value? {
        for info in chain {
            if let property = info.storedProperty(name) {
                if let wrapper = property.wrapper {
                    guard case .builtin(let storageValue)? = storage("_" + name) else {
                        throw RuntimeError(.trap, "'self' used before all stored properties are initialized (\(wrapper.name) '\(name)')", at: location)
                    }
                    return try host?.readWrapper(storageValue, owner: owner(name), at: location) ?? .void
                }
                guard let stored = storage(name) else {
                    throw RuntimeError(.trap, "'self' used before all stored properties are initialized ('\(name)')", at: location)
                }
                if case .object(let id) = receiver, info.tracks(property) { host?.observableDidRead(id, property: name) }
                return readWeak(stored)
            }
            if name.hasPrefix("_"), let property = info.storedProperty(String(name.dropFirst())), property.wrapper != nil {
                return storage(name) ?? .nil
            }
            if name.hasPrefix("$"), let property = info.storedProperty(String(name.dropFirst())), property.wrapper != nil {
                guard case .builtin(let storageValue)? = storage("_" + property.name) else { return .nil }
                return try host?.projectWrapper(storageValue, owner: owner(property.name), at: location) ?? .void
            }
            if let property = info.computedProperties[name], let getter = property.getter {
                return try runGetter(getter, of: property, self: receiver, typeName: info.name,
                                     builder: FrameworkLayer.hasBuilderAttribute(property.attributes), name: "\(info.name).\(name)")
            }
            if let overloads = info.methods[name] {  // never empty (made with its first declaration)
                return .function(.function(BoundFunction(declaration: overloads[0], ownerType: info.name, receiver: receiver)))
            }
        }
        return nil
    }

    func runGetter(_ getter: [Statement], of property: PropertyDecl, self receiver: Value, typeName: String,
                   builder: Bool, name: String) throws -> Value {
        let result: Value
        if !builder, let compiled = compiledGetter(getter, of: property, typeName: typeName) {
            result = try runCompiledGetter(compiled, of: property, self: receiver, typeName: typeName, name: name)
        } else {
            result = try runGeneralGetter(getter, of: property, self: receiver, typeName: typeName, builder: builder, name: name)
        }
        // `var total: Double { lines.map(\.price).reduce(0, +) }` on no lines: the literal `0`
        // is a Double in Swift (the declared type says so), never an Int.
        if case .int(let whole) = result, isFloatingPoint(property.type) { return .double(Double(whole)) }
        return result
    }

    private func runGeneralGetter(_ getter: [Statement], of property: PropertyDecl, self receiver: Value, typeName: String,
                                  builder: Bool, name: String) throws -> Value {
        let scope = Scope(parent: globals)
        scope.declare("self", Box(receiver, isLet: true))
        return try withFrame(name: name, location: property.location, scope: scope, initializing: typeName) {
            // The declared type is the getter's result type (`var rate: Double { switch … { case .a: 1 } }`).
            if !builder, let type = property.type, !type.isOpaqueOrExistential { currentFrame?.returnType = type }
            if !builder, !property.attributes.isEmpty, let resultBuilder = resultBuilder(in: property.attributes) {
                return try runResultBuilderBody(getter, builder: resultBuilder, in: scope, at: property.location)
            }
            return try runBody(getter, in: scope, builder: builder, at: property.location)
        }
    }

    /// `base[indices]`
    func subscriptValue(_ base: Value, _ indices: [Value], labels: [String?], at location: SourceLocation) throws -> Value {
        if labels == ["keyPath"], case .keyPath(let components)? = indices.first {
            return try apply(keyPath: components, to: base, at: location)
        }
        if case .builtin(let builtin) = base, let host, let value = try host.subscriptValue(of: builtin, indices, at: location) {
            return value
        }
        switch (readWeak(base), indices.first) {
        case (.array(let elements), .int(let index)?):
            guard elements.indices.contains(index) else {
                throw RuntimeError.trap("Fatal error: Index out of range", at: location)
            }
            return elements[index]
        case (.dictionary(let entries), let key?):
            guard let hashable = HashableValue(key) else { return .nil }
            if labels.count > 1, labels[1] == "default" { return entries[hashable] ?? indices[1] }
            return entries[hashable] ?? .nil
        case (.string(let text), .int(let index)?):
            let characters = Array(text)
            guard characters.indices.contains(index) else { throw RuntimeError.trap("Fatal error: String index is out of bounds", at: location) }
            return .string(String(characters[index]))
        case (.string(let text), .range(var lower, var upper, _)?):
            // `text[..<end]`, `text[start...]` with character offsets (see `String.Index`): a
            // Substring, a String here.
            if lower == Int.min { lower = 0 }
            if upper == Int.max { upper = text.count }
            guard lower <= upper else { throw RuntimeError.trap("Fatal error: Range requires lowerBound <= upperBound", at: location) }
            guard lower >= 0, upper <= text.count else { throw RuntimeError.trap("Fatal error: String index is out of bounds", at: location) }
            return .string(String(Array(text)[lower..<upper]))
        case (.array(let elements), .range(var lower, var upper, _)?):
            // A partial range (`items[2...]`, `items[..<3]`) is bounded by the array.
            if lower == Int.min { lower = 0 }
            if upper == Int.max { upper = elements.count }
            // `items[5...]` on three items is `5..<3`, `items[..<(-1)]` is `0..<(-1)`: Swift's Range traps.
            guard lower <= upper else { throw RuntimeError.trap("Fatal error: Range requires lowerBound <= upperBound", at: location) }
            guard lower >= 0, upper <= elements.count else { throw RuntimeError.trap("Fatal error: Array index is out of range", at: location) }
            return .array(Array(elements[lower..<upper]))
        default:
            throw RuntimeError.notSupported("subscripting \(Describe.typeName(of: base, heap: heap))", at: location)
        }
    }

    /// A struct's `lazy var` that has no value yet: its initializer run with `self` in scope,
    /// and the struct with the value stored, for the caller to write back where the struct lies
    /// (Swift's `mutating get`: the first read of `item.label` stores it in `item`). nil when
    /// `name` is no unset lazy property.
    func lazyStructMember(_ name: String, of value: StructValue, at location: SourceLocation) throws -> (Value, StructValue)? {
        guard value.fields[name] == nil,
              let property = types.memberChain(value.typeName).lazy.compactMap({ $0.storedProperty(name) }).first,
              property.modifiers.contains(.lazy), let initializer = property.initializer else { return nil }
        let scope = Scope(parent: globals)
        scope.declare("self", Box(.structValue(value), isLet: true))
        let initial = try withFrame(name: "\(value.typeName).\(name) (lazy)", location: location, scope: scope) {
            try evaluate(initializer, in: scope, expected: property.type)
        }
        var stored = value
        stored.fields[name] = initial
        return (initial, stored)
    }
}
