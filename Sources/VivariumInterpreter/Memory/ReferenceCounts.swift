import OrderedCollections

/// Something that holds strong references between safe points and whose references are
/// counted as they change: an object's stored properties, a node of the host's view graph,
/// a value the host keeps for a while (a removed view's storage until the update ends), a
/// session variable.
public enum Holder: Hashable, Sendable {
    case object(ObjectID)
    case node(Int)
    case held(Int)
    case variable(ObjectIdentifier)
    /// A task that is not running: its closure and the frames it is suspended in.
    case task(Int)
}

/// Strong reference counts kept as references are stored, overwritten and dropped, as Swift's
/// ARC keeps them, so that freeing costs what changed instead of a walk of everything.
///
/// Holders report a change by marking themselves dirty (an object's `fields`, a node's
/// storage, a captured variable written); the next safe point recounts only the dirty ones.
/// Each holder counts once for each distinct object it references, looking through closures
/// into the variables they capture. Running frames are not counted: they are few, so a safe
/// point scans them (deferred reference counting).
///
/// What a cycle keeps alive is found from suspects — objects whose count went down but not
/// to zero, new objects, objects a frame stopped holding — by trial deletion.
public final class ReferenceCounts {
    /// Safe: the heap creates its counts (`Heap.counts`) and is their only owner, so the
    /// counts never outlive it (a strong reference would be a cycle).
    unowned(unsafe) let heap: Heap
    /// Durable counts by object (absent: zero).
    private(set) var counts = ObjectTable<Int>()
    /// Live objects no durable holder references: freed at a safe point unless a frame holds them.
    private(set) var zeroes: Set<ObjectID> = []
    /// What each holder references, as last counted (absent: nothing).
    private var counted = HolderTable<Counted>()
    private var dirty: OrderedSet<Holder> = []
    /// References held by leaked objects (they keep their targets, but from outside every root).
    private(set) var fromLeaked = ObjectTable<Int>()
    /// Objects that may have become unreachable since the last leak check.
    var suspects: Set<ObjectID> = []
    /// What the frames held at the last leak check.
    var lastScanned: Set<ObjectID> = []
    /// Values held by `held` holders, and session variables counted as holders.
    private var heldValues: [Int: Value] = [:]
    private var nextHeld = 1
    private var variables: [ObjectIdentifier: Box] = [:]
    /// Holders whose references look through a captured variable: recounted when it is written.
    private var watchers: [ObjectIdentifier: SmallSet<Holder>] = [:]
    /// Changes that can rename an object's first holder. A node inserted, removed, moved or
    /// renamed, a session variable declared or removed: every name may change.
    public private(set) var structureChanges = 0
    public func structureChanged() { structureChanges += 1 }
    /// Objects that gained or lost a holder, or changed the property or value slot it holds
    /// them through, and new objects: only their names (and what they hold) may change.
    var renamed: Set<ObjectID> = []
    /// The state `updateHolders` last walked: structure changes and what frames held.
    var namedHolders: (structure: Int, scanned: [String])?
    /// Who references each object (the reverse of `counted`).
    private(set) var holdersOf = ObjectTable<SmallSet<Holder>>()

    /// Work done, for tests and measurements: holders recounted, and walks of every root
    /// (only `objects`, `inspect` and the holder names a reply reports should walk).
    public internal(set) var recounts = 0
    public internal(set) var rootWalks = 0
    /// References the safe points found scanning frames and static storage (tests count them).
    public internal(set) var scannedReferences = 0
    /// Tasks running now (their frames are scanned at safe points, not counted).
    public private(set) var runningTasks: Set<Int> = []
    /// A task's closure and the variables of the frames it is suspended in (nil: finished).
    var taskRoots: ((Int) -> (values: [Value], variables: [Box])?)?
    /// The values a node of the host holds (nil: not in the graph).
    public var nodeValues: ((Int) -> [Value]?)?

    /// What holders that do not own the counts refer to them by (`Unretained`).
    let link = Unretained<ReferenceCounts>()

