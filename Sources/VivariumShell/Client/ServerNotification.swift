import VivariumProtocol

/// A notification from the daemon, decoded (by `DaemonFrame`).
public enum ServerNotification: Equatable, Sendable {
    /// Another client ran a command on an attached graph.
    case graphEvent(GraphEvent.Params)
    /// The daemon is stopping.
    case shutdown(ServerShutdown.Params)
    /// A notification this client does not know; ignored.
    case other(method: String)

}
