/// User property wrappers (`@propertyWrapper struct Clamped { var wrappedValue: Int … }`),
/// expanded as the compiler does (SE-0258): `@Clamped(max: 9) var level = 3` becomes a stored
/// `var _level = Clamped(wrappedValue: 3, max: 9)`, a computed `level` that reads and writes
/// `_level.wrappedValue`, and, when the wrapper has a `projectedValue`, a computed `$level`.
///
/// When the wrapper's `wrappedValue` has a `nonmutating set` (a `DynamicProperty` keeping its
/// value in an `@State` inside), the wrapped property's setter is nonmutating too, so a view's
/// button may write it through the view's immutable `self`, as with `@State` itself.
///
/// The synthesized memberwise initializer takes `level:`, as Swift's does: the storage records
/// how (`PropertyDecl.wrappedStorage`).
public enum UserPropertyWrappers {
    /// What the expansion needs to know of a wrapper type.
    public struct Shape: Equatable, Sendable {
        /// It declares a `projectedValue` (so `$name` exists).
        public var hasProjection: Bool
        /// Its `projectedValue` can be written (a stored `var` or one with a setter), so
        /// `$name` can be (`settings.$theme.reset()`).
        public var hasWritableProjection: Bool = false
        /// Its `wrappedValue` is set with a `nonmutating set`.
        public var hasNonmutatingSetter: Bool
        /// A generic wrapper's parameters (`Value` of `FileStored<Value>`) and the declared type
        /// of its `wrappedValue` (`Value?`): the wrapped property's type settles them.
        public var genericParameters: [String]
        public var wrappedValueType: TypeReference?
        /// It can be made with `init()` (declared, or every stored property has a default): a
        /// wrapped property with no initial value and no arguments gets `Wrapper()` (SE-0258).
        public var isDefaultInitializable: Bool
        /// It can be made from a wrapped value: an `init(wrappedValue:…)` declared, or, with no
        /// initializer declared, a stored `wrappedValue` (its memberwise initializer's first).
        public var takesWrappedValue: Bool

        public init(hasProjection: Bool, hasNonmutatingSetter: Bool = false, genericParameters: [String] = [],
                    wrappedValueType: TypeReference? = nil, isDefaultInitializable: Bool = false, takesWrappedValue: Bool = true) {
            self.hasProjection = hasProjection
            self.hasNonmutatingSetter = hasNonmutatingSetter
            self.genericParameters = genericParameters
            self.wrappedValueType = wrappedValueType
            self.isDefaultInitializable = isDefaultInitializable
            self.takesWrappedValue = takesWrappedValue
        }

        /// The wrapper's type for a property declared `type`: `FileStored<Draft>` for
        /// `@FileStored(…) var draft: Draft?` when `wrappedValue` is `Value?` (SE-0258: the
        /// wrapper's generic arguments are inferred from the property's type); the bare name
        /// when a parameter stays open.
        func storageType(named name: String, wrapping type: TypeReference?) -> TypeReference {
            guard !genericParameters.isEmpty, let type, let wrappedValueType else { return .named(name) }
            let arguments = genericParameters.compactMap { wrappedValueType.binding(of: $0, matching: type) }
            return arguments.count == genericParameters.count ? .named(name, generics: arguments) : .named(name)
        }
    }

    /// The user types declared `@propertyWrapper` in `programs`, by name, with their shapes.
    public static func declared(in programs: [Program]) -> [String: Shape] {
        var found: [String: Shape] = [:]
        func visit(_ type: TypeDecl) {
            if type.hasAttribute("propertyWrapper") {
                let properties = type.members.compactMap { member -> PropertyDecl? in
                    if case .property(let p) = member { return p } else { return nil }
                }
                var shape = Shape(
                    hasProjection: properties.contains { $0.name == "projectedValue" },
                    hasNonmutatingSetter: properties.contains { $0.name == "wrappedValue" && $0.setter?.isNonmutating == true },
                    genericParameters: type.genericParameters,
                    wrappedValueType: properties.first { $0.name == "wrappedValue" }?.type,
                    isDefaultInitializable: isDefaultInitializable(type, properties),
                    takesWrappedValue: takesWrappedValue(type, properties))
                shape.hasWritableProjection = properties.contains {
                    $0.name == "projectedValue" && !$0.isLet && !$0.isStatic && (!$0.isComputed || $0.setter != nil)
                }
                found[type.name] = shape
            }
            for case .type(let nested) in type.members { visit(nested) }
        }
        for program in programs {
            for case .type(let type) in program.declarations { visit(type) }
        }
        return found
    }

    private static func isDefaultInitializable(_ type: TypeDecl, _ properties: [PropertyDecl]) -> Bool {
        let initializers = type.members.compactMap { member -> InitializerDecl? in
            if case .initializer(let i) = member { return i } else { return nil }
        }
        if !initializers.isEmpty { return initializers.contains { $0.parameters.allSatisfy { $0.defaultValue != nil } } }
        return properties.allSatisfy { $0.isComputed || $0.isStatic || $0.initializer != nil || (!$0.isLet && $0.type?.isOptional == true) }
    }

    private static func takesWrappedValue(_ type: TypeDecl, _ properties: [PropertyDecl]) -> Bool {
        let initializers = type.members.compactMap { member -> InitializerDecl? in
            if case .initializer(let i) = member { return i } else { return nil }
        }
        if !initializers.isEmpty { return initializers.contains { $0.parameters.first?.label == "wrappedValue" } }
        return properties.contains { $0.name == "wrappedValue" && !$0.isComputed && !$0.isStatic }
    }

