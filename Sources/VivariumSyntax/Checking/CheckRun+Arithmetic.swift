/// Arithmetic on numbers typed as swiftc types it: an integer literal takes the other operand's
/// type, a floating-point literal is a `Double` unless the other operand is another floating
/// type; `CGFloat` and `Double` mix, the result a `Double` (SE-0307, "Allow interchangeable use
/// of CGFloat and Double types"); `Int` with a floating type, and `Float` with `Double` or
/// `CGFloat`, do not — `binary operator '*' cannot be applied to operands of type 'Int' and
/// 'Double'`, at the operator, as swiftc 6.3 reports it. A chain of literals alone is left to
/// its context (nil), as is anything with an operand of unknown type.
extension CheckRun {
    enum NumericOperand: Equatable {
        case integerLiteral, floatLiteral
        case typed(String)
    }

    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/"]
    static let numericTypes: Set<String> = ["Int", "Double", "CGFloat", "Float"]

    /// Checks `lhs op rhs` (both sides, once) and returns its type when evident.
    func arithmetic(_ op: String, _ lhs: Expr, _ rhs: Expr, _ e: Expr, _ context: Context, contextual: TypeReference? = nil) -> TypeReference? {
        let concatenation: Concatenation = contextual == .named("String") ? .wantsString : context.inFrameworkArgument ? .unknown : .free
        guard case .typed(let name)? = numericOperand(e, context, concatenation) else { return nil }
        noteNarrowOperation(op, type: .named(name), at: e.location)
        noteFloatOperation(op, type: name, at: e.location)
        return .named(name)
    }

    /// What a `+` between a String and a number is wanted as, which decides swiftc's words:
    /// as a String (a String context, or an operand of a `+` with a String on its other side):
    /// `cannot convert value of type 'Int' to expected argument type 'String'` at the number;
    /// free (no context): `binary operator '+' cannot be applied to operands of type 'String'
    /// and 'Int'` at the operator; `unknown`: an argument of a framework call whose overloads
    /// the checker does not list, left to run.
    enum Concatenation { case wantsString, free, unknown }

    /// The operand's numeric type (or `String`, as an operand of `+`), checking it (and
    /// reporting a mismatch inside it); nil when it is not evidently one of the standard types.
    func numericOperand(_ e: Expr, _ context: Context, _ concatenation: Concatenation = .free) -> NumericOperand? {
        switch e.kind {
        case .integer: return .integerLiteral
        case .float: return .floatLiteral
        case .prefix("-", let inner):
            return numericOperand(inner, context)
        case .binary(let op, let lhs, let rhs) where Self.arithmeticOperators.contains(op):
            // `"Age " + age + " years"`: the inner `+` is wanted as a String by the outer one.
            let rhsIsText: Bool = switch rhs.kind { case .string, .interpolation: true; default: false }
            let left = numericOperand(lhs, context, op == "+" && rhsIsText ? .wantsString : concatenation)
            let right = numericOperand(rhs, context, op == "+" && left == .typed("String") ? .wantsString : concatenation)
            guard let left, let right, !declaresOwnOperator(op) else { return nil }
            let location = tokens?.binaryOperator(op, before: rhs.location) ?? e.location
            guard left == .typed("String") || right == .typed("String") else { return combine(op, left, right, at: location) }
            guard op == "+" else { return nil }
            if left == right { return left }
            switch concatenation {
            case .wantsString:
                let (number, operand) = left == .typed("String") ? (right, rhs) : (left, lhs)
                report("cannot convert value of type '\(Self.typeName(number))' to expected argument type 'String'", at: operand.location)
            case .free:
                _ = mismatch(op, left, right, at: location)
            case .unknown:
                break
            }
            return nil
        case .call(let callee, let arguments) where arguments.count == 1 && arguments[0].label == nil:
            let type = expr(e, context)
            if reportOptionalOperand(e, type) { return nil }
            // `Float(1)`, `Float(count)`: a Float made from a number (`Float("1")` is an optional).
            if type == nil, case .identifier("Float") = callee.kind, case .other = resolve("Float", context),
               case .named(let name, generics: [])? = printedTypeOf(arguments[0].value, context),
               Self.numericTypes.contains(name) || Self.narrowIntegerTypes.contains(name) {
                return .typed("Float")
            }
            guard case .named(let name, let generics)? = type, generics.isEmpty,
                  Self.numericTypes.contains(name) || Self.narrowIntegerTypes.contains(name) || name == "String" else { return nil }
            return .typed(name)
        default:
            let type = expr(e, context)
            if reportOptionalOperand(e, type) { return nil }
            guard case .named(let name, let generics)? = type, generics.isEmpty,
                  Self.numericTypes.contains(name) || Self.narrowIntegerTypes.contains(name) || name == "String" else { return nil }
            return .typed(name)
        }
    }

    /// How swiftc names an operand's type: an integer literal is an `Int`, a floating one a `Double`.
    static func typeName(_ operand: NumericOperand) -> String {
        switch operand {
        case .integerLiteral: "Int"
        case .floatLiteral: "Double"
        case .typed(let name): name
        }
    }

