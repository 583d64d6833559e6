import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import VivariumProtocol

/// A blocking JSON-RPC client on the daemon's Unix domain socket.
///
/// One request at a time is typical, but requests may overlap (`interrupt` while a command
/// runs): responses are matched by id. Notifications that arrive while waiting go to
/// `onNotification` in arrival order, or are queued in `pendingNotifications` when it is nil.
/// Not thread-safe: one thread owns a client.
public final class DaemonClient {
    public let socketPath: String
    /// The connected socket, for `poll` together with other descriptors.
    public let fileDescriptor: Int32
    /// What the daemon said in `hello`.
    public private(set) var server: Hello.Result?
    /// Called for each notification as it is read; when nil, notifications are queued.
    public var onNotification: ((ServerNotification) -> Void)?
    /// Notifications read while `onNotification` was nil, oldest first.
    public private(set) var pendingNotifications: [ServerNotification] = []
    /// Seconds to wait for a response to a request other than `command` (nil: forever).
    public var requestTimeout: Double? = 30

    /// NB: the 1 MiB limit bounds what clients send the daemon. Replies to `mount` and `tree`
    /// carry whole trees, which grow with the graph (a 10,000-row list is several MiB): the
    /// client accepts up to 256 MiB from its own daemon.
    private var framer = LineFramer(maxFrameBytes: 256 << 20)
    private var responses: [RequestID: DaemonResponse] = [:]
    /// The result type of each request sent and not yet answered: its response is decoded
    /// straight into it (`DaemonFrame`).
    private var expected: [RequestID: any Decodable.Type] = [:]
    private var nextID = 1
    private var isClosed = false

    /// Wraps a connected socket; `connect(to:clientName:)` also says `hello`.
    init(socketPath: String, fileDescriptor: Int32) {
        self.socketPath = socketPath
        self.fileDescriptor = fileDescriptor
    }

    deinit { close() }

    /// Connects to the socket at `path` and performs the `hello` handshake. A daemon that
    /// speaks another major protocol version is `protocolMismatch`.
    public static func connect(to path: String, clientName: String) throws(ClientError) -> DaemonClient {
        let fd: Int32
        switch UnixSocket.connect(path) {
        case .success(let connected): fd = connected
        case .failure(let error):
            throw .unreachable("cannot connect to the daemon at \(path): \(error.message)")
        }
        let client = DaemonClient(socketPath: path, fileDescriptor: fd)
        try client.handshake(clientName: clientName)
        return client
    }

    func handshake(clientName: String) throws(ClientError) {
        let result: Hello.Result
        do {
            result = try call(Hello.self, Hello.Params(client: clientName))
        } catch .server(let error) where error.code == .protocolMismatch {
            throw .protocolMismatch("protocol mismatch: \(error.message)")
        }
        guard ProtocolVersion.major(result.protocol) == ProtocolVersion.major(ProtocolVersion.current) else {
            throw .protocolMismatch("protocol mismatch: the daemon speaks \(result.protocol), viv speaks \(ProtocolVersion.current)")
        }
        server = result
    }

