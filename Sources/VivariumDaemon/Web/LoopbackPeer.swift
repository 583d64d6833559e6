#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NIOCore

/// Who is at the other end of a TCP connection over the loopback interface: the uid that owns
/// the client's socket, as the kernel lists it in `/proc/net/tcp`.
///
/// A Unix socket tells its peer's credentials (`SO_PEERCRED`); TCP does not. But both ends of
/// a loopback connection are sockets of this machine, and the kernel's table of TCP sockets
/// names each one's owner: the client's end is the row whose local address is the connection's
/// remote one and whose remote address is the connection's local one. The web view refuses a
/// peer of another uid exactly as the Unix socket does.
enum LoopbackPeer {
    /// The kernel's table of IPv4 TCP sockets.
    static let table = "/proc/net/tcp"

    /// The uid owning the client's end of the connection from `remote` to `local` (both as the
    /// server's channel sees them), or nil when it cannot be found (not IPv4, already closed).
    static func uid(remote: SocketAddress?, local: SocketAddress?, table path: String = table) -> UInt32? {
        guard let client = endpoint(remote), let server = endpoint(local), let text = read(path) else { return nil }
        return uid(in: text, client: client, server: server)
    }

    /// The whole of a `/proc` file. NB: such a file says it is empty (`st_size` 0) and gives a
    /// page per `read`: Foundation's `String(contentsOfFile:)` stops after the first page, where
    /// the table of a busy machine goes on.
    static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count == 0 ? String(decoding: bytes, as: UTF8.self) : nil }
            bytes += chunk[0..<count]
        }
    }

    /// As the table writes an IPv4 endpoint: the address as the 32-bit value in memory order,
    /// then the port, in hexadecimal (`0100007F:1F90` for 127.0.0.1:8080 on a little-endian
    /// machine).
    static func endpoint(_ address: SocketAddress?) -> String? {
        guard case .v4(let v4)? = address, let port = address?.port else { return nil }
        return hex(UInt32(v4.address.sin_addr.s_addr), digits: 8) + ":" + hex(UInt32(port), digits: 4)
    }

    /// The `uid` column of the row whose local address is `client` and remote address `server`.
    static func uid(in table: String, client: String, server: String) -> UInt32? {
        for line in table.split(separator: "\n").dropFirst() {
            // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid …
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count > 7, fields[1] == client, fields[2] == server else { continue }
            return UInt32(fields[7])
        }
        return nil
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
