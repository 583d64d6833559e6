import OrderedCollections
import VivariumSyntax

/// `Dictionary`'s own methods, as the standard library has them: `mapValues` and
/// `compactMapValues` keep the keys, `filter` is a dictionary (not an array of pairs),
/// `merge(_:uniquingKeysWith:)` / `merging(_:uniquingKeysWith:)` combine two dictionaries (or a
/// sequence of key-value pairs), the closure choosing between the old and the new value of a key
/// in both, and `updateValue(_:forKey:)` returns the value it replaced.
extension Interpreter {
    static let dictionaryMethodNames: Set<String> = ["mapValues", "compactMapValues", "filter", "merge", "merging", "updateValue"]

    func dictionaryMethod(_ name: String, entries: DictionaryEntries, values: [Value], labels: [String?],
                          call: (Int, [Value]) throws -> Value, writeBack: (Value) throws -> Void,
                          at location: SourceLocation) throws -> Value? {
        switch (name, labels) {
        case ("mapValues", [nil]), ("compactMapValues", [nil]):
            var result = DictionaryEntries()
            for (key, value) in entries {
                let mapped = readWeak(gathered(try call(0, [value])))
                if name == "compactMapValues", mapped.isNil { continue }
                result[key] = mapped
            }
            return .dictionary(result)
        case ("filter", [nil]):
            var result = DictionaryEntries()
            for (key, value) in entries where try truthy(call(0, [.tuple([key.value, value], labels: ["key", "value"])]), at: location) {
                result[key] = value
            }
            return .dictionary(result)
        case ("merge", [nil, "uniquingKeysWith"]), ("merging", [nil, "uniquingKeysWith"]), ("merge", [nil, nil]), ("merging", [nil, nil]):
            var result = entries
            for pair in try elements(of: values[0], at: location) {
                guard case .tuple(let parts, _) = pair, parts.count == 2, let key = HashableValue(parts[0]) else {
                    throw RuntimeError.notSupported("'\(name)' with elements that are not key-value pairs", at: location)
                }
                if let old = result[key] {
                    result[key] = try call(1, [old, parts[1]])
                } else {
                    result[key] = parts[1]
                }
            }
            try ValueLimits.checkElements(result.count, at: location)
            if name == "merging" { return .dictionary(result) }
            try writeBack(.dictionary(result))
            return .void
        case ("updateValue", [nil, "forKey"]):
            guard let key = HashableValue(values[1]) else { return nil }
            var result = entries
            let old = result.updateValue(values[0], forKey: key)
            try writeBack(.dictionary(result))
            return old ?? .nil
        default:
            return nil
        }
    }
}
