import OrderedCollections
import VivariumSyntax

/// How a stored property appears in the memberwise initializer Swift synthesizes.
public enum MemberwiseRole {
    /// A parameter of the wrapped type (`@State var x: Int` → `x: Int`), an autoclosure when the
    /// wrapper's `init(wrappedValue:)` takes one (`@StateObject`).
    case wrappedValue
    /// A parameter of the storage type (`@Binding var x: Bool` → `x: Binding<Bool>`).
    case storage
    /// Not a parameter: the wrapper is default-initialized (`@EnvironmentObject`, `@Environment`).
    case excluded
}

extension Interpreter {
    /// Builds a value of `typeName`: a user struct, class or enum, a host type, or a builtin.
    /// `written`: the type as written or implied by the context (`Box<Int>`), which gives a
    /// generic type's instance its generic arguments.
    func constructType(_ typeName: String, arguments inputs: [ArgumentInput], scope: Scope,
                       written given: TypeReference? = nil, at location: SourceLocation) throws -> Value {
        // `.type("Box<Int>")` called (`T()` where `T` is `Box<Int>`): its arguments as written.
        let written = given ?? (typeName.last == ">" ? Self.parsedTypeReference(typeName) : nil)
        // An extended runtime type (`extension Color { init(hex: Int) … }`) is built by the
        // user's initializer only when one matches; `Color(red:green:blue:)` stays the runtime's.
        let extendedOnly = types.extendedBuiltins.contains(typeName)
            && types.type(typeName)?.initializers.contains(where: { matchArguments($0.parameters, inputs) != nil }) != true
        if !extendedOnly, let info = types.type(typeName) {
            // `Wrapper { 21 }`, `Wrapper(scale: 3) { 5 }` of a type with `callAsFunction` whose
            // initializers take no closure: swiftc's `Wrapper(scale: 3).callAsFunction { 5 }` (SE-0253).
            let trailing = inputs.reversed().prefix(while: \.isTrailingClosure).count
            if trailing > 0, info.kind == .struct || info.kind == .class,
               let calls = types.memberChain(info.name).lazy.compactMap({ $0.methods["callAsFunction"] }).first,
               fitsOne(calls, Array(inputs.suffix(trailing))), !initializersTakeClosures(info, inputs),
               FrameworkLayer.layoutProtocol.map({ !info.conforms(to: $0) }) ?? true {
                let made = try constructType(typeName, arguments: Array(inputs.dropLast(trailing)), scope: scope, written: given, at: location)
                return try callMethod(on: made, baseExpr: Expr(.identifier("_"), at: location), name: "callAsFunction",
                                      inputs: Array(inputs.suffix(trailing)), scope: scope, at: location)
            }
            switch info.kind {
            case .struct:
                // `FlowLayout(spacing: 8) { … }`: a custom `Layout` made, then called with its content.
                if let layout = FrameworkLayer.layoutProtocol, info.conforms(to: layout), let last = inputs.last, last.isTrailingClosure, let host {
                    let layout = try constructStruct(info, inputs: Array(inputs.dropLast()), at: location)
                    let content = ArgumentValue(label: nil, value: try evaluateInput(last, expected: nil), location: location)
                    if let applied = try host.callMethod("callAsFunction", on: layout, arguments: [content], at: location) { return applied }
                }
                return try constructStruct(info, inputs: inputs, generics: writtenGenericArguments(of: info, from: written, in: scope),
                                           at: location)
            case .class, .actor:
                return try constructObject(info, inputs: inputs, generics: writtenGenericArguments(of: info, from: written, in: scope),
                                           at: location)
            case .enum: return try constructEnum(info, inputs: inputs, at: location)
            case .protocol:
                throw RuntimeError(.trap, "'any \(typeName)' cannot be constructed because it has no initializers", at: location)
            }
        }
        if let host, host.hasType(typeName) {
            let arguments = try hostArguments(inputs, typeName: typeName, member: nil)
            return try host.construct(typeName: typeName, arguments: arguments, at: location)
        }
        return try Builtins.construct(self, typeName: typeName, inputs: inputs, written: written, at: location)
    }