    init(heap: Heap) {
        self.heap = heap
        link.bind(self)
    }

    deinit { link.clear() }

    // MARK: The write barrier (`UndoLog`)

    /// Records what `self[keyPath: path][key]` holds before the command's first write to it
    /// (`saves` marks the keys saved): that record alone puts the key back, whatever the
    /// command wrote to it after. A key the command adds costs no record of its own.
    @inline(__always)
    private func willWrite<Table: KeyedEntries>(
        _ path: ReferenceWritableKeyPath<ReferenceCounts, Table>, _ key: Table.Key,
        _ saves: ReferenceWritableKeyPath<ReferenceCounts, UndoLog.SavedEntries<Table.Key>>
    ) {
        let undo = heap.undo
        forgetSavesAtEnd(of: undo)
        guard self[keyPath: saves].isFirstWrite(of: key, in: undo) else { return }
        guard let old = self[keyPath: path][key] else {
            guard self[keyPath: saves].added(key, in: undo) else { return }
            return undo.record { [self] in
                for key in self[keyPath: saves].takeAdded() { self[keyPath: path][key] = nil }
            }
        }
        undo.record { [self] in self[keyPath: path][key] = old }
    }
    /// The command whose saved keys are forgotten at its end (`UndoLog.whenEnded`).
    private var savesEndIn = 0

    /// Has the running command's saved keys forgotten when it ends.
    @inline(__always)
    private func forgetSavesAtEnd(of undo: UndoLog) {
        guard savesEndIn != undo.start, undo.isRecording else { return }
        savesEndIn = undo.start
        undo.whenEnded { [self] in
            savedCounts.reset(); savedFromLeaked.reset(); savedHeldValues.reset(); savedVariables.reset()
            savedCounted.reset(); savedZeroes.reset(); savedWatchers.reset(); savedHoldersOf.reset()
        }
    }
    private var savedCounts = UndoLog.SavedEntries<ObjectID>()
    private var savedFromLeaked = UndoLog.SavedEntries<ObjectID>()
    private var savedHeldValues = UndoLog.SavedEntries<Int>()
    private var savedVariables = UndoLog.SavedEntries<ObjectIdentifier>()
    private var savedCounted = UndoLog.SavedEntries<Holder>()

    /// Records what `watchers[key]` or `holdersOf[key]` holds before the command's first write
    /// to it: those sets grow in place (an object read by 10,000 rows has 10,000 holders), and
    /// a record per write would keep a copy of the set at each write.
    @inline(__always)
    private func willWriteOnce<Table: KeyedEntries>(
        _ path: ReferenceWritableKeyPath<ReferenceCounts, Table>, _ key: Table.Key,
        _ saved: ReferenceWritableKeyPath<ReferenceCounts, UndoLog.SavedKeys<Table.Key>>
    ) {
        let undo = heap.undo
        forgetSavesAtEnd(of: undo)
        guard self[keyPath: saved].isFirstWrite(of: key, in: undo) else { return }
        let old = self[keyPath: path][key]
        undo.record { [self] in self[keyPath: path][key] = old }
    }
    private var savedWatchers = UndoLog.SavedKeys<ObjectIdentifier>()
    private var savedHoldersOf = UndoLog.SavedKeys<ObjectID>()

    /// Records whether `zeroes` holds `id` before the command's first insertion or removal of
    /// it: that record alone puts it back. Members absent before the command are removed by
    /// one record.
    @inline(__always)
    private func willWriteZeroes(_ id: ObjectID) {
        guard id < madeFrom else { return }
        let undo = heap.undo
        forgetSavesAtEnd(of: undo)
        guard savedZeroes.isFirstWrite(of: id, in: undo) else { return }
        guard zeroes.contains(id) else {
            guard savedZeroes.added(id, in: undo) else { return }
            return undo.record { [self] in
                for id in savedZeroes.takeAdded() { zeroes.remove(id) }
            }
        }
        undo.record { [self] in zeroes.insert(id) }
    }
    private var savedZeroes = UndoLog.SavedEntries<ObjectID>()

