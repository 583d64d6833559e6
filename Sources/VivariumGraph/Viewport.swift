/// The screen a profile's device has, in points: what a scroll container's viewport spans.
public struct Device: Equatable, Sendable {
    public let name: String
    public let width: Double
    public let height: Double
    /// Its size classes, held in portrait: an iPhone is compact wide and regular tall (Apple,
    /// "UserInterfaceSizeClass"; Human Interface Guidelines, "Layout": device size classes).
    public var horizontalSizeClass: String { width < 600 ? "compact" : "regular" }
    public var verticalSizeClass: String { "regular" }
    /// The safe area's insets in portrait: the status bar with the Dynamic Island above, the
    /// home indicator below (Apple, Human Interface Guidelines, "Layout": iPhone 15, 59 and 34 pt).
    public var safeAreaTop: Double { 59 }
    public var safeAreaBottom: Double { 34 }
    /// What a view inside the safe area can span: the screen less the safe area's insets.
    public var safeAreaHeight: Double { height - safeAreaTop - safeAreaBottom }

    /// An iPhone 15-class screen (also iPhone 14 Pro, 15 Pro, 16): 393 × 852 pt.
    public static let iPhone15 = Device(name: "iPhone 15", width: 393, height: 852)
}

/// The viewport arithmetic of one lazy container, without a layout engine: a line of rows
/// takes `lineExtent` points along the scroll axis, or, for a lazy stack, each row its own
/// extent (`ownExtents`), and `perLine` rows share a line (a grid's columns); the viewport
/// spans `viewportExtent` points from the scroll offset. Rows on the lines the viewport
/// touches (a line's start before the viewport's end, its end after the viewport's start),
/// plus `margin` lines either side (prefetching), are built and on screen.
struct RowLayout: Equatable {
    /// Points one line of rows takes along the scroll axis (a line `ownExtents` does not cover).
    var lineExtent: Double
    /// Rows per line: 1 for lists and stacks, the column (row) count for grids.
    var perLine: Int
    /// The viewport's extent along the scroll axis.
    var viewportExtent: Double
    /// Lines built beyond each edge of the viewport.
    var margin = RowLayout.prefetchLines
    /// A lazy stack's lines (one row each) where each starts: the sum of the extents before it,
    /// one more entry than rows (the last is their total); nil when every line is `lineExtent`.
    private(set) var starts: [Double]?

    /// One line before and after the viewport is built ahead of scrolling.
    static let prefetchLines = 1
    /// A `List` row, and a `LazyVStack` row: UIKit's default table row height.
    static let listRowHeight = 44.0
    /// A `LazyHStack` item and a `LazyHGrid` column.
    static let horizontalItemWidth = 100.0

    init(lineExtent: Double, perLine: Int, viewportExtent: Double) {
        self.lineExtent = lineExtent
        self.perLine = perLine
        self.viewportExtent = viewportExtent
    }

    /// A lazy stack's rows, each at its own extent (`ownExtents[i]` for row i); a row past them
    /// takes `lineExtent`.
    init(ownExtents: [Double], lineExtent: Double, viewportExtent: Double) {
        self.init(lineExtent: lineExtent, perLine: 1, viewportExtent: viewportExtent)
        var starts = [0.0]
        starts.reserveCapacity(ownExtents.count + 1)
        for extent in ownExtents { starts.append(starts[starts.count - 1] + max(extent, 0)) }
        self.starts = starts
    }

    func lines(rows: Int) -> Int { rows <= 0 ? 0 : (rows + perLine - 1) / perLine }

    /// Where line `line` starts along the scroll axis.
    func start(ofLine line: Int) -> Double {
        guard let starts else { return Double(line) * lineExtent }
        let covered = starts.count - 1
        if line <= covered { return starts[max(line, 0)] }
        return starts[covered] + Double(line - covered) * lineExtent
    }

    func extent(ofLine line: Int) -> Double { start(ofLine: line + 1) - start(ofLine: line) }

