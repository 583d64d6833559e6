import VivariumSyntax

/// `inbox.items.append(x)`: an element appended to an array stored in a struct held by a local,
/// where the array lies (Swift's in-place mutation of a stored property through a `var`).
extension BodyCompiler {
    /// `local.field.append(x)` where the local is an unboxed `var` whose type is a struct
    /// without generic parameters, `field` one of its plain stored properties (no wrapper or
    /// observer: `TypeInfo.plainStoredProperties`) declared an array. The element is evaluated
    /// first, with the array's element type as context, then the struct and the array each move
    /// out of their place, the array grows and both move back: copy-on-write copies them only
    /// when another holder shares them.
    func fieldAppend(_ baseExpr: Expr, _ arguments: [Argument], expr: Expr) throws -> ExpressionCode? {
        guard case .member(let holderExpr, let field) = baseExpr.kind, case .identifier(let localName) = holderExpr.kind,
              let slot = local(localName), !slot.isBoxed, !slot.isLet, case .named(let typeName, let generics)? = slot.type,
              generics.isEmpty, let info = interpreter.types.type(typeName), info.kind == .struct,
              info.declaration.genericParameters.isEmpty, info.plainStoredProperties.contains(field),
              let property = info.storedProperty(field), !property.isLet,
              case .array(let elementType)? = property.type ?? property.initializer.flatMap(interpreter.evidentType),
              arguments.count == 1, arguments[0].label == nil, !arguments[0].isTrailingClosure,
              interpreter.leadingImplicitMember(arguments[0].value) == nil,
              interpreter.builtinExtensionMethods("append", of: .array([])) == nil,
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
