import Dispatch
import Foundation
import Synchronization
import VivariumProtocol
import VivariumSession
import VivariumWire

/// What a graph's engine answers to one command: a summary the daemon reads, and the reply
/// as JSON, which the daemon forwards without decoding it.
struct EngineOutput: Sendable {
    /// The summary line of a `run` answer.
    struct Summary: Codable, Sendable, Equatable {
        var ok: Bool
        /// The command changed the graph: it is journaled and bumps `rev`.
        var changed: Bool
        /// The reply's error code and message, when it failed.
        var code: String?
        var message: String?
        /// For an accepted `load`: the text it read, journaled with the command.
        var loaded: String?
        /// A third line follows: the reply attached clients see, when it differs.
        var event: Bool?
        /// The command failed after changing the engine in a way its undo log cannot put back (a
        /// task ran), and its rollback was left to the daemon, which sends `rollback` at once:
        /// the worker replays its journal (worker to daemon only).
        var dirty: Bool?
        /// The command failed after changing the engine, and its undo log put the engine back.
        var undone: Bool?
        /// The command's number in the engine (what an engine restored after it continues from).
        var number: Int?
    }

    var summary: Summary
    /// The encoded `Reply` (sorted keys), as the sender asked for the tree.
    var reply: Data
    /// The reply attached clients see, when it differs from `reply`.
    var event: Data?
}

/// Why a graph's engine is gone: it crashed, hit a resource limit, or was killed.
struct EngineDeath: Error, Sendable, CustomStringConvertible {
    /// What happened, to follow "the engine of graph 'g' …": `crashed … (signal 11)`.
    var what: String
    /// The last lines the engine wrote to stderr (a fatal error's message, a backtrace).
    var stderrTail: [String] = []
    /// It was found dead as a request was being sent to it: it died while idle, and the
    /// request never reached it (so it may run on a restarted engine).
    var whileIdle = false
    var description: String { what }
}

/// Something that runs a graph's session: in a worker process (the daemon's way) or in
/// this process (tests of the daemon's routing, and the worker itself).
///
/// Every call but `interrupt` comes from the graph's own queue, one at a time.
protocol GraphEngine: AnyObject {
    /// Runs one command line as one transaction; its reply carries the tree as `form` says.
    func run(_ line: String, form: ReplyForm) throws(EngineDeath) -> EngineOutput
    func complete(line: String, cursor: Int) throws(EngineDeath) -> Complete.Result
    /// Runs a journal's commands again; returns the ones that failed, with why.
    func replay(_ entries: [ReplayEntry]) throws(EngineDeath) -> [String]
    /// Restores the engine after a command whose `run` answered `dirty` (replays its journal).
    func rollBack() throws(EngineDeath)
    /// Numbers the next command after `number` (an engine restored from the journal).
    func continueNumbering(after number: Int) throws(EngineDeath)
    /// Stops the running command (from any thread); it then fails with `interrupted`.
    var interrupter: any EngineInterrupter { get }
    /// The next command `run` starts is interrupted (its interrupt arrived before it started).
    func interruptNextRun()
    /// The worker's pid, for `graph.list` (nil in process).
    var pid: Int32? { get }
    /// Ends the engine for good; later calls fail.
    func terminate()
}

/// Reaches a running command from another thread.
protocol EngineInterrupter: Sendable {
    func interrupt()
}

/// The engine in this process: a `Session` and its interruption.
///
/// NB: unchecked Sendable: one thread at a time runs it (the graph's queue, or the worker's
/// engine thread); only its interrupter, which is Sendable, is used from others.
final class LocalEngine: GraphEngine, @unchecked Sendable {
    private let session: Session
    private let interruptible: InterruptibleCommand

    /// `defersRollback`: a failed command whose changes cannot be undone (a task ran) is
    /// answered `dirty` and left unrestored until `rollBack()` (a worker: the answer goes out
    /// before the journal is replayed).
    init(baseDirectory: URL, defersRollback: Bool = false) {
        session = Session(baseDirectory: baseDirectory)
        session.defersRollback = defersRollback
        interruptible = InterruptibleCommand(session.interruption)
    }

    var interrupter: any EngineInterrupter { interruptible }
    var pid: Int32? { nil }

    /// The next command is interrupted as soon as it starts (its interrupt came first).
    func interruptNextRun() { interruptible.interruptNext() }

    /// The worker took a command off its queue (see `InterruptibleCommand.taking`).
    func takingCommand() { interruptible.taking() }

