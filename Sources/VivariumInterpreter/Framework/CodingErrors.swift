import OrderedCollections
import VivariumSyntax

/// `DecodingError` and `EncodingError` values as Swift has them (the bundled FoundationJSON
/// module declares the enums): each case carries a `Context` struct with `codingPath` (an array
/// of `CodingKey`s: `stringValue`, `intValue`), `debugDescription` (Foundation's words) and
/// `underlyingError`; `keyNotFound` carries the key first, `typeMismatch` and `valueNotFound`
/// the type, `EncodingError.invalidValue` the value. A key of the coding path that no user
/// `CodingKeys` case stands for is the module's `_CodingKey` struct, named as Foundation prints
/// it: `CodingKeys(stringValue: "age", intValue: nil)`, `_CodingKey(stringValue: "Index 1", intValue: 1)`.
extension Interpreter {
    /// The module's coding key struct.
    static let codingKeyTypeName = "_CodingKey"

    /// A coding path's key: `Index 2` is an array's element (`intValue` 2), any other string a
    /// property's key of a `CodingKeys` (`typeName`).
    /// NB: a JSON object's key spelled `Index 2` reads as an element's index too.
    func codingKeyValue(_ key: String, typeName: String = "CodingKeys") -> Value {
        var fields: OrderedDictionary<String, Value> = ["stringValue": .string(key), "intValue": .nil, "_typeName": .string(typeName)]
        if key.hasPrefix("Index "), let index = Int(key.dropFirst("Index ".count)) {
            fields["intValue"] = .int(index)
            fields["_typeName"] = .string(Self.codingKeyTypeName)
        }
        return .structValue(StructValue(typeName: Self.codingKeyTypeName, fields: fields))
    }

    /// The key's `stringValue`, `intValue` and printed name: a user `CodingKeys` case (its
    /// `String` raw value, else its name; an `Int` raw value is its `intValue`), the module's
    /// key struct, or any struct with `stringValue` and `intValue` properties.
    func codingKeyParts(_ key: Value) -> (string: String, int: Int?, typeName: String)? {
        switch readWeak(key) {
        case .enumValue(let key):
            let typeName = String(key.typeName.split(separator: ".").last ?? Substring(key.typeName))
            guard let info = types.type(key.typeName), let enumCase = info.enumCase(key.caseName),
                  let raw = try? rawValue(of: enumCase, in: info) else { return (key.caseName, nil, typeName) }
            switch raw {
            case .string(let text): return (text, nil, typeName)
            case .int(let number): return (key.caseName, number, typeName)
            default: return (key.caseName, nil, typeName)
            }
        case .structValue(let key):
            guard case .string(let text)? = key.fields["stringValue"] else { return nil }
            let number: Int? = if case .int(let n)? = key.fields["intValue"] { n } else { nil }
            let typeName = if case .string(let name)? = key.fields["_typeName"] { name } else { key.typeName }
            return (text, number, typeName)
        default:
            return nil
        }
    }

    /// `CodingKeys(stringValue: "age", intValue: nil)`, as Swift prints a coding key.
    func codingKeyDescription(_ key: Value) -> String {
        guard let parts = codingKeyParts(key) else { return describe(key) }
        return "\(parts.typeName)(stringValue: \"\(parts.string)\", intValue: \(parts.int.map(String.init) ?? "nil"))"
    }

    /// The registered name of `owner`'s nested `Context` (two enums of the module declare one).
    private func contextTypeName(_ owner: String) -> String {
        types.type("\(owner).Context") != nil ? "\(owner).Context" : "Context"
    }

    func codingContext(_ owner: String, path: [Value], debugDescription: String) -> Value {
        .structValue(StructValue(typeName: contextTypeName(owner), fields: [
            "codingPath": .array(path), "debugDescription": .string(debugDescription), "underlyingError": .nil,
        ]))
    }

    /// The `DecodingError` (or, for `invalidValue`, `EncodingError`) a failure is.
    func decodingErrorValue(_ failure: DecodingFailure) -> Value {
        let owner = failure.kind == "invalidValue" ? "EncodingError" : "DecodingError"
        let context = codingContext(owner, path: failure.path.map { codingKeyValue($0) }, debugDescription: failure.message)
        let payload: [Value] = failure.kind == "dataCorrupted" ? [context] : [failure.subject ?? .type("Any"), context]
        return .enumValue(EnumValue(typeName: owner, caseName: failure.kind, payload: payload, payloadLabels: payload.map { _ in nil }))
    }

    /// `__Vivarium.codingKeyPart(key, "stringValue" | "intValue" | "description")` for the
    /// module's `extension CodingKey`.
    /// `__Vivarium.codingPathText(path)`: `[1].name`, `tags[1]`, `inner.k.age` (an integer key
    /// in brackets, the others joined by dots); `__Vivarium.containerCodingPath(container)`.
    public func codingHook(_ name: String, _ arguments: [Value]) -> Value? {
        switch name {
        case "formattedDateStrategy":
            return formattedDateStrategy(arguments)
        case "codingPathText":
            guard case .array(let keys)? = arguments.first else { return nil }
            var text = ""
            for key in keys {
                guard let parts = codingKeyParts(key) else { continue }
                if let index = parts.int { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + parts.string }
            }
            return .string(text)
        case "containerCodingPath":
            guard case .builtin(let container)? = arguments.first, Self.decodingContainerKinds.contains(container.kind) else {
                return .array([])
            }
            return codingPath(of: container)
        default:
            break
        }
        guard name == "codingKeyPart", arguments.count == 2, case .string(let part) = arguments[1] else { return nil }
        guard let parts = codingKeyParts(arguments[0]) else { return nil }
        switch part {
        case "stringValue": return .string(parts.string)
        case "intValue": return parts.int.map(Value.int) ?? .nil
        default: return .string(codingKeyDescription(arguments[0]))
        }
    }
}
