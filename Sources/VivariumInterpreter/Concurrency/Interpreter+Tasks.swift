import VivariumSyntax

/// Tasks on the virtual clock: `Task { }`, `Task.sleep`, cancellation, the main queue.
extension Interpreter {
    /// Starts `body` (a closure) as a task at the current virtual time. It runs when the
    /// scheduler next runs due jobs (at the end of the current transaction).
    @discardableResult
    public func spawnTask(name: String, body: Value, after delay: Int64 = 0, background: Bool = false) -> Int {
        nextCoroutineID += 1
        let coroutine = Coroutine(id: nextCoroutineID, name: name, body: body)
        coroutine.isBackground = background
        coroutines[coroutine.id] = coroutine
        heap.counts.taskSuspended(coroutine.id)
        clock.schedule(coroutine, at: Checked.saturatingAdd(clock.now, delay))
        return coroutine.id
    }

    /// Cancels a task: a sleep it is suspended in wakes up now and throws `CancellationError`.
    public func cancelTask(_ id: Int) {
        guard let coroutine = coroutines[id], !coroutine.isDone, !coroutine.isCancelled else { return }
        coroutine.isCancelled = true
        undo.record { coroutine.isCancelled = false }
        for child in coroutines.values where child.parentID == id { cancelTask(child.id) }
        // `withTaskCancellationHandler(operation:onCancel:)`: "the cancellation handler is
        // invoked on the same thread as the cancellation itself" — at once, in the code that
        // cancels (Apple, "withTaskCancellationHandler(operation:onCancel:isolation:)").
        for handler in coroutine.cancellationHandlers.reversed() {
            _ = try? call(handler, arguments: [])
        }
        if case .suspended = coroutine.state {
            clock.unschedule(coroutine)
            clock.schedule(coroutine, at: clock.now)
        } else if case .notStarted = coroutine.state {
            // Never started: it starts, sees `Task.isCancelled`, and usually ends at once.
        }
    }

    /// How many of this interpreter's tasks hold a native stack now: those started and not
    /// finished (a task gets its stack when it first runs and frees it when it ends).
    public var mappedTaskStacks: Int { taskStacks }

    public func isTaskRunning(_ id: Int) -> Bool { coroutines[id].map { !$0.isDone } ?? false }

    /// The virtual time, in nanoseconds.
    public var now: Int64 { clock.now }
    /// When the next job is due.
    public var nextJobTime: Int64? { clock.nextTime }
    /// Names of scheduled tasks with their due times, for messages.
    public var scheduledTasks: [(name: String, time: Int64)] { clock.scheduled.map { ($0.coroutine.name, $0.time) } }

    /// Moves the clock forward to `time` (never back).
    public func setClock(_ time: Int64) { clock.now = max(clock.now, time) }

    /// Runs the earliest job due at or before `limit` until its task suspends or ends.
    /// Returns false when none is due. A trap in the task fails the caller's command.
    public func runNextJob(upTo limit: Int64) throws -> Bool {
        guard let job = clock.popDue(upTo: limit) else { return false }
        clock.now = max(clock.now, job.time)
        try resume(job.coroutine)
        return true
    }

    /// Runs every job due at `time` that was scheduled before `mark` (one drain of the main
    /// queue); returns how many ran.
    public func runJobs(at time: Int64, before mark: Int) throws -> Int {
        var count = 0
        while let job = clock.popDue(at: time, before: mark) {
            clock.now = max(clock.now, job.time)
            try resume(job.coroutine)
            // A task that ended releases what its frames held now, as Swift does, not at the
            // update after the drain.
            if heap.needsCollection { try collectGarbage() }
            count += 1
        }
        return count
    }

    public var jobSequenceMark: Int { clock.sequenceMark }