    /// Whether `info`'s initializers may take `inputs` with their trailing closures: an explicit
    /// one that matches them, or a memberwise one with a stored closure property.
    private func initializersTakeClosures(_ info: TypeInfo, _ inputs: [ArgumentInput]) -> Bool {
        if info.initializers.contains(where: { matchArguments($0.parameters, inputs) != nil }) { return true }
        guard info.initializers.isEmpty, info.kind == .struct else { return false }
        // A property of a function type, also through a type alias (`let action: Action` of
        // `typealias Action = (String) -> Void`): the memberwise initializer takes the closure.
        return info.storedProperties.contains { property in
            property.type.map { types.acceptsTrailingClosure($0) } ?? false
        }
    }

    // MARK: Structs

    func constructStruct(_ info: TypeInfo, inputs: [ArgumentInput], generics: [String: String] = [:],
                         at location: SourceLocation) throws -> Value {
        try withProvenance(.initializer(typeName: info.name)) {
            let value = try constructStructValue(info, inputs: inputs, generics: generics, at: location)
            guard !info.declaration.genericParameters.isEmpty, case .structValue(var built) = value else { return value }
            built.genericArguments = completeGenericArguments(of: info, fields: built.fields, known: built.genericArguments.merging(generics) { own, _ in own })
            return .structValue(built)
        }
    }

    /// Whether the host takes `info` for a view: asked for every struct built (each row of a
    /// re-render), derived from the declarations and the host, kept on the type until either
    /// changes.
    func isViewType(_ info: TypeInfo) -> Bool {
        let hostID = host.map { ObjectIdentifier($0) }
        if let known = info.isViewType, known.registrations == types.registrations, known.host == hostID { return known.answer }
        let answer = host?.isViewType(info.name) == true
        info.isViewType = (types.registrations, hostID, answer)
        return answer
    }

    private func constructStructValue(_ info: TypeInfo, inputs: [ArgumentInput], generics: [String: String],
                                      at location: SourceLocation) throws -> Value {
        // NB: a user initializer in an extension of a runtime view (`Color(hex:)`) makes the
        // runtime's value, not a user view: no view init is reported.
        if isViewType(info), !types.extendedBuiltins.contains(info.name) {
            log.append(.viewInit(typeName: info.name))
        }
        let explicit = info.initializers
        if let initializer = explicit.first(where: { matchArguments($0.parameters, inputs) != nil }) {
            var value = StructValue(typeName: info.name)
            value.genericArguments = generics
            value.hashedProperties = info.hashedProperties
            try initializeDefaults(info, into: &value.fields, owner: nil, generics: generics)
            let selfBox = Box(.structValue(value))
            var failed = false
            let arguments = try runInitializerBody(initializer, selfBox: selfBox, typeName: info.name, inputs: inputs,
                                                   failed: &failed, generic: info, at: location)
            // `init?` that returned nil: the construction is nil.
            if failed { return .nil }
            return recordingArguments(arguments, of: selfBox.value)
        }
        let memberwise = synthesizedMemberwise(info)
        if let mapping = matchArguments(memberwise.parameterList, inputs) {
            return try runMemberwise(info, memberwise, mapping: mapping, inputs: inputs, generics: generics, at: location)
        }
        if explicit.isEmpty {
            return try runMemberwise(info, memberwise, mapping: nil, inputs: inputs, generics: generics, at: location)
        }
        throw RuntimeError(.trap, "no initializer of '\(info.name)' matches the arguments", at: location)
    }

    /// A type's memberwise initializer, as one call of it needs it (cached on the `TypeInfo`).
    struct SynthesizedMemberwise {
        var registrations: Int
        var host: ObjectIdentifier?
        var parameters: [MemberwiseParameter]
        var parameterList: [Parameter]
        var wrappers: [String: String?]
        /// The parameters by property name (the first of a name).
        var entries: [String: MemberwiseParameter]
        var frameName: String
    }

    struct MemberwiseParameter {
        var parameter: Parameter
        var property: PropertyDecl
        var role: MemberwiseRole?
        /// A `@ViewBuilder` view property: the argument is a closure, the field its result.
        var buildsValue = false
        /// The storage of a program's wrapper made from the wrapped value the parameter takes
        /// (`Clamped(wrappedValue: level, max: 9)`; `WrappedStorage`).
        var storageFromValue: Expr?
    }

