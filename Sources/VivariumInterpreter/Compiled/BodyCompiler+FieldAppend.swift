import VivariumSyntax

/// `inbox.items.append(x)`: an element appended to an array stored in a struct held by a local,
/// where the array lies (Swift's in-place mutation of a stored property through a `var`).
extension BodyCompiler {
    /// `local.field.append(x)` where the local is an unboxed `var` whose type is a struct and
    /// `field` a plain stored array of it (`appendableArrayField`). The element is evaluated
    /// first, with the array's element type as context, then the struct and the array each move
    /// out of their place, the array grows and both move back: copy-on-write copies them only
    /// when another holder shares them.
    func fieldAppend(_ baseExpr: Expr, _ arguments: [Argument], expr: Expr) throws -> ExpressionCode? {
        guard case .member(let holderExpr, let field) = baseExpr.kind, case .identifier(let localName) = holderExpr.kind,
              let slot = local(localName), !slot.isBoxed, !slot.isLet, case .named(let typeName, let generics)? = slot.type,
              generics.isEmpty, let info = interpreter.types.type(typeName), info.kind == .struct,
              let elementType = appendableArrayField(field, of: info, arguments),
              interpreter.staticMembers[baseExpr.location] == nil else { return nil }
        let argument = converting(try expression(arguments[0].value, expected: elementType), to: elementType)
        let index = slot.index
        let position = info.storedProperties.firstIndex { $0.name == field } ?? -1
        let location = expr.location
        let interpreter = self.interpreter
        return { activation in
            let element = try argument(activation)
            guard let copied = activation.values.append(element, toArrayField: field, at: position, ofStructAt: index) else {
                throw RuntimeError(.trap, "internal error: '\(localName)' holds no '\(typeName)' with an array '\(field)'", at: location)
            }
            if copied { interpreter.storageCopies += 1 }
            return .void
        }
    }
}

extension BodyCompiler {
    /// `items.append(x)` in a method, `items` a plain stored array of `self`
    /// (`appendableArrayField`): in a struct's `mutating` method the array grows where it lies in `self`; in a
    /// class's method, where it lies in the object (its fields' write barrier first). A
    /// subclass's instance, whose override may observe the property, has it read, grown and set
    /// through `setProperty`, as Swift's get and set of an observed property do.
    func selfFieldAppend(_ baseExpr: Expr, _ arguments: [Argument], expr: Expr) throws -> ExpressionCode? {
        guard case .identifier(let field) = baseExpr.kind, implicitSelfStoredProperty(field) != nil,
              let owner = context.ownerType, let info = interpreter.types.type(owner), info.kind == .class || context.selfIsMutable,
              let elementType = appendableArrayField(field, of: info, arguments) else { return nil }
        let argument = converting(try expression(arguments[0].value, expected: elementType), to: elementType)
        let position = info.storedProperties.firstIndex { $0.name == field } ?? -1
        let location = expr.location
        let interpreter = self.interpreter
        let isClass = info.kind == .class
        return { activation in
            let element = try argument(activation)
            guard let box = activation.selfBox else {
                throw RuntimeError(.trap, "internal error: a method of '\(owner)' without its 'self'", at: location)
            }
            let copied: Bool?
            if isClass {
                guard case .object(let id) = interpreter.readWeak(box.value), let object = interpreter.heap.object(id), !object.isFreed else {
                    throw RuntimeError.trap("Fatal error: object was already deallocated", at: location)
                }
                guard object.typeName == owner, let index = object.fields.index(forKey: field) else {
                    var current = try interpreter.memberValue(of: .object(id), name: field, at: location)
                    _ = Interpreter.append(element, toArrayIn: &current)
                    try interpreter.setProperty(field, of: object, to: current, at: location)
                    return .void
                }
                copied = Interpreter.append(element, toArrayIn: &object.fields.values[index])
            } else {
                copied = box.modify { whole in
                    guard case .structValue = whole else { return nil }
                    var taken = Value.void
                    swap(&taken, &whole)
                    guard case .structValue(var value) = consume taken else { preconditionFailure("checked just above") }
                    defer { whole = .structValue(value) }
                    return value.modifyField(field, at: position) { Interpreter.append(element, toArrayIn: &$0) } ?? nil
                }
            }
            guard let copied else {
                throw RuntimeError(.trap, "internal error: 'self' holds no '\(owner)' with an array '\(field)'", at: location)
            }
            if copied { interpreter.storageCopies += 1 }
            return .void
        }
    }
}

extension BodyCompiler {
    /// The element type of `field` when it is a plain `var` of `info` (no wrapper or observer:
    /// `TypeInfo.plainStoredProperties`; no generic parameter) declared an array, which
    /// `append(x)` with these arguments grows in place: one unlabeled element, and no user
    /// extension of Array declaring `append`.
    private func appendableArrayField(_ field: String, of info: TypeInfo, _ arguments: [Argument]) -> TypeReference? {
        guard info.declaration.genericParameters.isEmpty, info.plainStoredProperties.contains(field),
              let property = info.storedProperty(field), !property.isLet,
              case .array(let elementType)? = property.type ?? property.initializer.flatMap(interpreter.evidentType),
              arguments.count == 1, arguments[0].label == nil, !arguments[0].isTrailingClosure,
              interpreter.leadingImplicitMember(arguments[0].value) == nil,
              interpreter.builtinExtensionMethods("append", of: .array([])) == nil else { return nil }
        return elementType
    }
}

extension Interpreter {
    /// `element` appended to the array `stored` holds, moved out while it grows (copy-on-write
    /// copies it only when another holder shares it). Nil when it holds no array, else whether
    /// its storage was copied (`appendCountingCopy`).
    static func append(_ element: Value, toArrayIn stored: inout Value) -> Bool? {
        guard case .array = stored else { return nil }
        var taken = Value.void
        swap(&taken, &stored)
        guard case .array(var elements) = consume taken else { preconditionFailure("checked just above") }
        let copied = appendCountingCopy(element, to: &elements)
        stored = .array(elements)
        return copied
    }
}

extension StructValue {
    /// Changes the field `name` in place (its storage made this value's own first), the field
    /// moved out while `body` changes it; `position` is tried before a search by name. Nil when
    /// the struct has no such field.
    mutating func modifyField<Result>(_ name: String, at position: Int, _ body: (inout Value) throws -> Result) rethrows -> Result? {
        makeUnique()
        guard let found = storage.position(of: name, tryingFirst: position) else { return nil }
        var stored = Value.void
        swap(&stored, &storage.fields.values[found])
        defer { storage.fields.values[found] = stored }
        return try body(&stored)
    }
}

extension StructValue.Storage {
    /// Where the fields keep `name`, `position` tried first (the fields are read where they
    /// lie: a copy held while one of them changes would make copy-on-write copy them).
    func position(of name: String, tryingFirst position: Int) -> Int? {
        if position >= 0, position < fields.count, fields.keys[position] == name { return position }
        return fields.index(forKey: name)
    }
}