    private func resume(_ coroutine: Coroutine) throws {
        tasksRun += 1
        let callerFrames = frames
        let callerCoroutine = currentCoroutine
        frames = coroutine.savedFrames
        currentCoroutine = coroutine
        heap.counts.taskResumed(coroutine.id)
        defer { heap.counts.taskSuspended(coroutine.id) }
        let saved = activity
        activity = CreationContext(holder: coroutine.name)
        let savedProvenance = provenance
        provenance = []
        defer { provenance = savedProvenance }
        // Safe: `resume` runs this closure before it returns (the coroutine starts, runs to
        // its first suspension or its end, and hands back), and `self.call` holds self for
        // as long as the body runs; the closure is not kept once it was called.
        let hadStack = coroutine.hasStack
        coroutine.resume { [unowned self] running in
            do {
                let value = try self.call(running.body, arguments: [])
                running.state = .finished(value)
            } catch {
                running.state = .failed(error)
            }
        }
        taskStacks += (coroutine.hasStack ? 1 : 0) - (hadStack ? 1 : 0)
        activity = saved
        coroutine.savedFrames = frames
        frames = callerFrames
        currentCoroutine = callerCoroutine
        switch coroutine.state {
        case .finished:
            coroutines[coroutine.id] = nil
            taskEnded(coroutine)
            heap.needsCollection = true
        case .failed(let error):
            coroutines[coroutine.id] = nil
            taskEnded(coroutine)
            heap.needsCollection = true
            // A task swallows the errors it throws; traps and limits end the command.
            if error is ThrownError || error is CoroutineTerminated { return }
            // NB: one the clock woke (not a cancellation, which the command's rollback undoes):
            // it would trap again at every later move of the clock.
            if let trap = error as? RuntimeError, trap.kind != .interrupted, !coroutine.isCancelled { trappedTask = coroutine.id }
            // A task that could not start is reported at its closure.
            if var unplaced = error as? RuntimeError, unplaced.location == nil,
               case .function(.closure(let closure)) = coroutine.body {
                unplaced.location = closure.expression.location
                throw unplaced
            }
            throw error
        default:
            break
        }
    }

    /// `try await Task.sleep(...)` inside a task: suspends it until the clock reaches the
    /// wake-up time, or throws `CancellationError` when it is (or gets) cancelled.
    func sleep(nanoseconds: Int64, at location: SourceLocation) throws {
        guard let coroutine = currentCoroutine else {
            throw RuntimeError(.notSupported, "'async' call in a function that does not support concurrency (Task.sleep outside a task)", at: location)
        }
        // A task being torn down unwinds: it never suspends again.
        if coroutine.isTerminated { throw CoroutineTerminated() }
        if coroutine.isCancelled { throw cancellation(at: location) }
        clock.schedule(coroutine, at: Checked.saturatingAdd(clock.now, max(0, nanoseconds)))
        coroutine.suspend()
        if coroutine.isTerminated { throw CoroutineTerminated() }
        if coroutine.isCancelled { throw cancellation(at: location) }
    }

    /// The running task's id (0 outside a task): what an async sequence wakes when it has a value.
    public var currentTaskID: Int { currentCoroutine?.id ?? 0 }

    /// Enters a `withTaskCancellationHandler`: its handler runs when the running task is
    /// cancelled, and at once when it is cancelled already ("If the task is already cancelled
    /// at the point withTaskCancellationHandler is called, the cancellation handler is invoked
    /// immediately, before the operation is started").
    public func pushCancellationHandler(_ handler: Value, at location: SourceLocation) throws {
        guard let coroutine = currentCoroutine else { return }
        if coroutine.isCancelled { _ = try call(handler, arguments: [], at: location) }
        coroutine.cancellationHandlers.append(handler)
        undo.record { coroutine.cancellationHandlers.removeLast() }
    }

    /// Leaves the innermost `withTaskCancellationHandler` of the running task.
    public func popCancellationHandler() {
        guard let coroutine = currentCoroutine, let handler = coroutine.cancellationHandlers.popLast() else { return }
        undo.record { coroutine.cancellationHandlers.append(handler) }
    }

