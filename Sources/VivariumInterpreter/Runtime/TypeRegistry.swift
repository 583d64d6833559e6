import VivariumSyntax

/// A user type with its extensions merged: what the interpreter looks members up in.
public final class TypeInfo {
    public let name: String
    public let kind: TypeKind
    public let declaration: TypeDecl
    public private(set) var superclass: String?
    /// The generic arguments its superclass is written with (`Int` of `class IntBox: Box<Int>`):
    /// what the superclass's parameters stand for in every instance of this class.
    public private(set) var superclassGenerics: [TypeReference] = []
    public private(set) var conformances: [String] = []
    public private(set) var storedProperties: [PropertyDecl] = []
    public private(set) var computedProperties: [String: PropertyDecl] = [:]
    public private(set) var methods: [String: [FunctionDecl]] = [:]
    public private(set) var staticMethods: [String: [FunctionDecl]] = [:]
    public private(set) var staticProperties: [PropertyDecl] = []
    /// Static members of a `where Self == X` extension of this protocol, with their `Self`.
    public private(set) var staticSelfTypes: [String: String] = [:]
    public private(set) var initializers: [InitializerDecl] = []
    public private(set) var deinitializer: DeinitializerDecl?
    public private(set) var enumCases: [EnumCaseDecl] = []
    /// The types declared inside it or one of its extensions, by their registered names.
    public private(set) var nestedTypeNames: [String] = []
    /// Values of `static` stored properties, created on first use.
    var staticStorage: [String: Box] = [:] { willSet { willChange() } }
    /// Its synthesized memberwise initializer, derived once per set of declarations.
    var memberwise: Interpreter.SynthesizedMemberwise? { willSet { willChange() } }
    /// Whether the host takes this type for a view, for the declarations and host it was asked
    /// with (see `Interpreter.isViewType(_:)`).
    var isViewType: (registrations: Int, host: ObjectIdentifier?, answer: Bool)? { willSet { willChange() } }
    /// Whether it is `@Observable` (its stored properties are tracked).
    public let isObservable: Bool
    /// `@_vivariumInternal("Subscribers.Sink")`: its objects are a bundled module's plumbing
    /// (see `HeapObject.isInternal`), shown in a reference cycle by the label.
    let isInternal: Bool
    let internalLabel: String?
    /// The stored properties a write sets and nothing else (`setProperty`'s fast path): no
    /// wrapper, no observer, not weak or unowned, not tracked by Observation.
    private(set) var plainStoredProperties: Set<String> = []
    /// A struct's stored properties declared as Sets (`var tags: Set<String>`, `var ids =
    /// Set<UUID>()`): its synthesized `==` compares them as Sets, whatever their order.
    private(set) var setStoredProperties: Set<String> = []
    /// The stored properties a struct's own `hash(into:)` combines, when it combines nothing
    /// else (`hasher.combine(id)`): its instances are Set members and dictionary keys by them
    /// alone, as the custom `==` beside it compares them (`Value.hashKey(for:)`). Nil when
    /// the hash is synthesized or does more than combine stored properties.
    private(set) var hashedProperties: [String]?
    /// An object's stored properties that take a default value without running code, when no
    /// default runs code (no wrapper, no initial value but a `lazy` one's): the optional `var`s,
    /// which start as nil (`initializeDefaults`' fast path); nil otherwise.
    private(set) var defaultNils: [String]?
    /// When it was registered, and when it last saved what a command may write of it (static
    /// storage, derived answers) for the undo log. A command that registers declarations and
    /// fails is rolled back by replaying the journal, so declarations need no record.
    private let birth = UndoLog.now
    private var saved = 0

    private func willChange() {
        guard let log = UndoLog.active, log.shouldSave(birth: birth, saved: &saved) else { return }
        let state = (staticStorage, memberwise, isViewType)
        log.record { [self] in (staticStorage, memberwise, isViewType) = state }
    }

