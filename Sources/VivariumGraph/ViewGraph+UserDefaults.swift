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
/// else is Foundation's "Attempt to insert non-property list object". A key an `@AppStorage`
/// installed holds that property's default until written, and again once `removeObject(forKey:)` removes it. An `@AppStorage` of a `RawRepresentable` type
/// (an enum with `String` or `Int` raw values) stores the raw value: the store's reads see it,
/// and a raw value written to the store reads back as the case that has it (or, when none
/// has, as the property's default - where Foundation would still hand the unknown raw value
/// to the store's own readers). A suite (`UserDefaults(suiteName:)`, `@AppStorage(_:store:)`)
/// keeps its keys apart from the standard store's: the same store, each key named
/// `suite/key`.
extension ViewGraph {
    /// The store's key for `key` in the suite `suite` (nil: the standard store's own key).
    static func suiteKey(_ key: String, suite: Value?) -> String? {
        guard case .string(let name)? = suite else { return nil }
        return name + "/" + key
    }

    /// `removeObject(forKey:)`: the key's value goes (an `@AppStorage`'s default comes back).
    private func removeUserDefault(_ key: String, at location: SourceLocation) throws {
        guard let slot = userDefaults.storage[key] else { return }
        if let initial = slot.defaultValue {
            // Apple, "AppStorage": the default "is used if a value is not specified for the
            // given key"; the views reading the key are invalidated, as by any change to it.
            try writeSlot(slot, initial, at: location)
            return
        }
        guard dependents.bySlot[slot.id]?.isEmpty ?? true, slot.kind == "UserDefaults" else {
            throw RuntimeError(.notSupported, "not supported in the playground: removing a key an @AppStorage reads ('\(key)')", at: location)
        }
        userDefaults.storage[key] = nil
    }

    func userDefaultsMethod(_ name: String, arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        var key: String?
        if case .string(let text)? = arguments.first(where: { $0.label == "forKey" })?.value { key = text }
        let stored = key.flatMap { userDefaults.storage[$0]?.value }.map(storedForm)
        switch (name, key) {
        case ("set", let key?), ("setValue", let key?):
            guard let value = arguments.first(where: { $0.label == nil })?.value else { return nil }
            try checkPropertyList(value, key: key, at: location)
            if let slot = userDefaults.storage[key] {
                try writeSlot(slot, appStorageValue(value, model: slot.defaultValue, key: key) ?? value, at: location)
            } else {
                _ = makeSlot("UserDefaults", key, userDefaults, value)
            }
            return .void
        case ("removeObject", let key?):
            try removeUserDefault(key, at: location)
            return .void
        case ("removePersistentDomain", nil):
            // `removePersistentDomain(forName: suite)`: every key of that suite.
            guard case .string(let suite)? = arguments.first(where: { $0.label == "forName" })?.value else { return nil }
            for key in userDefaults.storage.keys.sorted() where key.hasPrefix(suite + "/") {
                try removeUserDefault(key, at: location)
            }
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

    /// What the store holds for a value an `@AppStorage` of a `RawRepresentable` type wrote: its
    /// raw value (Apple, "AppStorage.init(wrappedValue:_:store:)" for a `RawRepresentable` whose
    /// `RawValue` is `String`: "Creates a property that can read and write to a string user
    /// default, transforming that to RawRepresentable data type"; likewise `Int`). Anything
    /// else as it is.
    func storedForm(_ value: Value) -> Value {
        // An enum with raw values, or a program's struct conforming to `RawRepresentable` (a
        // `Codable` settings struct whose `rawValue` is its JSON): the store holds the raw value.
        switch value {
        case .enumValue: break
        case .structValue(let instance) where interpreter.types.type(instance.typeName)?.conforms(to: "RawRepresentable") == true: break
        default: return value
        }
        guard let raw = try? interpreter.member("rawValue", of: value) else { return value }
        switch raw {
        case .string, .int, .double: return raw
        default: return value
        }
    }

    /// An `@AppStorage` of a `RawRepresentable` type (`model` is its default) reads a stored raw
    /// value as `T(rawValue:)`, and its default when no case has that raw value; nil when
    /// `model` is not such a type or `stored` is already one of its values.
    /// An optional one (`var theme: Theme?`, `key` its store key) reads a raw value no case has
    /// as nil (Apple, "AppStorage.init(_:store:)" for an optional `RawRepresentable`: "Defaults
    /// to nil if there is no restored value").
    func appStorageValue(_ stored: Value, model: Value?, key: String? = nil) -> Value? {
        if case .enumValue = model {} else if let key, let typeName = appStorageRawTypes[key], let info = interpreter.types.type(typeName) {
            if stored.isNil { return nil }
            if case .enumValue(let value) = stored, value.typeName == typeName { return nil }
            for enumCase in info.enumCases {
                let candidate = Value.enumValue(EnumValue(typeName: typeName, caseName: enumCase.name))
                if let raw = try? interpreter.member("rawValue", of: candidate), Equality.equal(raw, stored) { return candidate }
            }
            return .nil
        }
        guard case .enumValue(let example)? = model, let info = interpreter.types.type(example.typeName) else { return nil }
        if case .enumValue = storedForm(.enumValue(example)) { return nil }
        if case .enumValue(let value) = stored, value.typeName == example.typeName { return nil }
        for enumCase in info.enumCases {
            let candidate = Value.enumValue(EnumValue(typeName: example.typeName, caseName: enumCase.name))
            if let raw = try? interpreter.member("rawValue", of: candidate), Equality.equal(raw, stored) { return candidate }
        }
        return model
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
