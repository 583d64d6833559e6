import VivariumInterpreter

/// A `Binding` is a value with a snapshot: besides where it reads and writes, it keeps the value
/// it read when it was made, and SwiftUI compares that value when it compares a view's inputs.
/// A child given `$model.items[i]` (or `$model.name`) by a parent that observes `model` runs its
/// body again when the bound value changed — the child holds no wrapper of the object, so
/// nothing else tells it — and not when the parent's update left that value as it was.
/// (`@State` and what is derived from it need none of this: a body's read of a slot through a
/// binding makes the node depend on the slot.)
///
/// The snapshot is kept on the node, taken each time it is given a view value, with objects by
/// identity (`ObjectIdentifier`): it holds no reference and changes no lifetime.
extension ViewGraph {
    /// The bindings among a user view value's stored properties whose value lives in an object
    /// (`$model.name`, `$model.items[i]`, `$model.profile.name`).
    private func objectBindings(of value: Value) -> [(name: String, binding: BuiltinValue)] {
        guard case .structValue(let view) = value else { return [] }
        var found: [(name: String, binding: BuiltinValue)] = []
        for (name, field) in view.fields {
            if case .builtin(let binding) = field, binding.kind == "Binding", Self.isRootedInObject(binding) {
                found.append((name, binding))
            }
        }
        return found
    }

    private static func isRootedInObject(_ binding: BuiltinValue) -> Bool {
        if binding["object"] != nil, binding["property"] != nil { return true }
        if case .builtin(let base)? = binding["base"], base.kind == "Binding" { return isRootedInObject(base) }
        return false
    }

    /// What the binding reads now, with its objects by identity; nil when it cannot be read or
    /// holds a closure (never equal: such a binding's view is compared by its inputs alone).
    private func snapshot(of binding: BuiltinValue) -> Value? {
        let tracking = update.trackingNode
        update.trackingNode = nil  // the parent's body does not read what its child's binding reads
        defer { update.trackingNode = tracking }
        guard let value = try? readWrapper(binding, owner: .value(typeName: "Binding", property: "wrappedValue"), at: .builtin) else {
            return nil
        }
        return Self.byIdentity(value)
    }

    private static func byIdentity(_ value: Value) -> Value? {
        switch value {
        case .object(let id), .weakObject(let id): return .objectIdentifier(id)
        case .function: return nil
        case .array(let elements):
            var mapped: [Value] = []
            mapped.reserveCapacity(elements.count)
            for element in elements {
                guard let converted = byIdentity(element) else { return nil }
                mapped.append(converted)
            }
            return .array(mapped)
        case .tuple(let elements, let labels):
            var mapped: [Value] = []
            for element in elements {
                guard let converted = byIdentity(element) else { return nil }
                mapped.append(converted)
            }
            return .tuple(mapped, labels: labels)
        case .structValue(var structValue):
            for (name, field) in structValue.fields {
                guard let converted = byIdentity(field) else { return nil }
                structValue.fields[name] = converted
            }
            return .structValue(structValue)
        case .enumValue(var enumValue):
            var payload: [Value] = []
            for element in enumValue.payload {
                guard let converted = byIdentity(element) else { return nil }
                payload.append(converted)
            }
            enumValue.payload = payload
            return .enumValue(enumValue)
        case .dictionary, .builtin:
            return value.mayHoldReferences ? nil : value
        default:
            return value
        }
    }

    /// Takes the snapshots of the node's view value's bindings into objects.
    func recordBindingSnapshots(_ node: Node) {
        let bindings = objectBindings(of: node.viewValue)
        guard !bindings.isEmpty || !node.bindingSnapshots.isEmpty else { return }
        var snapshots: [String: Value] = [:]
        for (name, binding) in bindings {
            if let value = snapshot(of: binding) { snapshots[name] = value }
        }
        node.bindingSnapshots = snapshots
    }

    /// The names of the bindings into objects of a new view value whose value differs from the
    /// snapshot the node's current one was given with.
    func changedBindings(of node: Node, to newValue: Value) -> [String] {
        let snapshots = node.bindingSnapshots
        guard !snapshots.isEmpty else { return [] }
        var changed: [String] = []
        for (name, binding) in objectBindings(of: newValue) {
            guard let before = snapshots[name] else { continue }
            if let now = snapshot(of: binding), Equality.inputsEqual(before, now) { continue }
            changed.append(name)
        }
        return changed.sorted()
    }
}