    /// The memberwise initializer of `info` as `memberwiseParameters` describes it, with what
    /// each call needs from it, derived once per set of declarations (and host).
    func synthesizedMemberwise(_ info: TypeInfo) -> SynthesizedMemberwise {
        let hostID = host.map { ObjectIdentifier($0) }
        if let cached = info.memberwise, cached.registrations == types.registrations, cached.host == hostID {
            return cached
        }
        let parameters = memberwiseParameters(info)
        let memberwise = SynthesizedMemberwise(
            registrations: types.registrations, host: hostID, parameters: parameters,
            parameterList: parameters.map(\.parameter),
            wrappers: Dictionary(parameters.map { ($0.property.name, $0.property.wrapper?.name) }, uniquingKeysWith: { first, _ in first }),
            entries: Dictionary(parameters.map { ($0.property.name, $0) }, uniquingKeysWith: { first, _ in first }),
            frameName: "\(info.name).init")
        info.memberwise = memberwise
        return memberwise
    }

    /// The memberwise initializer Swift synthesizes: every stored property except `let`s with
    /// a default, in order; wrapped properties take their wrapped value (an autoclosure for
    /// `@StateObject`), and a default value becomes a default argument.
    func memberwiseParameters(_ info: TypeInfo) -> [MemberwiseParameter] {
        var result: [MemberwiseParameter] = []
        for property in info.storedProperties {
            if property.isLet && property.initializer != nil { continue }
            var role: MemberwiseRole? = nil
            var isAutoclosure = false
            var type = property.type ?? .named("Any")
            if let wrapper = property.wrapper {
                let wrapperRole = host?.memberwiseRole(wrapper: wrapper.name) ?? .wrappedValue
                if wrapperRole == .excluded { continue }
                role = wrapperRole
                if wrapperRole == .wrappedValue {
                    isAutoclosure = host?.parameterPassing(typeName: wrapper.name, member: nil, label: "wrappedValue", index: 0) == .autoclosure
                    if isAutoclosure { type = .function(parameters: [], result: type, isAsync: false, isThrowing: false) }
                } else {
                    type = .named(wrapper.name, generics: [type])
                }
            }
            var defaultValue = property.initializer
            // An optional `var` (or a wrapped optional, SE-0258) starts as nil.
            if defaultValue == nil, !property.isLet, property.type?.isOptional == true, role != .storage {
                defaultValue = Expr(.nil, at: property.location)
            }
            // SE-0289: a `@ViewBuilder` stored property takes a builder closure in the
            // memberwise initializer (`Card(title: "Me") { Text("x") }`).
            // A property that is itself a closure (`@ViewBuilder let content: () -> Content`)
            // stores the closure, built as a view builder when called.
            let builders = property.attributes.filter { $0.name == FrameworkLayer.builderAttribute }
            var buildsValue = false
            if !builders.isEmpty, property.wrapper == nil, defaultValue == nil {
                if case .function = type {} else {
                    type = .function(parameters: [], result: type, isAsync: false, isThrowing: false)
                    buildsValue = true
                }
            }
            // A program's wrapper (SE-0258): `level: Int = 3`, the storage made from it; or
            // `level: Recent`, the storage itself.
            var name = property.name
            var storageFromValue: Expr?
            if let wrapped = property.wrappedStorage {
                name = wrapped.propertyName
                if let made = wrapped.storageFromValue {
                    storageFromValue = made
                    type = wrapped.valueType ?? .named("Any")
                    defaultValue = wrapped.initialValue
                    if defaultValue == nil, wrapped.valueType?.isOptional == true { defaultValue = Expr(.nil, at: property.location) }
                }
            }
            let parameter = Parameter(label: name, name: name, type: type, defaultValue: defaultValue,
                                      isAutoclosure: isAutoclosure, isEscaping: isAutoclosure, attributes: builders,
                                      location: property.location)
            result.append(MemberwiseParameter(parameter: parameter, property: property, role: role, buildsValue: buildsValue,
                                              storageFromValue: storageFromValue))
        }
        return result
    }

