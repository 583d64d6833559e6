#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The `tap` of `smallGraphRoundTrips` on a journaled graph: the daemon as `viv` starts it, each
/// command that changes the graph flushed to its journal (`fdatasync`) before it is answered.
/// Beside it, in the same run, the flush floor of the journal's file system: one entry-sized
/// line appended and flushed. The entry is written ahead and flushed while the engine runs the
/// command (`GraphJournal+Ahead`), so a journaled tap costs about the longer of the two, not
/// their sum.
extension Scenarios {
    func journaledTap(unjournaled: Double) throws {
        let (counter, tap) = try mountedCounter()
        for _ in 0..<100 { _ = try tap() }
        let taps = try (0..<500).map { _ in try tap() }
        report.figure("tap round trip, journaled graph (median of 500; p90 \(milliseconds(percentile(taps, 0.9))))", median(taps))
        try close(counter, nil)
        report.note("journaled tap ÷ unjournaled tap", String(format: "%.2f×", median(taps) / unjournaled),
                    "each tap's journal entry flushed while the engine runs it")
    }

    /// The median time to append one journal-sized line to a file in `directory` and flush it.
    static func flushFloor(in directory: String) throws -> Double {
        let path = directory + "/flush-floor"
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw BenchError("cannot create \(path)") }
        defer { Glibc.close(fd); unlink(path) }
        let line = Array(("0123abcd " + String(repeating: "x", count: 60) + "\n").utf8)
        var samples: [Double] = []
        for _ in 0..<300 {
            samples.append(try measure {
                guard write(fd, line, line.count) == line.count, fdatasync(fd) == 0 else { throw BenchError("cannot flush \(path)") }
            })
        }
        return median(samples)
    }
}
