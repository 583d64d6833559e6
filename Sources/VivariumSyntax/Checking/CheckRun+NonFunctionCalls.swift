/// A value made by a call, called again: `Result<[Quote], QuoteError> { … }()`, meant as a
/// closure called at once, is `Result`'s `init(catching:)` with a trailing closure, and its
/// value is no function (swiftc 6.3.1: "cannot call value of non-function type
/// 'Result<[Quote], QuoteError>'", at the start of the first call). A type with
/// `callAsFunction` (SE-0253) is callable, and is left alone.
extension CheckRun {
    /// Reports the call when its callee constructs a value that cannot be called; true then.
    func reportCallOfConstructedValue(_ callee: Expr, _ context: Context) -> Bool {
        guard case .call(let constructor, _) = callee.kind, let shown = nonCallableConstruction(constructor, context) else {
            return false
        }
        report("cannot call value of non-function type '\(shown)'", at: callee.location)
        return true
    }

    /// The type `constructor` makes, as swiftc prints it, when that type has no
    /// `callAsFunction`: a user struct or enum (a generic one only with its arguments written),
    /// or a standard value type the program does not redeclare.
    private func nonCallableConstruction(_ constructor: Expr, _ context: Context) -> String? {
        let written: TypeReference
        switch constructor.kind {
        case .identifier(let name): written = .named(name, generics: [])
        case .type(let type): written = type
        default: return nil
        }
        guard case .named(let name, let generics) = written else { return nil }
        if let info = symbols.types[name] {
            guard info.isValueType, info.methods("callAsFunction").isEmpty,
                  info.decl.genericParameters.isEmpty || !generics.isEmpty,
                  case .userType = resolve(name, context) else { return nil }
        } else if !Self.nonCallableStandardTypes.contains(name) || lookupLocal(name) != nil {
            return nil
        }
        return printedAsSwiftc(written).description
    }

    /// `Result<Int, Error>` as swiftc prints it: a protocol used as a type is `any Error`.
    private func printedAsSwiftc(_ type: TypeReference) -> TypeReference {
        switch type {
        case .named(let name, let generics) where generics.isEmpty:
            let isProtocol = name == "Error" || symbols.types[name]?.kind == .protocol
            return isProtocol ? .existential(name) : type
        case .named(let name, let generics): return .named(name, generics: generics.map(printedAsSwiftc))
        case .optional(let wrapped): return .optional(printedAsSwiftc(wrapped))
        case .array(let element): return .array(printedAsSwiftc(element))
        case .dictionary(let key, let value): return .dictionary(key: printedAsSwiftc(key), value: printedAsSwiftc(value))
        default: return type
        }
    }

    static let nonCallableStandardTypes: Set<String> = [
        "Result", "Int", "Double", "Float", "String", "Bool", "Character", "Array", "Dictionary", "Set",
        "Date", "UUID", "URL", "Data",
    ]
}
