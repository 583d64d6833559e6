import Foundation
import Testing
#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import VivariumProtocol
import VivariumSession
import VivariumWire

/// A small stand-in for `vivariumd` on a temporary socket: one thread accepts, one thread
/// per connection reads frames and answers. Graphs are real `Session`s, so replies are the
/// engine's; only the methods the client uses are served. Enough to test `viv` before the
/// real daemon is merged.
final class FakeDaemon: @unchecked Sendable {
    let directory: URL
    let socketPath: String
    /// The protocol version `hello` answers with.
    var serverProtocol = ProtocolVersion.current
    /// Called before a `command` is answered, with the connection that sent it: a test can
    /// send notifications that must arrive before the response.
    var beforeCommandReply: ((Connection) -> Void)?
    /// A command line that runs until it is interrupted (bounded: 10 s), so a test of Ctrl-C
    /// does not race the engine's step budget.
    var slowLine: String?
    private let interrupted = NSCondition()
    private var interruptRequested = false
    /// Every frame received, in order (for assertions).
    private(set) var received: [String] = []

    private let lock = NSLock()
    private var listener: Int32 = -1
    private var connections: [Connection] = []
    private var graphs: [String: Graph] = [:]
    private var nextClientId = 1
    private var stopped = false

    final class Graph: @unchecked Sendable {
        let session = Session()
        var rev = 0
        let lock = NSLock()
        var attached: [ObjectIdentifier: Connection] = [:]
    }

    final class Connection: @unchecked Sendable {
        let fd: Int32
        var clientId = 0
        var name = ""
        private let writeLock = NSLock()
        init(fd: Int32) { self.fd = fd }