    init(declaration: TypeDecl, isClassName: (String) -> Bool) {
        self.name = declaration.name
        self.kind = declaration.kind
        self.declaration = declaration
        isObservable = declaration.hasAttribute("Observable")
        let marker = declaration.attributes.first { $0.name == "_vivariumInternal" }
        isInternal = marker != nil
        if case .string(let label)? = marker?.arguments.first?.value.kind { internalLabel = label } else { internalLabel = nil }
        for (index, inherited) in declaration.inheritedTypes.enumerated() {
            // `class IntBox: Box<Int>`: the superclass is `Box`, its `T` is `Int`.
            let written = Interpreter.parsedTypeReference(inherited.name)
            if index == 0, declaration.kind == .class, case .named(let bare, let generics) = written,
               isClassName(generics.isEmpty ? inherited.name : bare) {
                superclass = generics.isEmpty ? inherited.name : bare
                superclassGenerics = generics
            } else {
                conformances.append(inherited.name)
            }
        }
        // A protocol's own members are requirements, not implementations: only its
        // extensions provide default implementations.
        add(members: declaration.kind == .protocol ? [] : declaration.members)
        deriveStorageFacts()
    }

    /// `plainStoredProperties` and `defaultNils`, from the stored properties as they are now.
    private func deriveStorageFacts() {
        plainStoredProperties = Set(storedProperties.lazy.filter { property in
            property.wrapper == nil && property.willSet == nil && property.didSet == nil
                && !property.modifiers.contains(.weak) && !property.modifiers.contains(.unowned) && !self.tracks(property)
        }.map(\.name))
        setStoredProperties = kind == .struct ? Set(storedProperties.lazy.filter(Self.isDeclaredSet).map(\.name)) : []
        hashedProperties = kind == .struct ? combinedProperties() : nil
        var nils: [String] = []
        for property in storedProperties {
            if property.wrapper != nil { defaultNils = nil; return }
            if property.modifiers.contains(.lazy) { continue }
            if property.initializer != nil { defaultNils = nil; return }
            if !property.isLet, property.type?.isOptional == true { nils.append(property.name) }
        }
        defaultNils = nils
    }

    /// `func hash(into hasher: inout Hasher) { hasher.combine(id) }`: the properties, in order.
    private func combinedProperties() -> [String]? {
        guard let hash = methods["hash"]?.first(where: { $0.parameters.map(\.label) == ["into"] }),
              let hasher = hash.parameters.first?.name, !hash.body.isEmpty else { return nil }
        let stored = Set(storedProperties.lazy.map(\.name))
        var combined: [String] = []
        for statement in hash.body {
            guard case .expression(let call) = statement.kind, case .call(let callee, let arguments) = call.kind,
                  case .member(let receiver, "combine") = callee.kind, case .identifier(hasher) = receiver.kind,
                  arguments.count == 1, arguments[0].label == nil else { return nil }
            switch arguments[0].value.kind {
            case .identifier(let name) where stored.contains(name): combined.append(name)
            case .member(let base, let name) where stored.contains(name):
                guard case .selfValue = base.kind else { return nil }
                combined.append(name)
            default: return nil
            }
        }
        return combined
    }

    private static func isDeclaredSet(_ property: PropertyDecl) -> Bool {
        if property.isStatic { return false }
        if case .named("Set", _)? = property.type { return true }
        guard property.type == nil, case .call(let callee, _)? = property.initializer?.kind,
              case .identifier(let name) = callee.kind else { return false }
        return name == "Set" || name.hasPrefix("Set<")
    }

    func addExtension(_ decl: ExtensionDecl) {
        conformances.append(contentsOf: decl.inheritedTypes.map(\.name))
        add(members: decl.members)
        deriveStorageFacts()
        if let selfType = decl.selfType {
            for case .property(let property) in decl.members where property.isStatic { staticSelfTypes[property.name] = selfType }
            for case .function(let function) in decl.members where function.isStatic { staticSelfTypes[function.name] = selfType }
        }
    }

