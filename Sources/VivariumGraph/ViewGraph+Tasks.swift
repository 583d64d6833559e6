import VivariumInterpreter
import VivariumSyntax

/// `.task` and `.task(id:)`, and running what is due on the virtual clock.
extension ViewGraph {
    /// Starts the `.task`s of nodes inserted in this update (after every `onAppear`). A node
    /// built off screen (an unselected tab, a screen under a pushed one, a row scrolled out of
    /// view) starts its task when it comes on screen: Apple, "task(priority:_:)": "Adds an
    /// asynchronous task to perform before this view appears."
    func startPendingTasks() {
        let nodes = update.taskStarts
        update.taskStarts = []
        for node in nodes where node.isMounted && isOnScreen(node) {
            for (index, modifier) in node.modifiers.enumerated() where modifier.kind == "task" {
                startTask(modifier, index: index, of: node)
            }
        }
    }

    private func startTask(_ modifier: BuiltinValue, index: Int, of node: Node) {
        guard let body = taskBody(modifier) else { return }
        let id = interpreter.spawnTask(name: "\(node.shortName) .task", body: body)
        node.tasks[index] = (id, modifier["id"])
        record(.task, "start \(node.shortName) .task", path: node.path)
    }

    /// Nodes leaving the screen but not the tree (a tab switched away from, a screen covered
    /// by a push): their running `.task`s are cancelled, as on disappear (Apple: "SwiftUI will
    /// automatically cancel the task at some point after the view disappears").
    func suspendTasks(of nodes: [Node]) {
        for node in nodes where node.modifiers.contains(where: { $0.kind == "task" }) { cancelTasks(of: node) }
    }

    /// Nodes coming back on screen (a tab selected again, a screen uncovered by a pop): their
    /// `.task`s start again after this update's `onAppear`s, unless one still runs.
    func resumeTasks(of nodes: [Node]) {
        update.taskStarts += nodes.filter { node in
            node.modifiers.contains { $0.kind == "task" } && !node.tasks.values.contains { interpreter.isTaskRunning($0.task) }
        }
    }

    /// Cancels a node's running `.task`s (a row recycled, a tab or screen left).
    func cancelTasks(of node: Node) {
        for (_, entry) in node.tasks.sorted(by: { $0.key < $1.key }) where interpreter.isTaskRunning(entry.task) {
            interpreter.cancelTask(entry.task)
            record(.task, "cancel \(node.shortName) .task", path: node.path)
        }
        node.tasks = [:]
    }

    private func taskBody(_ modifier: BuiltinValue) -> Value? {
        modifier.fields.values.last { if case .function = $0 { return true } else { return false } }
    }

    /// `.task(id:)`: a new id cancels the running task and starts a new one.
    func restartTasksWithChangedIDs(_ node: Node) {
        for (index, modifier) in node.modifiers.enumerated() where modifier.kind == "task" {
            guard let running = node.tasks[index], let newID = modifier["id"], let oldID = running.id,
                  !Equality.equal(oldID, newID) else { continue }
            if interpreter.isTaskRunning(running.task) {
                interpreter.cancelTask(running.task)
                record(.task, "cancel \(node.shortName) .task (id changed)", path: node.path)
            }
            startTask(modifier, index: index, of: node)
        }
    }

    /// Runs every job due at or before `limit`, in time order, in drains of the main queue:
    /// the jobs due at one instant and queued before the drain began run one after another,
    /// then one update shows what they did. Jobs they queue wait for the next drain.
    func runDueJobs(upTo limit: Int64) throws {
        var count = 0
        while let time = interpreter.nextJobTime, time <= limit {
            count += try interpreter.runJobs(at: time, before: interpreter.jobSequenceMark)
            try settle()
            if count > 100_000 {
                throw RuntimeError(.stepLimit, "more than 100,000 task wake-ups in one command", at: nil)
            }
        }
    }

    /// `advance DURATION`: moves the clock forward, running what falls due on the way.
    public func advance(by nanoseconds: Int64) throws {
        // Saturating: repeated long advances stop at the end of the virtual clock.
        let (sum, overflow) = interpreter.now.addingReportingOverflow(nanoseconds)
        let target = overflow ? Int64.max : sum
        try transaction {}
        try runDueJobs(upTo: target)
        interpreter.setClock(target)
        try refreshTimelines()
    }

    /// `settle`: runs until nothing is scheduled, or stops after `limit` wake-ups when tasks
    /// keep scheduling more (an endless loop); returns how many wake-ups ran.
    public func settleTasks(limit: Int = 1_000) throws -> (wakeUps: Int, stillScheduled: [(name: String, time: Int64)]) {
        var count = 0
        while count < limit, let next = interpreter.nextJobTime {
            interpreter.setClock(next)
            let ran = try interpreter.runJobs(at: next, before: interpreter.jobSequenceMark)
            guard ran > 0 else { break }
            try settle()
            count += ran
        }
        return (count, interpreter.scheduledTasks)
    }
}
