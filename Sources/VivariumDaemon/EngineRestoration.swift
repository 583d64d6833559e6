import Dispatch
import Foundation
import Synchronization

/// A graph's engine being started and brought to its journal, on a thread of its own.
///
/// Replaying a long journal takes seconds. The graph's thread does not do it: it starts a
/// restoration and answers the request that made it (a command whose engine died, or whose
/// entry the disk refused) at once; the next request waits for the restoration, and an
/// `interrupt` ends that wait within a few milliseconds (`wait(unless:)`) — the command is then
/// answered `interrupted` without running, and the replay goes on for the request after it.
/// The replay itself is never stopped half-way (it would only have to start over).
final class EngineRestoration: @unchecked Sendable {
    // NB: unchecked: an engine is used by one thread at a time, handed over with the outcome.
    enum Outcome: @unchecked Sendable {
        /// The engine has run the journal; `failures` are the entries that failed again.
        case ready(any GraphEngine, failures: [String])
        /// The engine died replaying the journal: the graph cannot be restored.
        case died(EngineDeath)
        /// No engine could be started (a worker, or this thread): the next request tries again.
        case cannotStart(String)
    }

    /// How often a waiting graph thread looks for an interrupt.
    static let pollInterval = DispatchTimeInterval.milliseconds(5)

    private let finished = DispatchSemaphore(value: 0)
    // NB: written once by the restoring thread before `finished` is signalled, read after.
    private let state = Mutex<(outcome: Outcome?, pid: Int32?, cancelled: Bool)>((nil, nil, false))

    /// Starts `start()`'s engine and replays `entries` into it on a new thread with
    /// `stackSize` bytes of stack (an engine in this process runs the replay on it).
    init(graph: String, stackSize: Int, entries: [ReplayEntry], numberingAfter lastNumber: Int,
         start: @escaping @Sendable () throws -> any GraphEngine) {
        let restore: @Sendable () -> Void = { [self] in
            let outcome: Outcome
            do {
                let engine = try start()
                let cancelled = state.withLock { state in
                    state.pid = engine.pid
                    return state.cancelled
                }
                if cancelled { engine.terminate() }
                outcome = Self.replay(entries, numberingAfter: lastNumber, into: engine)
            } catch {
                outcome = .cannotStart("\(error)")
            }
            state.withLock { $0.outcome = outcome }
            finished.signal()
        }
        do {
            try NativeThread.start(name: "vivariumd.restore.\(graph)", stackSize: stackSize, restore)
        } catch {
            state.withLock { $0.outcome = .cannotStart("\(error)") }
            finished.signal()
        }
    }

    private static func replay(_ entries: [ReplayEntry], numberingAfter lastNumber: Int, into engine: any GraphEngine) -> Outcome {
        guard !entries.isEmpty else { return .ready(engine, failures: []) }
        do throws(EngineDeath) {
            let failures = try engine.replay(entries)
            try engine.continueNumbering(after: lastNumber)
            return .ready(engine, failures: failures)
        } catch {
            engine.terminate()
            return .died(error)
        }
    }

    /// The outcome, once the restoration has finished; nil when `interrupted()` said so first
    /// (it is asked every `pollInterval`).
    func wait(unless interrupted: () -> Bool) -> Outcome? {
        while finished.wait(timeout: .now() + Self.pollInterval) == .timedOut {
            if interrupted() { return nil }
        }
        finished.signal()
        return state.withLock { $0.outcome }
    }

    /// Whether it has finished (without waiting).
    var isFinished: Bool { state.withLock { $0.outcome != nil } }

    /// Ends the worker being restored (the graph closes): its replay fails at once.
    func cancel() {
        let pid = state.withLock { state -> Int32? in
            state.cancelled = true
            return state.pid
        }
        if let pid { kill(pid, SIGKILL) }
    }
}
