import Foundation
import Logging
import NIOCore
import Synchronization
import VivariumProtocol

/// Reads a connection's frames on its event loop and hands them to its `Connection`. Frames
/// that arrive before the connection is served (its peer checked, its client registered) are
/// kept until `start`.
///
/// NB: reading is never held back until then: a peer that writes and closes at once would be
/// seen hung up (EPOLLHUP) with its frames unread, and they are to be run.
final class ConnectionHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = LineFramer.Frame

    // NB: touched on the channel's event loop only.
    private var connection: Connection?
    private var early: [LineFramer.Frame] = []
    private var ended = false

    func start(_ connection: Connection) {
        self.connection = connection
        let frames = early
        early = []
        for frame in frames { connection.receive(frame) }
        if ended { connection.inputEnded() }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        if let connection { connection.receive(frame) } else { early.append(frame) }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, case .inputClosed = event { end() }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        end()
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        connection?.daemon.logger.debug("client \(connection?.handle.id ?? 0): read failed: \(error)")
        // NB: the channel stays open for the answers a half-closed peer may still read;
        // it closes once they are written.
        end()
    }

    /// The peer stops sending: the requests already received are still run and answered.
    private func end() {
        guard !ended else { return }
        ended = true
        connection?.inputEnded()
    }
}

/// One client's conversation: frames are decoded and routed on the event loop as they arrive
/// (`hello`, `interrupt` and errors about the frame itself answered at once); the other
/// requests are answered one at a time, in order, each in a task that starts on the engine
/// thread of the graph it addresses when there is one — so a `command` goes from the event
/// loop to its graph and its answer back to the socket without any other thread — and on the
/// daemon's request thread otherwise.
final class Connection: Sendable {
    let daemon: Daemon
    let handle: ClientHandle
    private let state = Mutex(State())

    private struct State {
        /// After `hello`.
        var client: ClientInfo?
        /// Requests waiting for the one being answered.
        var queue: [PendingRequest] = []
        var queueStart = 0
        var answering = false
        var inputEnded = false
        var onEnd: (@Sendable () -> Void)?
    }

    init(daemon: Daemon, handle: ClientHandle) {
        self.daemon = daemon
        self.handle = handle
    }

    /// Called once the peer stopped sending and every request it sent is answered.
    var onEnd: (@Sendable () -> Void)? {
        get { state.withLock { $0.onEnd } }
        set { state.withLock { $0.onEnd = newValue } }
    }

    /// A frame (on the event loop): answered at once, or its requests queued.
    func receive(_ frame: LineFramer.Frame) {
        guard case .frame(let data) = frame else {
            handle.send(.error(id: nil, error: ResponseError(
                .frameTooLarge, "frame too large: over \(daemon.limits.maxFrameBytes) bytes; it was discarded")))
            return
        }
        switch IncomingFrame.decode(data) {
        case .failure(let error):
            handle.send(.error(id: nil, error: error))
        case .success(.single(let message)):
            if let answer = route(.success(message), batch: nil) { handle.send(answer) }
        case .success(.batch(let messages)):
            let requests = messages.filter { if case .success(.request) = $0 { true } else if case .failure = $0 { true } else { false } }
            let batch = BatchAnswers(expecting: requests.count, client: handle)
            for message in messages {
                if let answer = route(message, batch: batch) { batch.deliver(answer) }
            }
        }
    }

