/// A dictionary behind the write barrier: each write records what its key held before it in
/// the running command's undo log (`UndoLog.active`), so that an index as large as the graph
/// (nodes by handle, readers by slot) is put back in time proportional to the keys a failed
/// command wrote, never copied whole.
///
/// A class, so that the record puts back this dictionary wherever it is kept.
public final class RecordedDictionary<Key: Hashable, Entry> {
    /// The entries (read-only: every write goes through the barrier).
    @inlinable public var storage: [Key: Entry] { entries }
    @usableFromInline var entries: [Key: Entry] = [:]
    /// The keys the running command has saved already (`savedIn`: its start stamp).
    @usableFromInline var saved = UndoLog.SavedKeys<Key>()
    /// The keys the running command added (absent before it), and the command's start stamp:
    /// one record removes them all.
    @usableFromInline var added: [Key] = []
    @usableFromInline var addedIn = 0

    @inlinable
    public init() {}

    /// The first write of a command to a key records what the key held: the rollback puts
    /// that back whatever the command wrote there after it. (A record per write would keep a
    /// copy of an entry as it grows — a set of 10,000 readers filled in one command kept
    /// 10,000 copies of it — and copy-on-write would copy it at each write.) A key the command
    /// adds joins `added` instead of making a record of its own: a mount of 10,000 rows adds
    /// some 70,000 keys to the graph's indexes.
    @inlinable @inline(__always)
    func willWrite(_ key: Key) {
        guard let log = UndoLog.active, log.isRecording else { return }
        if endsIn != log.start { forgetAtEnd(of: log) }
        guard saved.isFirstWrite(of: key, in: log) else { return }
        guard let old = entries[key] else { return willAdd(key, in: log) }
        log.record { [self] in entries[key] = old }
    }

    /// The command the keys are forgotten at the end of (`UndoLog.whenEnded`).
    @usableFromInline var endsIn = 0

    @usableFromInline
    func forgetAtEnd(of log: UndoLog) {
        endsIn = log.start
        log.whenEnded { [self] in
            saved.reset()
            added = []
            addedIn = 0
        }
    }

    @usableFromInline
    func willAdd(_ key: Key, in log: UndoLog) {
        if addedIn != log.start {
            addedIn = log.start
            added = []
            log.record { [self] in
                for key in added { entries[key] = nil }
                added = []
            }
        }
        added.append(key)
    }

    @inlinable
    public subscript(key: Key) -> Entry? {
        get { entries[key] }
        _modify {
            willWrite(key)
            yield &entries[key]
        }
    }

    @inlinable
    public subscript(key: Key, default defaultValue: @autoclosure () -> Entry) -> Entry {
        get { entries[key] ?? defaultValue() }
        _modify {
            willWrite(key)
            yield &entries[key, default: defaultValue()]
        }
    }

    @discardableResult
    @inlinable
    public func removeValue(forKey key: Key) -> Entry? {
        willWrite(key)
        return entries.removeValue(forKey: key)
    }

    @discardableResult
    @inlinable
    public func updateValue(_ value: Entry, forKey key: Key) -> Entry? {
        willWrite(key)
        return entries.updateValue(value, forKey: key)
    }

    /// Empties it (`reset`): recorded whole.
    @inlinable
    public func removeAll() {
        if let log = UndoLog.active, log.isRecording {
            let old = entries
            log.record { [self] in entries = old }
        }
        entries = [:]
    }

    @inlinable
    public var keys: Dictionary<Key, Entry>.Keys { entries.keys }
    @inlinable
    public var values: Dictionary<Key, Entry>.Values { entries.values }
    @inlinable
    public var count: Int { entries.count }
    @inlinable
    public var isEmpty: Bool { entries.isEmpty }
}

extension RecordedDictionary: Sequence {
    @inlinable
    public func makeIterator() -> Dictionary<Key, Entry>.Iterator { entries.makeIterator() }
}
