import OrderedCollections
import VivariumSyntax

extension Interpreter {
    // MARK: Implicit and static members

    /// `.name` or `.name(arguments)`: a member of the type the checker found it in
    /// (`implicitMemberTypes`, by the location of the dot, `dot`), else of the contextual type
    /// the evaluation carried (`carried`).
    func implicitMember(_ name: String, arguments: [ArgumentInput]?, expected carried: TypeReference?, in scope: Scope,
                        at location: SourceLocation, dot: SourceLocation? = nil) throws -> Value {
        let written = implicitMemberTypes.isEmpty ? carried : implicitMemberTypes[dot ?? location] ?? carried
        // A generic parameter (`Failure` in `Result<Success, Failure>`, `Action` in a generic
        // store) names no type: the member is looked up as without a contextual type.
        var expected = written
        // `continuation.yield(.progress(0.5))` for an `AsyncStream<Phase>`: a bundled module's
        // parameter typed `Any` stands for a generic one whose type the playground does not
        // carry (Swift has no member of `Any` to find), so the member is looked up as without
        // a contextual type.
        if case .named("Any", generics: [])? = written { expected = nil }
        // `static var trailingIcon: Self { .init() }` in `extension LabelStyle where Self ==
        // TrailingIconLabelStyle`, `.init()` in a type's own static member: `Self` is the type
        // the member runs for.
        if case .named(Self.selfTypeName, let generics)? = written, generics.isEmpty,
           let selfType = staticContextType(in: scope) ?? selfTypeName(in: scope) {
            expected = .named(selfType)
        }
        // `id: .init(1)` for `let id: ID` where the type declares `typealias ID = Tagged<Author, Int>`.
        if let nominal = written?.nominalName, written == .named(nominal), types.type(nominal) == nil, !types.typealiases.keys.contains(nominal),
           FrameworkTypes.type(nominal) == nil, let alias = types.memberTypealiasNominal(nominal) {
            expected = alias
        }
        // `authorID: .init(1)` for `let authorID: Author.ID`: that type's own alias; `Element.ID`
        // (a generic parameter's) the one every declaring type agrees on.
        if case .member(let base, let member)? = written {
            if let owner = base.nominalName.flatMap(types.type),
               let alias = owner.declaration.members.lazy.compactMap({ if case .typealias(let a) = $0, a.name == member { a.type } else { nil } }).first {
                expected = alias
            } else if base.nominalName.flatMap(types.type) == nil, let alias = types.memberTypealiasNominal(member) {
                expected = alias
            }
        }
        if let nominal = expected?.nominalName, types.type(types.resolve(nominal)) == nil, FrameworkTypes.type(nominal) == nil,
           host?.hasType(nominal) != true, !Builtins.typeNames.contains(nominal), !nominal.contains("."),
           nominal.first?.isUppercase == true, expected?.frameworkName == nominal {
            expected = nil
            // `.zero` of a generic `AdditiveArithmetic` (`reduce(.zero) { $0 + $1[keyPath: kp] }`):
            // an integer zero, which adds to Ints and Doubles alike here.
            if name == "zero", arguments == nil { return .int(0) }
        }
        // `.none` / `.some(x)` where an optional is expected: Optional's own cases, which Swift
        // looks up before the wrapped type's members.
        // `lastTime = .none` where the context is the value it replaces (a Double): the
        // standard value types have no `none`, so a program swiftc accepted means Optional's.
        if name == "none", arguments == nil, let nominal = expected?.nominalName, Self.typesWithoutNone.contains(nominal) {
            return .nil
        }
        if case .optional(let wrapped)? = expected {
            if name == "none", arguments == nil { return .nil }
            if name == "some", let arguments, arguments.count == 1, arguments[0].label == nil {
                return try evaluateInput(arguments[0], expected: wrapped)
            }
        }
        // `.constant(.region(r))` where a `Binding<MapCameraPosition>` is expected: the constant's
        // context is the binding's value type (the framework's binding kind, SwiftUI's `Binding`).
        if name == "constant", case .named(let nominal, let generics)? = expected, generics.count == 1,
           nominal == FrameworkLayer.bindingKind, let arguments, arguments.count == 1, arguments[0].label == nil,
           leadingImplicitMemberOfInput(arguments[0]) != nil {
            let value = try evaluateInput(arguments[0], expected: generics[0])
            if let binding = FrameworkLayer.first({ $0.claimedImplicitMember(name, values: [value], labels: [nil]) }) { return binding }
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
        // `var items: [Item] = .init()`, `.init(repeating: 0, count: 3)`: an array's or a
        // dictionary's own initializer, as `[Item]()` calls it.
        if name == "init", let expected, let collection = Self.collectionName(of: expected) {
            return try constructType(collection, arguments: arguments ?? [], scope: scope, written: expected, at: location)
        }
        if let typeName = expected?.nominalName.map(types.resolve) {
            if name == "init" {
                return try constructType(typeName, arguments: arguments ?? [], scope: scope, written: expected, at: location)
            }
            if let arguments {
                return try callStaticMethod(typeName: typeName, name: name, inputs: arguments, at: location)
            }
            if let value = try staticMemberValue(typeName: typeName, name: name, at: location, required: false) {
                return value
            }
        }
        // `use(.loud)` for a `some Greeter` parameter: a static member of a protocol extension
        // `where Self == Loud` (SE-0299).
        if let protocolName = expected.flatMap(Self.protocolNamed), let info = types.type(types.resolve(protocolName)),
           info.staticSelfTypes[name] != nil {
            if let arguments { return try callStaticMethod(typeName: info.name, name: name, inputs: arguments, at: location) }
            if let value = try staticMemberValue(typeName: info.name, name: name, at: location, required: false) { return value }
        }
        // `.active` compared with a ScenePhase: the environment enum's case, not a user enum's
        // (UIKit's `UIApplication.State` has an `active` too).
        if arguments == nil, let context = expected?.nominalName, FrameworkValues.isEnumCase(name, of: context) {
            return .enumValue(EnumValue(typeName: context, caseName: name))
        }
        // No contextual type we know: a case of exactly one user enum; then the framework's
        // members (`.percent` of `x.formatted(.percent)`); then a case of exactly one enum a
        // bundled module declares (DateFormatter's `Style.percent` must not take that `.percent`).
        let candidates = types.enumsDeclaring(case: name).compactMap { types.type($0) }.filter { $0.kind == .enum }
        let own = candidates.filter { !$0.declaration.location.file.hasPrefix("<module ") }
        if own.count == 1 { return try enumCaseValue(own[0], name, arguments: arguments) }
        if let value = try Builtins.implicitMember(self, name: name, arguments: arguments, at: location) { return value }
        if own.isEmpty, candidates.count == 1 { return try enumCaseValue(candidates[0], name, arguments: arguments) }
        if let frameworkContext, let table = FrameworkTypes.type(frameworkContext) {
            // NB: a framework type whose members the tables list only in part (a style
            // protocol): an unlisted member is kept as an opaque value, as Swift has it.
            guard table.staticsComplete else {
                return .builtin(BuiltinValue(kind: "\(frameworkContext).\(name)", fields: ["member": .string(name)]))
            }
            throw RuntimeError.unresolved("type '\(frameworkContext)' has no member '\(name)'", at: location)
        }
        // `lastTime = .none` where the playground did not follow the optional context: no enum
        // or framework type took the name, and the checker accepted it, so it is Optional's case.
        if name == "none", arguments == nil { return .nil }
        // `.pivot` where the playground does not follow the context (an SDK parameter it types
        // `Any`): the one static member of that name the user's types and extensions declare
        // (`extension UnitPoint { static let pivot = … }`), which is the only one the context
        // can name, as swiftc finds it through the parameter's type.
        let owners = types.userTypesDeclaringStatic(name)
        if owners.count == 1, let info = types.type(owners[0]) {
            if let arguments, info.staticMethods[name] != nil {
                return try callStaticMethod(typeName: info.name, name: name, inputs: arguments, at: location)
            }
            if arguments == nil, let value = try staticMemberValue(typeName: info.name, name: name, at: location, required: false) {
                return value
            }
        }
        // NB: the checker reports the compiler's errors for a member without context at load;
        // what reaches here is a context the playground does not follow.
        throw RuntimeError.notSupported("inferring the type of '.\(name)' here (write it as 'Type.\(name)')", at: location)
    }

    static let typesWithoutNone: Set<String> = ["Int", "Double", "Float", "CGFloat", "TimeInterval", "String", "Bool",
                                                "Character", "Date", "UUID", "URL", "Data", "Decimal"]

    /// `.name` or `.name(…)` as a case of the enum `info`.
    private func enumCaseValue(_ info: TypeInfo, _ name: String, arguments: [ArgumentInput]?) throws -> Value {
        let values = try info.enumCase(name).map { try payload(arguments ?? [], of: $0) }
            ?? (arguments ?? []).map { try evaluateInput($0, expected: nil) }
        return .enumValue(EnumValue(typeName: info.name, caseName: name, payload: values,
                                    payloadLabels: info.enumCase(name)?.associatedValues ?? []))
    }

    /// `Array` for `[T]`, `Dictionary` for `[K: V]` (a written collection type has no nominal name).
    private static func collectionName(of type: TypeReference) -> String? {
        switch type {
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        default: return nil
        }
    }

    /// The protocol of `some P` / `any P`.
    private static func protocolNamed(_ type: TypeReference) -> String? {
        switch type {
        case .opaque(let name), .existential(let name): return name
        default: return nil
        }
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
                let selfType = info.staticSelfTypes[name].map(types.resolve) ?? info.name
                if let getter = property.getter {
                    return try withFrame(name: "\(typeName).\(name)", location: location, scope: Scope(parent: globals), staticType: selfType) {
                        // `static var loud: Self { .init() }`: the declared type is the result's context.
                        if let type = property.type, !type.isOpaqueOrExistential { currentFrame?.returnType = type }
                        // A `@ViewBuilder static var` (`PreviewProvider.previews`) builds its statements.
                        return try runBody(getter, in: Scope(parent: globals), builder: FrameworkLayer.hasBuilderAttribute(property.attributes),
                                    at: property.location)
                    }
                }
                let value = try property.initializer.map { initializer in
                    try withFrame(name: "\(typeName).\(name)", location: location, scope: globals, staticType: selfType) {
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
            // `CaseIterable`'s synthesized `allCases`, in declaration order: `Suit.allCases`, and
            // `allCases` unqualified in the enum's own static members.
            if name == "allCases", !info.enumCases.isEmpty, info.declaration.inheritedTypes.contains(where: { $0.name == "CaseIterable" }) {
                return .array(info.enumCases.map { .enumValue(EnumValue(typeName: info.name, caseName: $0.name)) })
            }
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
        // `Double.half` of `extension BinaryFloatingPoint { static var half: Self { 0.5 } }`: a
        // static of a user extension of a standard-library protocol the type conforms to.
        if let sample = Self.conformanceSample(of: typeName) {
            for protocolName in extensionTypeNames(of: sample) where protocolName != typeName && types.type(protocolName) != nil {
                if let value = try staticMemberValue(typeName: protocolName, name: name, at: location, required: false) { return value }
            }
        }
        if required { throw Builtins.missingFoundationMember(name, of: typeName, isStatic: true, at: location) }
        return nil
    }

    /// A value of a standard-library type, whose protocols' extensions apply to the type
    /// (`extensionTypeNames(of:)`), or nil for another type.
    static func conformanceSample(of typeName: String) -> Value? {
        switch typeName {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": .int(0)
        case "Double", "Float", "CGFloat": .double(0)
        case "String": .string("")
        case "Bool": .bool(false)
        default: nil
        }
    }

    func superMember(_ name: String, in scope: Scope, at location: SourceLocation) throws -> Value {
        guard let selfBox = scope.lookup("self"), case .object(let id) = readWeak(selfBox.value),
              let owner = currentFrame?.initializing, let superclass = types.type(owner)?.superclass else {
            // `override class var kind: String { "dot (" + super.kind + ")" }`: the superclass's
            // class member. NB: it runs with the superclass as `Self`, where Swift passes the
            // subclass's metatype on.
            if let superclass = staticSuperclass(in: scope),
               let value = try staticMemberValue(typeName: superclass, name: name, at: location, required: false) {
                return value
            }
            throw RuntimeError.notSupported("'super' outside a subclass member", at: location)
        }
        return try memberValue(of: .object(id), name: name, startingAt: superclass, at: location)
    }

    /// The superclass of the class whose static (or `class`) member is running, if any.
    func staticSuperclass(in scope: Scope) -> String? {
        guard scope.lookup("self").map({ if case .object = readWeak($0.value) { false } else { true } }) ?? true,
              let owner = currentFrame?.staticType, let info = types.type(owner), info.kind == .class else { return nil }
        return info.superclass
    }
}

extension Interpreter {
    /// Where a stored property's initial value is evaluated: no `self`, but `Self` is the
    /// declaring type (`var title = Self.defaultTitle`).
    func propertyInitializerScope(_ typeName: String, generics: [String: String] = [:]) -> Scope {
        let scope = Scope(parent: globals)
        scope.declare(Self.selfTypeName, Box(.type(typeName), isLet: true))
        declareGenericArguments(generics, in: scope)
        return scope
    }

    /// The type whose static members a bare name can be: the static method or property being
    /// run, or the type whose stored property's default value is being evaluated
    /// (`@Published private var model = createGame()` calls `Self.createGame()`).
    func staticContextType(in scope: Scope) -> String? {
        // A default value is evaluated in the frame that constructs the value (the caller's).
        if scope.lookup("self") == nil, case .type(let name)? = scope.lookup(Self.selfTypeName)?.value { return name }
        // A class method called on a subclass (`Circle.make()` of Shape's `class func make()`):
        // its bare static names are the subclass's (`kind` as Circle overrides it), as Swift
        // dispatches a class member through the dynamic `Self`.
        if let declared = currentFrame?.staticType, let selfBox = scope.lookup("self"), case .type(let dynamic) = readWeak(selfBox.value),
           dynamic != declared, types.classChain(dynamic).contains(where: { $0.name == declared }) {
            return dynamic
        }
        return currentFrame?.staticType
    }

    /// The type of `self` where there is one (an instance member's `Self`).
    private func selfTypeName(in scope: Scope) -> String? {
        switch scope.lookup("self").map({ readWeak($0.value) }) {
        case .structValue(let value)?: return value.typeName
        case .enumValue(let value)?: return value.typeName
        case .object(let id)?: return heap.object(id)?.typeName
        default: return nil
        }
    }

    /// The scope name `Self` is bound under where there is no `self` (no Swift identifier can clash).
    static let selfTypeName = "Self"
}

extension Interpreter {
    /// The leading implicit member of an argument as written (`.region` of `.region(r)`), if any.
    func leadingImplicitMemberOfInput(_ input: ArgumentInput) -> String? {
        guard case .expression(let argument, _) = input else { return nil }
        return leadingImplicitMember(argument.value)
    }
}