        func send(_ message: Message) {
            guard let data = try? message.frame() else { return }
            writeLock.lock()
            defer { writeLock.unlock() }
            data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let sent = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                    if sent <= 0 { return }
                    offset += sent
                }
            }
        }

        var info: ClientInfo { ClientInfo(clientId: clientId, name: name) }
    }

    /// Listens on `socketPath`, or on `s` in a new temporary directory.
    init(socketPath explicit: String? = nil) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("viv-fake-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        socketPath = explicit ?? directory.appendingPathComponent("s").path
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(socketPath.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
            raw[bytes.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(listener, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    func stop() {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        let open = connections
        lock.unlock()
        guard !wasStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for connection in open { shutdown(connection.fd, Int32(SHUT_RDWR)) }
        unlink(socketPath)
        try? FileManager.default.removeItem(at: directory)
    }

    /// Sends a notification to every connection attached to `graph`.
    func broadcast(_ message: Message, graph name: String, except: Connection? = nil) {
        lock.lock()
        let targets = graphs[name].map { Array($0.attached.values) } ?? []
        lock.unlock()
        for target in targets where target !== except { target.send(message) }
    }

    /// Runs a command on a graph as another client would (`by`), notifying attached clients.
    func runAsOther(graph name: String, line: String, by: ClientInfo) -> Reply {
        let graph = self.graph(name)
        graph.lock.lock()
        let reply = graph.session.execute(line)
        if reply.ok { graph.rev += 1 }
        let rev = graph.rev
        graph.lock.unlock()
        if reply.ok, let event = try? GraphEvent.notification(.init(graph: name, rev: rev, by: by, line: line, reply: reply)) {
            broadcast(event, graph: name)
        }
        return reply
    }

    private func graph(_ name: String) -> Graph {
        lock.lock()
        defer { lock.unlock() }
        if let graph = graphs[name] { return graph }
        let graph = Graph()
        graphs[name] = graph
        return graph
    }

    private func acceptLoop() {
        while true {
            let fd = accept(listener, nil, nil)
            if fd < 0 {
                if errno == EINTR { continue }
                return
            }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            let connection = Connection(fd: fd)
            lock.lock()
            connections.append(connection)
            lock.unlock()
            let thread = Thread { [self] in serve(connection) }
            thread.start()
        }
    }

    private func serve(_ connection: Connection) {
        var framer = LineFramer()
        var buffer = [UInt8](repeating: 0, count: 65536)
        defer {
            lock.lock()
            for graph in graphs.values { graph.attached[ObjectIdentifier(connection)] = nil }
            lock.unlock()
            close(connection.fd)
        }
        while true {
            let count = read(connection.fd, &buffer, buffer.count)
            if count <= 0 { return }
            for frame in framer.append(buffer[..<count]) {
                guard case .frame(let data) = frame else { continue }
                lock.lock()
                received.append(String(decoding: data, as: UTF8.self))
                lock.unlock()
                guard case .success(.request(let id, let method, let params)) = Message.decode(data) else { continue }
                // NB: commands run on their own thread so that `interrupt` can arrive meanwhile.
                if method == RunCommand.name {
                    let thread = Thread { [self] in connection.send(answer(id, method, params, connection)) }
                    // As vivariumd's engine threads: room for the interpreter's native recursion.
                    thread.stackSize = 1 << 30
                    thread.start()
                } else {
                    connection.send(answer(id, method, params, connection))
                    if method == ServerStop.name { stop(); return }
                }
            }
        }
    }

    private func answer(_ id: RequestID, _ method: String, _ params: JSONValue?, _ connection: Connection) -> Message {
        func result<T: Encodable>(_ value: T) -> Message { .response(id: id, result: (try? Wire.encode(value)) ?? .null) }
        func failure(_ code: ErrorCode, _ message: String, data: JSONValue? = nil) -> Message {
            .error(id: id, error: ResponseError(code, message, data: data))
        }
        do {
            switch method {
            case Hello.name:
                let hello = try Wire.decode(Hello.Params.self, from: params)
                if ProtocolVersion.major(hello.protocol) != ProtocolVersion.major(serverProtocol) {
                    return failure(.protocolMismatch, "the client speaks \(hello.protocol), the server \(serverProtocol)")
                }
                lock.lock()
                connection.clientId = nextClientId
                nextClientId += 1
                connection.name = hello.client
                lock.unlock()
                return result(Hello.Result(protocol: serverProtocol, server: "fake 0", pid: Int(getpid()), clientId: connection.clientId,
                                           capabilities: [], limits: .init(maxFrameBytes: 1 << 20, stepBudget: 1, recursionLimit: 1)))
            case GraphOpen.name:
                let open = try Wire.decode(GraphOpen.Params.self, from: params)
                lock.lock()
                let exists = graphs[open.name] != nil
                lock.unlock()
                let graph = self.graph(open.name)
                if !exists, let directory = open.directory {
                    graph.session.baseDirectory = URL(fileURLWithPath: directory, isDirectory: true)
                }
                return result(GraphOpen.Result(name: open.name, rev: graph.rev, created: !exists))
            case GraphAttach.name:
                let attach = try Wire.decode(GraphAttach.Params.self, from: params)
                let graph = self.graph(attach.name)
                lock.lock()
                graph.attached[ObjectIdentifier(connection)] = connection
                let clients = graph.attached.values.map(\.info).sorted { $0.clientId < $1.clientId }
                lock.unlock()
                return result(GraphInfo(name: attach.name, rev: graph.rev, clients: clients))
            case GraphClose.name, GraphDetach.name:
                let name = try Wire.decode(GraphName.self, from: params).name
                lock.lock()
                if method == GraphClose.name { graphs[name] = nil } else { graphs[name]?.attached[ObjectIdentifier(connection)] = nil }
                lock.unlock()
                return result(Empty())
            case GraphList.name:
                lock.lock()
                let list = graphs.keys.sorted().map { name in
                    GraphInfo(name: name, rev: graphs[name]!.rev,
                              clients: graphs[name]!.attached.values.map(\.info).sorted { $0.clientId < $1.clientId })
                }
                lock.unlock()
                return result(GraphList.Result(graphs: list))
            case GraphClients.name:
                let name = try Wire.decode(GraphName.self, from: params).name
                lock.lock()
                let clients = graphs[name]?.attached.values.map(\.info).sorted { $0.clientId < $1.clientId }
                lock.unlock()
                guard let clients else { return failure(.unknownGraph, "no graph named \(name)") }
                return result(GraphClients.Result(clients: clients))
            case GraphHistory.name:
                let name = try Wire.decode(GraphName.self, from: params).name
                lock.lock()
                let graph = graphs[name]
                lock.unlock()
                guard let graph else { return failure(.unknownGraph, "no graph named \(name)") }
                graph.lock.lock()
                let lines = graph.session.journal
                graph.lock.unlock()
                return result(GraphHistory.Result(lines: lines, directory: FileManager.default.currentDirectoryPath))
            case RunCommand.name:
                let command = try Wire.decode(RunCommand.Params.self, from: params)
                let graph = self.graph(command.graph)
                if command.line == slowLine {
                    interrupted.lock()
                    let deadline = Date().addingTimeInterval(10)
                    while !interruptRequested, interrupted.wait(until: deadline) {}
                    interruptRequested = false
                    interrupted.unlock()
                    let reply = Reply(command: command.line, ok: false, error: ReplyError(code: "interrupted", message: "interrupted"))
                    return failure(.interrupted, "interrupted", data: try Wire.encode(RunCommand.Result(rev: graph.rev, reply: reply)))
                }
                graph.lock.lock()
                let reply = graph.session.execute(command.line)
                if reply.ok { graph.rev += 1 }
                let rev = graph.rev
                graph.lock.unlock()
                beforeCommandReply?(connection)
                let outcome = RunCommand.Result(rev: rev, reply: reply)
                if reply.ok {
                    if let event = try? GraphEvent.notification(.init(graph: command.graph, rev: rev, by: connection.info,
                                                                      line: command.line, reply: reply)) {
                        broadcast(event, graph: command.graph, except: connection)
                    }
                    return result(outcome)
                }
                let code: ErrorCode = reply.error?.code == "interrupted" ? .interrupted : .commandFailed
                return failure(code, reply.error?.message ?? "command failed", data: try Wire.encode(outcome))
            case Complete.name:
                let complete = try Wire.decode(Complete.Params.self, from: params)
                let graph = self.graph(complete.graph)
                graph.lock.lock()
                let answer = graph.session.complete(line: complete.line, cursor: complete.cursor)
                graph.lock.unlock()
                return result(Complete.Result(start: answer.start, candidates: answer.candidates))
            case Interrupt.name:
                let interrupt = try Wire.decode(Interrupt.Params.self, from: params)
                graph(interrupt.graph).session.interruption.request()
                interrupted.lock()
                interruptRequested = true
                interrupted.signal()
                interrupted.unlock()
                return result(Interrupt.Result(interrupted: true))
            case ServerStop.name:
                return result(Empty())
            default:
                return failure(.methodNotFound, "unknown method \(method)")
            }
        } catch {
            return failure(.invalidParams, "\(error)")
        }
    }
}

/// `VIV_FAKE_DAEMON=PATH swift test --filter serveTheFakeDaemon`: serves the fake daemon on
/// PATH for a minute, for trying `viv` by hand before the real daemon is merged.
@Test(.enabled(if: ProcessInfo.processInfo.environment["VIV_FAKE_DAEMON"] != nil))
func serveTheFakeDaemon() throws {
    let daemon = try FakeDaemon(socketPath: ProcessInfo.processInfo.environment["VIV_FAKE_DAEMON"])
    let deadline = Date().addingTimeInterval(Double(ProcessInfo.processInfo.environment["VIV_FAKE_SECONDS"] ?? "60") ?? 60)
    var sent = false
    while Date() < deadline {
        usleep(100_000)
        if !sent, FileManager.default.fileExists(atPath: daemon.socketPath + ".event") {
            sent = true
            _ = daemon.runAsOther(graph: "demo", line: "tree", by: ClientInfo(clientId: 42, name: "viv 0.2.0 (alice)"))
        }
    }
    daemon.stop()
}