    /// Suspends the running task until `wakeTask` (an AsyncStream waiting for a value), or
    /// throws `CancellationError` when it is (or gets) cancelled.
    public func parkTask(at location: SourceLocation) throws {
        guard let coroutine = currentCoroutine else {
            if try runJobsDueForTopLevel() { return }
            throw topLevelWaitsForever("an async sequence", at: location)
        }
        if coroutine.isCancelled { throw cancellation(at: location) }
        coroutine.suspend()
        if coroutine.isTerminated { throw CoroutineTerminated() }
        if coroutine.isCancelled { throw cancellation(at: location) }
    }

    /// Parks as `parkTask` does, but a cancellation wakes it without throwing: true when the
    /// task is cancelled (a task group then cancels its children and keeps waiting for them).
    public func parkTaskReportingCancellation(at location: SourceLocation) throws -> Bool {
        guard let coroutine = currentCoroutine else {
            if try runJobsDueForTopLevel() { return false }
            throw topLevelWaitsForever("a task group", at: location)
        }
        let wasCancelled = coroutine.isCancelled
        coroutine.suspend()
        if coroutine.isTerminated { throw CoroutineTerminated() }
        return coroutine.isCancelled && !wasCancelled
    }

    /// The top level of an input awaits (`let total = await withTaskGroup(…)`, `await task.value`,
    /// `for await x in stream`): Swift runs top-level code on the main actor, so while it waits the
    /// tasks it started run. Runs the jobs due now, in order, one drain of the main queue; false
    /// when none was due (what the top level waits for would take the virtual clock, or forever).
    /// The awaiting code checks again what it waits for after each drain.
    func runJobsDueForTopLevel() throws -> Bool {
        guard let time = clock.nextTime, time <= clock.now else { return false }
        let mark = clock.sequenceMark
        var ran = false
        while let job = clock.popDue(at: time, before: mark) {
            try resume(job.coroutine)
            ran = true
        }
        return ran
    }

    /// The top level awaits what no job due now can bring: a task sleeping on the virtual clock,
    /// or nothing at all (Swift would wait forever).
    func topLevelWaitsForever(_ awaited: String, at location: SourceLocation) -> RuntimeError {
        // The program's own `await`, or else its innermost frame in the program's source (not a
        // bundled module's, nor a loop's call of `next()`).
        let inProgram = { (place: SourceLocation) in !place.file.hasPrefix("<module ") && place != .builtin }
        let site = inProgram(location) ? location : frames.last { inProgram($0.location) }?.location ?? location
        if let next = clock.nextTime {
            return RuntimeError(.notSupported, "'await' at the top level on \(awaited) that waits for the virtual clock "
                + "(the next job is due at \(DurationText.format(next))): wrap the code in Task { … } and move the clock "
                + "with 'advance', or read the result in a later command", at: site)
        }
        return RuntimeError.trap("'await' at the top level on \(awaited) that nothing will ever resume: "
            + "no task is scheduled (Swift waits forever here)", at: site)
    }

    /// Resumes a task parked in `parkTask` at the current virtual time (nothing when it is not).
    public func wakeTask(_ id: Int) {
        guard let coroutine = coroutines[id], case .suspended = coroutine.state, !coroutine.isDone else { return }
        clock.unschedule(coroutine)
        clock.schedule(coroutine, at: clock.now)
    }

    /// Yields to other due jobs (`await Task.yield()`).
    func yieldTask(at location: SourceLocation) throws {
        try sleep(nanoseconds: 0, at: location)
    }

    var isCurrentTaskCancelled: Bool { currentCoroutine?.isCancelled ?? false }

    func cancellation(at location: SourceLocation) -> ThrownError {
        ThrownError(value: .builtin(BuiltinValue(kind: "CancellationError")), location: location)
    }

