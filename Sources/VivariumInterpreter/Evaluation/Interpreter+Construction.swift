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
    func constructType(_ typeName: String, arguments inputs: [ArgumentInput], scope: Scope,
                       at location: SourceLocation) throws -> Value {
        // An extended runtime type (`extension Color { init(hex: Int) … }`) is built by the
        // user's initializer only when one matches; `Color(red:green:blue:)` stays the runtime's.
        let extendedOnly = types.extendedBuiltins.contains(typeName)
            && types.type(typeName)?.initializers.contains(where: { matchArguments($0.parameters, inputs) != nil }) != true
        if !extendedOnly, let info = types.type(typeName) {
            switch info.kind {
            case .struct:
                // `FlowLayout(spacing: 8) { … }`: a custom `Layout` made, then called with its content.
                if info.conforms(to: "Layout"), let last = inputs.last, last.isTrailingClosure, let host {
                    let layout = try constructStruct(info, inputs: Array(inputs.dropLast()), at: location)
                    let content = ArgumentValue(label: nil, value: try evaluateInput(last, expected: nil), location: location)
                    if let applied = try host.callMethod("callAsFunction", on: layout, arguments: [content], at: location) { return applied }
                }
                return try constructStruct(info, inputs: inputs, at: location)
            case .class, .actor: return try constructObject(info, inputs: inputs, at: location)
            case .enum: return try constructEnum(info, inputs: inputs, at: location)
            case .protocol:
                throw RuntimeError(.trap, "'any \(typeName)' cannot be constructed because it has no initializers", at: location)
            }
        }
        if let host, host.hasType(typeName) {
            let arguments = try hostArguments(inputs, typeName: typeName, member: nil)
            return try host.construct(typeName: typeName, arguments: arguments, at: location)
        }
        return try Builtins.construct(self, typeName: typeName, inputs: inputs, at: location)
    }

    // MARK: Structs

    func constructStruct(_ info: TypeInfo, inputs: [ArgumentInput], at location: SourceLocation) throws -> Value {
        try withProvenance(.initializer(typeName: info.name)) { try constructStructValue(info, inputs: inputs, at: location) }
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

    private func constructStructValue(_ info: TypeInfo, inputs: [ArgumentInput], at location: SourceLocation) throws -> Value {
        // NB: a user initializer in an extension of a runtime view (`Color(hex:)`) makes the
        // runtime's value, not a user view: no view init is reported.
        if isViewType(info), !types.extendedBuiltins.contains(info.name) {
            log.append(.viewInit(typeName: info.name))
        }
        let explicit = info.initializers
        if let initializer = explicit.first(where: { matchArguments($0.parameters, inputs) != nil }) {
            var value = StructValue(typeName: info.name)
            try initializeDefaults(info, into: &value.fields, owner: nil)
            let selfBox = Box(.structValue(value))
            var failed = false
            let arguments = try runInitializerBody(initializer, selfBox: selfBox, typeName: info.name, inputs: inputs,
                                                   failed: &failed, at: location)
            // `init?` that returned nil: the construction is nil.
            if failed { return .nil }
            return recordingArguments(arguments, of: selfBox.value)
        }
        let memberwise = synthesizedMemberwise(info)
        if let mapping = matchArguments(memberwise.parameterList, inputs) {
            return try runMemberwise(info, memberwise, mapping: mapping, inputs: inputs, at: location)
        }
        if explicit.isEmpty {
            return try runMemberwise(info, memberwise, mapping: nil, inputs: inputs, at: location)
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
            let builders = property.attributes.filter { $0.name == "ViewBuilder" }
            var buildsValue = false
            if !builders.isEmpty, property.wrapper == nil, defaultValue == nil {
                if case .function = type {} else {
                    type = .function(parameters: [], result: type, isAsync: false, isThrowing: false)
                    buildsValue = true
                }
            }
            let parameter = Parameter(label: property.name, name: property.name, type: type, defaultValue: defaultValue,
                                      isAutoclosure: isAutoclosure, isEscaping: isAutoclosure, attributes: builders,
                                      location: property.location)
            result.append(MemberwiseParameter(parameter: parameter, property: property, role: role, buildsValue: buildsValue))
        }
        return result
    }

    /// `mapping`: the arguments matched to the parameters (nil: they do not match).
    private func runMemberwise(_ info: TypeInfo, _ memberwise: SynthesizedMemberwise, mapping: [[Int]]?, inputs: [ArgumentInput],
                               at location: SourceLocation) throws -> Value {
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
            if let wrapper = entry.property.wrapper, entry.property.initializer != nil, host?.defersInitialValue(wrapper: wrapper.name) == true {
                deferred.insert(entry.property.name)
                bound[index].defaultValue = Expr(.nil, at: entry.property.location)
            }
        }
        // NB: `staticType` makes `Self` in a default value (`var title = Self.defaultTitle`) the type.
        return try withFrame(name: memberwise.frameName, location: location, scope: scope, staticType: info.name,
                             initializing: info.name) {
            _ = try bindArguments(bound, inputs, into: scope, callee: memberwise.frameName, at: location,
                                  provenance: ArgumentProvenance(typeName: info.name, wrappers: memberwise.wrappers), matched: matched)
            let recorded = recordArguments(memberwise.parameterList, scope: scope, location: location)
            var fields = OrderedDictionary<String, Value>()
            for property in info.storedProperties {
                guard let entry = memberwise.entries[property.name] else {
                    // `let` with a default, or a default-initialized wrapper.
                    if let wrapper = property.wrapper {
                        fields["_" + property.name] = try makeWrapperStorage(wrapper, property: property, initial: nil, at: property.location)
                    } else if let initializer = property.initializer {
                        fields[property.name] = try evaluate(initializer, in: propertyInitializerScope(info.name), expected: property.type)
                    }
                    continue
                }
                var argument = scope.variables[property.name]?.value ?? .void
                if entry.buildsValue { argument = try call(argument, arguments: [], viewBuilder: true, at: location) }
                if deferred.contains(property.name), let wrapper = property.wrapper, let initializer = property.initializer {
                    fields["_" + property.name] = try makeWrapperStorage(wrapper, property: property,
                                                                         initial: .expression(initializer, propertyInitializerScope(info.name)), at: property.location)
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
                            commit: ((OrderedDictionary<String, Value>) -> Void)? = nil) throws {
        let scope = propertyInitializerScope(info.name)
        for property in info.storedProperties {
            defer { commit?(fields) }
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
            } else if property.modifiers.contains(.lazy), owner != nil {
                // `lazy var`: evaluated on first access (see `memberValue`).
                continue
            } else if let initializer = property.initializer {
                let value = try withProvenance(.defaultValue(typeName: info.name, property: property.name, wrapper: nil)) {
                    try evaluate(initializer, in: scope, expected: property.type)
                }
                fields[property.name] = property.modifiers.contains(.weak) || property.modifiers.contains(.unowned) ? weakened(value) : value
            } else if !property.isLet, property.type?.isOptional == true {
                fields[property.name] = .nil
            }
        }
    }

    func weakened(_ value: Value) -> Value {
        if case .object(let id) = value { return .weakObject(id) }
        return value
    }

    private func runInitializerBody(_ initializer: InitializerDecl, selfBox: Box, typeName: String,
                                    inputs: [ArgumentInput], failed: inout Bool, at location: SourceLocation) throws -> [ArgumentValue] {
        var didFail = false
        defer { failed = didFail }
        let scope = Scope(parent: globals)
        scope.declare("self", selfBox)
        return try withFrame(name: "\(typeName).init", location: location, scope: scope, initializing: typeName) {
            let writebacks = try bindArguments(initializer.parameters, inputs, into: scope, callee: "\(typeName).init", at: location,
                                               provenance: ArgumentProvenance(typeName: typeName, wrappers: nil))
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

    // MARK: Classes

    func constructObject(_ info: TypeInfo, inputs: [ArgumentInput], at location: SourceLocation) throws -> Value {
        let object = heap.allocate(typeName: info.name, creationContext: activity)
        object.provenance = provenanceOfNewObject
        if let marker = info.declaration.attributes.first(where: { $0.name == "_vivariumInternal" }) {
            object.isInternal = true
            if case .string(let label)? = marker.arguments.first?.value.kind { object.internalLabel = label }
        } else {
            log.append(.created(object.id))
        }
        pin(.object(object.id))
        for classInfo in types.classChain(info.name) {
            // Not `&object.fields`: a default value's initializer runs code whose safe points
            // read every object's fields (an exclusivity violation); each default is committed
            // as soon as it exists, so a collection sees it held.
            var fields = object.fields
            try initializeDefaults(classInfo, into: &fields, owner: object.id, commit: { object.fields = $0 })
            object.fields = fields
        }
        let failed = try runInitializer(objectID: object.id, className: info.name, inputs: inputs, at: location)
        return failed ? .nil : .object(object.id)
    }

    /// An initializer a class has: declared (in the class or an extension) or inherited.
    struct AvailableInitializer {
        var decl: InitializerDecl
        /// The class that declares it (whose `super` its body uses).
        var owner: String
        var isDesignated: Bool
    }

    /// `init(nibName:bundle:)`: an initializer's name as the compiler prints it.
    static func signature(_ initializer: InitializerDecl) -> String {
        "init(" + initializer.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The initializers of `className`, with Swift's automatic initializer inheritance (The
    /// Swift Programming Language, "Initialization"): a subclass that defines no designated
    /// initializer inherits all of its superclass's; one that implements all of them (as
    /// designated or convenience initializers) inherits its convenience initializers. A root
    /// class without designated initializers has the implicit `init()`.
    func availableInitializers(_ className: String) -> [AvailableInitializer] {
        guard let info = types.type(className) else { return [] }
        var result = info.initializers.map {
            AvailableInitializer(decl: $0, owner: info.name, isDesignated: !$0.modifiers.contains(.convenience))
        }
        let ownDesignated = result.contains { $0.isDesignated }
        guard let superclass = info.superclass, types.type(superclass) != nil else {
            if !ownDesignated {
                let implicit = InitializerDecl(parameters: [], body: [], location: info.declaration.location)
                result.append(AvailableInitializer(decl: implicit, owner: info.name, isDesignated: true))
            }
            return result
        }
        let inherited = availableInitializers(superclass)
        let own = Set(result.map { Self.signature($0.decl) })
        let coversDesignated = inherited.filter(\.isDesignated).allSatisfy { own.contains(Self.signature($0.decl)) }
        for entry in inherited where !own.contains(Self.signature(entry.decl)) {
            if !ownDesignated || (coversDesignated && !entry.isDesignated) { result.append(entry) }
        }
        return result
    }

    /// Whether initializers and their calls of `className` are listed in the reply (classes
    /// derived from the UIKit module's `NSObject`, whose initialization order seed 004 is about).
    func logsInitializers(_ className: String) -> Bool {
        className != "NSObject" && types.classChain(className).contains { $0.name == "NSObject" }
    }

    /// Runs the initializer of `className` that matches `inputs` on an allocated object,
    /// inheriting initializers as Swift does. Returns true when a failable initializer failed.
    @discardableResult
    func runInitializer(objectID: ObjectID, className: String, inputs: [ArgumentInput], at location: SourceLocation) throws -> Bool {
        guard types.type(className) != nil else { return false } // a builtin superclass
        let available = availableInitializers(className)
        guard let chosen = available.first(where: { matchArguments($0.decl.parameters, inputs) != nil }) else {
            if !inputs.isEmpty, available.allSatisfy({ $0.decl.parameters.isEmpty }) {
                throw RuntimeError(.trap, "'\(className)' has no initializer taking arguments", at: location)
            }
            throw RuntimeError(.trap, "no initializer of '\(className)' matches the arguments", at: location)
        }
        let initializer = chosen.decl
        guard let info = types.type(chosen.owner) else { return false }
        let name = "\(chosen.owner).\(Self.signature(initializer))"
        if logsInitializers(chosen.owner) { log.append(.host(kind: .initializer, text: name, path: nil, reason: nil)) }
        let scope = Scope(parent: globals)
        scope.declare("self", Box(.object(objectID), isLet: true))
        var failed = false
        try withFrame(name: name, location: location, scope: scope, initializing: chosen.owner) {
            let writebacks = try bindArguments(initializer.parameters, inputs, into: scope, callee: "\(chosen.owner).init", at: location)
            let flow = try execute(initializer.body, in: scope, builder: nil)
            if case .returned(.nil) = flow, initializer.isFailable { failed = true }
            try performWritebacks(writebacks, from: scope)
            let callsSuper = Self.containsSuperInit(initializer.body)
            if !failed, !callsSuper, chosen.isDesignated, let superclass = info.superclass,
               types.type(superclass) != nil {
                try runInitializer(objectID: objectID, className: superclass, inputs: [], at: location)
            }
        }
        return failed
    }

    static func containsSuperInit(_ body: [Statement]) -> Bool {
        FreeVariables.containsCall(body, where: { callee in
            if case .member(let base, "init") = callee.kind, case .superValue = base.kind { return true }
            return false
        })
    }

    /// Runs the `deinit` bodies of an object's class chain, subclass first.
    func runDeinit(_ object: HeapObject) throws {
        for info in types.classChain(object.typeName) {
            guard let deinitializer = info.deinitializer else { continue }
            let scope = Scope(parent: globals)
            scope.declare("self", Box(.object(object.id), isLet: true))
            try withFrame(name: "\(info.name).deinit", location: deinitializer.location, scope: scope, initializing: info.name) {
                _ = try execute(deinitializer.body, in: scope, builder: nil)
            }
        }
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
        if let raw = enumCase.rawValue { return try evaluate(raw, in: globals) }
        let rawType = info.conformances.first ?? ""
        if rawType == "String" { return .string(enumCase.name) }
        var next = 0
        for candidate in info.enumCases {
            if let raw = candidate.rawValue, case .int(let value) = try evaluate(raw, in: globals) { next = value }
            if candidate.name == enumCase.name { return .int(next) }
            next += 1
        }
        return .nil
    }

    // MARK: Implicit and static members

    func implicitMember(_ name: String, arguments: [ArgumentInput]?, expected written: TypeReference?, in scope: Scope,
                        at location: SourceLocation) throws -> Value {
        // A generic parameter (`Failure` in `Result<Success, Failure>`, `Action` in a generic
        // store) names no type: the member is looked up as without a contextual type.
        var expected = written
        if let nominal = written?.nominalName, types.type(types.resolve(nominal)) == nil, FrameworkTypes.type(nominal) == nil,
           host?.hasType(nominal) != true, !Builtins.typeNames.contains(nominal), !nominal.contains("."),
           nominal.first?.isUppercase == true, written?.frameworkName == nominal {
            expected = nil
            // `.zero` of a generic `AdditiveArithmetic` (`reduce(.zero) { $0 + $1[keyPath: kp] }`):
            // an integer zero, which adds to Ints and Doubles alike here.
            if name == "zero", arguments == nil { return .int(0) }
        }
        // `.none` / `.some(x)` where an optional is expected: Optional's own cases, which Swift
        // looks up before the wrapped type's members.
        if case .optional(let wrapped)? = expected {
            if name == "none", arguments == nil { return .nil }
            if name == "some", let arguments, arguments.count == 1, arguments[0].label == nil {
                return try evaluateInput(arguments[0], expected: wrapped)
            }
        }
        // A framework type, possibly extended by the user (`extension Color { static let brand … }`):
        // the user's members first, then the framework's.
        let frameworkContext = expected?.frameworkName.flatMap { name in
            types.type(types.resolve(name)) == nil || types.extendedBuiltins.contains(name) ? name : nil
        }
        if let frameworkContext, let info = types.type(frameworkContext), name != "init" {
            if let arguments, info.staticMethods[name] != nil {
                return try callStaticMethod(typeName: info.name, name: name, inputs: arguments, at: location)
            }
            if arguments == nil, let value = try staticMemberValue(typeName: info.name, name: name, at: location, required: false) {
                return value
            }
        }
        if let frameworkContext,
           let value = try frameworkImplicitMember(name, arguments: arguments, contextual: frameworkContext, in: scope, at: location) {
            return value
        }
        if let typeName = expected?.nominalName.map(types.resolve) {
            if name == "init" {
                return try constructType(typeName, arguments: arguments ?? [], scope: scope, at: location)
            }
            if let arguments {
                return try callStaticMethod(typeName: typeName, name: name, inputs: arguments, at: location)
            }
            if let value = try staticMemberValue(typeName: typeName, name: name, at: location, required: false) {
                return value
            }
        }
        // `.active` compared with a ScenePhase: the environment enum's case, not a user enum's
        // (UIKit's `UIApplication.State` has an `active` too).
        if arguments == nil, let context = expected?.nominalName, FrameworkValues.isEnumCase(name, of: context) {
            return .enumValue(EnumValue(typeName: context, caseName: name))
        }
        // No contextual type we know: a case of exactly one user enum.
        let candidates = types.enumsDeclaring(case: name).compactMap { types.type($0) }.filter { $0.kind == .enum }
        if candidates.count == 1 {
            let values = try candidates[0].enumCase(name).map { try payload(arguments ?? [], of: $0) }
                ?? (arguments ?? []).map { try evaluateInput($0, expected: nil) }
            return .enumValue(EnumValue(typeName: candidates[0].name, caseName: name, payload: values,
                                        payloadLabels: candidates[0].enumCase(name)?.associatedValues ?? []))
        }
        if let value = try Builtins.implicitMember(self, name: name, arguments: arguments, at: location) { return value }
        if let frameworkContext, let table = FrameworkTypes.type(frameworkContext) {
            // NB: a framework type whose members the tables list only in part (a style
            // protocol): an unlisted member is kept as an opaque value, as Swift has it.
            guard table.staticsComplete else {
                return .builtin(BuiltinValue(kind: "\(frameworkContext).\(name)", fields: ["member": .string(name)]))
            }
            throw RuntimeError.unresolved("type '\(frameworkContext)' has no member '\(name)'", at: location)
        }
        // NB: the checker reports the compiler's errors for a member without context at load;
        // what reaches here is a context the playground does not follow.
        throw RuntimeError.notSupported("inferring the type of '.\(name)' here (write it as 'Type.\(name)')", at: location)
    }

    /// `Type.name` as a value: an enum case, a static property, a static method.
    func staticMemberValue(typeName: String, name: String, at location: SourceLocation, required: Bool) throws -> Value? {
        // `String.init`, `Item.init`: the type's initializers as a function value.
        if name == "init" { return .function(.builtin(name: "init:\(typeName)", receiver: nil)) }
        if let info = types.type(typeName) {
            if let enumCase = info.enumCase(name) {
                if !enumCase.associatedValues.isEmpty {
                    return .function(.builtin(name: "enumCase:\(info.name).\(name)", receiver: nil))
                }
                return .enumValue(EnumValue(typeName: info.name, caseName: name))
            }
            if let box = info.staticStorage[name] { return readWeak(box.value) }
            if let property = info.staticProperties.first(where: { $0.name == name }) {
                if let getter = property.getter {
                    return try withFrame(name: "\(typeName).\(name)", location: location, scope: Scope(parent: globals), staticType: info.name) {
                        // A `@ViewBuilder static var` (`PreviewProvider.previews`) builds its statements.
                        try runBody(getter, in: Scope(parent: globals), builder: property.hasAttribute("ViewBuilder"),
                                    at: property.location)
                    }
                }
                let value = try property.initializer.map { initializer in
                    try withFrame(name: "\(typeName).\(name)", location: location, scope: globals, staticType: info.name) {
                        try evaluate(initializer, in: Scope(parent: globals), expected: property.type)
                    }
                } ?? .nil
                info.staticStorage[name] = Box(value, isLet: property.isLet)
                types.noteStaticStorage(of: info.name)
                return value
            }
            if let overloads = info.staticMethods[name] {  // never empty (made with its first declaration)
                return .function(.function(BoundFunction(declaration: overloads[0], ownerType: info.name, receiver: nil)))
            }
            if name == "self" { return .type(info.name) }
            // `CaseStudy.Kind`: a nested type (registered under its own name).
            // (Named `Order.Status` when another type declares a `Status` too: see NestedNames.)
            if name.first?.isUppercase == true,
               let nested = info.nestedTypeNames.first(where: { $0 == name || $0 == "\(typeName).\(name)" }) {
                return .type(nested)
            }
            // `NumberFormatter.Style`: a member type alias names the type it stands for.
            for case .typealias(let alias) in info.declaration.members where alias.name == name {
                if let target = alias.type.nominalName { return .type(types.resolve(target)) }
            }
            // A subclass has its superclass's static members (`Dog.registry` for `Animal.registry`).
            if let superclass = info.superclass, types.type(superclass) != nil,
               let inherited = try staticMemberValue(typeName: superclass, name: name, at: location, required: false) {
                return inherited
            }
            // A user extension of a runtime type (`extension Color { static let brand = … }`)
            // adds members; the type's own (`Color.blue`) are still the runtime's.
            // (A type's name is not one of its members: `Color` inside `extension Color`.)
            let isTypeName = types.type(name) != nil || host?.hasType(name) == true
            if !types.extendedBuiltins.contains(typeName) || isTypeName {
                if required { throw RuntimeError.unresolved("type '\(typeName)' has no member '\(name)'", at: location) }
                return nil
            }
        }
        // `Font.Design`: a nested framework type the tables describe.
        if name.first?.isUppercase == true, FrameworkTypes.type("\(typeName).\(name)") != nil { return .type("\(typeName).\(name)") }
        if let value = Builtins.concurrencyStaticMember(self, typeName: typeName, name: name) { return value }
        if let value = FrameworkValues.staticMember(self, typeName: typeName, name: name) { return value }
        if let value = try host?.staticMember(typeName: typeName, name: name, at: location) { return value }
        if let value = Builtins.staticMember(typeName: typeName, name: name) { return value }
        if name == "self" { return .type(typeName) }  // `Int.self`, `String.self`
        if FrameworkTypes.type(typeName)?.staticMembers[name]?.contains(where: { $0.parameters == nil }) == true {
            // A framework token names its member, as the framework values' tokens do.
            return .builtin(BuiltinValue(kind: "\(typeName).\(name)", fields: ["member": .string(name)]))
        }
        if required { throw RuntimeError.unresolved("type '\(typeName)' has no member '\(name)'", at: location) }
        return nil
    }

    func superMember(_ name: String, in scope: Scope, at location: SourceLocation) throws -> Value {
        guard let selfBox = scope.lookup("self"), case .object(let id) = readWeak(selfBox.value),
              let owner = currentFrame?.initializing, let superclass = types.type(owner)?.superclass else {
            throw RuntimeError.notSupported("'super' outside a subclass member", at: location)
        }
        return try memberValue(of: .object(id), name: name, startingAt: superclass, at: location)
    }
}

extension Interpreter {
    /// Where a stored property's initial value is evaluated: no `self`, but `Self` is the
    /// declaring type (`var title = Self.defaultTitle`).
    func propertyInitializerScope(_ typeName: String) -> Scope {
        let scope = Scope(parent: globals)
        scope.declare(Self.selfTypeName, Box(.type(typeName), isLet: true))
        return scope
    }

    /// The type whose static members a bare name can be: the static method or property being
    /// run, or the type whose stored property's default value is being evaluated
    /// (`@Published private var model = createGame()` calls `Self.createGame()`).
    func staticContextType(in scope: Scope) -> String? {
        // A default value is evaluated in the frame that constructs the value (the caller's).
        if scope.lookup("self") == nil, case .type(let name)? = scope.lookup(Self.selfTypeName)?.value { return name }
        return currentFrame?.staticType
    }

    /// The scope name `Self` is bound under where there is no `self` (no Swift identifier can clash).
    static let selfTypeName = "Self"
}
