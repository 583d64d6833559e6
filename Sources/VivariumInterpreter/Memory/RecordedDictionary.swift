/// A dictionary behind the write barrier: each write records what its key held before it in
/// the running command's undo log (`UndoLog.active`), so that an index as large as the graph
/// (nodes by handle, readers by slot) is put back in time proportional to the keys a failed
/// command wrote, never copied whole.
///
/// A class, so that the record puts back this dictionary wherever it is kept.
public final class RecordedDictionary<Key: Hashable, Entry> {
    public private(set) var storage: [Key: Entry] = [:]
    /// The keys the running command has saved already (`savedIn`: its start stamp).
    private var saved = UndoLog.SavedKeys<Key>()
    /// The keys the running command added (absent before it), and the command's start stamp:
    /// one record removes them all.
    private var added: [Key] = []
    private var addedIn = 0

    public init() {}

    /// The first write of a command to a key records what the key held: the rollback puts
    /// that back whatever the command wrote there after it. (A record per write would keep a
    /// copy of an entry as it grows — a set of 10,000 readers filled in one command kept
    /// 10,000 copies of it — and copy-on-write would copy it at each write.) A key the command
    /// adds joins `added` instead of making a record of its own: a mount of 10,000 rows adds
    /// some 70,000 keys to the graph's indexes.
    @inline(__always)
    private func willWrite(_ key: Key) {
        guard let log = UndoLog.active, log.isRecording else { return }
        if endsIn != log.start { forgetAtEnd(of: log) }
        guard saved.isFirstWrite(of: key, in: log) else { return }
        guard let old = storage[key] else { return willAdd(key, in: log) }
        log.record { [self] in storage[key] = old }
    }

    /// The command the keys are forgotten at the end of (`UndoLog.whenEnded`).
    private var endsIn = 0

    private func forgetAtEnd(of log: UndoLog) {
        endsIn = log.start
        log.whenEnded { [self] in
            saved.reset()
            added = []
            addedIn = 0
        }
    }

    private func willAdd(_ key: Key, in log: UndoLog) {
        if addedIn != log.start {
            addedIn = log.start
            added = []
            log.record { [self] in
                for key in added { storage[key] = nil }
                added = []
            }
        }
        added.append(key)
    }

    public subscript(key: Key) -> Entry? {
        get { storage[key] }
        _modify {
            willWrite(key)
            yield &storage[key]
        }
    }

    public subscript(key: Key, default defaultValue: @autoclosure () -> Entry) -> Entry {
        get { storage[key] ?? defaultValue() }
        _modify {
            willWrite(key)
            yield &storage[key, default: defaultValue()]
        }
    }

    @discardableResult
    public func removeValue(forKey key: Key) -> Entry? {
        willWrite(key)
        return storage.removeValue(forKey: key)
    }

    @discardableResult
    public func updateValue(_ value: Entry, forKey key: Key) -> Entry? {
        willWrite(key)
        return storage.updateValue(value, forKey: key)
    }

    /// Empties it (`reset`): recorded whole.
    public func removeAll() {
        if let log = UndoLog.active, log.isRecording {
            let old = storage
            log.record { [self] in storage = old }
        }
        storage = [:]
    }

    public var keys: Dictionary<Key, Entry>.Keys { storage.keys }
    public var values: Dictionary<Key, Entry>.Values { storage.values }
    public var count: Int { storage.count }
    public var isEmpty: Bool { storage.isEmpty }
}

extension RecordedDictionary: Sequence {
    public func makeIterator() -> Dictionary<Key, Entry>.Iterator { storage.makeIterator() }
}
