/// A command as one undoable transaction of the interpreter (`UndoLog`): what the write
/// barrier does not see — the interpreter's own scalars, the clock and its jobs, the tasks —
/// is saved whole as the command starts (each is small, or copied only when written).
extension Interpreter {
    /// The engine's undo log (the heap keeps it: every barrier reaches the heap).
    public var undo: UndoLog { heap.undo }

    /// Starts recording a command's writes; the caller makes `undo` this thread's active log
    /// while the command runs (`UndoLog.activating`).
    public func beginUndoableCommand() {
        undo.begin()
        tasksRun = 0
        heap.saveScalars()
        heap.counts.saveScalars()
        let saved = (clock, coroutines, nextCoroutineID, random, uuidCount, captureCache, compiledFunctions,
                     compiledClosures, compiledGeneration, activity, provenanceBase, trappedTask, taskStacks,
                     pendingOutput, stepBudget, recursionLimit, taskOutcomes, taskAwaiters)
        undo.record { [self] in
            (clock, coroutines, nextCoroutineID, random, uuidCount, captureCache, compiledFunctions,
             compiledClosures, compiledGeneration, activity, provenanceBase, trappedTask, taskStacks,
             pendingOutput, stepBudget, recursionLimit, taskOutcomes, taskAwaiters) = saved
            // What closures remember of their compiled bodies was for the epoch the command
            // may have started: a new one (never an old one) forgets it.
            compiledEpoch += 1
            frames = []
            currentCoroutine = nil
            isCollecting = false
            provenance = []
        }
    }

    /// Whether the command's writes can be undone: no task ran (its native stack cannot be put
    /// back) and no declaration was registered (the session replays its journal then).
    public func canUndo(registrationsBefore: Int) -> Bool {
        tasksRun == 0 && types.registrations == registrationsBefore
    }
}

extension Interpreter {
    /// What a rollback must have put back, as text: every live object with its fields and
    /// count, the session variables, static storage, the clock and its tasks. Compared with
    /// an engine that replayed the journal (`VIVARIUM_VERIFY_ROLLBACK`); work counters and
    /// caches, which read-only commands also move, are left out.
    public func undoFingerprint() -> [String] {
        func text(_ value: Value) -> String { Describe.description(of: value) }
        var lines = ["next object \(heap.nextObjectID), uuids \(uuidCount), random \(random.state), tasks \(nextCoroutineID)"]
        let counts = heap.counts
        counts.flush()
        for object in heap.objects.values {
            let fields = object.fields.map { "\($0.key)=\(text($0.value))" }.joined(separator: ", ")
            lines.append("\(object.name) [\(fields)] count \(counts.count(object.id)) zero \(counts.zeroes.contains(object.id))"
                         + " leaked \(object.isLeaked) holders \(counts.holdersOf[object.id]?.count ?? 0) from leaked \(counts.fromLeaked[object.id] ?? 0)")
        }
        lines.append("freed \(heap.freedObjects.map(\.id))")
        for name in globals.order {
            guard let box = globals.variables[name] else { continue }
            lines.append("var \(name) = \(text(box.value)) let \(box.isLet) initialized \(box.isInitialized)")
        }
        for name in types.staticStorageTypes {
            guard let info = types.type(name) else { continue }
            for (property, box) in info.staticStorage.sorted(by: { $0.key < $1.key }) {
                lines.append("static \(name).\(property) = \(text(box.value))")
            }
        }
        lines.append("clock \(clock.now) jobs \(clock.scheduled.map { "\($0.coroutine.name)@\($0.time)" })")
        for coroutine in coroutines.values.sorted(by: { $0.id < $1.id }) {
            lines.append("task \(coroutine.id) \(coroutine.name) \(coroutine.state) cancelled \(coroutine.isCancelled)")
        }
        for (id, outcome) in taskOutcomes.sorted(by: { $0.key < $1.key }) {
            lines.append("task \(id) gave \(text(outcome.value)) threw \(outcome.threw)")
        }
        return lines
    }
}
