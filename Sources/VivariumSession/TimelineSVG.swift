/// `timeline --svg FILE`: the chart of `timeline` as SVG — objects as rows, commands as
/// columns, each lifetime a `rect` spanning the columns the object was alive in.
///
/// Every element names what it draws (`class`, `data-object`, `data-step`), so the picture
/// can be checked without rendering it. A declaration that made, kept and freed no object
/// gets no column (the commands list names those it left out); the legend is the text
/// chart's.
enum TimelineSVG {
    static let columnWidth = 24
    static let rowHeight = 22
    static let top = 40
    static let margin = 12
    /// Approximate advance of one character at the label font size (monospace 12px).
    static let characterWidth = 7.3

    /// The columns drawn: every command, and the Swift inputs that touched an object.
    static func drawnColumns(_ timeline: Timeline) -> [Timeline.Column] {
        var touched = Set<Int>()
        for row in timeline.rows {
            if let created = row.created { touched.insert(created) }
            touched.formUnion(row.reused)
            switch row.end {
            case .freed(let column)?, .leaked(let column)?: touched.insert(column)
            case nil: break
            }
        }
        return timeline.columns.filter { Command.parse($0.line) != nil || touched.contains($0.step - 1) }
    }

    /// The legend's entries: the text chart's, each drawn as the chart draws it.
    static let legend = ["created", "alive", "reused", "freed", "created and freed", "leaked"]

