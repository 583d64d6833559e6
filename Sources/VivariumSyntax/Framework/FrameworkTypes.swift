/// The framework types the playground knows by signature, for the checker's contextual types
/// and the interpreter's implicit member expressions. Add a type by adding a table (one per
/// type) to one of the lists below; add a member by adding a line to its table.
public enum FrameworkTypes {
    /// Every table by its type name (`Color`, `Font.Design`, `View` for modifiers).
    public static let table: [String: FrameworkType] = {
        var result: [String: FrameworkType] = [:]
        for type in swiftUITypes + swiftUIEnums + swiftUIStyles + swiftUIControls + standardTypes + foundationTypes + accessibilityTypes
            + liquidGlassTypes {
            if var existing = result[type.name] {
                existing.staticMembers.merge(type.staticMembers) { $0 + $1 }
                existing.members.merge(type.members) { $0 + $1 }
                existing.implicitMemberTypes += type.implicitMemberTypes
                result[type.name] = existing
            } else {
                result[type.name] = type
            }
        }
        return result
    }()

    public static func type(_ name: String) -> FrameworkType? { table[name] }

    /// Free functions whose arguments take their type from context (`withAnimation(.spring())`),
    /// as static members of a nameless table.
    public static let functions = FrameworkType("", complete: false, [
        "static withAnimation(_: Animation? = _, _: _) -> _",
        "static withAnimation(_: Animation? = _, completionCriteria: AnimationCompletionCriteria = _, _: _, completion: _) -> _",
        "static withTransaction(_: _, _: _) -> _",
        "static print(_: Any, separator: String = _, terminator: String = _) -> Void",
        "static debugPrint(_: Any, separator: String = _, terminator: String = _) -> Void",
    ])

    /// The top-level type names whose values the tables describe (`Color`, `Animation`), usable
    /// in source. A table that lists only initializers (`RoundedRectangle`) gives contexts to
    /// their arguments without making the type itself known.
    public static let typeNames: Set<String> = Set(table.filter { name, type in
        !name.contains(".") && type.staticMembers.keys.contains { $0 != "init" }
    }.keys)

    /// `Font.Design` as a type reference.
    public static func typeReference(_ name: String) -> TypeReference { FrameworkSignature.parseType(name) }

    /// Where `contextual` is expected, the type whose static member `.name` is: the type itself,
    /// or for a protocol the first conforming type that has it (`.red` where a `ShapeStyle` is
    /// expected is `Color.red`).
    public static func implicitMemberOwner(_ name: String, contextual: String) -> (owner: String, members: [FrameworkMember])? {
        guard let type = table[contextual] else { return nil }
        if let members = type.staticMembers[name] { return (contextual, members) }
        for conforming in type.implicitMemberTypes {
            if let members = table[conforming]?.staticMembers[name] { return (conforming, members) }
        }
        return nil
    }

    /// The parameters a modifier, method or initializer can take, one list per overload:
    /// `receiver` is the type name of the value (`Text`, `Color`) or, for an initializer,
    /// the type being built with `member == "init"`. View modifiers are members of `View`.
    public static func overloads(of member: String, on receiver: String, isView: Bool) -> [FrameworkMember] {
        if member == "init" { return table[receiver]?.staticMembers["init"] ?? [] }
        var result = table[receiver]?.members[member] ?? table[receiver]?.staticMembers[member] ?? []
        if isView { result += table["View"]?.members[member] ?? [] }
        return result
    }

    /// The contextual type of the argument at `index` with `label`, among `overloads`, given
    /// every argument's label; `implicitMember` (the argument's leading `.name`, if any)
    /// chooses among overloads whose parameter types differ.
    public static func parameterType(_ overloads: [FrameworkMember], labels: [String?], index: Int,
                                     implicitMember: String?) -> TypeReference? {
        var candidates: [TypeReference] = []
        for member in overloads where member.accepts(labels: labels) {
            guard let parameter = parameter(of: member, labels: labels, index: index), let type = parameter.type else { continue }
            candidates.append(type)
        }
        if candidates.isEmpty {
            // Labels this table does not list (a label closure, an overload not modelled):
            // any overload's parameter with that label still gives the context.
            for member in overloads {
                guard let parameters = member.parameters else { continue }
                let sameLabel = parameters.filter { $0.label == labels[index] }
                if sameLabel.count == 1, let type = sameLabel[0].type { candidates.append(type) }
            }
        }
        guard let implicitMember else { return candidates.first }
        return candidates.first { type in
            type.frameworkName.map { implicitMemberOwner(implicitMember, contextual: $0) != nil } ?? false
        } ?? candidates.first
    }

    private static func parameter(of member: FrameworkMember, labels: [String?], index: Int) -> FrameworkParameter? {
        guard let parameters = member.parameters else { return nil }
        var next = 0
        for parameter in parameters {
            if next < labels.count, labels[next] == parameter.label {
                if next == index { return parameter }
                next += 1
            }
        }
        return nil
    }
}
