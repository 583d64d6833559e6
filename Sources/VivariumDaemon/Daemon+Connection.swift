import Foundation
import Logging
import NIOCore
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

    /// Sends its answer: to the batch, or on its own.
    func deliver(_ answer: Message) {
        if let batch { batch.deliver(answer) } else { handle.answer(id, answer) }
    }
}

extension Daemon {
    /// Serves one connection. Three parts: the reader (this task) frames and routes
    /// requests; the worker answers them one at a time, in order; the writer drains the
    /// outbox to the socket. `hello`, `interrupt` and errors about the frame itself are
    /// answered by the reader at once, so `interrupt` works while the worker waits for the
    /// command it interrupts.
    ///
    /// When the peer stops sending (EOF, or a half-close), the requests already received are
    /// still run and answered; then the connection closes. Errors end this connection only.
    func serve(_ connection: NIOAsyncChannel<LineFramer.Frame, Message>) async {
        do {
            try await connection.executeThenClose { inbound, outbound in
                guard let peer = await acceptedConnections.take(connection.channel) else {
                    // A probe (`connect` then `close`, as the launcher does) may end up here.
                    logger.debug("a client left before it could be identified")
                    return
                }
                guard peer.uid == ownerUID else {
                    logger.warning("refused a client of uid \(peer.uid) (pid \(peer.pid))")
                    let message = "vivariumd: permission denied: this daemon belongs to uid \(ownerUID) and refuses clients of uid \(peer.uid)"
                    // NB: written on the channel, not the async writer, so it is flushed before the
                    // close; sent at once, without waiting for a request.
                    let refusal = Message.error(id: nil, error: ResponseError(.permissionDenied, message))
                    try await connection.channel.writeAndFlush(refusal).get()
                    return
                }
                let (messages, outbox) = AsyncStream.makeStream(of: Message.self)
                let registered = register(outbox: outbox) { [logger] reason in
                    logger.warning("disconnected a client: \(reason)")
                    connection.channel.close(promise: nil)
                }
                let handle: ClientHandle
                switch registered {
                case .none: return
                case .failure(let refusal):
                    logger.warning("refused a client (pid \(peer.pid)): \(refusal.message)")
                    try await connection.channel.writeAndFlush(Message.error(id: nil, error: refusal)).get()
                    return
                case .success(let registered): handle = registered
                }
                logger.debug("client \(handle.id) connected (pid \(peer.pid))")
                let (requests, queue) = AsyncStream.makeStream(of: PendingRequest.self)
                await withTaskGroup(of: Void.self) { group in
                    group.addTask {
                        var failed = false
                        for await message in messages where !failed {
                            do {
                                try await outbound.write(message)
                                if case .encoded(let data) = message { handle.written(data.count) }
                            } catch {
                                // NB: the peer is gone, but the channel stays open for reading:
                                // every complete frame it sent is still run (docs/PROTOCOL.md).
                                self.logger.debug("client \(handle.id): write failed: \(error)")
                                failed = true
                                handle.finish()
                            }
                        }
                        // The outbox ended (the requests are answered, or the daemon stops).
                        if !failed { connection.channel.close(promise: nil) }
                    }
                    group.addTask {
                        // NB: once the daemon stops, queued requests are not run; `shutdown`
                        // answered them.
                        for await request in requests where !self.isStopping {
                            if let answer = await self.answer(request) { request.deliver(answer) }
                        }
                        handle.finish()
                    }
                    var client: ClientInfo?
                    do {
                        for try await frame in inbound {
                            await receive(frame, client: &client, handle: handle, queue: queue)
                        }
                    } catch {
                        logger.debug("client \(handle.id): read failed: \(error)")
                    }
                    queue.finish()
                }
                await unregister(handle)
                logger.debug("client \(handle.id) disconnected")
            }
        } catch {
            logger.warning("connection failed: \(error)")
        }
    }

    /// Handles one frame on the reader: answers it at once, or queues its requests for the
    /// worker. A batch's answers go out as one array when all are in (none when it held only
    /// notifications).
    private func receive(_ frame: LineFramer.Frame, client: inout ClientInfo?, handle: ClientHandle,
                         queue: AsyncStream<PendingRequest>.Continuation) async {
        guard case .frame(let data) = frame else {
            handle.send(.error(id: nil, error: ResponseError(
                .frameTooLarge, "frame too large: over \(limits.maxFrameBytes) bytes; it was discarded")))
            return
        }
        switch IncomingFrame.decode(data) {
        case .failure(let error):
            handle.send(.error(id: nil, error: error))
        case .success(.single(let message)):
            if let answer = await route(.success(message), client: &client, handle: handle, batch: nil, queue: queue) {
                handle.send(answer)
            }
        case .success(.batch(let messages)):
            let requests = messages.filter { if case .success(.request) = $0 { true } else if case .failure = $0 { true } else { false } }
            let batch = BatchAnswers(expecting: requests.count, client: handle)
            for message in messages {
                if let answer = await route(message, client: &client, handle: handle, batch: batch, queue: queue) {
                    batch.deliver(answer)
                }
            }
        }
    }

    /// Handles one message: an immediate answer, or nil when the request was queued for the
    /// worker (or needs no answer).
    private func route(_ message: Result<Message, ResponseError>, client: inout ClientInfo?, handle: ClientHandle,
                       batch: BatchAnswers?, queue: AsyncStream<PendingRequest>.Continuation) async -> Message? {
        switch message {
        case .failure(let error):
            return .error(id: nil, error: error)
        case .success(.notification(let method, _)):
            logger.debug("client \(handle.id): ignoring notification \(method)")
            return nil
        case .success(.response), .success(.error), .success(.encoded):
            return nil
        case .success(.request(let id, let method, let params)):
            if method == Hello.name {
                guard client == nil else {
                    return .error(id: id, error: ResponseError(.invalidRequest, "hello was already received on this connection"))
                }
                return hello(id: id, params: params, handle: handle, client: &client)
            }
            guard let client else {
                return .error(id: id, error: ResponseError(.notInitialized, "not initialized: send hello first"))
            }
            let request = PendingRequest(id: id, method: method, params: params, client: client, handle: handle, batch: batch)
            if method == Interrupt.name {
                return await answer(request)
            }
            if batch == nil { handle.expect(id) }
            queue.yield(request)
            return nil
        }
    }

    private func hello(id: RequestID, params: JSONValue?, handle: ClientHandle, client: inout ClientInfo?) -> Message {
        let hello: Hello.Params
        do {
            hello = try Wire.decode(Hello.Params.self, from: params)
        } catch {
            return .error(id: id, error: ResponseError(.invalidParams, "invalid params for hello: \(Self.describe(error))"))
        }
        let ours = ProtocolVersion.current
        guard let major = ProtocolVersion.major(hello.protocol), major == ProtocolVersion.major(ours) else {
            return .error(id: id, error: ResponseError(
                .protocolMismatch,
                "protocol mismatch: the client speaks \(hello.protocol), vivariumd \(Self.version) speaks \(ours)"))
        }
        client = ClientInfo(clientId: handle.id, name: hello.client)
        logger.info("client \(handle.id) is \(hello.client)")
        let result = Hello.Result(protocol: ours, server: "vivariumd \(Self.version)", pid: Int(getpid()),
                                  clientId: handle.id, capabilities: Self.capabilities, limits: limits)
        return Self.response(id: id, result)
    }

    /// What this daemon offers, in `hello`'s result.
    static let capabilities = ["attach", "complete", "interrupt", "server.stop"]

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
