import Dispatch
import Foundation
import VivariumProtocol
import VivariumSession
import VivariumWire

/// A command an event loop started on the engine itself and handed over to the graph's actor:
/// its answer was slow to come, it changed the graph (to be journaled), it left the engine
/// dirty, or the engine died.
struct InlineCommand: Sendable {
    var line: String
    var client: ClientInfo
    /// Not told to the other clients unless it changed the graph (`command`'s `quiet`).
    var quiet: Bool
    var engine: EngineProcess
    /// Its journal entry, written ahead (`GraphHost.stageAhead`).
    var staged: StagedEntry?
    /// What the engine answered; nil while the command still runs (or the engine died).
    var output: EngineOutput?
    var death: EngineDeath?
    /// Sends the outcome to the client that asked (and goes on with its next request).
    var answer: @Sendable (GraphHost.Outcome) -> Void
}

/// Commands run from the event loop, without the graph's thread.
///
/// A command that reaches an idle graph (no command running or waiting, the engine settled)
/// is sent to its worker by the event loop that read it, which then sleeps in `poll` until the
/// worker's answer makes the channel readable, for at most `inlineWindow`. A command answered in
/// that time — a query, a failure the engine undid on its own in a graph kept without a
/// journal, a change to such a graph — goes back to the client from there: four threads woken
/// per round trip (client, event loop, worker, event loop), as with a bare relay, where the
/// actor's path wakes six. Anything else is handed over to the actor, which finishes it as its
/// own `run` would: reads the answer of a command still running, keeps or cuts off the journal
/// entry written ahead of a command to a journaled graph (`GraphJournal+Ahead`: the event loop
/// only starts that write, on the journals' queue; it never waits for the disk), restores an
/// engine left dirty, recovers from a dead one.
///
/// The engine's channel has one user at a time (`Shared.engineBusy`): an inline command
/// claims it only while the actor has put it down; the actor takes it back (`takeEngine`)
/// first finishing a command handed over, or sleeping until the event loop puts it down.
extension GraphHost {
    /// How long an event loop waits for an engine's answer itself by default, in milliseconds.
    /// Other connections on the same loop wait at most this long.
    static let inlineWindow: Int32 = 1

    enum Inline {
        /// The graph was busy, or has no settled engine: the actor runs the command.
        case declined
        case answered(Outcome)
        /// `answer` will be called once the actor has finished it.
        case handedOver
    }

    /// Runs `line` on the engine from the calling event loop when the graph is idle.
    nonisolated func runInline(_ line: String, by client: ClientInfo, tree: TreeDetail, wholeTreeUpTo: Int, quiet: Bool = false,
                               answer: @escaping @Sendable (Outcome) -> Void) -> Inline {
        let claimed = shared.withLock { shared -> (engine: EngineProcess, form: ReplyForm)? in
            guard !shared.closed, !shared.engineBusy, !shared.running, shared.waiting == 0,
                  shared.handedOver == nil, let engine = shared.inlineEngine else { return nil }
            shared.engineBusy = true
            shared.running = true
            return (engine, Self.form(tree: tree, wholeTreeUpTo: wholeTreeUpTo, for: client, in: shared))
        }
        guard let (engine, form) = claimed else { return .declined }
        var command = InlineCommand(line: line, client: client, quiet: quiet, engine: engine, staged: nil, answer: answer)
        do throws(EngineDeath) {
            command.staged = stageAhead(line)
            try engine.startRun(line, form: form)
            command.output = try engine.answer(within: inlineWindow)
        } catch {
            // NB: a worker that died while idle never got the command: the actor restarts it
            // and runs the command there (`GraphHost.run`).
            if error.whileIdle {
                command.staged?.abandonSoon()
                shared.withLock { shared in
                    shared.running = false
                    shared.engineBusy = false
                }
                return .declined
            }
            command.death = error
        }
        if let output = command.output, output.summary.dirty != true {
            let changed = output.summary.ok && output.summary.changed
            // NB: a change to a journaled graph is flushed to disk by the actor, and an entry
            // written ahead for a command that changed nothing is cut off by it.
            if (!changed && command.staged == nil) || journal == nil {
                let outcome = changed ? accept(line, by: client, output: output)
                    : finishUnchanged(line, by: client, output: output, quiet: quiet)
                let waiter = shared.withLock { shared -> DispatchSemaphore? in
                    if !changed, let number = output.summary.number { shared.lastNumber = number }
                    if output.summary.undone == true { shared.rollbacksByUndo += 1 }
                    shared.running = false
                    shared.inlineCounts.answered += 1
                    return shared.putDown()
                }
                waiter?.signal()
                return .answered(outcome)
            }
        }
        let waiter = shared.withLock { shared -> DispatchSemaphore? in
            // NB: an answer read is a command no longer running; one still to read keeps `running`.
            if command.output != nil { shared.running = false }
            shared.handedOver = command
            shared.inlineCounts.handedOver += 1
            // The actor may be asleep in `takeEngine`: it finishes the command itself.
            defer { shared.engineWaiter = nil }
            return shared.engineWaiter
        }
        waiter?.signal()
        Task(executorPreference: taskExecutor) { await self.finishHandedOver() }
        return .handedOver
    }

