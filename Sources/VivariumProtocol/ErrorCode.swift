/// JSON-RPC error codes: the standard ones and Vivarium's own.
public struct ErrorCode: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The frame is not valid JSON.
    public static let parseError = ErrorCode(rawValue: -32700)
    /// Valid JSON, but not a JSON-RPC request.
    public static let invalidRequest = ErrorCode(rawValue: -32600)
    public static let methodNotFound = ErrorCode(rawValue: -32601)
    public static let invalidParams = ErrorCode(rawValue: -32602)
    public static let internalError = ErrorCode(rawValue: -32603)

    /// The named graph does not exist (and `create` was false).
    public static let unknownGraph = ErrorCode(rawValue: -32001)
    /// The command failed; `data` holds its reply, and the graph is unchanged.
    public static let commandFailed = ErrorCode(rawValue: -32002)
    /// The command was interrupted; the graph is unchanged.
    public static let interrupted = ErrorCode(rawValue: -32003)
    /// The frame is over the size limit; it was discarded without being buffered whole.
    public static let frameTooLarge = ErrorCode(rawValue: -32004)
    /// The client's protocol major version is not the server's.
    public static let protocolMismatch = ErrorCode(rawValue: -32005)
    /// The request needs a `hello` first.
    public static let notInitialized = ErrorCode(rawValue: -32006)
    /// The graph exists already (`graph.open` with `create` only) or is busy.
    public static let graphExists = ErrorCode(rawValue: -32007)
    /// The peer runs as another user; the daemon closes the connection after this error.
    public static let permissionDenied = ErrorCode(rawValue: -32008)
    /// The graph's engine process died while running the request (a crash, a resource
    /// limit, or killed for not stopping after `interrupt`); the graph was restored from its
    /// journal to the rev the message names.
    public static let engineCrashed = ErrorCode(rawValue: -32009)
    /// The daemon is stopping; the request was not run (or its answer was cut short).
    public static let shuttingDown = ErrorCode(rawValue: -32010)
    /// A daemon limit was reached (graphs, connections, a name too long to journal…).
    public static let limitExceeded = ErrorCode(rawValue: -32011)

    public var description: String {
        switch self {
        case .parseError: return "parse error"
        case .invalidRequest: return "invalid request"
        case .methodNotFound: return "method not found"
        case .invalidParams: return "invalid params"
        case .internalError: return "internal error"
        case .unknownGraph: return "unknown graph"
        case .commandFailed: return "command failed"
        case .interrupted: return "interrupted"
        case .frameTooLarge: return "frame too large"
        case .protocolMismatch: return "protocol mismatch"
        case .notInitialized: return "not initialized"
        case .graphExists: return "graph exists"
        case .permissionDenied: return "permission denied"
        case .engineCrashed: return "engine crashed"
        case .shuttingDown: return "shutting down"
        case .limitExceeded: return "limit exceeded"
        default: return "error \(rawValue)"
        }
    }
}