    func run(_ line: String, form: ReplyForm = ReplyForm()) -> EngineOutput {
        let (summary, sent, event) = runReplies(line, form: form)
        return EngineOutput(summary: summary, reply: Self.encode(sent), event: event.map(Self.encode))
    }

    /// Runs one command line; its summary, the reply as `form` asks for it, and the reply
    /// attached clients see when it differs — not encoded yet (the worker streams them).
    func runReplies(_ line: String, form: ReplyForm = ReplyForm()) -> (summary: EngineOutput.Summary, sent: Reply, event: Reply?) {
        let before = session.journalCount
        let (reply, baseline) = interruptible.running { session.executeWithBaseline(line) }
        let whole = Session.showsWholeTree(line)
        let sent = reply.detailed(form.tree, baseline: baseline, showsWholeTree: whole, wholeTreeUpTo: form.wholeTreeUpTo)
        let event = form.forEvents && !form.eventsSeeTheSame
            ? reply.detailed(.changed, baseline: baseline, showsWholeTree: whole) : nil
        // NB: a command that changed the graph grew the session's journal; `reset` emptied it; a
        // failed one that ended the task it trapped in grew it too (see `Session.execute`).
        let summary = EngineOutput.Summary(ok: reply.ok, changed: session.journalCount != before,
                                           code: reply.error?.code, message: reply.error?.message,
                                           loaded: reply.ok ? session.lastLoadedText : nil,
                                           event: event == nil ? nil : true,
                                           dirty: session.needsRollback ? true : nil,
                                           undone: session.lastCommandUndone ? true : nil,
                                           number: session.lastCommandNumber)
        return (summary, sent, event)
    }

    func complete(line: String, cursor: Int) -> Complete.Result {
        let (start, candidates) = session.complete(line: line, cursor: cursor)
        return Complete.Result(start: start, candidates: candidates)
    }

    func replay(_ entries: [ReplayEntry]) -> [String] {
        var failures: [String] = []
        for (index, entry) in entries.enumerated() {
            let reply = entry.number.map { session.execute(entry.line, loaded: entry.loaded, number: $0) }
                ?? session.execute(entry.line, loaded: entry.loaded)
            if !reply.ok {
                failures.append("entry \(index + 1): \(reply.error?.message.split(separator: "\n").first ?? "failed")")
            }
        }
        return failures
    }

    func rollBack() { session.rollBack() }

    func continueNumbering(after number: Int) { session.continueNumbering(after: number) }

    func terminate() {}

    /// The reply as JSON; a reply that cannot be encoded (it always can) becomes a failure
    /// saying so, never a crash.
    static func encode(_ reply: Reply) -> Data {
        Data(ReplyJSON.encode(reply))
    }

    /// The reply as `Wire.encoder` writes it (what `ReplyJSON` writes, more slowly).
    static func encodeWithFoundation(_ reply: Reply) -> Data {
        if let data = try? Wire.encoder.encode(reply) { return data }
        let failure = Reply(command: reply.command, ok: false,
                            error: ReplyError(code: "internal", message: "internal error: the reply could not be encoded"))
        return (try? Wire.encoder.encode(failure)) ?? Data("{}".utf8)
    }
}

/// A session's interruption, asked only while a command runs: a request never outlives its
/// command (one arriving after a command ended is dropped, not kept for the next), and one made
/// as a command starts is heard (the session clears its flag when a command ends, not when it
/// starts). A host that takes commands from a queue (the engine worker) says when it has taken
/// one (`taking`): an interrupt between that and the command's start applies when it starts.
/// Taking, starting, ending and requesting are one lock's critical sections.
final class InterruptibleCommand: EngineInterrupter {
    private enum Phase { case idle, taken, running }
    private let interruption: Interruption
    /// Where the engine is, and whether the command it took starts interrupted.
    private let state = Mutex((phase: Phase.idle, interruptsNext: false))

    init(_ interruption: Interruption) { self.interruption = interruption }

    /// A command was taken off the host's queue; it starts soon.
    func taking() {
        state.withLock { $0 = (.taken, false) }
    }

    func running<T>(_ body: () -> T) -> T {
        state.withLock { state in
            if state.interruptsNext { interruption.request() }
            state = (.running, false)
        }
        defer {
            state.withLock { state in
                state.phase = .idle
                interruption.clear()
            }
        }
        return body()
    }

    /// The next command that starts is interrupted (an interrupt that reached the engine before
    /// its command did).
    func interruptNext() { state.withLock { $0.interruptsNext = true } }

    func interrupt() {
        state.withLock { state in
            switch state.phase {
            case .running: interruption.request()
            case .taken: state.interruptsNext = true
            case .idle: break
            }
        }
    }
}