    /// `mapping`: the arguments matched to the parameters (nil: they do not match).
    private func runMemberwise(_ info: TypeInfo, _ memberwise: SynthesizedMemberwise, mapping: [[Int]]?, inputs: [ArgumentInput],
                               generics: [String: String], at location: SourceLocation) throws -> Value {
        let parameters = memberwise.parameters
        let scope = Scope(parent: globals)
        scope.reserveCapacity(parameters.count)
        // A deferred initial value (the `@State` macro) is not evaluated when the argument is
        // left out: the declaration's initializer becomes the storage's thunk instead.
        let matched = mapping
        let mapping = mapping ?? []
        var deferred: Set<String> = []
        var bound = memberwise.parameterList
        for (index, entry) in parameters.enumerated() where index < mapping.count && mapping[index].isEmpty {
            // A `lazy var` left out keeps no value: its initializer runs at its first read.
            if entry.property.modifiers.contains(.lazy), entry.property.initializer != nil {
                deferred.insert(entry.property.name)
                bound[index].defaultValue = Expr(.nil, at: entry.property.location)
                continue
            }
            if let wrapper = entry.property.wrapper, entry.property.initializer != nil, host?.defersInitialValue(wrapper: wrapper.name) == true {
                deferred.insert(entry.property.name)
                bound[index].defaultValue = Expr(.nil, at: entry.property.location)
            }
        }
        // NB: `staticType` makes `Self` in a default value (`var title = Self.defaultTitle`) the type.
        return try withFrame(name: memberwise.frameName, location: location, scope: scope, staticType: info.name,
                             initializing: info.name) {
            _ = try bindArguments(bound, inputs, into: scope, callee: memberwise.frameName, at: location,
                                  provenance: ArgumentProvenance(typeName: info.name, wrappers: memberwise.wrappers), matched: matched,
                                  genericArguments: generics)
            // `ModelScreen(model: weather)` for `@ObservedObject var model: Model`: the argument
            // before its wrapper settles `Model`.
            let generics = info.declaration.genericParameters.isEmpty ? generics
                : inferGenericArguments(of: info, parameters: memberwise.parameterList, in: scope, known: generics)
            let recorded = recordArguments(memberwise.parameterList, scope: scope, location: location)
            var fields = OrderedDictionary<String, Value>()
            for property in info.storedProperties {
                guard let entry = memberwise.entries[property.name] else {
                    // `let` with a default, or a default-initialized wrapper.
                    if let wrapper = property.wrapper {
                        fields["_" + property.name] = try makeWrapperStorage(wrapper, property: property, initial: nil, at: property.location)
                    } else if let initializer = property.initializer {
                        let expected = generics.isEmpty ? property.type : property.type.map { Self.substituting(generics, in: $0) }
                        fields[property.name] = try evaluate(initializer, in: propertyInitializerScope(info.name, generics: generics),
                                                             expected: expected)
                    }
                    continue
                }
                if deferred.contains(property.name), property.wrapper == nil, property.modifiers.contains(.lazy) { continue }
                var argument = scope.variables[entry.parameter.name]?.value ?? .void
                if entry.buildsValue { argument = try call(argument, arguments: [], viewBuilder: true, at: location) }
                if let made = entry.storageFromValue {
                    fields[property.name] = try evaluate(made, in: scope, expected: property.type)
                    continue
                }
                if deferred.contains(property.name), let wrapper = property.wrapper, let initializer = property.initializer {
                    fields["_" + property.name] = try makeWrapperStorage(wrapper, property: property,
                                                                         initial: .expression(initializer, propertyInitializerScope(info.name, generics: generics)),
                                                                         at: property.location)
                    continue
                }
                switch entry.role {
                case .wrappedValue?:
                    fields["_" + property.name] = try makeWrapperStorage(property.wrapper!, property: property,
                                                                         initial: .value(argument), at: property.location)
                case .storage?:
                    fields["_" + property.name] = argument
                case .excluded?, nil:
                    fields[property.name] = argument
                }
            }
            var value = StructValue(typeName: info.name, fields: fields)
            value.genericArguments = generics
            value.hashedProperties = info.hashedProperties
            if isViewType(info) { value.initArguments = recorded }
            return .structValue(value)
        }
    }

    /// The bound arguments of a view initializer, objects held weakly (for `swap`).
    func recordArguments(_ parameters: [Parameter], scope: Scope, location: SourceLocation) -> [ArgumentValue] {
        parameters.map { parameter in
            ArgumentValue(label: parameter.label, value: weakened(scope.variables[parameter.name]?.value ?? .void), location: location)
        }
    }

    private func recordingArguments(_ arguments: [ArgumentValue], of value: Value) -> Value {
        guard case .structValue(var structValue) = value, host?.isViewType(structValue.typeName) == true else { return value }
        structValue.initArguments = arguments
        return .structValue(structValue)
    }

