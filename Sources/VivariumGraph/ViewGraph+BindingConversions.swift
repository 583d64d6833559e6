import OrderedCollections
import VivariumInterpreter
import VivariumSyntax

/// `Binding(_:)` made from another binding, SwiftUI's two conversions:
/// - `init?(_ base: Binding<Value?>)` (Apple, "Binding init(_:)"): nil when the base's value
///   is nil, else a binding to the unwrapped value, which "force-unwraps the value from the
///   original binding" — a later read after the base became nil traps;
/// - `init<V>(_ base: Binding<V>) where Value == V?`: "projecting the base value to an
///   optional value"; writing nil through it leaves the base as it was (a `V` cannot hold nil).
/// Both read and write through the base; which one a call is shows only in its base's value
/// (a binding to an optional that holds nil can only be the first one's failure).
extension ViewGraph {
    func forwardingBinding(_ base: BuiltinValue, at location: SourceLocation) throws -> Value {
        // The body that converts depends on the base (its state, by the state's own name).
        let property = base.tag != 0 ? slots[base.tag]?.property ?? "wrappedValue" : "wrappedValue"
        let current = try readWrapper(base, owner: .value(typeName: "Binding", property: property), at: location)
        if case .nil = current { return .nil }
        return .builtin(BuiltinValue(kind: "Binding", fields: ["forwarded": .builtin(base)]))
    }

    /// The base's value, read through a forwarding binding: a nil there is the force-unwrap's trap.
    func readForwarded(_ base: BuiltinValue, owner: WrapperOwner, at location: SourceLocation) throws -> Value {
        let value = try readWrapper(base, owner: owner, at: location)
        if case .nil = value {
            throw RuntimeError(.trap, "Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: location)
        }
        return value
    }

    /// A write through a forwarding binding: nil is dropped, anything else goes to the base.
    func writeForwarded(_ base: BuiltinValue, value: Value, owner: WrapperOwner, at location: SourceLocation) throws {
        if case .nil = value { return }
        var base = base
        try writeWrapper(&base, value: value, owner: owner, at: location)
    }
}

/// `$scores["Ann"]` and `$scores["Ann", default: 0]`: Binding's dynamic member lookup through
/// the key path of a dictionary's subscript (Apple, "Binding subscript(dynamicMember:)": a
/// binding to the value the key path names), read and written through the base binding — a
/// `Binding<Value?>` without a default (writing nil removes the entry, as the dictionary's own
/// subscript does), a `Binding<Value>` with one (a missing key reads the default).
extension ViewGraph {
    func bindsDictionary(_ binding: BuiltinValue, at location: SourceLocation) -> Bool {
        let owner = WrapperOwner.value(typeName: "Binding", property: binding.tag != 0 ? slots[binding.tag]?.property ?? "wrappedValue" : "wrappedValue")
        if case .dictionary? = try? readWrapper(binding, owner: owner, at: location) { return true }
        return false
    }

    func dictionaryEntryBinding(_ base: BuiltinValue, key: Value, default fallback: Value?) -> Value {
        var fields: OrderedDictionary<String, Value> = ["base": .builtin(base), "key": key]
        if let fallback { fields["default"] = fallback }
        return .builtin(BuiltinValue(kind: "Binding", fields: fields))
    }

    func readEntry(_ wrapper: BuiltinValue, owner: WrapperOwner, at location: SourceLocation) throws -> Value? {
        guard case .builtin(let base)? = wrapper["base"], let key = wrapper["key"] else { return nil }
        guard case .dictionary(let entries) = try readWrapper(base, owner: owner, at: location),
              let hashable = HashableValue(key) else { return wrapper["default"] ?? .nil }
        return entries[hashable] ?? wrapper["default"] ?? .nil
    }

    func writeEntry(_ wrapper: BuiltinValue, value: Value, owner: WrapperOwner, at location: SourceLocation) throws -> Bool {
        guard case .builtin(var base)? = wrapper["base"], let key = wrapper["key"] else { return false }
        guard case .dictionary(var entries) = try readWrapper(base, owner: owner, at: location), let hashable = HashableValue(key) else {
            throw RuntimeError(.notSupported, "not supported in the playground: a binding to an entry of a value that is no dictionary", at: location)
        }
        if case .nil = value, wrapper["default"] == nil { entries[hashable] = nil } else { entries[hashable] = value }
        try writeWrapper(&base, value: .dictionary(entries), owner: owner, at: location)
        return true
    }
}
