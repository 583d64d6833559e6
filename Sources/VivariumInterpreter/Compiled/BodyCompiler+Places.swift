import VivariumSyntax

/// Writes to places: a local, an element of a local array or dictionary. An unboxed local's
/// container is taken out of its slot, changed and put back, so it is never shared while it
/// changes: copy-on-write then copies nothing, and an append costs what one append costs.
extension BodyCompiler {
    // MARK: Assignment

    /// `code`'s tuples labelled as `type` names them (`t = (1, 2)` into a `(x: Int, y: Int)`).
    private func labeled(_ code: @escaping ExpressionCode, as type: TypeReference?) -> ExpressionCode {
        guard let type, type.namesTupleElements else { return code }
        return { activation in Interpreter.labelingTuples(try code(activation), as: type) }
    }

    func assignment(_ target: Expr, _ valueExpr: Expr, expr: Expr) throws -> ExpressionCode {
        let interpreter = self.interpreter
        switch target.kind {
        case .identifier(let name):
            guard let slot = local(name) else { return fallback(expr, expected: nil) }
            // The context of the value is the local's declared type (`assignmentContext`).
            guard case .known(let context) = slot.assignmentContext else { return fallback(expr, expected: nil) }
            let value = labeled(try expression(valueExpr, expected: context), as: context)
            let store = self.store(into: slot, name: name, at: target.location)
            return { activation in
                try store(activation, try value(activation))
                return .void
            }
        case .subscriptAccess(let baseExpr, let arguments):
            // The value's context is nil unless it is an implicit member (`assignmentContext`).
            guard let (slot, kind) = containerLocal(baseExpr), arguments.allSatisfy({ isPure($0.value) }),
                  arguments.first?.label == nil, interpreter.leadingImplicitMember(valueExpr) == nil else {
                return fallback(expr, expected: nil)
            }
            let value = try expression(valueExpr, expected: nil)
            let indices = try arguments.map { HeldExpression(run: try expression($0.value, expected: nil)) }
            let location = target.location
            let general = slot.isBoxed ? fallback(expr, expected: nil) : nil
            return { activation in
                if let general, !activation.isPlain(slot) { return try general(activation) }
                let newValue = try value(activation)
                let keys = try indices.map { try $0.run(activation) }
                try activation.modify(slot) { container in
                    try interpreter.settingElementInPlace(of: &container, kind: kind, at: keys, to: newValue, location: location)
                }
                return .void
            }
        case .member(let baseExpr, let name):
            guard case .selfValue = baseExpr.kind, let property = selfStoredProperty(name) else { return fallback(expr, expected: nil) }
            let value = labeled(try expression(valueExpr, expected: property.type ?? property.initializer.flatMap(interpreter.evidentType)),
                                    as: property.type)
            let location = target.location
            return { activation in
                let newValue = try value(activation)
                guard let box = activation.selfBox, case .object(let id) = interpreter.readWeak(box.value),
                      let object = interpreter.heap.object(id), !object.isFreed else {
                    throw RuntimeError.trap("Fatal error: object was already deallocated", at: location)
                }
                try interpreter.setProperty(name, of: object, to: newValue, at: location)
                return .void
            }
        case .discard:
            let value = try expression(valueExpr, expected: nil)
            return { activation in
                let result = try value(activation)
                if References.mayHoldReferences(result) { interpreter.heap.needsCollection = true }
                return .void
            }
        default:
            return fallback(expr, expected: nil)
        }
    }

    /// How a value goes into a local, as `Interpreter.store` puts it into a box.
    func store(into slot: LocalSlot, name: String, at location: SourceLocation) -> (Activation, Value) throws -> Void {
        let interpreter = self.interpreter
        if slot.isBoxed {
            return { activation, value in
                guard let box = activation.boxes[slot.index] else {
                    throw RuntimeError.unresolved("cannot find '\(name)' in scope", at: location)
                }
                try interpreter.store(value, into: box, name: name, at: location)
            }
        }
        if slot.isLet {
            return { _, _ in throw RuntimeError(.trap, "cannot assign to value: '\(name)' is a 'let' constant", at: location) }
        }
        return { activation, value in
            let old = activation.values[slot.index]
            activation.values[slot.index] = value
            if interpreter.heap.frameLetsGo(of: old) {
                interpreter.heap.needsCollection = true
                interpreter.heap.rankRelease(of: old)
            }
        }
    }