    private func add(members: [MemberDecl]) {
        for member in members {
            switch member {
            case .property(let property):
                if property.isStatic {
                    staticProperties.append(property)
                } else if property.isComputed {
                    computedProperties[property.name] = property
                } else {
                    storedProperties.append(property)
                }
            case .function(let function):
                if function.isStatic {
                    staticMethods[function.name, default: []].append(function)
                } else {
                    methods[function.name, default: []].append(function)
                }
            case .initializer(let initializer):
                initializers.append(initializer)
            case .deinitializer(let deinitializer):
                self.deinitializer = deinitializer
            case .enumCase(let enumCase):
                enumCases.append(enumCase)
            case .type(let nested):
                nestedTypeNames.append(nested.name)
            case .typealias:
                break
            }
        }
    }

    public func storedProperty(_ name: String) -> PropertyDecl? {
        storedProperties.first { $0.name == name }
    }

    public func enumCase(_ name: String) -> EnumCaseDecl? {
        enumCases.first { $0.name == name }
    }

    /// Whether Observation tracks this stored property: the type is `@Observable` and the
    /// property is not `@ObservationIgnored`.
    public func tracks(_ property: PropertyDecl) -> Bool {
        isObservable && !property.hasAttribute("ObservationIgnored") && !property.isStatic
    }
    public func conforms(to name: String) -> Bool { conformances.contains(name) }
}

/// Every user type, function and type alias loaded into a graph.
public final class TypeRegistry {
    /// What its types' `isClass` refers to it by (see `Unretained`).
    private let link = Unretained<TypeRegistry>()
    deinit { link.clear() }
    public private(set) var types: [String: TypeInfo] = [:]
    public private(set) var functions: [String: [FunctionDecl]] = [:]
    /// Top-level computed variables, by name (`registerComputedGlobal`).
    public private(set) var computedGlobals: [String: PropertyDecl] = [:]
    public private(set) var typealiases: [String: TypeReference] = [:]
    /// Loaded type names in order (for completion and `help`).
    public private(set) var typeOrder: [String] = []
    /// The types that have static storage (a `static let` read once), in `typeOrder`: what a
    /// safe point scans, rather than every type of the program and its bundled modules.
    public private(set) var staticStorageTypes: [String] = []
    /// Counts declarations registered (types, extensions, functions, type aliases): what was
    /// derived from the declarations before is stale once it changed.
    public private(set) var registrations = 0
    /// The compound assignments (`+=`) some type declares as a `static func`: only for these
    /// does `a += b` look for the operand's own function (`Interpreter+UserOperators`).
    public private(set) var compoundOperators: Set<String> = []

    public init() { link.bind(self) }

    /// Which enums declare each case name, as of `registrations` (see `enumsDeclaring`).
    private var caseOwners: (registrations: Int, owners: [String: [String]])?

    /// The enums that declare a case named `name`, in `typeOrder`: what an implicit member
    /// without a contextual type (`.compact`) may be. Indexed once per set of declarations,
    /// not searched through every type (bundled modules included) at each such member.
    /// The types (and extended SDK types) whose declarations in the user's code, not a bundled
    /// module's, have a static property or method `name`; asked only when nothing else gives an
    /// implicit member its type.
    public func userTypesDeclaringStatic(_ name: String) -> [String] {
        (typeOrder + extendedBuiltins.sorted()).filter { typeName in
            guard let info = type(typeName) else { return false }
            let property = info.staticProperties.first { $0.name == name }
            let method = info.staticMethods[name]?.first
            guard let location = property?.location ?? method?.location else { return false }
            return !location.file.hasPrefix("<module ")
        }
    }

    public func enumsDeclaring(case name: String) -> [String] {
        if caseOwners?.registrations != registrations {
            var owners: [String: [String]] = [:]
            for typeName in typeOrder {
                guard let info = type(typeName) else { continue }
                for enumCase in info.enumCases where owners[enumCase.name]?.last != typeName {
                    owners[enumCase.name, default: []].append(typeName)
                }
            }
            caseOwners = (registrations, owners)
        }
        return caseOwners?.owners[name] ?? []
    }

