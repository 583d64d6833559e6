import VivariumProtocol

/// Why talking to the daemon failed, with the exit status `viv` ends with.
public enum ClientError: Error, Equatable, CustomStringConvertible {
    /// No daemon answers at the socket (and none could be started): exit 69.
    case unreachable(String)
    /// The daemon speaks another major protocol version: exit 76.
    case protocolMismatch(String)
    /// The daemon closed the connection or stopped answering: exit 69.
    case disconnected(String)
    /// The daemon answered a request with a JSON-RPC error.
    case server(ResponseError)

    /// `sysexits.h`: `EX_UNAVAILABLE` (69), `EX_PROTOCOL` (76); a server error is a failure (1).
    public var exitCode: Int32 {
        switch self {
        case .unreachable, .disconnected: return 69
        case .protocolMismatch: return 76
        case .server(let error): return error.code == .protocolMismatch ? 76 : 1
        }
    }

    public var description: String {
        switch self {
        case .unreachable(let message), .protocolMismatch(let message), .disconnected(let message):
            return message
        case .server(let error):
            return error.message
        }
    }
}
