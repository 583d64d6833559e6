/// Virtual time: a clock that only `advance` and `settle` move, and the jobs due on it.
public struct VirtualClock {
    /// Nanoseconds since the graph started.
    public internal(set) var now: Int64 = 0
    private var jobs: [Job] = []
    private var nextSequence = 0

    struct Job {
        var time: Int64
        var sequence: Int
        var coroutine: Coroutine
    }

    mutating func schedule(_ coroutine: Coroutine, at time: Int64) {
        jobs.append(Job(time: max(time, now), sequence: nextSequence, coroutine: coroutine))
        nextSequence += 1
    }

    mutating func unschedule(_ coroutine: Coroutine) {
        jobs.removeAll { $0.coroutine === coroutine }
    }

    /// The earliest job due at or before `limit`, removed from the queue (FIFO among equals).
    mutating func popDue(upTo limit: Int64) -> Job? {
        guard let index = jobs.indices.min(by: { (jobs[$0].time, jobs[$0].sequence) < (jobs[$1].time, jobs[$1].sequence) }),
              jobs[index].time <= limit else { return nil }
        return jobs.remove(at: index)
    }

    /// The earliest job due at exactly `time` and scheduled before `mark` (a `sequenceMark`),
    /// removed from the queue.
    mutating func popDue(at time: Int64, before mark: Int) -> Job? {
        guard let index = jobs.indices.filter({ jobs[$0].time == time && jobs[$0].sequence < mark })
            .min(by: { jobs[$0].sequence < jobs[$1].sequence }) else { return nil }
        return jobs.remove(at: index)
    }

    /// What `popDue(at:before:)` compares with: jobs scheduled from now on are after it.
    public var sequenceMark: Int { nextSequence }

    /// When the next job is due, if any.
    public var nextTime: Int64? { jobs.map(\.time).min() }

    public var pendingCount: Int { jobs.count }

    var scheduled: [Job] { jobs.sorted { ($0.time, $0.sequence) < ($1.time, $1.sequence) } }
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
