import Foundation
import OrderedCollections
import VivariumSyntax

/// A type's own `init(from decoder: Decoder)` (hand-written `Decodable`): the decoder and its
/// containers hand the JSON under them to user code (Apple, "Encoding and Decoding Custom
/// Types"): `decoder.container(keyedBy:)` and `singleValueContainer()`; a keyed container's
/// `decode(_:forKey:)`, `decodeIfPresent(_:forKey:)` (nil for a missing key or null),
/// `contains(_:)`, `decodeNil(forKey:)` and `nestedContainer(keyedBy:forKey:)`. A failure
/// throws the `DecodingError` case Swift would, which the initializer may catch. Each value
/// keeps its JSON as text. Unkeyed containers: `JSONUnkeyedContainers`.
extension Interpreter {
    static let decodingContainerKinds: Set<String> = ["Decoder", "KeyedDecodingContainer", "SingleValueDecodingContainer"]

    /// The type's `init(from:)`, if it declares one.
    func customDecodingInitializer(of info: TypeInfo) -> InitializerDecl? {
        info.initializers.first { $0.parameters.count == 1 && $0.parameters[0].label == "from" }
    }

    /// Builds `info` by calling its `init(from:)` with a decoder over `json`.
    func decodeWithCustomInitializer(_ json: Any, info: TypeInfo, written: TypeReference? = nil, options: DecodingOptions,
                                     path: [String]) throws -> Value {
        var decoder = codingValue("Decoder", json: json, options: options, path: path)
        if case .builtin(var value) = decoder {
            value["owner"] = .string(info.name)
            decoder = .builtin(value)
        }
        return try constructType(info.name, arguments: [.value(ArgumentValue(label: "from", value: decoder, location: .builtin))],
                                 scope: globals, written: written, at: .builtin)
    }

