import Foundation
import OrderedCollections
import VivariumSyntax

/// `JSONEncoder().encode(value)` for the bundled module's `JSONEncoder`: the value is written
/// the way Swift's synthesized `Encodable` conformance and Foundation's encoder do. A struct or
/// class is an object of its stored properties in declaration order (the order of
/// `enum CodingKeys` when it declares one, listing the properties encoded), a nil optional
/// property is left out (`encodeIfPresent`), an enum with a raw value is that value, an enum
/// without one is `{"case":{…}}` (SE-0295: labels as keys, `_0`, `_1` for unlabeled values),
/// a `Date` follows the date strategy, a whole `Double` is written without `.0`, and `/` is
/// escaped as `\/` unless `.withoutEscapingSlashes`. `.sortedKeys` and `.prettyPrinted`
/// (two-space indent, `"key" : value`) are honoured.
extension Interpreter {
    struct EncodingOptions {
        var sortedKeys = false
        var pretty = false
        var escapeSlashes = true
        var snakeCase = false
        var dates = "deferredToDate"
    }

    /// A JSON value before it is written: objects keep their keys in encoding order.
    indirect enum JSONNode {
        case literal(String)
        case array([JSONNode])
        case object([(String, JSONNode)])
    }

    /// `encodeJSON(value, outputFormatting, keyStrategy, dateStrategy)`: `["ok", text]` or
    /// `["thrown", error]` (an `EncodingError.invalidValue`, or what a type's `encode(to:)` threw).
    public func encodeJSONHook(_ arguments: [Value]) throws -> Value? {
        guard arguments.count == 4, case .string(let formatting) = arguments[1], case .string(let keys) = arguments[2],
              case .string(let dates) = arguments[3] else { return nil }
        let options = EncodingOptions(sortedKeys: formatting.contains("sortedKeys"), pretty: formatting.contains("prettyPrinted"),
                                      escapeSlashes: !formatting.contains("withoutEscapingSlashes"),
                                      snakeCase: keys == "convertToSnakeCase", dates: dates)
        do {
            let node = try encodeNode(readWeak(arguments[0]), options: options, path: [])
            var text = ""
            write(node, options: options, indent: 0, into: &text)
            return .array([.string("ok"), .string(text)])
        } catch let failure as DecodingFailure {
            return .array([.string("thrown"), decodingErrorValue(failure)])
        } catch let thrown as ThrownError {
            // An error a type's own `encode(to:)` threw (or let through): rethrown as it is.
            return .array([.string("thrown"), thrown.value])
        } catch let error as RuntimeError {
            throw error
        } catch {
            return .array([.string("thrown"), decodingErrorValue(DecodingFailure(kind: "invalidValue", message: "\(error)", subject: arguments[0]))])
        }
    }

    private func unencodable(_ what: String, _ path: [String]) -> DecodingFailure {
        let place = path.isEmpty ? "" : " at '\(path.joined(separator: "."))'"
        return DecodingFailure(kind: "invalidValue", message: "not supported in the playground: encoding \(what)\(place)", subject: .void, path: path)
    }

