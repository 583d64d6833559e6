/// An optional used where its value is wanted, and a value of one standard type assigned to
/// another: Swift converts neither (The Swift Programming Language, "Optionals": "you must
/// unwrap the optional to use its value"; "Type Safety and Type Inference": no implicit
/// conversion between number types). swiftc 6.3.1's words and positions:
/// - `name.count` with `name: String?`: "value of optional type 'String?' must be unwrapped to
///   refer to member 'count' of wrapped base type 'String'" at the optional, with notes to
///   chain with `?` or force-unwrap with `!`;
/// - `stock + 1`, `stock > 0` with `stock: Int?`, `if flag` with `flag: Bool?`,
///   `Text(user.nickname)` with a `String?`: "value of optional type 'Int?' must be unwrapped to
///   a value of type 'Int'" at the optional, notes to coalesce or force-unwrap;
/// - `total = count` (a Double from an Int): "cannot assign value of type 'Int' to type
///   'Double'"; `let total: Double = count`: "cannot convert value of type 'Int' to specified
///   type 'Double'", `total += count` "cannot convert value of type 'Int' to expected argument
///   type 'Double'", at the value's name. `CGFloat` and `Double` convert (SE-0307).
/// Only what the checker types for certain is judged: names, members and calls whose declared
/// types are standard or the program's own.
extension CheckRun {
    /// `base.name` on an optional base whose wrapped type has that member (not Optional itself).
    func reportOptionalMember(_ base: Expr, _ baseType: TypeReference?, _ name: String, _ context: Context) -> Bool {
        // `user?.name.count`: after a `?` the chain goes on with the wrapped value.
        guard case .optional(let wrapped)? = baseType, !Self.optionalMembers.contains(name), !Self.isInOptionalChain(base),
              hasMember(wrapped, name, context) else { return false }
        let spelled = Self.compilerSpelling(wrapped)
        let at = pointedLocation(base)
        report("value of optional type '\(spelled)?' must be unwrapped to refer to member '\(name)' of wrapped base type '\(spelled)'", at: at,
               notes: [("chain the optional using '?' to access member '\(name)' only for non-'nil' base values", at),
                       ("force-unwrap using '!' to abort execution if the optional value contains 'nil'", at)])
        return true
    }

    /// An optional number where a number is wanted (an operand of arithmetic or a comparison).
    func reportOptionalOperand(_ operand: Expr, _ type: TypeReference?) -> Bool {
        reportOptionalValue(operand, type, wanted: Self.numericTypes)
    }

    /// An optional of one of the `wanted` types where its value is wanted: an operand, a
    /// condition (`Bool`), `Text`'s string.
    func reportOptionalValue(_ operand: Expr, _ type: TypeReference?, wanted: Set<String>) -> Bool {
        // (An optional chain's value, `user?.age`, is left alone: where swiftc points in it is not checked here.)
        guard case .optional(.named(let wrapped, generics: []))? = type, wanted.contains(wrapped),
              !Self.isInOptionalChain(operand), Self.isNamed(operand) else { return false }
        let at = pointedLocation(operand)
        report("value of optional type '\(wrapped)?' must be unwrapped to a value of type '\(wrapped)'", at: at,
               notes: [("coalesce using '??' to provide a default when the optional value contains 'nil'", at),
                       ("force-unwrap using '!' to abort execution if the optional value contains 'nil'", at)])
        return true
    }

    /// `total = count`, `let total: Double = count`: a value of one standard scalar type where
    /// another is wanted. `declared`: a declaration's annotation (else an assignment).
    func reportScalarMismatch(_ value: Expr, _ valueType: TypeReference?, to target: TypeReference?, declared: Bool = false,
                              compound: Bool = false) {
        guard case .named(let from, generics: [])? = valueType, case .named(let to, generics: [])? = target,
              from != to, Self.scalarTypes.contains(from), Self.scalarTypes.contains(to),
              Set([from, to]) != ["Double", "CGFloat"], Self.isNamed(value) else { return }
        let message = compound ? "cannot convert value of type '\(from)' to expected argument type '\(to)'"
            : declared ? "cannot convert value of type '\(from)' to specified type '\(to)'"
            : "cannot assign value of type '\(from)' to type '\(to)'"
        report(message, at: pointedLocation(value))
    }

    /// Where swiftc points at an expression: a name at itself, a member at its name, a call at its callee's.
    func pointedLocation(_ e: Expr) -> SourceLocation {
        if case .call(let callee, _) = e.kind { return pointedLocation(callee) }
        return e.location
    }

    /// Whether `e` continues an optional chain (`a?.b`, `a?.b()`, `a?[0].c`).
    private static func isInOptionalChain(_ e: Expr) -> Bool {
        switch e.kind {
        case .optionalChain: return true
        case .member(let base, _), .call(let base, _), .subscriptAccess(let base, _), .forceUnwrap(let base): return isInOptionalChain(base)
        default: return false
        }
    }

    /// A name, a member path or a call of one: values whose type the checker reads from declarations.
    private static func isNamed(_ e: Expr) -> Bool {
        switch e.kind {
        case .identifier, .member: return true
        case .call(let callee, _): return isNamed(callee)
        default: return false
        }
    }

    /// Whether `type` (not optional) has the member `name`: a standard type's common members,
    /// a program's type's declared ones.
    private func hasMember(_ type: TypeReference, _ name: String, _ context: Context) -> Bool {
        switch type {
        case .array: return Self.arrayMembers.contains(name)
        case .named("String", generics: []): return Self.stringMembers.contains(name)
        case .named(let typeName, generics: []) where Self.numericTypes.contains(typeName): return Self.numberMembers.contains(name)
        default:
            guard let info = userTypeInfo(type, context), !isOpen(info) else { return false }
            return memberNames(info).contains(name)
        }
    }

    /// Optional's own members (`map`, `flatMap`, Combine's `publisher`, …): used as they are.
    private static let optionalMembers: Set<String> = [
        "map", "flatMap", "unsafelyUnwrapped", "debugDescription", "customMirror", "hashValue", "hash", "publisher",
        "none", "some", "self", "init",
    ]
    private static let scalarTypes: Set<String> = ["Int", "Double", "Float", "CGFloat", "String", "Bool"]
    private static let stringMembers: Set<String> = [
        "count", "isEmpty", "uppercased", "lowercased", "capitalized", "hasPrefix", "hasSuffix", "contains", "split",
        "trimmingCharacters", "replacingOccurrences", "components", "first", "last", "prefix", "suffix", "reversed",
        "sorted", "append", "utf8", "character", "dropFirst", "dropLast", "starts",
    ]
    private static let arrayMembers: Set<String> = [
        "count", "isEmpty", "first", "last", "append", "contains", "filter", "sorted", "reduce", "forEach", "firstIndex",
        "remove", "insert", "indices", "joined", "enumerated", "prefix", "suffix", "removeAll", "randomElement", "shuffled",
        "min", "max", "compactMap", "allSatisfy", "reversed", "dropFirst", "dropLast",
    ]
    private static let numberMembers: Set<String> = ["formatted", "rounded", "magnitude", "isMultiple", "description", "squareRoot"]
}
