/// `JSONDecoder`, `JSONEncoder`, `Data` and the Codable names, written in Vivarium's Swift
/// subset. The decoding itself is the interpreter's (`__Vivarium.decodeJSON`, which builds the
/// type the way Swift's synthesized `Decodable` does, honouring `enum CodingKeys: String,
/// CodingKey`), and so is the encoding (`__Vivarium.encodeJSON`, as synthesized `Encodable`
/// and Foundation's encoder write it); a `Data` holds its bytes (`Data(json.utf8)`,
/// `json.data(using: .utf8)`, `Data([0x0A, 0xFF])`), and `String(data:encoding:)` reads them back.
///
/// Judgement calls: `decode` returns the decoded value untyped (the playground is dynamically
/// typed); a `DecodingError` case carries Swift's `Context` (`CodingErrors` in the interpreter);
/// `String.Encoding` is the enum `Encoding` (nested types go by their last name); `outputFormatting`
/// is an array of `JSONEncoder.OutputFormatting` (not an `OptionSet` here;
/// `[.prettyPrinted, .sortedKeys]` and `.sortedKeys` read the same).
extension BundledModule {
    static let foundationJSON = BundledModule(
        name: "FoundationJSON",
        dependencies: ["FoundationErrors", "SwiftOptionSet"],
        // `text.data(using: .utf8)`, `text.lengthOfBytes(using: .utf8)` name none of its types.
        autoloadNames: ["JSONDecoder", "JSONEncoder", "Data", "JSONSerialization", "CodingKey", "DecodingError", "EncodingError",
                        "PropertyListEncoder", "PropertyListDecoder", "data", "lengthOfBytes"],
        source: #"""
protocol CodingKey: CustomStringConvertible {}

extension CodingKey {
    var stringValue: String { __Vivarium.codingKeyPart(self, "stringValue") }
    var intValue: Int? { __Vivarium.codingKeyPart(self, "intValue") }
    var description: String { __Vivarium.codingKeyPart(self, "description") }
}

/// A key of a coding path no `CodingKeys` case of the program stands for: an array's element
/// (`Index 1`), or a key of a synthesized `CodingKeys`.
struct _CodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    var _typeName: String
}

enum Encoding {
    case utf8, ascii, utf16, unicode, isoLatin1
}

/// Foundation's `Data`: a random-access collection of bytes (`UInt8`) that prints as its size
/// (`3 bytes`), whose `prefix`, `suffix`, `dropFirst`, `dropLast` and range subscript give a
/// `Data` (its `SubSequence`). Judgement call: a slice's indices start at 0 here (Foundation's
/// keep the base's).
struct Data: RandomAccessCollection, Equatable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    var _bytes: [UInt8]
    /// The bytes as UTF-8 text (invalid sequences as U+FFFD): what JSON, files and
    /// `String(data:encoding:)` read.
    var _text: String {
        get { String(decoding: _bytes, as: UTF8.self) }
        set { _bytes = __Vivarium.dataBytes(newValue) }
    }
    init() {
        _bytes = []
    }
    /// `Data(text.utf8)`, `Data([0x0A, 0xFF])`, `Data(otherData)`, `Data(bytes.prefix(2))`.
    init(_ bytes: Any) {
        _bytes = __Vivarium.dataBytes(bytes)
    }
    init(count: Int) {
        _bytes = Array(repeating: 0, count: count)
    }
    init(repeating repeatedValue: UInt8, count: Int) {
        _bytes = Array(repeating: repeatedValue, count: count)
    }
    var count: Int { _bytes.count }
    var isEmpty: Bool { _bytes.isEmpty }
    var startIndex: Int { 0 }
    var endIndex: Int { _bytes.count }
    // NB: the range's subscript first: of two subscripts with the same labels, the first whose
    // parameter takes the argument is called.
    subscript(bounds: Range<Int>) -> Data { Data(Array(_bytes[bounds])) }
    subscript(position: Int) -> UInt8 {
        get { _bytes[position] }
        set { _bytes[position] = newValue }
    }
    var description: String { "\(_bytes.count) bytes" }
    var debugDescription: String { "\(_bytes.count) bytes" }

    func prefix(_ maxLength: Int) -> Data { Data(Array(_bytes.prefix(maxLength))) }
    func suffix(_ maxLength: Int) -> Data { Data(Array(_bytes.suffix(maxLength))) }
    func dropFirst(_ k: Int = 1) -> Data { Data(Array(_bytes.dropFirst(k))) }
    func dropLast(_ k: Int = 1) -> Data { Data(Array(_bytes.dropLast(k))) }

    /// `append(otherData)` or `append(byte)`.
    mutating func append(_ other: Any) { _bytes += __Vivarium.dataBytes(other) }
    mutating func append(contentsOf bytes: [UInt8]) { _bytes += bytes }
    mutating func removeAll() { _bytes = [] }
    mutating func reserveCapacity(_ minimumCapacity: Int) {}
    static func + (lhs: Data, rhs: Data) -> Data { Data(lhs._bytes + rhs._bytes) }
    static func += (lhs: inout Data, rhs: Data) { lhs._bytes += rhs._bytes }

