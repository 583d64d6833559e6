import Foundation
import Logging
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import Synchronization
import VivariumProtocol

/// The daemon's web view server: HTTP and WebSocket (SwiftNIO's `NIOHTTP1` and `NIOWebSocket`)
/// on 127.0.0.1, on a port the system picks.
///
/// `GET /?token=…` is the page (`WebPage`), its files are `/page.css?token=…` and
/// `/js/….js?token=…`, and `GET /ws?token=…` upgrades to a WebSocket that speaks the daemon's
/// JSON-RPC, one message per frame: the page is a client as `viv` is (hello, `graph.attach`,
/// `command`, `graph.event`s), served by the same `Connection` and `ClientHandle`, so it is
/// counted, bounded and shut down as every client is.
///
/// Every request — the page, each file, the upgrade — must come from a peer of the daemon's
/// uid (`LoopbackPeer`, the Unix socket's rule) and carry the token made when this server
/// started (`WebToken`); any other gets `403 Forbidden` with no body, and its connection is
/// closed (`WebRequestHandler`).
final class WebServer: Sendable {
    let port: Int
    let token: WebToken
    private let listener: any Channel
    private let logger: Logger
    /// Connections not closed yet, and whether each became a WebSocket.
    private let connections = Mutex<[ObjectIdentifier: (channel: any Channel, upgraded: Bool)]>([:])
    /// Plain HTTP connections (page loads) open at once past which a new one is closed at once.
    static let maxPlainConnections = 64
    /// The largest WebSocket message read at all: past it the socket is closed (1009, too big).
    /// One over the protocol's frame limit (1 MiB) and under this is answered `frameTooLarge`,
    /// as the Unix socket answers an overlong line, and the connection goes on.
    static let maxMessageBytes = 4 * LineFramer.defaultMaxFrameBytes

    /// The URL of the page, with the token.
    var url: String { "http://127.0.0.1:\(port)/?token=\(token.value)" }

    private init(port: Int, token: WebToken, listener: any Channel, logger: Logger) {
        self.port = port
        self.token = token
        self.listener = listener
        self.logger = logger
    }

