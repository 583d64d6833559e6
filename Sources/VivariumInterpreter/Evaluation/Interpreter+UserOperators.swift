import VivariumSyntax

/// Operators on user types: a `static func <` (or `+`, …) the type declares, and what
/// `Comparable` derives from `<` (`>`, `<=`, `>=`); enums without associated values that
/// conform to `Comparable` compare by case order (SE-0266).
extension Interpreter {
    /// `op` applied to a user struct or enum, or nil when the operands are not of such a type.
    func userOperator(_ op: String, _ lhs: Value, _ rhs: Value, at location: SourceLocation) throws -> Value? {
        // Numbers and strings under the standard arithmetic and comparison operators: nothing of
        // the program's applies (every comparison of a sort comes here first).
        // NB: the operands' kinds first, then the operator by a switch (small strings compared
        // in place): a set's look-up hashed the operator at every comparison.
        switch (lhs, rhs) {
        case (.int, .int), (.double, .double), (.int, .double), (.double, .int), (.string, .string):
            switch op {
            case "<", ">", "<=", ">=", "==", "!=", "+", "-", "*", "/", "%": return nil
            default: break
            }
        default: break
        }
        if op == "~=" { return .bool(try patternMatches(lhs, rhs, at: location)) }
        if case .tuple(let a, _) = lhs, case .tuple(let b, _) = rhs, a.count == b.count, !a.isEmpty, ["<", ">", "<=", ">="].contains(op) {
            // Tuples of Comparable elements compare lexicographically: the first unequal pair
            // decides, by the strict operator; the last pair by `op` itself (the standard
            // library's tuple comparison operators, up to six elements).
            let strict = op.hasPrefix("<") ? "<" : ">"
            for (x, y) in zip(a.dropLast(), b.dropLast()) where try !valuesEqual(x, y, at: location) {
                return try compare(strict, x, y, at: location)
            }
            return try compare(op, a[a.count - 1], b[b.count - 1], at: location)
        }
        // NB: the program's functions first (a dictionary look-up): every comparison of a sort comes here.
        if types.functions[op] != nil, !Frontend.isStandardInfixOperator(op),
           let global = try customOperatorFunction(op, lhs, rhs, at: location) {
            // `2 ** 10` of the program's `infix operator **` and its `func ** (base: Int, power: Int)`.
            return try callOperator(global, nil, lhs, rhs, at: location)
        }
        guard let typeName = userValueTypeName(lhs) ?? userValueTypeName(rhs), let info = types.type(typeName) else { return nil }
        if let function = operatorFunction(op, in: info, lhs, rhs, at: location) {
            return try callOperator(function, typeName, lhs, rhs, at: location)
        }
        if let range = try comparableRange(op, lhs, rhs, typeName: typeName, info: info, at: location) { return range }
        if let global = types.functions[op]?.first(where: { $0.parameters.count == 2 }) {
            // A top-level `func + (a: Money, b: Money) -> Money`.
            return try callOperator(global, nil, lhs, rhs, at: location)
        }
        guard ["<", ">", "<=", ">="].contains(op) else { return nil }
        // Comparable's derived operators: a > b is b < a, a <= b is !(b < a), a >= b is !(a < b).
        let (first, second, negate) = switch op {
        case ">": (rhs, lhs, false)
        case "<=": (rhs, lhs, true)
        case ">=": (lhs, rhs, true)
        default: (lhs, rhs, false)
        }
        guard let less = try lessThan(first, second, typeName: typeName, info: info, at: location) else { return nil }
        return .bool(negate ? !less : less)
    }

    /// `<` for sorting and `min`/`max`: a user type's, otherwise the builtin one.
    func compare(_ op: String, _ lhs: Value, _ rhs: Value, at location: SourceLocation) throws -> Value {
        if let result = try userOperator(op, lhs, rhs, at: location) { return result }
        return try Operators.binary(op, lhs, rhs, at: location)
    }

