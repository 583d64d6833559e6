import VivariumSyntax

/// Function values the standard library names (`reduce(0, +)`, `map(String.init)`) and the
/// `Hasher` a hand-written `hash(into:)` feeds.
extension Interpreter {
    /// `operator:+` (an operator used as a function) and `init:T` (`T.init` as a function).
    func callFunctionValue(_ name: String, inputs: [ArgumentInput], at location: SourceLocation) throws -> Value? {
        if name.hasPrefix("operator:") {
            let op = String(name.dropFirst("operator:".count))
            var operands = try inputs.map { readWeak(try evaluateInput($0, expected: nil)) }
            // `zip(a, b).map(+)`: an operator given one pair, as Swift passes a function of two
            // parameters where a function of one two-element tuple is expected.
            if operands.count == 1, case .tuple(let elements, _) = operands[0], elements.count == 2 {
                operands = elements.map(readWeak)
            }
            if operands.count == 1, ["-", "+", "!", "~"].contains(op) || types.functions["prefix" + op] != nil {
                // `[1, 2].map(-)`: an operator given one operand is its prefix form, as Swift
                // picks the unary overload where a function of one parameter is expected.
                if let result = try userPrefixOperator(op, operands[0], at: location) { return result }
                return try Operators.prefix(op, operands[0], at: location)
            }
            guard operands.count == 2 else {
                throw RuntimeError(.trap, "operator '\(op)' takes two arguments", at: location)
            }
            if op == "==" || op == "!=" {
                let equal = try valuesEqual(operands[0], operands[1], at: location)
                return .bool(op == "==" ? equal : !equal)
            }
            if op == "&&" || op == "||" {
                let (a, b) = (try truthy(operands[0], at: location), try truthy(operands[1], at: location))
                return .bool(op == "&&" ? a && b : a || b)
            }
            if let result = try userOperator(op, operands[0], operands[1], at: location) { return result }
            return try Operators.binary(op, operands[0], operands[1], at: location)
        }
        if name.hasPrefix("init:") {
            // `String.init` as a function value (`values.map(String.init)`).
            let typeName = String(name.dropFirst("init:".count))
            return try constructType(typeName, arguments: initializerArguments(inputs, of: typeName), scope: globals, at: location)
        }
        return nil
    }

    /// `hasher.combine(x)` (mutating: written back) and `hasher.finalize()`.
    func hasherMethod(_ name: String, _ hasher: BuiltinValue, _ values: [Value], writeBack: (Value) throws -> Void,
                      at location: SourceLocation) throws -> Value? {
        guard case .string(let combined)? = hasher["combined"] else { return nil }
        switch name {
        case "combine" where values.count == 1:
            guard let key = HashableValue(values[0])?.key else {
                throw RuntimeError.trap("'\(Describe.typeName(of: values[0], heap: heap))' is not Hashable", at: location)
            }
            var updated = hasher
            updated["combined"] = .string(combined + key + ";")
            try writeBack(.builtin(updated))
            return .void
        case "finalize" where values.isEmpty:
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
            for byte in combined.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return .int(Int(bitPattern: UInt(hash)))
        default:
            return nil
        }
    }
}

extension Interpreter {
    /// Calls a closure of type `(inout V) -> Void` on `value` and returns what it left there:
    /// `.transformEnvironment(\.key) { value in … }`.
    public func callTransform(_ function: Value, on value: Value, at location: SourceLocation = .builtin) throws -> Value {
        guard case .function(.closure(let closure)) = function else {
            throw RuntimeError(.notSupported, "not supported in the playground: a .transformEnvironment transform that is not a closure literal (write it as { value in … })", at: location)
        }
        let box = Box(value, isLet: false)
        _ = try callClosure(closure, arguments: [value], viewBuilder: false, inoutFirst: box, at: location)
        return box.value
    }
}

extension Interpreter {
    /// Calls a gesture's `.updating($state) { value, state, transaction in … }` body with the
    /// gesture's value, the current state and the host's transaction (both inout: Apple's example
    /// sets `transaction.animation`) and returns the state it left.
    public func callGestureUpdating(_ function: Value, value: Value, state: Value, transaction: Value,
                                    at location: SourceLocation = .builtin) throws -> Value {
        guard case .function(.closure(let closure)) = function else {
            throw RuntimeError(.notSupported, "not supported in the playground: an .updating body that is not a closure literal (write it as { value, state, transaction in … })", at: location)
        }
        let box = Box(state, isLet: false)
        _ = try callClosure(closure, arguments: [value, state, transaction], viewBuilder: false, inoutFirst: box, inoutIndex: 1,
                            moreInout: [2: Box(transaction, isLet: false)], at: location)
        return box.value
    }

    /// `K.reduce(value: &value, nextValue: { next })` for a user `PreferenceKey` `K`: the
    /// value it leaves after combining `next`, the next sibling's value, into `value`.
    public func reducePreference(key typeName: String, _ value: Value, next: Value, at location: SourceLocation = .builtin) throws -> Value {
        let scope = Scope(parent: globals)
        let box = Box(value, isLet: false)
        scope.declare("__value", box)
        scope.declare("__next", Box(next, isLet: true))
        let nextValue = ClosureExpr(captures: [], parameters: [], anonymousParameterCount: 0,
                                    body: [Statement(.expression(Expr(.identifier("__next"), at: location)), at: location)], location: location)
        let call = Expr(.call(callee: Expr(.member(base: Expr(.identifier(typeName), at: location), name: "reduce"), at: location), arguments: [
            Argument(label: "value", value: Expr(.inoutReference(Expr(.identifier("__value"), at: location)), at: location), location: location),
            Argument(label: "nextValue", value: Expr(.closure(nextValue), at: location), location: location),
        ]), at: location)
        _ = try evaluate(call, in: scope)
        return box.value
    }
}

extension Interpreter {
    /// `K.defaultValue` for a user `PreferenceKey` `K`.
    public func preferenceDefault(key typeName: String) throws -> Value {
        try staticMemberValue(typeName: typeName, name: "defaultValue", at: .builtin, required: true) ?? .nil
    }
}

extension Interpreter {
    /// `(1...20).map(FeedItem.init)`: an initializer used as a function value takes its
    /// arguments without labels, as any function value does; they get the labels of the first
    /// of the type's initializers (its memberwise one, for a struct that declares none) they fit.
    func initializerArguments(_ inputs: [ArgumentInput], of typeName: String) -> [ArgumentInput] {
        // NB: an extended builtin (`extension String { init(contentsOf:) }`) keeps its own
        // unlabelled initializer: `map(String.init)` is `String(_:)`, not the extension's.
        guard inputs.allSatisfy({ $0.label == nil }), let info = types.type(types.resolve(typeName)),
              info.kind == .struct || info.kind == .class, !types.extendedBuiltins.contains(info.name) else { return inputs }
        let candidates = info.initializers.isEmpty && info.kind == .struct
            ? [synthesizedMemberwise(info).parameterList] : info.initializers.map(\.parameters)
        for parameters in candidates {
            let relabeled = unlabeledCall(inputs, of: parameters)
            if matchArguments(parameters, relabeled) != nil { return relabeled }
        }
        return inputs
    }
}
