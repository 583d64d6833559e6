/// The static types `print` shows that a value alone does not say (`ResolvedMembers.printedTypes`):
/// an optional inside an array, a dictionary's values or another optional. The interpreter
/// holds `nil` and a present value unboxed, so `[Int?]` holding 1 would print `[1, nil]`.
extension CheckRun {
    /// `checked`: the type the argument's check gave, if any.
    func notePrintedType(_ checked: TypeReference?, of argument: Argument, _ context: Context) {
        guard let resolution, argument.label == nil else { return }
        // NB: an optional the check gave is kept too (`print(store.find("x"))` of a method
        // declared `-> Item?`, `URL(string:)`): the value alone is unboxed, and printing it
        // must show `Optional(…)` as Swift does.
        let type = checked.flatMap { Self.showsOwnType($0) || $0.isOptional ? $0 : nil } ?? printedTypeOf(argument.value, context)
        guard let type, Self.showsOwnType(type) || type.isOptional else { return }
        resolution.recordPrintedType(type, at: argument.value.location)
    }

    /// An interpolated segment (`"\(ratio)"`), as a `print` argument.
    func noteInterpolatedType(_ checked: TypeReference?, of segment: Expr, _ context: Context) {
        notePrintedType(checked, of: Argument(label: nil, value: segment, location: segment.location), context)
    }

    /// A type whose printing the value alone does not give: one nesting an optional, or a
    /// `Float` (held as a Double: `Float(1) / 3` prints `0.33333334`).
    static func showsOwnType(_ type: TypeReference) -> Bool {
        if case .named("Float", generics: []) = type { return true }
        return nestsOptional(type)
    }

    /// The shapes whose type nests an optional where the checker's types stop short: a name's
    /// declared type, `first`/`last` of a `[T?]`, a `[K: V?]`'s entry, `Optional(Optional(3))`,
    /// and a `map` whose closure is a failable conversion (`map { Int($0) }` gives `[Int?]`).
    /// Reads declarations only: reports nothing.
    func printedTypeOf(_ e: Expr, _ context: Context, depth: Int = 0) -> TypeReference? {
        guard depth < 6 else { return nil }
        switch e.kind {
        case .integer: return .named("Int")
        case .float: return .named("Double")
        case .string: return .named("String")
        case .cast(let inner, .as, let type):
            // `nested as Any` keeps the optional it holds: `Optional(Optional(5))`.
            if case .named("Any", generics: []) = type { return printedTypeOf(inner, context, depth: depth + 1) }
            return type
        case .binary(let op, let lhs, let rhs) where ["+", "-", "*", "/"].contains(op):
            // `Float(1) / 3`: a Float operand makes the operation a Float's.
            let sides = [lhs, rhs].map { printedTypeOf($0, context, depth: depth + 1) }
            return sides.contains(.named("Float")) ? .named("Float") : nil
        case .identifier(let name):
            switch resolve(name, context) {
            case .local(let local): return local.type
            case .global(let variable):
                // `let parsed = words.map { Int($0) }`: the type its initializer shows.
                if let type = valueType(of: variable), variable.type != nil || Self.nestsOptional(type) { return type }
                return variable.initializer.flatMap { printedTypeOf($0, context, depth: depth + 1) }
            default: return nil
            }
        case .member(let base, let name) where name == "first" || name == "last":
            guard case .array(let element)? = printedTypeOf(base, context, depth: depth + 1), element.isOptional else { return nil }
            return .optional(element)
        case .subscriptAccess(let base, let arguments) where arguments.count == 1 && arguments[0].label == nil:
            guard case .dictionary(_, let value)? = printedTypeOf(base, context, depth: depth + 1), value.isOptional else { return nil }
            return .optional(value)
        case .call(let callee, let arguments) where arguments.count == 1 && arguments[0].label == nil:
            // `Float(2)`, `Float(count)`: a Float made from a number (`Float("1.5")` is a `Float?`).
            if case .identifier("Float") = callee.kind, case .other = resolve("Float", context) {
                guard case .named(let name, generics: [])? = printedTypeOf(arguments[0].value, context, depth: depth + 1),
                      Self.numericTypes.contains(name) || Self.narrowIntegerTypes.contains(name) else { return nil }
                return .named("Float")
            }
            if case .identifier("Optional") = callee.kind, case .other = resolve("Optional", context),
               let wrapped = printedTypeOf(arguments[0].value, context, depth: depth + 1) {
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
        if case .array? = printedTypeOf(e, context, depth: depth + 1) { return true }
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