    private func lessThan(_ lhs: Value, _ rhs: Value, typeName: String, info: TypeInfo,
                          at location: SourceLocation) throws -> Bool? {
        if let function = operatorFunction("<", in: info) {
            return try truthy(callOperator(function, typeName, lhs, rhs, at: location), at: location)
        }
        guard info.declaration.kind == .enum, info.conforms(to: "Comparable"),
              case .enumValue(let a) = lhs, case .enumValue(let b) = rhs,
              let i = info.enumCases.firstIndex(where: { $0.name == a.caseName }),
              let j = info.enumCases.firstIndex(where: { $0.name == b.caseName }) else { return nil }
        // SE-0266: by case order, then a case's associated values in order (each Comparable).
        if i != j || a.payload.isEmpty { return i < j }
        for (x, y) in zip(a.payload, b.payload) where try !valuesEqual(x, y, at: location) {
            return try truthy(compare("<", x, y, at: location), at: location)
        }
        return false
    }

    /// The top-level function of a program's own infix operator that takes `lhs` and `rhs`:
    /// the first overload whose parameter types they fit (`func ** (Int, Int)` beside
    /// `func ** (Double, Double)`); nil when the program declares none (a type's `static func`
    /// is found by the operands' type).
    private func customOperatorFunction(_ op: String, _ lhs: Value, _ rhs: Value, at location: SourceLocation) throws -> FunctionDecl? {
        guard let overloads = types.functions[op]?.filter({ $0.parameters.count == 2 }), !overloads.isEmpty else { return nil }
        return overloads.first { function in
            let labels = function.parameters.map(\.label)
            return valuesFit(function.parameters, [.value(ArgumentValue(label: labels[0], value: lhs, location: location)),
                                                   .value(ArgumentValue(label: labels[1], value: rhs, location: location))])
        } ?? overloads[0]
    }

    /// `value` as a user type `ExpressibleByArrayLiteral` when it is an array and `type` names one.
    private func arrayLiteral(_ value: Value, as type: TypeReference?, at location: SourceLocation) throws -> Value {
        guard case .array(let elements) = value, let name = type?.nominalName, let info = types.type(name),
              types.memberChain(info.name).contains(where: { $0.conforms(to: "ExpressibleByArrayLiteral") }) else { return value }
        let arguments = elements.enumerated().map { ArgumentInput.value(ArgumentValue(label: $0.offset == 0 ? "arrayLiteral" : nil, value: $0.element, location: location)) }
        return try constructType(info.name, arguments: arguments, scope: globals, at: location)
    }

    /// `-v` of a type that declares `static prefix func -` (kept as `prefix-` by the lowering),
    /// or `√x` of the program's `prefix operator √` and its `prefix func √` (`fixity` "postfix"
    /// for `25%` of a `postfix operator %`).
    func userPrefixOperator(_ op: String, _ value: Value, fixity: String = "prefix", at location: SourceLocation) throws -> Value? {
        let name = fixity + op
        if let typeName = userValueTypeName(value), let info = types.type(typeName),
           let function = info.staticMethods[name]?.first(where: { $0.parameters.count == 1 }) {
            return try callFunction(BoundFunction(declaration: function, ownerType: typeName, receiver: nil),
                                    arguments: [.value(ArgumentValue(label: function.parameters[0].label, value: value, location: location))],
                                    at: location)
        }
        guard let overloads = types.functions[name]?.filter({ $0.parameters.count == 1 }), !overloads.isEmpty else { return nil }
        let function = overloads.first { function in
            valuesFit(function.parameters, [.value(ArgumentValue(label: function.parameters[0].label, value: value, location: location))])
        } ?? overloads[0]
        return try callFunction(BoundFunction(declaration: function, ownerType: nil, receiver: nil),
                                arguments: [.value(ArgumentValue(label: function.parameters[0].label, value: value, location: location))],
                                at: location)
    }

    /// `a += b` where `a`'s type declares `static func += (lhs: inout T, rhs: U)`: that function,
    /// with `a` passed `inout` (a type that declares only `+` gets `a = a + b`).
    func userCompoundAssignment(_ op: String, _ target: Expr, _ valueExpr: Expr, in scope: Scope,
                                at location: SourceLocation) throws -> Bool {
        guard types.compoundOperators.contains(op + "="), let current = try? evaluate(target, in: scope),
              let typeName = userValueTypeName(current),
              let info = types.type(typeName),
              let function = info.staticMethods[op + "="]?.first(where: { $0.parameters.count == 2 && $0.parameters[0].isInout }) else { return false }
        let labels = function.parameters.map(\.label)
        _ = try callFunction(BoundFunction(declaration: function, ownerType: typeName, receiver: nil),
                             arguments: [.expression(Argument(label: labels[0], value: Expr(.inoutReference(target), at: target.location), location: target.location), scope),
                                         .expression(Argument(label: labels[1], value: valueExpr, location: valueExpr.location), scope)],
                             at: location)
        return true
    }

