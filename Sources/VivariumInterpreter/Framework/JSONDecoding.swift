import Foundation
import OrderedCollections
import VivariumSyntax

/// `JSONDecoder().decode(T.self, from: data)` for the bundled module's `JSONDecoder`: the text
/// is parsed by Foundation's `JSONSerialization`, then built into `T` the way Swift's
/// synthesized `Decodable` conformance does: a struct's stored properties by their keys
/// (`enum CodingKeys: String, CodingKey` renames them and lists which are decoded), an
/// optional is nil when its key is missing or null, a `let` with a default keeps it, an enum
/// by its raw value, a `Date` by the date strategy; `convertFromSnakeCase` reads `temp_max`
/// for `tempMax`. A failure is the `DecodingError` case Swift throws, with its context: the
/// coding path and Foundation's debug description (`CodingErrors`).
extension Interpreter {
    struct DecodingFailure: Error, @unchecked Sendable {
        var kind: String
        var message: String
        /// The key (`keyNotFound`), the type (`typeMismatch`, `valueNotFound`) or the value
        /// (`EncodingError.invalidValue`) the case carries first.
        var subject: Value? = nil
        /// The coding path to the failing value, as keys' strings (`Index 2` for an array's element).
        var path: [String] = []
    }

    struct DecodingOptions {
        var snakeCase = false
        var dates = "deferredToDate"
    }