    /// `name` now holds static storage.
    func noteStaticStorage(of name: String) {
        guard !staticStorageTypes.contains(name) else { return }
        let before = staticStorageTypes
        UndoLog.active?.record { [self] in staticStorageTypes = before }
        staticStorageTypes.append(name)
        let order = Dictionary(typeOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        staticStorageTypes.sort { (order[$0] ?? .max) < (order[$1] ?? .max) }
    }

    private func noteCompoundOperators(_ members: [MemberDecl]) {
        for case .function(let function) in members where function.isStatic && ["+=", "-=", "*=", "/="].contains(function.name) {
            compoundOperators.insert(function.name)
        }
    }

    func register(_ decl: TypeDecl) {
        registrations += 1
        let link = self.link
        let info = TypeInfo(declaration: decl) { name in
            link.target?.types[name]?.kind == .class || name == "NSObject"
        }
        if types[decl.name] == nil { typeOrder.append(decl.name) }
        types[decl.name] = info
        noteCompoundOperators(decl.members)
        genericParameterNames.formUnion(decl.genericParameters)
        for case .type(let nested) in decl.members {
            register(nested)
            enclosingTypes[nested.name] = decl.name
        }
    }

    /// The type each nested type is declared in (`Kind` in `Card`), by its last name.
    public private(set) var enclosingTypes: [String: String] = [:]

    /// A type's name with the types it is nested in, as Swift's reflection names it
    /// (`Card.Kind`); a name already written so, or not nested, as it is.
    public func qualifiedName(_ name: String) -> String {
        guard !name.contains(".") else { return name }
        var parts = [name]
        var seen: Set<String> = [name]
        while let outer = enclosingTypes[parts[0]], seen.insert(outer).inserted { parts.insert(outer, at: 0) }
        return parts.joined(separator: ".")
    }

    func register(_ decl: ExtensionDecl) {
        registrations += 1
        let name = resolve(decl.extendedType)
        if types[name] == nil {
            // An extension of a type the runtime provides (`EnvironmentValues`, `View`): its
            // members are found through a stub of that name.
            let stub = TypeDecl(kind: .struct, name: name, inheritedTypes: [], attributes: [], members: [],
                                location: decl.location, nameLocation: decl.location)
            types[name] = TypeInfo(declaration: stub) { _ in false }
            extendedBuiltins.insert(name)
        }
        types[name]?.addExtension(decl)
        noteCompoundOperators(decl.members)
        // `extension LabelStyle where Self == Trailing`: `Trailing.member` is one too.
        if let selfType = decl.selfType.map(resolve), selfType != name, let concrete = types[selfType] {
            var members = decl
            members.inheritedTypes = []
            concrete.addExtension(members)
        }
        // `extension Scrum { struct Attendee … }`: a nested type declared in an extension is a
        // type like one declared in the body (kept by its last name, as nested types go).
        for case .type(let nested) in decl.members {
            register(nested)
            enclosingTypes[nested.name] = name
        }
    }

    /// Every name a registered type declares as a generic parameter (`T` of `Box<T>`): what a
    /// name must be before an instance's generic arguments are asked about it.
    public private(set) var genericParameterNames: Set<String> = []

    /// Runtime-provided types that user extensions added members to.
    public private(set) var extendedBuiltins: Set<String> = []

    /// A function with the same name, labels and types as one registered before (an earlier
    /// input's: the checker refuses two in one input) replaces it, as a redeclared type does.
    func register(_ decl: FunctionDecl) {
        registrations += 1
        if let existing = functions[decl.name], !Preview.isPreviewFunction(decl) {
            let key = decl.redeclarationKey
            functions[decl.name] = existing.filter { $0.redeclarationKey != key }
        }
        functions[decl.name, default: []].append(decl)
    }

    /// A top-level computed variable (`var body: some View { … }` pasted without its view): its
    /// getter runs at each read, as Swift's does; a stored variable of the name declared before is
    /// replaced by it.
    func registerComputedGlobal(_ decl: PropertyDecl) {
        registrations += 1
        computedGlobals[decl.name] = decl
    }

    func register(_ decl: TypealiasDecl) {
        registrations += 1
        typealiases[decl.name] = decl.type
    }

    /// The standard library's and Foundation's type aliases of a runtime type: an
    /// `extension TimeInterval` adds members to every Double, as in Swift, and
    /// `extension DefaultStringInterpolation` to the interpolation every string literal builds.
    static let builtinAliases: [String: String] = [
        "TimeInterval": "Double", "Float64": "Double", "DefaultStringInterpolation": "String.StringInterpolation",
    ]

    /// Resolves a type alias to the name it stands for.
    public func resolve(_ name: String) -> String {
        if typealiases.isEmpty { return Self.builtinAliases[name] ?? name }
        var current = name
        var seen: Set<String> = []
        while let alias = typealiases[current], let target = alias.nominalName, seen.insert(current).inserted {
            current = target
        }
        return typealiases[current] == nil ? Self.builtinAliases[current] ?? current : current
    }

    /// The type `name` names; `Box<Int>` (a generic type's metatype as written) names `Box`.
    public func type(_ name: String) -> TypeInfo? {
        if let info = types[resolve(name)] { return info }
        guard name.last == ">", let open = name.firstIndex(of: "<") else { return nil }
        return types[resolve(String(name[..<open]))]
    }

    /// Whether a parameter of `type` takes a trailing closure: a function type, optional or
    /// not, also through a type alias (`typealias Completion = (Result<Data, Error>) -> Void`).
    public func acceptsTrailingClosure(_ type: TypeReference) -> Bool {
        var current = type
        for _ in 0..<8 {
            if current.acceptsTrailingClosure { return true }
            let named: TypeReference = if case .optional(let wrapped) = current { wrapped } else { current }
            // `Completion<Profile>` of `typealias Completion<T> = (Result<T, E>) -> Void`: a function type too.
            guard case .named(let name, _) = named, let alias = typealiases[name] ?? memberTypealias(name) else { return false }
            current = named == current ? alias : .optional(alias)
        }
        return false
    }

    /// What a type alias declared inside types (`struct Author { typealias ID = Tagged<Author, Int> }`)
    /// names, when every type declaring one of that name has it name the same type
    /// (`Book.ID` may be `Tagged<Book, Int>`: both are `Tagged`); nil otherwise.
    public func memberTypealiasNominal(_ name: String) -> TypeReference? {
        memberAliases.answer(name, as: registrations) { uncachedMemberTypealiasNominal(name) }
    }

    private var memberAliases = DeclarationAnswers<TypeReference?>()

    private func uncachedMemberTypealiasNominal(_ name: String) -> TypeReference? {
        var found: TypeReference?
        for typeName in typeOrder {
            guard let info = types[typeName] else { continue }
            for case .typealias(let alias) in info.declaration.members where alias.name == name {
                guard found == nil || found?.nominalName == alias.type.nominalName else { return nil }
                found = found ?? alias.type
            }
        }
        return found
    }

    /// The parameter types of a function type, also through optionals and type aliases
    /// (`Completion<Profile>` for `typealias Completion<T> = (Result<T, E>) -> Void`: its
    /// parameters as the alias writes them).
    public func functionParameterTypes(_ type: TypeReference) -> [TypeReference]? {
        var current = type
        for _ in 0..<8 {
            switch current {
            case .function(let parameters, _, _, _):
                // `(inout State, Action) -> Void`: an argument's context is the parameter's type.
                return parameters.map { if case .inoutParameter(let base) = $0 { base } else { $0 } }
            case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): current = wrapped
            case .named(let name, _):
                guard let alias = typealiases[name] ?? memberTypealias(name) else { return nil }
                current = alias
            default: return nil
            }
        }
        return nil
    }

