import OrderedCollections
import VivariumSyntax

/// Storage a mutation can change where it lies, as Swift's `modify` accessors do: a variable, an
/// object's stored property, a stored property of a struct held at a place, an element of an
/// array or dictionary held at a place. Only plain stored storage is a place — no wrapper,
/// observer, computed property, user subscript or `weak` reference, whose writes run code or
/// change what they store; those are read, changed and written back as before.
indirect enum Place {
    case variable(Box)
    /// A stored property of a class instance. `tracked`: Observation hears of the write.
    case field(HeapObject, name: String, tracked: Bool)
    case structField(Place, name: String)
    /// `index` is an `Int` for an array; for a dictionary a key, with the `default:` value
    /// (a place only with one: without it the element is an optional, not storage).
    case element(Place, index: Value, defaultValue: Value?)
}

extension Interpreter {
    /// The place `expr` names, found without running any code (no getter, no call: subscript
    /// indices are literals or variables), or nil when it is not plain stored storage.
    func resolvePlace(_ expr: Expr, in scope: Scope) throws -> Place? {
        switch expr.kind {
        case .identifier(let name):
            if let box = lookupVariable(name, in: scope) {
                if box.lazyInitializer != nil { try initializeLazy(box, at: expr.location) }
                return box.projection == nil ? .variable(box) : nil
            }
            guard let selfBox = scope.lookup("self"), hasMember(name, of: readWeak(selfBox.value)) else { return nil }
            return try storedMember(name, of: .variable(selfBox), at: expr.location)
        case .selfValue:
            return scope.lookup("self").map { .variable($0) }
        case .member(let baseExpr, let name):
            guard let base = try resolvePlace(baseExpr, in: scope) else { return nil }
            return try storedMember(name, of: base, at: expr.location)
        case .subscriptAccess(let baseExpr, let arguments):
            guard arguments.count <= 2, arguments.first?.label == nil, arguments.allSatisfy({ isPlaceIndex($0.value, in: scope) }),
                  arguments.count == 1 || arguments[1].label == "default",
                  let base = try resolvePlace(baseExpr, in: scope) else { return nil }
            let index = try evaluate(arguments[0].value, in: scope)
            switch try peek(base, at: expr.location) {
            case .array where arguments.count == 1:
                guard case .int = index, builtinExtensionMethods(Self.subscriptGetter, of: .array([])) == nil else { return nil }
                return .element(base, index: index, defaultValue: nil)
            case .dictionary where arguments.count == 2:
                guard HashableValue(index) != nil, builtinExtensionMethods(Self.subscriptGetter, of: .dictionary([:])) == nil else { return nil }
                return .element(base, index: index, defaultValue: try evaluate(arguments[1].value, in: scope))
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Whether an index can be evaluated twice (once to find the place, once more by the
    /// general path if it is none) without a difference: a literal or a variable (not a member
    /// of `self`, whose getter may run code).
    func isPlaceIndex(_ expr: Expr, in scope: Scope) -> Bool {
        switch expr.kind {
        case .integer, .string, .boolean: true
        case .identifier(let name): lookupVariable(name, in: scope).map { $0.projection == nil } ?? false
        case .array(let elements): elements.isEmpty
        case .dictionary(let entries): entries.isEmpty
        case .prefix("-", let operand): isPlaceIndex(operand, in: scope)
        default: false
        }
    }

    /// The stored property `name` of what `base` holds, when it is plain storage.
    func storedMember(_ name: String, of base: Place, at location: SourceLocation) throws -> Place? {
        switch try peek(base, at: location) {
        case .object(let id):
            guard let object = heap.object(id), !object.isFreed, object.fields[name] != nil else { return nil }
            // A plain stored property of the object's own class (no wrapper, observer, `weak` or
            // tracking: `plainStoredProperties`), known from a set: the chain below is an array
            // of the classes, and each declaration searched is copied out.
            if types.type(object.typeName)?.plainStoredProperties.contains(name) == true {
                return .field(object, name: name, tracked: false)
            }
            for info in types.classChain(object.typeName) {
                guard let property = info.storedProperty(name) else { continue }
                let observed = (property.willSet != nil || property.didSet != nil) && !setsStorageDirectly(declaredBy: info.name)
                guard property.wrapper == nil, !observed, !property.holdsWeakly else { return nil }
                return .field(object, name: name, tracked: info.tracks(property))
            }
            return nil
        case .structValue(let value):
            // A stored property without a wrapper, an observer or `weak` (`plainStoredProperties`:
            // a set, where a search copied the declaration out at each place resolved).
            guard value.fields[name] != nil, types.type(value.typeName)?.plainStoredProperties.contains(name) == true else { return nil }
            return .structField(base, name: name)
        default:
            return nil
        }
    }

    /// Whether a write may change `place` (its variable is no constant, weak reference or
    /// binding's projection).
    func isWritable(_ place: Place) -> Bool {
        switch place {
        case .variable(let box): box.isPlainVariable
        case .field: true
        case .structField(let base, _), .element(let base, _, _): isWritable(base)
        }
    }

    /// What `place` holds now (objects read through weak references).
    func peek(_ place: Place, at location: SourceLocation) throws -> Value {
        switch place {
        case .variable(let box):
            return readWeak(box.value)
        case .field(let object, let name, _):
            return readWeak(object.fields[name] ?? .nil)
        case .structField(let base, let name):
            guard case .structValue(let value) = try peek(base, at: location) else { return .nil }
            return value.fields[name] ?? .nil
        case .element(let base, let index, let defaultValue):
            switch try peek(base, at: location) {
            case .array(let elements):
                guard case .int(let i) = index, elements.indices.contains(i) else {
                    throw RuntimeError.trap("Fatal error: Index out of range", at: location)
                }
                return elements[i]
            case .dictionary(let entries):
                guard let key = HashableValue(index) else { return .nil }
                return entries[key] ?? defaultValue ?? .nil
            default:
                return .nil
            }
        }
    }

    /// Runs `body` on the storage `place` names, where it lies: each container on the way is
    /// taken out of its holder while it changes, so copy-on-write finds its storage unshared
    /// and copies nothing. The caller checked `isWritable`.
    func modify<Result>(_ place: Place, at location: SourceLocation, _ body: (inout Value) throws -> Result) throws -> Result {
        switch place {
        case .variable(let box):
            return try box.modify(body)
        case .field(let object, let name, let tracked):
            if tracked { try host?.observableWillWrite(object.id, property: name, at: location) }
            guard let index = object.fields.index(forKey: name) else {
                throw RuntimeError(.trap, "internal error: '\(name)' is no stored property of \(object.name)", at: location)
            }
            return try body(&object.fields.values[index])
        case .structField(let base, let name):
            return try modify(base, at: location) { holder in
                guard case .structValue(var value) = holder, let index = value.fields.index(forKey: name) else {
                    throw RuntimeError(.trap, "internal error: '\(name)' is no stored property here", at: location)
                }
                holder = .void
                defer { holder = .structValue(value) }
                return try body(&value.fields.values[index])
            }
        case .element(let base, let index, let defaultValue):
            return try modify(base, at: location) { holder in
                // NB: no `switch` over the holder (its subject would share the storage).
                if case .array(var elements) = holder {
                    guard case .int(let i) = index, elements.indices.contains(i) else {
                        throw RuntimeError.trap("Fatal error: Index out of range", at: location)
                    }
                    holder = .void
                    defer { holder = .array(elements) }
                    return try changingStorage(of: &elements) { try body(&$0[i]) }
                }
                guard case .dictionary(var entries) = holder, let key = HashableValue(index), let defaultValue else {
                    throw RuntimeError(.trap, "internal error: an element of no container", at: location)
                }
                holder = .void
                defer { holder = .dictionary(entries) }
                return try changingStorage(of: &entries) { try body(&$0[key, default: defaultValue]) }
            }
        }
    }

    /// Changes `elements`, counting a copy of their storage when copy-on-write had to make one
    /// (`storageCopies`): the storage moved though it had room for what the change left.
    func changingStorage<Result>(of elements: inout [Value], _ change: (inout [Value]) throws -> Result) rethrows -> Result {
        let capacity = elements.capacity
        let address = elements.withUnsafeBufferPointer { $0.baseAddress }
        defer {
            if capacity > 0, elements.count <= capacity, elements.withUnsafeBufferPointer({ $0.baseAddress }) != address {
                storageCopies += 1
            }
        }
        return try change(&elements)
    }

    /// `elements.append(element)`, and whether copy-on-write copied the storage to make room
    /// (it moved though it had room: another holder shared it), as `changingStorage` counts it.
    @inline(__always)
    static func appendCountingCopy(_ element: Value, to elements: inout [Value]) -> Bool {
        let capacity = elements.capacity
        let address = elements.withUnsafeBufferPointer { $0.baseAddress }
        elements.append(element)
        return capacity > 0 && elements.count <= capacity && elements.withUnsafeBufferPointer({ $0.baseAddress }) != address
    }

    /// `changingStorage` for a dictionary: its values' storage, changed in place when nothing
    /// shares the entries (`DictionaryEntries.ordered`).
    func changingStorage<Result>(of entries: inout DictionaryEntries,
                                 _ change: (inout DictionaryEntries.Ordered) throws -> Result) rethrows -> Result {
        let capacity = entries.values.elements.capacity
        let address = entries.values.elements.withUnsafeBufferPointer { $0.baseAddress }
        defer {
            if capacity > 0, entries.count <= capacity, entries.values.elements.withUnsafeBufferPointer({ $0.baseAddress }) != address {
                storageCopies += 1
            }
        }
        return try change(&entries.ordered)
    }
}

extension PropertyDecl {
    /// `weak` or `unowned`: stores its object without keeping it alive.
    var holdsWeakly: Bool { modifiers.contains(.weak) || modifiers.contains(.unowned) }
}
