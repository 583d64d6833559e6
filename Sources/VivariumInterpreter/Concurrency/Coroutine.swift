#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation
import VivariumSyntax

/// A piece of user code that can suspend (`await Task.sleep`): a `Task { }`, a `.task`
/// modifier's body, a `DispatchQueue.main.async` block.
///
/// It runs on a thread of its own, but never at the same time as anything else: control is
/// handed over explicitly (`resume` waits until the coroutine suspends or finishes), so runs
/// stay deterministic and the interpreter's state is only ever touched by one thread.
final class Coroutine: @unchecked Sendable {
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
    /// Set when the graph is torn down: a suspended coroutine unwinds and its thread ends.
    var isTerminated = false
    /// The coroutine's interpreter frames while it is not running.
    var savedFrames: [Frame] = []
    private let toCoroutine = DispatchSemaphore(value: 0)
    private let toCaller = DispatchSemaphore(value: 0)

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

    /// Native stack of each task's thread. Threads are created with the stack reserved, not
    /// touched: a suspended task costs its few used pages of memory, but its whole stack of
    /// address space (bounded by the engine worker's RLIMIT_AS), so it is kept small; a deep
    /// recursion inside a task meets the native stack guard, a runtime error naming the line.
    static let stackBytes = 4 << 20

    /// Runs the coroutine until it suspends or finishes (called by the scheduler). When no
    /// thread can be created for it (address space or thread limits), it fails at once with
    /// an error saying so, instead of waiting for a thread that never starts.
    func resume(_ run: @escaping (Coroutine) -> Void) {
        if case .notStarted = state {
            state = .running
            // NB: the closure crosses to the coroutine's thread, but the hand-off below means
            // it never runs at the same time as its caller.
            let body = UncheckedSendable(run)
            let entry = Unmanaged.passRetained(ThreadEntry { [self] in
                self.toCoroutine.wait()
                body.value(self)
                self.toCaller.signal()
            })
            if let failure = Self.startThread(entry) {
                entry.release()
                state = .failed(failure)
                return
            }
        } else {
            state = .running
        }
        toCoroutine.signal()
        toCaller.wait()
    }

    /// Starts a detached thread running `entry` (which it releases); nil, or why it could not.
    private static func startThread(_ entry: Unmanaged<ThreadEntry>) -> Error? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackBytes)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { argument in
            guard let argument else { return nil }
            let entry = Unmanaged<ThreadEntry>.fromOpaque(argument).takeRetainedValue()
            entry.body()
            return nil
        }, entry.toOpaque())
        guard status != 0 else { return nil }
        return RuntimeError(.notSupported,
                            "not supported in the playground: starting another task (each task runs on a thread of the engine, "
                            + "and no more could be created: \(String(cString: strerror(status))))", at: nil)
    }

    /// Called on the coroutine's own thread: hands control back and waits to be resumed.
    func suspend() {
        state = .suspended
        toCaller.signal()
        toCoroutine.wait()
    }
}

/// What a task's thread runs.
private final class ThreadEntry {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

/// Thrown inside a coroutine whose graph is being torn down, to unwind its stack.
struct CoroutineTerminated: Error {}

/// A value moved to another thread under the coroutine hand-off discipline.
struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
