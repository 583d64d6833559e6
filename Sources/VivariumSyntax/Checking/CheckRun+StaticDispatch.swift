/// Members a protocol extension adds without the protocol requiring them, reached through a
/// receiver whose static type is the protocol: Swift calls the extension's implementation, not
/// one the value's own type declares (The Swift Programming Language, "Protocols", "Providing
/// Default Implementations": only a requirement is dispatched through the conformance). The
/// checker knows the receiver's static type; it records the binding for the interpreter
/// (`ResolvedMembers`), which knows only the value.
extension CheckRun {
    /// `g.wave()` or `g.title` with `g: any Greeter`, or `wave()` inside `extension Greeter`:
    /// when `name` is no requirement of `info` (a protocol) and an extension implements it (a
    /// method, or a computed property), the use at `location` (the member's name) is bound to
    /// that extension.
    func noteStaticMember(_ name: String, through info: TypeInfo, at location: SourceLocation) {
        guard let resolution, info.kind == .protocol, let (owner, isRequirement) = extensionImplementation(name, of: info) else { return }
        resolution.recordStaticMember(name, of: owner, isRequirement: isRequirement, at: location)
    }

    /// `g.wave()` where `g` is `any Greeter` (or `Greeter`), `some Greeter`, or a generic
    /// parameter constrained to `Greeter`.
    func noteStaticMember(_ name: String, receiverType: TypeReference?, at location: SourceLocation, _ context: Context) {
        guard resolution != nil else { return }
        let protocols: [String]
        switch receiverType {
        case .existential(let written)?, .opaque(let written)?: protocols = [written]
        case .named(let written, generics: [])?:
            protocols = context.genericConstraints[written] ?? (context.genericNames.contains(written) ? [] : [written])
        default: return
        }
        for protocolName in protocols {
            if let info = symbols.types[protocolName], info.kind == .protocol { noteStaticMember(name, through: info, at: location) }
        }
    }

    /// The element of `[any Greeter]` (`any Greeter`, a protocol whose members are known) or of
    /// `[T]` where `T: Greeter` (`T`); nil for any other sequence.
    func protocolElement(of sequence: TypeReference?, _ context: Context) -> TypeReference? {
        guard case .array(let element)? = sequence else { return nil }
        switch element {
        case .existential(let name), .named(let name, generics: []):
            if context.genericConstraints[name] != nil { return element }
            return closedExistential(.existential(name)) != nil ? .existential(name) : nil
        default:
            return nil
        }
    }

    /// `self.wave()` and `wave()` in a member of `extension Greeter`: `self` is some `Greeter`.
    func noteStaticSelfMember(_ name: String, at location: SourceLocation, _ context: Context) {
        guard resolution != nil, !context.isStatic, let typeName = context.typeName, let info = symbols.types[typeName] else { return }
        noteStaticMember(name, through: info, at: location)
    }

    /// The protocol (`info`, or one it refines) whose unconstrained extension implements `name`,
    /// when no protocol on the way requires it; nil when a constrained extension (`where Self:
    /// P`) implements it too (the conforming type decides), or when a refined protocol is one
    /// whose requirements are not known. A requirement is the requiring protocol's, when its own
    /// unconstrained extension gives the default (`isRequirement`); nil when none does.
    private func extensionImplementation(_ name: String, of info: TypeInfo) -> (owner: String, isRequirement: Bool)? {
        var owner: String?
        var queue = [info]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next.name).inserted else { continue }
            let added = next.members.dropFirst(next.bodyMembers.count)
            if next.bodyMembers.contains(where: { Self.memberName($0) == name }) {
                let defaults = added.filter { Self.memberName($0) == name && !Self.isStaticMember($0) }
                let constrained = defaults.contains { if case .function(let f) = $0 { !f.selfRequirements.isEmpty } else { false } }
                // A refining protocol's extension implemented it first: the conforming type decides.
                return defaults.isEmpty || constrained || owner != nil ? nil : (next.name, true)
            }
            let implementations = added.compactMap { member -> FunctionDecl? in
                if case .function(let f) = member, f.name == name, !f.isStatic { return f } else { return nil }
            }
            let properties = added.filter { if case .property(let p) = $0 { p.name == name && p.isComputed && !p.isStatic } else { false } }
            if implementations.contains(where: { !$0.selfRequirements.isEmpty }) { return nil }
            if owner == nil, !properties.isEmpty { owner = next.name }
            if owner == nil, !implementations.isEmpty { owner = next.name }
            for inherited in next.inherited {
                if let refined = symbols.types[inherited], refined.kind == .protocol {
                    queue.append(refined)
                } else if AppleNames.protocolMembers[inherited]?.contains(name) != false {
                    return nil
                }
            }
        }
        return owner.map { ($0, false) }
    }

    private static func isStaticMember(_ member: MemberDecl) -> Bool {
        switch member {
        case .function(let f): f.isStatic
        case .property(let p): p.isStatic
        default: false
        }
    }

    private static func memberName(_ member: MemberDecl) -> String? {
        switch member {
        case .function(let f): f.name
        case .property(let p): p.name
        default: nil
        }
    }
}
