import Dispatch
import Foundation
import Logging
import Synchronization
import VivariumProtocol
import VivariumSession
import VivariumWire

/// How graphs' engines are hosted.
public enum EngineHosting: Sendable, Equatable {
    /// Each graph's engine in a worker process: `executable --engine-worker …` (the daemon's
    /// own executable). A crash costs that graph one restart, never the daemon.
    case workers(executable: String, limits: EngineLimits)
    /// In the daemon's process (tests of routing; a crash takes the daemon down).
    case inProcess
}

/// One named graph: its engine, its journal, its revision and its attached clients.
///
/// Commands on one graph run one at a time, in the order they reach the actor; graphs run
/// independently of each other. The actor runs on its own thread, which waits for the
/// engine's answer (or, in process, runs it with a large native stack), so a long command
/// blocks that thread only. What other requests read
/// — `rev`, the attached clients, the engine's pid — is kept apart, so `graph.list`,
/// `attach` and a disconnecting client never wait for a busy graph.
public actor GraphHost {
    public nonisolated let name: String
    nonisolated let baseDirectory: URL
    /// Where accepted commands are appended (nil: the graph is not kept across restarts).
    nonisolated let journal: GraphJournal?
    let hosting: EngineHosting
    let environment: [String: String]
    let logger: Logger
    var engine: (any GraphEngine)?
    /// The number of the last command the engine ran: an engine restored from the journal goes
    /// on from there.
    var lastNumber: Int {
        get { shared.withLock { $0.lastNumber } }
        set { shared.withLock { $0.lastNumber = newValue } }
    }
    /// How long an event loop waits for a query's answer itself, in milliseconds.
    nonisolated let inlineWindow: Int32
    /// Why the graph's engine cannot be restored, once restoring it failed.
    var broken: String?
    /// The engine being started and brought to the journal, while there is no engine.
    var restoration: EngineRestoration?
    nonisolated let shared: Mutex<Shared>
    private nonisolated let executor: EngineThreadExecutor

    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// Runs a task's nonisolated code on the graph's engine thread: a request for this graph
    /// started there reaches it without a hop through the global pool.
    nonisolated var taskExecutor: any TaskExecutor { executor.taskExecutor }

    struct Shared: Sendable {
        /// Incremented by every accepted command that changes the graph (the journaled
        /// ones); read-only commands (`tree`, `inspect`, `objects`, `help`) leave it.
        var rev = 0
        var attached: [Int: (info: ClientInfo, client: ClientHandle)] = [:]
        var enginePid: Int32?
        var interrupter: (any EngineInterrupter)?
        var running = false
        /// Commands received and waiting for the graph (`willRun`), not started yet.
        var waiting = 0
        /// An interrupt came while no command ran but one waited: it stops that one.
        var interruptsNext = false
        var closed = false
        /// See `lastNumber`.
        var lastNumber = 0
        /// The accepted commands that changed the graph, in order: what a new engine replays.
        var entries: [GraphJournal.Entry] = []
        /// Each entry's command number in the engine that ran it (see `ReplayEntry.number`).
        var numbers: [Int] = []
        /// Someone is using the engine's channel: the actor, or an event loop running a command
        /// inline (see `GraphHost+Inline`).
        var engineBusy = false
        /// The actor, asleep until an event loop puts the engine's channel down (`takeEngine`).
        var engineWaiter: DispatchSemaphore?
        /// The engine an event loop may run a command on itself, while the graph is idle: set
        /// when the actor puts its engine down settled (not broken).
        var inlineEngine: EngineProcess?
        /// A command an event loop started inline and handed over to the actor to finish.
        var handedOver: InlineCommand?
        /// Commands answered inline, and handed over (for tests of the two paths).
        var inlineCounts = (answered: 0, handedOver: 0)
        /// How often the graph was brought back to its journal (a failed command that ran code,
        /// an engine that died): by the engine's undo log, or by replaying the journal.
        var rollbacksByUndo = 0
        var rollbacksByReplay = 0
    }

    init(name: String, baseDirectory: URL, hosting: EngineHosting, logger: Logger,
         journal: GraphJournal? = nil, entries: [GraphJournal.Entry] = [], environment: [String: String] = [:],
         inlineWindow: Int32 = GraphHost.inlineWindow) throws(NativeThread.StartError) {
        self.name = name
        self.baseDirectory = baseDirectory
        self.hosting = hosting
        self.logger = logger
        self.journal = journal
        self.environment = environment
        self.inlineWindow = inlineWindow
        // NB: an engine started from the journal numbers its commands 1, 2, … as it replays.
        self.shared = Mutex(Shared(rev: entries.last?.rev ?? 0, lastNumber: entries.count, entries: entries,
                                   numbers: Array(entries.indices.map { $0 + 1 })))
        self.executor = try EngineThreadExecutor(name: "vivariumd.graph.\(name)", stackSize: Self.threadStackSize(hosting))
    }

    /// The graph's thread runs the engine itself in process, and only relays to a worker.
    static func threadStackSize(_ hosting: EngineHosting) -> Int {
        hosting == .inProcess ? EngineThreadExecutor.engineStackSize : EngineThreadExecutor.relayStackSize
    }

    /// The outcome of one command.
    enum Outcome: Sendable {
        case accepted(rev: Int, reply: Data)
        case failed(rev: Int, reply: Data, message: String)
        case interrupted(rev: Int, reply: Data)
        /// The graph could not run it (its engine died, or the graph is closed).
        case unavailable(ResponseError)
    }

    /// Runs `line` as one transaction. Every command, accepted or failed, is sent as
    /// `graph.event` to every attached client but `client` (a `quiet` one only when it changed
    /// the graph); one that changed the graph is journaled (before the reply is sent) and bumps
    /// `rev`. A failed one changes nothing.
    func run(_ line: String, by client: ClientInfo, tree: TreeDetail = .changed,
             wholeTreeUpTo: Int = Reply.wholeTreeLines, quiet: Bool = false) -> Outcome {
        takeEngine()
        defer { putEngineDown() }
        // NB: a worker found dead as the command is sent to it died while idle: it is restarted
        // from the journal and the command runs there, once.
        for attempt in 0..<2 {
            let engine: any GraphEngine
            switch startEngine(interruptible: true) {
            case .ready(let started): engine = started
            case .failed(let error):
                shared.withLock { shared in
                    shared.waiting = max(0, shared.waiting - 1)
                    shared.interruptsNext = false
                }
                return .unavailable(error)
            case .interrupted:
                shared.withLock { $0.waiting = max(0, $0.waiting - 1) }
                return interruptedWhileRestoring(line, by: client)
            }
            let interruptNow = shared.withLock { shared in
                shared.running = true
                shared.waiting = max(0, shared.waiting - 1)
                defer { shared.interruptsNext = false }
                return shared.interruptsNext
            }
            if interruptNow { engine.interruptNextRun() }
            // The journal entry of a command that may change the graph is written and flushed
            // while the engine runs it; kept when the command changed the graph, cut off otherwise.
            let staged = stageAhead(line)
            defer { staged?.abandon() }
            let output: EngineOutput
            do {
                output = try engine.run(line, form: form(tree: tree, wholeTreeUpTo: wholeTreeUpTo, for: client))
                shared.withLock { $0.running = false }
            } catch {
                shared.withLock { $0.running = false }
                if error.whileIdle, attempt == 0 {
                    restart(afterIdleDeath: error)
                    shared.withLock { $0.waiting += 1 }
                    continue
                }
                return .unavailable(recover(from: error, by: client))
            }
            return finish(line, by: client, output: output, engine: engine, quiet: quiet, staged: staged)
        }
        return .unavailable(ResponseError(.engineCrashed, "the engine of graph '\(name)' could not be restarted"))
    }

    /// How `client` gets its reply: the tree as it asked, and a second reply for the other
    /// clients attached, when there are any.
    nonisolated func form(tree: TreeDetail, wholeTreeUpTo: Int, for client: ClientInfo) -> ReplyForm {
        shared.withLock { Self.form(tree: tree, wholeTreeUpTo: wholeTreeUpTo, for: client, in: $0) }
    }

    static func form(tree: TreeDetail, wholeTreeUpTo: Int, for client: ClientInfo, in shared: Shared) -> ReplyForm {
        let others = shared.attached.keys.contains { $0 != client.clientId }
        return ReplyForm(tree: tree, wholeTreeUpTo: wholeTreeUpTo, forEvents: others)
    }

    /// After the engine answered a command: restores it when the command failed dirty,
    /// journals the command when it changed the graph, tells the other clients.
    /// `staged`: the command's entry written ahead (`stageAhead`), kept if it is the entry due.
    func finish(_ line: String, by client: ClientInfo, output: EngineOutput, engine: any GraphEngine, quiet: Bool = false,
                staged: StagedEntry? = nil) -> Outcome {
        if !output.summary.changed { staged?.abandon() }
        if let number = output.summary.number { lastNumber = number }
        if output.summary.undone == true { shared.withLock { $0.rollbacksByUndo += 1 } }
        // A command that failed and still changed the graph: it trapped in a task that was
        // waiting, which it ended (`Session.execute`). Its engine is rolled back in place (its
        // session knows to end the task), and it is journaled at a new rev.
        let endedATask = !output.summary.ok && output.summary.changed
        if output.summary.dirty == true {
            // A task ran during the failed command: no undo log puts its stack back, so the
            // worker replays its journal (the rare path).
            do {
                try engine.rollBack()
                shared.withLock { $0.rollbacksByReplay += 1 }
            } catch {
                return .unavailable(recover(from: error, by: client))
            }
        }
        guard output.summary.changed else { return finishUnchanged(line, by: client, output: output, quiet: quiet) }
        if let journal {
            // Acknowledged only once its journal entry is durable (`refuse` undoes it otherwise).
            let entry = GraphJournal.Entry(rev: shared.withLock { $0.rev } + 1, line: line, loaded: output.summary.loaded)
            do {
                if let staged, staged.entry == entry {
                    try staged.commit()
                } else {
                    staged?.abandon()
                    try journal.append(entry)
                }
            } catch {
                return refuse(line, by: client, notKept: error, engine: engine)
            }
        }
        let outcome = accept(line, by: client, output: output)
        if endedATask, case .accepted(let rev, let reply) = outcome {
            return .failed(rev: rev, reply: reply, message: output.summary.message ?? "error")
        }
        return outcome
    }

    /// The journal entry `line` gets if it changes the graph, written ahead of its run
    /// (`GraphJournal+Ahead`); nil without a journal, or for a command that only reads.
    nonisolated func stageAhead(_ line: String) -> StagedEntry? {
        guard let journal, !Session.onlyReads(line) else { return nil }
        return journal.stage(GraphJournal.Entry(rev: shared.withLock { $0.rev } + 1, line: line))
    }

    /// A command that changed the graph, journaled already where the graph has a journal: its
    /// entry kept for a restart, `rev` bumped, the other clients told.
    /// Whoever holds the engine's channel calls it: the actor, or an event loop that ran the
    /// command (journal-less graphs only: the disk is never written from an event loop).
    nonisolated func accept(_ line: String, by client: ClientInfo, output: EngineOutput) -> Outcome {
        let entry = shared.withLock { shared in
            if let number = output.summary.number { shared.lastNumber = number }
            let entry = GraphJournal.Entry(rev: shared.rev + 1, line: line, loaded: output.summary.loaded)
            shared.entries.append(entry)
            shared.numbers.append(shared.lastNumber)
            shared.rev = entry.rev
            return entry
        }
        broadcast(rev: entry.rev, by: client, line: line, reply: output.event ?? output.reply)
        return .accepted(rev: entry.rev, reply: output.reply)
    }

    /// A command whose journal entry could not be made durable (a full disk, an I/O error): it
    /// is not acknowledged. Its engine, which ran it, is replaced by one at the journal (a worker
    /// replaying it in the background), and the command is answered as a failure naming the
    /// cause, at the unchanged rev; reads go on being answered.
    private func refuse(_ line: String, by client: ClientInfo, notKept error: Error, engine: any GraphEngine) -> Outcome {
        let rev = shared.withLock { $0.rev }
        logger.error("graph \(name): the command after rev \(rev) was not kept: \(error); it is undone")
        engine.terminate()
        dropEngine()
        beginRestoration()
        shared.withLock { $0.rollbacksByReplay += 1 }
        let message = "the command was not kept: \(error); it was undone and the graph is as it was at rev \(rev)"
        let reply = LocalEngine.encode(Reply(command: line, ok: false, error: ReplyError(code: "journal", message: message)))
        broadcast(rev: rev, by: client, line: line, reply: reply)
        return .failed(rev: rev, reply: reply, message: message)
    }

    /// The answer to a command interrupted while it waited for the engine to be restored: it
    /// did not run.
    private func interruptedWhileRestoring(_ line: String, by client: ClientInfo) -> Outcome {
        let message = "interrupted while the graph's engine was being restored from its journal; the command did not run"
        let reply = LocalEngine.encode(Reply(command: line, ok: false, error: ReplyError(code: "interrupted", message: message)))
        let rev = shared.withLock { $0.rev }
        broadcast(rev: rev, by: client, line: line, reply: reply)
        return .interrupted(rev: rev, reply: reply)
    }

    /// A command that left the graph as it was (a failure its engine undid, `reset`): the other
    /// clients see it too, at the unchanged rev — but not a question (`tree`, `help`, `objects`…),
    /// whose answer is only for the client that asked, nor anything its sender asked be `quiet`
    /// (the web view's reads, a failed `explain` among them).
    nonisolated func finishUnchanged(_ line: String, by client: ClientInfo, output: EngineOutput, quiet: Bool = false) -> Outcome {
        let rev = shared.withLock { $0.rev }
        if !quiet, !(output.summary.ok && Session.onlyAsks(line)) {
            broadcast(rev: rev, by: client, line: line, reply: output.event ?? output.reply)
        }
        guard output.summary.ok else {
            if output.summary.code == "interrupted" { return .interrupted(rev: rev, reply: output.reply) }
            return .failed(rev: rev, reply: output.reply, message: output.summary.message ?? "error")
        }
        return .accepted(rev: rev, reply: output.reply)
    }

    /// `graph.event` with a command and its reply, to every attached client but its sender.
    nonisolated func broadcast(rev: Int, by client: ClientInfo, line: String, reply: Data) {
        let others = shared.withLock { $0.attached.filter { $0.key != client.clientId }.map(\.value.client) }
        guard !others.isEmpty else { return }
        let event = CommandFrames.event(graph: name, rev: rev, by: client, line: line, reply: reply)
        for other in others { other.send(event) }
    }

    func complete(line: String, cursor: Int, by client: ClientInfo) -> Result<Complete.Result, ResponseError> {
        takeEngine()
        defer { putEngineDown() }
        for attempt in 0..<2 {
            switch startEngine(interruptible: false) {
            case .ready(let engine):
                do {
                    return .success(try engine.complete(line: line, cursor: cursor))
                } catch {
                    if error.whileIdle, attempt == 0 {
                        restart(afterIdleDeath: error)
                        continue
                    }
                    return .failure(recover(from: error, by: client))
                }
            case .failed(let error):
                return .failure(error)
            case .interrupted:
                break
            }
        }
        return .failure(ResponseError(.engineCrashed, "the engine of graph '\(name)' could not be restarted"))
    }

    enum EngineStart {
        case ready(any GraphEngine)
        case failed(ResponseError)
        /// An interrupt came while the command waited for the engine's restoration.
        case interrupted
    }

    /// The running engine; when there is none, one is started and brought to the journal
    /// (`EngineRestoration`), which this waits for — `interruptible`: until an interrupt for the
    /// waiting command comes.
    func startEngine(interruptible: Bool) -> EngineStart {
        if shared.withLock({ $0.closed }) { return .failed(ResponseError(.unknownGraph, "graph '\(name)' was closed")) }
        if let engine { return .ready(engine) }
        if let broken { return .failed(ResponseError(.engineCrashed, broken)) }
        beginRestoration()
        guard let restoration else { return .failed(ResponseError(.engineCrashed, "the engine of graph '\(name)' cannot start")) }
        guard let outcome = restoration.wait(unless: {
            interruptible && shared.withLock { shared in
                defer { shared.interruptsNext = false }
                return shared.interruptsNext
            }
        }) else { return .interrupted }
        self.restoration = nil
        switch outcome {
        case .ready(let started, let failures):
            let journaled = shared.withLock { $0.entries.count }
            if journaled > 0 {
                let failed = failures.isEmpty ? "" : ", \(failures.count) failed: \(failures.joined(separator: "; "))"
                logger.info("graph \(name): engine started, \(journaled) journaled commands replayed\(failed)")
            }
            engine = started
            shared.withLock { shared in
                shared.enginePid = started.pid
                shared.interrupter = started.interrupter
            }
            return .ready(started)
        case .died(let death):
            log(death, during: "replaying the journal")
            broken = "the engine of graph '\(name)' \(death.what) while replaying the journal; the graph cannot be restored (close it to start over)"
            return .failed(ResponseError(.engineCrashed, broken ?? ""))
        case .cannotStart(let why):
            logger.error("graph \(name): cannot start its engine: \(why)")
            return .failed(ResponseError(.engineCrashed, "the engine of graph '\(name)' cannot start: \(why)"))
        }
    }

    /// Starts bringing a new engine to the journal in the background, unless one is running
    /// or being restored already (or the graph cannot be restored).
    func beginRestoration() {
        guard engine == nil, restoration == nil, broken == nil, !shared.withLock({ $0.closed }) else { return }
        let (hosting, name, baseDirectory, environment) = (self.hosting, self.name, self.baseDirectory, self.environment)
        restoration = EngineRestoration(graph: name, stackSize: Self.threadStackSize(hosting), entries: replayEntries,
                                        numberingAfter: lastNumber) { () throws -> any GraphEngine in
            switch hosting {
            case .inProcess:
                return LocalEngine(baseDirectory: baseDirectory)
            case .workers(let executable, let limits):
                return try EngineProcess(executable: executable, graph: name, baseDirectory: baseDirectory,
                                         limits: limits, environment: environment)
            }
        }
    }

    /// Forgets the engine (ended by the caller).
    private func dropEngine() {
        engine = nil
        shared.withLock { shared in
            shared.enginePid = nil
            shared.interrupter = nil
        }
    }

    /// The engine was found dead as a request was sent to it: it died while idle (a `kill`, the
    /// OOM killer). It is logged and replaced from the journal; the attached clients are told;
    /// the request then runs on the new engine.
    private func restart(afterIdleDeath death: EngineDeath) {
        log(death, during: "no request (it was idle)")
        engine?.terminate()
        dropEngine()
        let rev = shared.withLock { $0.rev }
        beginRestoration()
        shared.withLock { $0.rollbacksByReplay += 1 }
        let message = "the engine of graph '\(name)' \(death.what); the graph was restored to rev \(rev)"
        let attached = shared.withLock { $0.attached.map(\.value.client) }
        if let notice = try? GraphRestarted.notification(.init(graph: name, rev: rev, reason: message)) {
            for client in attached { client.send(notice) }
        }
    }

    /// The journal as a new engine replays it.
    var replayEntries: [ReplayEntry] {
        shared.withLock { shared in
            zip(shared.entries, shared.numbers).map { ReplayEntry(line: $0.line, loaded: $0.loaded, number: $1) }
        }
    }

    /// After the engine died: logs why, starts a new one from the journal (which never
    /// holds the command that was running), tells the attached clients, and returns the
    /// error for the request that was waiting.
    func recover(from death: EngineDeath, by client: ClientInfo) -> ResponseError {
        log(death, during: "a request of client \(client.clientId)")
        engine?.terminate()
        dropEngine()
        if shared.withLock({ $0.closed }) { return ResponseError(.unknownGraph, "graph '\(name)' was closed") }
        let rev = shared.withLock { $0.rev }
        let outcome: String
        if let broken {
            outcome = "restoring it failed: \(broken)"
        } else {
            // NB: the answer does not wait for the replay, which the graph's next request waits
            // for (an interrupt ends that wait): a long journal would hold this answer, and an
            // interrupt's, for seconds.
            beginRestoration()
            outcome = "the graph was restored to rev \(rev)"
            shared.withLock { $0.rollbacksByReplay += 1 }
        }
        let message = "the engine of graph '\(name)' \(death.what); \(outcome)"
        let attached = shared.withLock { $0.attached.filter { $0.key != client.clientId }.map(\.value.client) }
        if let notice = try? GraphRestarted.notification(.init(graph: name, rev: rev, reason: message)) {
            for other in attached { other.send(notice) }
        }
        return ResponseError(.engineCrashed, message)
    }

    private func log(_ death: EngineDeath, during what: String) {
        let tail = death.stderrTail.isEmpty ? "" : "; its last stderr lines:\n" + death.stderrTail.map { "  | " + $0 }.joined(separator: "\n")
        logger.error("graph \(name): the engine \(death.what) during \(what)\(tail)")
    }

    /// Stops the running command, if any; it then fails with `interrupted` (or, still running
    /// after the engine's interrupt deadline, its worker is killed and the graph restored).
    /// Callable while the actor is busy with that command.
    nonisolated func interrupt() -> Bool {
        let (interrupter, waiting) = shared.withLock { shared -> ((any EngineInterrupter)?, Bool) in
            if shared.running { return (shared.interrupter, false) }
            // The command was sent but has not started (the graph was busy or its engine was
            // starting): it is interrupted as soon as it starts.
            if shared.waiting > 0 { shared.interruptsNext = true; return (nil, true) }
            return (nil, false)
        }
        interrupter?.interrupt()
        return interrupter != nil || waiting
    }

    /// A command for this graph was received: until it starts, an interrupt is kept for it.
    nonisolated func willRun() {
        shared.withLock { $0.waiting += 1 }
    }

    /// Marks the graph closed (no command starts on it any more) and interrupts the running
    /// one; `shutdown` then ends the engine.
    nonisolated func close() {
        shared.withLock { $0.closed = true }
        _ = interrupt()
        detachAll()
    }

    /// Ends the engine (after the running command, if any).
    func shutdown() {
        takeEngine()
        defer { putEngineDown() }
        engine?.terminate()
        engine = nil
        if let restoration {
            restoration.cancel()
            if case .ready(let restored, _)? = restoration.wait(unless: { false }) { restored.terminate() }
            self.restoration = nil
        }
        shared.withLock { $0.enginePid = nil }
    }

    nonisolated func attach(_ info: ClientInfo, _ client: ClientHandle) -> GraphInfo {
        shared.withLock { $0.attached[info.clientId] = (info, client) }
        return self.info
    }

    /// Whether the client was attached.
    @discardableResult
    nonisolated func detach(clientId: Int) -> Bool { shared.withLock { $0.attached.removeValue(forKey: clientId) != nil } }

    nonisolated func detachAll() { shared.withLock { $0.attached.removeAll() } }

    /// The journaled commands, in order, and where `load` resolves (`graph.history`).
    func history() -> GraphHistory.Result {
        GraphHistory.Result(lines: shared.withLock { $0.entries.map(\.line) }, directory: baseDirectory.path)
    }

    nonisolated var rev: Int { shared.withLock { $0.rev } }

    nonisolated var clients: [ClientInfo] {
        shared.withLock { $0.attached.values.map(\.info) }.sorted { $0.clientId < $1.clientId }
    }

    nonisolated var info: GraphInfo {
        let (rev, pid, running, waiting, byUndo, byReplay) = shared.withLock {
            ($0.rev, $0.enginePid, $0.running, $0.waiting, $0.rollbacksByUndo, $0.rollbacksByReplay)
        }
        var info = GraphInfo(name: name, rev: rev, clients: clients, enginePid: pid.map(Int.init),
                             running: running, waiting: waiting)
        info.restores = GraphInfo.Restores(byUndo: byUndo, byReplay: byReplay)
        return info
    }
}
