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
                log.append(.freed(id))
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
        host?.visitRoots { value, holder in roots.append((value, holder)) }
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
            log.append(.leaked(object.id))
        }
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
                    queue.append((target, "\(object.name).\(field.hasPrefix("_") ? String(field.dropFirst()) : field)"))
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
                result.append("\(object.name).\(field.hasPrefix("_") ? String(field.dropFirst()) : field)")
            }
        }
        return result
    }
}
