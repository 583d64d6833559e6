import VivariumSyntax

/// Expressions, lowered as `Interpreter.evaluate` evaluates them. What the lowering cannot
/// decide once — a name that is no local, an implicit member, a literal whose type the context
/// gives — runs the general way (`fallback`).
extension BodyCompiler {
    /// `expr` evaluated with `expected` as its contextual type.
    func expression(_ expr: Expr, expected: TypeReference?) throws -> ExpressionCode {
        let interpreter = self.interpreter
        let location = expr.location
        switch expr.kind {
        case .integer(let number):
            guard let value = literal(.int(number), expected: expected) else { return fallback(expr, expected: expected) }
            return { _ in value }
        case .float(let number):
            guard expected == nil || interpreter.isFloatingPoint(expected) else { return fallback(expr, expected: expected) }
            return { _ in .double(number) }
        case .string(let text):
            guard literal(.string(text), expected: expected) != nil else { return fallback(expr, expected: expected) }
            return { _ in .string(text) }
        case .boolean(let flag):
            return { _ in .bool(flag) }
        case .nil:
            return { _ in .nil }

        case .identifier(let name):
            guard let slot = local(name) else {
                if implicitSelfStoredProperty(name) != nil { return implicitSelfMemberRead(name, expr, expected: expected) }
                return fallback(expr, expected: expected)
            }
            if slot.isBoxed {
                // A box the general evaluator also reads: its rules (an uninitialized `let`,
                // a `$item` binding's projection) are the general ones.
                let named = generalLocals([name])
                return { activation in
                    try interpreter.resolveIdentifier(name, in: activation.scope(naming: named), at: location)
                }
            }
            return { activation in interpreter.readWeak(activation.values[slot.index]) }

        case .selfValue:
            if local("self") != nil || !context.hasSelf { return fallback(expr, expected: expected) }
            return { activation in
                guard let box = activation.selfBox else {
                    throw RuntimeError.unresolved("cannot find 'self' in scope", at: location)
                }
                return interpreter.readWeak(box.value)
            }

        case .member(let baseExpr, let name):
            // (A protocol extension's member the checker bound statically is read the general way.)
            guard isPlainBase(baseExpr), interpreter.staticMembers[expr.location] == nil else { return fallback(expr, expected: expected) }
            let base = try expression(baseExpr, expected: nil)
            let stored = StoredPropertyRead(name: name)
            if Interpreter.makesTemporary(baseExpr) {
                // `Account(balance: 2).balance`: the instance dies once its member is read.
                return { activation in
                    let mark = interpreter.temporaryMark(of: baseExpr)
                    let receiver = try base(activation)
                    let value = try stored.value(of: receiver, in: interpreter) ?? interpreter.memberValue(of: receiver, name: name, at: location)
                    try interpreter.endTemporaries(from: mark, keeping: value, base: receiver)
                    return value
                }
            }
            return { activation in
                let receiver = try base(activation)
                if let value = stored.value(of: receiver, in: interpreter) { return value }
                return try interpreter.memberValue(of: receiver, name: name, at: location)
            }

        case .binary(let op, let lhs, let rhs):
            return try binary(op, lhs, rhs, expected: expected, expr: expr)

        case .prefix(let op, let operand):
            if interpreter.narrowIntegerType(at: location) != nil { return fallback(expr, expected: expected) }
            // The program's own prefix operator functions (`prefix func √`, a type's `static prefix func -`).
            if interpreter.types.functions["prefix" + op] != nil || interpreter.types.anyTypeDeclaresMember(named: "prefix" + op) {
                return fallback(expr, expected: expected)
            }
            let code = try expression(operand, expected: expected)
            return { activation in try Operators.prefix(op, code(activation), at: location) }

        case .ternary(let condition, let thenExpr, let elseExpr):
            // An implicit member in a branch takes the other branch's type: the general way.
            if interpreter.isImplicitMemberChain(thenExpr) || interpreter.isImplicitMemberChain(elseExpr) {
                return fallback(expr, expected: expected)
            }
            let test = try expression(condition, expected: nil)
            var then = try expression(thenExpr, expected: expected)
            var otherwise = try expression(elseExpr, expected: expected)
            // An integer literal in one branch only, and no context: it may take the other
            // branch's floating-point type (`n == 0 ? 0 : total / Double(n)`). That branch, when
            // taken, runs the general way on the ternary with its condition settled (a literal:
            // nothing is evaluated twice); the other stays compiled.
            if expected == nil || expected?.nominalName == "Any",
               Interpreter.isIntegerLiteralArithmetic(thenExpr) != Interpreter.isIntegerLiteralArithmetic(elseExpr) {
                let literalIsThen = Interpreter.isIntegerLiteralArithmetic(thenExpr)
                let settled = Expr(.ternary(condition: Expr(.boolean(literalIsThen), at: condition.location), then: thenExpr, else: elseExpr),
                                   at: expr.location)
                let literal = fallback(settled, expected: expected)
                if literalIsThen { then = literal } else { otherwise = literal }
            }
            return { activation in
                try interpreter.truthy(test(activation), at: condition.location) ? try then(activation) : try otherwise(activation)
            }

        case .tuple(let elements):
            var types: [TypeReference]?
            var labels = elements.map(\.label)
            if case .tuple(let elementTypes, let typeLabels)? = expected, elementTypes.count == elements.count {
                types = elementTypes
                for index in labels.indices where labels[index] == nil && index < typeLabels.count { labels[index] = typeLabels[index] }
            }
            let codes = try elements.enumerated().map { HeldExpression(run: try expression($1.value, expected: types?[$0])) }
            let finalLabels = labels
            return { activation in .tuple(try codes.map { try $0.run(activation) }, labels: finalLabels) }

        case .array(let elements):
            // `[Int]`, `[String]` and no context: what the literal holds; user literals and
            // option sets the general way.
            let elementType: TypeReference?
            // `[(Permissions.read, "read"), (.write, "write")]`: a tuple's implicit member takes
            // its type from another element, the general way (`tupleElementsWithContext`).
            if expected == nil, elements.contains(where: { element in
                if case .tuple(let parts) = element.kind { parts.contains { interpreter.isImplicitMemberChain($0.value) } } else { false }
            }) {
                return fallback(expr, expected: expected)
            }
            switch expected {
            case nil: elementType = Interpreter.literalElementType(elements)
            case .array(let element)?: elementType = element
            default: return fallback(expr, expected: expected)
            }
            let codes = try elements.map { HeldExpression(run: try expression($0, expected: elementType)) }
            return { activation in .array(try codes.map { try $0.run(activation) }) }

        case .assign(let target, let valueExpr):
            return try assignment(target, valueExpr, expr: expr)
        case .compoundAssign(let op, let target, let valueExpr):
            return try compoundAssignment(op, target, valueExpr, expr: expr)

        case .call(let callee, let arguments):
            return try call(callee, arguments, expected: expected, expr: expr)

        case .subscriptAccess(let baseExpr, let arguments):
            return try subscriptRead(baseExpr, arguments, expected: expected, expr: expr)

        case .try(let inner, .plain):
            return try expression(inner, expected: expected)
        case .try(let inner, .optional):
            let code = try expression(inner, expected: expected)
            return { activation in
                do { return try code(activation) } catch is ThrownError { return .nil }
            }
        case .await(let inner):
            return try expression(inner, expected: expected)

        default:
            return fallback(expr, expected: expected)
        }
    }

