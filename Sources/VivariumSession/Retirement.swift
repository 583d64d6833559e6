import Dispatch
import Foundation

/// Releases values off the command path: freeing the records of a large command (ten thousand
/// rows re-rendered: its reply, its causal record) takes milliseconds that the next command,
/// which drops them, need not wait for.
///
/// What is handed over is freed on a background queue once no command has started for
/// `quietPeriod` (a user reading a reply; freeing alongside a command slows it down through the
/// allocator's lock), or at once when `backlog` hand-overs are waiting (commands back to back).
///
/// Only for values nothing else uses once handed over (the engine thread keeps no reference),
/// whose release runs no code with effects (plain records, no `deinit` of user objects).
///
/// A host whose engine thread waits for its next command (the engine worker) frees them there
/// instead, once it has waited `quietPeriod` for one (`drainsOnHostThread`, `drainNow`): freed on
/// the thread that allocated them, the blocks go back to its own cache and the next command
/// reuses them; freed on another thread, thousands of them were left in the allocator's unsorted
/// list for the next command's first allocation to sort — 12 ms of a row's tap after ten thousand
/// rows re-rendered, where the tap itself takes a quarter of a millisecond.
///
/// What waits is bounded by its weight too (a command's undo records count one each): past
/// `heavyWeight` — a few thousand rows re-rendered — the host frees it as soon as the answer is
/// out (`isHeavy`), so that commands back to back never keep several re-renders' records alive
/// at once: with ten thousand rows, eight of them waiting were a third of the worker's memory.
public enum Retirement {
    public static let quietPeriodMilliseconds = 100
    public static let quietPeriod: DispatchTimeInterval = .milliseconds(quietPeriodMilliseconds)
    static let backlog = 8
    /// The weight past which what waits is freed at the next chance, quiet or not.
    public static let heavyWeight = 4_096

    private static let queue = DispatchQueue(label: "vivarium.retirement", qos: .utility)
    private static let state = Pending()
    private static let hostDrains = Pending.Flag()

    /// Whether the host frees what is handed over on its own thread (`drainNow`) while it waits
    /// for its next command; no timer is armed then. Set once, before the first command.
    public static var drainsOnHostThread: Bool {
        get { hostDrains.value }
        set { hostDrains.value = newValue }
    }

    /// Whether anything waits to be freed.
    public static var hasPending: Bool { state.count > 0 }

    /// Whether `backlog` hand-overs wait, or what waits weighs `heavyWeight` or more: it is
    /// freed now (by the host that drains, on the queue otherwise), not after a quiet period.
    public static var isHeavy: Bool { state.isHeavy }

    /// Whether what waits weighs `heavyWeight` or more (a large command's records, not a
    /// backlog of small ones): freeing it leaves enough blocks behind for the allocator to be
    /// worth settling before the next command.
    public static var weighsHeavy: Bool { state.weighsHeavy }

    /// Frees what waits, on the calling thread (the host's, between commands).
    public static func drainNow() { state.drain() }

    /// Takes `value` (leaving nil) and releases it off the command path; `weight` says how
    /// much it holds (see `heavyWeight`).
    static func release<Value>(_ value: inout Value?, weight: Int = 1) {
        guard value != nil else { return }
        let box = Box(value)
        value = nil
        let startsTimer = state.add(box, weight: weight)
        if !drainsOnHostThread, state.isHeavy {
            queue.async { state.drain() }
        } else if startsTimer, !drainsOnHostThread {
            queue.asyncAfter(deadline: .now() + quietPeriod) { drainWhenQuiet() }
        }
    }

    /// A command starts: what is waiting is freed after the next quiet period.
    static func commandStarted() {
        state.touch()
    }

    /// The one timer: waits for a quiet period while anything is waiting.
    private static func drainWhenQuiet() {
        switch state.timerFired(quietPeriod: quietPeriod) {
        case .drain: state.drain()
        case .wait: queue.asyncAfter(deadline: .now() + quietPeriod) { drainWhenQuiet() }
        case .stop: break
        }
    }

    private protocol Retired: AnyObject {}

    /// NB: unchecked Sendable: after `release` hands it over, only the queue touches it.
    private final class Box<Value>: Retired, @unchecked Sendable {
        var value: Value?

        init(_ value: Value?) {
            self.value = value
        }
    }

    /// The hand-overs waiting, and when the last command started. Locked: commands start on
    /// the engine thread, the queue drains.
    private final class Pending: @unchecked Sendable {
        private let lock = NSLock()
        private var boxes: [any Retired] = []
        private var waitingWeight = 0
        private var lastStart = DispatchTime.now()
        private var timerScheduled = false

        /// A flag read from any thread.
        final class Flag: @unchecked Sendable {
            private let lock = NSLock()
            private var stored = false
            var value: Bool {
                get { lock.withLock { stored } }
                set { lock.withLock { stored = newValue } }
            }
        }

        var count: Int { lock.withLock { boxes.count } }
        var isHeavy: Bool { lock.withLock { boxes.count >= Retirement.backlog || waitingWeight >= Retirement.heavyWeight } }
        var weighsHeavy: Bool { lock.withLock { waitingWeight >= Retirement.heavyWeight } }

        /// Adds a hand-over; whether the caller starts the timer.
        func add(_ box: any Retired, weight: Int) -> Bool {
            lock.withLock {
                boxes.append(box)
                waitingWeight += weight
                let startsTimer = !timerScheduled
                timerScheduled = true
                return startsTimer
            }
        }

        func touch() {
            lock.withLock { lastStart = .now() }
        }

        enum TimerStep { case drain, wait, stop }

        func timerFired(quietPeriod: DispatchTimeInterval) -> TimerStep {
            lock.withLock {
                if boxes.isEmpty {
                    timerScheduled = false
                    return .stop
                }
                guard DispatchTime.now() >= lastStart + quietPeriod else { return .wait }
                timerScheduled = false
                return .drain
            }
        }

        /// Frees every waiting value (outside the lock).
        func drain() {
            let taken = lock.withLock {
                let taken = boxes
                boxes = []
                waitingWeight = 0
                return taken
            }
            _ = consume taken
        }
    }
}