    private func combine(_ op: String, _ left: NumericOperand, _ right: NumericOperand, at location: SourceLocation) -> NumericOperand? {
        switch (left, right) {
        case (.integerLiteral, .integerLiteral): return .integerLiteral
        case (.integerLiteral, .floatLiteral), (.floatLiteral, .integerLiteral), (.floatLiteral, .floatLiteral): return .floatLiteral
        case (.integerLiteral, .typed(let name)), (.typed(let name), .integerLiteral): return .typed(name)
        case (.floatLiteral, .typed(let name)), (.typed(let name), .floatLiteral):
            guard name != "Int", !Self.narrowIntegerTypes.contains(name) else { return mismatch(op, left, right, at: location) }
            return .typed(name)
        case (.typed(let a), .typed(let b)):
            if a == b { return .typed(a) }
            if Set([a, b]) == ["Double", "CGFloat"] { return .typed("Double") }
            return mismatch(op, left, right, at: location)
        }
    }

    private func mismatch(_ op: String, _ left: NumericOperand, _ right: NumericOperand, at location: SourceLocation) -> NumericOperand? {
        report("binary operator '\(op)' cannot be applied to operands of type '\(Self.typeName(left))' and '\(Self.typeName(right))'", at: location)
        return nil
    }

    static let orderingOperators: Set<String> = ["<", "<=", ">", ">="]

    /// Whether the program declares a `!` of its own (a global `prefix func !`, or a static one
    /// in one of its types or extensions).
    var declaresOwnPrefixNot: Bool {
        if symbols.functions["!"] != nil { return true }
        func declares(_ members: [MemberDecl]) -> Bool {
            members.contains { if case .function(let function) = $0 { return function.name == "!" } else { return false } }
        }
        return symbols.types.values.contains { declares($0.members) } || symbols.foreignExtensionMembers.values.contains(where: declares)
    }

    /// `lhs < rhs` where one side is evidently a `Bool` and the other a number: `Bool` is not
    /// `Comparable`, so swiftc takes the number's `<` and cannot convert the Bool
    /// (`!password.isEmpty >= 6`: "cannot convert value of type 'Bool' to expected argument
    /// type 'Int'", at the Bool operand, as swiftc 6.3 reports it).
    func ordering(_ op: String, _ lhs: Expr, _ rhs: Expr, _ context: Context) {
        let left = expr(lhs, context)
        let right = expr(rhs, context)
        guard !declaresOwnOperator(op) else { return }
        // `stock > 0` with `stock: Int?`: Optional is not Comparable.
        if reportOptionalOperand(lhs, left) || reportOptionalOperand(rhs, right) { return }
        guard symbols.foreignExtensionMembers["Bool"] == nil else { return }
        func number(_ e: Expr, _ type: TypeReference?) -> String? {
            switch e.kind {
            case .integer: return "Int"
            case .float: return "Double"
            default:
                guard case .named(let name, let generics)? = type, generics.isEmpty, Self.numericTypes.contains(name) else { return nil }
                return name
            }
        }
        if left == .named("Bool"), let other = number(rhs, right) {
            report("cannot convert value of type 'Bool' to expected argument type '\(other)'", at: lhs.location)
        } else if right == .named("Bool"), let other = number(lhs, left) {
            report("cannot convert value of type 'Bool' to expected argument type '\(other)'", at: rhs.location)
        }
    }

    /// A program that declares `op` itself (a global `func *`, or one in an extension of a
    /// number type) may have an overload the rules above do not know.
    func declaresOwnOperator(_ op: String) -> Bool {
        if symbols.functions[op] != nil { return true }
        return Self.numericTypes.contains { type in
            symbols.foreignExtensionMembers[type]?.contains { member in
                if case .function(let function) = member { return function.name == op } else { return false }
            } ?? false
        }
    }
}

extension SourceTokens {
    /// The binary operator `op` just before the right operand that starts at `value`.
    func binaryOperator(_ op: String, before value: SourceLocation) -> SourceLocation? {
        var i = index(atOrAfter: value) - 1
        var scanned = 0
        while i >= 0, scanned < 8 {
            if tokens[i].text == op { return tokens[i].location }
            i -= 1
            scanned += 1
        }
        return nil
    }
}

extension CheckRun {
    /// `Text("Count: " + count)`: Text's one-string initializers (`init(_: some StringProtocol)`,
    /// `init(_: LocalizedStringKey)`) want the argument as a String (swiftc 6.3.1 on stand-ins).
    func stringArgument(_ calleeName: String?, _ arguments: [Argument]) -> Bool {
        calleeName == "Text" && isSDKName("Text") && arguments.count == 1 && arguments[0].label == nil
    }

    /// The context an argument is checked in: a framework call's (other than the standard
    /// library's free functions and `Text`'s string) marks it, so that wordings its overloads decide are left alone.
    func argumentChecking(_ calleeName: String?, _ callee: Expr, _ arguments: [Argument], _ context: Context) -> Context {
        var inner = context
        switch callee.kind {
        case .identifier(let name):
            inner.inFrameworkArgument = !environment.functionNames.contains(name) && isSDKName(name) && symbols.functions[name] == nil
                && !stringArgument(calleeName, arguments)
        default:
            inner.inFrameworkArgument = true
        }
        return inner
    }

}
