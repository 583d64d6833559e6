import VivariumSyntax

/// Members a user declares in an extension of a standard-library type (`extension Int {
/// var isEven: Bool { … } }`): found before the playground's own builtin members.
extension Interpreter {
    /// The name a user extension of the value's standard-library type is registered under.
    func extensionTypeName(of value: Value) -> String? {
        switch value {
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        default: return nil
        }
    }

    /// A computed property of a user extension of the value's type, read with `self` the value.
    func builtinExtensionProperty(_ name: String, of value: Value, at location: SourceLocation) throws -> Value? {
        guard let typeName = extensionTypeName(of: value), types.extendedBuiltins.contains(typeName),
              let info = types.type(typeName), let property = info.computedProperties[name],
              let getter = property.getter else { return nil }
        return try runGetter(getter, of: property, self: value, typeName: typeName, builder: property.hasAttribute("ViewBuilder"),
                             name: "\(typeName).\(name)")
    }

    /// The overloads of a method of a user extension of the value's type.
    func builtinExtensionMethods(_ name: String, of value: Value) -> (TypeInfo, [FunctionDecl])? {
        guard let typeName = extensionTypeName(of: value), types.extendedBuiltins.contains(typeName),
              let info = types.type(typeName), let overloads = info.methods[name] else { return nil }
        return (info, overloads)
    }
}
