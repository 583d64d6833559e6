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
    func arithmetic(_ op: String, _ lhs: Expr, _ rhs: Expr, _ e: Expr, _ context: Context) -> TypeReference? {
        guard case .typed(let name)? = numericOperand(e, context) else { return nil }
        return .named(name)
    }

    /// The operand's numeric type, checking it (and reporting a mismatch inside it); nil when
    /// it is not evidently a number of a standard type.
    func numericOperand(_ e: Expr, _ context: Context) -> NumericOperand? {
        switch e.kind {
        case .integer: return .integerLiteral
        case .float: return .floatLiteral
        case .prefix("-", let inner):
            return numericOperand(inner, context)
        case .binary(let op, let lhs, let rhs) where Self.arithmeticOperators.contains(op):
            let left = numericOperand(lhs, context)
            let right = numericOperand(rhs, context)
            guard let left, let right, !declaresOwnOperator(op) else { return nil }
            return combine(op, left, right, at: tokens?.binaryOperator(op, before: rhs.location) ?? e.location)
        default:
            guard case .named(let name, let generics)? = expr(e, context), generics.isEmpty,
                  Self.numericTypes.contains(name) else { return nil }
            return .typed(name)
        }
    }

    private func combine(_ op: String, _ left: NumericOperand, _ right: NumericOperand, at location: SourceLocation) -> NumericOperand? {
        switch (left, right) {
        case (.integerLiteral, .integerLiteral): return .integerLiteral
        case (.integerLiteral, .floatLiteral), (.floatLiteral, .integerLiteral), (.floatLiteral, .floatLiteral): return .floatLiteral
        case (.integerLiteral, .typed(let name)), (.typed(let name), .integerLiteral): return .typed(name)
        case (.floatLiteral, .typed(let name)), (.typed(let name), .floatLiteral):
            guard name != "Int" else { return mismatch(op, left, right, at: location) }
            return .typed(name)
        case (.typed(let a), .typed(let b)):
            if a == b { return .typed(a) }
            if Set([a, b]) == ["Double", "CGFloat"] { return .typed("Double") }
            return mismatch(op, left, right, at: location)
        }
    }

    private func mismatch(_ op: String, _ left: NumericOperand, _ right: NumericOperand, at location: SourceLocation) -> NumericOperand? {
        func name(_ operand: NumericOperand) -> String {
            switch operand {
            case .integerLiteral: return "Int"
            case .floatLiteral: return "Double"
            case .typed(let name): return name
            }
        }
        report("binary operator '\(op)' cannot be applied to operands of type '\(name(left))' and '\(name(right))'", at: location)
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
        guard !declaresOwnOperator(op), symbols.foreignExtensionMembers["Bool"] == nil else { return }
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
    private func declaresOwnOperator(_ op: String) -> Bool {
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
