import Foundation

/// The figures of one run, printed as a table: each target with its figure and the ratio.
final class Report {
    private var rows: [(String, String, String)] = []

    func figure(_ name: String, _ seconds: Double) {
        rows.append((name, milliseconds(seconds), ""))
    }

    func target(_ name: String, _ seconds: Double, atMost limit: Double) {
        let verdict = seconds <= limit ? "met" : "MISSED"
        rows.append((name, milliseconds(seconds), "target ≤ \(milliseconds(limit)): \(String(format: "%.2f", seconds / limit))× — \(verdict)"))
    }

    func target(_ name: String, ratio: Double, atMost limit: Double) {
        let verdict = ratio <= limit ? "met" : "MISSED"
        rows.append((name, String(format: "%.2f×", ratio), "target ≤ \(String(format: "%.1f", limit))× — \(verdict)"))
    }

    /// A memory figure against its target, both in MiB.
    func target(_ name: String, mebibytes: Double, atMost limit: Double) {
        let verdict = mebibytes <= limit ? "met" : "MISSED"
        rows.append((name, String(format: "%.1f MiB", mebibytes),
                     "target ≤ \(String(format: "%.0f", limit)) MiB: \(String(format: "%.2f", mebibytes / limit))× — \(verdict)"))
    }

    func memory(_ name: String, kib: Int) {
        rows.append(("peak resident memory, " + name, String(format: "%.1f MiB", Double(kib) / 1024), ""))
    }

    func note(_ name: String, _ value: String, _ comment: String = "") {
        rows.append((name, value, comment))
    }

    func print() {
        let width = rows.map(\.0.count).max() ?? 0
        let valueWidth = rows.map(\.1.count).max() ?? 0
        for (name, value, comment) in rows {
            let line = name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + String(repeating: " ", count: valueWidth - value.count) + value
                + (comment.isEmpty ? "" : "   " + comment)
            Swift.print(line)
        }
    }
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }
