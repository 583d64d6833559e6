extension CheckRun {
    static let rawValueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "String", "Character", "Double", "Float",
    ]

    /// Whether `name` names a user type (and is not shadowed by a generic parameter).
    func userType(_ name: String, _ context: Context) -> TypeInfo? {
        if context.genericNames.contains(name) { return nil }
        if let typeName = context.typeName, let info = symbols.types[typeName],
           info.decl.genericParameters.contains(name) { return nil }
        return symbols.types[name]
    }

    /// The superclass of a user class, when it is a user class.
    func superclass(of info: TypeInfo) -> TypeInfo? {
        guard info.kind == .class, let first = info.decl.inheritedTypes.first else { return nil }
        let name = TypeInfo.bareName(first.name)
        if let superInfo = symbols.types[name], superInfo.kind == .class { return superInfo }
        return nil
    }

    /// Whether the members of `info` cannot all be known: it inherits from a class or
    /// conforms to a protocol the checker knows nothing about (protocol extensions of the
    /// SDK add members), or it is a protocol.
    func isOpen(_ info: TypeInfo, visited: Set<String> = []) -> Bool {
        if visited.contains(info.name) { return false }
        if info.kind == .protocol { return true }
        // `@dynamicMemberLookup`: any member name may reach its `subscript(dynamicMember:)`.
        if info.decl.hasAttribute("dynamicMemberLookup") { return true }
        let seen = visited.union([info.name])
        for name in info.inherited {
            if let other = symbols.types[name] {
                if other.kind == .protocol {
                    // A user protocol: its own inherited protocols may be foreign.
                    for inheritedName in other.inherited where !isKnownClosedName(inheritedName, seen) { return true }
                } else if isOpen(other, visited: seen) {
                    return true
                }
                continue
            }
            if !isKnownClosedName(name, seen) { return true }
        }
        return false
    }

    /// A user protocol used as a type (`let service: PhotoService`, `any Store`) whose members
    /// the checker knows all of: its requirements, its extensions' members, those of the
    /// protocols it refines (user protocols closed in turn, or standard ones the checker lists;
    /// not `View`, whose modifiers it does not all know). swiftc names it `any PhotoService`.
    /// Not inside the protocol or its extensions, where `self` is the conforming type.
    func closedExistential(_ type: TypeReference?, in context: Context) -> TypeInfo? {
        guard let info = closedExistential(type), info.name != context.typeName else { return nil }
        return info
    }

    func closedExistential(_ type: TypeReference?, visited: Set<String> = []) -> TypeInfo? {
        let name: String
        switch type {
        case .named(let written, generics: [])?: name = written
        case .existential(let written)?: name = written
        default: return nil
        }
        guard !visited.contains(name), let info = symbols.types[name], info.kind == .protocol,
              !info.decl.hasAttribute("dynamicMemberLookup") else { return nil }
        let seen = visited.union([name])
        let refinesOnlyKnown = info.inherited.allSatisfy { inherited in
            if symbols.types[inherited] != nil { return closedExistential(.named(inherited), visited: seen) != nil }
            return AppleNames.protocolMembers[inherited] != nil
        }
        return refinesOnlyKnown ? info : nil
    }

    private func isKnownClosedName(_ name: String, _ visited: Set<String>) -> Bool {
        if let other = symbols.types[name] { return !isOpen(other, visited: visited) }
        return name == "View" || AppleNames.protocolMembers[name] != nil || Self.rawValueTypes.contains(name)
    }

    /// Every member name of `info` reachable with `self.` or through its type.
    func memberNames(_ info: TypeInfo, visited: Set<String> = []) -> Set<String> {
        if visited.contains(info.name) { return [] }
        let seen = visited.union([info.name])
        var names: Set<String> = ["self", "init", "Type", "Protocol"]
        let observable = info.decl.hasAttribute("Observable")
        for member in info.members {
            switch member {
            case .property(let property):
                names.insert(property.name)
                if property.wrapper != nil {
                    names.insert("_" + property.name)
                    names.insert("$" + property.name)
                }
                if observable { names.insert("_" + property.name) }
            case .function(let function): names.insert(function.name)
            case .enumCase(let enumCase): names.insert(enumCase.name)
            case .type(let nested): names.insert(nested.name.split(separator: ".").last.map(String.init) ?? nested.name)  // `Order.Status`: see NestedNames
            case .typealias(let alias): names.insert(alias.name)
            case .initializer, .deinitializer: break
            }
        }
        if observable { names.formUnion(["_$observationRegistrar", "access", "withMutation"]) }
        if info.kind == .enum {
            if info.inherited.contains(where: Self.rawValueTypes.contains) { names.insert("rawValue") }
            // An enum without associated values is Equatable and Hashable by itself (The Swift
            // Programming Language, "Enumerations"; `var id: Int { hashValue }`).
            let cases = info.members.compactMap { if case .enumCase(let c) = $0 { c } else { nil } }
            if cases.allSatisfy({ $0.associatedValues.isEmpty }) { names.formUnion(["hashValue", "hash"]) }
        }
        if let superInfo = superclass(of: info) { names.formUnion(memberNames(superInfo, visited: seen)) }
        for name in info.inherited {
            if let other = symbols.types[name], other.kind == .protocol {
                names.formUnion(memberNames(other, visited: seen))
            }
            if name == "View" { names.formUnion(AppleNames.viewMembers.union(environment.viewModifierNames)) }
            names.formUnion(AppleNames.protocolMembers[name] ?? [])
            for member in symbols.foreignExtensionMembers[name] ?? [] {
                switch member {
                case .property(let p): names.insert(p.name)
                case .function(let f): names.insert(f.name)
                default: break
                }
            }
        }
        return names
    }

    /// The type of a property as read (the wrapped value for a wrapper), when written or
    /// evident from its initial value.
    func valueType(of property: PropertyDecl) -> TypeReference? {
        if let type = property.type { return type }
        if property.isBoundByPattern { return nil }
        if let initializer = property.initializer { return literalOrConstructedType(initializer) }
        return nil
    }

    /// `1` → Int, `"a"` → String, `T(...)` for a user type `T` → T; `T.shared`, `T.preview()`,
    /// `T.idle` (a user type's static property, static function, enum case) → their type.
    func literalOrConstructedType(_ expr: Expr, depth: Int = 0) -> TypeReference? {
        switch expr.kind {
        case .integer: return .named("Int")
        case .float: return .named("Double")
        case .string, .interpolation: return .named("String")
        case .boolean: return .named("Bool")
        case .array(let elements):
            // `[Item(id: 1, title: "a")]`: an array of a user type, when every element builds one.
            if let first = elements.first, case .named(let name, generics: [])? = literalOrConstructedType(first, depth: depth + 1),
               symbols.types[name] != nil,
               elements.dropFirst().allSatisfy({ literalOrConstructedType($0, depth: depth + 1) == .named(name) }) {
                return .array(.named(name))
            }
            // `["Mon", "Tue"]`, `[1, 2, 3]`: an array of Strings, of Ints.
            if !elements.isEmpty, elements.allSatisfy({ if case .string = $0.kind { true } else { false } }) { return .array(.named("String")) }
            if !elements.isEmpty, elements.allSatisfy({ if case .integer = $0.kind { true } else { false } }) { return .array(.named("Int")) }
            // `["1", nil, "3"]`: an array of `String?` (of `Int?` with integers).
            if elements.contains(where: { if case .nil = $0.kind { true } else { false } }) {
                let kinds = Set(elements.compactMap { element -> String? in
                    switch element.kind {
                    case .string: "String"
                    case .integer: "Int"
                    case .nil: nil
                    default: "?"
                    }
                })
                if kinds.count == 1, let only = kinds.first, only != "?" { return .array(.optional(.named(only))) }
            }
            return .named("Array")
        case .dictionary: return .named("Dictionary")
        case .call(let callee, let arguments):
            if case .identifier(let name) = callee.kind, let info = symbols.types[name],
               info.kind != .protocol, !info.allInitializers.contains(where: \.isFailable) {
                // `Priority(rawValue: "low")`: a raw-value enum's synthesized `init?(rawValue:)`.
                if info.kind == .enum, arguments.map(\.label) == ["rawValue"],
                   info.inherited.contains(where: Self.rawValueTypes.contains) {
                    return .optional(.named(name))
                }
                return .named(name)
            }
            if case .identifier(let name) = callee.kind, let info = symbols.types[name], info.kind != .protocol {
                // `Data(base64Encoded: text)` of a type with failable and other initializers: the
                // one initializer its labels name says whether the value is optional.
                let labels = arguments.map(\.label)
                let named = info.allInitializers.filter { $0.parameters.map(\.label) == labels }
                if named.count == 1 { return named[0].isFailable ? .optional(.named(name)) : .named(name) }
            }
            if case .member(let base, let name) = callee.kind, let type = staticMemberType(base, name, isCall: true, depth: depth) {
                return type
            }
            if case .identifier(let name) = callee.kind,
               let type = foundationInitializerType(name, firstLabel: arguments.first?.label) {
                return type  // `URL(string: "…")`, `Date()`
            }
            return evidentFrameworkType(expr)
        case .member(let base, let name):
            if case .identifier(let typeName) = base.kind, let type = foundationSelfTypedStatic(typeName, name) {
                return type  // `URL.documentsDirectory`, `Calendar.current`
            }
            if let type = narrowIntegerStatic(base, name) { return type }  // `Int32.max`
            return staticMemberType(base, name, isCall: false, depth: depth) ?? evidentFrameworkType(expr)
        case .forceUnwrap(let wrapped):
            guard case .optional(let type)? = literalOrConstructedType(wrapped, depth: depth + 1) else { return nil }
            return type
        default: return nil
        }
    }

    /// `Store.shared` (a static property with a declared type or an evident initial value),
    /// `Store.preview()` (static functions of that name all returning one plain type, `Self`
    /// being the type), `LoadState.idle` and `LoadState.loaded(…)` (an enum's cases) of a user type.
    func staticMemberType(_ base: Expr, _ name: String, isCall: Bool, depth: Int) -> TypeReference? {
        guard depth < 8, case .identifier(let typeName) = base.kind, let info = symbols.types[typeName],
              info.decl.genericParameters.isEmpty else { return nil }
        if info.kind == .enum, info.members.contains(where: { if case .enumCase(let c) = $0 { c.name == name } else { false } }) {
            return .named(typeName)
        }
        // `Filter.allCases` of a `CaseIterable` enum that declares no `allCases` of its own.
        if !isCall, name == "allCases", info.kind == .enum, info.inherited.contains("CaseIterable"),
           info.property("allCases") == nil {
            return .array(.named(typeName))
        }
        if isCall {
            let statics = info.methods(name).filter { $0.isStatic && $0.genericParameters.isEmpty }
            guard let result = statics.first?.returnType, statics.allSatisfy({ $0.returnType == result }) else { return nil }
            return plainType(result, selfType: typeName)
        }
        guard let property = info.properties.first(where: { $0.isStatic && $0.name == name }) else { return nil }
        if let type = property.type { return plainType(type, selfType: typeName) }
        return property.initializer.flatMap { literalOrConstructedType($0, depth: depth + 1) }
    }

    /// `Store`, `Store?`, `[Item]`, `Int` as written; `Self` as `selfType`; nil for what names a
    /// type the checker cannot take as is (generic arguments, opaque and function types).
    private func plainType(_ type: TypeReference, selfType: String) -> TypeReference? {
        switch type {
        case .named("Self", generics: []): return .named(selfType)
        case .named(_, generics: []): return type
        case .optional(let wrapped): return plainType(wrapped, selfType: selfType).map { .optional($0) }
        case .array(let element): return plainType(element, selfType: selfType).map { .array($0) }
        default: return nil
        }
    }

    /// The user type named by a static type, if it is exactly one (not optional, not generic-unknown).
    func userTypeInfo(_ type: TypeReference?, _ context: Context) -> TypeInfo? {
        guard case .named(let name, _)? = type else { return nil }
        let info = userType(name, context)
        if let info { uses?.insert(info.name) }
        return info
    }
}