    /// The line at `offset`: the last one starting at or before it.
    func line(at offset: Double) -> Int {
        guard let starts else { return lineExtent > 0 ? Int((offset / lineExtent).rounded(.down)) : 0 }
        let covered = starts.count - 1
        if offset >= starts[covered] {
            return covered + (lineExtent > 0 ? Int(((offset - starts[covered]) / lineExtent).rounded(.down)) : 0)
        }
        // Binary search for the last start <= offset.
        var low = 0, high = covered
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The first line starting at or after `offset`: the lines before it start before `offset`.
    private func firstLine(startingFrom offset: Double) -> Int {
        let found = line(at: offset)
        return start(ofLine: found) >= offset ? found : found + 1
    }

    /// How far the content can scroll: its extent past the viewport's.
    func maxOffset(rows: Int) -> Double {
        max(0, start(ofLine: lines(rows: rows)) - viewportExtent)
    }

    func clamped(_ offset: Double, rows: Int) -> Double {
        // At the top no row's extent matters.
        offset <= 0 ? 0 : min(offset, maxOffset(rows: rows))
    }

    /// The offset that puts row `index` (counted in the whole container) at `anchor` of the
    /// viewport: 0 its start (the top), 0.5 its center, 1 its end.
    func offset(ofRow index: Int, rows: Int, anchor: Double = 0) -> Double {
        let line = index / perLine
        return clamped(start(ofLine: line) + (extent(ofLine: line) - viewportExtent) * anchor, rows: rows)
    }

    /// Without an anchor (`scrollTo(id)`): the least scroll from `offset` that shows all of
    /// row `index`.
    func offset(revealing index: Int, from offset: Double, rows: Int) -> Double {
        let line = index / perLine
        let rowStart = start(ofLine: line), end = rowStart + extent(ofLine: line)
        if rowStart < offset { return clamped(rowStart, rows: rows) }
        if end > offset + viewportExtent { return clamped(end - viewportExtent, rows: rows) }
        return offset
    }

    /// `+N`/`-N`: the offset `count` lines on from `offset`, by the extents of the lines passed
    /// (the same point within the line there).
    func offset(movedBy count: Int, from offset: Double, rows: Int) -> Double {
        let offset = clamped(offset, rows: rows)
        let current = line(at: offset)
        return self.offset(ofLine: current + count, within: offset - start(ofLine: current), rows: rows)
    }

    /// The offset `within` points into line `line` (kept within the content).
    func offset(ofLine line: Int, within: Double, rows: Int) -> Double {
        clamped(start(ofLine: min(max(line, 0), lines(rows: rows))) + within, rows: rows)
    }

    /// The rows `base ..< base + count` of the container that are in the viewport at `offset`
    /// (plus the margin), as indices relative to `base`.
    func window(offset: Double, base: Int, count: Int) -> Range<Int> {
        guard count > 0, lineExtent > 0 || starts != nil else { return 0..<0 }
        let startLine = max(0, line(at: offset) - margin)
        let endLine = firstLine(startingFrom: offset + viewportExtent) + margin
        let first = max(startLine * perLine - base, 0)
        let end = min(endLine * perLine - base, count)
        return first < end ? first..<end : 0..<0
    }
}

/// What happens to a lazy container's rows as they leave and re-enter the viewport (Ole
/// Begemann, "SwiftUI View Lifecycle" case studies): every container keeps the `@State` of
/// every row it built, and a row coming back into view runs `onAppear` again; `List` and the
/// lazy grids recycle rows, so a row scrolled away runs `onDisappear`, while `LazyVStack` and
/// `LazyHStack` never call `onDisappear` for it.
enum LazyRules: Equatable {
    case list
    case stack

    init(container typeName: String) {
        self = typeName == "LazyVStack" || typeName == "LazyHStack" ? .stack : .list
    }

    var disappearsOffScreen: Bool { self == .list }
}
