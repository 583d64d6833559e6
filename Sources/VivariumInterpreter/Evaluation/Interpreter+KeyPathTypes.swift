import VivariumSyntax

/// The type of a key path literal, as `type(of:)` gives it: `\Contact.name` of a `var` is a
/// `WritableKeyPath<Contact, String>`, of a `let` (or a get-only computed property) a
/// `KeyPath<Contact, Int>`, and a settable property reached through a class a
/// `ReferenceWritableKeyPath<Account, Int>` (the standard library's key path classes). A key
/// path value here holds its components only, so the type is read from the literal.
extension Interpreter {
    private enum KeyPathKind { case readOnly, writable, referenceWritable }

    /// nil when a component is not a declared property with a written type.
    func keyPathTypeName(of expr: Expr) -> String? {
        guard case .keyPath(let root?, let components) = expr.kind, !components.isEmpty else { return nil }
        var owner = root
        var kind = KeyPathKind.writable
        var valueType: TypeReference?
        for name in components {
            guard let info = types.type(types.resolve(owner)), info.kind == .struct || info.kind == .class,
                  let property = info.storedProperty(name) ?? info.computedProperties[name], !property.isStatic,
                  let type = property.type ?? Self.literalType(of: property.initializer) else { return nil }
            let settable = property.getter == nil ? !property.isLet : property.setter != nil
            if info.kind == .class {
                kind = settable ? .referenceWritable : .readOnly
            } else if !settable {
                kind = .readOnly
            }
            valueType = type
            owner = type.nominalName ?? ""
        }
        guard let valueType else { return nil }
        let name = switch kind {
        case .readOnly: "KeyPath"
        case .writable: "WritableKeyPath"
        case .referenceWritable: "ReferenceWritableKeyPath"
        }
        return "\(name)<\(root), \(Describe.metatypeName(valueType.description))>"
    }

    /// `var owner = ""`: the type of a literal initial value.
    private static func literalType(of initializer: Expr?) -> TypeReference? {
        switch initializer?.kind {
        case .string?, .interpolation?: .named("String")
        case .integer?: .named("Int")
        case .float?: .named("Double")
        case .boolean?: .named("Bool")
        default: nil
        }
    }
}
