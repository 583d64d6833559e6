import VivariumSyntax

/// Types whose values can never hold a reference: what a compiled body need not look at when
/// its frame ends (`CompiledBody.referenceSlots`) or pin while a statement runs.
extension Interpreter {
    /// The standard library's scalars (unless the program declares a type of the same name).
    private static let referenceFreeScalars: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Bool", "String", "Character", "Substring",
    ]

    /// Whether every value of `type` is free of references to objects and of closures: the
    /// scalars above, and arrays, dictionaries, optionals and tuples of such types, and user
    /// structs and enums (not generic) whose stored properties and associated values are
    /// declared with such types and have no property wrapper and no `lazy` initializer. Any
    /// other type — a class, a protocol, `Any`, a function, a generic parameter, something
    /// unknown — may hold references.
    func holdsNoReferences(_ type: TypeReference) -> Bool {
        var visiting: Set<String> = []
        return holdsNoReferences(type, visiting: &visiting)
    }

    private func holdsNoReferences(_ type: TypeReference, visiting: inout Set<String>) -> Bool {
        switch type {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped):
            return holdsNoReferences(wrapped, visiting: &visiting)
        case .dictionary(let key, let value):
            return holdsNoReferences(key, visiting: &visiting) && holdsNoReferences(value, visiting: &visiting)
        case .tuple(let elements, _):
            return elements.allSatisfy { holdsNoReferences($0, visiting: &visiting) }
        case .named(let name, let generics):
            guard let info = types.type(name) else {
                switch name {
                case "Array", "Set", "Optional":
                    return generics.count == 1 && holdsNoReferences(generics[0], visiting: &visiting)
                case "Dictionary":
                    return generics.count == 2 && generics.allSatisfy { holdsNoReferences($0, visiting: &visiting) }
                default:
                    return generics.isEmpty && Self.referenceFreeScalars.contains(name)
                }
            }
            return generics.isEmpty && userTypeHoldsNoReferences(info, visiting: &visiting)
        default:
            return false
        }
    }

    /// Whether a value of `type` is a plain number or flag (`Int`, `Double`, `Bool`, unless the
    /// program declares a type of the name): nothing Swift counts, so a slot may keep it.
    func isPlainScalar(_ type: TypeReference) -> Bool {
        guard case .named(let name, let generics) = type, generics.isEmpty, types.type(name) == nil else { return false }
        return name == "Int" || name == "Double" || name == "Bool"
    }

    private func userTypeHoldsNoReferences(_ info: TypeInfo, visiting: inout Set<String>) -> Bool {
        // A type met again inside itself (an `indirect` enum's case): not proven.
        guard info.declaration.genericParameters.isEmpty, visiting.insert(info.name).inserted else { return false }
        defer { visiting.remove(info.name) }
        switch info.kind {
        case .struct:
            return info.storedProperties.allSatisfy { property in
                guard property.wrapper == nil, property.attributes.isEmpty, !property.modifiers.contains(.lazy),
                      let type = property.type else { return false }
                return holdsNoReferences(type, visiting: &visiting)
            }
        case .enum:
            return info.enumCases.allSatisfy { enumCase in
                guard enumCase.associatedTypes.count == enumCase.associatedValues.count else { return false }
                return enumCase.associatedTypes.allSatisfy { holdsNoReferences($0, visiting: &visiting) }
            }
        default:
            return false
        }
    }
}
