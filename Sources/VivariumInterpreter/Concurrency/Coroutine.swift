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
    private var thread: Thread?

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

    /// Runs the coroutine until it suspends or finishes (called by the scheduler).
    func resume(_ run: @escaping (Coroutine) -> Void) {
        if case .notStarted = state {
            state = .running
            // NB: the closure crosses to the coroutine's thread, but the hand-off below means
            // it never runs at the same time as its caller.
            let body = UncheckedSendable(run)
            let thread = Thread { [self] in
                self.toCoroutine.wait()
                body.value(self)
                self.toCaller.signal()
            }
            thread.stackSize = 64 << 20
            thread.name = "vivarium task \(id)"
            self.thread = thread
            thread.start()
        } else {
            state = .running
        }
        toCoroutine.signal()
        toCaller.wait()
    }

    /// Called on the coroutine's own thread: hands control back and waits to be resumed.
    func suspend() {
        state = .suspended
        toCaller.signal()
        toCoroutine.wait()
    }
}

/// Thrown inside a coroutine whose graph is being torn down, to unwind its stack.
struct CoroutineTerminated: Error {}

/// A value moved to another thread under the coroutine hand-off discipline.
struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
