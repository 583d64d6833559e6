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
final class EngineThreadExecutor: SerialExecutor {
    /// The native stack of a graph's engine thread.
    static let stackSize = 1 << 30

    private let queue = JobQueue()

    init(name: String) {
        let queue = self.queue
        let thread = Thread { queue.drain() }
        thread.stackSize = Self.stackSize
        thread.name = name
        thread.start()
    }

    /// The thread ends once the jobs queued before the executor went away have run.
    deinit { queue.finish() }

    func enqueue(_ job: consuming ExecutorJob) {
        queue.push(UnownedJob(job), on: asUnownedSerialExecutor())
    }
}

/// The executor's jobs, shared with its thread (which must not keep the executor alive).
private final class JobQueue: Sendable {
    private let state = Mutex<(jobs: [(UnownedJob, UnownedSerialExecutor)], finished: Bool)>(([], false))
    private let available = DispatchSemaphore(value: 0)

    func push(_ job: UnownedJob, on executor: UnownedSerialExecutor) {
        state.withLock { $0.jobs.append((job, executor)) }
        available.signal()
    }

    func finish() {
        state.withLock { $0.finished = true }
        available.signal()
    }

    func drain() {
        while true {
            available.wait()
            let next: (UnownedJob, UnownedSerialExecutor)?? = state.withLock { state in
                if !state.jobs.isEmpty { return .some(state.jobs.removeFirst()) }
                return state.finished ? .none : .some(nil)
            }
            guard let next else { return }
            if let (job, executor) = next { job.runSynchronously(on: executor) }
        }
    }
}