    /// `decodeJSON(type, text, keyStrategy, dateStrategy)`: `["ok", value]` or `["thrown", error]`.
    public func decodeJSONHook(_ arguments: [Value]) throws -> Value? {
        guard arguments.count == 4, case .string(let text) = arguments[1], case .string(let keys) = arguments[2],
              case .string(let dates) = arguments[3] else { return nil }
        guard let type = Self.typeReference(of: arguments[0]) else { return nil }
        let options = DecodingOptions(snakeCase: keys == "convertFromSnakeCase", dates: dates)
        do {
            guard let data = text.data(using: .utf8),
                  let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
                throw DecodingFailure(kind: "dataCorrupted", message: "The given data was not valid JSON.")
            }
            return .array([.string("ok"), try decode(json, as: type, options: options, path: [])])
        } catch let failure as DecodingFailure {
            return .array([.string("thrown"), decodingErrorValue(failure)])
        } catch let thrown as ThrownError {
            // An error a type's own `init(from:)` threw (or let through): rethrown as it is.
            return .array([.string("thrown"), thrown.value])
        } catch let error as RuntimeError {
            // A trap or a "not supported" in a type's own `init(from:)` is the program's error.
            throw error
        } catch {
            return .array([.string("thrown"), decodingErrorValue(DecodingFailure(kind: "dataCorrupted", message: "\(error)"))])
        }
    }

    /// `Forecast.self`, `[Forecast].self`, `[String: Int].self`, `Envelope<[User]>.self` as a type reference.
    static func typeReference(of value: Value) -> TypeReference? {
        guard case .type(let name) = value else { return nil }
        return parsedTypeReference(name)
    }

    /// `typeMismatch` as Foundation words it: `Expected to decode Int but found a string instead.`
    func mismatch(_ expected: String, _ path: [String], found json: Any) -> DecodingFailure {
        let type = expected == "Dictionary" ? "Dictionary<String, Any>" : expected == "Array" ? "Array<Any>" : expected
        let found = switch json {
        case _ where Self.isJSONBool(json): "bool"
        case is String: "a string"
        case is NSNumber: "number"
        case is [Any]: "an array"
        case is [String: Any]: "a dictionary"
        default: "null"
        }
        return DecodingFailure(kind: "typeMismatch", message: "Expected to decode \(type) but found \(found) instead.",
                               subject: .type(type), path: path)
    }

    /// `keyNotFound` for a key of the synthesized (or declared) `CodingKeys` under `path`.
    func missingKey(_ key: String, _ path: [String]) -> DecodingFailure {
        let keyValue = codingKeyValue(key, typeName: "CodingKeys")
        return DecodingFailure(kind: "keyNotFound",
                               message: "No value associated with key \(codingKeyDescription(keyValue)) (\"\(key)\").",
                               subject: keyValue, path: path)
    }

    func decode(_ json: Any, as type: TypeReference, options: DecodingOptions, path: [String]) throws -> Value {
        switch type {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            if json is NSNull { return .nil }
            return try decode(json, as: wrapped, options: options, path: path)
        case .array(let element):
            guard let items = json as? [Any] else { throw mismatch("Array", path, found: json) }
            return .array(try items.enumerated().map { try decode($1, as: element, options: options, path: path + ["Index \($0)"]) })
        case .dictionary(_, let valueType):
            guard let object = json as? [String: Any] else { throw mismatch("Dictionary", path, found: json) }
            var result = DictionaryEntries()
            for key in object.keys.sorted() {
                guard let hashable = HashableValue(.string(key)) else { continue }
                result[hashable] = try decode(object[key]!, as: valueType, options: options, path: path + [key])
            }
            return .dictionary(result)
        case .named(let name, _), .member(_, let name):
            return try decodeNamed(json, name: types.resolve(name), type: type, options: options, path: path)
        default:
            throw DecodingFailure(kind: "typeMismatch", message: "not supported in the playground: decoding \(type)")
        }
    }

    private func generics(of type: TypeReference) -> [TypeReference] {
        if case .named(_, let generics) = type { return generics }
        return []
    }

    private func decodeNamed(_ json: Any, name: String, type: TypeReference, options: DecodingOptions, path: [String]) throws -> Value {
        if json is NSNull {
            throw DecodingFailure(kind: "valueNotFound", message: "Cannot get value of type \(name) -- found null value instead",
                                  subject: .type(name), path: path)
        }
        switch name {
        case "String":
            guard let text = json as? String else { throw mismatch("String", path, found: json) }
            return .string(text)
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            guard let number = json as? NSNumber, !Self.isJSONBool(json) else { throw mismatch(name, path, found: json) }
            guard let whole = Int(exactly: number.doubleValue) else {
                throw DecodingFailure(kind: "dataCorrupted", message: "Parsed JSON number <\(number)> does not fit in \(name).", path: path)
            }
            return .int(whole)
        case "Double", "Float", "CGFloat":
            guard let number = json as? NSNumber, !Self.isJSONBool(json) else { throw mismatch(name, path, found: json) }
            return .double(number.doubleValue)
        case "Bool":
            guard Self.isJSONBool(json), let flag = json as? Bool else { throw mismatch("Bool", path, found: json) }
            return .bool(flag)
        case "Date": return try decodeDate(json, options: options, path: path)
        case "Decimal":
            // The number's digits as written (`12.50` is 12.5), not through a Double.
            guard let number = json as? NSNumber, !Self.isJSONBool(json) else { throw mismatch(name, path, found: json) }
            return DecimalValues.value((number as? NSDecimalNumber)?.decimalValue ?? Decimal(string: number.stringValue) ?? number.decimalValue)
        case "URL":
            guard let text = json as? String, let url = FoundationValues.url([.string(text)], ["string"]), !url.isNil else {
                throw DecodingFailure(kind: "dataCorrupted", message: "Invalid URL string.", path: path)
            }
            return url
        case "Array", "Set":
            guard let element = generics(of: type).first else { throw mismatch(name, path, found: json) }
            return try decode(json, as: .array(element), options: options, path: path)
        case "Dictionary":
            let parameters = generics(of: type)
            guard parameters.count == 2 else { throw mismatch(name, path, found: json) }
            return try decode(json, as: .dictionary(key: parameters[0], value: parameters[1]), options: options, path: path)
        default:
            guard let info = types.type(name) else {
                throw DecodingFailure(kind: "typeMismatch", message: "not supported in the playground: decoding '\(name)'")
            }
            return try decodeUserType(json, info: info, written: type, options: options, path: path)
        }
    }

    private func decodeDate(_ json: Any, options: DecodingOptions, path: [String]) throws -> Value {
        if let formatter = DateCodingStrategies.formatter(options.dates) {
            guard let text = json as? String else { throw mismatch("String", path, found: json) }
            guard let date = formatter.date(from: text) else {
                throw DecodingFailure(kind: "dataCorrupted", message: "Date string does not match format expected by formatter.", path: path)
            }
            return DateValues.date(date.timeIntervalSince1970)
        }
        switch options.dates {
        case "iso8601":
            guard let text = json as? String else { throw mismatch("String", path, found: json) }
            guard let date = ISO8601DateFormatter().date(from: text) else {
                throw DecodingFailure(kind: "dataCorrupted", message: "Expected date string to be ISO8601-formatted.", path: path)
            }
            return DateValues.date(date.timeIntervalSince1970)
        case "secondsSince1970", "millisecondsSince1970":
            guard let number = json as? NSNumber, !Self.isJSONBool(json) else { throw mismatch("Double", path, found: json) }
            return DateValues.date(number.doubleValue / (options.dates == "secondsSince1970" ? 1 : 1000))
        default:
            // `.deferredToDate`: seconds since 2001-01-01, as `Date` encodes itself.
            guard let number = json as? NSNumber, !Self.isJSONBool(json) else { throw mismatch("Double", path, found: json) }
            return DateValues.date(DateValues.referenceDate + number.doubleValue)
        }
    }

    /// `true`/`false` in parsed JSON (on Linux `1 as Any is Bool` holds for any NSNumber 0 or 1,
    /// so the number's own type code tells them apart).
    static func isJSONBool(_ json: Any) -> Bool {
        guard let number = json as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// `temp_max` → `tempMax`, as `convertFromSnakeCase` converts a JSON key before matching it
    /// with the coding keys: the words after the first capitalized, a key without `_` left as
    /// it is, leading and trailing underscores kept (so `user_id` is `userId`, never `userID`).
    static func camelCased(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }), let last = key.lastIndex(where: { $0 != "_" }) else { return key }
        let words = key[first...last].split(separator: "_")
        guard words.count > 1 else { return key }
        let joined = ([words[0].lowercased()] + words.dropFirst().map { $0.capitalized }).joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }

    /// The keys a type's properties are decoded from: its `CodingKeys` when it declares them
    /// (only the properties listed), else every stored property by name.
    private func codingKeys(of info: TypeInfo) throws -> [String: String]? {
        for case .type(let nested) in info.declaration.members where nested.name == "CodingKeys" || nested.name.hasSuffix(".CodingKeys") {
            var keys: [String: String] = [:]
            for case .enumCase(let enumCase) in nested.members {
                if let raw = enumCase.rawValue, case .string(let text) = try evaluate(raw, in: globals) {
                    keys[enumCase.name] = text
                } else {
                    keys[enumCase.name] = enumCase.name
                }
            }
            return keys
        }
        return nil
    }

    /// `written`: the type as asked for, whose generic arguments (`Envelope<[User]>`) stand in
    /// for the parameters in the properties' types (`let data: T`).
    private func decodeUserType(_ json: Any, info: TypeInfo, written: TypeReference, options: DecodingOptions,
                                path: [String]) throws -> Value {
        let generics = writtenGenericArguments(of: info, from: written, in: nil)
        if customDecodingInitializer(of: info) != nil {
            return try decodeWithCustomInitializer(json, info: info, written: written, options: options, path: path)
        }
        switch info.kind {
        case .enum where !info.enumCases.isEmpty && info.enumCases.allSatisfy({ $0.rawValue == nil }) && !hasRawType(info):
            return try decodeCaseWithPayload(json, info: info, options: options, path: path)
        case .enum:
            let raw: Value
            if let text = json as? String { raw = .string(text) } else if let number = json as? NSNumber, !Self.isJSONBool(json),
                let whole = Int(exactly: number.doubleValue) { raw = .int(whole) } else { throw mismatch(info.name, path, found: json) }
            for enumCase in info.enumCases where Equality.equal(try rawValue(of: enumCase, in: info), raw) {
                return .enumValue(EnumValue(typeName: info.name, caseName: enumCase.name))
            }
            throw DecodingFailure(kind: "dataCorrupted",
                                  message: "Cannot initialize \(info.name) from invalid \(raw.isString ? "String" : "Int") value \(describe(raw))",
                                  path: path)
        case .struct:
            guard var object = json as? [String: Any] else { throw mismatch("Dictionary", path, found: json) }
            if options.snakeCase {
                // The JSON's keys are converted, then matched against the coding keys.
                object = Dictionary(object.map { (Self.camelCased($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
            }
            var value = StructValue(typeName: info.name)
            value.genericArguments = generics
            value.hashedProperties = info.hashedProperties
            try initializeDefaults(info, into: &value.fields, owner: nil, generics: generics)
            let keys = try codingKeys(of: info)
            // A `lazy var` is no part of the synthesized coding (Swift leaves it out both ways).
            for property in info.storedProperties where property.wrapper == nil && !property.modifiers.contains(.lazy) {
                if property.isLet, property.initializer != nil { continue }
                // `var id = 1`: a `var` with a default is decoded too, as the type its default shows.
                guard let declared = property.type ?? property.initializer.flatMap(evidentType) else { continue }
                let type = generics.isEmpty ? declared : Self.substituting(generics, in: declared)
                let key: String
                if let keys {
                    guard let listed = keys[property.name] else { continue }
                    key = listed
                } else {
                    key = property.name
                }
                guard let field = object[key] else {
                    if type.isOptional { value.fields[property.name] = .nil; continue }
                    throw missingKey(key, path)
                }
                value.fields[property.name] = try decode(field, as: type, options: options, path: path + [key])
            }
            // Fields in declaration order, as the synthesized `init(from:)` leaves them (a decoded
            // field after a defaulted one prints after it in the struct's description).
            var ordered = OrderedDictionary<String, Value>()
            for property in info.storedProperties {
                let name = property.wrapper == nil ? property.name : "_" + property.name
                if let field = value.fields[name] { ordered[name] = field }
            }
            for (name, field) in value.fields where ordered[name] == nil { ordered[name] = field }
            value.fields = ordered
            return .structValue(value)
        default:
            throw DecodingFailure(kind: "typeMismatch", message: "not supported in the playground: decoding the \(info.kind.rawValue) '\(info.name)' (a struct or an enum is)")
        }
    }
}

extension Interpreter {
    /// Whether the enum declares a raw type (`enum Size: String`), which Codable uses instead
    /// of the case-keyed form.
    fileprivate func hasRawType(_ info: TypeInfo) -> Bool {
        guard let first = info.conformances.first else { return false }
        return ["String", "Int", "Double", "Character", "UInt", "Int8", "Int16", "Int32", "Int64", "Float"].contains(types.resolve(first))
    }

    /// An enum without a raw type, as synthesized `Codable` writes it (SE-0295): one key, the
    /// case's name, whose value holds the associated values by label (`_0`, `_1` for unlabeled
    /// ones): `{"circle":{"radius":2}}`, `{"label":{"_0":"Hi"}}`, `{"none":{}}`.
    fileprivate func decodeCaseWithPayload(_ json: Any, info: TypeInfo, options: DecodingOptions, path: [String]) throws -> Value {
        guard let object = json as? [String: Any] else { throw mismatch("Dictionary", path, found: json) }
        guard object.count == 1, let (key, payload) = object.first else {
            throw DecodingFailure(kind: "typeMismatch", message: "Invalid number of keys found, expected one.",
                                  subject: .type(info.name), path: path)
        }
        guard let enumCase = info.enumCases.first(where: { $0.name == key }) else {
            throw DecodingFailure(kind: "dataCorrupted", message: "Cannot initialize \(info.name) from invalid key \"\(key)\"", path: path)
        }
        guard let fields = payload as? [String: Any] else { throw mismatch("Dictionary", path + [key], found: payload) }
        var values: [Value] = []
        for (index, label) in enumCase.associatedValues.enumerated() {
            let name = label ?? "_\(index)"
            let type = index < enumCase.associatedTypes.count ? enumCase.associatedTypes[index] : nil
            guard let field = fields[name] else {
                if type?.isOptional == true { values.append(.nil); continue }
                throw missingKey(name, path + [key])
            }
            values.append(try type.map { try decode(field, as: $0, options: options, path: path + [key, name]) } ?? .nil)
        }
        return .enumValue(EnumValue(typeName: info.name, caseName: enumCase.name, payload: values, payloadLabels: enumCase.associatedValues))
    }
}

private extension Value {
    var isString: Bool { if case .string = self { true } else { false } }
}
