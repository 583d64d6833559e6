import Foundation
import VivariumProtocol

/// One frame from the daemon, decoded once, straight into its types: a response's result (and
/// a failed command's `data`) into the result type its request expects, a notification's
/// params into its method's type. No intermediate `JSONValue`, no second pass.
enum DaemonFrame {
    /// A response to a request: its typed result, or its error with the error's typed `data`
    /// (a failed command's `RunCommand.Result`) when it has one.
    case response(RequestID, DaemonResponse)
    case notification(ServerNotification)
    /// An error without an id (the daemon could not read a frame), or nothing this client reads.
    case ignored

    /// Decodes `data`; `expected` gives each outstanding request's result type.
    static func decode(_ data: Data, expected: [RequestID: any Decodable.Type]) -> DaemonFrame {
        let decoder = JSONDecoder()
        decoder.userInfo[ExpectedResults.key] = ExpectedResults(types: expected)
        return (try? decoder.decode(Decoded.self, from: data))?.frame ?? .ignored
    }

    /// The result types of outstanding requests, handed to `Decoded` through `userInfo`.
    private struct ExpectedResults: @unchecked Sendable {
        // NB: metatypes of Decodable types, read-only during one decode.
        static let key = CodingUserInfoKey(rawValue: "vivarium.expectedResults")!
        var types: [RequestID: any Decodable.Type]
    }

    private struct Decoded: Decodable {
        var frame: DaemonFrame

        private enum Keys: String, CodingKey { case id, method, params, result, error }
        private enum ErrorKeys: String, CodingKey { case code, message, data }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            if let method = try container.decodeIfPresent(String.self, forKey: .method) {
                frame = .notification(Self.notification(method, container))
                return
            }
            guard container.contains(.id), let id = try? container.decode(RequestID.self, forKey: .id), id != .null else {
                frame = .ignored
                return
            }
            let type = (decoder.userInfo[ExpectedResults.key] as? ExpectedResults)?.types[id]
            if container.contains(.result) {
                guard let type else {
                    frame = .ignored
                    return
                }
                frame = .response(id, DaemonResponse(result: .success(try container.decode(type, forKey: .result))))
                return
            }
            let error = try container.nestedContainer(keyedBy: ErrorKeys.self, forKey: .error)
            let failure = ResponseError(try error.decode(ErrorCode.self, forKey: .code),
                                        try error.decode(String.self, forKey: .message))
            // A failed command's reply; any other data is not for this client.
            let data: Any? = type.flatMap { try? error.decodeIfPresent($0, forKey: .data) }
            frame = .response(id, DaemonResponse(result: .failure(failure), data: data))
        }

        private static func notification(_ method: String, _ container: KeyedDecodingContainer<Keys>) -> ServerNotification {
            switch method {
            case GraphEvent.name:
                guard let event = try? container.decode(GraphEvent.Params.self, forKey: .params) else { return .other(method: method) }
                return .graphEvent(event)
            case ServerShutdown.name:
                return .shutdown((try? container.decode(ServerShutdown.Params.self, forKey: .params))
                                 ?? ServerShutdown.Params(reason: "the daemon is stopping"))
            default:
                return .other(method: method)
            }
        }
    }
}

/// What the daemon answered to one request.
public struct DaemonResponse {
    /// The result, already of the request's result type; or the JSON-RPC error.
    public var result: Result<Any, ResponseError>
    /// For an error: its `data` decoded as the request's result type (a failed command's
    /// `RunCommand.Result`), when it has one.
    public var data: Any?

    init(result: Result<Any, ResponseError>, data: Any? = nil) {
        self.result = result
        self.data = data
    }
}
