/// A type as written in source. Vivarium's subset is dynamically typed at run time;
/// type references drive initializer synthesis, property-wrapper recognition and checking.
public indirect enum TypeReference: Hashable, Sendable, CustomStringConvertible {
    /// `Int`, `CounterViewModel`, `Factory<T>` (generic arguments kept for display).
    case named(String, generics: [TypeReference])
    /// A dotted type `Foo.Bar` (kept as the last component for lookup, full text for display).
    case member(TypeReference, String)
    case optional(TypeReference)
    case implicitlyUnwrapped(TypeReference)
    case array(TypeReference)
    case dictionary(key: TypeReference, value: TypeReference)
    /// `(Int, String)`, `(min: Int, max: Int)`: each element's label, or nil.
    case tuple([TypeReference], labels: [String?])
    /// `(A, B) -> R`, with `async`/`throws` flags; attributes are on the parameter.
    case function(parameters: [TypeReference], result: TypeReference, isAsync: Bool, isThrowing: Bool)
    /// `some View`, `any P`.
    case opaque(String)
    case existential(String)
    /// `T.Type`
    case metatype(TypeReference)

    public static func named(_ name: String) -> TypeReference { .named(name, generics: []) }

    /// The outermost nominal name, e.g. `Int` for `Int`, `Optional` stripped to the wrapped name.
    public var nominalName: String? {
        switch self {
        case .named(let name, _): return name
        case .member(_, let name): return name
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return wrapped.nominalName
        default: return nil
        }
    }

    public var isOptional: Bool {
        switch self {
        case .optional, .implicitlyUnwrapped: return true
        default: return false
        }
    }

    public var isFunction: Bool {
        if case .function = self { return true }
        return false
    }

    /// A parameter an unlabeled trailing closure can go to: a function type, or an optional
    /// one (`var onDelete: ((Item) -> Void)? = nil`; SE-0286's forward scan).
    public var acceptsTrailingClosure: Bool {
        if case .optional(let wrapped) = self { return wrapped.isFunction }
        return isFunction
    }

    public var description: String {
        switch self {
        case .named(let name, let generics):
            return generics.isEmpty ? name : "\(name)<\(generics.map(\.description).joined(separator: ", "))>"
        case .member(let base, let name): return "\(base).\(name)"
        case .optional(let wrapped): return wrapped.isFunction ? "(\(wrapped))?" : "\(wrapped)?"
        case .implicitlyUnwrapped(let wrapped): return "\(wrapped)!"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .tuple(let elements, let labels):
            let parts = elements.enumerated().map { index, element in
                (index < labels.count ? labels[index] : nil).map { "\($0): \(element)" } ?? element.description
            }
            return "(\(parts.joined(separator: ", ")))"
        case .function(let parameters, let result, let isAsync, let isThrowing):
            var text = "(\(parameters.map(\.description).joined(separator: ", ")))"
            if isAsync { text += " async" }
            if isThrowing { text += " throws" }
            return text + " -> \(result)"
        case .opaque(let name): return "some \(name)"
        case .existential(let name): return "any \(name)"
        case .metatype(let base): return "\(base).Type"
        }
    }
}