    /// A type alias declared inside a type (`class Service { typealias Completion = … }`), by its
    /// last name as nested types go: asked only where a trailing closure meets a named type.
    private func memberTypealias(_ name: String) -> TypeReference? {
        for typeName in typeOrder {
            guard let info = types[typeName] else { continue }
            for case .typealias(let alias) in info.declaration.members where alias.name == name { return alias.type }
        }
        return nil
    }

    /// The class chain of `name` followed by the protocols it (or a superclass) conforms to,
    /// directly or through protocol inheritance: where members from protocol extensions
    /// (`extension Publisher { func map… }`) are found, after the type's own.
    public func memberChain(_ name: String) -> [TypeInfo] {
        memberChains.answer(name, as: registrations) { uncachedMemberChain(name) }
    }

    private var memberChains = DeclarationAnswers<[TypeInfo]>()

    /// Whether a type of `typeName`'s member chain declares `name` as a stored or computed
    /// property (`$name`/`_name` of a wrapped one included), and as a method. Asked for each
    /// unqualified call inside a method or body (`Row(index: $0)` in a ForEach row is not a
    /// member of the view): derived from the declarations, kept until the next registration.
    func declaredMember(_ name: String, of typeName: String) -> (storedOrComputed: Bool, method: Bool) {
        if declaredMembers.registrations != registrations { declaredMembers = (registrations, [:]) }
        if let known = declaredMembers.answers[typeName]?[name] { return known }
        let chain = memberChain(typeName)
        let base = name.hasPrefix("$") || name.hasPrefix("_") ? String(name.dropFirst()) : name
        let answer = (storedOrComputed: chain.contains {
                          $0.storedProperty(name) != nil || $0.computedProperties[name] != nil
                              || ($0.storedProperty(base)?.wrapper != nil && base != name)
                      },
                      method: chain.contains { $0.methods[name] != nil })
        declaredMembers.answers[typeName, default: [:]][name] = answer
        return answer
    }

