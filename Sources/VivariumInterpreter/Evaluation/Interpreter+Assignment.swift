import VivariumSyntax

extension Interpreter {
    /// Stores `value` into the place `target` names: a variable, a property (through its
    /// wrapper, setter and observers), an element, or `self`.
    func assign(_ value: Value, to target: Expr, in scope: Scope) throws {
        switch target.kind {
        case .discard:
            if References.mayHoldReferences(value) { heap.needsCollection = true }

        case .identifier(let name):
            if let box = lookupVariable(name, in: scope) {
                try store(value, into: box, name: name, at: target.location)
                return
            }
            if let selfBox = scope.lookup("self"), hasMember(name, of: readWeak(selfBox.value)) {
                try assignMember(name, of: Expr(.selfValue, at: target.location), value: value, in: scope, at: target.location)
                return
            }
            // `wrappedValue = newValue` inside `extension Binding`: through the framework value `self`.
            if let selfBox = scope.lookup("self"), case .builtin(let builtin) = readWeak(selfBox.value),
               types.extendedBuiltins.contains(builtin.kind), name == "wrappedValue" {
                try assignMember(name, of: Expr(.selfValue, at: target.location), value: value, in: scope, at: target.location)
                return
            }
            if let staticType = currentFrame?.staticType, let info = types.type(staticType),
               info.staticProperties.contains(where: { $0.name == name }) {
                _ = try staticMemberValue(typeName: staticType, name: name, at: target.location, required: true)
                info.staticStorage[name]?.value = value
                return
            }
            throw RuntimeError.unresolved("cannot find '\(name)' in scope", at: target.location)

        case .selfValue:
            guard let box = scope.lookup("self") else {
                throw RuntimeError.unresolved("cannot find 'self' in scope", at: target.location)
            }
            try store(value, into: box, name: "self", at: target.location)

        case .member(let baseExpr, let name):
            if case .type(let typeName)? = try? typeBase(baseExpr, in: scope), let info = types.type(typeName) {
                _ = try staticMemberValue(typeName: typeName, name: name, at: target.location, required: true)
                info.staticStorage[name]?.value = value
                return
            }
            if try assignInPlace(value, to: target, in: scope) { return }
            try assignMember(name, of: baseExpr, value: value, in: scope, at: target.location)

        case .subscriptAccess(let baseExpr, let arguments):
            if let place = try keyPathPlace(baseExpr, arguments, in: scope, at: target.location) {
                try assign(value, to: place, in: scope)
                return
            }
            if try assignInPlace(value, to: target, in: scope) { return }
            let container = try evaluate(baseExpr, in: scope)
            if let owner = staticSubscriptOwner(container, setter: true) {
                let inputs = arguments.map { ArgumentInput.expression($0, scope) }
                    + [.value(ArgumentValue(label: nil, value: value, location: target.location))]
                _ = try callStaticMethod(typeName: owner, name: Self.subscriptSetter, inputs: inputs, at: target.location)
                return
            }
            if hasUserSubscript(container, setter: true) {
                let inputs = arguments.map { ArgumentInput.expression($0, scope) }
                    + [.value(ArgumentValue(label: nil, value: value, location: target.location))]
                _ = try callMethod(on: container, baseExpr: baseExpr, name: Self.subscriptSetter, inputs: inputs,
                                   scope: scope, at: target.location)
                return
            }
            let indices = try arguments.map { try evaluate($0.value, in: scope) }
            let updated = try Builtins.settingElement(of: container, at: indices, to: value, interpreter: self, location: target.location)
            try assign(updated, to: baseExpr, in: scope)

        case .optionalEvaluation(let inner):
            do { try assign(value, to: inner, in: scope) } catch is OptionalChainNil {}

        case .inoutReference(let inner):
            // The write-back of an `inout` argument `&x` after the call.
            try assign(value, to: inner, in: scope)

        case .optionalChain(let inner), .forceUnwrap(let inner):
            let current = readWeak(try evaluate(inner, in: scope))
            if current.isNil {
                if case .optionalChain = target.kind { throw OptionalChainNil() }
                throw RuntimeError.trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: target.location)
            }
            try assign(value, to: inner, in: scope)

        case .tuple(let elements):
            guard case .tuple(let values, _) = value, values.count == elements.count else {
                throw RuntimeError(.trap, "tuple assignment of mismatched shapes", at: target.location)
            }
            for (element, part) in zip(elements, values) { try assign(part, to: element.value, in: scope) }

        default:
            throw RuntimeError.notSupported("assigning to this expression", at: target.location)
        }
    }

    private func typeBase(_ expr: Expr, in scope: Scope) throws -> Value? {
        switch expr.kind {
        case .identifier(let name) where scope.lookup(name) == nil && types.type(name) != nil: return .type(types.resolve(name))
        case .selfType: return try evaluate(expr, in: scope)
        default: return nil
        }
    }

    func store(_ value: Value, into box: Box, name: String, at location: SourceLocation) throws {
        if var binding = box.projection, let host {
            try host.writeWrapper(&binding, value: value, owner: .value(typeName: binding.kind, property: name), at: location)
            return
        }
        if box.isLet && box.isInitialized {
            if name == "self" {
                throw RuntimeError(.trap, "cannot assign to value: 'self' is immutable", at: location)
            }
            throw RuntimeError(.trap, "cannot assign to value: '\(name)' is a 'let' constant", at: location)
        }
        // A `lazy var` assigned before it was read never runs its initial value.
        if box.lazyInitializer != nil { box.lazyInitializer = nil }
        let old = box.value
        box.value = box.isWeak ? weakened(value) : value
        box.isInitialized = true
        heap.letGo(old)
    }

    /// `base.name = value`. Objects are updated in place; struct values are copied, updated
    /// and written back to `base`.
    private func assignMember(_ name: String, of baseExpr: Expr, value: Value, in scope: Scope, at location: SourceLocation) throws {
        let base = readWeak(try evaluate(baseExpr, in: scope))
        if try assignDynamicMember(name, of: base, baseExpr: baseExpr, value: value, in: scope, at: location) { return }
        switch base {
        case .object(let id):
            guard let object = heap.object(id), !object.isFreed else {
                throw RuntimeError.trap("Fatal error: object was already deallocated", at: location)
            }
            try setProperty(name, of: object, to: value, at: location)
        case .structValue(var structValue):
            let changedStorage = try setProperty(name, of: &structValue, to: value, at: location)
            do {
                try assign(.structValue(structValue), to: baseExpr, in: scope)
            } catch let error as RuntimeError where !changedStorage || isHostWrapperProperty(name, of: structValue) {
                // A wrapper with a nonmutating setter (`@State`): writing through an immutable
                // `self` is fine, the storage lives outside the value. Storage not installed on
                // a view (a view value's method called from its `init`, a `DynamicProperty`
                // built outside a view) keeps nothing of the write, as SwiftUI's doesn't.
                _ = error
            }
        case .tuple(var elements, let labels):
            // `pair.left = x`, `pair.0 = x`: the element by label or position, written back.
            guard let index = labels.firstIndex(of: name) ?? Int(name).flatMap({ elements.indices.contains($0) ? $0 : nil }) else {
                throw RuntimeError.unresolved("value of tuple type has no member '\(name)'", at: location)
            }
            elements[index] = value
            try assign(.tuple(elements, labels: labels), to: baseExpr, in: scope)
        case .builtin(var builtin) where builtin.kind == "Calendar" && LocaleValues.calendarSettable[name] != nil:
            // `calendar.firstWeekday = 2`, `calendar.timeZone = TimeZone(identifier: "UTC")!` on a
            // local `var calendar`: a value type, changed and written back.
            guard LocaleValues.fitsCalendarSetting(name, value) else {
                throw RuntimeError(.trap, "cannot assign \(describe(value)) to 'Calendar.\(name)'", at: location)
            }
            builtin[name] = value
            try assign(.builtin(builtin), to: baseExpr, in: scope)
        case .builtin(var builtin) where ["KeyPathComparator", "SortDescriptor"].contains(builtin.kind) && name == "order":
            // `sortOrder[0].order = .reverse` (Foundation, "KeyPathComparator": `var order: SortOrder`):
            // a value type, changed and written back.
            guard FrameworkValues.memberName(of: value).map({ ["forward", "reverse"].contains($0) }) == true else {
                throw RuntimeError(.trap, "cannot assign \(describe(value)) to '\(builtin.kind).order'", at: location)
            }
            builtin[name] = value
            try assign(.builtin(builtin), to: baseExpr, in: scope)
        case .builtin(var builtin) where FrameworkValues.isSettable(name, of: builtin.kind):
            // `transaction.disablesAnimations = true` on a local `var transaction`: a value type,
            // copied, updated and written back.
            builtin[name] = value
            try assign(.builtin(builtin), to: baseExpr, in: scope)
        case .builtin(var builtin):
            guard let host else { fallthrough }
            try host.writeWrapper(&builtin, value: value, owner: .value(typeName: builtin.kind, property: name), at: location)
        default:
            throw RuntimeError(.trap, "cannot assign to property '\(name)' of \(Describe.typeName(of: base, heap: heap))", at: location)
        }
    }

    /// Whether `name` is a property of `value` wrapped by one of the host's wrappers (`@State`,
    /// `@AppStorage`, `@FocusState`, `@Binding`): their setters are nonmutating, so a write
    /// needs no mutable `self`.
    private func isHostWrapperProperty(_ name: String, of value: StructValue) -> Bool {
        guard types.type(value.typeName)?.storedProperty(name)?.wrapper != nil,
              case .builtin? = value.fields["_" + name] else { return false }
        return true
    }

    /// Whether an assignment to a stored property `typeName` declares is made by one of
    /// `typeName`'s own initializers: it sets the value directly, without calling `willSet` or
    /// `didSet` (The Swift Programming Language, "Initialization": "When you assign a default
    /// value to a stored property, or set its initial value within an initializer, the value of
    /// that property is set directly, without calling any property observers"). A subclass's
    /// initializer, or a method the initializer calls, does call them.
    func setsStorageDirectly(declaredBy typeName: String) -> Bool {
        guard let frame = currentFrame, frame.initializing == typeName, frame.name.hasPrefix(typeName) else { return false }
        let rest = frame.name.utf8.dropFirst(typeName.utf8.count)
        return rest.elementsEqual(".init".utf8) || rest.starts(with: ".init(".utf8)
    }

    /// Whether the running code is the `willSet` or `didSet` of the property `name` (of the
    /// instance `object`, for a class): an assignment to the property there sets its storage
    /// without calling the observers again (The Swift Programming Language, "Property
    /// Observers": a value assigned within a property's own `didSet` replaces the one just set).
    func isInOwnObserver(_ name: String, object: ObjectID?) -> Bool {
        guard let observed = currentFrame?.observedProperty else { return false }
        return observed.name == name && observed.object == object
    }

    /// Sets a property of a class instance, running observers and wrapper setters.
    func setProperty(_ name: String, of object: HeapObject, to value: Value, at location: SourceLocation) throws {
        // A plain stored property of the object's own class (the first of its chain): set, and
        // what it held let go — all the general way below does for one.
        if let own = types.type(object.typeName), own.plainStoredProperties.contains(name) {
            let old = object.fields.updateValue(value, forKey: name) ?? .nil
            heap.letGo(old)
            return
        }
        // `override var sides: Int { didSet { … } }`: a subclass's observers run around the
        // superclass's setter — its `willSet` before, its `didSet` after the superclass's own
        // (The Swift Programming Language, "Inheritance": "Overriding Property Observers").
        var overriding: [(TypeInfo, PropertyDecl)] = []
        for info in types.classChain(object.typeName) {
            if let property = info.storedProperty(name), property.modifiers.contains(.override), property.wrapper == nil,
               property.willSet != nil || property.didSet != nil {
                if !isInOwnObserver(name, object: object.id) { overriding.append((info, property)) }
                continue
            }
            if var property = info.storedProperty(name) {
                if property.willSet != nil || property.didSet != nil,
                   setsStorageDirectly(declaredBy: info.name) || isInOwnObserver(name, object: object.id) {
                    (property.willSet, property.didSet) = (nil, nil)
                }
                // The declaring class's initializer sets the storage: no subclass observes that.
                if setsStorageDirectly(declaredBy: info.name) { overriding.removeAll() }
                if let wrapper = property.wrapper {
                    if case .builtin(var storage)? = object.fields["_" + name] {
                        // A wrapped property's observers run around the wrapper's setter
                        // (`@Published var n = 0 { didSet { save() } }`), `oldValue` read through it.
                        let owner = WrapperOwner.object(object.id, property: name)
                        if let willSet = property.willSet {
                            try runObserver(willSet, receiver: .object(object.id), argument: value, typeName: info.name, observing: name, at: location)
                            if case .builtin(let current)? = object.fields["_" + name] { storage = current }
                        }
                        let old = property.didSet == nil ? nil : try host?.readWrapper(storage, owner: owner, at: location)
                        try host?.writeWrapper(&storage, value: value, owner: owner, at: location)
                        object.fields["_" + name] = .builtin(storage)
                        if let didSet = property.didSet {
                            try runObserver(didSet, receiver: .object(object.id), argument: old ?? .nil, typeName: info.name, observing: name, at: location)
                        }
                    } else {
                        object.fields["_" + name] = try makeWrapperStorage(wrapper, property: property, initial: .value(value), at: location)
                    }
                    return
                }
                let old = object.fields[name] ?? .nil
                for (owner, override) in overriding {
                    if let willSet = override.willSet {
                        try runObserver(willSet, receiver: .object(object.id), argument: value, typeName: owner.name, observing: name, at: location)
                    }
                }
                if info.tracks(property) { try host?.observableWillWrite(object.id, property: name, at: location) }
                if let willSet = property.willSet {
                    try runObserver(willSet, receiver: .object(object.id), argument: value, typeName: info.name, observing: name, at: location)
                }
                object.fields[name] = property.modifiers.contains(.weak) || property.modifiers.contains(.unowned) ? weakened(value) : value
                heap.letGo(old)
                if let didSet = property.didSet {
                    try runObserver(didSet, receiver: .object(object.id), argument: old, typeName: info.name, observing: name, at: location)
                }
                for (owner, override) in overriding.reversed() {
                    if let didSet = override.didSet {
                        try runObserver(didSet, receiver: .object(object.id), argument: old, typeName: owner.name, observing: name, at: location)
                    }
                }
                return
            }
            if name.hasPrefix("$"), info.storedProperty(String(name.dropFirst()))?.wrapper != nil {
                // The write-back of `&$x` after an inout call (`assign(to: &$query)`): the
                // projection refers to the property's storage, which the call already used.
                return
            }
            if name.hasPrefix("_"), info.storedProperty(String(name.dropFirst()))?.wrapper != nil {
                let old = object.fields[name] ?? .nil
                object.fields[name] = value
                heap.letGo(old)
                return
            }
            if let property = info.computedProperties[name], let setter = property.setter {
                try runObserver(setter, receiver: .object(object.id), argument: value, typeName: info.name, at: location)
                return
            }
        }
        throw missingMember(name, of: object.typeName, isStatic: false, at: location)
    }

    /// Sets a property of a struct value. Returns whether the value itself changed (false for
    /// a write through an installed wrapper, whose storage lives in the graph).
    @discardableResult
    func setProperty(_ name: String, of value: inout StructValue, to newValue: Value, at location: SourceLocation) throws -> Bool {
        guard let info = types.type(value.typeName) else {
            throw RuntimeError.unresolved("value of type '\(value.typeName)' has no member '\(name)'", at: location)
        }
        if var property = info.storedProperty(name) {
            if property.willSet != nil || property.didSet != nil,
               setsStorageDirectly(declaredBy: info.name) || isInOwnObserver(name, object: nil) {
                (property.willSet, property.didSet) = (nil, nil)
            }
            if let wrapper = property.wrapper {
                if case .builtin(var storage)? = value.fields["_" + name] {
                    let before = storage.fields.count
                    let beforeTag = storage.tag
                    try host?.writeWrapper(&storage, value: newValue, owner: .value(typeName: value.typeName, property: name), at: location)
                    value.fields["_" + name] = .builtin(storage)
                    // A `Binding`'s setter is nonmutating: it writes to the source of truth,
                    // whatever the binding was made from (`$model.value`, a `get`/`set` pair).
                    if storage.kind == FrameworkLayer.bindingKind { return false }
                    return storage.tag != beforeTag || storage.fields.count != before || storage.tag == 0
                }
                value.fields["_" + name] = try makeWrapperStorage(wrapper, property: property, initial: .value(newValue), at: location)
                return true
            }
            let old = value.fields[name] ?? .nil
            let isWeak = property.modifiers.contains(.weak) || property.modifiers.contains(.unowned)
            if property.willSet != nil || property.didSet != nil {
                // Observers run with a mutable `self`: `didSet` may change it again.
                let selfBox = Box(.structValue(value))
                if let willSet = property.willSet {
                    try runStructAccessor(willSet, on: selfBox, argument: newValue, typeName: info.name, observing: name, at: location)
                }
                if case .structValue(var updated) = selfBox.value {
                    updated.fields[name] = isWeak ? weakened(newValue) : newValue
                    selfBox.value = .structValue(updated)
                }
                if let didSet = property.didSet {
                    try runStructAccessor(didSet, on: selfBox, argument: old, typeName: info.name, observing: name, at: location)
                }
                if case .structValue(let updated) = selfBox.value { value = updated }
            } else {
                value.fields[name] = isWeak ? weakened(newValue) : newValue
            }
            heap.letGo(old)
            return true
        }
        if name.hasPrefix("_"), info.storedProperty(String(name.dropFirst()))?.wrapper != nil {
            value.fields[name] = newValue
            return true
        }
        if let property = info.computedProperties[name], let setter = property.setter {
            let scope = Scope(parent: globals)
            let selfBox = Box(.structValue(value))
            scope.declare("self", selfBox)
            scope.declare(setter.parameterName, Box(newValue, isLet: true))
            try withFrame(name: "\(info.name).\(name).set", location: location, scope: scope, initializing: info.name) {
                _ = try execute(setter.body, in: scope, builder: nil)
            }
            if case .structValue(let updated) = selfBox.value { value = updated }
            return !setter.isNonmutating
        }
        throw missingMember(name, of: value.typeName, isStatic: false, at: location)
    }

    /// A struct's `willSet`/`didSet` (or setter), on a mutable `self`.
    /// `observing`: the property whose `willSet`/`didSet` this is (nil for a setter).
    private func runStructAccessor(_ accessor: Accessor, on selfBox: Box, argument: Value, typeName: String,
                                   observing: String? = nil, at location: SourceLocation) throws {
        let scope = Scope(parent: globals)
        scope.declare("self", selfBox)
        scope.declare(accessor.parameterName, Box(argument, isLet: true))
        try withFrame(name: "\(typeName) accessor", location: location, scope: scope, initializing: typeName) {
            currentFrame?.observedProperty = observing.map { ($0, nil) }
            _ = try execute(accessor.body, in: scope, builder: nil)
        }
    }

    private func runObserver(_ accessor: Accessor, receiver: Value, argument: Value, typeName: String,
                             observing: String? = nil, at location: SourceLocation) throws {
        let scope = Scope(parent: globals)
        scope.declare("self", Box(receiver, isLet: true))
        scope.declare(accessor.parameterName, Box(argument, isLet: true))
        try withFrame(name: "\(typeName) accessor", location: location, scope: scope, initializing: typeName) {
            if let observing, case .object(let id) = receiver { currentFrame?.observedProperty = (observing, id) }
            _ = try execute(accessor.body, in: scope, builder: nil)
        }
    }
}