    /// Objects the running command made have ids from `madeFrom` to `lastMade`: no entry of
    /// theirs existed before it, so their writes need no saved key (`willWrite`): one record,
    /// made as the command starts (and so undone last), removes what they have in every table.
    /// A linked list of 4,000 new nodes saved some 24,000 keys.
    private var madeFrom = Int.max
    private var lastMade = 0

    /// Whether `id` is an object the running command made (see `madeFrom`).
    @inline(__always)
    private func isMadeByCommand(_ id: ObjectID) -> Bool { id >= madeFrom }

    /// Whether `holder` is an object the running command made.
    @inline(__always)
    private func isMadeByCommand(_ holder: Holder) -> Bool {
        if case .object(let id) = holder { id >= madeFrom } else { false }
    }

    /// The counts' small state, saved whole as a command starts: between commands the dirty
    /// holders, suspects and renamed objects are few (each safe point and reply settles them).
    func saveScalars() {
        madeFrom = heap.nextObjectID
        lastMade = madeFrom - 1
        heap.undo.record { [self] in
            if lastMade >= madeFrom {
                for id in madeFrom...lastMade {
                    counts[id] = nil
                    fromLeaked[id] = nil
                    holdersOf[id] = nil
                    zeroes.remove(id)
                    counted[.object(id)] = nil
                }
            }
            lastMade = madeFrom - 1
        }
        let saved = (dirty, suspects, lastScanned, nextHeld, structureChanges, renamed, namedHolders,
                     recounts, rootWalks, scannedReferences, runningTasks, changes)
        heap.undo.record { [self] in
            (dirty, suspects, lastScanned, nextHeld, structureChanges, renamed, namedHolders,
             recounts, rootWalks, scannedReferences, runningTasks, changes) = saved
        }
    }

    /// How many times a holder reported a change: equal before and after a command only if
    /// it stored, overwrote and dropped no reference.
    public private(set) var changes = 0

    /// A holder took or dropped a value that references nothing: nothing to recount.
    public func markChanged() {
        changes += 1
    }

    public func markDirty(_ holder: Holder) {
        changes += 1
        dirty.append(holder)
    }

    func allocated(_ id: ObjectID) {
        if id > lastMade { lastMade = id }
        renamed.insert(id)
        willWriteZeroes(id)
        zeroes.insert(id)
        suspects.insert(id)
    }

    func freed(_ id: ObjectID) {
        willWriteZeroes(id)
        zeroes.remove(id)
        suspects.remove(id)
    }

    /// Starts counting what `value` references until `release(_:)`; returns its token.
    public func retain(_ value: Value) -> Int {
        let token = nextHeld
        nextHeld += 1
        willWrite(\.heldValues, token, \.savedHeldValues)
        heldValues[token] = value
        markDirty(.held(token))
        return token
    }

    /// The value counted under `token`, until it is released.
    func heldValue(_ token: Int) -> Value? { heldValues[token] }

    public func release(_ token: Int) {
        willWrite(\.heldValues, token, \.savedHeldValues)
        heldValues[token] = nil
        markDirty(.held(token))
    }

    /// A session variable: counted while declared.
    func declareVariable(_ box: Box) {
        guard !box.isWeak else { return }
        let key = ObjectIdentifier(box)
        willWrite(\.variables, key, \.savedVariables)
        variables[key] = box
        box.watcher = self
        markDirty(.variable(key))
        structureChanged()
    }

    func removeVariable(_ box: Box) {
        let key = ObjectIdentifier(box)
        guard variables[key] != nil else { return }
        willWrite(\.variables, key, \.savedVariables)
        variables[key] = nil
        markDirty(.variable(key))
        structureChanged()
    }

    /// A variable was written: recount it (a session variable) and the holders whose closures capture it.
    func variableChanged(_ box: Box) {
        let key = ObjectIdentifier(box)
        changes += 1
        if variables[key] != nil { dirty.append(.variable(key)) }
        if let holders = watchers[key] { dirty.append(contentsOf: holders) }
    }