    // MARK: Compound assignment

    func compoundAssignment(_ op: String, _ target: Expr, _ valueExpr: Expr, expr: Expr) throws -> ExpressionCode {
        let interpreter = self.interpreter
        let location = expr.location
        // A type's own `static func +=`: the general evaluator calls it.
        if interpreter.types.compoundOperators.contains(op + "=") { return fallback(expr, expected: nil) }
        // `a += 1` of a `UInt8`: the general evaluator checks the result against its type.
        if interpreter.narrowIntegerType(at: location) != nil { return fallback(expr, expected: nil) }
        switch target.kind {
        case .identifier(let name):
            guard let slot = local(name) else {
                return try selfPropertyCompound(op, name, valueExpr, expr: expr) ?? fallback(expr, expected: nil)
            }
            let operand = try expression(valueExpr, expected: nil)
            if slot.isBoxed {
                let read = try expression(target, expected: nil)
                let store = self.store(into: slot, name: name, at: target.location)
                return { activation in
                    let current = try read(activation)
                    let result = try Operators.binary(op, current, try operand(activation), at: location)
                    try store(activation, result)
                    return .void
                }
            }
            if slot.isLet { return fallback(expr, expected: nil) }
            // Two integers under `+=`, `-=`, `*=`: the operation chosen once, as `binary` does.
            let intOperation = Operators.IntOperation(op)
            // NB: the operand first: it cannot change an unboxed local, and the local's value is
            // then taken out of its slot while it changes (an append to a string or an array
            // in place).
            return { activation in
                let right = try operand(activation)
                if let intOperation, case .int(let a) = activation.values[slot.index], case .int(let b) = right {
                    activation.values[slot.index] = try intOperation.apply(a, b, at: location)
                    return .void
                }
                var current = activation.values[slot.index]
                activation.values[slot.index] = .void
                let heldReferences = !current.isContainer && References.mayHoldReferences(current)
                do {
                    try Operators.compound(op, &current, right, at: location)
                } catch {
                    activation.values[slot.index] = current
                    throw error
                }
                activation.values[slot.index] = current
                if heldReferences { interpreter.heap.needsCollection = true }
                return .void
            }
        case .subscriptAccess(let baseExpr, let arguments):
            guard let (slot, kind) = containerLocal(baseExpr), arguments.allSatisfy({ isPure($0.value) }),
                  arguments.first?.label == nil, arguments.dropFirst().allSatisfy({ $0.label == "default" }) else {
                return fallback(expr, expected: nil)
            }
            let indices = try arguments.map { HeldExpression(run: try expression($0.value, expected: nil)) }
            let labels = arguments.map(\.label)
            let operand = try expression(valueExpr, expected: nil)
            let targetLocation = target.location
            let general = slot.isBoxed ? fallback(expr, expected: nil) : nil
            if kind == .dictionary, labels == [nil, "default"] {
                let combination = EntryCombination(op: op, intOperation: Operators.IntOperation(op), location: location)
                let keyCode = indices[0].run, defaultCode = indices[1].run
                if !slot.isBoxed {
                    // The unboxed local's dictionary changed where it lies (no closure between).
                    let index = slot.index
                    return { activation in
                        let key = try keyCode(activation), fallbackValue = try defaultCode(activation)
                        let right = try operand(activation)
                        try interpreter.combiningEntryInPlace(of: &activation.values[index], key: key, default: fallbackValue,
                                                              with: right, combination, at: targetLocation)
                        return .void
                    }
                }
                return { activation in
                    if let general, !activation.isPlain(slot) { return try general(activation) }
                    let key = try keyCode(activation), fallbackValue = try defaultCode(activation)
                    let right = try operand(activation)
                    try activation.modify(slot) { container in
                        try interpreter.combiningEntryInPlace(of: &container, key: key, default: fallbackValue, with: right, combination,
                                                              at: targetLocation)
                    }
                    return .void
                }
            }
            return { activation in
                if let general, !activation.isPlain(slot) { return try general(activation) }
                let keys = try indices.map { try $0.run(activation) }
                let current = try interpreter.subscriptValue(activation.read(slot), keys, labels: labels, at: targetLocation)
                let result = try Operators.binary(op, current, try operand(activation), at: location)
                try activation.modify(slot) { container in
                    try interpreter.settingElementInPlace(of: &container, kind: kind, at: keys, to: result, location: targetLocation)
                }
                return .void
            }
        case .member(let baseExpr, let name):
            guard case .selfValue = baseExpr.kind, let code = try selfPropertyCompound(op, name, valueExpr, expr: expr) else {
                return fallback(expr, expected: nil)
            }
            return code
        default:
            return fallback(expr, expected: nil)
        }
    }