    /// Ends every suspended task (the graph is being discarded): each is resumed once more, its
    /// suspension point throws, its frames unwind (releasing what they hold) and its stack is
    /// unmapped.
    public func terminateTasks() {
        for coroutine in coroutines.values.sorted(by: { $0.id < $1.id }) {
            coroutine.isTerminated = true
            if case .suspended = coroutine.state { try? resume(coroutine) }
            clock.unschedule(coroutine)
        }
        let ended = Array(coroutines.keys) + Array(taskOutcomes.keys)
        coroutines = [:]
        taskOutcomes = [:]
        taskAwaiters = [:]
        for id in ended { heap.counts.taskSuspended(id) }
    }

    /// The number of tasks started so far: a task whose id is at most this existed then.
    public var taskIDMark: Int { nextCoroutineID }

    /// Ends one task without running any more of its code, as `terminateTasks` ends them all:
    /// a sleep it is suspended in throws and its frames unwind; one that never started is
    /// dropped. A task that trapped on a device took the app with it: after the session rolls
    /// back the command it trapped in, it ends the task, so the clock can move on.
    public func terminateTask(_ id: Int) {
        guard let coroutine = coroutines[id] else { return }
        coroutine.isTerminated = true
        clock.unschedule(coroutine)
        if case .suspended = coroutine.state { try? resume(coroutine) }
        if coroutines.removeValue(forKey: id) != nil { heap.counts.taskSuspended(id) }
        wakeAwaiters(of: id)
        heap.needsCollection = true
    }

    /// A task's closure and the variables and temporaries of the frames it is suspended in.
    func taskRoots(_ id: Int) -> (values: [Value], variables: [Box])? {
        guard let coroutine = coroutines[id] else { return taskOutcomeRoots(id) }
        var values = [coroutine.body]
        var variables: [Box] = []
        for frame in coroutine.savedFrames {
            if let selfBox = frame.activation?.unlistedSelf(below: frame.scope), !selfBox.isWeak { variables.append(selfBox) }
            var scope: Scope? = frame.scope
            while let current = scope, !current.isGlobal {
                for name in current.order {
                    if let box = current.variables[name], !box.isWeak { variables.append(box) }
                }
                scope = current.parent
            }
            if let activation = frame.activation {
                for value in activation.values where References.mayHoldReferences(value) { values.append(value) }
                for case let box? in activation.boxes where !box.isWeak { variables.append(box) }
            }
            values.append(contentsOf: frame.temporaries)
        }
        return (values, variables)
    }
}

/// The main thread and the others: work on a global or private dispatch queue, or in a
/// `Task.detached`, stands for work off the main thread (the playground runs every task on its
/// one thread, in order, on the virtual clock).
extension Interpreter {
    /// `Thread.isMainThread`: false while a background task runs.
    public var isOnMainThread: Bool { !(currentCoroutine?.isBackground ?? false) }

    /// Runs `body` on the main actor (`MainActor.run { … }`): `Thread.isMainThread` is true inside.
    func onMainThread<T>(_ body: () throws -> T) rethrows -> T {
        guard let coroutine = currentCoroutine, coroutine.isBackground else { return try body() }
        coroutine.isBackground = false
        defer { coroutine.isBackground = true }
        return try body()
    }

    /// `Thread.sleep(forTimeInterval:)`: the thread blocks; in a task, for that much virtual time
    /// (a cancellation does not wake it, as a blocked thread does not see one). On the main
    /// thread outside a task, the app would freeze: refused, saying so.
    func blockThread(nanoseconds: Int64, at location: SourceLocation) throws {
        guard let coroutine = currentCoroutine else {
            throw RuntimeError(.notSupported, "not supported in the playground: Thread.sleep on the main thread outside a task "
                               + "(it freezes the app's UI; use 'try await Task.sleep(for:)' in a task)", at: location)
        }
        if coroutine.isTerminated { throw CoroutineTerminated() }
        clock.schedule(coroutine, at: Checked.saturatingAdd(clock.now, max(0, nanoseconds)))
        coroutine.suspend()
        if coroutine.isTerminated { throw CoroutineTerminated() }
    }
}
