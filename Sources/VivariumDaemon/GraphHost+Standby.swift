import Dispatch
import Foundation
import Logging
import VivariumProtocol

/// The graph's hot standby engine (see `StandbyEngine`): started after the primary, fed each
/// journaled command, promoted when the primary's engine is dirty (a failed command changed
/// it) or dead (crashed, or killed at the interrupt deadline).
extension GraphHost {
    /// Standbys that end in a row before they are ready, after which the graph goes on
    /// without one (its rollbacks replay the journal, as with `--no-standby`).
    static let standbyAttempts = 3

    /// Starts a standby once the current request is answered, when the graph keeps one and
    /// has none. After a swap it starts `replacementDelay` later: spawning a worker and
    /// replaying the journal into it would otherwise compete, on a small machine, with the
    /// reply to the failed command that made the swap.
    func scheduleStandby(after delay: Duration = .zero) {
        guard keepsStandby, shared.withLock({ $0.standby == nil && !$0.closed }) else { return }
        Task {
            if delay > .zero { try? await Task.sleep(for: delay) }
            self.startStandby()
        }
    }

    static let replacementDelay: Duration = .milliseconds(50)
    /// How long a dirty primary replaced by its standby lives on, idle, before it is killed.
    static let retirementDelayMilliseconds = 20

    private func startStandby() {
        guard keepsStandby, engine != nil, standbyFailures < Self.standbyAttempts,
              shared.withLock({ $0.standby == nil && !$0.closed }),
              case .workers(let executable, let limits) = hosting else { return }
        do {
            let standby = try StandbyEngine(
                executable: executable, graph: name, baseDirectory: baseDirectory, limits: limits,
                environment: environment, journal: replayEntries, logger: logger
            ) { [weak self] standby, why in
                Task { await self?.standbyEnded(standby, why: why) }
            }
            shared.withLock { $0.standby = standby }
        } catch {
            logger.error("graph \(name): cannot start a standby engine: \(error)")
        }
    }

    /// The standby crashed, was killed, or stopped mirroring the primary: logged, replaced.
    /// Replies never notice; a rollback meanwhile replays the journal.
    private func standbyEnded(_ standby: StandbyEngine, why: String) {
        let current = shared.withLock { shared -> Bool in
            guard shared.standby === standby else { return false }
            shared.standby = nil
            return true
        }
        guard current else { return }
        standby.terminate()
        standbyFailures = standby.hasCaughtUp ? 0 : standbyFailures + 1
        if standbyFailures >= Self.standbyAttempts {
            logger.error("graph \(name): standby engine \(standby.pid) \(why); \(standbyFailures) standbys in a row ended before they were ready, so the graph goes on without one (rollbacks replay the journal)")
            return
        }
        logger.warning("graph \(name): standby engine \(standby.pid) \(why); starting another")
        startStandby()
    }

    /// After a command that failed and left the primary's engine dirty: the standby takes
    /// over, or (none ready) the primary replays its journal. Nil when the graph is as the
    /// journal says again; else the error for the request (the engine died meanwhile).
    func restore(afterFailureOf failed: any GraphEngine, by client: ClientInfo) -> ResponseError? {
        if promoteStandby() { return nil }
        do {
            try failed.rollBack()
            shared.withLock { $0.rollbacksByReplay += 1 }
            return nil
        } catch {
            return recover(from: error, by: client)
        }
    }

    /// Makes the standby the primary engine when it is ready: the previous primary (dirty or
    /// dead) is ended in the background and another standby is started. False when none is
    /// ready. Returns at once; the next request waits for the standby to catch up, if it lags.
    func promoteStandby() -> Bool {
        guard let standby = shared.withLock({ $0.standby }) else { return false }
        guard let promoted = standby.promote(continuingAfter: lastNumber) else { return false }
        let previous = engine
        engine = promoted
        promotion = standby
        shared.withLock { shared in
            shared.standby = nil
            shared.enginePid = promoted.pid
            shared.interrupter = promoted.interrupter
            shared.rollbacksBySwap += 1
        }
        let retired = previous as? EngineProcess
        if retired == nil { previous?.terminate() }
        logger.debug("graph \(name): standby engine \(promoted.processID) promoted")
        // NB: one timer armed on the reply path, for both: the dirty worker is killed once the
        // reply is out (its memory is torn down on the other core, which the reply and the
        // client reading it would otherwise share; reaping it may take a scheduler tick), and
        // the next standby is started later still (`replacementDelay`). Each thread woken
        // while the failed command's reply goes out delays it on a small machine.
        let retirement = Duration.milliseconds(Self.retirementDelayMilliseconds)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Self.retirementDelayMilliseconds)) { [weak self] in
            retired?.terminate()
            Task { await self?.scheduleStandby(after: Self.replacementDelay - retirement) }
        }
        return true
    }

    /// Before the first request to an engine promoted from standby: waits until it has run
    /// the entries it was sent. False (the engine ended, the graph has none) when it cannot
    /// serve.
    func settlePromotion() -> Bool {
        guard let standby = promotion else { return true }
        promotion = nil
        guard let why = standby.settle() else { return true }
        logger.error("graph \(name): the standby engine \(standby.pid) promoted after a failure \(why) before it caught up; the graph is restored from its journal")
        engine?.terminate()
        engine = nil
        shared.withLock { shared in
            shared.enginePid = nil
            shared.interrupter = nil
            shared.rollbacksByReplay += 1
        }
        return false
    }
}
