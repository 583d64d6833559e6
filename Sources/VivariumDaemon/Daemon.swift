#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Logging
import NIOCore
import NIOPosix
import Synchronization
import VivariumInterpreter
import VivariumProtocol

/// How a daemon is set up.
public struct DaemonConfiguration: Sendable {
    /// The socket's path; its directory holds the lock and the log.
    public var socketPath: String
    public var logger: Logger
    /// Where `load` resolves relative file names.
    public var baseDirectory: URL
    /// Where graphs are journaled, so a restarted daemon replays them; nil: not kept.
    /// It must be a directory owned by this user with mode 0700 (created so when missing).
    public var stateDirectory: URL?
    /// Where graphs' engines run: `vivariumd` spawns a worker process per graph.
    public var engineHosting: EngineHosting = .inProcess
    /// With workers: each graph also keeps a hot standby engine, so that a failed command is
    /// rolled back by a swap instead of a journal replay (`vivariumd --no-standby`: off, and
    /// half the memory).
    public var hotStandby = true
    /// How many graphs the daemon hosts at most; `graph.open` of one more is refused.
    public var maxGraphs = 64
    /// How many clients may be connected at once; one more gets `limitExceeded` and is closed.
    public var maxConnections = 256
    /// How much unread output a client may have queued before it is disconnected.
    public var outboxLimits = OutboxLimits()
    /// Test only: extra environment for engine workers (their test hooks).
    var engineEnvironment: [String: String] = [:]
    /// How long an event loop waits for a query's answer itself before handing it over to the
    /// graph's thread (`GraphHost.inlineWindow`); tests make either path certain.
    var inlineWindowMilliseconds = GraphHost.inlineWindow
    /// Test only: accept a directory open to other users and create the socket 0666, so a
    /// client of another uid can reach it and be refused by the peer check. Never set by
    /// `vivariumd`.
    var exposeSocketForTesting = false

    public init(socketPath: String, logger: Logger = Logger(label: "vivariumd"),
                baseDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        self.socketPath = socketPath
        self.logger = logger
        self.baseDirectory = baseDirectory
    }
}

/// The Vivarium daemon: a Unix-socket JSON-RPC server hosting named graphs.
///
/// `start` checks the directory, takes the lock, replaces a stale socket and binds (0600);
/// `serve` accepts connections until `stop`, which sends `server.shutdown` to every client,
/// interrupts running commands and unlinks the socket.
public final class Daemon: Sendable {
    /// The daemon's version, reported by `hello` and `--version`.
    public static let version = "0.1.0"

    public let configuration: DaemonConfiguration
    public let paths: SocketPaths
    let registry: GraphRegistry
    /// Where the requests that are not a graph's `command` are answered (`graph.open`,
    /// `graph.list`, …): a thread of the daemon's own, so that they never wait for a busy
    /// global pool (whose width is the number of cores).
    let requestThread: EngineThreadExecutor
    let limits: Hello.Limits
    /// Peers of any other uid are refused.
    let ownerUID: UInt32 = geteuid()
    private let lock: SocketLock
    /// Peers' credentials, read as connections are accepted.
    let acceptedConnections: AcceptedConnections
    private let serverChannel: NIOAsyncChannel<any Channel, Never>
    private let state = Mutex(State())
    /// What the descriptor limit leaves for clients and graphs.
    let descriptors: DescriptorBudget
    /// The browser view's HTTP and WebSocket server, started by `server.web` (`viv web`).
    let web = WebView()
    /// The listen backlog.
    static let backlog: Int32 = 1024

    private struct State {
        var clients: [Int: ClientHandle] = [:]
        var lastClientId = 0
        var stopping = false
        var socketRemoved = false
    }

    var logger: Logger { configuration.logger }

    private init(configuration: DaemonConfiguration, paths: SocketPaths, lock: SocketLock, acceptedConnections: AcceptedConnections,
                 serverChannel: NIOAsyncChannel<any Channel, Never>, requestThread: EngineThreadExecutor,
                 descriptors: DescriptorBudget) {
        self.requestThread = requestThread
        self.descriptors = descriptors
        self.acceptedConnections = acceptedConnections
        self.configuration = configuration
        self.paths = paths
        self.lock = lock
        self.serverChannel = serverChannel
        self.registry = GraphRegistry(configuration: configuration, descriptors: descriptors)
        let interpreter = Interpreter()
        self.limits = Hello.Limits(maxFrameBytes: LineFramer.defaultMaxFrameBytes,
                                   stepBudget: interpreter.stepBudget, recursionLimit: interpreter.recursionLimit)
    }

