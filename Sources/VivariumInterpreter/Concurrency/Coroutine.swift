#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CCoroutine
import VivariumSyntax

/// A piece of user code that can suspend (`await Task.sleep`): a `Task { }`, a `.task`
/// modifier's body, a `DispatchQueue.main.async` block.
///
/// It is a stackful coroutine on the engine's own thread: at its first resume it gets a native
/// stack of its own (mapped, not touched) and runs there; `suspend` switches back to the stack
/// that resumed it, and the next `resume` switches in again (`CCoroutine`, glibc's ucontext).
/// Control is handed over explicitly, so runs stay deterministic, and no thread is created or
/// kept: a suspended coroutine costs the few pages of stack it touched. Its stack is unmapped
/// as soon as it finishes. A suspended coroutine is never dropped with its frames on the
/// stack (they hold references): a graph torn down resumes it with `isTerminated` set, so its
/// suspension point throws and the frames unwind first.
///
/// Swift's concurrency runtime is not involved: everything on a coroutine's stack is
/// synchronous interpreter code. The runtime's per-thread exclusivity records are handed over
/// at each switch (see `Coroutine.c`); other thread-locals are shared by every coroutine of
/// the thread, which is fine since only one ever runs. A coroutine is meant to be resumed on
/// the thread it started on (an engine has one): compiled code may keep a thread-local's
/// address across the call that suspends it.
final class Coroutine {
    enum State {
        case notStarted
        case running
        case suspended
        case finished(Value)
        case failed(Error)
    }

    let id: Int
    /// `ContentView .task`, `Task at 12:5`.
    let name: String
    let body: Value
    var state: State = .notStarted
    /// Set by `cancel()`; a suspended sleep then throws `CancellationError`.
    var isCancelled = false
    /// The `onCancel` handlers of the `withTaskCancellationHandler` calls it is inside, innermost last.
    var cancellationHandlers: [Value] = []
    /// Whether it stands for work off the main thread (a block on a global or private dispatch
    /// queue, `Task.detached`): `Thread.isMainThread` is false while it runs.
    var isBackground = false
    /// For an `async let` child task, the task that declared it: cancelling that task cancels
    /// this one (The Swift Programming Language, "Concurrency": "a child task … is cancelled
    /// when its parent task is cancelled").
    var parentID: Int?
    /// Set when the graph is torn down: a suspended coroutine unwinds and its stack is freed.
    var isTerminated = false
    /// The coroutine's interpreter frames while it is not running.
    var savedFrames: [Frame] = []
    /// Its context and stack, from its first resume until it finishes.
    private var context: OpaquePointer?
    /// What its first resume runs on its stack (taken by `entry`).
    private var run: ((Coroutine) -> Void)?

    init(id: Int, name: String, body: Value) {
        self.id = id
        self.name = name
        self.body = body
    }

    var isDone: Bool {
        switch state {
        case .finished, .failed: return true
        default: return false
        }
    }

    /// Whether it holds a mapped stack now (started, not finished).
    var hasStack: Bool { context != nil }

    /// Stacks of coroutines mapped in this process now (every interpreter's).
    static var mappedStacks: Int { vivarium_coroutine_mapped_stacks() }

    /// Native stack of each task. It is reserved, not touched: a suspended task costs its few
    /// used pages of memory, but its whole stack of address space (bounded by the engine
    /// worker's RLIMIT_AS), so it is kept small; a deep recursion inside a task meets the
    /// native stack guard, a runtime error naming the line.
    static let stackBytes = 4 << 20

    /// Runs the coroutine until it suspends or finishes (called by the scheduler). When no
    /// stack can be mapped for it (address space), it fails at once with an error saying so.
    func resume(_ run: @escaping (Coroutine) -> Void) {
        if case .notStarted = state {
            state = .running
            self.run = run
            let argument = Unmanaged.passUnretained(self).toOpaque()
            guard let made = vivarium_coroutine_create(Self.stackBytes, Self.entry, argument) else {
                let reason = String(cString: strerror(errno))
                self.run = nil
                state = .failed(RuntimeError(.notSupported,
                                             "not supported in the playground: starting another task (each task runs on a native stack "
                                             + "of its own, and no more could be mapped: \(reason))", at: nil))
                return
            }
            context = made
        } else {
            state = .running
        }
        guard let context else { return }
        vivarium_coroutine_resume(context)
        if vivarium_coroutine_is_finished(context) != 0 {
            // Nothing of it is left on its stack: `entry` returned.
            vivarium_coroutine_destroy(context)
            self.context = nil
        }
    }

    /// The first thing a coroutine's stack runs. It holds the coroutine (and so the body) for
    /// as long as the body runs; both are released before it returns, on this stack.
    private static let entry: @convention(c) (UnsafeMutableRawPointer?) -> Void = { argument in
        guard let argument else { return }
        let coroutine = Unmanaged<Coroutine>.fromOpaque(argument).takeUnretainedValue()
        guard let run = coroutine.run else { return }
        coroutine.run = nil
        run(coroutine)
    }

    /// Called on the coroutine's own stack: hands control back and returns once resumed.
    func suspend() {
        guard let context else { return }
        state = .suspended
        vivarium_coroutine_suspend(context)
    }
}

/// Thrown inside a coroutine whose graph is being torn down, to unwind its stack.
struct CoroutineTerminated: Error {}
