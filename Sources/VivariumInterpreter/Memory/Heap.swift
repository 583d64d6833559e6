import OrderedCollections

/// A class instance: its fields and its place in the heap.
public final class HeapObject {
    public let id: ObjectID
    public let typeName: String
    /// Per-type counter from 1: the `n` of `Type#n`.
    public let serial: Int
    /// Its stored properties. Changed in place (`_modify`), after the write barrier.
    public var fields: OrderedDictionary<String, Value> {
        get { storedFields }
        _modify {
            willChange()
            yield &storedFields
            counts?.markDirty(.object(id))
        }
        set {
            willChange()
            storedFields = newValue
            counts?.markDirty(.object(id))
        }
    }
    private var storedFields: OrderedDictionary<String, Value>

    /// Empties its stored properties as it is freed, after the write barrier, without asking
    /// for a recount: the collector settles what they held at once (`ReferenceCounts.holderFreed`).
    func emptyFieldsAsFreed() {
        willChange()
        storedFields = [:]
    }
    /// The counts its stored properties hold references in.
    var counts: ReferenceCounts? {
        get { countsLink?.target }
        set { countsLink = newValue?.link }
    }
    private var countsLink: Unretained<ReferenceCounts>?
    public internal(set) var isFreed = false { willSet { willChange() } }
    /// Unreachable from every root but kept alive by a reference cycle.
    public internal(set) var isLeaked = false { willSet { willChange() } }
    /// What was running when it was created.
    public let creationContext: CreationContext
    /// The holder last seen by `Heap.describeHolders`, reported when it is freed.
    public var lastHolder: String? { willSet { willChange() } }
    /// What was being evaluated when it was made (see `ProvenanceStep`).
    public internal(set) var provenance: [ProvenanceStep] = [] { willSet { willChange() } }
    /// An object of a bundled module's plumbing (`@_vivariumInternal("Subscribers.Sink")`): not
    /// reported created, freed or leaked, and shown in a reference cycle by this label
    /// (nil: left out of the cycle).
    public internal(set) var isInternal = false { willSet { willChange() } }
    public internal(set) var internalLabel: String? { willSet { willChange() } }
    /// For a leaked object: the shortest strong path from it back to itself
    /// (`ViewModel#1 → AnyCancellable#3 → closure → ViewModel#1`).
    public internal(set) var leakCycle: [String]? { willSet { willChange() } }
    /// What its class's generic parameters stand for (`Item` → `Post` for a `ListViewModel<Post>`).
    public internal(set) var genericArguments: [String: String] = [:] { willSet { willChange() } }
    /// A failable initializer returned nil before every stored property had a value: Swift
    /// frees the object without running its `deinit` (it was never fully initialized).
    var skipsDeinit = false { willSet { willChange() } }
    /// When it was made, and when it last saved itself for the undo log (`UndoLog`).
    let birth = UndoLog.now
    private var saved = 0

    /// The write barrier: before the first write of a command to an object older than it, the
    /// undo log gets the whole object as it is (its fields and its marks).
    @inline(__always)
    private func willChange() {
        guard let log = UndoLog.active, log.shouldSave(birth: birth, saved: &saved) else { return }
        let fields = storedFields
        let marks = (isFreed, isLeaked, lastHolder, provenance, isInternal, internalLabel, leakCycle, genericArguments)
        log.record { [self] in
            storedFields = fields
            (isFreed, isLeaked, lastHolder, provenance, isInternal, internalLabel, leakCycle, genericArguments) = marks
        }
    }

    init(id: ObjectID, typeName: String, serial: Int, fields: OrderedDictionary<String, Value>, creationContext: CreationContext) {
        self.id = id
        self.typeName = typeName
        self.serial = serial
        self.storedFields = fields
        self.creationContext = creationContext
    }

    /// `ViewModel#1`
    public var name: String { "\(typeName)#\(serial)" }
    /// How holders name it: `ViewModel#1`, or a module's plumbing by its label (`Subscribers.Sink`).
    public var displayName: String { isInternal ? (internalLabel ?? typeName) : name }
}

/// Who was creating objects: `ParentView/VStack/ChildView.viewModel` with the note
/// `@StateObject's initial value, evaluated once when the view was installed`, or `ContentView body`, or `tap "Tap me"`.
public struct CreationContext: Equatable, Sendable {
    public var holder: String
    public var note: String?

    public init(holder: String, note: String? = nil) {
        self.holder = holder
        self.note = note
    }
}

/// Something that happened to an object, in order.
public enum HeapEvent {
    case created(ObjectID)
    case freed(ObjectID)
    case leaked(ObjectID)
}

/// All class instances of one graph, with explicit lifetimes.
///
/// Liveness follows Swift's ARC exactly: an object is freed when no root and no other live
/// object holds a strong reference to it; objects kept alive only by a cycle are leaked.
public final class Heap {
    public private(set) var objects = LiveObjects()
    /// Freed objects stay addressable (for names and `weak` reads): oldest first.
    public var freedObjects: [HeapObject] { objects.freed }
    private var nextID = 1
    private var serials: [String: Int] = [:]
    /// Set when a reference may have been dropped: the next safe point runs a collection.
    public var needsCollection = false

