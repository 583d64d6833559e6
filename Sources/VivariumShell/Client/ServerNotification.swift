import VivariumProtocol

/// A notification from the daemon, decoded.
public enum ServerNotification: Equatable, Sendable {
    /// Another client ran a command on an attached graph.
    case graphEvent(GraphEvent.Params)
    /// The daemon is stopping.
    case shutdown(ServerShutdown.Params)
    /// A notification this client does not know; ignored.
    case other(method: String)

    init(method: String, params: JSONValue?) {
        switch method {
        case GraphEvent.name:
            if let event = try? Wire.decode(GraphEvent.Params.self, from: params) {
                self = .graphEvent(event)
                return
            }
        case ServerShutdown.name:
            self = .shutdown((try? Wire.decode(ServerShutdown.Params.self, from: params))
                             ?? ServerShutdown.Params(reason: "the daemon is stopping"))
            return
        default:
            break
        }
        self = .other(method: method)
    }
}
