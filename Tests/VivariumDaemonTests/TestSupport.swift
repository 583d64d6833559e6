#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation
import Logging
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// A fresh directory under /tmp with a short name (socket paths are limited to 107 bytes).
func makeTemporaryDirectory() throws -> String {
    var template = Array("/tmp/vdt.XXXXXX".utf8CString)
    guard let path = mkdtemp(&template) else { throw TestFailure("mkdtemp failed: \(errno)") }
    return String(cString: path)
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs `body` against a daemon started in-process on a temporary socket, and stops it.
func withDaemon<T: Sendable>(
    socketName: String = "s",
    configure: (inout DaemonConfiguration) -> Void = { _ in },
    _ body: @Sendable (_ daemon: Daemon, _ socket: String) async throws -> T
) async throws -> T {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var logger = Logger(label: "vivariumd-test")
    logger.logLevel = .critical
    var configuration = DaemonConfiguration(socketPath: directory + "/" + socketName, logger: logger)
    configure(&configuration)
    let daemon = try await Daemon.start(configuration)
    let serving = Task { await daemon.serve() }
    do {
        let result = try await body(daemon, configuration.socketPath)
        daemon.stop(reason: "test finished")
        await serving.value
        return result
    } catch {
        daemon.stop(reason: "test failed")
        await serving.value
        throw error
    }
}

/// Runs blocking socket code on a thread of its own, off Swift's cooperative pool, which the
/// in-process daemon's connection tasks need.
///
/// NB: not a global dispatch queue: its width is the core count, and libdispatch adds
/// threads for blocked work items only after seconds.
func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}

/// A small blocking client: one request per line, every read bounded by a timeout (30 s: long
/// enough for a debug engine on a loaded machine, short enough that a lost reply fails the test).
final class TestClient: @unchecked Sendable {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private(set) var clientId = 0

    init(_ path: String, timeout: Double = 30) throws {
        switch UnixSocket.connect(path) {
        case .success(let fd): self.fd = fd
        case .failure(let error): throw TestFailure("connect \(path): \(String(cString: strerror(error.code)))")
        }
        setTimeout(timeout)
    }

    deinit { Glibc.close(fd) }

    func setTimeout(_ seconds: Double) {
        var value = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    func send(raw text: String) throws {
        var bytes = Array(text.utf8)
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { throw TestFailure("write failed: \(String(cString: strerror(errno)))") }
            offset += written
        }
    }

    /// Sends a request and returns its id.
    @discardableResult
    func send(_ method: String, _ params: JSONValue? = nil) throws -> Int {
        nextID += 1
        let data = try Message.request(id: .number(nextID), method: method, params: params).encoded()
        try send(raw: String(decoding: data, as: UTF8.self))
        return nextID
    }

    /// The next line, or nil at EOF; throws on timeout.
    func readLine() throws -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return nil }
            guard count > 0 else { throw TestFailure("read timed out or failed: \(String(cString: strerror(errno)))") }
            buffer += chunk[..<count]
        }
    }

    /// The next message as JSON; throws on timeout or EOF.
    func read() throws -> JSONValue {
        guard let line = try readLine() else { throw TestFailure("the daemon closed the connection") }
        return try JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))
    }

    /// Sends a request and reads the answer to it (failing on anything else first).
    func call(_ method: String, _ params: JSONValue? = nil) throws -> JSONValue {
        let id = try send(method, params)
        let answer = try read()
        guard answer["id"] == .number(Double(id)) else { throw TestFailure("expected the answer to \(id), got \(answer)") }
        return answer
    }

    @discardableResult
    func hello(_ name: String = "test") throws -> JSONValue {
        let answer = try call("hello", ["protocol": "1.0", "client": .string(name)])
        clientId = answer["result"]?["clientId"]?.int ?? 0
        return answer
    }

    /// Whether nothing arrives within `seconds`.
    func isSilent(for seconds: Double) throws -> Bool {
        setTimeout(seconds)
        defer { setTimeout(30) }
        var pollfd = Glibc.pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return buffer.isEmpty && poll(&pollfd, 1, Int32(seconds * 1000)) == 0
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByDictionaryLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(uniqueKeysWithValues: elements))
    }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    subscript(index: Int) -> JSONValue? {
        if case .array(let elements) = self, elements.indices.contains(index) { return elements[index] }
        return nil
    }

    var int: Int? { if case .number(let value) = self { return Int(value) } else { return nil } }
    var array: [JSONValue]? { if case .array(let elements) = self { return elements } else { return nil } }
    var string: String? { if case .string(let value) = self { return value } else { return nil } }
    var errorCode: Int? { self["error"]?["code"]?.int }
    /// Compact JSON with sorted keys.
    var json: String { (try? String(decoding: Wire.encoder.encode(self), as: UTF8.self)) ?? "?" }
}

/// Sends `interrupt` for `graph` on `client` until one answers true (until then the command
/// `id` had not reached the graph), and returns the command's own answer. The interrupt's
/// answer and the command's may arrive in either order: the reader answers the interrupt
/// at once, and the stopped command may be answered first.
func interruptUntilStopped(_ client: TestClient, graph: String, command id: Int) throws -> JSONValue {
    var answer: JSONValue?
    var interrupted = false
    let deadline = ContinuousClock.now + .seconds(10)
    while !interrupted, answer == nil, ContinuousClock.now < deadline {
        let stop = try client.send("interrupt", ["graph": .string(graph)])
        while true {
            let frame = try client.read()
            if frame["id"]?.int == id { answer = frame; continue }
            #expect(frame["id"]?.int == stop)
            interrupted = frame["result"]?["interrupted"] == true
            break
        }
        if !interrupted { usleep(2_000) }
    }
    #expect(interrupted, "no interrupt found the command running")
    return try answer ?? client.read()
}

/// `command` params.
func command(_ graph: String, _ line: String) -> JSONValue { ["graph": .string(graph), "line": .string(line)] }
