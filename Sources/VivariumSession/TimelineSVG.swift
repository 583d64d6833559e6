/// `timeline --svg FILE`: the chart of `timeline` as SVG — objects as rows, commands as
/// columns, each lifetime a `rect` spanning the columns the object was alive in.
///
/// Every element names what it draws (`class`, `data-object`, `data-step`), so the picture
/// can be checked without rendering it.
enum TimelineSVG {
    static let columnWidth = 24
    static let rowHeight = 22
    static let top = 40
    static let margin = 12
    /// Approximate advance of one character at the label font size (monospace 12px).
    static let characterWidth = 7.3

    static func render(_ timeline: Timeline) -> String {
        let count = timeline.columns.count
        let labelWidth = Int(Double(timeline.rows.map(\.id.count).max() ?? 8) * characterWidth) + 2 * margin
        let holderWidth = Int(Double(timeline.rows.map { ($0.holder ?? "").count }.max() ?? 0) * characterWidth) + 2 * margin
        let chartWidth = count * columnWidth
        let commandsTop = top + timeline.rows.count * rowHeight + 2 * margin
        let commandLines = timeline.columns.map { "\($0.step)  " + Timeline.summary($0.line, width: 80) }
        let commandsWidth = Int(Double(commandLines.map(\.count).max() ?? 0) * characterWidth) + 2 * margin
        let width = max(labelWidth + chartWidth + holderWidth, commandsWidth)
        let height = commandsTop + (commandLines.count + 1) * 16 + margin
        func x(_ column: Int) -> Int { labelWidth + column * columnWidth }
        func y(_ row: Int) -> Int { top + row * rowHeight }

        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" font-family=\"monospace\" font-size=\"12\">",
            "<title>Object lifetimes: \(timeline.rows.count) objects over \(count) commands</title>",
            "<style>.column{fill:#f4f4f4}.span{fill:#4a90d9}.leaked{fill:#d9534f;opacity:0.5}"
                + ".created{fill:#1b5e20}.freed{fill:#fff;stroke:#b71c1c;stroke-width:2}.reused{fill:#f9a825}"
                + ".leak{stroke:#b71c1c;stroke-width:2}.holder,.command{fill:#555}</style>",
            "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#fff\"/>",
        ]
        for column in timeline.columns {
            let left = x(column.step - 1)
            let shade = column.step % 2 == 1 ? "" : " fill=\"#fbfbfb\""
            out.append("<rect class=\"column\" data-step=\"\(column.step)\" x=\"\(left)\" y=\"\(top - 18)\" width=\"\(columnWidth)\" height=\"\(timeline.rows.count * rowHeight + 18)\"\(shade)/>")
            out.append("<text class=\"step\" data-step=\"\(column.step)\" x=\"\(left + columnWidth / 2)\" y=\"\(top - 6)\" text-anchor=\"middle\">\(column.step)</text>")
        }
        for (index, row) in timeline.rows.enumerated() {
            let rowTop = y(index), middle = y(index) + rowHeight / 2
            let object = escape(row.id)
            out.append("<text class=\"object\" data-object=\"\(object)\" x=\"\(margin)\" y=\"\(middle + 4)\">\(object)</text>")
            let first = row.first, last = row.last(columns: count)
            var leakedAt: Int?
            if case .leaked(let column)? = row.end { leakedAt = column }
            let aliveEnd = leakedAt.map { $0 } ?? last
            out.append(span("span", object, from: x(first), to: x(aliveEnd + 1), top: rowTop))
            if let leakedAt, leakedAt < last {
                out.append(span("leaked", object, from: x(leakedAt + 1), to: x(last + 1), top: rowTop))
            }
            if let created = row.created {
                out.append("<circle class=\"created\" data-object=\"\(object)\" data-step=\"\(created + 1)\" cx=\"\(x(created) + 6)\" cy=\"\(middle)\" r=\"5\"/>")
            }
            for reused in row.reused {
                let cx = x(reused) + columnWidth / 2
                out.append("<polygon class=\"reused\" data-object=\"\(object)\" data-step=\"\(reused + 1)\" points=\"\(cx),\(middle - 6) \(cx + 6),\(middle) \(cx),\(middle + 6) \(cx - 6),\(middle)\"/>")
            }
            switch row.end {
            case .freed(let column)?:
                out.append("<circle class=\"freed\" data-object=\"\(object)\" data-step=\"\(column + 1)\" cx=\"\(x(column + 1) - 6)\" cy=\"\(middle)\" r=\"5\"/>")
            case .leaked(let column)?:
                let cx = x(column + 1) - 6
                out.append("<path class=\"leak\" data-object=\"\(object)\" data-step=\"\(column + 1)\" d=\"M\(cx - 5),\(middle - 5)L\(cx + 5),\(middle + 5)M\(cx + 5),\(middle - 5)L\(cx - 5),\(middle + 5)\"/>")
            case nil: break
            }
            if let holder = row.holder {
                out.append("<text class=\"holder\" data-object=\"\(object)\" x=\"\(x(count) + margin)\" y=\"\(middle + 4)\">\(escape(holder))</text>")
            }
        }
        out.append("<text class=\"heading\" x=\"\(margin)\" y=\"\(commandsTop)\">commands</text>")
        for (index, line) in commandLines.enumerated() {
            out.append("<text class=\"command\" data-step=\"\(index + 1)\" x=\"\(margin)\" y=\"\(commandsTop + (index + 1) * 16)\" xml:space=\"preserve\">\(escape(line))</text>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    private static func span(_ kind: String, _ object: String, from left: Int, to right: Int, top: Int) -> String {
        "<rect class=\"\(kind)\" data-object=\"\(object)\" x=\"\(left)\" y=\"\(top + 5)\" width=\"\(right - left)\" height=\"\(rowHeight - 10)\" rx=\"3\"/>"
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
