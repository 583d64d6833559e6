import Foundation
import Logging
import NIOCore
import Synchronization
import VivariumProtocol

/// A request waiting for the connection's worker, with who sent it.
struct PendingRequest: Sendable {
    var id: RequestID
    var method: String
    var params: JSONValue?
    var client: ClientInfo
    var handle: ClientHandle
    /// The batch it came in, whose array of answers it joins.
    var batch: BatchAnswers? = nil
    /// For a `command`: its graph, told `willRun` as the request started (so that an
    /// interrupt sent right after it finds it), and on whose engine thread its task runs.
    var graph: GraphHost? = nil
    /// A `command`'s params, read once as the request started.
    var command: RunCommand.Params? = nil

    /// Sends its answer: to the batch, or on its own.
    func deliver(_ answer: Message) {
        if let batch { batch.deliver(answer) } else { handle.answer(id, answer) }
    }
}

extension Daemon {
    /// Serves one connection: checks its peer, registers it, then lets its `ConnectionHandler`
    /// read frames on the event loop until the peer stops sending and every request it sent
    /// is answered (see `Connection`). Errors end this connection only.
    func serve(_ channel: any Channel) async {
        guard let (peer, handler) = await acceptedConnections.take(channel) else {
            // A probe (`connect` then `close`, as the launcher does) may end up here.
            logger.debug("a client left before it could be identified")
            channel.close(promise: nil)
            return
        }
        guard peer.uid == ownerUID else {
            logger.warning("refused a client of uid \(peer.uid) (pid \(peer.pid))")
            let message = "vivariumd: permission denied: this daemon belongs to uid \(ownerUID) and refuses clients of uid \(peer.uid)"
            await refuse(channel, ResponseError(.permissionDenied, message))
            return
        }
        await serve(channel, handler: handler, from: "pid \(peer.pid)")
    }

    /// Serves a connection whose peer was checked (`from` says who it is, for the log): registers
    /// it, then lets `handler` read its frames until the peer stops sending and every request it
    /// sent is answered. The Unix socket's connections and the web view's WebSockets alike.
    func serve(_ channel: any Channel, handler: ConnectionHandler, from origin: String) async {
        let registered = register(channel: channel) { [logger] reason in
            logger.warning("disconnected a client: \(reason)")
            channel.close(promise: nil)
        }
        let handle: ClientHandle
        switch registered {
        case .none:
            channel.close(promise: nil)
            return
        case .failure(let refusal):
            logger.warning("refused a client (\(origin)): \(refusal.message)")
            await refuse(channel, refusal)
            return
        case .success(let registered): handle = registered
        }
        logger.debug("client \(handle.id) connected (\(origin))")
        let connection = Connection(daemon: self, handle: handle)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            connection.onEnd = { done.resume() }
            channel.eventLoop.execute {
                handler.start(connection)
            }
        }
        // Every request is answered: the connection closes once its messages are written.
        handle.finish()
        try? await channel.closeFuture.get()
        await unregister(handle)
        logger.debug("client \(handle.id) disconnected")
    }

    /// Sends `error` (id null) at once, then closes the channel.
    func refuse(_ channel: any Channel, _ error: ResponseError) async {
        if var frame = try? Message.error(id: nil, error: error).frame() {
            var buffer = channel.allocator.buffer(capacity: frame.count)
            buffer.writeBytes(frame)
            frame.removeAll()
            try? await channel.writeAndFlush(buffer).get()
        }
        try? await channel.close()
    }

    /// `hello`'s answer, and the client it identifies when it succeeded.
    func hello(id: RequestID, params: JSONValue?, handle: ClientHandle) -> (Message, ClientInfo?) {
        let hello: Hello.Params
        do {
            hello = try Wire.decode(Hello.Params.self, from: params)
        } catch {
            return (.error(id: id, error: ResponseError(.invalidParams, "invalid params for hello: \(Self.describe(error))")), nil)
        }
        let ours = ProtocolVersion.current
        guard let major = ProtocolVersion.major(hello.protocol), major == ProtocolVersion.major(ours) else {
            return (.error(id: id, error: ResponseError(
                .protocolMismatch,
                "protocol mismatch: the client speaks \(hello.protocol), vivariumd \(Self.version) speaks \(ours)")), nil)
        }
        let client = ClientInfo(clientId: handle.id, name: hello.client)
        logger.info("client \(handle.id) is \(hello.client)")
        let result = Hello.Result(protocol: ours, server: "vivariumd \(Self.version)", pid: Int(getpid()),
                                  clientId: handle.id, capabilities: Self.capabilities, limits: limits)
        return (Self.response(id: id, result), client)
    }

    /// What this daemon offers, in `hello`'s result.
    static let capabilities = ["attach", "complete", "interrupt", "server.stop", "server.web"]

    static func response<T: Encodable>(id: RequestID, _ result: T) -> Message {
        do {
            return try Message.response(id: id, result)
        } catch {
            // NB: not the error itself: its description embeds the whole value.
            let reason = (error as? EncodingError).map { _ in "the value is not encodable as JSON" } ?? "\(type(of: error))"
            return .error(id: id, error: ResponseError(.internalError, "cannot encode the result: \(reason)"))
        }
    }

    /// A decoding error in a sentence: which field, what was wrong.
    static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return path.isEmpty ? "params" : "'\(path)'"
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "missing '\(parent.isEmpty ? key.stringValue : parent + "." + key.stringValue)'"
        case .typeMismatch(let type, let context): return "\(path(context)) must be \(Self.name(of: type))"
        case .valueNotFound(let type, let context): return "\(path(context)) must be \(Self.name(of: type)), not null"
        case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "an integer"
        case is Bool.Type: return "a boolean"
        default: return "an object"
        }
    }
}
