#if canImport(Glibc)
import Glibc
#endif
import Foundation
import VivariumProtocol

/// A blocking TCP client of the web view on 127.0.0.1: plain HTTP requests, and a WebSocket
/// written by hand (RFC 6455's framing, masked as a browser's), so the server's handling is
/// tested against bytes on a real socket, not against NIO's own client.
final class WebTestClient: @unchecked Sendable {
    let fd: Int32
    private var buffer: [UInt8] = []

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw TestFailure("socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw TestFailure("connect 127.0.0.1:\(port): \(String(cString: strerror(errno)))") }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    struct Response {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]
    }

    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { throw TestFailure("write failed: \(String(cString: strerror(errno)))") }
            offset += written
        }
    }

    /// Reads at least one more byte into the buffer; false at EOF.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if count == 0 { return false }
        guard count > 0 else { throw TestFailure("read timed out or failed: \(String(cString: strerror(errno)))") }
        buffer += chunk[..<count]
        return true
    }

    private func take(_ count: Int) throws -> [UInt8] {
        while buffer.count < count {
            guard try fill() else { throw TestFailure("the server closed the connection") }
        }
        defer { buffer.removeFirst(count) }
        return Array(buffer[..<count])
    }

    /// Sends `GET target` (or another method) and reads the response: its head, then as many
    /// bytes of body as `Content-Length` says.
    func request(_ target: String, method: String = "GET", headers: [(String, String)] = []) throws -> Response {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        try write(Array((text + "\r\n").utf8))
        return try readResponse(method: method)
    }

    func readResponse(method: String = "GET") throws -> Response {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var end: Int?
        while end == nil {
            end = buffer.indices.first { buffer[$0...].starts(with: separator) }
            if end == nil, try !fill() { throw TestFailure("the server closed the connection before a response") }
        }
        let head = String(decoding: try take(end! + 4), as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let status = Int(lines[0].split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = method == "HEAD" || status == 101 ? 0 : Int(headers["content-length"] ?? "0") ?? 0
        return Response(status: status, headers: headers, body: try take(length))
    }

    /// Whether the server closed the connection (EOF) within a few seconds, nothing more sent.
    func isClosed() throws -> Bool {
        buffer.isEmpty ? try !fill() : false
    }

    /// Asks for the WebSocket upgrade of `target`.
    func upgrade(_ target: String) throws -> Response {
        try request(target, headers: [("Upgrade", "websocket"), ("Connection", "Upgrade"),
                                      ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Sec-WebSocket-Version", "13")])
    }

    /// Sends one masked frame, as a browser does.
    func sendFrame(opcode: UInt8, _ payload: [UInt8]) throws {
        var frame: [UInt8] = [0x80 | opcode]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((payload.count >> shift) & 0xFF)) }
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try write(frame)
    }

    func sendText(_ text: String) throws { try sendFrame(opcode: 0x1, Array(text.utf8)) }

    /// Sends a JSON-RPC request as one text message.
    func send(_ id: Int, _ method: String, _ params: JSONValue? = nil) throws {
        let data = try Message.request(id: .number(id), method: method, params: params).encoded()
        try sendText(String(decoding: data, as: UTF8.self))
    }

    /// The next frame from the server (which never masks): its opcode and payload.
    func readFrame() throws -> (opcode: UInt8, payload: [UInt8]) {
        let head = try take(2)
        var length = Int(head[1] & 0x7F)
        if length == 126 {
            let bytes = try take(2)
            length = Int(bytes[0]) << 8 | Int(bytes[1])
        } else if length == 127 {
            length = try take(8).reduce(0) { $0 << 8 | Int($1) }
        }
        return (head[0] & 0x0F, try take(length))
    }

    /// The next text message, as JSON.
    func readMessage() throws -> JSONValue {
        let frame = try readFrame()
        guard frame.opcode == 0x1 else { throw TestFailure("expected a text frame, got opcode \(frame.opcode)") }
        return try JSONDecoder().decode(JSONValue.self, from: Data(frame.payload))
    }

    /// Sends a request and reads the message answering it (failing on anything else first).
    func call(_ id: Int, _ method: String, _ params: JSONValue? = nil) throws -> JSONValue {
        try send(id, method, params)
        let answer = try readMessage()
        guard answer["id"] == .number(Double(id)) else { throw TestFailure("expected the answer to \(id), got \(answer)") }
        return answer
    }
}