    private var declaredMembers: (registrations: Int, answers: [String: [String: (storedOrComputed: Bool, method: Bool)]]) = (0, [:])

    private func uncachedMemberChain(_ name: String) -> [TypeInfo] {
        var chain = classChain(name)
        var index = 0
        while index < chain.count {
            for conformance in chain[index].conformances {
                guard let info = type(conformance), info.kind == .protocol || extendedBuiltins.contains(info.name),
                      !chain.contains(where: { $0 === info }) else { continue }
                chain.append(info)
            }
            index += 1
        }
        return chain
    }

    /// The chain `Sub, Super, SuperSuper…` for a class.
    public func classChain(_ name: String) -> [TypeInfo] {
        // Every property write and object construction asks.
        classChains.answer(name, as: registrations) { uncachedClassChain(name) }
    }

    private var classChains = DeclarationAnswers<[TypeInfo]>()

    private func uncachedClassChain(_ name: String) -> [TypeInfo] {
        var chain: [TypeInfo] = []
        var current = type(name)
        while let info = current, !chain.contains(where: { $0 === info }) {
            chain.append(info)
            current = info.superclass.flatMap { type($0) }
        }
        return chain
    }
}

/// Answers derived from the declarations only, by name: kept until the next declaration is
/// registered (`TypeRegistry.registrations` only grows: a failed command that registered
/// something is undone by replaying the journal).
struct DeclarationAnswers<Answer> {
    private var registrations = -1
    private var answers: [String: Answer] = [:]

    mutating func answer(_ name: String, as registrations: Int, _ derive: () -> Answer) -> Answer {
        if self.registrations != registrations {
            self.registrations = registrations
            answers = [:]
        }
        if let known = answers[name] { return known }
        let answer = derive()
        answers[name] = answer
        return answer
    }
}
