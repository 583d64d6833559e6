/// `timeline` as text: one row per object, one two-character column per command.
///
/// `●` created, `━` alive, `◆` reused, `○` freed, `◌` created and freed by the same command,
/// `✕` leaked (then `╌` while a reference cycle keeps it).
enum TimelineChart {
    /// At most this many columns are drawn (the latest ones); `timeline --svg` draws them all.
    static let maxColumns = 30
    /// At most this many objects are listed.
    static let maxRows = 40

    static func text(_ timeline: Timeline) -> String {
        let count = timeline.columns.count
        guard count > 0 else { return "no command has changed the graph yet" }
        let commands = "\(count) command\(count == 1 ? "" : "s")"
        guard !timeline.rows.isEmpty else { return "no objects in the graph's history (\(commands))" }
        let window = max(0, count - maxColumns)..<count
        let visible = timeline.rows.filter { $0.last(columns: count) >= window.lowerBound }
        let shown = Array(visible.prefix(maxRows))
        let nameWidth = min(28, shown.map(\.id.count).max() ?? 0)
        var lines = ["\(timeline.rows.count) object\(timeline.rows.count == 1 ? "" : "s") over \(commands) "
                     + "(a column per command that changed the graph)"]
        if window.lowerBound > 0 {
            lines.append("commands 1–\(window.lowerBound) not drawn (timeline --svg FILE draws them all)")
        }
        lines.append("")
        lines.append(pad("", nameWidth) + "  " + ruler(window))
        for row in shown {
            lines.append(pad(row.id, nameWidth) + "  " + bar(row, window: window, columns: count))
        }
        if visible.count > shown.count { lines.append("… and \(visible.count - shown.count) more objects") }
        lines.append("")
        lines.append("● created  ━ alive  ◆ reused  ○ freed  ◌ created and freed  ✕ leaked")
        lines.append("")
        for row in shown { lines.append(pad(row.id, nameWidth) + "  " + describe(row, timeline)) }
        lines.append("")
        lines.append("commands:")
        let numberWidth = String(count).count
        for column in timeline.columns[window] {
            lines.append("  " + String(repeating: " ", count: max(0, numberWidth - String(column.step).count))
                         + "\(column.step)  " + Timeline.summary(column.line, width: 70))
        }
        return lines.joined(separator: "\n")
    }

    /// Step numbers over the columns: the first, then every fifth where it fits.
    static func ruler(_ window: Range<Int>) -> String {
        var characters = Array(repeating: Character(" "), count: window.count * 2)
        var free = 0
        for column in window {
            let step = column + 1
            guard column == window.lowerBound || step % 5 == 0 else { continue }
            let position = (column - window.lowerBound) * 2
            let digits = Array(String(step))
            guard position >= free else { continue }
            while characters.count < position + digits.count { characters.append(" ") }
            for (offset, digit) in digits.enumerated() { characters[position + offset] = digit }
            free = position + digits.count + 1
        }
        return String(characters).trimmingTrailingSpaces
    }

    /// The row's cells in the window: a glyph per column and a connector after it.
    static func bar(_ row: Timeline.Row, window: Range<Int>, columns: Int) -> String {
        let first = row.first, last = row.last(columns: columns)
        var leakedAt: Int?
        if case .leaked(let column)? = row.end { leakedAt = column }
        var text = ""
        for column in window {
            let afterLeak = leakedAt.map { column > $0 } ?? false
            if column < first || column > last {
                text += " "
            } else if column == row.created, case .freed(column)? = row.end {
                text += "◌"
            } else if column == row.created {
                text += "●"
            } else if case .freed(column)? = row.end {
                text += "○"
            } else if column == leakedAt {
                text += "✕"
            } else if row.reused.contains(column) {
                text += "◆"
            } else {
                text += afterLeak ? "╌" : "━"
            }
            let connected = column >= first && column < last && column + 1 < window.upperBound
            text += connected ? ((leakedAt.map { column >= $0 } ?? false) ? "╌" : "━") : " "
        }
        return text.trimmingTrailingSpaces
    }

    /// `created at 4 (mount ContentView()) by H, reused at 5, 6, freed at 7 (reeval ContentView)`.
    static func describe(_ row: Timeline.Row, _ timeline: Timeline) -> String {
        func at(_ column: Int) -> String {
            "\(column + 1) (\(Timeline.summary(timeline.columns[column].line, width: 32)))"
        }
        var parts: [String] = []
        if let created = row.created {
            parts.append("created at \(at(created))" + (row.holder.map { " by \($0)" } ?? ""))
        } else {
            parts.append("alive before the history starts" + (row.holder.map { ", held by \($0)" } ?? ""))
        }
        if !row.reused.isEmpty {
            parts.append("reused at " + row.reused.map { String($0 + 1) }.joined(separator: ", "))
        }
        switch row.end {
        case .freed(let column)?: parts.append("freed at \(at(column))")
        case .leaked(let column)?: parts.append("leaked at \(at(column))")
        case nil: parts.append("alive")
        }
        return parts.joined(separator: ", ")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

fileprivate extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