    /// `program` with every property wrapped by one of `wrappers` expanded.
    public static func expand(_ program: Program, wrappers: [String: Shape]) -> Program {
        guard !wrappers.isEmpty else { return program }
        var result = program
        result.declarations = program.declarations.map { declaration in
            guard case .type(let type) = declaration else { return declaration }
            return .type(expand(type, wrappers))
        }
        return result
    }

    private static func expand(_ type: TypeDecl, _ wrappers: [String: Shape]) -> TypeDecl {
        var type = type
        type.members = type.members.flatMap { member -> [MemberDecl] in
            switch member {
            case .type(let nested): return [.type(expand(nested, wrappers))]
            case .property(let property):
                guard let wrapper = property.wrapper, let shape = wrappers[wrapper.name] else { return [member] }
                return expand(property, wrapper: wrapper, shape: shape).map { .property($0) }
            default: return [member]
            }
        }
        return type
    }

    private static func expand(_ property: PropertyDecl, wrapper: Attribute, shape: Shape) -> [PropertyDecl] {
        let at = property.location
        let storageName = "_" + property.name
        var arguments = wrapper.arguments
        if let initial = property.initializer {
            arguments.insert(Argument(label: "wrappedValue", value: initial, location: initial.location), at: 0)
        }
        let construct = Expr(.call(callee: Expr(.identifier(wrapper.name), at: wrapper.location), arguments: arguments), at: at)
        let initialized = property.initializer != nil || !arguments.isEmpty || shape.isDefaultInitializable
        var storage = PropertyDecl(
            name: storageName, isLet: false, modifiers: property.modifiers.subtracting([.lazy]),
            attributes: property.attributes.filter { $0.name != wrapper.name },
            type: shape.storageType(named: wrapper.name, wrapping: property.type),
            initializer: initialized ? construct : nil,
            location: at, nameLocation: property.nameLocation)
        let fromValue = Expr(.call(callee: Expr(.identifier(wrapper.name), at: wrapper.location), arguments:
            [Argument(label: "wrappedValue", value: Expr(.identifier(property.name), at: at), location: at)] + wrapper.arguments), at: at)
        // The memberwise initializer takes the wrapped value (`volume: Int = 14`) when the
        // property is initialized with `=`, or has neither attribute arguments nor a wrapper's
        // `init()` (then without a default); otherwise it takes the storage itself, defaulting to
        // what the attribute makes (`@Clamped(wrappedValue: 0.5, 0...1) var brightness: Double`,
        // `@Defaulted var name: String` with `Defaulted()`), as swiftc's memberwise init does.
        let takesValue = property.initializer != nil || (wrapper.arguments.isEmpty && !shape.isDefaultInitializable)
        storage.wrappedStorage = WrappedStorage(propertyName: property.name, valueType: property.type, initialValue: property.initializer,
                                                storageFromValue: shape.takesWrappedValue && takesValue ? fromValue : nil)
        func storageMember(_ name: String) -> Expr {
            Expr(.member(base: Expr(.identifier(storageName), at: at), name: name), at: at)
        }
        // The property's own observers run around the wrapper's setter, `oldValue` read
        // through the wrapper first (`@UserDefault(…) var count: Int { willSet { objectWillChange.send() } }`).
        var setter: [Statement] = []
        if let didSet = property.didSet {
            setter.append(Statement(.variable(VariableBinding(isLet: true, pattern: .binding(didSet.parameterName), type: property.type,
                                                              value: storageMember("wrappedValue"))), at: at))
        }
        if let willSet = property.willSet {
            var body = willSet.body
            if willSet.parameterName != "newValue" {
                body.insert(Statement(.variable(VariableBinding(isLet: true, pattern: .binding(willSet.parameterName), type: property.type,
                                                                value: Expr(.identifier("newValue"), at: at))), at: at), at: 0)
            }
            setter.append(Statement(.do(body: body, catches: []), at: at))
        }
        setter.append(Statement(.expression(Expr(
            .assign(target: storageMember("wrappedValue"), value: Expr(.identifier("newValue"), at: at)), at: at)), at: at))
        if let didSet = property.didSet {
            setter.append(Statement(.do(body: didSet.body, catches: []), at: at))
        }
        let wrapped = PropertyDecl(
            name: property.name, isLet: false, modifiers: property.modifiers.subtracting([.lazy]), type: property.type,
            initializer: nil,
            getter: [Statement(.return(storageMember("wrappedValue")), at: at)],
            setter: Accessor(parameterName: "newValue", body: setter, isNonmutating: shape.hasNonmutatingSetter),
            location: at, nameLocation: property.nameLocation)
        var expanded = [storage, wrapped]
        if shape.hasProjection {
            // A writable projection writes through (`$theme.reset()` mutates `_theme`).
            let projectionSetter = shape.hasWritableProjection ? Accessor(parameterName: "newValue", body: [Statement(.expression(Expr(
                .assign(target: storageMember("projectedValue"), value: Expr(.identifier("newValue"), at: at)), at: at)), at: at)]) : nil
            expanded.append(PropertyDecl(
                name: "$" + property.name, isLet: false, modifiers: property.modifiers.subtracting([.lazy]), type: nil,
                initializer: nil, getter: [Statement(.return(storageMember("projectedValue")), at: at)],
                setter: projectionSetter, location: at, nameLocation: property.nameLocation))
        }
        return expanded
    }
}