    /// Prepares the socket and starts listening; connections are accepted once `serve` runs.
    public static func start(_ configuration: DaemonConfiguration,
                             group: EventLoopGroup = MultiThreadedEventLoopGroup.singleton) async throws -> Daemon {
        let paths = SocketPaths(socket: configuration.socketPath)
        guard paths.socket.utf8.count <= 107 else { throw SocketSetupError.pathTooLong(path: paths.socket) }
        try SocketSetup.prepareDirectory(paths.directory, allowOtherUsers: configuration.exposeSocketForTesting)
        if let state = configuration.stateDirectory { try SocketSetup.prepareDirectory(state.path) }
        let budget = DescriptorBudget.current()
        let lock = try SocketLock.acquire(paths)
        do {
            switch SocketSetup.probe(paths.socket) {
            case .absent: break
            case .live: throw SocketSetupError.alreadyRunning(socket: paths.socket)
            case .notASocket: throw SocketSetupError.notASocket(path: paths.socket)
            case .stale:
                configuration.logger.notice("replacing stale socket \(paths.socket)")
                guard unlink(paths.socket) == 0 || errno == ENOENT else {
                    throw SocketSetupError.system("cannot remove stale socket \(paths.socket)", errno: errno)
                }
            }
            // NB: umask is process-wide; setting it around the bind makes the socket 0600 from
            // its creation (a chmod afterwards would leave a window).
            try await Self.acquireUmaskGate()
            let previous = umask(configuration.exposeSocketForTesting ? 0o111 : 0o177)
            defer {
                umask(previous)
                Self.releaseUmaskGate()
            }
            let acceptedConnections = AcceptedConnections()
            let listener = try UnixSocket.listen(at: paths.socket, backlog: Self.backlog)
            let logger = configuration.logger
            let channel = try await ServerBootstrap(group: group)
                .serverChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(AcceptRefusal(listener: listener, logger: logger))
                    }
                }
                .childChannelOption(.allowRemoteHalfClosure, value: true)
                .bind(listener) { channel in
                    // NB: the peer's credentials are read as the connection is accepted, before
                    // any read: a client that writes a frame and closes at once (`printf … |
                    // socat`) is still identified, and its frame run.
                    channel.eventLoop.makeCompletedFuture {
                        let handler = ConnectionHandler()
                        try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(LineFrameDecoder()))
                        try channel.pipeline.syncOperations.addHandler(handler)
                        acceptedConnections.record(channel, handler: handler)
                        return channel as any Channel
                    }
                }
            // NB: SwiftNIO listens again with its own backlog (128) when it takes the socket.
            Glibc.listen(listener, Self.backlog)
            configuration.logger.info("listening on \(paths.socket) (pid \(getpid()), up to \(budget.limit) descriptors)")
            let requestThread: EngineThreadExecutor
            do {
                requestThread = try EngineThreadExecutor(name: "vivariumd.requests", stackSize: EngineThreadExecutor.relayStackSize)
            } catch {
                try? await channel.channel.close()
                throw error
            }
            let daemon = Daemon(configuration: configuration, paths: paths, lock: lock, acceptedConnections: acceptedConnections,
                                serverChannel: channel, requestThread: requestThread, descriptors: budget)
            await daemon.registry.restore()
            return daemon
        } catch {
            lock.release()
            throw error
        }
    }

    /// Held while the umask is changed for a bind: daemons started concurrently in one
    /// process (tests) must not interleave their umask changes.
    private static let umaskGate = Mutex(false)

    private static func acquireUmaskGate() async throws {
        while !umaskGate.withLock({ busy in
            defer { busy = true }
            return !busy
        }) {
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    private static func releaseUmaskGate() { umaskGate.withLock { $0 = false } }

    /// Accepts and serves connections until `stop`; returns when every connection has
    /// closed and the socket is gone.
    public func serve() async {
        await withDiscardingTaskGroup { group in
            do {
                try await serverChannel.executeThenClose { inbound in
                    for try await connection in inbound {
                        group.addTask { await self.serve(connection) }
                    }
                }
            } catch {
                if !isStopping { logger.error("accepting connections failed: \(error)") }
            }
            stop(reason: "the daemon stopped accepting connections")
        }
        await acceptedConnections.finishUnserved()
        await web.stop()
        for host in await registry.all {
            host.close()
            await host.shutdown()
        }
        lock.release()
        logger.info("stopped")
    }

    /// Stops the daemon: no new connections, `server.shutdown` to every client, running
    /// commands interrupted, the socket unlinked. Safe to call from any thread, repeatedly.
    public func stop(reason: String) {
        let clients: [ClientHandle]? = state.withLock { state in
            guard !state.stopping else { return nil }
            state.stopping = true
            return Array(state.clients.values)
        }
        guard let clients else { return }
        logger.info("stopping: \(reason)")
        serverChannel.channel.close(promise: nil)
        removeSocket()
        for client in clients { client.shutdown(reason: reason) }
        // NB: closing a host interrupts its running command; an engine still running past
        // its interrupt deadline is killed, so `serve` always returns.
        Task { for host in await registry.all { host.close() } }
    }

    /// How many clients are connected.
    var clientCount: Int { state.withLock { $0.clients.count } }

    /// Whether `stop` was called.
    public var isStopping: Bool { state.withLock { $0.stopping } }

    private func removeSocket() {
        let remove = state.withLock { state in
            defer { state.socketRemoved = true }
            return !state.socketRemoved
        }
        if remove, unlink(paths.socket) != 0, errno != ENOENT {
            logger.warning("cannot remove \(paths.socket): \(String(cString: strerror(errno)))")
        }
    }

    /// Registers a new client, or nil when the daemon is stopping.
    func register(channel: any Channel, overflow: @escaping @Sendable (String) -> Void)
        -> Result<ClientHandle, ResponseError>? {
        state.withLock { state in
            guard !state.stopping else { return nil }
            guard state.clients.count < configuration.maxConnections else {
                return .failure(ResponseError(.limitExceeded, "too many connections: this daemon serves at most \(configuration.maxConnections) clients at once"))
            }
            let fit = descriptors.connections(graphs: registry.count)
            guard state.clients.count < fit else {
                return .failure(ResponseError(.limitExceeded, "too many connections: with \(registry.count) graphs, this daemon's \(descriptors.limit) file descriptors (RLIMIT_NOFILE) serve at most \(fit) clients at once"))
            }
            state.lastClientId += 1
            let client = ClientHandle(id: state.lastClientId, channel: channel, limits: configuration.outboxLimits, overflow: overflow)
            state.clients[client.id] = client
            return .success(client)
        }
    }

    func unregister(_ client: ClientHandle) async {
        _ = state.withLock { $0.clients.removeValue(forKey: client.id) }
        // NB: `detach` never waits for a busy graph.
        for host in await registry.all { host.detach(clientId: client.id) }
    }
}