    /// The storage of a wrapped property: `State(wrappedValue: initial)`; `initial` is already
    /// a thunk for autoclosure wrappers, or nil for a default-initialized wrapper.
    func makeWrapperStorage(_ wrapper: Attribute, property: PropertyDecl, initial: WrapperInitial?,
                            at location: SourceLocation) throws -> Value {
        guard let host else { throw RuntimeError.notSupported("property wrappers without a view graph", at: location) }
        var arguments: [ArgumentValue] = []
        for argument in wrapper.arguments {
            arguments.append(ArgumentValue(label: argument.label, value: try evaluate(argument.value, in: globals), location: argument.location))
        }
        switch initial {
        case .value(let value)?:
            arguments.insert(ArgumentValue(label: "wrappedValue", value: value, location: location), at: 0)
        case .expression(let expr, let scope)?:
            let passing = host.parameterPassing(typeName: wrapper.name, member: nil, label: "wrappedValue", index: 0)
            if passing != .autoclosure, host.defersInitialValue(wrapper: wrapper.name) {
                arguments.insert(ArgumentValue(label: "deferredInitialValue", value: makeAutoclosure(expr, in: scope, resultType: property.type),
                                               location: expr.location), at: 0)
                break
            }
            let value = passing == .autoclosure ? makeAutoclosure(expr, in: scope, resultType: property.type) : try evaluate(expr, in: scope, expected: property.type)
            arguments.insert(ArgumentValue(label: "wrappedValue", value: value, location: expr.location), at: 0)
        case nil:
            break
        }
        return try host.construct(typeName: wrapper.name, arguments: arguments, at: location)
    }

    enum WrapperInitial {
        case value(Value)
        case expression(Expr, Scope)
    }

    /// Evaluates the default values of `info`'s stored properties (what Swift does at the
    /// start of every designated initializer).
    func initializeDefaults(_ info: TypeInfo, into fields: inout OrderedDictionary<String, Value>, owner: ObjectID?,
                            generics: [String: String] = [:], commit: ((OrderedDictionary<String, Value>) -> Void)? = nil) throws {
        // The scope default values run in, made only for one that runs code.
        var madeScope: Scope?
        var scope: Scope {
            if let madeScope { return madeScope }
            let made = propertyInitializerScope(info.name, generics: generics)
            madeScope = made
            return made
        }
        if owner != nil, let names = info.defaultNils {
            // No default runs code: the optional `var`s start as nil, committed by the caller.
            for name in names { fields[name] = .nil }
            return
        }
        for property in info.storedProperties {
            // A default that runs no code (an optional's nil) needs no commit of its own: the
            // next one that runs code, or the caller, commits it.
            var ranCode = true
            defer { if ranCode { commit?(fields) } }
            if let wrapper = property.wrapper {
                if let initializer = property.initializer {
                    fields["_" + property.name] = try withProvenance(.defaultValue(typeName: info.name, property: property.name, wrapper: wrapper.name)) {
                        try makeWrapperStorage(wrapper, property: property, initial: .expression(initializer, scope), at: property.location)
                    }
                } else if host?.memberwiseRole(wrapper: wrapper.name) == .excluded {
                    fields["_" + property.name] = try makeWrapperStorage(wrapper, property: property, initial: nil, at: property.location)
                } else if property.type?.isOptional == true, host?.memberwiseRole(wrapper: wrapper.name) == .wrappedValue {
                    fields["_" + property.name] = try makeWrapperStorage(wrapper, property: property, initial: .value(.nil), at: property.location)
                }
            } else if property.modifiers.contains(.lazy), owner != nil || property.initializer != nil {
                // `lazy var`: evaluated on first access, a class's and a struct's (see `memberValue`
                // and `lazyStructMember`).
                continue
            } else if let initializer = property.initializer {
                // `var wrappedValue: Service = Container.shared.resolve()`: the declared type with the
                // instance's generic arguments is the context a generic function's result takes.
                let expected = generics.isEmpty ? property.type : property.type.map { Self.substituting(generics, in: $0) }
                let value = try withProvenance(.defaultValue(typeName: info.name, property: property.name, wrapper: nil)) {
                    try evaluate(initializer, in: scope, expected: expected)
                }
                fields[property.name] = property.modifiers.contains(.weak) || property.modifiers.contains(.unowned) ? weakened(value) : value
            } else if !property.isLet, property.type?.isOptional == true {
                fields[property.name] = .nil
                ranCode = false
            } else {
                ranCode = false
            }
        }
    }

    func weakened(_ value: Value) -> Value {
        if case .object(let id) = value { return .weakObject(id) }
        return value
    }