    /// `Data(base64Encoded:)`: nil when the string is not base64 (Apple, "init(base64Encoded:options:)").
    init?(base64Encoded base64String: String) {
        guard let bytes = __Vivarium.base64Decode(base64String) else { return nil }
        _bytes = bytes
    }

    func base64EncodedString() -> String {
        __Vivarium.base64Encode(_bytes)
    }
}

/// `JSONSerialization.jsonObject(with:)`: the untyped parse older answers use before Codable
/// (`as? [String: Any]`, `as? Int`); a text that is not JSON throws Foundation's error 3840.
enum JSONSerialization {
    struct ReadingOptions: OptionSet {
        let rawValue: Int
        static let mutableContainers = ReadingOptions(rawValue: 1)
        static let mutableLeaves = ReadingOptions(rawValue: 2)
        static let fragmentsAllowed = ReadingOptions(rawValue: 4)
    }

    static func jsonObject(with data: Data, options: ReadingOptions = []) throws -> Any {
        guard let object = __Vivarium.jsonObject(data._text) else {
            throw CocoaError(.propertyListReadCorrupt, message: "The data couldn’t be read because it isn’t in the correct format.", path: "")
        }
        return object
    }

    struct WritingOptions: OptionSet {
        let rawValue: Int
        static let prettyPrinted = WritingOptions(rawValue: 1)
        static let sortedKeys = WritingOptions(rawValue: 2)
        static let fragmentsAllowed = WritingOptions(rawValue: 4)
        static let withoutEscapingSlashes = WritingOptions(rawValue: 8)
    }

    /// `JSONSerialization.data(withJSONObject:options:)`: dictionaries with string keys,
    /// arrays, strings, numbers, booleans and `nil` (bridged as `NSNull`, written `null`); the
    /// keys in the order the dictionary holds them (Foundation's is its hash order) unless
    /// `.sortedKeys`. Anything else is Foundation's exception, not an error the call throws.
    static func data(withJSONObject obj: Any, options opt: WritingOptions = []) throws -> Data {
        guard let text = __Vivarium.jsonText(obj, opt.rawValue) else {
            fatalError(isValidJSONObject(obj) || opt.contains(.fragmentsAllowed)
                ? "*** +[NSJSONSerialization dataWithJSONObject:options:error:]: Invalid type in JSON write"
                : "*** +[NSJSONSerialization dataWithJSONObject:options:error:]: Invalid top-level type in JSON write")
        }
        var data = Data()
        data._text = text
        return data
    }

    /// A dictionary or an array whose every element is JSON (Apple: "isValidJSONObject(_:)").
    static func isValidJSONObject(_ obj: Any) -> Bool {
        __Vivarium.jsonText(obj, 0) != nil
    }
}

extension String {
    func data(using encoding: String.Encoding) -> Data? {
        Data(self)
    }

    func lengthOfBytes(using encoding: String.Encoding) -> Int {
        switch encoding {
        case .utf16, .unicode: return utf16.count * 2
        case .ascii, .isoLatin1: return count
        default: return utf8.count
        }
    }
}

enum DecodingError: Error, CustomStringConvertible {
    struct Context: CustomStringConvertible {
        var codingPath: [CodingKey]
        var debugDescription: String
        var underlyingError: Error?

        init(codingPath: [CodingKey], debugDescription: String, underlyingError: Error? = nil) {
            self.codingPath = codingPath
            self.debugDescription = debugDescription
            self.underlyingError = underlyingError
        }

        var description: String {
            "Context(codingPath: \(codingPath), debugDescription: \"\(debugDescription)\", underlyingError: \(underlyingError.map { "Optional(\($0))" } ?? "nil"))"
        }

        /// What Swift's description of the error adds after the case: ` Path: [1].name. Debug description: …`.
        var _details: String {
            var text = codingPath.isEmpty ? "" : " Path: \(__Vivarium.codingPathText(codingPath))."
            text += " Debug description: \(debugDescription)"
            if let underlyingError { text += ". Underlying error: \(underlyingError)" }
            return text
        }
    }

    case typeMismatch(Any.Type, DecodingError.Context)
    case valueNotFound(Any.Type, DecodingError.Context)
    case keyNotFound(CodingKey, DecodingError.Context)
    case dataCorrupted(DecodingError.Context)

    var localizedDescription: String {
        switch self {
        case .keyNotFound, .valueNotFound: return "The data couldn’t be read because it is missing."
        default: return "The data couldn’t be read because it isn’t in the correct format."
        }
    }