    func encodeNode(_ value: Value, options: EncodingOptions, path: [String]) throws -> JSONNode {
        // A type with its own `encode(to:)` writes itself.
        switch value {
        case .structValue(let s) where declaresCustomEncoding(s.typeName): return try encodeWithCustomMethod(value, options: options, path: path)
        case .enumValue(let e) where declaresCustomEncoding(e.typeName): return try encodeWithCustomMethod(value, options: options, path: path)
        case .object(let id) where heap.object(id).map { declaresCustomEncoding($0.typeName) } ?? false:
            return try encodeWithCustomMethod(value, options: options, path: path)
        default: break
        }
        switch value {
        case .nil: return .literal("null")
        case .bool(let flag): return .literal(flag ? "true" : "false")
        case .int(let number): return .literal("\(number)")
        case .double(let number):
            guard number.isFinite else {
                throw DecodingFailure(kind: "invalidValue", message: "Unable to encode Double.\(number.isNaN ? "nan" : "infinity") directly in JSON.",
                                      subject: value, path: path)
            }
            var text = "\(number)"
            if text.hasSuffix(".0") { text.removeLast(2) }
            return .literal(text)
        case .string(let text): return .literal(Self.quoted(text, escapeSlashes: options.escapeSlashes))
        case .array(let items):
            return .array(try items.enumerated().map { try encodeNode(readWeak($1), options: options, path: path + ["Index \($0)"]) })
        case .dictionary(let pairs):
            var members: [(String, JSONNode)] = []
            for (key, item) in pairs {
                let node = try encodeNode(readWeak(item), options: options, path: path + ["\(describe(key.value))"])
                switch key.value {
                case .string(let text): members.append((text, node))
                case .int(let number): members.append(("\(number)", node))
                default: throw unencodable("a dictionary whose keys are not String or Int", path)
                }
            }
            return .object(members)
        case .structValue(let value):
            switch value.typeName {
            case "UUID": return .literal(Self.quoted(describe(value.fields["uuidString"] ?? .string("")), escapeSlashes: false))
            case "Data": return .literal(Self.quoted(Data(Formatters.dataBytes(.structValue(value)) ?? []).base64EncodedString(),
                                                      escapeSlashes: options.escapeSlashes))
            default: break
            }
            guard let info = types.type(value.typeName) else { throw unencodable("'\(value.typeName)'", path) }
            return try encodeFields(info, value.fields, options: options, path: path)
        case .object(let id):
            guard let object = heap.object(id), let info = types.type(object.typeName) else { throw unencodable("this object", path) }
            return try encodeFields(info, object.fields, options: options, path: path)
        case .enumValue(let value):
            guard let info = types.type(value.typeName), let enumCase = info.enumCase(value.caseName) else {
                throw unencodable("'\(value.typeName)'", path)
            }
            if enumCase.rawValue != nil || info.declaration.inheritedTypes.first.map({ ["String", "Int", "Double"].contains($0.name) }) == true {
                return try encodeNode(rawValue(of: enumCase, in: info), options: options, path: path)
            }
            var members: [(String, JSONNode)] = []
            for (index, item) in value.payload.enumerated() {
                let label = (index < value.payloadLabels.count ? value.payloadLabels[index] : nil) ?? "_\(index)"
                members.append((label, try encodeNode(readWeak(item), options: options, path: path + [label])))
            }
            return .object([(value.caseName, .object(members))])
        case .builtin(let builtin) where builtin.kind == "Date":
            let seconds = DateValues.seconds(of: value) ?? 0
            if let formatter = DateCodingStrategies.formatter(options.dates) {
                return .literal(Self.quoted(formatter.string(from: Date(timeIntervalSince1970: seconds)), escapeSlashes: true))
            }
            switch options.dates {
            case "iso8601":
                return .literal(Self.quoted(ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: seconds)), escapeSlashes: false))
            case "secondsSince1970": return try encodeNode(.double(seconds), options: options, path: path)
            case "millisecondsSince1970": return try encodeNode(.double(seconds * 1000), options: options, path: path)
            default: return try encodeNode(.double(seconds - DateValues.referenceDate), options: options, path: path)
            }
        case .builtin(let builtin) where builtin.kind == "URL":
            return try encodeNode(builtin["absoluteString"] ?? .string(describe(value)), options: options, path: path)
        case .builtin where DecimalValues.isDecimal(value):
            // A JSON number with the decimal's own digits (`12.5`, `30`), as JSONEncoder writes one.
            guard let decimal = DecimalValues.decimal(of: value), !decimal.isNaN else { throw unencodable("a NaN Decimal", path) }
            return .literal(decimal.description)
        default:
            throw unencodable("a value of type '\(Describe.typeName(of: value, heap: heap))'", path)
        }
    }

    /// `tempMax` → `temp_max`, `imageURL` → `image_url`, `myURLKey` → `my_url_key`: what
    /// `convertToSnakeCase` writes for a key. A word starts at a capital after a lowercase letter
    /// or digit, and at the last capital of a run that a lowercase letter follows.
    static func snakeCased(_ key: String) -> String {
        let characters = Array(key)
        var words: [String] = []
        var word = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, !word.isEmpty {
                let afterCapital = characters[index - 1].isUppercase
                let beforeLowercase = index + 1 < characters.count && characters[index + 1].isLowercase
                if !afterCapital || beforeLowercase {
                    words.append(word)
                    word = ""
                }
            }
            word.append(character)
        }
        words.append(word)
        return words.map { $0.lowercased() }.joined(separator: "_")
    }

    /// The storage `@Observable` adds for its registrar, as the synthesized encoding names it.
    static let observationRegistrarKey = "_$observationRegistrar"

    /// The property a `CodingKeys` case names: `_name` of an `@Observable` type is the storage
    /// the macro made for the tracked `name`.
    static func observedProperty(named name: String, in info: TypeInfo) -> String {
        guard info.isObservable, name.hasPrefix("_"), info.storedProperty(name) == nil,
              let property = info.storedProperty(String(name.dropFirst())), info.tracks(property) else { return name }
        return property.name
    }

    private func encodeFields(_ info: TypeInfo, _ fields: OrderedDictionary<String, Value>, options: EncodingOptions,
                              path: [String]) throws -> JSONNode {
        var keyed: [(property: String, key: String)] = []
        if let codingKeys = info.declaration.members.lazy.compactMap({ member -> TypeDecl? in
            if case .type(let nested) = member, nested.name == "CodingKeys" || nested.name.hasSuffix(".CodingKeys") { return nested }
            return nil
        }).first {
            for case .enumCase(let enumCase) in codingKeys.members {
                let key: String
                if let raw = enumCase.rawValue, case .string(let text) = try evaluate(raw, in: globals) { key = text } else { key = enumCase.name }
                // `convertToSnakeCase` converts every key, the coding keys' too.
                keyed.append((Self.observedProperty(named: enumCase.name, in: info), options.snakeCase ? Self.snakeCased(key) : key))
            }
        } else if info.isObservable {
            // `@Observable` rewrites each tracked property into storage named `_name` and adds
            // `_$observationRegistrar`, and the synthesized encoding writes those (Hacking with
            // Swift, "Adding Codable conformance to an @Observable class":
            // `{"_name":"Taylor","_$observationRegistrar":{}}`; a `CodingKeys` case `_name =
            // "name"` names the storage).
            keyed = info.storedProperties.filter { !$0.isStatic && !$0.modifiers.contains(.lazy) }.map { property in
                let key = info.tracks(property) ? "_" + property.name : property.name
                return (property.name, options.snakeCase ? Self.snakeCased(key) : key)
            }
            keyed.append((Self.observationRegistrarKey, Self.observationRegistrarKey))
        } else {
            keyed = info.storedProperties.filter { !$0.isStatic && !$0.modifiers.contains(.lazy) }.map { ($0.name, options.snakeCase ? Self.snakeCased($0.name) : $0.name) }
        }
        var members: [(String, JSONNode)] = []
        for (property, key) in keyed {
            if property == Self.observationRegistrarKey {
                members.append((key, .object([])))  // the registrar encodes nothing of its own
                continue
            }
            if let declared = info.storedProperty(property), declared.wrapper != nil {
                throw unencodable("the property wrapper '@\(declared.wrapper!.name) \(property)' (Swift synthesizes no Encodable for it)", path)
            }
            guard let field = fields[property] else { continue }
            let item = readWeak(field)
            if case .nil = item { continue }  // `encodeIfPresent`: a nil optional is left out
            members.append((key, try encodeNode(item, options: options, path: path + [key])))
        }
        return .object(members)
    }

    private func write(_ node: JSONNode, options: EncodingOptions, indent: Int, into text: inout String) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closePad = String(repeating: "  ", count: indent)
        switch node {
        case .literal(let literal): text += literal
        case .array(let items):
            guard !items.isEmpty else { text += "[]"; return }
            text += options.pretty ? "[\n" : "["
            for (index, item) in items.enumerated() {
                if options.pretty { text += pad }
                write(item, options: options, indent: indent + 1, into: &text)
                if index < items.count - 1 { text += "," }
                if options.pretty { text += "\n" }
            }
            text += options.pretty ? closePad + "]" : "]"
        case .object(let unsorted):
            guard !unsorted.isEmpty else { text += "{}"; return }
            let members = options.sortedKeys ? unsorted.sorted { $0.0 < $1.0 } : unsorted
            text += options.pretty ? "{\n" : "{"
            for (index, (key, item)) in members.enumerated() {
                if options.pretty { text += pad }
                text += Self.quoted(key, escapeSlashes: options.escapeSlashes) + (options.pretty ? " : " : ":")
                write(item, options: options, indent: indent + 1, into: &text)
                if index < members.count - 1 { text += "," }
                if options.pretty { text += "\n" }
            }
            text += options.pretty ? closePad + "}" : "}"
        }
    }

    static func quoted(_ text: String, escapeSlashes: Bool) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "/": result += escapeSlashes ? "\\/" : "/"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{8}": result += "\\b"
            case "\u{C}": result += "\\f"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
