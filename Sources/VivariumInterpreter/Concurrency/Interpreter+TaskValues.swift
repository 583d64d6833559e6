import VivariumSyntax

/// What a finished task gave, kept for its handle (`let task = Task { … }`, then
/// `await task.value`): the value its closure returned, or the error it threw.
///
/// Swift keeps a task's result in the task until its last handle goes. Handles are not counted
/// here, so a result that references objects keeps them until the graph is reset; a task that
/// returned nothing (most `Task { }` blocks) keeps nothing.
struct TaskOutcome {
    var value: Value
    var threw: Bool
    /// The task's name (`Task at 12:5`): what an object its result holds is held by.
    var taskName: String
    var location: SourceLocation
}

extension Interpreter {
    /// A task ended: what it gave is kept for its handles (nothing for a task that returned
    /// `Void`), and the tasks awaiting its value are woken.
    func taskEnded(_ coroutine: Coroutine) {
        switch coroutine.state {
        case .finished(let value):
            if case .void = value {} else {
                taskOutcomes[coroutine.id] = TaskOutcome(value: value, threw: false, taskName: coroutine.name, location: .builtin)
            }
        case .failed(let error as ThrownError):
            taskOutcomes[coroutine.id] = TaskOutcome(value: error.value, threw: true, taskName: coroutine.name, location: error.location)
        default:
            break
        }
        wakeAwaiters(of: coroutine.id)
    }

    /// Wakes the tasks parked in `value` of task `id`.
    func wakeAwaiters(of id: Int) {
        guard let awaiters = taskAwaiters.removeValue(forKey: id) else { return }
        for awaiter in awaiters { wakeTask(awaiter) }
    }

    /// `await task.value` (or `try await`): the task's result once it has finished; the running
    /// task waits for it (a cancellation of the waiter does not end the wait, nor cancel the task
    /// awaited, as Swift's `Task.value`). Rethrows what the task threw.
    func awaitTaskValue(_ id: Int, at location: SourceLocation) throws -> Value {
        while true {
            if let outcome = taskOutcomes[id] {
                if outcome.threw { throw ThrownError(value: outcome.value, location: outcome.location) }
                return outcome.value
            }
            // Not running and nothing kept: it returned `Void`.
            guard coroutines[id] != nil else { return .void }
            guard let waiter = currentCoroutine else {
                if try runJobsDueForTopLevel() { continue }
                throw topLevelWaitsForever("a task", at: location)
            }
            if waiter.id == id {
                throw RuntimeError.trap("a task awaited its own value: it can never finish (Swift waits forever here)", at: location)
            }
            taskAwaiters[id, default: []].append(waiter.id)
            _ = try parkTaskReportingCancellation(at: location)
        }
    }

    /// `task.result`: the task's value as `.success`, or what it threw as `.failure`; awaiting
    /// it never throws ("The result from a throwing task, after it completes",
    /// https://developer.apple.com/documentation/swift/task/result).
    func awaitTaskResult(_ id: Int, at location: SourceLocation) throws -> Value {
        do {
            let value = try awaitTaskValue(id, at: location)
            return .enumValue(EnumValue(typeName: "Result", caseName: "success", payload: [value], payloadLabels: [nil]))
        } catch let thrown as ThrownError {
            return .enumValue(EnumValue(typeName: "Result", caseName: "failure", payload: [thrown.value], payloadLabels: [nil]))
        }
    }

    /// The values a finished task's kept result holds, as a holder's (`ReferenceCounts`).
    func taskOutcomeRoots(_ id: Int) -> (values: [Value], variables: [Box])? {
        guard let outcome = taskOutcomes[id], References.mayHoldReferences(outcome.value) else { return nil }
        return ([outcome.value], [])
    }
}
