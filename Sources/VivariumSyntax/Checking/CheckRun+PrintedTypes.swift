/// The static types `print` shows that a value alone does not say (`ResolvedMembers.printedTypes`):
/// an optional inside an array, a dictionary's values or another optional. The interpreter
/// holds `nil` and a present value unboxed, so `[Int?]` holding 1 would print `[1, nil]`.
extension CheckRun {
    /// `checked`: the type the argument's check gave, if any.
    func notePrintedType(_ checked: TypeReference?, of argument: Argument, _ context: Context) {
        guard let resolution, argument.label == nil else { return }
        let type = checked.flatMap { Self.nestsOptional($0) ? $0 : nil } ?? nestedOptionalType(of: argument.value, context)
        guard let type, Self.nestsOptional(type) else { return }
        resolution.recordPrintedType(type, at: argument.value.location)
    }

    /// The shapes whose type nests an optional where the checker's types stop short: a name's
    /// declared type, `first`/`last` of a `[T?]`, a `[K: V?]`'s entry, `Optional(Optional(3))`,
    /// and a `map` whose closure is a failable conversion (`map { Int($0) }` gives `[Int?]`).
    /// Reads declarations only: reports nothing.
    private func nestedOptionalType(of e: Expr, _ context: Context, depth: Int = 0) -> TypeReference? {
        guard depth < 6 else { return nil }
        switch e.kind {
        case .integer: return .named("Int")
        case .string: return .named("String")
        case .identifier(let name):
            switch resolve(name, context) {
            case .local(let local): return local.type
            case .global(let variable):
                // `let parsed = words.map { Int($0) }`: the type its initializer shows.
                if let type = valueType(of: variable), variable.type != nil || Self.nestsOptional(type) { return type }
                return variable.initializer.flatMap { nestedOptionalType(of: $0, context, depth: depth + 1) }
            default: return nil
            }
        case .member(let base, let name) where name == "first" || name == "last":
            guard case .array(let element)? = nestedOptionalType(of: base, context, depth: depth + 1), element.isOptional else { return nil }
            return .optional(element)
        case .subscriptAccess(let base, let arguments) where arguments.count == 1 && arguments[0].label == nil:
            guard case .dictionary(_, let value)? = nestedOptionalType(of: base, context, depth: depth + 1), value.isOptional else { return nil }
            return .optional(value)
        case .call(let callee, let arguments) where arguments.count == 1 && arguments[0].label == nil:
            if case .identifier("Optional") = callee.kind, case .other = resolve("Optional", context),
               let wrapped = nestedOptionalType(of: arguments[0].value, context, depth: depth + 1) {
                return .optional(wrapped)
            }
            // `words.compactMap { $0 }.map { Int($0) }`: an array of the conversion's optionals.
            if case .member(let base, "map") = callee.kind, case .closure(let closure) = arguments[0].value.kind,
               closure.body.count == 1, case .expression(let body) = closure.body[0].kind,
               case .call(let converter, let conversion) = body.kind, case .identifier(let typeName) = converter.kind,
               Self.failableConversions.contains(typeName), case .other = resolve(typeName, context),
               conversion.count == 1, conversion[0].label == nil, isArray(base, context, depth: depth) {
                return .array(.optional(.named(typeName)))
            }
            return nil
        default:
            return nil
        }
    }

    private static let failableConversions: Set<String> = ["Int", "Double", "Float", "Bool", "Int8", "Int16", "Int32", "Int64",
                                                           "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// A name holding an array, or a standard method's array (`compactMap`, `filter`, …).
    private func isArray(_ e: Expr, _ context: Context, depth: Int) -> Bool {
        if case .array? = nestedOptionalType(of: e, context, depth: depth + 1) { return true }
        if case .call(let callee, _) = e.kind, case .member(_, let method) = callee.kind {
            return ["compactMap", "filter", "sorted", "reversed", "shuffled"].contains(method)
        }
        return false
    }

    /// `[Int?]`, `Int??`, `[String: Int?]`, `[[String?]]`: an optional below the top.
    static func nestsOptional(_ type: TypeReference, top: Bool = true) -> Bool {
        switch type {
        case .optional(let wrapped): return !top || nestsOptional(wrapped, top: false)
        case .array(let element): return nestsOptional(element, top: false)
        case .dictionary(let key, let value): return nestsOptional(key, top: false) || nestsOptional(value, top: false)
        default: return false
        }
    }
}