    // MARK: Subscripts

    func subscriptRead(_ baseExpr: Expr, _ arguments: [Argument], expected: TypeReference?, expr: Expr) throws -> ExpressionCode {
        guard arguments.first?.label == nil, arguments.dropFirst().allSatisfy({ $0.label == "default" }) else {
            return fallback(expr, expected: expected)
        }
        let interpreter = self.interpreter
        let labels = arguments.map(\.label)
        let location = expr.location
        guard let (slot, _) = containerLocal(baseExpr) else {
            // `items[i]` in a method, `items` an array or dictionary stored in `self`.
            guard selfContainerProperty(baseExpr) != nil else { return fallback(expr, expected: expected) }
            let base = try expression(baseExpr, expected: nil)
            let indices = try arguments.map { HeldExpression(run: try expression($0.value, expected: nil)) }
            return { activation in
                let container = try base(activation)
                let keys = try indices.map { try $0.run(activation) }
                return try interpreter.subscriptValue(container, keys, labels: labels, at: location)
            }
        }
        let indices = try arguments.map { HeldExpression(run: try expression($0.value, expected: nil)) }
        return { activation in
            let keys = try indices.map { try $0.run(activation) }
            return try interpreter.subscriptValue(interpreter.readWeak(activation.read(slot)), keys, labels: labels, at: location)
        }
    }

    // MARK: Mutating methods

    /// `local.append(x)`, `local.append(contentsOf: xs)` on an unboxed local array.
    func arrayAppend(_ baseExpr: Expr, _ arguments: [Argument], expr: Expr) throws -> ExpressionCode? {
        guard let (slot, kind) = containerLocal(baseExpr), kind == .array, arguments.count == 1,
              arguments[0].label == nil || arguments[0].label == "contentsOf", !arguments[0].isTrailingClosure,
              interpreter.leadingImplicitMember(arguments[0].value) == nil,
              interpreter.builtinExtensionMethods("append", of: .array([])) == nil else { return nil }
        let interpreter = self.interpreter
        let argument = try expression(arguments[0].value, expected: nil)
        let contentsOf = arguments[0].label == "contentsOf"
        let location = expr.location
        if !slot.isBoxed, !contentsOf {
            // An unboxed local's array grown where it lies (`LocalSlots.append`); an unboxed
            // local appended read in place (`xs.append(i)`: no code called for it).
            let index = slot.index
            if let argumentIndex = unboxedLocalIndex(arguments[0].value) {
                return { activation in
                    let value = interpreter.readWeak(activation.values[argumentIndex])
                    guard let copied = activation.values.append(value, toArrayAt: index) else {
                        throw RuntimeError(.trap, "internal error: an array local holds no array", at: location)
                    }
                    if copied { interpreter.storageCopies += 1 }
                    return .void
                }
            }
            return { activation in
                let value = try argument(activation)
                guard let copied = activation.values.append(value, toArrayAt: index) else {
                    throw RuntimeError(.trap, "internal error: an array local holds no array", at: location)
                }
                if copied { interpreter.storageCopies += 1 }
                return .void
            }
        }
        let general = slot.isBoxed ? fallback(expr, expected: nil) : nil
        return { activation in
            if let general, !activation.isPlain(slot) { return try general(activation) }
            let value = try argument(activation)
            try activation.modify(slot) { container in
                // NB: the array is moved out of its slot (swapped with a placeholder, then
                // consumed), not copied: a copy retains its storage, and the placeholder's
                // write releases it again, around every append.
                var taken = Value.void
                swap(&taken, &container)
                guard case .array = taken else {
                    swap(&taken, &container)
                    throw RuntimeError(.trap, "internal error: an array local holds no array", at: location)
                }
                guard case .array(var elements) = consume taken else { return }
                defer { container = .array(elements) }
                try interpreter.changingStorage(of: &elements) { elements in
                    if contentsOf {
                        let added = try interpreter.elements(of: value, at: location)
                        try ValueLimits.checkElements(elements.count + added.count, at: location)
                        elements.append(contentsOf: added)
                    } else {
                        elements.append(value)
                    }
                }
            }
            return .void
        }
    }

