import VivariumSyntax

/// A stored property of `self` named alone (`items[items.count - 1]` in a method), and
/// compound assignments to a stored property of a class's `self` (`total += x`,
/// `self.count -= 1` in a method of a view model).
extension BodyCompiler {
    /// The stored property `name` of the struct or class whose method, initializer or accessor
    /// this is, named alone: no local of the body has the name, so it is `self`'s (a member of
    /// `self` comes before a global of the same name).
    func implicitSelfStoredProperty(_ name: String) -> PropertyDecl? {
        guard context.hasSelf, !context.isClosure, local(name) == nil, local("self") == nil, let owner = context.ownerType,
              let info = interpreter.types.type(owner), info.kind == .struct || info.kind == .class else { return nil }
        return info.storedProperty(name)
    }

    /// `name`, a stored property of `self` (`implicitSelfStoredProperty`): read from `self`'s
    /// fields when it is a plain one of `self`'s own type (`StoredPropertyRead`), else the
    /// general way (a wrapper, a `lazy var`, Observation's tracking, a subclass's instance).
    func implicitSelfMemberRead(_ name: String, _ expr: Expr, expected: TypeReference?) -> ExpressionCode {
        let interpreter = self.interpreter
        let stored = StoredPropertyRead(name: name)
        let general = fallback(expr, expected: expected)
        return { activation in
            if let box = activation.selfBox, let value = stored.value(of: interpreter.readWeak(box.value), in: interpreter) {
                return value
            }
            return try general(activation)
        }
    }

    /// `name op= value` where `name` is a plain stored property of the class whose method or
    /// initializer this is (no wrapper, observer, `weak` or Observation tracking: its
    /// `plainStoredProperties`): the operand, then the property read, changed and written back
    /// where it lies, as the general evaluator's place does it. A subclass's instance (whose
    /// override may observe the property) has it read, and set through `setProperty`, which runs
    /// its observers, as Swift's get and set of an observed property do.
    func selfPropertyCompound(_ op: String, _ name: String, _ valueExpr: Expr, expr: Expr) throws -> ExpressionCode? {
        if let code = try structSelfPropertyCompound(op, name, valueExpr, expr: expr) { return code }
        guard let property = selfStoredProperty(name), let owner = context.ownerType,
              interpreter.types.type(owner)?.plainStoredProperties.contains(name) == true else { return nil }
        let interpreter = self.interpreter
        let operand = try expression(valueExpr, expected: property.type ?? property.initializer.flatMap(interpreter.evidentType))
        let generation = interpreter.types.registrations
        let intOperation = Operators.IntOperation(op)
        let location = expr.location
        return { activation in
            guard let box = activation.selfBox, case .object(let id) = interpreter.readWeak(box.value),
                  let object = interpreter.heap.object(id), !object.isFreed else {
                throw RuntimeError.trap("Fatal error: object was already deallocated", at: location)
            }
            // Swift evaluates the operand before its access to the property begins.
            let right = try operand(activation)
            guard object.typeName == owner, generation == interpreter.types.registrations, let index = object.fields.index(forKey: name) else {
                let current = try interpreter.memberValue(of: .object(id), name: name, at: location)
                try interpreter.setProperty(name, of: object, to: try Operators.binary(op, current, right, at: location), at: location)
                return .void
            }
            if let intOperation, case .int(let a) = object.fields.values[index], case .int(let b) = right {
                // A number holds nothing: written, nothing let go (`setProperty`'s plain case).
                object.fields.values[index] = try intOperation.apply(a, b, at: location)
                return .void
            }
            // Taken out while it changes, so a string or an array grows where it lies.
            var current = Value.void
            swap(&current, &object.fields.values[index])
            let heldReferences = !current.isContainer && References.mayHoldReferences(current)
            do {
                try Operators.compound(op, &current, right, at: location)
            } catch {
                object.fields.values[index] = current
                throw error
            }
            object.fields.values[index] = current
            if heldReferences { interpreter.heap.needsCollection = true }
            return .void
        }
    }

    /// `name op= value` in a `mutating` method of a struct, `name` one of its plain stored
    /// properties: the operand, then the field changed where it lies in `self` (moved out of
    /// `self`'s variable while it changes, so copy-on-write copies nothing).
    private func structSelfPropertyCompound(_ op: String, _ name: String, _ valueExpr: Expr, expr: Expr) throws -> ExpressionCode? {
        guard context.selfIsMutable, let property = implicitSelfStoredProperty(name), let owner = context.ownerType,
              let info = interpreter.types.type(owner), info.kind == .struct, info.declaration.genericParameters.isEmpty,
              info.plainStoredProperties.contains(name), !property.isLet, !property.modifiers.contains(.lazy),
              let type = property.type ?? property.initializer.flatMap(interpreter.evidentType) else { return nil }
        let interpreter = self.interpreter
        let operand = try expression(valueExpr, expected: type)
        let intOperation = Operators.IntOperation(op)
        let position = info.storedProperties.firstIndex { $0.name == name } ?? -1
        let location = expr.location
        return { activation in
            guard let box = activation.selfBox, case .structValue = box.value else {
                throw RuntimeError(.trap, "internal error: a mutating method of '\(owner)' without its 'self'", at: location)
            }
            // Swift evaluates the operand before its access to the property begins.
            let right = try operand(activation)
            var letGo = false
            let changed: Bool = try box.modify { whole in
                var taken = Value.void
                swap(&taken, &whole)
                guard case .structValue(var value) = consume taken else { preconditionFailure("checked above") }
                defer { whole = .structValue(value) }
                guard value.typeName == owner else { return false }
                return try value.modifyField(name, at: position) { field in
                    if let intOperation, case .int(let a) = field, case .int(let b) = right {
                        field = try intOperation.apply(a, b, at: location)
                        return
                    }
                    letGo = !field.isContainer && References.mayHoldReferences(field)
                    try Operators.compound(op, &field, right, at: location)
                } != nil
            }
            guard changed else {
                throw RuntimeError(.trap, "internal error: 'self' holds no '\(owner)' with a field '\(name)'", at: location)
            }
            if letGo { interpreter.heap.needsCollection = true }
            return .void
        }
    }
}
