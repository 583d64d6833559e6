import VivariumInterpreter

/// A lazy stack builds the rows that fit its viewport by the rows' own size (Apple,
/// "Creating performant scrollable stacks": a lazy stack "creates items only as needed", as
/// they scroll into view; issue 25, item 5), not a fixed row height. Without a layout engine,
/// a row's extent along the stack's axis is what its view value says of it: the outermost
/// `.frame(height:)` (`width:` for a `LazyHStack`; else `minHeight:`/`minWidth:`), plus the
/// `.padding` applied outside that frame, plus the stack's `spacing:` (8 points by default).
/// The first row built is measured, and the stack's rows are placed at its extent (the rows
/// of a `ForEach` are alike). A row whose frame is in its own body (a custom view's), or has no
/// frame, keeps the fixed estimate (`RowLayout.listRowHeight`).
extension ViewGraph {
    private static func number(_ value: Value?) -> Double? {
        switch value {
        case .int(let n)?: Double(n)
        case .double(let x)?: x
        default: nil
        }
    }

    /// Default spacing between a stack's views on iOS.
    static let defaultStackSpacing = 8.0
    /// `.padding()` without a length: the system's default, 16 points on iPhone.
    static let defaultPadding = 16.0

    /// Measures `items` (one row's views, flattened) for `lazy` when it is a lazy stack not
    /// measured yet; returns whether the measurement changed its rows' placement.
    func measureRow(_ items: ArraySlice<ContentItem>, in lazy: Node) -> Bool {
        guard lazy.kind == .lazyVStack || lazy.kind == .lazyHStack, lazy.measuredRowExtent == nil,
              items.count == 1, let item = items.first else { return false }
        let horizontal = lazy.kind == .lazyHStack
        guard let extent = frameExtent(item.modifiers, horizontal: horizontal) else { return false }
        var spacing = Self.defaultStackSpacing
        if case .builtin(let stack) = lazy.viewValue, let written = Self.number(stack["spacing"]) { spacing = written }
        lazy.measuredRowExtent = extent + spacing
        return true
    }

    /// The extent the outermost frame along the axis gives, with the padding outside it;
    /// `modifiers` innermost first.
    private func frameExtent(_ modifiers: [BuiltinValue], horizontal: Bool) -> Double? {
        var extent: Double?
        for modifier in modifiers {
            switch modifier.kind {
            case "frame":
                let exact = Self.number(modifier[horizontal ? "width" : "height"])
                let minimum = Self.number(modifier[horizontal ? "minWidth" : "minHeight"])
                if let size = exact ?? minimum { extent = size }
            case "padding" where extent != nil:
                extent! += padding(modifier, horizontal: horizontal)
            default:
                break
            }
        }
        return extent
    }

    /// What `.padding(…)` adds along the axis: both edges for `.padding()`, `.padding(8)`,
    /// `.padding(.vertical, 8)`; one for `.padding(.top, 8)`; none across the axis.
    private func padding(_ modifier: BuiltinValue, horizontal: Bool) -> Double {
        let first = modifier["_0"]
        if let length = Self.number(first) { return 2 * length }
        let length = Self.number(modifier["_1"]) ?? Self.defaultPadding
        guard let edges = first else { return 2 * length }
        let names: [String]
        if case .array(let elements) = edges {
            names = elements.compactMap { FrameworkValues.memberName(of: $0) }
        } else {
            names = FrameworkValues.memberName(of: edges).map { [$0] } ?? []
        }
        let along: [String: Double] = horizontal
            ? ["all": 2, "horizontal": 2, "leading": 1, "trailing": 1]
            : ["all": 2, "vertical": 2, "top": 1, "bottom": 1]
        return names.reduce(0) { $0 + (along[$1] ?? 0) } * length
    }
}
