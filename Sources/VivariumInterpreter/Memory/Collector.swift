import OrderedCollections

/// Object lifetimes as Swift's ARC decides them, settled at safe points.
///
/// Durable holders (object properties, the host's nodes and held values, session variables)
/// and suspended tasks keep counts in `heap.counts` as they change; running frames and static
/// storage are few and are scanned at the safe point. Objects with no holder are freed in the
/// order they were let go (`Heap.releasedValues`: a function's locals last declared first), the
/// rest in id order, each running its `deinit` and releasing what it held, which frees what
/// that alone held right after it (its stored properties in order), before the next. Objects
/// still held but unreachable from any root are kept alive by a cycle: they are reported
/// leaked, once, found from the objects whose count went down since the last check.
extension Interpreter {
    /// Frees every object nothing holds any more, running `deinit`s, and reports new leaks.
    /// `finishingLeakChecks`: the end of a transaction — leak checks put off during it (see
    /// `reportLeaks`) are made now, so its reply names every object it leaked.
    public func collectGarbage(finishingLeakChecks: Bool = false) throws {
        // A `deinit` runs user code, whose statements end at safe points: the outer
        // collection goes on with the next object instead of starting over inside it.
        guard !isCollecting else { return }
        if heap.objects.isEmpty {
            heap.needsCollection = false
            _ = heap.takeReleaseRanks(of: [])
            leakChecks = LeakChecks()
            return
        }
        // The end of a transaction also checks what frames let go of without a safe point.
        let finishing = finishingLeakChecks && (leakChecks.isPutOff || !heap.counts.suspects.isEmpty)
        isCollecting = true
        defer {
            isCollecting = false
            // The leak checks' allowance is per transaction.
            if finishingLeakChecks { leakChecks.visited = 0 }
        }
        let counts = heap.counts
        var rounds = 0
        var collected = false
        // The last round's scan when that round freed nothing (no `deinit` ran since): the leak
        // check starts from the same frames and counts, and need not scan them again.
        var currentScan: [ObjectID: Int]?
        while heap.needsCollection, rounds < 64 {
            heap.needsCollection = false
            rounds += 1
            counts.flush()
            let scanned = scannedCounts()
            if ReferenceCounts.isVerifying { verifyCounts(scanned: scanned) }
            currentScan = nil
            let unreferenced = counts.zeroes.isEmpty ? [] : counts.zeroes.filter { scanned[$0] == nil }
            let ranks = heap.takeReleaseRanks(of: unreferenced)
            if rounds == 1, !finishing, unreferenced.isEmpty, leakCandidatesAreProvenAlive(scanned: scanned) {
                // Nothing to free and nothing the leak check would walk (every object whose count
                // went down, that is new or that a frame let go is held from outside every object,
                // or by an object that is): all a full collection would do is note what the frames
                // hold now. The common cases: a dropped temporary held no object; a loop made an
                // object and keeps it in a local (`head = Node(next: head)`).
                counts.suspects = []
                counts.lastScanned = Set(scanned.keys)
                if ReferenceCounts.isVerifying { verifyLeaks([]) }
                return
            }
            collected = true
            // Objects created by a `deinit` wait for the next round.
            let firstNew = heap.nextObjectID
            var ranUserCode = false
            // Freed in the order they were let go (`Heap.takeReleaseRanks`), the rest oldest
            // first; each object's own references right after it, as Swift destroys its
            // stored properties once its `deinit` returned. A stack: the next to free is last.
            var pending = unreferenced.sorted { (ranks[$0] ?? Int.max, $0) > (ranks[$1] ?? Int.max, $1) }
            while let id = pending.popLast() {
                guard let object = heap.objects[id] else { continue }
                if try runDeinit(object) {
                    ranUserCode = true
                    // What the `deinit` stored and dropped is counted before the object's
                    // references are released.
                    counts.flush()
                }
                let fields = object.fields
                heap.markFreed(object)
                if !object.isInternal { log.append(.freed(id)) }
                object.emptyFieldsAsFreed()
                // Its references are released now, each target's count exact at once: one
                // that reaches zero and no frame holds is freed next, in this round, in the
                // order of the properties that held it.
                var released: [ObjectID] = []
                for target in counts.holderFreed(id) where target != id && target < firstNew {
                    guard heap.objects[target] != nil, counts.count(target) + (scanned[target] ?? 0) == 0 else { continue }
                    released.append(target)
                }
                if released.count > 1 {
                    let order = storedPropertyReferences(fields, of: object.typeName)
                    released.sort { (order[$0] ?? Int.max, $0) > (order[$1] ?? Int.max, $1) }
                }
                pending.append(contentsOf: released)
            }
            // No user code ran: the frames and static storage are as scanned (what was freed
            // held nothing a frame did), and the leak check need not scan them again.
            if !ranUserCode { currentScan = scanned }
        }
        if collected || finishing { reportLeaks(finishing: finishing, scanned: currentScan) }
    }