    static func render(_ timeline: Timeline) -> String {
        let drawn = drawnColumns(timeline)
        let count = drawn.count
        // The drawn column of each step of the history (0-based); a step not drawn starts a span
        // at the next drawn column and ends one at the previous.
        var next = [Int](repeating: count, count: timeline.columns.count + 1)
        var previous = [Int](repeating: -1, count: timeline.columns.count)
        for (index, column) in drawn.enumerated() { next[column.step - 1] = index; previous[column.step - 1] = index }
        for step in stride(from: timeline.columns.count - 1, through: 0, by: -1) where next[step] == count {
            next[step] = next[step + 1]
        }
        for step in timeline.columns.indices.dropFirst() where previous[step] == -1 { previous[step] = previous[step - 1] }
        let labelWidth = Int(Double(timeline.rows.map(\.id.count).max() ?? 8) * characterWidth) + 2 * margin
        let holderWidth = Int(Double(timeline.rows.map { ($0.holder ?? "").count }.max() ?? 0) * characterWidth) + 2 * margin
        let chartWidth = count * columnWidth
        let legendTop = top + timeline.rows.count * rowHeight + 2 * margin
        let commandsTop = legendTop + 2 * rowHeight
        let numberWidth = String(timeline.columns.count).count
        var commandLines = drawn.map { column in
            String(repeating: " ", count: numberWidth - String(column.step).count) + "\(column.step)  "
                + Timeline.summary(column.line, width: 80)
        }
        let skipped = timeline.columns.filter { column in !drawn.contains { $0.step == column.step } }.map { String($0.step) }
        if !skipped.isEmpty {
            commandLines.append("(not drawn: \(skipped.joined(separator: ", ")), declarations that made no object)")
        }
        let commandsWidth = Int(Double(commandLines.map(\.count).max() ?? 0) * characterWidth) + 2 * margin
        let legendWidth = Int(Double(legend.joined(separator: "     ").count) * characterWidth) + 4 * margin
        let width = max(labelWidth + chartWidth + holderWidth, commandsWidth, legendWidth)
        let height = commandsTop + (commandLines.count + 1) * 16 + margin
        func x(_ column: Int) -> Int { labelWidth + next[column] * columnWidth }
        func end(_ column: Int) -> Int { labelWidth + (previous[column] + 1) * columnWidth }
        func y(_ row: Int) -> Int { top + row * rowHeight }

        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" font-family=\"monospace\" font-size=\"12\">",
            "<title>Object lifetimes: \(timeline.rows.count) objects over \(timeline.columns.count) commands</title>",
            "<style>.column{fill:#f4f4f4}.span{fill:#4a90d9}.leaked{fill:#d9534f;opacity:0.5}"
                + ".created{fill:#1b5e20}.freed{fill:#fff;stroke:#b71c1c;stroke-width:2}.reused{fill:#f9a825}"
                + ".leak{stroke:#b71c1c;stroke-width:2}.holder,.command{fill:#555}</style>",
            "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#fff\"/>",
        ]
        for (index, column) in drawn.enumerated() {
            let left = labelWidth + index * columnWidth
            let shade = index % 2 == 0 ? "" : " fill=\"#fbfbfb\""
            out.append("<rect class=\"column\" data-step=\"\(column.step)\" x=\"\(left)\" y=\"\(top - 18)\" width=\"\(columnWidth)\" height=\"\(timeline.rows.count * rowHeight + 18)\"\(shade)/>")
            out.append("<text class=\"step\" data-step=\"\(column.step)\" x=\"\(left + columnWidth / 2)\" y=\"\(top - 6)\" text-anchor=\"middle\">\(column.step)</text>")
        }
        for (index, row) in timeline.rows.enumerated() {
            let rowTop = y(index), middle = y(index) + rowHeight / 2
            let object = escape(row.id)
            out.append("<text class=\"object\" data-object=\"\(object)\" x=\"\(margin)\" y=\"\(middle + 4)\">\(object)</text>")
            let first = row.first, last = row.last(columns: timeline.columns.count)
            var leakedAt: Int?
            if case .leaked(let column)? = row.end { leakedAt = column }
            let aliveEnd = leakedAt.map { $0 } ?? last
            out.append(span("span", object, from: x(first), to: end(aliveEnd), top: rowTop))
            if let leakedAt, leakedAt < last {
                out.append(span("leaked", object, from: end(leakedAt), to: end(last), top: rowTop))
            }
            if let created = row.created {
                out.append(createdMark(object, step: created + 1, x: x(created) + 6, y: middle))
            }
            for reused in row.reused {
                out.append(reusedMark(object, step: reused + 1, x: x(reused) + columnWidth / 2, y: middle))
            }
            switch row.end {
            case .freed(let column)?:
                out.append(freedMark(object, step: column + 1, x: x(column) + columnWidth - 6, y: middle))
            case .leaked(let column)?:
                out.append(leakMark(object, step: column + 1, x: x(column) + columnWidth - 6, y: middle))
            case nil: break
            }
            if let holder = row.holder {
                out.append("<text class=\"holder\" data-object=\"\(object)\" x=\"\(labelWidth + chartWidth + margin)\" y=\"\(middle + 4)\">\(escape(holder))</text>")
            }
        }
        out += legendElements(top: legendTop)
        out.append("<text class=\"heading\" x=\"\(margin)\" y=\"\(commandsTop)\">commands</text>")
        for (index, line) in commandLines.enumerated() {
            let step = index < drawn.count ? " data-step=\"\(drawn[index].step)\"" : ""
            out.append("<text class=\"command\"\(step) x=\"\(margin)\" y=\"\(commandsTop + (index + 1) * 16)\" xml:space=\"preserve\">\(escape(line))</text>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// The legend, one mark and its word per entry, as the text chart's legend line.
    private static func legendElements(top: Int) -> [String] {
        var out = ["<g class=\"legend\">"]
        var left = margin
        let middle = top + rowHeight / 2
        for entry in legend {
            switch entry {
            case "created": out.append(createdMark("legend", step: nil, x: left + 6, y: middle))
            case "alive": out.append(span("span legend-mark", "legend", from: left, to: left + 14, top: top))
            case "reused": out.append(reusedMark("legend", step: nil, x: left + 6, y: middle))
            case "freed": out.append(freedMark("legend", step: nil, x: left + 6, y: middle))
            case "created and freed":
                out.append(createdMark("legend", step: nil, x: left + 6, y: middle))
                out.append(freedMark("legend", step: nil, x: left + 18, y: middle))
                left += 12
            default: out.append(leakMark("legend", step: nil, x: left + 6, y: middle))
            }
            out.append("<text class=\"legend-label\" x=\"\(left + 18)\" y=\"\(middle + 4)\">\(entry)</text>")
            left += 18 + Int(Double(entry.count) * characterWidth) + margin
        }
        out.append("</g>")
        return out
    }

    /// Marks drawn in the legend carry a second class, so they are not taken for an object's.
    private static func legendClass(_ object: String) -> String { object == "legend" ? " legend-mark" : "" }

    private static func stepAttribute(_ step: Int?) -> String { step.map { " data-step=\"\($0)\"" } ?? "" }

    private static func createdMark(_ object: String, step: Int?, x: Int, y: Int) -> String {
        "<circle class=\"created\(legendClass(object))\" data-object=\"\(object)\"\(stepAttribute(step)) cx=\"\(x)\" cy=\"\(y)\" r=\"5\"/>"
    }

    private static func freedMark(_ object: String, step: Int?, x: Int, y: Int) -> String {
        "<circle class=\"freed\(legendClass(object))\" data-object=\"\(object)\"\(stepAttribute(step)) cx=\"\(x)\" cy=\"\(y)\" r=\"5\"/>"
    }

    private static func reusedMark(_ object: String, step: Int?, x: Int, y: Int) -> String {
        "<polygon class=\"reused\(legendClass(object))\" data-object=\"\(object)\"\(stepAttribute(step)) points=\"\(x),\(y - 6) \(x + 6),\(y) \(x),\(y + 6) \(x - 6),\(y)\"/>"
    }

    private static func leakMark(_ object: String, step: Int?, x: Int, y: Int) -> String {
        "<path class=\"leak\(legendClass(object))\" data-object=\"\(object)\"\(stepAttribute(step)) d=\"M\(x - 5),\(y - 5)L\(x + 5),\(y + 5)M\(x + 5),\(y - 5)L\(x - 5),\(y + 5)\"/>"
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
