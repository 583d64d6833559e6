#if canImport(Glibc)
import Glibc
#endif
import NIOCore

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
