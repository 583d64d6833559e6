import VivariumProtocol

/// A connected client as the daemon's other parts see it: something to send messages to.
///
/// Messages go through the connection's outbox, drained by one writer task, so sending
/// never waits for a slow peer and a client's messages keep their order (a graph's events
/// arrive in `rev` order, interleaved with the client's own replies).
final class ClientHandle: Sendable {
    let id: Int
    private let outbox: AsyncStream<Message>.Continuation

    init(id: Int, outbox: AsyncStream<Message>.Continuation) {
        self.id = id
        self.outbox = outbox
    }

    func send(_ message: Message) { outbox.yield(message) }

    /// Sends `server.shutdown` as the last message; the connection then closes.
    func shutdown(reason: String) {
        if let message = try? ServerShutdown.notification(.init(reason: reason)) { outbox.yield(message) }
        outbox.finish()
    }

    /// No more messages; the connection closes once the queued ones are written.
    func finish() { outbox.finish() }
}