    /// Where each object an instance of `typeName` references through `fields` comes in the
    /// order Swift destroys its stored properties: declaration order, a subclass's before its
    /// superclass's, each value's references in order (an array's elements first to last).
    private func storedPropertyReferences(_ fields: OrderedDictionary<String, Value>, of typeName: String) -> [ObjectID: Int] {
        var order: [ObjectID: Int] = [:]
        var boxes = Set<ObjectIdentifier>()
        func visit(_ value: Value) {
            References.strongReferences(in: value, boxes: &boxes) { id in
                if order[id] == nil { order[id] = order.count }
            }
        }
        var declared = Set<String>()
        for info in types.classChain(typeName) {
            for property in info.storedProperties where !property.isStatic {
                declared.insert(property.name)
                if let value = fields[property.name] { visit(value) }
            }
        }
        for (name, value) in fields where !declared.contains(name) { visit(value) }
        return order
    }

    /// Counts, for each object, the scanned holders referencing it: running frames (with the
    /// running tasks'), static storage, what the host keeps uncounted — the holders
    /// `forEachScannedHolder(suspendedTasks: false, hostRoots: true)` visits, each counting once
    /// for each distinct object it references, walked in place: a safe point runs at every
    /// statement that may free something, so it builds no list of named roots.
    func scannedCounts() -> [ObjectID: Int] {
        var result: [ObjectID: Int] = [:]
        var ids = Set<ObjectID>()
        var boxes = Set<ObjectIdentifier>()
        forEachScannedHolder(suspendedTasks: false, hostRoots: true) { _, holder in
            switch holder {
            case .value(let value): References.strongReferences(in: value, boxes: &boxes) { ids.insert($0) }
            case .frame(let frame): frame.forEachHeldValue { References.strongReferences(in: $0, boxes: &boxes) { ids.insert($0) } }
            }
            for id in ids { result[id, default: 0] += 1 }
            if !ids.isEmpty { ids.removeAll(keepingCapacity: true) }
            if !boxes.isEmpty { boxes.removeAll(keepingCapacity: true) }
        }
        heap.counts.scannedReferences += result.count
        return result
    }

    /// Visits each holder a safe point scans instead of counting, in a deterministic order:
    /// what the host keeps uncounted (`hostRoots`), the tasks' closures (running ones, or every
    /// one with `suspendedTasks`), the running frames and those tasks' frames, static storage.
    /// `visit` gets the holder's name, made only if asked, and what it holds.
    func forEachScannedHolder(suspendedTasks: Bool, hostRoots: Bool, _ visit: (_ name: () -> String, ScannedHolder) -> Void) {
        if hostRoots {
            host?.visitUncountedRoots { value, holder in visit({ holder }, .value(value)) }
        }
        let running = heap.counts.runningTasks
        let tasks = coroutines.isEmpty ? [] : coroutines.values.filter { suspendedTasks || running.contains($0.id) }.sorted { $0.id < $1.id }
        for task in tasks {
            visit({ task.name }, .value(task.body))
        }
        for frame in frames {
            visit({ frame.name }, .frame(frame))
        }
        for task in tasks {
            for frame in task.savedFrames {
                visit({ frame.name }, .frame(frame))
            }
        }
        for name in types.staticStorageTypes {
            guard let info = types.type(name), !info.staticStorage.isEmpty else { continue }
            for (property, box) in info.staticStorage.sorted(by: { $0.key < $1.key }) where !box.isWeak {
                visit({ "\(name).\(property)" }, .value(box.value))
            }
        }
    }

    /// A holder a safe point scans: one value, or a frame's locals and temporaries.
    enum ScannedHolder {
        case value(Value)
        case frame(Frame)
    }