    /// The strong references durable holders (not running frames) hold on `id`, each
    /// holder counting once, with every change so far counted.
    public func strongCount(_ id: ObjectID) -> Int {
        flush()
        return count(id)
    }

    /// The durable count of `id`.
    public func count(_ id: ObjectID) -> Int { counts[id] ?? 0 }

    /// The distinct objects `holder` references, as last counted.
    func references(of holder: Holder) -> [ObjectID] { counted[holder]?.references ?? [] }

    /// A frame let go of `id` without a safe point (its count is not zero): held only by other
    /// objects, it may now be kept alive by a cycle alone, so the next leak check looks at it.
    func droppedByFrame(_ id: ObjectID) {
        guard let holders = holdersOf[id], holders.contains(where: { if case .object = $0 { true } else { false } }) else { return }
        suspects.insert(id)
    }

    /// Whether some holder reported a change not counted yet.
    var hasUncountedChanges: Bool { !dirty.isEmpty }

    /// Recounts every dirty holder.
    func flush() {
        while !dirty.isEmpty {
            let batch = dirty
            dirty = []
            for holder in batch { recount(holder) }
        }
    }

    /// A task starts or resumes: while it runs, safe points scan its frames.
    func taskResumed(_ id: Int) {
        runningTasks.insert(id)
        markDirty(.task(id))
    }

    /// A task suspended, finished or was created: count what it holds.
    func taskSuspended(_ id: Int) {
        runningTasks.remove(id)
        markDirty(.task(id))
    }

    private func values(of holder: Holder) -> [Value] {
        switch holder {
        case .object(let id):
            guard let object = heap.objects[id] else { return [] }
            return object.fields.values.elements
        case .node(let handle):
            return nodeValues?(handle) ?? []
        case .held(let token):
            return heldValues[token].map { [$0] } ?? []
        case .variable(let key):
            return variables[key].map { [$0.value] } ?? []
        case .task(let id):
            guard !runningTasks.contains(id), let roots = taskRoots?(id) else { return [] }
            return roots.values + roots.variables.map(\.value)
        }
    }

    /// The variables of a suspended task's frames: written (by a closure that captured one),
    /// the task is recounted.
    private func frameVariables(of holder: Holder) -> [Box] {
        guard case .task(let id) = holder, !runningTasks.contains(id) else { return [] }
        return taskRoots?(id)?.variables ?? []
    }

    /// The object `id` was freed and its stored properties emptied: what it referenced loses
    /// it as a holder now, as a recount of its empty fields would at the next safe point.
    /// Returns the objects it referenced (ascending), as last counted. Its other changes must
    /// have been counted (`flush`) first.
    func holderFreed(_ id: ObjectID) -> [ObjectID] {
        let holder = Holder.object(id)
        if dirty.contains(holder) { dirty.remove(holder) }
        recounts += 1
        // What `recount(holder, values: [])` does, without gathering values: every slot's
        // references moved out, every captured variable unwatched, every target dropped.
        guard let old = counted[holder] else { return [] }
        for ids in old.byValue { noteMoved([], ids) }
        for box in old.watched { unwatch(box, for: holder) }
        if !isMadeByCommand(holder) { willWrite(\.counted, holder, \.savedCounted) }
        counted[holder] = nil
        let leakedHolder = heap.object(id)?.isLeaked == true
        for target in old.references { drop(target, by: holder, leakedHolder: leakedHolder) }
        return old.references
    }

    private func recount(_ holder: Holder) {
        recount(holder, values: values(of: holder))
    }

