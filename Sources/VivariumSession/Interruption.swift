import Synchronization

/// A request, from any thread, to stop the command a session is running. Every phase of a
/// command polls it: lowering and checking per declaration, statement and expression, the
/// interpreter with its step budget (every 1,024 steps), describing a value per element and
/// taking the tree per node — each within about 10 ms of work. The command fails with
/// `interrupted` and the graph is unchanged.
///
/// A rollback (replaying the journal after a failed command) is never stopped half-way: the
/// session suspends the interruption while it runs, so a request then is not heard.
public final class Interruption: Sendable {
    private let requested = Atomic<Bool>(false)
    private let suspended = Atomic<Bool>(false)

    public init() {}

    /// Asks the running command to stop.
    public func request() { requested.store(true, ordering: .relaxed) }

    var isRequested: Bool { requested.load(ordering: .relaxed) && !suspended.load(ordering: .relaxed) }

    /// Runs `body` deaf to requests (a rollback); a request made meanwhile is dropped.
    func suspending<T>(_ body: () throws -> T) rethrows -> T {
        suspended.store(true, ordering: .relaxed)
        defer {
            clear()
            suspended.store(false, ordering: .relaxed)
        }
        return try body()
    }

    public func clear() { requested.store(false, ordering: .relaxed) }
}
