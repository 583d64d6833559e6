import VivariumSyntax

/// `print` of a value whose static type nests an optional (`ResolvedMembers.printedTypes`):
/// `[Optional(1), nil]` for an `[Int?]`, `Optional(Optional("a"))` for the `first` of a
/// `[String?]`. Values are not boxed, so a `nil` of a `T??` is told apart where the expression
/// shows which nil it is: the `first` or `last` of a non-empty array, or a dictionary's entry
/// that is there, holds a nil element (`Optional(nil)`); otherwise the outer optional is nil.
extension Interpreter {
    func printed(_ value: Value, of expr: Expr, as type: TypeReference, in scope: Scope) -> String {
        if case .named("Float", generics: []) = type {
            // A Float prints its own shortest digits (`0.33333334`, not a Double's).
            if case .double(let d) = value { return "\(Float(d))" }
            if case .int(let i) = value { return "\(Float(i))" }
        }
        if value.isNil, case .optional(.optional) = type, holdsPresentNil(expr, in: scope) { return "Optional(nil)" }
        return Describe.debug(value, as: type, self)
    }

    /// Whether `expr` (its base read without running code) gives a present element that is nil.
    private func holdsPresentNil(_ expr: Expr, in scope: Scope) -> Bool {
        switch expr.kind {
        case .cast(let inner, .as, _):
            return holdsPresentNil(inner, in: scope)
        case .member(let base, let name) where name == "first" || name == "last":
            if case .array(let elements)? = peek(base, in: scope) { return !elements.isEmpty }
        case .subscriptAccess(let base, let arguments) where arguments.count == 1 && arguments[0].label == nil:
            if case .dictionary(let entries)? = peek(base, in: scope), let key = peek(arguments[0].value, in: scope),
               let hashable = HashableValue(key) {
                return entries[hashable] != nil
            }
        default: break
        }
        return false
    }
}
