/// Object lifetimes as Swift's ARC decides them, computed at safe points.
///
/// At a safe point (the end of a statement, a phase of the graph's transaction) every
/// holder — a root or a live object — counts once for each object it strongly references.
/// Objects with no holder are freed in id order, each running its `deinit` and releasing
/// what it held, which may free more. Objects still held but unreachable from any root are
/// kept alive by a cycle: they are reported leaked, once.
extension Interpreter {
    /// Frees every object nothing holds any more, running `deinit`s, and reports new leaks.
    public func collectGarbage() throws {
        // A `deinit` runs user code, whose statements end at safe points: the outer
        // collection goes on with the next object instead of starting over inside it.
        guard !isCollecting else { return }
        if heap.objects.isEmpty {
            heap.needsCollection = false
            return
        }
        isCollecting = true
        defer { isCollecting = false }
        var rounds = 0
        var collected = false
        while heap.needsCollection, rounds < 64 {
            heap.needsCollection = false
            rounds += 1
            collected = true
            var counts: [ObjectID: Int] = [:]
            for id in heap.objects.keys { counts[id] = 0 }
            visitHolders { references in
                for id in references where counts[id] != nil { counts[id]! += 1 }
            }
            var worklist = counts.filter { $0.value == 0 }.keys.sorted()
            while !worklist.isEmpty {
                let id = worklist.removeFirst()
                guard let object = heap.objects[id] else { continue }
                try runDeinit(object)
                let released = Set(References.strongReferences(in: .structValue(StructValue(typeName: "", fields: object.fields))))
                heap.markFreed(object)
                if !object.isInternal { log.append(.freed(id)) }
                object.fields = [:]
                for target in released.sorted() where target != id {
                    guard let count = counts[target] else { continue }
                    counts[target] = count - 1
                    if count - 1 == 0, heap.objects[target] != nil { worklist.append(target) }
                }
            }
        }
        if collected { reportLeaks() }
    }

    /// Calls `body` once per holder with the distinct objects it strongly references:
    /// session variables, running frames, static storage, the host's roots, live objects.
    private func visitHolders(_ body: (Set<ObjectID>) -> Void) {
        for root in rootValues() {
            body(Set(References.strongReferences(in: root.value)))
        }
        for object in heap.objects.values {
            body(Set(References.strongReferences(in: .structValue(StructValue(typeName: "", fields: object.fields)))))
        }
    }

    /// Every root value with a holder description, in a deterministic order.
    func rootValues() -> [(value: Value, holder: String)] {
        var roots: [(Value, String)] = []
        for name in globals.order {
            guard let box = globals.variables[name], !box.isWeak else { continue }
            roots.append((box.value, "variable '\(name)'"))
        }
        // The view graph's storage before running code: an object a view holds is named after
        // the view's property, not after a suspended task's frame that also holds it.
        host?.visitRoots { value, holder in roots.append((value, holder)) }
        let suspended = coroutines.values.sorted { $0.id < $1.id }
        for coroutine in suspended {
            roots.append((coroutine.body, coroutine.name))
        }
        for frame in frames + suspended.flatMap(\.savedFrames) {
            var scope: Scope? = frame.scope
            var values: [Value] = []
            while let current = scope, !current.isGlobal {
                for name in current.order {
                    if let box = current.variables[name], !box.isWeak { values.append(box.value) }
                }
                scope = current.parent
            }
            values.append(contentsOf: frame.temporaries)
            roots.append((.array(values), frame.name))
        }
        for name in types.typeOrder {
            guard let info = types.type(name) else { continue }
            for (property, box) in info.staticStorage.sorted(by: { $0.key < $1.key }) where !box.isWeak {
                roots.append((box.value, "\(name).\(property)"))
            }
        }
        return roots
    }

    private func reportLeaks() {
        var reachable = Set<ObjectID>()
        var queue: [ObjectID] = []
        for root in rootValues() {
            for id in References.strongReferences(in: root.value) where reachable.insert(id).inserted { queue.append(id) }
        }
        while let id = queue.popLast() {
            guard let object = heap.objects[id] else { continue }
            let fields = Value.structValue(StructValue(typeName: "", fields: object.fields))
            for target in References.strongReferences(in: fields) where reachable.insert(target).inserted { queue.append(target) }
        }
        for object in heap.objects.values where !reachable.contains(object.id) && !object.isLeaked {
            heap.markLeaked(object)
            if !object.isInternal {
                object.leakCycle = cycle(from: object.id)
                log.append(.leaked(object.id))
            }
        }
    }

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
    public func updateHolders() {
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
            object.lastHolder = holder
            for (field, value) in object.fields {
                for target in References.strongReferences(in: value) where seen.insert(target).inserted {
                    queue.append((target, "\(object.displayName).\(field.hasPrefix("_") ? String(field.dropFirst()) : field)"))
                }
            }
        }
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
