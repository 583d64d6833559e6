/// `JSONDecoder`, `JSONEncoder`, `Data` and the Codable names, written in Vivarium's Swift
/// subset. The decoding itself is the interpreter's (`__Vivarium.decodeJSON`, which builds the
/// type the way Swift's synthesized `Decodable` does, honouring `enum CodingKeys: String,
/// CodingKey`), and so is the encoding (`__Vivarium.encodeJSON`, as synthesized `Encodable`
/// and Foundation's encoder write it); a `Data` holds the text it was made from
/// (`Data(json.utf8)`, `json.data(using: .utf8)`), and `String(data:encoding:)` reads it back.
///
/// Judgement calls: `decode` returns the decoded value untyped (the playground is dynamically
/// typed); a `DecodingError` case carries a one-line message rather than Swift's `Context`;
/// `String.Encoding` is the enum `Encoding` (nested types go by their last name); `outputFormatting`
/// is an array of `JSONEncoder.OutputFormatting` (not an `OptionSet` here;
/// `[.prettyPrinted, .sortedKeys]` and `.sortedKeys` read the same).
extension BundledModule {
    static let foundationJSON = BundledModule(
        name: "FoundationJSON",
        dependencies: [],
        autoloadNames: ["JSONDecoder", "JSONEncoder", "Data", "CodingKey", "DecodingError", "EncodingError",
                        "PropertyListEncoder", "PropertyListDecoder"],
        source: #"""
protocol CodingKey {}

enum Encoding {
    case utf8, ascii, utf16, unicode, isoLatin1
}

struct Data {
    var _text: String
    init() {
        _text = ""
    }
    init(_ bytes: Any) {
        _text = __Vivarium.dataText(bytes)
    }
    var count: Int { _text.utf8.count }
    var isEmpty: Bool { _text.isEmpty }
}

extension String {
    func data(using encoding: String.Encoding) -> Data? {
        Data(self)
    }
}

enum DecodingError: Error {
    case dataCorrupted(String)
    case keyNotFound(String)
    case typeMismatch(String)
    case valueNotFound(String)

    var localizedDescription: String {
        switch self {
        case .keyNotFound, .valueNotFound: return "The data couldn’t be read because it is missing."
        default: return "The data couldn’t be read because it isn’t in the correct format."
        }
    }

    /// What a hand-written `init(from:)` throws for a value it cannot accept (Foundation,
    /// "DecodingError.dataCorruptedError(forKey:in:debugDescription:)"): `.dataCorrupted` with
    /// the description.
    static func dataCorruptedError(forKey key: Any, in container: Any, debugDescription: String) -> DecodingError {
        .dataCorrupted(debugDescription)
    }

    static func dataCorruptedError(in container: Any, debugDescription: String) -> DecodingError {
        .dataCorrupted(debugDescription)
    }
}

enum EncodingError: Error {
    case invalidValue(String)

    var localizedDescription: String {
        "The data couldn’t be written because it isn’t in the correct format."
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
    }

    var outputFormatting: [JSONEncoder.OutputFormatting] = []
    var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys
    var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy = .deferredToDate

    init() {}

    func encode(_ value: Any) throws -> Data {
        let result = __Vivarium.encodeJSON(value, "\(outputFormatting)", "\(keyEncodingStrategy)", "\(dateEncodingStrategy)")
        if result[0] == "thrown" { throw result[1] }
        guard result[0] == "ok" else { throw EncodingError.invalidValue(result[1]) }
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
    }

    var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy = .deferredToDate

    init() {}

    func decode(_ type: Any, from data: Data) throws -> Any {
        let result = __Vivarium.decodeJSON(type, data._text, "\(keyDecodingStrategy)", "\(dateDecodingStrategy)")
        switch result[0] {
        case "ok": return result[1]
        case "keyNotFound": throw DecodingError.keyNotFound(result[1])
        case "valueNotFound": throw DecodingError.valueNotFound(result[1])
        case "typeMismatch": throw DecodingError.typeMismatch(result[1])
        case "thrown": throw result[1]
        default: throw DecodingError.dataCorrupted(result[1])
        }
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
