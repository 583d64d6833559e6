/// How a long phase of the front end — lowering, checking — hears `interrupt`: the session's
/// interruption, polled once every `interval` units of work (a declaration, a statement, an
/// expression), so the check stays an occasional atomic load. Once it has seen a request the
/// phase skips the rest of its work and its caller throws `PhaseInterrupted`.
///
/// One per phase run, on the thread that runs it.
public final class PhaseStop {
    /// Units of work between two polls: each is microseconds even in a debug build, so a
    /// phase notices a request well within 10 ms of work.
    static let interval = 64
    private let isRequested: () -> Bool
    private var units = 0
    public private(set) var stopped = false

    public init(_ isRequested: @escaping () -> Bool) {
        self.isRequested = isRequested
    }

    /// Never stops (a phase run outside any command).
    public static func never() -> PhaseStop { PhaseStop { false } }

    /// Counts one unit of work; true once a stop was requested (and from then on).
    func shouldStop() -> Bool {
        if stopped { return true }
        units &+= 1
        if units % Self.interval == 0, isRequested() { stopped = true }
        return stopped
    }

    /// Polls now (between two phases, where one poll is cheap against the work around it).
    func pollNow() -> Bool {
        if !stopped, isRequested() { stopped = true }
        return stopped
    }

    /// Throws when the phase was stopped.
    public func throwIfStopped(_ phase: String) throws(PhaseInterrupted) {
        if stopped { throw PhaseInterrupted(phase: phase) }
    }
}

/// A front-end phase stopped by `interrupt` before it finished: what it produced is incomplete
/// and is discarded.
public struct PhaseInterrupted: Error, Equatable, Sendable {
    /// `lowering`, `checking`.
    public var phase: String
}