    /// Finishes the command an event loop handed over, if no other job of the actor has.
    func finishHandedOver() {
        guard let command = shared.withLock({ shared -> InlineCommand? in
            defer { shared.handedOver = nil }
            return shared.handedOver
        }) else { return }
        finishHandedOver(command)
    }

    /// Takes the engine's channel for the actor: finishes a command handed over first, and
    /// sleeps until an event loop running one inline puts the channel down or hands the command
    /// over (at most `inlineWindow` and the reading of an answer).
    func takeEngine() {
        while true {
            enum Next { case taken, finish(InlineCommand), wait(DispatchSemaphore) }
            let next = shared.withLock { shared -> Next in
                if let command = shared.handedOver {
                    shared.handedOver = nil
                    return .finish(command)
                }
                guard !shared.engineBusy else {
                    let waiter = shared.engineWaiter ?? DispatchSemaphore(value: 0)
                    shared.engineWaiter = waiter
                    return .wait(waiter)
                }
                shared.engineBusy = true
                shared.inlineEngine = nil
                return .taken
            }
            switch next {
            case .taken: return
            case .finish(let command): finishHandedOver(command)
            case .wait(let waiter): waiter.wait()
            }
        }
    }

    /// The actor is done with the engine's channel: an event loop may run the next command
    /// itself when the engine is settled.
    func putEngineDown() {
        let settled = broken == nil ? engine as? EngineProcess : nil
        shared.withLock { shared in
            shared.engineBusy = false
            shared.inlineEngine = shared.closed ? nil : settled
        }
    }

    /// The actor's half of a command handed over (the engine's channel is still held for it),
    /// after which the channel is put down.
    private func finishHandedOver(_ command: InlineCommand) {
        var output = command.output
        var death = command.death
        if output == nil, death == nil {
            do {
                output = try command.engine.finishRun()
            } catch {
                death = error
            }
        }
        shared.withLock { $0.running = false }
        let outcome: Outcome
        if let output {
            outcome = finish(command.line, by: command.client, output: output, engine: command.engine, quiet: command.quiet,
                             staged: command.staged)
        } else {
            command.staged?.abandon()
            outcome = .unavailable(recover(from: death ?? EngineDeath(what: "ended"), by: command.client))
        }
        command.staged?.abandon()  // NB: nothing when `finish` kept or cut it off already
        putEngineDown()
        command.answer(outcome)
    }
}

extension GraphHost.Shared {
    /// An event loop puts the engine's channel down: returns the actor to wake, if it sleeps
    /// waiting for it.
    mutating func putDown() -> DispatchSemaphore? {
        engineBusy = false
        defer { engineWaiter = nil }
        return engineWaiter
    }
}