    /// How `print(error)` shows it (the standard library's description of Swift 6.2 and later).
    var description: String {
        switch self {
        case .typeMismatch(let type, let context):
            return "DecodingError.typeMismatch: expected value of type \(type)." + context._details
        case .valueNotFound(let type, let context):
            return "DecodingError.valueNotFound: Expected value of type \(type) but found null instead." + context._details
        case .keyNotFound(let key, let context):
            return "DecodingError.keyNotFound: Key '\(key.stringValue)' not found in keyed decoding container." + context._details
        case .dataCorrupted(let context):
            return "DecodingError.dataCorrupted: Data was corrupted." + context._details
        }
    }

    /// What a hand-written `init(from:)` throws for a value it cannot accept (Foundation,
    /// "DecodingError.dataCorruptedError(forKey:in:debugDescription:)"): `.dataCorrupted` at the
    /// container's coding path and the key.
    static func dataCorruptedError(forKey key: CodingKey, in container: Any, debugDescription: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: __Vivarium.containerCodingPath(container) + [key], debugDescription: debugDescription))
    }

    static func dataCorruptedError(in container: Any, debugDescription: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: __Vivarium.containerCodingPath(container), debugDescription: debugDescription))
    }
}

enum EncodingError: Error, CustomStringConvertible {
    struct Context: CustomStringConvertible {
        var codingPath: [CodingKey]
        var debugDescription: String
        var underlyingError: Error?

        init(codingPath: [CodingKey], debugDescription: String, underlyingError: Error? = nil) {
            self.codingPath = codingPath
            self.debugDescription = debugDescription
            self.underlyingError = underlyingError
        }

        var description: String {
            "Context(codingPath: \(codingPath), debugDescription: \"\(debugDescription)\", underlyingError: \(underlyingError.map { "Optional(\($0))" } ?? "nil"))"
        }
    }

    case invalidValue(Any, EncodingError.Context)

    var localizedDescription: String {
        "The data couldn’t be written because it isn’t in the correct format."
    }

    var description: String {
        switch self {
        case .invalidValue(let value, let context):
            var text = "EncodingError.invalidValue: \(String(reflecting: value)) (\(type(of: value)))."
            if !context.codingPath.isEmpty { text += " Path: \(__Vivarium.codingPathText(context.codingPath))." }
            return text + " Debug description: \(context.debugDescription)"
        }
    }
}

@_vivariumInternal("JSONEncoder")
class JSONEncoder {
    enum OutputFormatting {
        case prettyPrinted, sortedKeys, withoutEscapingSlashes
    }

    enum KeyEncodingStrategy {
        case useDefaultKeys, convertToSnakeCase
    }

    enum DateEncodingStrategy {
        case deferredToDate, iso8601, secondsSince1970, millisecondsSince1970
        case formatted(AnyObject)
    }

    var outputFormatting: [JSONEncoder.OutputFormatting] = []
    var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys
    var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy = .deferredToDate

    init() {}

    func encode(_ value: Any) throws -> Data {
        var dates = "\(dateEncodingStrategy)"
        if case .formatted(let formatter) = dateEncodingStrategy { dates = __Vivarium.formattedDateStrategy(formatter) }
        let result = __Vivarium.encodeJSON(value, "\(outputFormatting)", "\(keyEncodingStrategy)", dates)
        if result[0] == "thrown" { throw result[1] }
        return Data(result[1])
    }
}

@_vivariumInternal("JSONDecoder")
class JSONDecoder {
    enum KeyDecodingStrategy {
        case useDefaultKeys, convertFromSnakeCase
    }

    enum DateDecodingStrategy {
        case deferredToDate, iso8601, secondsSince1970, millisecondsSince1970
        /// `.formatted(formatter)`: a `DateFormatter` (not named here, so that decoding JSON does
        /// not load the formatters, whose `Style` cases would then share names with yours).
        case formatted(AnyObject)
    }

    var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy = .deferredToDate

    init() {}

    func decode(_ type: Any, from data: Data) throws -> Any {
        var dates = "\(dateDecodingStrategy)"
        if case .formatted(let formatter) = dateDecodingStrategy { dates = __Vivarium.formattedDateStrategy(formatter) }
        let result = __Vivarium.decodeJSON(type, data._text, "\(keyDecodingStrategy)", dates)
        if result[0] == "thrown" { throw result[1] }
        return result[1]
    }
}
/// Judgement call: a property list is encoded as the JSON text of the same value (a round trip
/// through `PropertyListDecoder` gives the value back; the bytes, and so `data.count`, are not
/// Foundation's binary or XML plist).
@_vivariumInternal("PropertyListEncoder")
class PropertyListEncoder {
    enum PropertyListFormat {
        case xml, binary, openStep
    }

    var outputFormat: PropertyListEncoder.PropertyListFormat = .binary

    init() {}

    func encode(_ value: Any) throws -> Data {
        try JSONEncoder().encode(value)
    }
}

@_vivariumInternal("PropertyListDecoder")
class PropertyListDecoder {
    init() {}

    func decode(_ type: Any, from data: Data) throws -> Any {
        try JSONDecoder().decode(type, from: data)
    }
}
"""#)
}