    /// Counts `values` as all that `holder` references now.
    private func recount(_ holder: Holder, values: [Value]) {
        recounts += 1
        var boxes = Set<ObjectIdentifier>()
        for box in frameVariables(of: holder) where boxes.insert(ObjectIdentifier(box)).inserted {
            watch(box, for: holder)
        }
        // Each value's distinct references, ascending, one after another in `flat` (value
        // `index` ends at `ends[index]`): most values are a number, a string or one object, and
        // need no set.
        var flat = scratch.flat, ends = scratch.ends
        scratch = ([], [])
        defer {
            flat.removeAll(keepingCapacity: true); ends.removeAll(keepingCapacity: true)
            scratch = (flat, ends)
        }
        for value in values {
            switch value {
            case .object(let id):
                flat.append(id)
            case .void, .nil, .int, .double, .bool, .string, .range, .weakObject, .type, .keyPath, .objectIdentifier:
                break
            default:
                var valueIDs = Set<ObjectID>()
                References.strongReferences(in: value, boxes: &boxes, onBox: { self.watch($0, for: holder) }) { valueIDs.insert($0) }
                flat.append(contentsOf: valueIDs.sorted())
            }
            ends.append(flat.count)
        }
        let old = counted[holder] ?? Counted()
        let byValueChanged = !old.byValue(equals: flat, ends: ends)
        let new: [ObjectID]
        if flat.count < 2 {
            // NB: not `flat` itself: it is the scratch buffer, with the capacity of the largest
            // holder ever counted; a count kept in `counted` would keep that buffer (and the
            // scratch, no longer unique, allocate another as large at its `removeAll`): a re-render
            // of 1,000 rows kept a few hundred bytes per row per re-render.
            new = flat.isEmpty ? [] : [flat[0]]
        } else {
            var sorted = flat.sorted()
            var last = -1, kept = 0
            for id in sorted where id != last { sorted[kept] = id; kept += 1; last = id }
            sorted.removeLast(sorted.count - kept)
            new = sorted
        }
        let referencesChanged = new != old.references
        guard byValueChanged || referencesChanged || boxes != old.watched else { return }
        var now = Counted(references: new, byValue: [], watched: boxes)
        if byValueChanged {
            var start = 0
            for end in ends {
                now.byValue.append(Array(flat[start..<end]))
                start = end
            }
            for index in 0..<max(now.byValue.count, old.byValue.count) {
                noteMoved(index < now.byValue.count ? now.byValue[index] : [],
                          index < old.byValue.count ? old.byValue[index] : [])
            }
            if now.byValue.allSatisfy({ $0.isEmpty }) { now.byValue = [] }
        } else {
            now.byValue = old.byValue
        }
        // Variables its closures no longer capture stop reporting to it.
        for box in old.watched where !boxes.contains(box) { unwatch(box, for: holder) }
        if !isMadeByCommand(holder) { willWrite(\.counted, holder, \.savedCounted) }
        counted[holder] = now.isEmpty ? nil : now
        guard referencesChanged else { return }
        let oldReferences = old.references
        var leakedHolder = false
        if case .object(let id) = holder, heap.object(id)?.isLeaked == true { leakedHolder = true }
        // Both ascending: one merge walk finds what was added and what was dropped.
        var added: [ObjectID] = [], dropped: [ObjectID] = []
        var i = 0, j = 0
        while i < new.count || j < oldReferences.count {
            if j == oldReferences.count || (i < new.count && new[i] < oldReferences[j]) {
                added.append(new[i]); i += 1
            } else if i == new.count || oldReferences[j] < new[i] {
                dropped.append(oldReferences[j]); j += 1
            } else {
                i += 1; j += 1
            }
        }
        for id in added {
            let old = !isMadeByCommand(id)
            if old { willWriteOnce(\.holdersOf, id, \.savedHoldersOf) }
            holdersOf[id, default: []].insert(holder)
            let count = counts[id] ?? 0
            if old { willWrite(\.counts, id, \.savedCounts) }
            counts[id] = count + 1
            if count == 0 {
                willWriteZeroes(id)
                zeroes.remove(id)
            }
            if leakedHolder {
                if old { willWrite(\.fromLeaked, id, \.savedFromLeaked) }
                fromLeaked[id, default: 0] += 1
            }
        }
        for id in dropped { drop(id, by: holder, leakedHolder: leakedHolder) }
    }