    /// A frame lets go of `value` (a local overwritten or going out of scope): returns whether
    /// that may free something at the next safe point, and notes a leak suspect when it cannot
    /// (below). It may when `value` references an object no durable holder counts
    /// now, or a closure's captured variables, or a holder changed since the last count. An
    /// object some durable holder counts stays alive whatever the frames do: when that holder
    /// lets go, its own write asks for the collection. One held only by other objects may be
    /// left to a cycle: it is a leak suspect (`ReferenceCounts.droppedByFrame`), checked by
    /// the transaction's end at the latest.
    @inline(__always)
    func frameLetsGo(of value: Value) -> Bool {
        switch value {
        case .object(let id):
            if counts.hasUncountedChanges || counts.count(id) == 0 { return true }
            counts.droppedByFrame(id)
            return false
        case .void, .nil, .int, .double, .bool, .string, .range, .weakObject, .type, .keyPath, .objectIdentifier: return false
        default: return References.mayHoldReferences(value)
        }
    }
    /// The record of the current command; the graph drains it.
    public var events: [HeapEvent] = []

    /// A write or a frame let go of `value`: a safe point is due when that may free something,
    /// and the value is noted in the order it was let go (`releasedValues`).
    func letGo(_ value: Value) {
        guard References.mayHoldReferences(value) else { return }
        needsCollection = true
        releasedValues.append(value)
    }

    /// What writes and ending frames let go of since the last collection, in that order: the
    /// collection frees the objects it finds unreferenced in the order Swift releases them
    /// (`takeReleaseRanks(of:)`) — a function's locals last declared first, an array's elements
    /// first to last — and the objects none of these reaches after them, oldest first. Noting
    /// is an append; the values are walked only by a collection that frees two objects or more.
    private(set) var releasedValues: [Value] = []

    /// Notes that `value` was let go, after whatever was let go before it.
    func rankRelease(of value: Value) {
        if References.mayHoldReferences(value) { releasedValues.append(value) }
    }

    /// Where each of `candidates` was let go last among the values noted since the last
    /// collection (absent: not reached by any), and the notes forgotten.
    func takeReleaseRanks(of candidates: [ObjectID]) -> [ObjectID: Int] {
        defer { if !releasedValues.isEmpty { releasedValues.removeAll(keepingCapacity: true) } }
        guard candidates.count > 1, !releasedValues.isEmpty else { return [:] }
        let wanted = Set(candidates)
        var ranks: [ObjectID: Int] = [:]
        var rank = 0
        var boxes = Set<ObjectIdentifier>()
        for value in releasedValues {
            References.strongReferences(in: value, boxes: &boxes) { id in
                rank += 1
                if wanted.contains(id) { ranks[id] = rank }
            }
            if !boxes.isEmpty { boxes.removeAll(keepingCapacity: true) }
        }
        return ranks
    }

    /// What a command may change of the heap's own scalars, saved as it starts (`UndoLog`):
    /// restored by its rollback.
    func saveScalars() {
        let (needsCollection, events, releasedValues) = (self.needsCollection, self.events, self.releasedValues)
        undo.record { [self] in
            self.needsCollection = needsCollection
            self.events = events
            self.releasedValues = releasedValues
        }
    }
    /// Strong reference counts, kept as references change.
    public private(set) lazy var counts = ReferenceCounts(heap: self)
    /// The engine's write barrier: what each write of the running command overwrote.
    public let undo = UndoLog()

    public init() {}

    func allocate(typeName: String, creationContext: CreationContext) -> HeapObject {
        let previousSerial = serials[typeName]
        let serial = (previousSerial ?? 0) + 1
        serials[typeName] = serial
        let object = HeapObject(id: nextID, typeName: typeName, serial: serial, fields: [:], creationContext: creationContext)
        nextID += 1
        let position = objects.insert(object)
        if undo.isRecording {
            undo.record { [self] in
                if let position { objects.undoInsert(object.id, at: position) }
                nextID -= 1
                serials[typeName] = previousSerial
            }
        }
        object.counts = counts
        counts.allocated(object.id)
        events.append(.created(object.id))
        needsCollection = true
        return object
    }

    /// A live or freed object by id.
    public func object(_ id: ObjectID) -> HeapObject? {
        objects.anyObject(id)
    }

    /// The id the next object will get.
    var nextObjectID: Int { nextID }

    public func isAlive(_ id: ObjectID) -> Bool { objects[id] != nil }

    /// Whether every object `value` strongly references is alive: a value kept in a record
    /// that holds nothing (a view's init arguments) may capture objects freed since.
    public func isAlive(referencedBy value: Value) -> Bool {
        References.strongReferences(in: value).allSatisfy(isAlive)
    }

    /// `ViewModel#1`, or `#id` for an unknown id.
    public func name(of id: ObjectID) -> String { object(id)?.name ?? "#\(id)" }

    func markFreed(_ object: HeapObject) {
        object.isFreed = true
        let compacted = objects.remove(object.id)
        if undo.isRecording {
            undo.record { [self] in
                objects.undoRemove(object, order: compacted)
            }
        }
        counts.freed(object.id)
        events.append(.freed(object.id))
    }

    func markLeaked(_ object: HeapObject) {
        object.isLeaked = true
        counts.leaked(object.id)
        events.append(.leaked(object.id))
    }

    /// The synthetic address `ObjectIdentifier` prints: stable for a given script.
    public static func address(of id: ObjectID) -> String {
        let raw = String(0x1000 + id * 0x10, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 16 - raw.count)) + raw
    }
}
