#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A minimal client of a line protocol over a Unix domain socket: write one line, read one
/// line. The same client times the echo floor and the daemon, so the ratio between them is
/// the daemon's own cost (framing, routing, the engine, the reply), nothing of a client library's.
final class LineClient {
    private let fd: Int32
    private var buffer: [UInt8] = []

    init(socket path: String, attempts: Int = 200) throws {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw BenchError("socket path too long: \(path)") }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        for attempt in 0..<attempts {
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            if connected == 0 { self.fd = fd; return }
            Glibc.close(fd)
            if attempt < attempts - 1 { usleep(25_000) }
        }
        throw BenchError("cannot connect to \(path): \(String(cString: strerror(errno)))")
    }

    private var closed = false

    deinit { close() }

    /// Ends the connection (its server serves one at a time).
    func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(fd)
    }

    /// Sends `line` (a newline is added) and returns the next line read, without its newline.
    func roundTrip(_ line: String) throws -> [UInt8] {
        try send(line)
        return try readLine()
    }

    func send(_ line: String) throws {
        let bytes = Array((line + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0 { if errno == EINTR { continue }; throw BenchError("write failed: \(String(cString: strerror(errno)))") }
            written += count
        }
    }

    func readLine() throws -> [UInt8] {
        var scanned = 0
        while true {
            if let end = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                return line
            }
            scanned = buffer.count
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 { if errno == EINTR { continue }; throw BenchError("read failed: \(String(cString: strerror(errno)))") }
            if count == 0 { throw BenchError("the server closed the connection") }
            buffer.append(contentsOf: chunk[..<count])
        }
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