    /// `holder` no longer references `id`: one count less, and a live object that no durable
    /// holder counts any more is a zero (freed at the next safe point unless a frame holds it),
    /// one still counted a leak suspect.
    @inline(__always)
    private func drop(_ id: ObjectID, by holder: Holder, leakedHolder: Bool) {
        let old = !isMadeByCommand(id)
        if old { willWriteOnce(\.holdersOf, id, \.savedHoldersOf) }
        if var holders = holdersOf.removeValue(forKey: id) {
            holders.remove(holder)
            if !holders.isEmpty { holdersOf[id] = holders }
        }
        let count = (counts[id] ?? 0) - 1
        if old { willWrite(\.counts, id, \.savedCounts) }
        counts[id] = count == 0 ? nil : count
        if leakedHolder {
            let n = (fromLeaked[id] ?? 0) - 1
            if old { willWrite(\.fromLeaked, id, \.savedFromLeaked) }
            fromLeaked[id] = n == 0 ? nil : n
        }
        guard heap.objects[id] != nil else { return }
        if count == 0 {
            willWriteZeroes(id)
            zeroes.insert(id)
        } else {
            suspects.insert(id)
        }
    }

    /// `holder`'s closures no longer capture the variable `box`: its writes stop recounting it.
    private func unwatch(_ box: ObjectIdentifier, for holder: Holder) {
        willWriteOnce(\.watchers, box, \.savedWatchers)
        if var holders = watchers.removeValue(forKey: box) {
            holders.remove(holder)
            if !holders.isEmpty { watchers[box] = holders }
        }
    }
    /// Marks renamed what one value slot of a holder references now or did before, not both
    /// (`after` and `before` ascending, without repeats): one merge walk.
    @inline(__always)
    private func noteMoved(_ after: [ObjectID], _ before: [ObjectID]) {
        if after == before { return }
        var i = 0, j = 0
        while i < after.count || j < before.count {
            if j == before.count || (i < after.count && after[i] < before[j]) {
                renamed.insert(after[i]); i += 1
            } else if i == after.count || before[j] < after[i] {
                renamed.insert(before[j]); j += 1
            } else {
                i += 1; j += 1
            }
        }
    }

    /// `holder` looks through the captured variable `box`: written, it recounts `holder`.
    private func watch(_ box: Box, for holder: Holder) {
        box.watcher = self
        willWriteOnce(\.watchers, ObjectIdentifier(box), \.savedWatchers)
        watchers[ObjectIdentifier(box), default: []].insert(holder)
    }

    /// `recount`'s buffers, kept between recounts.
    private var scratch: (flat: [ObjectID], ends: [Int]) = ([], [])

    /// `object` was found leaked: what it references is now referenced from outside the roots.
    func leaked(_ id: ObjectID) {
        for target in counted[.object(id)]?.references ?? [] {
            if !isMadeByCommand(target) { willWrite(\.fromLeaked, target, \.savedFromLeaked) }
            fromLeaked[target, default: 0] += 1
        }
    }
}

/// What one holder references, as last counted.
struct Counted {
    /// The distinct objects, ascending.
    var references: [ObjectID] = []
    /// Value by value (an object's properties in order, a node's storage, subscriptions, view
    /// value fields and modifiers), each ascending: where a reference moved. Empty when no
    /// value references anything.
    var byValue: [[ObjectID]] = []
    /// The captured variables its closures look through.
    var watched: Set<ObjectIdentifier> = []

    var isEmpty: Bool { references.isEmpty && byValue.isEmpty && watched.isEmpty }

    /// Whether `byValue` is what `flat` and `ends` lay out (see `recount`).
    func byValue(equals flat: [ObjectID], ends: [Int]) -> Bool {
        if byValue.isEmpty { return flat.isEmpty }
        guard byValue.count == ends.count else { return false }
        var start = 0
        for (index, end) in ends.enumerated() {
            let ids = byValue[index]
            guard ids.count == end - start else { return false }
            var offset = 0
            while offset < ids.count {
                guard ids[offset] == flat[start + offset] else { return false }
                offset += 1
            }
            start = end
        }
        return true
    }
}
