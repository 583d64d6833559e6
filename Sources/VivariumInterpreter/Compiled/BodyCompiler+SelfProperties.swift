import VivariumSyntax

/// Compound assignments to a stored property of a class's `self` (`total += x`,
/// `self.count -= 1` in a method of a view model).
extension BodyCompiler {
    /// `name op= value` where `name` is a plain stored property of the class whose method or
    /// initializer this is (no wrapper, observer, `weak` or Observation tracking: its
    /// `plainStoredProperties`): the operand, then the property read, changed and written back
    /// where it lies, as the general evaluator's place does it. A subclass's instance (whose
    /// override may observe the property) has it read, and set through `setProperty`, which runs
    /// its observers, as Swift's get and set of an observed property do.
    func selfPropertyCompound(_ op: String, _ name: String, _ valueExpr: Expr, expr: Expr) throws -> ExpressionCode? {
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
}