    /// Every root value with a holder description, in a deterministic order.
    func rootValues() -> [(value: Value, holder: String)] {
        heap.counts.rootWalks += 1
        var roots: [(Value, String)] = []
        for name in globals.order {
            guard let box = globals.variables[name], !box.isWeak else { continue }
            roots.append((box.value, "variable '\(name)'"))
        }
        // The view graph's storage before running code: an object a view holds is named after
        // the view's property, not after a suspended task's frame that also holds it.
        host?.visitRoots { value, holder in roots.append((value, holder)) }
        roots += scannedRootValues(suspendedTasks: true, hostRoots: false)
        // What finished tasks gave, kept for their handles (`Task.value`).
        for (id, outcome) in taskOutcomes.sorted(by: { $0.key < $1.key }) where taskOutcomeRoots(id) != nil {
            roots.append((outcome.value, "result of \(outcome.taskName)"))
        }
        // What frames hold counted until their statement ends (`hold`): a walk finds it too.
        for frame in frames + coroutines.values.sorted(by: { $0.id < $1.id }).flatMap(\.savedFrames) {
            for token in frame.heldTokens {
                if let value = heap.counts.heldValue(token) { roots.append((value, frame.name)) }
            }
        }
        return roots
    }

    /// What the scanned roots hold, by holder: the part of the holder names counts do not track.
    func scannedRootSignature() -> [String] {
        scannedRootValues(suspendedTasks: false, hostRoots: true).map { root in "\(root.holder) \(References.strongReferences(in: root.value))" }
    }

    /// The scanned holders (`forEachScannedHolder`) as named values: suspended tasks are counted
    /// as holders (`Holder.task`), so a safe point scans only the running ones; a walk of every
    /// root takes them all. `hostRoots`: with what the host keeps uncounted (a walk gets it
    /// from `visitRoots`).
    private func scannedRootValues(suspendedTasks: Bool, hostRoots: Bool) -> [(value: Value, holder: String)] {
        var roots: [(Value, String)] = []
        forEachScannedHolder(suspendedTasks: suspendedTasks, hostRoots: hostRoots) { name, holder in
            switch holder {
            case .value(let value): roots.append((value, name()))
            case .frame(let frame): roots.append((.array(frame.heldValues), name()))
            }
        }
        return roots
    }

    /// Trial deletion from the suspects: within what they reach, take away the references the
    /// objects hold on each other (and those leaked objects hold); what is still referenced
    /// from outside is alive, with everything it reaches; the rest is kept only by cycles.
    /// `scanned`: the collection's scan, when nothing changed since it.
    private func reportLeaks(finishing: Bool, scanned alreadyScanned: [ObjectID: Int]?) {
        let counts = heap.counts
        let scanned: [ObjectID: Int]
        if let alreadyScanned {
            scanned = alreadyScanned
        } else {
            counts.flush()
            scanned = scannedCounts()
        }
        var candidates = counts.suspects
        for id in counts.lastScanned where scanned[id] == nil { candidates.insert(id) }
        counts.suspects = []
        counts.lastScanned = Set(scanned.keys)
        // NB: a walk from the suspects may reach a large structure that is alive (a long list
        // whose middle a loop's variable let go): walked at every safe point, a loop over it
        // would cost the square of its length. Once the walks of a transaction have visited
        // more objects than `LeakChecks.allowance` (a few times the live objects), checks are
        // put off to the end of the transaction, when one walk covers every suspect gathered.
        if leakChecks.isPutOff && !finishing {
            leakChecks.suspects.formUnion(candidates)
            return
        }
        if finishing {
            candidates.formUnion(leakChecks.suspects)
            leakChecks = LeakChecks()
        }
        func isCandidate(_ id: ObjectID) -> Bool { isLeakCandidate(id) }
        func isProvenAlive(_ id: ObjectID) -> Bool { self.isProvenAlive(id, scanned: scanned) }
        var inSubgraph = Set<ObjectID>()
        var stack: [ObjectID] = []
        for id in candidates where isCandidate(id) && !isProvenAlive(id) && inSubgraph.insert(id).inserted { stack.append(id) }
        var members: [ObjectID] = []
        while let id = stack.popLast() {
            members.append(id)
            if !finishing, leakChecks.visited + members.count > LeakChecks.allowance(live: heap.objects.count) {
                leakChecks.isPutOff = true
                leakChecks.suspects.formUnion(candidates)
                return
            }
            for target in counts.references(of: .object(id)) where isCandidate(target) && inSubgraph.insert(target).inserted {
                stack.append(target)
            }
        }
        leakChecks.visited += members.count
        var newlyLeaked: [ObjectID] = []
        if !members.isEmpty {
            var external: [ObjectID: Int] = [:]
            for id in members {
                external[id] = counts.count(id) + (scanned[id] ?? 0) - (counts.fromLeaked[id] ?? 0)
            }
            for id in members {
                for target in counts.references(of: .object(id)) where inSubgraph.contains(target) { external[target, default: 0] -= 1 }
            }
            var alive = Set<ObjectID>()
            var queue = members.filter { (external[$0] ?? 0) > 0 }
            alive.formUnion(queue)
            while let id = queue.popLast() {
                for target in counts.references(of: .object(id)) where inSubgraph.contains(target) && alive.insert(target).inserted {
                    queue.append(target)
                }
            }
            newlyLeaked = members.filter { !alive.contains($0) }.sorted()
        }
        for id in newlyLeaked {
            guard let object = heap.objects[id] else { continue }
            heap.markLeaked(object)
            if !object.isInternal {
                object.leakCycle = cycle(from: object.id)
                log.append(.leaked(object.id))
            }
        }
        if ReferenceCounts.isVerifying { verifyLeaks(newlyLeaked) }
    }
}

