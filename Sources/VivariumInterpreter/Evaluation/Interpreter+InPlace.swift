import VivariumSyntax

/// Mutations made where their storage lies (`Place`), as Swift's copy-on-write makes them:
/// `items.append(x)`, `s.items.append(x)`, `d[k, default: []].append(x)`,
/// `todos[i].done.toggle()`, `model.items[i].title = t`, `counts[k, default: 0] += 1`. What is
/// no place (a wrapper, an observer, a computed property) is read, changed and written back.
extension Interpreter {
    /// The standard library's mutating methods changed in place.
    static let inPlaceMethods: Set<String> = ["append", "toggle", "insert", "remove", "removeLast", "removeFirst", "popLast"]

    /// `base.name(arguments)` for a mutating method of an array, a string or a `Bool` held at a
    /// place; nil when the receiver is no place or the method is not one changed in place here
    /// (nothing has been evaluated then).
    func callMutatingInPlace(_ name: String, on baseExpr: Expr, inputs: [ArgumentInput], in scope: Scope,
                             at location: SourceLocation) throws -> Value? {
        guard Self.inPlaceMethods.contains(name), inputs.allSatisfy(isPlainArgument),
              let place = try resolvePlace(baseExpr, in: scope), isWritable(place) else { return nil }
        let labels = inputs.map(\.label)
        guard try takesInPlace(name, labels: labels, receiver: peek(place, at: location)) else { return nil }
        // A mutating method's access to its receiver begins after its arguments are evaluated.
        let values = try inputs.map { try evaluateInput($0, expected: nil) }
        guard let place = try resolvePlace(baseExpr, in: scope), isWritable(place),
              try takesInPlace(name, labels: labels, receiver: peek(place, at: location)) else {
            // The arguments changed what the base names: the general way, with their values.
            let arguments = zip(labels, values).map { ArgumentInput.value(ArgumentValue(label: $0, value: $1, location: location)) }
            return try callMethod(on: evaluate(baseExpr, in: scope), baseExpr: baseExpr, name: name, inputs: arguments,
                                  scope: scope, at: location)
        }
        return try modify(place, at: location) { receiver in
            try mutate(&receiver, name, labels: labels, values: values, at: location)
        }
    }

    /// An argument evaluated without a contextual type, as the general path evaluates it.
    private func isPlainArgument(_ input: ArgumentInput) -> Bool {
        guard case .expression(let argument, _) = input else { return false }
        return !argument.isTrailingClosure && leadingImplicitMember(argument.value) == nil
    }

    /// Whether `receiver.name(labels…)` is one of the mutations below (and no user extension's).
    private func takesInPlace(_ name: String, labels: [String?], receiver: Value) -> Bool {
        let taken = switch (receiver, name) {
        case (.array, "append"): labels == [nil] || labels == ["contentsOf"]
        case (.array, "insert"): labels == [nil, "at"]
        case (.array, "remove"): labels == ["at"]
        case (.array, "removeLast"), (.array, "removeFirst"), (.array, "popLast"): labels.isEmpty
        case (.string, "append"): labels == [nil]
        case (.bool, "toggle"): labels.isEmpty
        default: false
        }
        return taken && builtinExtensionMethods(name, of: receiver) == nil
    }

    /// The mutation, on the receiver taken out of its place (so its storage is unshared).
    // NB: no `switch` over the receiver: its subject is a second reference that lives through
    // the case, and the storage would be copied.
    private func mutate(_ receiver: inout Value, _ name: String, labels: [String?], values: [Value],
                        at location: SourceLocation) throws -> Value {
        if case .bool(let flag) = receiver {
            receiver = .bool(!flag)
            return .void
        }
        if case .string(var text) = receiver {
            guard case .string(let suffix)? = values.first else {
                throw RuntimeError(.trap, "cannot append \(describe(values.first ?? .nil)) to a String", at: location)
            }
            try ValueLimits.checkString(bytes: text.utf8.count + suffix.utf8.count, at: location)
            receiver = .void
            text += suffix
            receiver = .string(text)
            return .void
        }
        guard case .array(var elements) = receiver else {
            throw RuntimeError(.trap, "internal error: '\(name)' changed in place on \(describe(receiver))", at: location)
        }
        receiver = .void
        defer { receiver = .array(elements) }
        return try changingStorage(of: &elements) { elements in
            try mutate(&elements, name, labels: labels, values: values, at: location)
        }
    }