    private func userValueTypeName(_ value: Value) -> String? {
        switch readWeak(value) {
        case .structValue(let s): return s.typeName
        case .enumValue(let e): return e.typeName
        default: return nil
        }
    }

    private func operatorFunction(_ op: String, in info: TypeInfo) -> FunctionDecl? {
        info.staticMethods[op]?.first
    }

    /// The overload of a type's binary `op` the operands fit (`static func * (Vector, Double)`
    /// beside `static func * (Double, Vector)`), else the first of two parameters.
    private func operatorFunction(_ op: String, in info: TypeInfo, _ lhs: Value, _ rhs: Value, at location: SourceLocation) -> FunctionDecl? {
        guard let overloads = info.staticMethods[op]?.filter({ $0.parameters.count == 2 }), !overloads.isEmpty else { return nil }
        guard overloads.count > 1 else { return overloads[0] }
        return overloads.first { function in
            let labels = function.parameters.map(\.label)
            return valuesFit(function.parameters, [.value(ArgumentValue(label: labels[0], value: lhs, location: location)),
                                                   .value(ArgumentValue(label: labels[1], value: rhs, location: location))])
        } ?? overloads[0]
    }

    /// The program's own top-level `??` whose left parameter is of `left`'s type (a `Binding`, a
    /// struct): `func ?? <T>(lhs: Binding<T?>, rhs: T) -> Binding<T>`; nil for the standard one.
    func customNilCoalescing(for left: Value) -> FunctionDecl? {
        guard let overloads = types.functions["??"] else { return nil }
        let typeName: String
        switch left {
        case .builtin(let value): typeName = value.kind
        case .structValue(let value): typeName = value.typeName
        case .enumValue(let value): typeName = value.typeName
        default: return nil
        }
        return overloads.first { $0.parameters.count == 2 && $0.parameters[0].type.nominalName == typeName }
    }

    func callOperator(_ function: FunctionDecl, _ typeName: String?, _ lhs: Value, _ rhs: Value,
                              at location: SourceLocation) throws -> Value {
        // An operator is called without labels, whatever its parameters are named.
        let labels = function.parameters.map(\.label)
        // `position - [1, 1]`: an array literal operand where the parameter is a type that is
        // `ExpressibleByArrayLiteral` is that type's value.
        let (left, right) = try (arrayLiteral(lhs, as: function.parameters.first?.type, at: location),
                                 arrayLiteral(rhs, as: function.parameters.dropFirst().first?.type, at: location))
        return try callFunction(BoundFunction(declaration: function, ownerType: typeName, receiver: nil),
                                arguments: [.value(ArgumentValue(label: labels.first ?? nil, value: left, location: location)),
                                            .value(ArgumentValue(label: labels.dropFirst().first ?? nil, value: right, location: location))],
                                at: location)
    }
}

/// User subscripts, lowered to the methods `subscript` and `subscript(set)`.
extension Interpreter {
    static let subscriptGetter = "subscript"
    static let subscriptSetter = "subscript(set)"

    /// Whether `value` is of a user type that declares a subscript (with a setter).
    func hasUserSubscript(_ value: Value, setter: Bool) -> Bool {
        let name = setter ? Self.subscriptSetter : Self.subscriptGetter
        switch readWeak(value) {
        case .structValue(let s): return types.memberChain(s.typeName).contains { $0.methods[name] != nil }
        case .enumValue(let e): return types.memberChain(e.typeName).contains { $0.methods[name] != nil }
        case .object(let id):
            guard let object = heap.object(id) else { return false }
            return types.memberChain(object.typeName).contains { $0.methods[name] != nil }
        default: return false
        }
    }

    /// The type declaring a `static subscript` (with a setter) that `value`, a metatype, has
    /// (`Palette["accent"] = "blue"`), if any.
    func staticSubscriptOwner(_ value: Value, setter: Bool) -> String? {
        guard case .type(let typeName) = readWeak(value) else { return nil }
        let name = setter ? Self.subscriptSetter : Self.subscriptGetter
        return types.classChain(typeName).first { $0.staticMethods[name] != nil }?.name
            ?? types.type(typeName).flatMap { $0.staticMethods[name] != nil ? $0.name : nil }
    }
}