    /// `generic`: the generic struct being initialized, whose parameters its arguments may settle.
    private func runInitializerBody(_ initializer: InitializerDecl, selfBox: Box, typeName: String,
                                    inputs: [ArgumentInput], failed: inout Bool, generic: TypeInfo? = nil,
                                    at location: SourceLocation) throws -> [ArgumentValue] {
        var didFail = false
        defer { failed = didFail }
        let scope = Scope(parent: globals)
        scope.declare("self", selfBox)
        return try withFrame(name: "\(typeName).init", location: location, scope: scope, initializing: typeName) {
            let writebacks = try bindArguments(initializer.parameters, inputs, into: scope, callee: "\(typeName).init", at: location,
                                               provenance: ArgumentProvenance(typeName: typeName, wrappers: nil),
                                               genericArguments: genericArguments(of: selfBox.value))
            if let generic, !generic.declaration.genericParameters.isEmpty, case .structValue(var value) = selfBox.value {
                value.genericArguments = inferGenericArguments(of: generic, parameters: initializer.parameters, in: scope,
                                                               known: value.genericArguments)
                selfBox.value = .structValue(value)
            }
            let recorded = recordArguments(initializer.parameters, scope: scope, location: location)
            let flow = try execute(initializer.body, in: scope, builder: nil)
            if case .returned(.nil) = flow, initializer.isFailable { didFail = true }
            try performWritebacks(writebacks, from: scope)
            return recorded
        }
    }

    /// `self.init(...)` in a delegating initializer (dispatched on the dynamic class, as a
    /// class's convenience initializer does), or in a static method (`self` is the metatype).
    func delegateInitializer(inputs: [ArgumentInput], in scope: Scope, at location: SourceLocation) throws -> Value {
        if let selfBox = scope.lookup("self"), case .type(let typeName) = readWeak(selfBox.value) {
            return try constructType(typeName, arguments: inputs, scope: scope, at: location)
        }
        guard let selfBox = scope.lookup("self"), let typeName = currentFrame?.initializing else {
            throw RuntimeError.notSupported("'self.init' outside an initializer", at: location)
        }
        switch readWeak(selfBox.value) {
        case .object(let id):
            try runInitializer(objectID: id, className: heap.object(id)?.typeName ?? typeName, inputs: inputs, at: location)
        default:
            selfBox.value = try constructType(typeName, arguments: inputs, scope: scope, at: location)
        }
        return .void
    }

    // MARK: Enums

    func constructEnum(_ info: TypeInfo, inputs: [ArgumentInput], at location: SourceLocation) throws -> Value {
        // `init(_ password: String) { … self = .strong }`: an enum's own initializer assigns `self`.
        if let initializer = info.initializers.first(where: { matchArguments($0.parameters, inputs) != nil }) {
            let selfBox = Box(.nil)
            var failed = false
            _ = try runInitializerBody(initializer, selfBox: selfBox, typeName: info.name, inputs: inputs, failed: &failed, at: location)
            if failed { return .nil }
            guard case .enumValue = selfBox.value else {
                throw RuntimeError(.trap, "'self' used before 'self.init' call or assignment to 'self'", at: location)
            }
            return selfBox.value
        }
        guard inputs.count == 1, inputs[0].label == "rawValue" else {
            throw RuntimeError(.trap, "enum '\(info.name)' can only be initialized with 'rawValue:'", at: location)
        }
        let raw = try evaluateInput(inputs[0], expected: nil)
        for enumCase in info.enumCases where Equality.equal(try rawValue(of: enumCase, in: info), raw) {
            return .enumValue(EnumValue(typeName: info.name, caseName: enumCase.name))
        }
        return .nil
    }

    /// A case's raw value: explicit, or implied (`"name"` for String enums, the index for Int).
    func rawValue(of enumCase: EnumCaseDecl, in info: TypeInfo) throws -> Value {
        let rawType = info.conformances.first ?? ""
        if let raw = enumCase.rawValue {
            // `case whole = 1` of a `Double` enum: the literal is a Double (`1.0`).
            let value = try evaluate(raw, in: globals)
            if case .int(let number) = value, ["Double", "CGFloat", "Float"].contains(rawType) { return .double(Double(number)) }
            return value
        }
        if rawType == "String" { return .string(enumCase.name) }
        var next = 0
        for candidate in info.enumCases {
            if let raw = candidate.rawValue, case .int(let value) = try evaluate(raw, in: globals) { next = value }
            if candidate.name == enumCase.name { return .int(next) }
            next += 1
        }
        return .nil
    }
}