    // MARK: Shapes

    /// `self.name` in a class's method or initializer, where `name` is a stored property without
    /// a wrapper (the first the class chain declares by that name): `setProperty` then does all
    /// an assignment does, observers included, for whatever subclass `self` is.
    func selfStoredProperty(_ name: String) -> PropertyDecl? {
        guard context.hasSelf, !context.isClosure, local("self") == nil, let owner = context.ownerType,
              let info = interpreter.types.type(owner), info.kind == .class, !name.hasPrefix("_") else { return nil }
        for link in interpreter.types.classChain(owner) {
            if let property = link.storedProperty(name) {
                guard property.wrapper == nil, property.type != nil || property.initializer.flatMap(interpreter.evidentType) != nil
                else { return nil }
                return property
            }
            if link.computedProperties[name] != nil { return nil }
        }
        return nil
    }

    /// The standard library's array from an array local's method: `items.filter { … }`,
    /// `xs.sorted()` give an array of the same type, `xs.map { … }` an array (of what, the
    /// closure says; only its being an array is noted). Nil where a user extension of Array
    /// declares the method.
    func evidentCollectionType(_ expr: Expr) -> TypeReference? {
        guard case .call(let callee, _) = expr.kind, case .member(let base, let name) = callee.kind,
              case .identifier(let receiver) = base.kind, let slot = local(receiver),
              case .array(let element)? = slot.type,
              interpreter.builtinExtensionMethods(name, of: .array([])) == nil else { return nil }
        switch name {
        case "filter", "sorted", "shuffled": return .array(element)
        case "map", "compactMap", "flatMap": return .array(.named("_", generics: []))
        default: return nil
        }
    }

    /// `items` named alone in a method, a stored property of `self` declared an array or a
    /// dictionary (no user extension declares a subscript on them).
    func selfContainerProperty(_ expr: Expr) -> ContainerKind? {
        guard case .identifier(let name) = expr.kind, let property = implicitSelfStoredProperty(name), property.wrapper == nil else { return nil }
        switch property.type ?? property.initializer.flatMap(interpreter.evidentType) {
        case .array? where interpreter.builtinExtensionMethods(Interpreter.subscriptGetter, of: .array([])) == nil: return .array
        case .dictionary? where interpreter.builtinExtensionMethods(Interpreter.subscriptGetter, of: .dictionary([:])) == nil: return .dictionary
        default: return nil
        }
    }

    /// A local whose written or evident type is an array or a dictionary.
    func containerLocal(_ expr: Expr) -> (LocalSlot, ContainerKind)? {
        guard case .identifier(let name) = expr.kind, let slot = local(name) else { return nil }
        // A user extension's subscript on these types is looked up the general way.
        switch slot.type {
        case .array? where interpreter.builtinExtensionMethods(Interpreter.subscriptGetter, of: .array([])) == nil:
            return (slot, .array)
        case .dictionary? where interpreter.builtinExtensionMethods(Interpreter.subscriptGetter, of: .dictionary([:])) == nil:
            return (slot, .dictionary)
        default:
            return nil
        }
    }