    /// Handles one message: an immediate answer, or nil when the request was queued (or needs
    /// no answer).
    private func route(_ message: Result<Message, ResponseError>, batch: BatchAnswers?) -> Message? {
        switch message {
        case .failure(let error):
            return .error(id: nil, error: error)
        case .success(.notification(let method, _)):
            daemon.logger.debug("client \(handle.id): ignoring notification \(method)")
            return nil
        case .success(.response), .success(.error), .success(.encoded):
            return nil
        case .success(.request(let id, let method, let params)):
            let client = state.withLock { $0.client }
            if method == Hello.name {
                guard client == nil else {
                    return .error(id: id, error: ResponseError(.invalidRequest, "hello was already received on this connection"))
                }
                let (answer, hello) = daemon.hello(id: id, params: params, handle: handle)
                if let hello { state.withLock { $0.client = hello } }
                return answer
            }
            guard let client else {
                return .error(id: id, error: ResponseError(.notInitialized, "not initialized: send hello first"))
            }
            let request = PendingRequest(id: id, method: method, params: params, client: client, handle: handle, batch: batch)
            if method == Interrupt.name { return daemon.interrupt(request) }
            if batch == nil { handle.expect(id) }
            let start = state.withLock { state -> Bool in
                if state.answering {
                    state.queue.append(request)
                    return false
                }
                state.answering = true
                return true
            }
            if start { answer(request) }
            return nil
        }
    }

    /// Answers `request`, then the next queued one. A `command` for an idle graph read on the
    /// event loop is run from there (`GraphHost.runInline`); otherwise each request is answered
    /// in a task, and a `command` for a graph starts on that graph's engine thread.
    private func answer(_ first: PendingRequest) {
        var next: PendingRequest? = first
        // NB: a loop, not recursion: a client may pipeline any number of inline answers.
        while let request = next {
            guard answerNow(request) else { return }
            next = takeNext()
        }
    }

    /// Answers `request` at once (true), or starts answering it (false: `answered()` follows).
    private func answerNow(_ request: PendingRequest) -> Bool {
        // NB: once the daemon stops, queued requests are not run; `shutdown` answered them.
        guard !daemon.isStopping else {
            state.withLock { state in
                state.queue.removeAll()
                state.queueStart = 0
            }
            return true
        }
        var request = request
        let host = daemon.graph(for: &request)
        if let host, let command = request.command, handle.isOnEventLoop {
            let started = request
            let inline = host.runInline(command.line, by: request.client, tree: command.tree ?? .changed,
                                        wholeTreeUpTo: command.clampedWholeTreeUpTo, quiet: command.quiet ?? false) { outcome in
                started.deliver(Daemon.answer(id: started.id, outcome))
                self.answered()
            }
            switch inline {
            case .answered(let outcome):
                request.deliver(Daemon.answer(id: request.id, outcome))
                return true
            case .handedOver:
                return false
            case .declined:
                break
            }
        }
        if let host {
            host.willRun()
            request.graph = host
        }
        let daemon = self.daemon
        let started = request
        let work: @Sendable () async -> Void = {
            if let answer = await daemon.answer(started) { started.deliver(answer) }
            self.answered()
        }
        Task(executorPreference: request.graph?.taskExecutor ?? daemon.requestThread.taskExecutor, operation: work)
        return false
    }

    /// The request being answered was; starts the next, or ends the conversation when the peer
    /// has stopped sending.
    private func answered() {
        if let next = takeNext() { answer(next) }
    }

    /// The next queued request, taken; nil when there is none (and the conversation ends if
    /// the peer has stopped sending).
    private func takeNext() -> PendingRequest? {
        let (next, ended) = state.withLock { state -> (PendingRequest?, (@Sendable () -> Void)?) in
            if state.queueStart < state.queue.count {
                defer {
                    state.queueStart += 1
                    if state.queueStart > 64, state.queueStart * 2 > state.queue.count {
                        state.queue.removeFirst(state.queueStart)
                        state.queueStart = 0
                    }
                }
                return (state.queue[state.queueStart], nil)
            }
            state.queue.removeAll(keepingCapacity: true)
            state.queueStart = 0
            state.answering = false
            guard state.inputEnded else { return (nil, nil) }
            defer { state.onEnd = nil }
            return (nil, state.onEnd)
        }
        ended?()
        return next
    }

    /// The peer stopped sending (EOF, a half-close, a read error, or the channel closed).
    func inputEnded() {
        let ended = state.withLock { state -> (@Sendable () -> Void)? in
            state.inputEnded = true
            guard !state.answering else { return nil }
            defer { state.onEnd = nil }
            return state.onEnd
        }
        ended?()
    }
}