    /// Binds 127.0.0.1 on a free port (`port` 0) and serves until `stop`.
    static func start(daemon: Daemon, port requested: Int = 0,
                      group: EventLoopGroup = MultiThreadedEventLoopGroup.singleton) async throws -> WebServer {
        let token = WebToken.random()
        let logger = daemon.logger
        let page = WebPage()
        // NB: the server is made once the port is known; connections accepted before (none can
        // be: the address is not known to anyone yet) would find no server.
        let box = Mutex<WebServer?>(nil)
        let listener = try await ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                guard let server = box.withLock({ $0 }) else { return channel.close() }
                return channel.eventLoop.makeCompletedFuture {
                    try server.configure(channel, daemon: daemon, page: page)
                }
            }
            .bind(host: "127.0.0.1", port: requested)
            .get()
        guard let port = listener.localAddress?.port else {
            try? await listener.close()
            throw SocketSetupError.system("the web view's socket has no port", errno: 0)
        }
        let server = WebServer(port: port, token: token, listener: listener, logger: logger)
        box.withLock { $0 = server }
        logger.info("web view on http://127.0.0.1:\(port)/ (token required)")
        return server
    }

    /// Sets up an accepted connection: the HTTP pipeline with the WebSocket upgrader, and who
    /// its peer is.
    private func configure(_ channel: any Channel, daemon: Daemon, page: WebPage) throws {
        let plain = connections.withLock { $0.values.filter { !$0.upgraded }.count }
        guard plain < Self.maxPlainConnections else {
            logger.warning("web view: refused a connection: \(plain) are open already")
            channel.close(promise: nil)
            return
        }
        // NB: the peer is looked up once, as the connection is accepted (a read of a small /proc
        // file on the event loop); every request on it is then checked against the answer.
        let access = WebAccess(token: token, port: port, ownerUID: daemon.ownerUID,
                               peerUID: LoopbackPeer.uid(remote: channel.remoteAddress, local: channel.localAddress),
                               logger: logger)
        let key = ObjectIdentifier(channel)
        connections.withLock { $0[key] = (channel, false) }
        channel.closeFuture.whenComplete { _ in _ = self.connections.withLock { $0.removeValue(forKey: key) } }

        let requests = WebRequestHandler(access: access, page: page)
        let upgrader = NIOWebSocketServerUpgrader(
            maxFrameSize: Self.maxMessageBytes,
            shouldUpgrade: { channel, head in
                let target = WebTarget(head.uri)
                // NB: refused, the request goes on to `requests` as a plain one, which answers 403.
                let admitted = target.path == WebPage.socketPath && access.admits(target)
                return channel.eventLoop.makeSucceededFuture(admitted ? HTTPHeaders() : nil)
            },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    let handler = ConnectionHandler()
                    let sync = channel.pipeline.syncOperations
                    try sync.addHandler(NIOWebSocketFrameAggregator(
                        minNonFinalFragmentSize: 0, maxAccumulatedFrameCount: 1 << 12,
                        maxAccumulatedFrameSize: Self.maxMessageBytes))
                    try sync.addHandler(WebSocketFrames())
                    try sync.addHandler(handler)
                    self.connections.withLock { $0[key]?.upgraded = true }
                    Task { await daemon.serve(channel, handler: handler, from: "a web page, uid \(access.peerUID.map(String.init) ?? "?")") }
                }
            })
        let bound = NIOLoopBound(requests, eventLoop: channel.eventLoop)
        try channel.pipeline.syncOperations.configureHTTPServerPipeline(
            withServerUpgrade: (upgraders: [upgrader], completionHandler: { context in
                context.pipeline.syncOperations.removeHandler(bound.value, promise: nil)
            }))
        try channel.pipeline.syncOperations.addHandler(requests)
    }

    /// Stops accepting, closes the page loads still open, and waits until every connection —
    /// the WebSockets too, which the daemon's stop has told `server.shutdown` — has closed.
    func stop() async {
        try? await listener.close()
        let open = connections.withLock { $0.values.map { $0 } }
        for connection in open where !connection.upgraded { connection.channel.close(promise: nil) }
        for connection in open { try? await connection.channel.closeFuture.get() }
    }
}

/// What a connection's requests are checked against: the token, and whether its peer is of
/// the daemon's uid.
struct WebAccess: Sendable {
    let token: WebToken
    let port: Int
    let ownerUID: UInt32
    /// The uid owning the peer's socket (nil: it could not be found, and nothing is admitted).
    let peerUID: UInt32?
    let logger: Logger

    /// Whether a request for `target` on this connection is served.
    func admits(_ target: WebTarget) -> Bool {
        peerUID == ownerUID && token.admits(target.token)
    }

    /// Logs why a request was refused (never the token it carried).
    func refused(_ head: HTTPRequestHead) {
        let path = WebTarget(head.uri).path
        if peerUID != ownerUID {
            logger.warning("web view: refused \(head.method) \(path) from uid \(peerUID.map(String.init) ?? "unknown"): this daemon belongs to uid \(ownerUID)")
        } else {
            logger.notice("web view: refused \(head.method) \(path): \(WebTarget(head.uri).token == nil ? "no token" : "wrong token")")
        }
    }
}

/// The daemon's web view server, started by the first `server.web` and then reused until the
/// daemon stops.
actor WebView {
    private var starting: Task<WebServer, any Error>?
    private var stopped = false

    /// Where the page is, starting the server when it is not running.
    func start(for daemon: Daemon) async throws -> ServerWeb.Result {
        guard !stopped else { throw ResponseError(.shuttingDown, "the daemon is stopping") }
        let task = starting ?? Task { try await WebServer.start(daemon: daemon) }
        starting = task
        do {
            let server = try await task.value
            return ServerWeb.Result(port: server.port, token: server.token.value, url: server.url)
        } catch {
            starting = nil
            throw ResponseError(.internalError, "cannot start the web view: \(error)")
        }
    }

    /// Stops the server, if it runs, and waits for its connections to close.
    func stop() async {
        stopped = true
        guard let starting, let server = try? await starting.value else { return }
        await server.stop()
    }
}
