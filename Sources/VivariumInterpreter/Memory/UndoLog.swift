#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The write barrier's record of one command: what each write to state that outlives the
/// command overwrote, so that a failed command is undone in time proportional to what it
/// changed (DESIGN §7), not by replaying the graph's history.
///
/// Every engine object that outlives a command and can be written — a variable (`Box`), a
/// heap object, the heap's and the counts' bookkeeping, the view graph's nodes, slots and
/// indexes, the clock — reports a write before it makes it (`record`), with a closure that
/// puts back what it overwrites; `rollBack()` runs them newest first. What a command created
/// needs no record: its `birth` is at or after the command's `start`, and nothing older can
/// reach it once the records are undone. A whole object is saved at its first write in a
/// command (`shouldSave`), so a loop writing one field a million times records it once.
///
/// Running code's own locals (compiled activations, scopes made by the command) die with the
/// command and are never recorded. A task that ran during the command has a native stack no
/// record can put back: the session sees `tasksRan` and replays its journal instead.
public final class UndoLog {
    /// Stamps taken by every log of the process, in order: an object's `birth` is the stamp
    /// current when it was made, and a command's `start` a fresh one, so `birth < start` says
    /// the object is older than the command (and its writes must be recorded).
    private static let stamps = Atomic<Int>(1)

    /// The current stamp: what a new object records as its birth.
    @inline(__always)
    public static var now: Int { stamps.load(ordering: .relaxed) }

    /// The stamp the running command started at (0: no command is being recorded).
    public private(set) var start = 0
    private var undo: [Record] = []

    /// How to put back what one write overwrote. (A struct around the closure: an array of
    /// bare closures keeps each behind a reabstraction thunk, a second allocation per record;
    /// a 10,000-row mount makes some 230,000 records.)
    public struct Record {
        let restore: () -> Void
    }
    /// Writes recorded by the running command (tests and the bench count them).
    public var count: Int { undo.count }

    public init() {}

    /// Starts recording a command: every write from now on to an object older than it is recorded.
    public func begin() {
        undo.removeAll(keepingCapacity: true)
        start = Self.stamps.add(1, ordering: .relaxed).newValue
        Self.stamps.add(1, ordering: .relaxed)
    }

    /// Whether a command is being recorded.
    @inline(__always)
    public var isRecording: Bool { start != 0 }

    /// Whether an object born at `birth` must record a write now.
    @inline(__always)
    public func records(birth: Int) -> Bool { start != 0 && birth < start }

    /// Whether an object born at `birth`, last saved at `saved`, must save itself before its
    /// first write of this command; marks it saved. (One record per object per command.)
    @inline(__always)
    public func shouldSave(birth: Int, saved: inout Int) -> Bool {
        guard start != 0, birth < start, saved != start else { return false }
        saved = start
        return true
    }

    /// Records how to put back what a write is about to overwrite.
    @inline(__always)
    public func record(_ restore: @escaping () -> Void) {
        guard start != 0 else { return }
        undo.append(Record(restore: restore))
    }

    /// What runs once the running command ends, committed or rolled back (`whenEnded`).
    private var ended: [() -> Void] = []

    /// Runs `action` once the running command ends (after its rollback, if it fails): for
    /// what only the command needs, such as the keys an index saved (`SavedKeys`), which would
    /// otherwise stay until the index's next write (a 10,000-row mount saves some 100,000).
    public func whenEnded(_ action: @escaping () -> Void) {
        guard start != 0 else { return }
        ended.append(action)
    }

    private func end() {
        let actions = ended
        ended = []
        for action in actions { action() }
    }

    /// The command succeeded: its records are dropped (off its path, by the caller's retirement
    /// when it passes them on: `takeRecords`).
    public func commit() -> [Record] {
        start = 0
        let taken = undo
        undo = []
        end()
        return taken
    }

    /// The command failed: every write it recorded is put back, newest first.
    public func rollBack() {
        let records = undo
        undo = []
        start = 0
        for record in records.reversed() { record.restore() }
        end()
    }

    /// The keys of one index that the running command has saved (one record per key per
    /// command, as `shouldSave` is one per object): its first write to a key records what the
    /// key held, and that record alone puts it back.
    public struct SavedKeys<Key: Hashable> {
        @usableFromInline var start = 0
        @usableFromInline var keys: Set<Key> = []

        @inlinable
        public init() {}

        /// Whether `log` is recording and this is the command's first write to `key` (marked).
        @inlinable @inline(__always)
        public mutating func isFirstWrite(of key: Key, in log: UndoLog) -> Bool {
            guard log.start != 0 else { return false }
            if start != log.start {
                start = log.start
                keys = []
            }
            return keys.insert(key).inserted
        }

        /// Forgets the keys (the command ended).
        @inlinable
        public mutating func reset() {
            start = 0
            keys = []
        }
    }

    /// The keys of one dictionary (or members of one set) that the running command has saved,
    /// and those it added: its first write to a key that held something records what it held;
    /// a key absent before the command joins `added`, which one record empties (a 10,000-row
    /// mount counts some 50,000 objects and holders it creates).
    public struct SavedEntries<Key: Hashable> {
        private var saved = SavedKeys<Key>()
        private var added: [Key] = []
        private var addedIn = 0

        public init() {}

        /// Whether `log` is recording and this is the command's first write to `key` (marked).
        @inline(__always)
        public mutating func isFirstWrite(of key: Key, in log: UndoLog) -> Bool {
            saved.isFirstWrite(of: key, in: log)
        }

        /// Notes that `key` was absent before the command; true when it is the command's first
        /// such key (the caller then records how to remove `takeAdded()`'s keys).
        public mutating func added(_ key: Key, in log: UndoLog) -> Bool {
            let first = addedIn != log.start
            if first {
                addedIn = log.start
                added = []
            }
            added.append(key)
            return first
        }

        /// The keys added by the command being rolled back (emptied).
        public mutating func takeAdded() -> [Key] {
            defer { added = [] }
            return added
        }

        /// Forgets the keys saved and added (the command ended).
        public mutating func reset() {
            saved.reset()
            added = []
            addedIn = 0
        }
    }

    // MARK: The log of this thread's running command

    /// The log of the command running on this thread (an engine's commands, and the tasks they
    /// run, stay on its thread): how a `Box` or a heap object, which know no engine, find it.
    @inline(__always)
    public static var active: UndoLog? {
        guard let pointer = pthread_getspecific(activeKey) else { return nil }
        return Unmanaged<UndoLog>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Makes `log` this thread's active log while `body` runs (the previous one after).
    public static func activating<Result>(_ log: UndoLog, _ body: () throws -> Result) rethrows -> Result {
        let previous = pthread_getspecific(activeKey)
        pthread_setspecific(activeKey, Unmanaged.passUnretained(log).toOpaque())
        defer { pthread_setspecific(activeKey, previous) }
        return try body()
    }

    private static let activeKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
