import VivariumInterpreter
import VivariumSyntax

/// `UserDefaults.standard`: the same store `@AppStorage` reads, one slot per key, so a
/// `set(_:forKey:)` updates the views that read the key through `@AppStorage` (Apple,
/// "AppStorage": "A property wrapper type that reflects a value from UserDefaults and
/// invalidates a view on a change in value in that user default").
///
/// Reads follow Foundation's: `integer(forKey:)`, `double(forKey:)`, `bool(forKey:)` give 0,
/// 0.0 and false for a missing key, `string(forKey:)` a number's text, `object(forKey:)` and
/// `data(forKey:)` nil.
/// `register(defaults:)` fills keys not set. Values must be property-list values: anything
/// else is Foundation's "Attempt to insert non-property list object". Only `.standard` is
/// modelled. A key an `@AppStorage` installed holds that property's default until written, and
/// again once `removeObject(forKey:)` removes it.
extension ViewGraph {
    func userDefaultsMethod(_ name: String, arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        var key: String?
        if case .string(let text)? = arguments.first(where: { $0.label == "forKey" })?.value { key = text }
        let stored = key.flatMap { userDefaults.storage[$0]?.value }
        switch (name, key) {
        case ("set", let key?), ("setValue", let key?):
            guard let value = arguments.first(where: { $0.label == nil })?.value else { return nil }
            try checkPropertyList(value, key: key, at: location)
            if let slot = userDefaults.storage[key] {
                try writeSlot(slot, value, at: location)
            } else {
                _ = makeSlot("UserDefaults", key, userDefaults, value)
            }
            return .void
        case ("removeObject", let key?):
            guard let slot = userDefaults.storage[key] else { return .void }
            if let initial = slot.defaultValue {
                // Apple, "AppStorage": the default "is used if a value is not specified for the
                // given key"; the views reading the key are invalidated, as by any change to it.
                try writeSlot(slot, initial, at: location)
                return .void
            }
            guard dependents.bySlot[slot.id]?.isEmpty ?? true, slot.kind == "UserDefaults" else {
                throw RuntimeError(.notSupported, "not supported in the playground: removing a key an @AppStorage reads ('\(key)')", at: location)
            }
            userDefaults.storage[key] = nil
            return .void
        case ("integer", _?):
            switch stored {
            case .int(let number)?: return .int(number)
            case .double(let number)?: return .int(Int(number))
            case .bool(let flag)?: return .int(flag ? 1 : 0)
            case .string(let text)?: return .int(Int(text) ?? Double(text).map { Int($0) } ?? 0)
            default: return .int(0)
            }
        case ("double", _?), ("float", _?):
            switch stored {
            case .int(let number)?: return .double(Double(number))
            case .double(let number)?: return .double(number)
            case .bool(let flag)?: return .double(flag ? 1 : 0)
            case .string(let text)?: return .double(Double(text) ?? 0)
            default: return .double(0)
            }
        case ("bool", _?):
            switch stored {
            case .bool(let flag)?: return .bool(flag)
            case .int(let number)?: return .bool(number != 0)
            case .double(let number)?: return .bool(number != 0)
            case .string(let text)?: return .bool(["yes", "true", "1"].contains(text.lowercased()))
            default: return .bool(false)
            }
        case ("string", _?):
            switch stored {
            case .string(let text)?: return .string(text)
            case .int, .double, .bool: return .string(interpreter.describe(stored!))
            default: return .nil
            }
        case ("array", _?), ("stringArray", _?):
            if case .array? = stored { return stored! }
            return .nil
        case ("data", _?), ("url", _?):
            // `data(forKey:)`: the Data stored there (JSON an app encoded), else nil.
            switch stored {
            case .structValue(let value)? where name == "data" && value.typeName == "Data": return stored!
            case .builtin(let builtin)? where builtin.kind == (name == "data" ? "Data" : "URL"): return stored!
            default: break
            }
            return .nil
        case ("dictionary", _?):
            if case .dictionary? = stored { return stored! }
            return .nil
        case ("object", _?), ("value", _?):
            return stored.flatMap { $0.isNil ? nil : $0 } ?? .nil
        case ("register", nil):
            guard case .dictionary(let entries)? = arguments.first(where: { $0.label == "defaults" })?.value else { return nil }
            for (entryKey, value) in entries {
                guard case .string(let name) = entryKey.value, userDefaults.storage[name] == nil else { continue }
                try checkPropertyList(value, key: name, at: location)
                _ = makeSlot("UserDefaults", name, userDefaults, value)
            }
            return .void
        default:
            return nil
        }
    }

    private func checkPropertyList(_ value: Value, key: String, at location: SourceLocation) throws {
        func isPropertyList(_ value: Value) -> Bool {
            switch value {
            case .int, .double, .bool, .string, .nil: return true
            case .array(let items): return items.allSatisfy(isPropertyList)
            case .dictionary(let entries): return entries.allSatisfy { if case .string = $0.key.value { isPropertyList($0.value) } else { false } }
            case .builtin(let builtin): return ["Date", "Data", "URL"].contains(builtin.kind)
            case .structValue(let value): return value.typeName == "Data"  // what `JSONEncoder().encode` gives
            default: return false
            }
        }
        guard !isPropertyList(value) else { return }
        throw RuntimeError(.trap, "Attempt to insert non-property list object \(interpreter.describe(value)) for key \(key)", at: location)
    }
}
