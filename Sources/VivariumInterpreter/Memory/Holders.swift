/// Who holds what, computed when asked: the first holder of each object (what `created` and
/// `freed` name), every holder of one object (`inspect`, `objects`), a leak's cycle.
extension Interpreter {
    /// The shortest strong path from `start` back to itself through object fields and closure
    /// captures (breadth first, fields in declaration order), as hops: objects by name,
    /// closures as `closure` (a run of them as one), internal plumbing by its label.
    func cycle(from start: ObjectID) -> [String]? {
        enum Hop { case object(ObjectID), closure }
        struct Step { var id: ObjectID; var hops: [Hop] }
        var seen: Set<ObjectID> = [start]
        var queue = [Step(id: start, hops: [.object(start)])]
        var index = 0
        while index < queue.count {
            let step = queue[index]
            index += 1
            guard let object = heap.objects[step.id] else { continue }
            for value in object.fields.values {
                var found: [Step] = []
                func visit(_ value: Value, _ hops: [Hop], _ boxes: inout Set<ObjectIdentifier>) {
                    switch value {
                    case .object(let id): found.append(Step(id: id, hops: hops + [.object(id)]))
                    case .array(let elements), .tuple(let elements, _): for element in elements { visit(element, hops, &boxes) }
                    case .dictionary(let entries): for (_, element) in entries { visit(element, hops, &boxes) }
                    case .structValue(let s): for field in s.fields.values { visit(field, hops, &boxes) }
                    case .enumValue(let e): for element in e.payload { visit(element, hops, &boxes) }
                    case .builtin(let b): for field in b.fields.values { visit(field, hops, &boxes) }
                    case .function(.closure(let closure)):
                        for name in closure.captures {
                            guard let box = closure.scope.lookupCapture(name), !box.isWeak,
                                  boxes.insert(ObjectIdentifier(box)).inserted else { continue }
                            visit(box.value, hops + [.closure], &boxes)
                        }
                    case .function(.function(let bound)):
                        if let receiver = bound.receiver { visit(receiver, hops + [.closure], &boxes) }
                    case .function(.builtin(_, let receiver?)):
                        visit(receiver, hops, &boxes)
                    default: break
                    }
                }
                var boxes = Set<ObjectIdentifier>()
                visit(value, step.hops, &boxes)
                for next in found {
                    if next.id == start {
                        var names: [String] = []
                        for hop in next.hops {
                            switch hop {
                            case .closure:
                                if names.last != "closure" { names.append("closure") }
                            case .object(let id):
                                guard let object = heap.object(id) else { continue }
                                if object.isInternal {
                                    if let label = object.internalLabel { names.append(label) }
                                } else {
                                    names.append(object.name)
                                }
                            }
                        }
                        return names
                    }
                    if seen.insert(next.id).inserted { queue.append(next) }
                }
            }
        }
        return nil
    }

    /// Records, for every live object, the first holder that reaches it (breadth first from the
    /// roots): what `freed` reports later and what `objects` lists.
    ///
    /// The names only change when a node or session variable comes or goes, what a frame
    /// holds changes, or a live object gains, loses or moves a holder: after an update that
    /// changed none of these (a `@Published` value, rows rebuilt equal, a task that created and
    /// freed its own objects), the names stand and nothing is walked.
    public func updateHolders() {
        let counts = heap.counts
        counts.flush()
        let scanned = scannedRootSignature()
        let settled = counts.namedHolders.map { $0.structure == counts.structureChanges && $0.scanned == scanned } ?? false
        let renamed = counts.renamed.filter { heap.objects[$0].map { !$0.isLeaked } ?? false }.sorted()
        counts.namedHolders = (counts.structureChanges, scanned)
        counts.renamed = []
        if settled, let names = names(of: renamed) {
            for (id, holder) in names { heap.objects[id]?.lastHolder = holder }
            if ReferenceCounts.isVerifying { verifyHolderNames() }
            return
        }
        for (id, holder) in firstHolders() { heap.objects[id]?.lastHolder = holder }
    }

