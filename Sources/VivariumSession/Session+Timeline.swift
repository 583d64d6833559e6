import Foundation
import VivariumWire

/// One command of the graph's history as far as objects go: what `timeline` draws.
///
/// Kept in the `Engine`, so a failed command (which rebuilds the engine by replaying the
/// journal) and a reset leave exactly the history of the accepted commands.
struct TimelineStep: Equatable {
    /// The session's command number (inline sources are named `<input-N>` after it).
    var number: Int
    /// The input as typed (multi-line Swift joined with newlines).
    var line: String
    var created: [ObjectRecord]
    var reused: [ObjectRecord]
    var freed: [ObjectRecord]
    var leaked: [ObjectRecord]
}

/// The lifetimes of the graph's objects over its history: one row per object, one column per
/// command that changed the graph since it was created or reset.
struct Timeline: Equatable {
    struct Column: Equatable {
        /// 1-based position in the history: the n-th command that changed the graph.
        var step: Int
        var line: String
    }

    enum End: Equatable {
        case freed(Int)
        case leaked(Int)
    }

    struct Row: Equatable {
        /// `CounterViewModel#1`
        var id: String
        /// The holder that created it (or, for an object first seen reused, that held it then).
        var holder: String?
        /// The 0-based column of its creation; nil when it existed before the first column.
        var created: Int?
        var reused: [Int] = []
        var end: End?

        /// The first column the object is alive in.
        var first: Int { created ?? 0 }
        /// The last column it is drawn in (inclusive): where it was freed, or the last column.
        func last(columns: Int) -> Int {
            switch end {
            case .freed(let column)?: return column
            case .leaked?, nil: return columns - 1
            }
        }
    }

    var columns: [Column]
    var rows: [Row]

    init(steps: [TimelineStep]) {
        columns = steps.enumerated().map { Column(step: $0.offset + 1, line: $0.element.line) }
        var rows: [Row] = []
        var index: [String: Int] = [:]
        func row(_ record: ObjectRecord) -> Int {
            if let existing = index[record.id] { return existing }
            rows.append(Row(id: record.id, holder: record.holder))
            index[record.id] = rows.count - 1
            return rows.count - 1
        }
        for (column, step) in steps.enumerated() {
            for record in step.created {
                let i = row(record)
                rows[i].created = column
                rows[i].holder = record.holder ?? rows[i].holder
            }
            for record in step.reused {
                let i = row(record)
                if rows[i].reused.last != column { rows[i].reused.append(column) }
            }
            for record in step.leaked { rows[row(record)].end = .leaked(column) }
            for record in step.freed { rows[row(record)].end = .freed(column) }
        }
        self.rows = rows
    }

    /// The command line of a column, on one line and at most `width` characters.
    static func summary(_ line: String, width: Int = 48) -> String {
        let lines = line.split(separator: "\n", omittingEmptySubsequences: true)
        var text = (lines.first.map(String.init) ?? "").trimmingCharacters(in: .whitespaces)
        if lines.count > 1 { text += " …" }
        if text.count > width { text = String(text.prefix(width - 1)) + "…" }
        return text
    }
}

extension Session {
    /// Adds an accepted command's objects to the graph's history.
    ///
    /// A re-render that kept the same objects under the same holders as the last command that
    /// reused objects shares that command's records (one array for both) instead of keeping
    /// its own: a long session of re-renders of 10,000 rows grows the history by a step each,
    /// not by 10,000 records each. What `timeline` shows is read from the same values.
    ///
    /// The records are kept in arrays of their own size: the reply's grew by doubling (room for
    /// 16,384 records when a mount of 10,000 rows made 10,000), and the history keeps them for the
    /// session's life.
    func recordTimeline(_ reply: Reply, number: Int) {
        var reused = reply.reused
        if !reused.isEmpty {
            if engine.lastReused == reused { reused = engine.lastReused } else { reused = reused.fitted; engine.lastReused = reused }
        }
        engine.history.append(TimelineStep(number: number, line: reply.command.trimmedAtEnds,
                                           created: reply.created.fitted, reused: reused,
                                           freed: reply.freed.fitted, leaked: reply.leaked))
    }

    /// `timeline`, `timeline --svg FILE` and `timeline --json`.
    func timeline(_ argument: String, original: String) throws -> Reply {
        let timeline = Timeline(steps: engine.history)
        if argument.isEmpty { return Reply(command: original, message: TimelineChart.text(timeline)) }
        if argument == "--json" { return Reply(command: original, message: try Listing.json(TimelineListing(steps: engine.history))) }
        let words = argument.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2, words[0] == "--svg" else { throw CommandError("usage: \(Command.timeline.usage)") }
        let path = words[1].trimmingCharacters(in: .whitespaces)
        guard path.hasSuffix(".svg") else {
            throw CommandError("timeline --svg writes SVG files only: '\(path)' does not end in .svg", code: "io")
        }
        let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : baseDirectory.appendingPathComponent(path)).standardizedFileURL
        do {
            try Data(TimelineSVG.render(timeline).utf8).write(to: url, options: .atomic)
        } catch {
            throw CommandError("cannot write '\(path)'", code: "io")
        }
        let objects = timeline.rows.count
        return Reply(command: original, message: "wrote \(path): \(objects) object\(objects == 1 ? "" : "s") over \(timeline.columns.count) command\(timeline.columns.count == 1 ? "" : "s")")
    }
}

extension Array {
    /// The same elements in an array of their own size, when this one holds room for many more
    /// (an array grown by doubling); else this one.
    var fitted: [Element] {
        guard capacity - count > Swift.max(64, count / 8) else { return self }
        var copy: [Element] = []
        copy.reserveCapacity(count)
        copy.append(contentsOf: self)
        return copy
    }
}