    /// A literal's value where the context gives it no other type (nil: the general way,
    /// which makes user literals, decimals and the like).
    func literal(_ value: Value, expected: TypeReference?) -> Value? {
        guard let expected else { return value }
        let unwrapped = expected.isOptional ? (expected.nominalName.map { TypeReference.named($0) } ?? expected) : expected
        guard let name = unwrapped.nominalName, interpreter.types.type(name) == nil else { return nil }
        switch value {
        case .int(let number):
            if interpreter.isFloatingPoint(expected) { return .double(Double(number)) }
            return interpreter.types.resolve(name) == "Int" ? value : nil
        case .string:
            return interpreter.types.resolve(name) == "String" ? value : nil
        default:
            return nil
        }
    }

    /// A base whose member is read the plain way (`x.count`, `self.items`, `a.b.c`): no type
    /// name, no implicit member, no `super`.
    func isPlainBase(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier(let name): return local(name) != nil || implicitSelfStoredProperty(name) != nil
        case .selfValue: return context.hasSelf && local("self") == nil
        case .member(let base, _): return isPlainBase(base)
        case .call(let callee, _) where isConstructionOfUserType(callee): return true
        case .call, .subscriptAccess: return !interpreter.isImplicitMemberChain(expr) && isPlainBase(leftmost(expr))
        default: return false
        }
    }

    /// `Account(balance: 2)`: a user struct or class made (its member is an instance's).
    private func isConstructionOfUserType(_ callee: Expr) -> Bool {
        guard case .identifier(let name) = callee.kind, local(name) == nil, let info = interpreter.types.type(name),
              info.kind == .struct || info.kind == .class else { return false }
        let types = interpreter.types
        return types.functions[name] == nil && !types.hasStaticMethod(named: name) && !types.genericParameterNames.contains(name)
    }

    private func leftmost(_ expr: Expr) -> Expr {
        switch expr.kind {
        case .member(let base, _), .subscriptAccess(let base, _): return leftmost(base)
        case .call(let callee, _): return leftmost(callee)
        default: return expr
        }
    }

    /// `value` converted to a declared type: tuples take its element labels.
    func converting(_ code: @escaping ExpressionCode, to type: TypeReference?) -> ExpressionCode {
        // An Int result of a function declared `-> Double` (`reduce(0, +)` of no elements) is a Double.
        if interpreter.isFloatingPoint(type) {
            return { activation in
                let value = try code(activation)
                if case .int(let whole) = value { return .double(Double(whole)) }
                return value
            }
        }
        guard let type, type.namesTupleElements else { return code }
        return { activation in Interpreter.labelingTuples(try code(activation), as: type) }
    }

    // MARK: Operators

    private func binary(_ op: String, _ lhs: Expr, _ rhs: Expr, expected: TypeReference?, expr: Expr) throws -> ExpressionCode {
        let interpreter = self.interpreter
        let location = expr.location
        switch op {
        case "&&":
            let left = try expression(lhs, expected: nil), right = try expression(rhs, expected: nil)
            return { activation in
                guard try interpreter.truthy(left(activation), at: lhs.location) else { return .bool(false) }
                return .bool(try interpreter.truthy(right(activation), at: rhs.location))
            }
        case "||":
            let left = try expression(lhs, expected: nil), right = try expression(rhs, expected: nil)
            return { activation in
                if try interpreter.truthy(left(activation), at: lhs.location) { return .bool(true) }
                return .bool(try interpreter.truthy(right(activation), at: rhs.location))
            }
        case "===", "!==":
            let left = try expression(lhs, expected: nil), right = try expression(rhs, expected: nil)
            return { activation in
                let a = interpreter.readWeak(try left(activation)), b = interpreter.readWeak(try right(activation))
                let identical: Bool = switch (a, b) {
                case (.object(let x), .object(let y)): x == y
                case (.nil, .nil): true
                default: false
                }
                return .bool(op == "===" ? identical : !identical)
            }
        case "==", "!=":
            if let code = try comparisonWithLiteral(op, lhs, rhs, expr: expr) { return code }
            // The right operand takes the left's type as its context: only where that cannot
            // change what it is (no literal, no implicit member).
            guard !interpreter.isImplicitMemberChain(lhs), !interpreter.isImplicitMemberChain(rhs), !takesContext(rhs) else {
                return fallback(expr, expected: expected)
            }
            let left = try expression(lhs, expected: nil), right = try expression(rhs, expected: nil)
            // Sets the checker saw compared (`selection == Set(ids)`) compare without order.
            let asSets = interpreter.setComparisons.contains(location)
            return { activation in
                let a = interpreter.readWeak(try left(activation))
                let b = interpreter.readWeak(try right(activation))
                let equal = try asSets ? interpreter.setsEqual(a, b, at: location) : interpreter.valuesEqual(a, b, at: location)
                return .bool(op == "==" ? equal : !equal)
            }
        case "??":
            return fallback(expr, expected: expected)
        case _ where interpreter.isImplicitMemberChain(lhs) != interpreter.isImplicitMemberChain(rhs):
            // `typeSize >= .accessibility1`, `position - .zero`: `evaluateBinary` gives the
            // implicit member the other operand's type.
            return fallback(expr, expected: expected)
        case _ where interpreter.narrowIntegerType(at: location) != nil:
            // `a &+ 10` of a `UInt8`: the general evaluator brings the result back to its type.
            return fallback(expr, expected: expected)
        default:
            // Integer literals take a floating-point type from the context or from the other
            // operand, as `evaluateBinary` decides.
            let floating = interpreter.floatingOperandType(op, expected: expected)
            let left = try expression(lhs, expected: floating), right = try expression(rhs, expected: floating)
            let leftAsDouble = Interpreter.isIntegerLiteralArithmetic(lhs) ? try expression(lhs, expected: .named("Double")) : nil
            let rightAsDouble = Interpreter.isIntegerLiteralArithmetic(rhs) ? try expression(rhs, expected: .named("Double")) : nil
            let intOperation = Operators.IntOperation(op)
            let general: ExpressionCode = { activation in
                var a = try left(activation)
                var b = try right(activation)
                if case .int(let x) = a, case .int(let y) = b {
                    if let intOperation { return try intOperation.apply(x, y, at: location) }
                    return try Operators.binary(op, .int(x), .int(y), at: location)
                }
                if case .double = a, case .int = b, let rightAsDouble {
                    b = try rightAsDouble(activation)
                } else if case .double = b, case .int = a, let leftAsDouble {
                    a = try leftAsDouble(activation)
                }
                return try interpreter.binaryOperation(op, a, b, at: location)
            }
            // `n - 1`, `i < n`, `total + i`: an integer operator on a local held in its slot and an
            // integer literal or another such local reads them in place (no code called for
            // either operand); anything but two integers takes the general code, which reads
            // them again (neither read can do anything).
            guard let intOperation, floating == nil, let leftIndex = unboxedLocalIndex(lhs) else { return general }
            if case .integer(let literal) = rhs.kind {
                return { activation in
                    if case .int(let x) = activation.values[leftIndex] { return try intOperation.apply(x, literal, at: location) }
                    return try general(activation)
                }
            }
            if let rightIndex = unboxedLocalIndex(rhs) {
                return { activation in
                    if case .int(let x) = activation.values[leftIndex], case .int(let y) = activation.values[rightIndex] {
                        return try intOperation.apply(x, y, at: location)
                    }
                    return try general(activation)
                }
            }
            return general
        }
    }

    /// `x == 0`, `n % 3 != 0`, `name == "Ada"`: an integer or string literal on the right,
    /// which takes the left operand's type — an integer, a floating-point number or a string,
    /// when no user type can be written as such a literal (`ExpressibleBy…Literal`).
    private func comparisonWithLiteral(_ op: String, _ lhs: Expr, _ rhs: Expr, expr: Expr) throws -> ExpressionCode? {
        let interpreter = self.interpreter
        let location = expr.location
        let literal: Value
        switch rhs.kind {
        case .integer(let n): literal = .int(n)
        case .prefix("-", let operand): guard case .integer(let n) = operand.kind else { return nil }; literal = .int(-n)
        case .string(let text): literal = .string(text)
        default: return nil
        }
        let protocolName = if case .int = literal { "ExpressibleByIntegerLiteral" } else { "ExpressibleByStringLiteral" }
        guard !interpreter.isImplicitMemberChain(lhs),
              !interpreter.types.types.values.contains(where: { $0.conforms(to: protocolName) }) else { return nil }
        let left = try expression(lhs, expected: nil)
        return { activation in
            let a = interpreter.readWeak(try left(activation))
            let equal: Bool
            switch (a, literal) {
            case (.int(let x), .int(let y)): equal = x == y
            case (.double(let x), .int(let y)): equal = x == Double(y)
            case (.string(let x), .string(let y)): equal = x == y
            default: equal = try interpreter.valuesEqual(a, literal, at: location)
            }
            return .bool(op == "==" ? equal : !equal)
        }
    }

    /// The slot of a local read as a plain name and held in its slot (not boxed, not weak).
    func unboxedLocalIndex(_ expr: Expr) -> Int? {
        guard case .identifier(let name) = expr.kind, let slot = local(name), !slot.isBoxed, !slot.isWeak else { return nil }
        return slot.index
    }

    /// Whether an operand's value depends on its contextual type (a literal, an implicit member).
    private func takesContext(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integer, .float, .string, .interpolation, .nil, .array, .dictionary, .implicitMember, .closure: return true
        case .prefix(_, let operand): return takesContext(operand)
        case .binary(_, let lhs, let rhs): return takesContext(lhs) || takesContext(rhs)
        default: return interpreter.isImplicitMemberChain(expr)
        }
    }
}

extension Interpreter {
    /// The tail of `evaluateBinary`'s general case: a user operator, a host operator, the
    /// builtin one.
    func binaryOperation(_ op: String, _ left: Value, _ right: Value, at location: SourceLocation) throws -> Value {
        if let result = try userOperator(op, left, right, at: location) { return result }
        if case .builtin(let a) = left, case .builtin(let b) = right, let host,
           let result = try host.binaryOperator(op, a, b, at: location) {
            return result
        }
        return try Operators.binary(op, left, right, at: location)
    }
}
