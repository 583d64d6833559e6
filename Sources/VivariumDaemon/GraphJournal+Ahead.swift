import Dispatch
import Foundation
import Synchronization

/// Journal entries written ahead of their commands.
///
/// A command that may change a journaled graph has its entry appended and flushed on the
/// journals' own thread while the engine runs the command, instead of after it: a command that
/// changed the graph is answered once both are done, in the time of the longer, not of both.
/// The graph then keeps the entry (`commit`, which waits for the flush) or cuts it off again
/// (`abandon`, flushed too, before the command is answered). Every write of a journal goes
/// through that one serial queue, so an entry written after (`append`) comes after what was
/// staged and cut off before it. An event loop never waits for the disk: a command it started
/// with an entry written ahead is finished by the graph's actor, as one that changed a
/// journaled graph always was (`GraphHost.runInline`).
///
/// Like an entry flushed before its answer was sent, an entry written ahead may outlive a
/// daemon killed while its command runs: the graph comes back with that command (at most one
/// past the last acknowledged rev), or without it.
extension GraphJournal {
    /// The journals' writes, in order, off the graphs' and event loops' threads (a flush waits
    /// on the disk, not the processor).
    static let ahead = DispatchQueue(label: "vivariumd.journal", qos: .userInitiated)

    /// Starts appending and flushing `entry` (returns at once).
    func stage(_ entry: Entry) -> StagedEntry {
        let staged = StagedEntry(entry: entry, journal: self)
        Self.ahead.async { staged.written(Result { try self.appendNow(entry) }) }
        return staged
    }
}

/// A journal entry being written ahead of its command (`GraphJournal.stage`). Ended once, by
/// whoever finishes the command: `commit` or `abandon`; any later call does nothing.
final class StagedEntry: Sendable {
    let entry: GraphJournal.Entry
    private let journal: GraphJournal
    private let done = DispatchSemaphore(value: 0)
    /// Where the entry starts in the file, or why it could not be written and flushed; set on
    /// the journals' queue before `done` is signalled.
    private let outcome = Mutex<Result<Int, any Error>?>(nil)
    private let ended = Mutex(false)

    fileprivate init(entry: GraphJournal.Entry, journal: GraphJournal) {
        self.entry = entry
        self.journal = journal
    }

    fileprivate func written(_ result: Result<Int, any Error>) {
        outcome.withLock { $0 = result }
        done.signal()
    }

    /// Waits until the entry is on disk and keeps it; throws why it is not (the write or the
    /// flush refused: the file was cut back to its last entry).
    func commit() throws {
        guard end() else { return }
        done.wait()
        if case .failure(let error)? = outcome.withLock({ $0 }) { throw error }
    }

    /// Cuts the entry off again and returns once that is on disk: a command answered as not
    /// having changed the graph is not in its journal, whatever happens next.
    func abandon() {
        guard end() else { return }
        GraphJournal.ahead.sync { cutOff() }
    }

    /// Cuts the entry off again on the journals' queue, returning at once: for an event loop,
    /// with a command that never ran and will be run (and journaled) again by the graph.
    func abandonSoon() {
        guard end() else { return }
        GraphJournal.ahead.async { [self] in cutOff() }
    }

    private func cutOff() {
        // NB: the write ran first (the queue is serial): the outcome is set.
        guard case .success(let start)? = outcome.withLock({ $0 }) else { return }
        journal.cutBack(to: start)
    }

    private func end() -> Bool {
        ended.withLock { ended in
            defer { ended = true }
            return !ended
        }
    }
}