    private func codingValue(_ kind: String, json: Any, options: DecodingOptions, path: [String], keyType: String? = nil,
                             owner: String? = nil) -> Value {
        let data = (try? JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed])) ?? Data()
        var fields: OrderedDictionary<String, Value> = [
            "json": .string(String(decoding: data, as: UTF8.self)), "snakeCase": .bool(options.snakeCase),
            "dates": .string(options.dates), "path": .array(path.map { .string($0) }),
        ]
        if let keyType { fields["keyType"] = .string(keyType) }
        if let owner { fields["owner"] = .string(owner) }
        return .builtin(BuiltinValue(kind: kind, fields: fields))
    }

    /// `CodingKeys.self` inside a type's own coding method names its nested `CodingKeys`,
    /// registered as `Post.CodingKeys` when another type declares a `CodingKeys` too.
    func codingKeysType(_ name: String, owner: String?) -> String {
        if let owner, types.type("\(owner).\(name)") != nil { return "\(owner).\(name)" }
        return name
    }

    /// A `DecodingError` the user's initializer can catch, from the module's enum.
    private func thrown(_ failure: DecodingFailure, at location: SourceLocation) -> ThrownError {
        ThrownError(value: decodingErrorValue(failure), location: location)
    }

    /// `decoder.codingPath`, `container.codingPath`: the keys to the value it decodes.
    func codingPath(of container: BuiltinValue) -> Value {
        guard case .array(let parts)? = container["path"] else { return .array([]) }
        return .array(parts.compactMap { if case .string(let key) = $0 { codingKeyValue(key) } else { nil } })
    }

    /// A method of a decoder or container: its arguments are evaluated here, so that `forKey:
    /// .name` takes the container's key type.
    func callDecodingContainerMethod(_ name: String, on container: BuiltinValue, inputs: [ArgumentInput],
                                     at location: SourceLocation) throws -> Value {
        let keyType = container["keyType"].flatMap { if case .string(let name) = $0 { name } else { nil } }
        let labels = inputs.map(\.label)
        let values = try inputs.map { input in
            try evaluateInput(input, expected: input.label == "forKey" || (name == "contains" && keyType != nil) ? keyType.map { .named($0) } : nil)
        }
        guard case .string(let text)? = container["json"], let data = text.data(using: .utf8),
              let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            throw RuntimeError.trap("Fatal error: a decoding container without JSON", at: location)
        }
        let snakeCase = if case .bool(true)? = container["snakeCase"] { true } else { false }
        let options = DecodingOptions(snakeCase: snakeCase,
                                      dates: container["dates"].flatMap { if case .string(let d) = $0 { d } else { nil } } ?? "deferredToDate")
        let path: [String] = if case .array(let parts)? = container["path"] { parts.compactMap { if case .string(let p) = $0 { p } else { nil } } } else { [] }
        func type(_ value: Value?) throws -> TypeReference {
            guard let value, let type = Self.typeReference(of: value) else {
                throw RuntimeError.notSupported("decoding this type with a container", at: location)
            }
            return type
        }
        func object() throws -> [String: Any] {
            guard var object = json as? [String: Any] else {
                throw thrown(mismatch("Dictionary", path, found: json), at: location)
            }
            if options.snakeCase {
                object = Dictionary(object.map { (Self.camelCased($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
            }
            return object
        }
        func keyString(_ key: Value) throws -> String {
            guard case .enumValue(let key) = key else { throw RuntimeError.notSupported("a coding key that is not an enum case", at: location) }
            if let info = types.type(key.typeName), let enumCase = info.enumCase(key.caseName),
               case .string(let raw) = try rawValue(of: enumCase, in: info) {
                return raw
            }
            return key.caseName
        }
        let owner = container["owner"].flatMap { if case .string(let name) = $0 { name } else { nil } }
        func decoding(_ body: () throws -> Value) throws -> Value {
            do { return try body() } catch let failure as DecodingFailure { throw thrown(failure, at: location) }
        }
        switch (container.kind, name, labels) {
        case ("Decoder", "container", ["keyedBy"]):
            guard case .type(let keys)? = values.first else { break }
            return codingValue("KeyedDecodingContainer", json: try object(), options: options, path: path,
                               keyType: codingKeysType(keys, owner: owner), owner: owner)
        case ("Decoder", "singleValueContainer", []):
            return codingValue("SingleValueDecodingContainer", json: json, options: options, path: path, owner: owner)
        case ("Decoder", "unkeyedContainer", []):
            return try unkeyedDecodingContainer(json, from: container, path: path, at: location)
        case ("KeyedDecodingContainer", "nestedUnkeyedContainer", ["forKey"]):
            let key = try keyString(values[0])
            guard let field = try object()[key] else {
                throw thrown(DecodingFailure(kind: "keyNotFound", message: "No value associated with key \(codingKeyDescription(values[0])) (\"\(key)\").",
                                             subject: values[0], path: path), at: location)
            }
            return try unkeyedDecodingContainer(field, from: container, path: path + [key], at: location)
        case ("KeyedDecodingContainer", "decode", [nil, "forKey"]), ("KeyedDecodingContainer", "decodeIfPresent", [nil, "forKey"]):
            let key = try keyString(values[1])
            let target = try type(values[0])
            guard let field = try object()[key], name == "decode" || !(field is NSNull) else {
                if name == "decodeIfPresent" { return .nil }
                throw thrown(DecodingFailure(kind: "keyNotFound", message: "No value associated with key \(codingKeyDescription(values[1])) (\"\(key)\").",
                                             subject: values[1], path: path), at: location)
            }
            return try decoding { try decode(field, as: target, options: options, path: path + [key]) }
        case ("KeyedDecodingContainer", "contains", [nil]):
            return .bool(try object()[keyString(values[0])] != nil)
        case ("KeyedDecodingContainer", "decodeNil", ["forKey"]):
            return .bool(try object()[keyString(values[0])].map { $0 is NSNull } ?? true)
        case ("KeyedDecodingContainer", "nestedContainer", ["keyedBy", "forKey"]):
            guard case .type(let keys) = values[0] else { break }
            let key = try keyString(values[1])
            let field = try object()[key]
            guard let nested = field as? [String: Any] else {
                guard let field else {
                    throw thrown(DecodingFailure(kind: "keyNotFound", message: "No value associated with key \(codingKeyDescription(values[1])) (\"\(key)\").",
                                                 subject: values[1], path: path), at: location)
                }
                throw thrown(mismatch("Dictionary", path + [key], found: field), at: location)
            }
            return codingValue("KeyedDecodingContainer", json: nested, options: options, path: path + [key],
                               keyType: codingKeysType(keys, owner: owner), owner: owner)
        case ("SingleValueDecodingContainer", "decode", [nil]):
            let target = try type(values[0])
            return try decoding { try decode(json, as: target, options: options, path: path) }
        case ("SingleValueDecodingContainer", "decodeNil", []):
            return .bool(json is NSNull)
        default:
            break
        }
        throw RuntimeError.notSupported("'\(name)' on \(container.kind)", at: location)
    }
}