    /// An expression whose evaluation changes nothing and runs no user code (evaluating it
    /// twice, as the general evaluator does for `a[i] += 1`, or once, is the same).
    func isPure(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integer, .float, .string, .boolean, .nil: return true
        case .identifier(let name): return local(name).map { !$0.isBoxed } ?? false
        case .binary(_, let lhs, let rhs): return isPure(lhs) && isPure(rhs)
        case .prefix(_, let operand): return isPure(operand)
        default: return false
        }
    }

    /// Whether a value's meaning depends on its contextual type.
    func takesContextualType(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integer, .float, .string, .interpolation, .nil, .array, .dictionary, .implicitMember, .closure, .tuple: return true
        case .prefix(_, let operand): return takesContextualType(operand)
        case .binary(_, let lhs, let rhs): return takesContextualType(lhs) || takesContextualType(rhs)
        case .ternary(_, let a, let b): return takesContextualType(a) || takesContextualType(b)
        default: return interpreter.isImplicitMemberChain(expr)
        }
    }
}

/// The containers the lowering changes in place.
enum ContainerKind {
    case array, dictionary
}

extension Value {
    /// An array or dictionary (its elements are what may hold references, not the container).
    var isContainer: Bool {
        switch self {
        case .array, .dictionary: true
        default: false
        }
    }
}

/// What `entry op= operand` does to an entry's value: two integers under an operator chosen
/// once, anything else by `Operators.binary`.
struct EntryCombination {
    let op: String
    let intOperation: Operators.IntOperation?
    let location: SourceLocation

    @inline(__always)
    func apply(_ current: Value, _ operand: Value) throws -> Value {
        if let intOperation, case .int(let a) = current, case .int(let b) = operand { return try intOperation.apply(a, b, at: location) }
        return try Operators.binary(op, current, operand, at: location)
    }
}

extension Interpreter {
    /// `counts[key, default: 0] += 1` on a dictionary held at `container`: the entry found once,
    /// combined with the operand, and stored where it lies (a new key goes last).
    func combiningEntryInPlace(of container: inout Value, key: Value, default fallbackValue: Value, with operand: Value,
                               _ combination: EntryCombination, at location: SourceLocation) throws {
        guard case .dictionary(var entries) = container else {
            throw RuntimeError(.trap, "internal error: a dictionary local holds no dictionary", at: location)
        }
        guard let hashable = HashableValue(key) else { throw RuntimeError(.trap, "dictionary key is not Hashable", at: location) }
        container = .void
        defer { container = .dictionary(entries) }
        try changingStorage(of: &entries) { entries in
            if let position = entries.index(forKey: hashable) {
                let old = entries.values[position]
                let result = try combination.apply(old, operand)
                heap.letGo(old)
                if result.isNil { entries.removeValue(forKey: hashable) } else { entries.values[position] = result }
            } else {
                let result = try combination.apply(fallbackValue, operand)
                if !result.isNil { entries[hashable] = result }
            }
        }
    }

    /// `container[indices] = value` in place (`Builtins.settingElement` without the copy).
    func settingElementInPlace(of container: inout Value, kind: ContainerKind, at indices: [Value], to value: Value,
                               location: SourceLocation) throws {
        // NB: no `switch` over `container`: its subject would be a second reference to the
        // storage while it changes, and the write would copy it.
        if case .array(var elements) = container, case .int(let index)? = indices.first {
            guard elements.indices.contains(index) else { throw RuntimeError.trap("Fatal error: Index out of range", at: location) }
            container = .void
            defer { container = .array(elements) }
            changingStorage(of: &elements) { elements in
                heap.letGo(elements[index])
                elements[index] = value
            }
            return
        }
        if case .dictionary(var entries) = container, let key = indices.first {
            guard let hashable = HashableValue(key) else {
                throw RuntimeError(.trap, "dictionary key is not Hashable", at: location)
            }
            container = .void
            defer { container = .dictionary(entries) }
            changingStorage(of: &entries) { entries in
                if let old = entries[hashable] { heap.letGo(old) }
                if value.isNil { entries[hashable] = nil } else { entries[hashable] = value }
            }
            return
        }
        throw RuntimeError.notSupported("assigning through this subscript", at: location)
    }
}