extension Interpreter {
    /// An object the leak check may report: live and not reported already.
    func isLeakCandidate(_ id: ObjectID) -> Bool { heap.objects[id].map { !$0.isLeaked } ?? false }

    /// A suspect held from outside every object — by a running frame, static storage, a node,
    /// a session variable, a held value or a task — is alive, and so is one such an object
    /// holds: what they reach is alive too and need not be walked (a list growing at its head
    /// would otherwise be walked whole at each new node). What other suspects reach is.
    func isProvenAlive(_ id: ObjectID, scanned: [ObjectID: Int]) -> Bool {
        let counts = heap.counts
        func isRootHeld(_ id: ObjectID) -> Bool {
            if (scanned[id] ?? 0) > 0 { return true }
            return counts.holdersOf[id]?.contains { if case .object = $0 { false } else { true } } ?? false
        }
        if isRootHeld(id) { return true }
        return counts.holdersOf[id]?.contains { if case .object(let holder) = $0 { isRootHeld(holder) } else { false } } ?? false
    }

    /// Whether every object the leak check would start from now (the suspects, and what the
    /// frames held at the last safe point but hold no longer) is proven alive: the check
    /// would walk nothing.
    func leakCandidatesAreProvenAlive(scanned: [ObjectID: Int]) -> Bool {
        let counts = heap.counts
        for id in counts.suspects where isLeakCandidate(id) && !isProvenAlive(id, scanned: scanned) { return false }
        for id in counts.lastScanned where scanned[id] == nil && isLeakCandidate(id) && !isProvenAlive(id, scanned: scanned) {
            return false
        }
        return true
    }
}

extension Frame {
    /// What a running or suspended frame holds strongly: its locals, up to the globals, and
    /// its temporaries (a root at a safe point, and a holder the reply can name).
    var heldValues: [Value] {
        var values: [Value] = []
        forEachHeldValue { values.append($0) }
        return values
    }

    /// Calls `body` with each value `heldValues` lists, in its order, without gathering them.
    func forEachHeldValue(_ body: (Value) -> Void) {
        // A compiled body's `self` first, as its scope's first variable, unless code run the
        // general way made that scope and runs in it (the walk below then lists it).
        if let selfBox = activation?.unlistedSelf(below: scope), !selfBox.isWeak { body(selfBox.value) }
        var scope: Scope? = self.scope
        while let current = scope, !current.isGlobal {
            for name in current.order {
                if let box = current.variables[name], !box.isWeak { body(box.value) }
            }
            scope = current.parent
        }
        activation?.forEachHeldValue(body)
        for value in temporaries { body(value) }
    }
}

/// Leak checks put off to the end of a transaction (`reportLeaks`): the suspects gathered since.
struct LeakChecks {
    /// Objects the leak checks of one transaction may visit before the rest are put off.
    static func allowance(live: Int) -> Int { 1_024 + 4 * live }
    var isPutOff = false
    var suspects: Set<ObjectID> = []
    /// Objects the walks of this transaction visited.
    var visited = 0
}
