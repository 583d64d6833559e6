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
final class ClientHandle: Sendable {
    let id: Int
    private let outbox: AsyncStream<Message>.Continuation
    private let state = Mutex(State())

    private struct State {
        var pending: Set<RequestID> = []
        var finished = false
    }

    init(id: Int, outbox: AsyncStream<Message>.Continuation) {
        self.id = id
        self.outbox = outbox
    }

    func send(_ message: Message) {
        state.withLock { state in
            guard !state.finished else { return }
            outbox.yield(message)
        }
    }

    /// A request that will be answered later (queued behind others, or running).
    func expect(_ id: RequestID) { state.withLock { _ = $0.pending.insert(id) } }

    /// Sends the answer to a request this client sent.
    func answer(_ id: RequestID, _ message: Message) {
        state.withLock { state in
            guard !state.finished else { return }
            state.pending.remove(id)
            outbox.yield(message)
        }
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
