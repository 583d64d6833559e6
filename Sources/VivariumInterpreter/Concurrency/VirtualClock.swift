import HeapModule
/// Virtual time: a clock that only `advance` and `settle` move, and the jobs due on it.
///
/// The jobs are a min-heap ordered by (time, sequence), so taking the next one costs
/// O(log n) whatever the number of suspended tasks and timers; a job taken off the queue
/// before it is due (`unschedule`: a task cancelled or resumed early) is only marked, and
/// dropped when it reaches the top.
public struct VirtualClock {
    /// Nanoseconds since the graph started.
    public internal(set) var now: Int64 = 0
    private var jobs = HeapModule.Heap<Job>()
    /// The sequences of the jobs in `jobs` that were unscheduled.
    private var dropped: Set<Int> = []
    /// The sequences of each coroutine's scheduled jobs (usually one).
    private var sequences: [ObjectIdentifier: [Int]] = [:]
    private var nextSequence = 0

    struct Job: Comparable {
        var time: Int64
        var sequence: Int
        var coroutine: Coroutine

        static func < (a: Job, b: Job) -> Bool { (a.time, a.sequence) < (b.time, b.sequence) }
        static func == (a: Job, b: Job) -> Bool { a.sequence == b.sequence }
    }

    mutating func schedule(_ coroutine: Coroutine, at time: Int64) {
        jobs.insert(Job(time: max(time, now), sequence: nextSequence, coroutine: coroutine))
        sequences[ObjectIdentifier(coroutine), default: []].append(nextSequence)
        nextSequence += 1
    }

    mutating func unschedule(_ coroutine: Coroutine) {
        guard let scheduled = sequences.removeValue(forKey: ObjectIdentifier(coroutine)) else { return }
        dropped.formUnion(scheduled)
    }

    /// The earliest job due at or before `limit`, removed from the queue (FIFO among equals).
    mutating func popDue(upTo limit: Int64) -> Job? {
        guard let next = first(), next.time <= limit else { return nil }
        return take()
    }

    /// The earliest job due at exactly `time` and scheduled before `mark` (a `sequenceMark`),
    /// removed from the queue.
    mutating func popDue(at time: Int64, before mark: Int) -> Job? {
        guard let next = first() else { return nil }
        if next.time == time { return next.sequence < mark ? take() : nil }
        // NB: a job left due before `time` (a run stopped midway) is not one of these.
        guard next.time < time, let job = live.filter({ $0.time == time && $0.sequence < mark }).min() else { return nil }
        remove(job)
        return job
    }

    /// What `popDue(at:before:)` compares with: jobs scheduled from now on are after it.
    public var sequenceMark: Int { nextSequence }

    /// When the next job is due, if any.
    public var nextTime: Int64? {
        if let top = jobs.min, !dropped.contains(top.sequence) { return top.time }
        return live.min()?.time
    }

    public var pendingCount: Int { jobs.count - dropped.count }

    var scheduled: [Job] { live.sorted() }

    /// The jobs still scheduled, in no order.
    private var live: [Job] { jobs.unordered.filter { !dropped.contains($0.sequence) } }

    /// The earliest job still scheduled, the unscheduled ones above it dropped.
    private mutating func first() -> Job? {
        while let top = jobs.min, dropped.contains(top.sequence) {
            dropped.remove(top.sequence)
            jobs.removeMin()
        }
        return jobs.min
    }

    /// Takes the earliest job (`first()` was called).
    private mutating func take() -> Job? {
        guard let job = jobs.popMin() else { return nil }
        forget(job)
        return job
    }

    /// Takes `job` from anywhere in the queue (rare: see `popDue(at:before:)`).
    private mutating func remove(_ job: Job) {
        jobs = HeapModule.Heap(jobs.unordered.filter { $0.sequence != job.sequence })
        forget(job)
    }

    private mutating func forget(_ job: Job) {
        let key = ObjectIdentifier(job.coroutine)
        sequences[key]?.removeAll { $0 == job.sequence }
        if sequences[key]?.isEmpty == true { sequences[key] = nil }
    }
}

/// `2s`, `500ms`, `1.5s`, `2m`: a duration as the `advance` command takes it, in nanoseconds.
public enum DurationText {
    public static func parse(_ text: String) -> Int64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let units: [(String, Double)] = [("ns", 1), ("us", 1e3), ("µs", 1e3), ("ms", 1e6), ("s", 1e9), ("m", 60e9), ("h", 3600e9)]
        for (suffix, scale) in units where trimmed.hasSuffix(suffix) {
            // Past Int64.max nanoseconds (292 years, or `inf`) is no duration the clock can move.
            guard let number = Double(trimmed.dropLast(suffix.count)), number >= 0, number * scale < 9.2e18 else { return nil }
            return Int64((number * scale).rounded())
        }
        return nil
    }

    /// `2s`, `1.5s`, `250ms`, `0s`.
    public static func format(_ nanoseconds: Int64) -> String {
        if nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
        if nanoseconds % 1_000_000 == 0 {
            let ms = nanoseconds / 1_000_000
            return ms >= 1000 ? "\(Double(ms) / 1000)s" : "\(ms)ms"
        }
        return "\(nanoseconds)ns"
    }
}

import Foundation
