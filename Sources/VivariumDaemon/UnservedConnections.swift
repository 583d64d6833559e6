import NIOCore
import Synchronization
import VivariumProtocol

/// Connections accepted but not yet served.
///
/// A child `NIOAsyncChannel` must be closed by whoever holds it; NIO traps (`Deinited
/// NIOAsyncWriter without calling finish()`) if one is dropped unclosed. When the server channel
/// closes while a connection is being accepted, that connection never reaches the accept loop
/// (swift-nio#2637), so the daemon keeps every accepted connection here from its creation until
/// `serve` takes it, and closes whatever is left once it stops accepting.
final class UnservedConnections: Sendable {
    typealias Connection = NIOAsyncChannel<LineFramer.Frame, Message>

    private let connections = Mutex<[ObjectIdentifier: Connection]>([:])

    func add(_ connection: Connection) {
        connections.withLock { $0[ObjectIdentifier(connection.channel)] = connection }
    }

    /// `serve` has the connection: it closes it.
    func take(_ connection: Connection) {
        _ = connections.withLock { $0.removeValue(forKey: ObjectIdentifier(connection.channel)) }
    }

    /// Closes every connection nobody served.
    func closeRemaining() async {
        let remaining = connections.withLock { connections in
            defer { connections = [:] }
            return Array(connections.values)
        }
        for connection in remaining {
            try? await connection.executeThenClose { _, _ in }
        }
    }
}
