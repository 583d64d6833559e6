import VivariumSyntax

/// A user `OptionSet` (`struct Options: OptionSet { let rawValue: Int }`) is
/// `ExpressibleByArrayLiteral`: `[.badge, .sound]` where one is expected is the union of its
/// elements, `[]` the empty set (Apple, "OptionSet": "you can use an array literal to create an
/// option set"). Its members come from the bundled `SwiftOptionSet` module's extension.
extension Interpreter {
    /// The user struct conforming to `OptionSet` that `expected` names, if any.
    func userOptionSet(_ expected: TypeReference?) -> TypeInfo? {
        guard let name = expected.map(unwrapOptional)?.nominalName, let info = types.type(name), info.kind == .struct,
              types.memberChain(info.name).contains(where: { $0.name == "OptionSet" && $0.kind == .protocol }) else { return nil }
        return info
    }

    func optionSetLiteral(_ elements: [Expr], of info: TypeInfo, in scope: Scope, at location: SourceLocation) throws -> Value {
        var bits = 0
        for element in elements {
            let member = readWeak(try evaluate(element, in: scope, expected: .named(info.name, generics: [])))
            guard case .int(let raw) = try memberValue(of: member, name: "rawValue", at: element.location) else {
                throw RuntimeError.notSupported("an option set whose raw value is not an integer", at: element.location)
            }
            bits |= raw
        }
        let raw = ArgumentValue(label: "rawValue", value: .int(bits), location: location)
        return try constructStruct(info, inputs: [.value(raw)], at: location)
    }
}

/// `Self` in a protocol extension's parameter (`func union(_ other: Self) -> Self`) is the
/// receiver's type: the contextual type of an argument such as `.all`.
extension Interpreter {
    /// The type of `self` declared in the callee's own scope (a method's receiver), if any.
    func receiverTypeName(in scope: Scope) -> String? {
        guard let box = scope.variables["self"] else { return nil }
        let receiver = readWeak(box.value)
        if case .type(let name) = receiver { return name }
        return Describe.typeName(of: receiver, heap: heap)
    }
}

extension TypeReference {
    /// Whether the type is `Self`, `Self?` or `[Self]`.
    var namesSelf: Bool {
        switch self {
        case .named("Self", let generics): generics.isEmpty
        case .optional(let wrapped), .array(let wrapped): wrapped.namesSelf
        default: false
        }
    }

    /// The type with `Self` (as `namesSelf` finds it) replaced by `typeName`.
    func resolvingSelf(as typeName: String) -> TypeReference {
        switch self {
        case .named("Self", let generics) where generics.isEmpty: .named(typeName)
        case .optional(let wrapped): .optional(wrapped.resolvingSelf(as: typeName))
        case .array(let wrapped): .array(wrapped.resolvingSelf(as: typeName))
        default: self
        }
    }
}

extension Parameter {
    /// The parameter with `Self` in its type replaced by `typeName`.
    func resolvingSelf(as typeName: String) -> Parameter {
        var copy = self
        copy.type = type.resolvingSelf(as: typeName)
        return copy
    }
}
