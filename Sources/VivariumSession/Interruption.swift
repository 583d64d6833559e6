import Synchronization

/// A request, from any thread, to stop the command a session is running. The interpreter
/// checks it with its step budget, so a runaway loop stops within about a thousand steps;
/// the command fails with `interrupted` and the graph is unchanged.
public final class Interruption: Sendable {
    private let requested = Atomic<Bool>(false)

    public init() {}

    /// Asks the running command to stop.
    public func request() { requested.store(true, ordering: .relaxed) }

    var isRequested: Bool { requested.load(ordering: .relaxed) }

    func clear() { requested.store(false, ordering: .relaxed) }
}
