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

/// The viewport arithmetic of one lazy container, without a layout engine: every row has a
/// fixed extent along the scroll axis (`lineExtent`), `perLine` rows share a line (a grid's
/// columns), and the viewport spans `viewportExtent` points from the scroll offset. Rows on
/// the lines the viewport touches, plus `margin` lines either side (prefetching), are
/// built and on screen.
struct RowLayout: Equatable {
    /// Points one line of rows takes along the scroll axis.
    var lineExtent: Double
    /// Rows per line: 1 for lists and stacks, the column (row) count for grids.
    var perLine: Int
    /// The viewport's extent along the scroll axis.
    var viewportExtent: Double
    /// Lines built beyond each edge of the viewport.
    var margin = RowLayout.prefetchLines

    /// One line before and after the viewport is built ahead of scrolling.
    static let prefetchLines = 1
    /// A `List` row, and a `LazyVStack` row: UIKit's default table row height.
    static let listRowHeight = 44.0
    /// A `LazyHStack` item and a `LazyHGrid` column.
    static let horizontalItemWidth = 100.0

    func lines(rows: Int) -> Int { rows <= 0 ? 0 : (rows + perLine - 1) / perLine }

    /// How far the content can scroll: its extent past the viewport's.
    func maxOffset(rows: Int) -> Double {
        max(0, Double(lines(rows: rows)) * lineExtent - viewportExtent)
    }

    func clamped(_ offset: Double, rows: Int) -> Double {
        min(max(0, offset), maxOffset(rows: rows))
    }

    /// The offset that puts row `index` (counted in the whole container) at `anchor` of the
    /// viewport: 0 its start (the top), 0.5 its center, 1 its end.
    func offset(ofRow index: Int, rows: Int, anchor: Double = 0) -> Double {
        let start = Double(index / perLine) * lineExtent
        return clamped(start + (lineExtent - viewportExtent) * anchor, rows: rows)
    }

    /// Without an anchor (`scrollTo(id)`): the least scroll from `offset` that shows all of
    /// row `index`.
    func offset(revealing index: Int, from offset: Double, rows: Int) -> Double {
        let start = Double(index / perLine) * lineExtent
        if start < offset { return clamped(start, rows: rows) }
        if start + lineExtent > offset + viewportExtent { return clamped(start + lineExtent - viewportExtent, rows: rows) }
        return offset
    }

    /// The rows `base ..< base + count` of the container that are in the viewport at `offset`
    /// (plus the margin), as indices relative to `base`.
    func window(offset: Double, base: Int, count: Int) -> Range<Int> {
        guard count > 0, lineExtent > 0 else { return 0..<0 }
        let firstLine = max(0, Int((offset / lineExtent).rounded(.down)) - margin)
        let endLine = Int(((offset + viewportExtent) / lineExtent).rounded(.up)) + margin
        let first = max(firstLine * perLine - base, 0)
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
