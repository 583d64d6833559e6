#if canImport(Glibc)
import Glibc
#endif
import NIOCore
import VivariumProtocol
import Synchronization

/// The credentials of a Unix socket's peer, as `SO_PEERCRED` reports them.
///
/// NB: the same layout as Linux's `struct ucred`, which Swift's Glibc module does not
/// export (it needs `_GNU_SOURCE`).
public struct PeerCredentials: Sendable, Equatable {
    public var pid: Int32
    public var uid: UInt32
    public var gid: UInt32

    public init(pid: Int32 = 0, uid: UInt32 = 0, gid: UInt32 = 0) {
        self.pid = pid
        self.uid = uid
        self.gid = gid
    }

    /// The peer of a just-accepted channel, or nil when it cannot be read.
    static func read(_ channel: any Channel) -> EventLoopFuture<PeerCredentials?> {
        guard let provider = channel as? SocketOptionProvider else { return channel.eventLoop.makeSucceededFuture(nil) }
        return provider.unsafeGetSocketOption(level: SocketOptionLevel(SOL_SOCKET), name: SocketOptionName(SO_PEERCRED))
            .map { Optional($0) }
            .recover { _ in nil }
    }

    /// The peer of a connected socket channel.
    public static func of(_ channel: Channel) async throws -> PeerCredentials {
        guard let provider = channel as? SocketOptionProvider else { throw PeerCredentialsError.unavailable }
        return try await provider.unsafeGetSocketOption(level: SocketOptionLevel(SOL_SOCKET),
                                                        name: SocketOptionName(SO_PEERCRED)).get()
    }
}

enum PeerCredentialsError: Error, CustomStringConvertible {
    case unavailable
    var description: String { "the channel cannot report its peer's credentials" }
}

/// Accepted connections not yet served, with their peers' credentials, read as each is
/// accepted — before any read, so that a client that writes its frames and closes at once
/// (`printf … | socat`) is still identified and its frames run.
///
/// NB: an entry holds the channel until it is served. A connection accepted as the daemon
/// stops may be dropped by the server channel before it is served; the daemon closes those
/// left over once it has stopped (`finishUnserved`). Holding the channel also means a new
/// channel never reuses a held one's address.
final class AcceptedConnections: Sendable {
    private struct Entry {
        var channel: any Channel
        var handler: ConnectionHandler
        var peer: EventLoopFuture<PeerCredentials?>
    }

    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    /// Keeps a just-accepted connection and starts reading its peer (on its event loop).
    func record(_ channel: any Channel, handler: ConnectionHandler) {
        let peer = PeerCredentials.read(channel)
        entries.withLock { $0[ObjectIdentifier(channel)] = Entry(channel: channel, handler: handler, peer: peer) }
    }

    /// The peer recorded for a connection being served and the handler that reads it (nil if
    /// unknown), forgotten as they are returned.
    func take(_ channel: any Channel) async -> (PeerCredentials, ConnectionHandler)? {
        let entry = entries.withLock { $0.removeValue(forKey: ObjectIdentifier(channel)) }
        guard let entry, entry.channel === channel, let peer = (try? await entry.peer.get()) ?? nil else { return nil }
        return (peer, entry.handler)
    }

    /// Closes the connections that were accepted but never served.
    func finishUnserved() async {
        let left = entries.withLock { entries in
            defer { entries.removeAll() }
            return entries.values.map(\.channel)
        }
        for channel in left { try? await channel.close() }
    }
}
