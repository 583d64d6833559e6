/// A line diff in unified format (`--- `, `+++ `, `@@ -a,b +c,d @@` hunks), computed with
/// Myers' O((N+M)·D) algorithm after trimming the common prefix and suffix.
public struct UnifiedDiff: Sendable {
    /// One line of an edit script.
    enum Edit: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    public var context: Int

    public init(context: Int = 3) {
        self.context = context
    }

    /// The unified diff from `old` to `new`, or the empty string when they are equal.
    public func diff(_ old: [String], _ new: [String],
                     oldName: String = "expected", newName: String = "actual") -> String {
        let edits = Self.edits(old, new)
        guard edits.contains(where: { if case .same = $0 { false } else { true } }) else { return "" }
        var out = ["--- \(oldName)", "+++ \(newName)"]
        for hunk in hunks(edits) { out += hunk }
        return out.joined(separator: "\n") + "\n"
    }

    /// The shortest edit script turning `old` into `new`.
    static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        return old[..<prefix].map(Edit.same) + myers(a, b) + old[(old.count - suffix)...].map(Edit.same)
    }

    /// Myers' greedy algorithm, keeping each round's furthest points to trace the path back.
    private static func myers(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count, m = b.count
        if n == 0 { return b.map(Edit.added) }
        if m == 0 { return a.map(Edit.removed) }
        let max = n + m
        let offset = max + 1
        var v = [Int](repeating: 0, count: 2 * max + 3)
        var trace: [[Int]] = []
        search: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n && y >= m { break search }
            }
        }
        // Walk back from (n, m): trace[d] holds the furthest points before round d.
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let down = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                edits.append(.same(a[x - 1])); x -= 1; y -= 1
            }
            guard d > 0 else { break }
            if down { edits.append(.added(b[y - 1])) } else { edits.append(.removed(a[x - 1])) }
            x = previousX; y = previousY
        }
        return edits.reversed()
    }

    /// Groups the edit script into hunks with `context` lines around each change; hunks whose
    /// context would overlap or touch are merged.
    func hunks(_ edits: [Edit]) -> [[String]] {
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let lower = Swift.max(0, index - context), upper = Swift.min(edits.count - 1, index + context)
            if let last = ranges.last, lower <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...upper
            } else {
                ranges.append(lower...upper)
            }
        }
        // Line numbers (1-based) of each edit's position in old and new.
        var oldLine = [Int](), newLine = [Int]()
        var o = 1, n = 1
        for edit in edits {
            oldLine.append(o); newLine.append(n)
            switch edit {
            case .same: o += 1; n += 1
            case .removed: o += 1
            case .added: n += 1
            }
        }
        return ranges.map { range in
            var body: [String] = []
            var oldCount = 0, newCount = 0
            for edit in edits[range] {
                switch edit {
                case .same(let line): body.append(" " + line); oldCount += 1; newCount += 1
                case .removed(let line): body.append("-" + line); oldCount += 1
                case .added(let line): body.append("+" + line); newCount += 1
                }
            }
            let oldStart = oldCount == 0 ? oldLine[range.lowerBound] - 1 : oldLine[range.lowerBound]
            let newStart = newCount == 0 ? newLine[range.lowerBound] - 1 : newLine[range.lowerBound]
            return ["@@ -\(Self.span(oldStart, oldCount)) +\(Self.span(newStart, newCount)) @@"] + body
        }
    }

    /// GNU diff's range notation: `start` alone for one line, `start,count` otherwise.
    static func span(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
