import Foundation

/// A JSON-RPC 2.0 request id: a number, a string, or null (which the specification allows
/// and discourages; such a request is answered with `"id": null`).
public enum RequestID: Codable, Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    /// A number that is not an `Int` — a fraction (`1.5`, which the specification discourages)
    /// or an integer past 64 bits (`2^70`) — kept exactly, so its answer carries the same id.
    case decimal(Decimal)
    case string(String)
    case null

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else if let number = try? container.decode(Decimal.self), number.isFinite {
            self = .decimal(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .decimal(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        case .null: try container.encodeNil()
        }
    }

    public var description: String {
        switch self {
        case .number(let number): return String(number)
        case .decimal(let number): return number.description
        case .string(let string): return "\"\(string)\""
        case .null: return "null"
        }
    }
}

/// A JSON-RPC error object.
public struct ResponseError: Error, Codable, Equatable, Sendable {
    public var code: ErrorCode
    public var message: String
    /// For `commandFailed`: the failed command's reply (its `error` says what went wrong).
    public var data: JSONValue?

    public init(_ code: ErrorCode, _ message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }
}

/// One line on the wire, decoded just enough to route it.
public enum Message: Sendable {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    case response(id: RequestID, result: JSONValue)
    case error(id: RequestID?, error: ResponseError)
    /// A whole message already encoded (sorted keys, no newline): what `response(id:_:)` and
    /// `notification(_:)` build, so a result is encoded once, straight from its type.
    case encoded(Data)

    /// A response whose result is encoded straight from its Codable type.
    public static func response<T: Encodable>(id: RequestID, _ result: T) throws -> Message {
        .encoded(try Wire.encoder.encode(ResponseEnvelope(id: id, result: result)))
    }
}

/// `{"id":…,"jsonrpc":"2.0","result":…}` with a typed result.
private struct ResponseEnvelope<Result: Encodable>: Encodable {
    var id: RequestID
    var jsonrpc = "2.0"
    var result: Result
}

/// `{"jsonrpc":"2.0","method":…,"params":…}` with typed params.
struct NotificationEnvelope<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: Params
}

/// The raw shape of a JSON-RPC message: every member optional, validated by `Message.decode`.
/// An `"id": null` member reads as `RequestID.null`, an absent one as nil.
struct RawMessage: Codable {
    var jsonrpc: String?
    var id: RequestID?
    var method: String?
    var params: JSONValue?
    var result: JSONValue?
    var error: ResponseError?

    init(jsonrpc: String? = nil) { self.jsonrpc = jsonrpc }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        jsonrpc = try container.decodeIfPresent(String.self, forKey: .jsonrpc)
        // NB: decoded as non-optional when present, so that null becomes `.null`.
        id = container.contains(.id) ? try container.decode(RequestID.self, forKey: .id) : nil
        method = try container.decodeIfPresent(String.self, forKey: .method)
        params = try container.decodeIfPresent(JSONValue.self, forKey: .params)
        result = try container.decodeIfPresent(JSONValue.self, forKey: .result)
        error = try container.decodeIfPresent(ResponseError.self, forKey: .error)
    }

    private enum CodingKeys: String, CodingKey { case jsonrpc, id, method, params, result, error }
}

extension Message {
    /// Decodes one frame. Malformed JSON is a parse error; valid JSON that is not a JSON-RPC
    /// 2.0 message is an invalid request (with the id when one could be read).
    public static func decode(_ data: Data) -> Result<Message, ResponseError> {
        if let message = decodeFast(data) { return .success(message) }
        return decodeWithFoundation(data)
    }

    /// `decode` with `JSONDecoder` alone: what every frame `decodeFast` gives up on gets.
    static func decodeWithFoundation(_ data: Data) -> Result<Message, ResponseError> {
        guard let raw = try? JSONDecoder().decode(RawMessage.self, from: data) else {
            if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil {
                return .failure(ResponseError(.invalidRequest, "not a JSON-RPC 2.0 message object"))
            }
            return .failure(ResponseError(.parseError, "parse error: the frame is not valid JSON"))
        }
        guard raw.jsonrpc == "2.0" else {
            return .failure(ResponseError(.invalidRequest, "missing \"jsonrpc\": \"2.0\""))
        }
        if let method = raw.method {
            if let id = raw.id { return .success(.request(id: id, method: method, params: raw.params)) }
            return .success(.notification(method: method, params: raw.params))
        }
        if let id = raw.id, let result = raw.result { return .success(.response(id: id, result: result)) }
        if let error = raw.error { return .success(.error(id: raw.id == .null ? nil : raw.id, error: error)) }
        return .failure(ResponseError(.invalidRequest, "a message needs a method, a result or an error"))
    }

    /// The frame for this message: compact JSON with sorted keys, no newline.
    public func encoded() throws -> Data {
        var raw = RawMessage(jsonrpc: "2.0")
        switch self {
        case .encoded(let data):
            return data
        case .request(let id, let method, let params):
            raw.id = id
            raw.method = method
            raw.params = params
        case .notification(let method, let params):
            raw.method = method
            raw.params = params
        case .response(let id, let result):
            raw.id = id
            raw.result = result
        case .error(let id, let error):
            raw.id = id
            raw.error = error
            if id == nil { return try Wire.encoder.encode(NullIDError(error: error)) }
        }
        return try Wire.encoder.encode(raw)
    }
}

/// An error response whose id could not be read: JSON-RPC requires `"id": null`.
private struct NullIDError: Encodable {
    var error: ResponseError
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encodeNil(forKey: .id)
        try container.encode(error, forKey: .error)
    }
    enum CodingKeys: String, CodingKey { case jsonrpc, id, error }
}

/// The JSON encoders and decoders both ends use.
public enum Wire {
    /// Sorted keys, no escaped slashes: byte-stable output.
    public static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    public static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: encoder.encode(value))
    }

    public static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue?) throws -> T {
        try JSONDecoder().decode(T.self, from: encoder.encode(value ?? .null))
    }
}
