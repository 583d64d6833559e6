import Foundation
import OrderedCollections
import VivariumSyntax

/// A type's own `encode(to encoder: Encoder)` (hand-written `Encodable`): the encoder's
/// containers collect what user code encodes (Apple, "Encoding and Decoding Custom Types"):
/// `encoder.container(keyedBy:)` with `encode(_:forKey:)`, `encodeIfPresent(_:forKey:)` (a
/// nil leaves the key out) and `encodeNil(forKey:)`, or `singleValueContainer()` with
/// `encode(_:)`. The values are encoded as the synthesized conformance would; the keys are
/// written in the order encoded. `nestedContainer(keyedBy:forKey:)` gives a keyed container
/// whose members make the JSON object at that key. `unkeyedContainer()` gives a container whose
/// `encode(_:)` appends to a JSON array (`JSONUnkeyedContainers`).
extension Interpreter {
    static let encodingContainerKinds: Set<String> = ["Encoder", "KeyedEncodingContainer", "SingleValueEncodingContainer"]

    /// What one `encode(to:)` call has encoded so far.
    final class EncodingBuffer {
        let options: EncodingOptions
        var members: [(String, JSONNode)] = []
        var single: JSONNode?
        /// What an unkeyed container appended, in order (nil when there is none).
        var elements: [JSONNode]?
        /// Nested keyed containers, by the key their object is stored at.
        var nested: [(String, EncodingBuffer)] = []

        init(options: EncodingOptions) { self.options = options }

        /// What was encoded, with each nested container's object at its key.
        var node: JSONNode {
            single ?? elements.map { .array($0) } ?? .object(members.map { key, node in (key, nested.last { $0.0 == key }?.1.node ?? node) })
        }

        /// This buffer and every buffer nested in it.
        var all: [EncodingBuffer] { [self] + nested.flatMap { $0.1.all } }
    }

    func declaresCustomEncoding(_ typeName: String) -> Bool {
        declaresMethod("encode", labels: ["to"], in: typeName, isStatic: false)
    }

    /// Runs `value`'s `encode(to:)` with an encoder over a fresh buffer; the JSON it made.
    func encodeWithCustomMethod(_ value: Value, options: EncodingOptions, path: [String]) throws -> JSONNode {
        let buffer = EncodingBuffer(options: options)
        encodingBuffers.append(buffer)
        defer { let done = buffer.all; encodingBuffers.removeAll { candidate in done.contains { $0 === candidate } } }
        let encoder = Value.builtin(BuiltinValue(kind: "Encoder", fields: ["buffer": .int(encodingBuffers.count - 1),
                                                                           "owner": .string(Describe.typeName(of: value, heap: heap))]))
        _ = try callUserMethod("encode", on: value, arguments: [ArgumentValue(label: "to", value: encoder, location: .builtin)])
        return buffer.node
    }

    func callEncodingContainerMethod(_ name: String, on container: BuiltinValue, inputs: [ArgumentInput],
                                     at location: SourceLocation) throws -> Value {
        let keyType = container["keyType"].flatMap { if case .string(let name) = $0 { name } else { nil } }
        let labels = inputs.map(\.label)
        let values = try inputs.map { input in
            try evaluateInput(input, expected: input.label == "forKey" ? keyType.map { .named($0) } : nil)
        }
        guard case .int(let index)? = container["buffer"], encodingBuffers.indices.contains(index) else {
            throw RuntimeError.trap("Fatal error: an encoding container used after its encode(to:) returned", at: location)
        }
        let buffer = encodingBuffers[index]
        func key(_ value: Value) throws -> String {
            guard case .enumValue(let key) = value else { throw RuntimeError.notSupported("a coding key that is not an enum case", at: location) }
            var text = key.caseName
            if let info = types.type(key.typeName), let enumCase = info.enumCase(key.caseName),
               case .string(let raw) = try rawValue(of: enumCase, in: info) {
                text = raw
            }
            return buffer.options.snakeCase ? Self.snakeCased(text) : text
        }
        func store(_ key: String, _ node: JSONNode) {
            buffer.members.removeAll { $0.0 == key }
            buffer.members.append((key, node))
        }
        func encoded(_ value: Value) throws -> JSONNode {
            do {
                return try encodeNode(readWeak(value), options: buffer.options, path: [])
            } catch let failure as DecodingFailure {
                throw ThrownError(value: decodingErrorValue(failure), location: location)
            }
        }
        switch (container.kind, name, labels) {
        case ("Encoder", "container", ["keyedBy"]):
            guard case .type(let keys)? = values.first else { break }
            let owner = container["owner"].flatMap { if case .string(let name) = $0 { name } else { nil } }
            return .builtin(BuiltinValue(kind: "KeyedEncodingContainer", fields: ["buffer": .int(index),
                                                                                  "keyType": .string(codingKeysType(keys, owner: owner))]))
        case ("Encoder", "singleValueContainer", []):
            return .builtin(BuiltinValue(kind: "SingleValueEncodingContainer", fields: ["buffer": .int(index)]))
        case ("Encoder", "unkeyedContainer", []):
            buffer.elements = buffer.elements ?? []
            return .builtin(BuiltinValue(kind: Self.unkeyedEncodingKind, fields: ["buffer": .int(index)]))
        case ("KeyedEncodingContainer", "encode", [nil, "forKey"]):
            store(try key(values[1]), try encoded(values[0]))
            return .void
        case ("KeyedEncodingContainer", "encodeIfPresent", [nil, "forKey"]):
            if !values[0].isNil { store(try key(values[1]), try encoded(values[0])) }
            return .void
        case ("KeyedEncodingContainer", "nestedContainer", ["keyedBy", "forKey"]):
            guard case .type(let keys)? = values.first else { break }
            let name = try key(values[1])
            let child = EncodingBuffer(options: buffer.options)
            store(name, .object([]))
            buffer.nested.append((name, child))
            encodingBuffers.append(child)
            return .builtin(BuiltinValue(kind: "KeyedEncodingContainer", fields: ["buffer": .int(encodingBuffers.count - 1),
                                                                                  "keyType": .string(codingKeysType(keys, owner: nil))]))
        case ("KeyedEncodingContainer", "encodeNil", ["forKey"]):
            store(try key(values[0]), .literal("null"))
            return .void
        case ("SingleValueEncodingContainer", "encode", [nil]):
            buffer.single = try encoded(values[0])
            return .void
        case ("SingleValueEncodingContainer", "encodeNil", []):
            buffer.single = .literal("null")
            return .void
        default:
            break
        }
        throw RuntimeError.notSupported("'\(name)' on \(container.kind)", at: location)
    }
}
