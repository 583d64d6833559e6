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
    /// `inout T`, a parameter of a function type (`(inout State, Action) -> Void`): a closure of
    /// that type may assign to its parameter (The Swift Programming Language, "In-Out
    /// Parameters"; the type is only ever a function type's parameter).
    case inoutParameter(TypeReference)

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
        case .inoutParameter(let base): return "inout \(base)"
        }
    }
}

extension TypeReference {
    /// What the generic parameter `name` stands for when this declared type, which mentions it,
    /// is `actual` (The Swift Programming Language, "Generics": type parameters are inferred
    /// from the types they meet): `T` in `T` is the whole type, in `[T]` the element, in `T?`
    /// the wrapped type, in `Box<T>` the argument; an optional actual type gives its wrapped
    /// type to a pattern that is not optional.
    public func binding(of name: String, matching actual: TypeReference) -> TypeReference? {
        switch (self, actual) {
        case (.named(name, generics: []), _): return actual
        case (.array(let element), .array(let actualElement)): return element.binding(of: name, matching: actualElement)
        case (.optional(let wrapped), .optional(let actualWrapped)), (.implicitlyUnwrapped(let wrapped), .optional(let actualWrapped)):
            return wrapped.binding(of: name, matching: actualWrapped)
        case (.optional(let wrapped), _): return wrapped.binding(of: name, matching: actual)
        case (_, .optional(let actualWrapped)): return binding(of: name, matching: actualWrapped)
        case (.dictionary(let key, let value), .dictionary(let actualKey, let actualValue)):
            return key.binding(of: name, matching: actualKey) ?? value.binding(of: name, matching: actualValue)
        case (.named(let base, let generics), .named(let actualBase, let actualGenerics))
            where base == actualBase && generics.count == actualGenerics.count:
            for (pattern, argument) in zip(generics, actualGenerics) {
                if let found = pattern.binding(of: name, matching: argument) { return found }
            }
            return nil
        case (.metatype(let base), .metatype(let actualBase)): return base.binding(of: name, matching: actualBase)
        default: return nil
        }
    }

    /// Whether the type mentions the name `name` (`T` in `[T]`, `T?`, `Box<T>`, `(T) -> Void`).
    public func mentions(_ name: String) -> Bool {
        switch self {
        case .named(let base, let generics): return base == name || generics.contains { $0.mentions(name) }
        case .member(let base, _): return base.mentions(name)
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped), .metatype(let wrapped),
             .inoutParameter(let wrapped):
            return wrapped.mentions(name)
        case .dictionary(let key, let value): return key.mentions(name) || value.mentions(name)
        case .tuple(let elements, _): return elements.contains { $0.mentions(name) }
        case .function(let parameters, let result, _, _): return parameters.contains { $0.mentions(name) } || result.mentions(name)
        case .opaque, .existential: return false
        }
    }
}
