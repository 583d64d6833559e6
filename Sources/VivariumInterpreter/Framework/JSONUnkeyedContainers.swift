import Foundation
import OrderedCollections
import VivariumSyntax

/// Unkeyed containers in a type's own `init(from:)` and `encode(to:)` (Apple, "Encoding and
/// Decoding Custom Types"; Swift standard library, "UnkeyedDecodingContainer",
/// "UnkeyedEncodingContainer"): a JSON array read or written element by element. A decoding
/// container is a value that moves on as it decodes (`var c = try decoder.unkeyedContainer()`,
/// then `c.decode(Int.self)` and `c.isAtEnd`); an encoding one appends to its `encode(to:)`'s
/// buffer. The array's elements are at `Index 0`, `Index 1`, … of the coding path.
extension Interpreter {
    static let unkeyedDecodingKind = "UnkeyedDecodingContainer"
    static let unkeyedEncodingKind = "UnkeyedEncodingContainer"

    /// `decoder.unkeyedContainer()` (or a keyed container's `nestedUnkeyedContainer(forKey:)`)
    /// over `json`, which must be an array.
    func unkeyedDecodingContainer(_ json: Any, from container: BuiltinValue, path: [String], at location: SourceLocation) throws -> Value {
        guard json is [Any] else {
            throw ThrownError(value: decodingErrorValue(mismatch("Array", path, found: json)), location: location)
        }
        var made = container
        made.kind = Self.unkeyedDecodingKind
        let data = (try? JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed])) ?? Data()
        made["json"] = .string(String(decoding: data, as: UTF8.self))
        made["path"] = .array(path.map { .string($0) })
        made["position"] = .int(0)
        made["keyType"] = nil
        return .builtin(made)
    }

    private func unkeyedElements(_ container: BuiltinValue) -> [Any] {
        guard case .string(let text)? = container["json"],
              let json = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) else { return [] }
        return json as? [Any] ?? []
    }

    /// `c.isAtEnd`, `c.count`, `c.currentIndex`; nil for other members.
    func unkeyedContainerProperty(_ name: String, of container: BuiltinValue) -> Value? {
        guard container.kind == Self.unkeyedDecodingKind, case .int(let position)? = container["position"] else { return nil }
        switch name {
        case "isAtEnd": return .bool(position >= unkeyedElements(container).count)
        case "count": return .int(unkeyedElements(container).count)
        case "currentIndex": return .int(position)
        default: return nil
        }
    }

    /// A method of an unkeyed decoding container; the moved container is written back.
    func callUnkeyedDecodingMethod(_ name: String, on container: BuiltinValue, inputs: [ArgumentInput],
                                   writeBack: (Value) throws -> Void, at location: SourceLocation) throws -> Value {
        let values = try inputs.map { try evaluateInput($0, expected: nil) }
        let labels = inputs.map(\.label)
        let elements = unkeyedElements(container)
        guard case .int(let position)? = container["position"] else {
            throw RuntimeError.trap("Fatal error: an unkeyed container without a position", at: location)
        }
        let path: [String] = if case .array(let parts)? = container["path"] { parts.compactMap { if case .string(let p) = $0 { p } else { nil } } } else { [] }
        let snakeCase = if case .bool(true)? = container["snakeCase"] { true } else { false }
        let options = DecodingOptions(snakeCase: snakeCase,
                                      dates: container["dates"].flatMap { if case .string(let d) = $0 { d } else { nil } } ?? "deferredToDate")
        let elementPath = path + ["Index \(position)"]
        func advanced() throws {
            var moved = container
            moved["position"] = .int(position + 1)
            try writeBack(.builtin(moved))
        }
        func atEnd(_ subject: Value?, _ typeName: String) -> ThrownError {
            ThrownError(value: decodingErrorValue(DecodingFailure(kind: "valueNotFound", message: "Unkeyed container is at end.",
                                                                  subject: subject, path: elementPath)), location: location)
        }
        switch (name, labels) {
        case ("decode", [nil]), ("decodeIfPresent", [nil]):
            guard let typeValue = values.first, let type = Self.typeReference(of: typeValue) else {
                throw RuntimeError.notSupported("decoding this type with a container", at: location)
            }
            guard position < elements.count else {
                if name == "decodeIfPresent" { return .nil }
                throw atEnd(typeValue, "\(type)")
            }
            let element = elements[position]
            if name == "decodeIfPresent", element is NSNull {
                try advanced()
                return .nil
            }
            let decoded: Value
            do { decoded = try decode(element, as: type, options: options, path: elementPath) } catch let failure as DecodingFailure {
                throw ThrownError(value: decodingErrorValue(failure), location: location)
            }
            try advanced()
            return decoded
        case ("decodeNil", []):
            guard position < elements.count else { throw atEnd(.type("Any"), "Any") }
            guard elements[position] is NSNull else { return .bool(false) }
            try advanced()
            return .bool(true)
        case ("nestedUnkeyedContainer", []), ("nestedContainer", ["keyedBy"]):
            guard position < elements.count else { throw atEnd(nil, "container") }
            let element = elements[position]
            let nested: Value
            if name == "nestedUnkeyedContainer" {
                nested = try unkeyedDecodingContainer(element, from: container, path: elementPath, at: location)
            } else {
                guard case .type(let keys)? = values.first, let object = element as? [String: Any] else {
                    throw ThrownError(value: decodingErrorValue(mismatch("Dictionary", elementPath, found: element)), location: location)
                }
                let data = (try? JSONSerialization.data(withJSONObject: object, options: [])) ?? Data()
                var keyed = container
                keyed.kind = "KeyedDecodingContainer"
                keyed["json"] = .string(String(decoding: data, as: UTF8.self))
                keyed["path"] = .array(elementPath.map { .string($0) })
                keyed["position"] = nil
                let owner = container["owner"].flatMap { if case .string(let name) = $0 { name } else { nil } }
                keyed["keyType"] = .string(codingKeysType(keys, owner: owner))
                nested = .builtin(keyed)
            }
            try advanced()
            return nested
        default:
            throw RuntimeError.notSupported("'\(name)' on UnkeyedDecodingContainer", at: location)
        }
    }

    /// A method of an unkeyed encoding container: the elements go into its buffer's array.
    func callUnkeyedEncodingMethod(_ name: String, on container: BuiltinValue, inputs: [ArgumentInput],
                                   at location: SourceLocation) throws -> Value {
        let values = try inputs.map { try evaluateInput($0, expected: nil) }
        guard case .int(let index)? = container["buffer"], encodingBuffers.indices.contains(index) else {
            throw RuntimeError.trap("Fatal error: an encoding container used after its encode(to:) returned", at: location)
        }
        let buffer = encodingBuffers[index]
        switch (name, inputs.map(\.label)) {
        case ("encode", [nil]):
            do {
                buffer.elements = (buffer.elements ?? []) + [try encodeNode(readWeak(values[0]), options: buffer.options, path: [])]
            } catch let failure as DecodingFailure {
                throw ThrownError(value: decodingErrorValue(failure), location: location)
            }
            return .void
        case ("encode", ["contentsOf"]):
            for element in try elements(of: values[0], at: location) {
                buffer.elements = (buffer.elements ?? []) + [try encodeNode(readWeak(element), options: buffer.options, path: [])]
            }
            return .void
        case ("encodeNil", []):
            buffer.elements = (buffer.elements ?? []) + [.literal("null")]
            return .void
        default:
            throw RuntimeError.notSupported("'\(name)' on UnkeyedEncodingContainer", at: location)
        }
    }
}