    private func mutate(_ elements: inout [Value], _ name: String, labels: [String?], values: [Value],
                        at location: SourceLocation) throws -> Value {
        switch name {
        case "append" where labels == ["contentsOf"]:
            let added = try self.elements(of: values[0], at: location)
            try ValueLimits.checkElements(elements.count + added.count, at: location)
            elements.append(contentsOf: added)
            return .void
        case "append":
            elements.append(values[0])
            return .void
        case "insert":
            guard case .int(let index) = values[1], index >= 0, index <= elements.count else {
                throw RuntimeError.trap("Fatal error: Array index is out of range", at: location)
            }
            elements.insert(values[0], at: index)
            return .void
        case "remove":
            guard case .int(let index) = values[0], elements.indices.contains(index) else {
                throw RuntimeError.trap("Fatal error: Index out of range", at: location)
            }
            heap.needsCollection = true
            return elements.remove(at: index)
        default:
            if elements.isEmpty {
                if name == "popLast" { return .nil }
                throw RuntimeError.trap("Fatal error: Can't remove \(name == "removeFirst" ? "first" : "last") element from an empty collection", at: location)
            }
            heap.needsCollection = true
            return name == "removeFirst" ? elements.removeFirst() : elements.removeLast()
        }
    }

    // MARK: Assignment

    /// An array or a dictionary whose subscript is the standard library's.
    private func containerKind(of value: Value) -> ContainerKind? {
        if case .array = value, builtinExtensionMethods(Self.subscriptGetter, of: .array([])) == nil { return .array }
        if case .dictionary = value, builtinExtensionMethods(Self.subscriptGetter, of: .dictionary([:])) == nil { return .dictionary }
        return nil
    }

    /// `base.name = value` for a stored property of a struct held at a place, and
    /// `base[i] = value` for an element of an array or dictionary held at a place; false when
    /// the target's base is no such place (nothing has changed then).
    func assignInPlace(_ value: Value, to target: Expr, in scope: Scope) throws -> Bool {
        switch target.kind {
        case .member(let baseExpr, let name):
            guard let base = try resolvePlace(baseExpr, in: scope), isWritable(base),
                  case .structValue = try peek(base, at: target.location),
                  case .structField? = try storedMember(name, of: base, at: target.location) else { return false }
            try modify(.structField(base, name: name), at: target.location) { field in
                let old = field
                field = value
                heap.letGo(old)
            }
            return true
        case .subscriptAccess(let baseExpr, let arguments):
            guard arguments.count == 1, arguments[0].label == nil, isPlaceIndex(arguments[0].value, in: scope),
                  let base = try resolvePlace(baseExpr, in: scope), isWritable(base) else { return false }
            guard let kind = try containerKind(of: peek(base, at: target.location)) else { return false }
            let index = try evaluate(arguments[0].value, in: scope)
            switch kind {
            case .array: guard case .int = index else { return false }
            case .dictionary: guard HashableValue(index) != nil else { return false }
            }
            try modify(base, at: target.location) { holder in
                try settingElementInPlace(of: &holder, kind: kind, at: [index], to: value, location: target.location)
            }
            return true
        default:
            return false
        }
    }

    /// `target op= operand` on a place: the operand first, then the place changed where it
    /// lies (a string or an array appended to without a copy). nil when the target is no place.
    func compoundAssignInPlace(_ op: String, _ target: Expr, _ valueExpr: Expr, in scope: Scope,
                               at location: SourceLocation) throws -> Value? {
        guard let place = try resolvePlace(target, in: scope), isWritable(place) else { return nil }
        let operand = try evaluate(valueExpr, in: scope)
        guard let place = try resolvePlace(target, in: scope), isWritable(place) else {
            let result = try Operators.binary(op, try evaluate(target, in: scope), operand, at: location)
            try assign(result, to: target, in: scope)
            return .void
        }
        try modify(place, at: location) { current in
            let heldReferences = References.mayHoldReferences(current)
            try Operators.compound(op, &current, operand, at: location)
            if heldReferences { heap.needsCollection = true }
        }
        return .void
    }
}

