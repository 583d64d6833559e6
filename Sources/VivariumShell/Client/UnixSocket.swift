import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// `connect(2)` on a Unix domain stream socket.
enum UnixSocket {
    /// An errno with its message.
    struct Failure: Error, Equatable {
        var code: Int32
        var message: String { String(cString: strerror(code)) }
        /// Nothing listens there: the daemon can be started.
        var meansNoDaemon: Bool { code == ENOENT || code == ECONNREFUSED }
    }

    /// A connected, close-on-exec socket.
    static func connect(_ path: String) -> Result<Int32, Failure> {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return .failure(Failure(code: ENAMETOOLONG)) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
            raw[bytes.count] = 0
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return .failure(Failure(code: errno)) }
        let status = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard status == 0 else {
            let code = errno
            close(fd)
            return .failure(Failure(code: code))
        }
        return .success(fd)
    }
}
