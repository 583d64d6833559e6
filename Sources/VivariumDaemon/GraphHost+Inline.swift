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
    var engine: EngineProcess
    /// What the engine answered; nil while the command still runs (or the engine died).
    var output: EngineOutput?
    var death: EngineDeath?
    /// Sends the outcome to the client that asked (and goes on with its next request).
    var answer: @Sendable (GraphHost.Outcome) -> Void
}

/// Commands run from the event loop, without the graph's thread.
///
/// A command that reaches an idle graph (no command running or waiting, the engine settled)
/// is sent to its worker by the event loop that read it, which then waits for the answer
/// itself, briefly (`inlineWindow`). A query answered in that time — `tree`, `inspect`, a
/// failure the engine undid on its own — goes back to the client from there: four threads
/// woken per round trip (client, event loop, worker, event loop), as with a bare relay, where
/// the actor's path wakes six. Anything else is handed over to the actor, which finishes it
/// as its own `run` would: reads the answer of a command still running, journals one that
/// changed the graph, restores an engine left dirty, recovers from a dead one. A `tree`
/// asked again while nothing else has used the engine is its last answer given again
/// (`GraphHost+RememberedTree`): nothing is sent, two threads are woken.
///
/// The engine's channel has one user at a time (`Shared.engineBusy`): an inline command
/// claims it only while the actor has put it down; the actor takes it back (`takeEngine`)
/// first finishing a command handed over, or waiting out the window of one that is not.
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
    nonisolated func runInline(_ line: String, by client: ClientInfo, tree: TreeDetail, wholeTreeUpTo: Int,
                               answer: @escaping @Sendable (Outcome) -> Void) -> Inline {
        // NB: a command that changes the graph is journaled (and flushed) by the actor; run
        // here, it would wake the graph's thread after all, and block the loop on the disk.
        guard Session.onlyReads(line) else { return .declined }
        let claimed = shared.withLock { shared -> (engine: EngineProcess, form: ReplyForm, remembered: EngineOutput?)? in
            guard !shared.closed, !shared.engineBusy, !shared.running, shared.waiting == 0,
                  shared.handedOver == nil, let engine = shared.inlineEngine else { return nil }
            shared.engineBusy = true
            shared.running = true
            let form = Self.form(tree: tree, wholeTreeUpTo: wholeTreeUpTo, for: client, in: shared)
            return (engine, form, shared.rememberedTree?.answer(to: line, form: form, engine: engine))
        }
        guard let (engine, form, remembered) = claimed else { return .declined }
        // NB: a worker that died since is found by the engine's next use; the tree is not
        // given by a dead one, so that a crash is reported where it was without memory.
        if let remembered, engine.isIdleAndAlive {
            let outcome = finishUnchanged(line, by: client, output: remembered)
            shared.withLock { shared in
                shared.answeredFromMemory()
                shared.running = false
                shared.engineBusy = false
            }
            return .answered(outcome)
        }
        let numberAfter = shared.withLock { $0.engineWillRun() }
        var command = InlineCommand(line: line, client: client, engine: engine, answer: answer)
        do throws(EngineDeath) {
            if let numberAfter { try engine.continueNumbering(after: numberAfter) }
            try engine.startRun(line, form: form)
            command.output = try engine.answer(within: inlineWindow)
        } catch {
            // NB: a worker that died while idle never got the command: the actor restarts it
            // and runs the command there (`GraphHost.run`).
            if error.whileIdle {
                shared.withLock { shared in
                    shared.running = false
                    shared.engineBusy = false
                }
                return .declined
            }
            command.death = error
        }
        if let output = command.output, output.summary.dirty != true, !(output.summary.ok && output.summary.changed) {
            let outcome = finishUnchanged(line, by: client, output: output)
            shared.withLock { shared in
                if let number = output.summary.number { shared.lastNumber = number }
                if RememberedTree.keeps(line, output) {
                    shared.rememberedTree = RememberedTree(line: line, form: form, output: output, engine: engine)
                }
                shared.running = false
                shared.engineBusy = false
                shared.inlineCounts.answered += 1
            }
            return .answered(outcome)
        }
        shared.withLock { shared in
            // NB: an answer read is a command no longer running; one still to read keeps `running`.
            if command.output != nil { shared.running = false }
            shared.handedOver = command
            shared.inlineCounts.handedOver += 1
        }
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
    /// waits (at most `inlineWindow` and the reading of an answer) for an event loop still
    /// running one.
    func takeEngine() {
        while true {
            enum Next { case taken(numberAfter: Int?), finish(InlineCommand), wait }
            let next = shared.withLock { shared -> Next in
                if let command = shared.handedOver {
                    shared.handedOver = nil
                    return .finish(command)
                }
                guard !shared.engineBusy else { return .wait }
                shared.engineBusy = true
                shared.inlineEngine = nil
                return .taken(numberAfter: shared.engineWillRun())
            }
            switch next {
            case .taken(let numberAfter):
                // NB: an engine dead by now is found by the command that uses it.
                if let numberAfter { try? engine?.continueNumbering(after: numberAfter) }
                return
            case .finish(let command): finishHandedOver(command)
            case .wait: usleep(20)
            }
        }
    }

    /// The actor is done with the engine's channel: an event loop may run the next command
    /// itself when the engine is settled.
    func putEngineDown() {
        let settled = promotion == nil && broken == nil ? engine as? EngineProcess : nil
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
            outcome = finish(command.line, by: command.client, output: output, engine: command.engine)
        } else {
            outcome = .unavailable(recover(from: death ?? EngineDeath(what: "ended"), by: command.client))
        }
        putEngineDown()
        command.answer(outcome)
    }
}
