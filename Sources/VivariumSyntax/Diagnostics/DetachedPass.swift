#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Synchronization

/// Runs work that cannot poll for `interrupt` — swift-syntax's passes over a whole source
/// (the parse, its syntax diagnostics, operator folding) — so that the phase running it can
/// still stop within its polling interval.
///
/// A small source is parsed where the phase runs: a few milliseconds even in a debug build.
/// A large one is handed to a thread of its own while the phase polls; when `interrupt`
/// arrives, the phase stops waiting and returns at once, and the pass finishes on its thread
/// and its result is dropped. Abandoning it is safe because a pass is a pure function of the
/// text: it reads no engine state and writes none. At most `maxAbandoned` pass threads run at
/// a time, abandoned or not (a slot is taken before a thread starts and given back when it
/// ends, so two phases starting at once cannot both slip under the bound); a new large pass
/// waits for one of them (still polling) before it starts, so repeated interrupts cannot pile
/// up threads or memory.
public enum DetachedPass {
    /// Sources at least this long run detached (about 25 ms of parsing in a debug build).
    public static let detachedFromBytes = 16 << 10
    static let maxAbandoned = 2
    /// Native stack of a pass's thread: bracket nesting is bounded before the parse
    /// (`SizeLimits.checkText`), which keeps swift-syntax's recursion far from this.
    static let stackBytes = 16 << 20
    /// How often the phase polls while it waits.
    static let pollMicroseconds: UInt32 = 2_000

    private static let abandoned = Atomic<Int>(0)
    /// Pass threads started and not yet ended (the slots `maxAbandoned` bounds).
    private static let running = Atomic<Int>(0)
    /// Passes abandoned after an interrupt that are still running (for tests and `--log-level debug`).
    public static var abandonedRunning: Int { abandoned.load(ordering: .relaxed) }

    /// Runs `work` and returns its result, or nil when `stop` heard `interrupt` first.
    static func run<T: Sendable>(bytes: Int, stop: PhaseStop, _ work: @escaping @Sendable () -> T) -> T? {
        if bytes < detachedFromBytes { return stop.pollNow() ? nil : work() }
        while !takeSlot() {
            if stop.pollNow() { return nil }
            usleep(pollMicroseconds)
        }
        let pass = Pass { work() }
        guard pass.start() else {
            running.subtract(1, ordering: .relaxed)
            // No thread to be had (address space or thread limits): run it here, unstoppable
            // as every pass was before, rather than fail the command.
            return work()
        }
        while true {
            if let result = pass.result() { return result as? T }
            if stop.pollNow() {
                if pass.abandon() { return nil }
                return pass.result() as? T
            }
            pass.wait(microseconds: pollMicroseconds)
        }
    }

    /// Takes one of the `maxAbandoned` slots for a pass thread; false when all are taken.
    private static func takeSlot() -> Bool {
        let now = running.load(ordering: .relaxed)
        guard now < maxAbandoned else { return false }
        return running.compareExchange(expected: now, desired: now + 1, ordering: .relaxed).exchanged
    }

    /// One pass on its own thread. Its result is taken by the phase, or dropped when the phase
    /// abandoned it.
    /// (Not generic: a C thread entry point cannot capture a generic context.)
    private final class Pass: @unchecked Sendable {
        private struct State {
            var result: (any Sendable)?
            var abandoned = false
        }
        private let work: @Sendable () -> any Sendable
        private let state = Mutex(State())
        private let done = Semaphore()

        init(_ work: @escaping @Sendable () -> any Sendable) { self.work = work }

        func start() -> Bool {
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, DetachedPass.stackBytes)
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
            let context = Unmanaged.passRetained(self).toOpaque()
            var thread = pthread_t()
            let started = pthread_create(&thread, &attributes, { context in
                // Safe: `start` passed a retained `Pass` and nothing else; released here, once.
                let pass = Unmanaged<Pass>.fromOpaque(context!).takeRetainedValue()
                pass.runOnThread()
                return nil
            }, context)
            if started != 0 {
                Unmanaged<Pass>.fromOpaque(context).release()
                return false
            }
            return true
        }

        private func runOnThread() {
            let value = work()
            let wasAbandoned = state.withLock { state in
                if !state.abandoned { state.result = value }
                return state.abandoned
            }
            if wasAbandoned { DetachedPass.abandoned.subtract(1, ordering: .relaxed) }
            DetachedPass.running.subtract(1, ordering: .relaxed)
            done.signal()
        }

        func result() -> (any Sendable)? { state.withLock { $0.result } }

        /// Gives the pass up; false when it had already finished (take its result instead).
        func abandon() -> Bool {
            state.withLock { state in
                if state.result != nil { return false }
                state.abandoned = true
                DetachedPass.abandoned.add(1, ordering: .relaxed)
                return true
            }
        }

        func wait(microseconds: UInt32) { done.wait(microseconds: microseconds) }
    }

    /// A counting semaphore with a timed wait (Foundation is not a dependency of this target).
    private final class Semaphore: @unchecked Sendable {
        private let semaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        init() { sem_init(semaphore, 0, 0) }
        deinit {
            sem_destroy(semaphore)
            semaphore.deallocate()
        }
        func signal() { sem_post(semaphore) }
        func wait(microseconds: UInt32) {
            var deadline = timespec()
            clock_gettime(CLOCK_REALTIME, &deadline)
            let nanoseconds = deadline.tv_nsec + Int(microseconds) * 1_000
            deadline.tv_sec += nanoseconds / 1_000_000_000
            deadline.tv_nsec = nanoseconds % 1_000_000_000
            _ = sem_timedwait(semaphore, &deadline)
        }
    }
}