    /// Whether the executable of process `pid` (a local daemon) was replaced on disk after
    /// the process started: Linux shows its `/proc/PID/exe` link as `… (deleted)`.
    public static func binaryWasReplaced(pid: Int) -> Bool {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/\(pid)/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return false }
        let target = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return target.hasSuffix(" (deleted)")
    }

    /// Closes the connection (idempotent).
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        Glibc.close(fileDescriptor)
    }

    // MARK: - Requests

    /// Sends a request and waits for its result. A JSON-RPC error is `.server`. `timeout`
    /// defaults to `requestTimeout`; `.infinity` waits forever.
    public func call<M: RPCMethod>(_ method: M.Type, _ params: M.Params,
                                   timeout: Double? = nil) throws(ClientError) -> M.Result {
        let id = try send(method, params)
        let limit = timeout ?? requestTimeout
        guard case .response(let response) = try wait(for: id, timeout: limit?.isFinite == true ? limit : nil) else {
            throw .disconnected("the connection stopped waiting for the reply to request \(id)")
        }
        switch response.result {
        case .success(let result as M.Result): return result
        case .success: throw .disconnected("the daemon's answer to \(M.name) is malformed")
        case .failure(let error): throw .server(error)
        }
    }

    /// Sends a request without waiting; returns its id for `wait(for:)`.
    @discardableResult
    public func send<M: RPCMethod>(_ method: M.Type, _ params: M.Params) throws(ClientError) -> RequestID {
        let id = RequestID.number(nextID)
        nextID += 1
        let frame: Data
        do {
            frame = try M.request(id: id, params).frame()
        } catch {
            throw .disconnected("cannot encode \(M.name): \(error)")
        }
        try write(frame)
        expected[id] = M.Result.self
        return id
    }

    /// What ended a wait.
    public enum WaitOutcome {
        case response(DaemonResponse)
        /// One of the watched descriptors is readable (or hung up).
        case ready(Int32)
    }

    /// Reads until the response to `id` arrives, one of `watching` becomes readable, or
    /// `timeout` seconds pass (`.disconnected`). Responses to other ids are kept for later.
    public func wait(for id: RequestID, timeout: Double? = nil, watching: [Int32] = []) throws(ClientError) -> WaitOutcome {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while true {
            if let response = responses.removeValue(forKey: id) {
                return .response(response)
            }
            var fds = [pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)]
                + watching.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let remaining = deadline.map { max(0, Int32($0.timeIntervalSinceNow * 1000)) } ?? -1
            if deadline != nil, remaining == 0 {
                throw .disconnected("the daemon did not answer within \(Int(timeout ?? 0)) s")
            }
            let count = poll(&fds, nfds_t(fds.count), remaining)
            if count < 0 {
                if errno == EINTR { continue }
                throw .disconnected("poll failed: \(String(cString: strerror(errno)))")
            }
            if let ready = fds.dropFirst().first(where: { $0.revents != 0 }) { return .ready(ready.fd) }
            if fds[0].revents != 0 { try readAvailable() }
        }
    }

    /// Reads whatever the socket has (without blocking when nothing is there) and dispatches
    /// it. Returns whether anything was read.
    @discardableResult
    public func pump() throws(ClientError) -> Bool {
        var fds = [pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)]
        guard poll(&fds, 1, 0) > 0 else { return false }
        try readAvailable()
        return true
    }

    /// Returns and clears the queued notifications.
    public func takeNotifications() -> [ServerNotification] {
        defer { pendingNotifications.removeAll() }
        return pendingNotifications
    }

    // MARK: - Wire

    private func write(_ data: Data) throws(ClientError) {
        guard !isClosed else { throw .disconnected("the connection to the daemon is closed") }
        var failure: Int32 = 0
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let sent = Glibc.send(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += sent
            }
        }
        if failure != 0 {
            throw .disconnected("the daemon closed the connection (\(String(cString: strerror(failure))))")
        }
    }

    /// One `read` of the socket, then every complete frame dispatched.
    private func readAvailable() throws(ClientError) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var count: Int
        repeat {
            count = read(fileDescriptor, &buffer, buffer.count)
        } while count < 0 && errno == EINTR
        if count <= 0 {
            throw .disconnected(count == 0 ? "the daemon closed the connection"
                                : "reading from the daemon failed: \(String(cString: strerror(errno)))")
        }
        for frame in framer.append(buffer[..<count]) {
            guard case .frame(let data) = frame else {
                throw .disconnected("the daemon sent a frame over the size limit")
            }
            dispatch(data)
        }
    }

    private func dispatch(_ data: Data) {
        switch DaemonFrame.decode(data, expected: expected) {
        case .response(let id, let response):
            // NB: an answer to no outstanding request (or of the wrong shape) is dropped.
            guard expected.removeValue(forKey: id) != nil else { return }
            responses[id] = response
        case .notification(let notification):
            if let onNotification { onNotification(notification) } else { pendingNotifications.append(notification) }
        case .ignored:
            // NB: an error without an id answers a frame the daemon could not read; nothing
            // waits for it. The daemon sends no requests.
            break
        }
    }
}
