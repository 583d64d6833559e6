import Foundation
import Synchronization
import VivariumProtocol

/// A connected client as the daemon's other parts see it: something to send messages to.
///
/// Messages go through the connection's outbox, drained by one writer task, so sending
/// never waits for a slow peer and a client's messages keep their order (a graph's events
/// arrive in `rev` order, interleaved with the client's own replies).
///
/// It remembers which of the client's requests are still unanswered, so that a stopping
/// daemon answers each of them (with `shuttingDown`) before `server.shutdown`.
///
/// A client that does not read gets at most `OutboxLimits` of queued messages (redis's
/// client output buffer limits are the model): past the hard limit, or over the soft limit
/// for longer than its time, it is disconnected with a logged reason — no other client ever
/// waits for it.
final class ClientHandle: Sendable {
    let id: Int
    private let outbox: AsyncStream<Message>.Continuation
    private let limits: OutboxLimits
    private let overflow: @Sendable (String) -> Void
    private let state = Mutex(State())

    private struct State {
        var pending: Set<RequestID> = []
        var finished = false
        /// Bytes yielded to the outbox and not yet written to the socket.
        var queuedBytes = 0
        var overSoftLimitSince: ContinuousClock.Instant?
    }

    /// `overflow` is called (once, with the reason) when the client is over its limits; it
    /// closes the connection.
    init(id: Int, outbox: AsyncStream<Message>.Continuation, limits: OutboxLimits = OutboxLimits(),
         overflow: @escaping @Sendable (String) -> Void = { _ in }) {
        self.id = id
        self.outbox = outbox
        self.limits = limits
        self.overflow = overflow
    }

    func send(_ message: Message) {
        let over = state.withLock { state -> String? in
            guard !state.finished else { return nil }
            return enqueue(message, &state)
        }
        if let over { overflow(over) }
    }

    /// The writer wrote a message of `bytes` to the socket.
    func written(_ bytes: Int) {
        state.withLock { state in
            state.queuedBytes -= bytes
            if state.queuedBytes <= limits.softBytes { state.overSoftLimitSince = nil }
        }
    }

    /// Yields the message (encoded, so its size is known), or finishes the outbox and says
    /// why when the client is over its limits.
    private func enqueue(_ message: Message, _ state: inout State) -> String? {
        let data = (try? message.encoded()) ?? Data()
        state.queuedBytes += data.count
        var reason: String?
        if state.queuedBytes > limits.hardBytes {
            reason = "its unread output reached \(state.queuedBytes) bytes, over the hard limit of \(limits.hardBytes)"
        } else if state.queuedBytes > limits.softBytes {
            let now = ContinuousClock.now
            let since = state.overSoftLimitSince ?? now
            state.overSoftLimitSince = since
            if now - since > limits.softDuration {
                reason = "its unread output stayed over the soft limit of \(limits.softBytes) bytes for \(limits.softDuration)"
            }
        }
        if let reason {
            state.finished = true
            outbox.finish()
            return reason
        }
        outbox.yield(.encoded(data))
        return nil
    }

    /// A request that will be answered later (queued behind others, or running).
    func expect(_ id: RequestID) { state.withLock { _ = $0.pending.insert(id) } }

    /// Sends the answer to a request this client sent.
    func answer(_ id: RequestID, _ message: Message) {
        let over = state.withLock { state -> String? in
            guard !state.finished else { return nil }
            state.pending.remove(id)
            return enqueue(message, &state)
        }
        if let over { overflow(over) }
    }

    /// Answers every unanswered request with `shuttingDown`, sends `server.shutdown` as the
    /// last message; the connection then closes. Answers arriving later are dropped.
    func shutdown(reason: String) {
        state.withLock { state in
            guard !state.finished else { return }
            state.finished = true
            for id in state.pending.sorted(by: { $0.description < $1.description }) {
                outbox.yield(.error(id: id, error: ResponseError(
                    .shuttingDown, "the daemon is stopping (\(reason)); this request was not completed")))
            }
            state.pending.removeAll()
            if let message = try? ServerShutdown.notification(.init(reason: reason)) { outbox.yield(message) }
            outbox.finish()
        }
    }

    /// No more messages; the connection closes once the queued ones are written.
    func finish() {
        state.withLock { state in
            state.finished = true
            outbox.finish()
        }
    }
}

/// How much unread output a client may have queued (redis's client output buffer limits).
public struct OutboxLimits: Sendable, Equatable {
    /// Past this many queued bytes the client is disconnected at once.
    public var hardBytes = 64 << 20
    /// Over this many bytes for longer than `softDuration`, the client is disconnected.
    public var softBytes = 16 << 20
    public var softDuration: Duration = .seconds(10)
    public init() {}
}

/// The answers to one batch, sent as one array once every request of it is answered.
final class BatchAnswers: Sendable {
    private let state: Mutex<(answers: [Data], remaining: Int)>
    private let client: ClientHandle

    init(expecting count: Int, client: ClientHandle) {
        state = Mutex(([], count))
        self.client = client
    }

    func deliver(_ message: Message) {
        let data = (try? message.encoded()) ?? Data()
        let complete: [Data]? = state.withLock { state in
            if !data.isEmpty { state.answers.append(data) }
            state.remaining -= 1
            return state.remaining == 0 ? state.answers : nil
        }
        guard let complete, !complete.isEmpty else { return }
        client.send(.encoded(Data("[".utf8) + complete.joined(separator: Data(",".utf8)) + Data("]".utf8)))
    }
}
