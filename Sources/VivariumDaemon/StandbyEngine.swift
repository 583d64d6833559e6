#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation
import Logging
import Synchronization

/// A graph's hot standby engine: a second worker that runs every journaled command shortly
/// after the primary accepted it, so that it always holds the graph as the journal says.
///
/// A command that fails after running code leaves the primary's engine changed (dirty); the
/// daemon then promotes the standby instead of replaying the journal — a rollback costs no
/// more than the failed command itself. A primary that crashes, or is killed at the
/// interrupt deadline, is replaced the same way.
///
/// Every request to the standby's worker goes through one serial queue, in order: first the
/// whole journal (catching up), then each accepted command's entry. The graph's reply path
/// never waits for it: `feed` and `promote` only queue; the graph's next request after a
/// promotion waits (`settle`) for the entries queued before it, if the standby lagged.
final class StandbyEngine: @unchecked Sendable {
    private let process: EngineProcess
    private let queue: DispatchQueue
    private let graph: String
    private let logger: Logger
    private let state = Mutex(State())
    /// Called once, when the standby ends before it was promoted or terminated (crashed,
    /// killed from outside, or its replay failed): the host logs it and starts another.
    private let onEnd: @Sendable (StandbyEngine, _ why: String) -> Void

    private struct State {
        /// The journal it started with has been replayed.
        var caughtUp = false
        /// Why it is unusable (ended, or a replay failed where the primary's succeeded).
        var unusable: String?
        /// Promoted or terminated: its end is no longer news.
        var released = false
        /// Terminated: nothing more is sent to it.
        var terminated = false
        /// Entries fed and not run yet.
        var behind = 0
        /// Promoted: the number the next command is numbered after (sent at `settle`).
        var continuesAfter: Int?
    }

    let pid: Int32

    /// Spawns the standby's worker and queues the replay of `journal`.
    init(executable: String, graph: String, baseDirectory: URL, limits: EngineLimits, environment: [String: String],
         journal: [ReplayEntry], logger: Logger, onEnd: @escaping @Sendable (StandbyEngine, String) -> Void) throws {
        self.graph = graph
        self.logger = logger
        self.onEnd = onEnd
        queue = DispatchQueue(label: "vivariumd.standby.\(graph)")
        // NB: the exit callback runs on the worker's stderr thread, and may come before the
        // link is set (a worker that dies at once): the first replay then finds it dead.
        let link = StandbyLink()
        process = try EngineProcess(executable: executable, graph: graph, baseDirectory: baseDirectory,
                                    limits: limits, environment: environment) {
            link.standby?.ended("its worker ended")
        }
        pid = process.processID
        link.set(self)
        let started = ContinuousClock.now
        queue.async { [self] in
            guard replay(journal) else { return }
            state.withLock { $0.caughtUp = true }
            logger.info("graph \(graph): standby engine \(pid) ready (\(journal.count) journaled commands replayed in \(ContinuousClock.now - started))")
        }
    }

    /// Queues `entries` (just journaled) after every earlier request; returns at once.
    func feed(_ entries: [ReplayEntry]) {
        state.withLock { $0.behind += entries.count }
        queue.async { [self] in
            _ = replay(entries)
            state.withLock { $0.behind -= entries.count }
        }
    }

    /// How many fed entries it has not run yet.
    var behind: Int { state.withLock { $0.behind } }

    /// Whether it replayed the journal it started with.
    var hasCaughtUp: Bool { state.withLock { $0.caughtUp } }

    /// Whether it can be promoted now: caught up with the journal and alive.
    var isReady: Bool {
        state.withLock { $0.caughtUp && $0.unusable == nil && !$0.released }
    }

    /// Hands its worker over as the graph's primary engine, numbering the next command after
    /// `number`; nil when it is not ready (still catching up with the journal, or ended).
    /// Returns at once: the entries still queued run before any request of the new primary's,
    /// which first calls `settle()`.
    func promote(continuingAfter number: Int) -> EngineProcess? {
        let promoted = state.withLock { state -> Bool in
            guard state.caughtUp, state.unusable == nil, !state.released else { return false }
            state.released = true
            return true
        }
        guard promoted else { return nil }
        state.withLock { $0.continuesAfter = number }
        return process
    }

    /// After `promote`: waits for the entries queued before it to have run on the worker
    /// (normally done already: it ran them while the primary ran the failing command). Nil
    /// when the worker is fit to serve, else why not (it ended, or a replay failed).
    func settle() -> String? {
        // NB: the numbering is sent here, on the queue after the entries queued before it
        // (they carry their own numbers), not at `promote`: there it woke the queue's thread
        // and the worker while the failed command's reply was on its way out.
        let number = state.withLock { $0.continuesAfter }
        queue.sync {
            guard let number else { return }
            do throws(EngineDeath) { try process.continueNumbering(after: number) } catch { ended("its worker \(error.what)") }
        }
        if let why = state.withLock({ $0.unusable }) { return why }
        return process.isIdleAndAlive ? nil : "its worker ended"
    }

    /// Ends the worker (in the background: reaping it must not delay a reply).
    func terminate() {
        state.withLock { state in
            state.released = true
            state.terminated = true
        }
        // NB: killed now, so a replay it is running ends at once; reaped on its queue.
        kill(process.processID, SIGKILL)
        queue.async { [process] in process.terminate() }
    }

    /// Runs `entries` on the worker; false (and the standby unusable) when that failed.
    private func replay(_ entries: [ReplayEntry]) -> Bool {
        // NB: a promoted standby still runs what was queued before its promotion.
        if state.withLock({ $0.unusable != nil || $0.terminated }) { return false }
        do {
            let failures = try process.replay(entries)
            guard failures.isEmpty else {
                // The primary accepted these: a standby that fails them no longer mirrors it.
                ended("its replay failed where the primary's succeeded: \(failures.joined(separator: "; "))")
                process.terminate()
                return false
            }
            return true
        } catch {
            ended("its worker \(error.what)")
            return false
        }
    }

    private func ended(_ why: String) {
        let news = state.withLock { state -> Bool in
            guard state.unusable == nil else { return false }
            state.unusable = why
            return !state.released
        }
        if news { onEnd(self, why) }
    }
}

/// How a worker's exit callback reaches its standby without keeping it alive.
private final class StandbyLink: Sendable {
    private struct Weak { weak var standby: StandbyEngine? }
    private let link = Mutex(Weak())

    func set(_ standby: StandbyEngine) { link.withLock { $0.standby = standby } }
    var standby: StandbyEngine? { link.withLock { $0.standby } }
}
