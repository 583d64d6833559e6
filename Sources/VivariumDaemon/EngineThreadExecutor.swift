import Dispatch
import Foundation
import Synchronization

/// A serial executor that runs its jobs on one dedicated thread with a large native stack.
///
/// The interpreter recurses along user calls and nested expressions; a debug build spends
/// tens of kilobytes of stack per user call, so the default 8 MiB of a dispatch worker would
/// end well before the recursion limit. The stack is reserved address space: only the pages
/// a command touches are ever backed by memory. The interpreter's own guard (`NativeStack`)
/// still turns an exhausted stack into an error rather than a crash.
///
/// User tasks (`.task`, `Task {}`) run on this thread too, as coroutines with stacks of their
/// own, always inside the job of the command that resumes them (a job never ends with a task
/// running); a suspended task outlives its job and is resumed by a later one on this same
/// thread. An interrupt is a flag the task's steps poll like any other code's.
///
/// `taskExecutor` runs a task's nonisolated code on the same thread: a connection's request
/// for this graph starts there (`Task(executorPreference:)`), so the command reaches the
/// graph without waking a thread of the global pool on its way in or out.
final class EngineThreadExecutor: SerialExecutor {
    /// The native stack of a graph's thread that runs its engine in this process (tests).
    static let engineStackSize = 1 << 30
    /// The native stack of a graph's thread whose engine runs in a worker: it waits for the
    /// worker's answers and journals them. NB: not the engine's 1 GiB: under an address-space
    /// limit (`ulimit -v`) a few graphs' reservations would use it up.
    static let relayStackSize = 8 << 20

    private let queue: JobQueue
    /// The task-executor lane onto this thread.
    let taskExecutor: EngineThreadTaskExecutor

    /// Starts the thread; throws when it cannot be created (the address space or the thread
    /// limit is used up), so that nothing is ever queued for a thread that does not run.
    init(name: String, stackSize: Int) throws(NativeThread.StartError) {
        let queue = JobQueue()
        self.queue = queue
        taskExecutor = EngineThreadTaskExecutor(queue: queue)
        try NativeThread.start(name: name, stackSize: stackSize) { queue.drain() }
    }

    /// The thread ends once the jobs queued before the executor went away have run.
    deinit { queue.finish() }

    func enqueue(_ job: consuming ExecutorJob) {
        queue.push(.serial(UnownedJob(job), asUnownedSerialExecutor()))
    }
}

/// Runs tasks that prefer it on a graph's engine thread, between the actor's own jobs.
final class EngineThreadTaskExecutor: TaskExecutor {
    private let queue: JobQueue

    fileprivate init(queue: JobQueue) { self.queue = queue }

    func enqueue(_ job: consuming ExecutorJob) {
        queue.push(.task(UnownedJob(job), asUnownedTaskExecutor()))
    }
}

/// The executor's jobs, shared with its thread (which must not keep the executor alive).
private final class JobQueue: Sendable {
    enum Job {
        case serial(UnownedJob, UnownedSerialExecutor)
        case task(UnownedJob, UnownedTaskExecutor)
    }

    private let state = Mutex<(jobs: [Job], finished: Bool)>(([], false))
    private let available = DispatchSemaphore(value: 0)

    func push(_ job: Job) {
        state.withLock { $0.jobs.append(job) }
        available.signal()
    }

    func finish() {
        state.withLock { $0.finished = true }
        available.signal()
    }

    func drain() {
        while true {
            available.wait()
            let next: Job?? = state.withLock { state in
                if !state.jobs.isEmpty { return .some(state.jobs.removeFirst()) }
                return state.finished ? .none : .some(nil)
            }
            guard let next else { return }
            switch next {
            case .serial(let job, let executor)?: job.runSynchronously(on: executor)
            case .task(let job, let executor)?: job.runSynchronously(on: executor)
            case nil: break
            }
        }
    }
}
