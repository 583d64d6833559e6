#if canImport(Glibc)
import Glibc
#endif
import NIOCore
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

/// The credentials of accepted connections, read as each is accepted — before any read, so
/// that a client that writes its frames and closes at once (`printf … | socat`) is still
/// identified and its frames run — until the connection is served.
///
/// NB: an entry holds its channel weakly (never keeping it alive: NIO requires a channel
/// whose async wrapper was dropped to go away) and is matched by identity, so a new channel
/// at a dead one's address never inherits its credentials.
final class AcceptedPeers: Sendable {
    private struct Entry {
        weak var channel: (any Channel)?
        var peer: EventLoopFuture<PeerCredentials?>
    }

    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    /// Starts reading the peer of a just-accepted channel.
    func record(_ channel: any Channel) {
        let peer = PeerCredentials.read(channel)
        entries.withLock { entries in
            entries = entries.filter { $0.value.channel != nil }
            entries[ObjectIdentifier(channel)] = Entry(channel: channel, peer: peer)
        }
    }

    /// The peer recorded for `channel` (nil if unknown), forgotten as it is returned.
    func take(_ channel: any Channel) async -> PeerCredentials? {
        let entry = entries.withLock { $0.removeValue(forKey: ObjectIdentifier(channel)) }
        guard let entry, entry.channel === channel else { return nil }
        return (try? await entry.peer.get()) ?? nil
    }
}