    /// The first holders of objects whose holders changed, without a walk, when each is simple:
    /// held directly by a task, a frame or static storage (roots after every node and variable,
    /// so the first of them in root order is its first holder), or only by one object whose
    /// name stands. Objects that hold others, or are held by nodes, variables or held values,
    /// need the walk (nil).
    private func names(of renamed: [ObjectID]) -> [(ObjectID, String)]? {
        guard !renamed.isEmpty else { return [] }
        let counts = heap.counts
        // Roots a host keeps uncounted come before tasks and frames: an object they hold needs the walk.
        var uncounted = Set<ObjectID>()
        host?.visitUncountedRoots { value, _ in uncounted.formUnion(References.strongReferences(in: value)) }
        var result: [(ObjectID, String)] = []
        for id in renamed {
            guard !uncounted.contains(id) else { return nil }
            let holders = counts.holdersOf[id] ?? []
            // Only the tasks that hold it (suspended ones are counted) or are running can.
            var taskIDs = counts.runningTasks
            for case .task(let task) in holders { taskIDs.insert(task) }
            let tasks = taskIDs.compactMap { coroutines[$0] }.sorted { $0.id < $1.id }
            guard counts.references(of: .object(id)).isEmpty else { return nil }
            var objectHolders: [ObjectID] = []
            for holder in holders {
                switch holder {
                case .node, .variable, .held: return nil
                case .object(let owner): objectHolders.append(owner)
                case .task: break
                }
            }
            if let root = firstLateRoot(holding: id, tasks: tasks) {
                result.append((id, root))
                continue
            }
            guard objectHolders.count == 1, let owner = heap.objects[objectHolders[0]], !owner.isLeaked,
                  !renamed.contains(owner.id), owner.lastHolder != nil,
                  let field = owner.fields.first(where: { References.strongReferences(in: $0.value).contains(id) })?.key else { return nil }
            result.append((id, "\(owner.displayName).\(field.hasPrefix("_") ? String(field.dropFirst()) : field)"))
        }
        return result
    }

    /// The first root after the host's (tasks' closures, frames, static storage) that holds `id`.
    private func firstLateRoot(holding id: ObjectID, tasks: [Coroutine]) -> String? {
        for task in tasks where References.strongReferences(in: task.body).contains(id) { return task.name }
        for frame in frames + tasks.flatMap(\.savedFrames) {
            if References.strongReferences(in: .array(frame.heldValues)).contains(id) { return frame.name }
        }
        for name in types.staticStorageTypes {
            guard let info = types.type(name), !info.staticStorage.isEmpty else { continue }
            for (property, box) in info.staticStorage.sorted(by: { $0.key < $1.key }) where !box.isWeak {
                if References.strongReferences(in: box.value).contains(id) { return "\(name).\(property)" }
            }
        }
        return nil
    }

    /// The first holder of every reachable object, breadth first from the roots.
    func firstHolders() -> [(ObjectID, String)] {
        var result: [(ObjectID, String)] = []
        var seen = Set<ObjectID>()
        var queue: [(ObjectID, String)] = []
        for root in rootValues() {
            for id in References.strongReferences(in: root.value) where seen.insert(id).inserted {
                queue.append((id, root.holder))
            }
        }
        var index = 0
        while index < queue.count {
            let (id, holder) = queue[index]
            index += 1
            guard let object = heap.objects[id] else { continue }
            result.append((id, holder))
            for (field, value) in object.fields {
                for target in References.strongReferences(in: value) where seen.insert(target).inserted {
                    queue.append((target, "\(object.displayName).\(field.hasPrefix("_") ? String(field.dropFirst()) : field)"))
                }
            }
        }
        return result
    }

    /// Every holder of `id` (roots and objects), for `inspect` and `objects`.
    public func holders(of id: ObjectID) -> [String] {
        var result: [String] = []
        for root in rootValues() where References.strongReferences(in: root.value).contains(id) {
            result.append(root.holder)
        }
        for object in heap.objects.values {
            for (field, value) in object.fields where References.strongReferences(in: value).contains(id) {
                result.append("\(object.displayName).\(field.hasPrefix("_") ? String(field.dropFirst()) : field)")
            }
        }
        return result
    }
}

extension Interpreter {
    /// Every holder of every live object (what `holders(of:)` gives for each), in one walk:
    /// `objects` on a large graph costs one pass, not one per object.
    public func holdersByObject() -> [ObjectID: [String]] {
        var result: [ObjectID: [String]] = [:]
        for root in rootValues() {
            for id in References.strongReferences(in: root.value) { result[id, default: []].append(root.holder) }
        }
        for object in heap.objects.values {
            for (field, value) in object.fields {
                let holder = "\(object.displayName).\(field.hasPrefix("_") ? String(field.dropFirst()) : field)"
                for id in References.strongReferences(in: value) { result[id, default: []].append(holder) }
            }
        }
        return result
    }
}
