import VivariumInterpreter
import VivariumSyntax

/// A lazy stack builds the rows that fit its viewport by each row's own size (Apple,
/// "LazyVStack": "the stack view doesn't create items until it needs to render them
/// onscreen"; issue 25, item 5), not a fixed row height. Without a layout engine, a row's
/// extent along the stack's axis is what its view says of it: the outermost `.frame(height:)`
/// (`width:` for a `LazyHStack`; else `minHeight:`/`minWidth:`), plus the `.padding` applied
/// outside that frame, plus the stack's `spacing:` (8 points by default). A row that is a view
/// of your own is read through its `body`'s outermost expression, as written
/// (`Text(…).frame(height: 300)`), without running it. Each row is measured as it is built,
/// and the next row's start is the sum of the extents before it, so rows of mixed heights
/// build exactly the rows the viewport reaches. A row whose view says no size keeps the fixed
/// estimate (`RowLayout.listRowHeight`); a row not built yet is placed at the mean extent of
/// its `ForEach`'s built rows (SwiftUI documents no estimate; this one is ours).
extension ViewGraph {
    /// Default spacing between a stack's views on iOS.
    static let defaultStackSpacing = 8.0
    /// `.padding()` without a length: the system's default, 16 points on iPhone.
    static let defaultPadding = 16.0

    /// What a row's modifiers say of its size.
    enum SizeModifier {
        /// `.frame`: its extent along the axis, if it gives one.
        case frame(Double?)
        /// `.padding`: the edges it names (all without), and its length (the default without).
        case padding(edges: [String]?, length: Double?)
    }

    /// Whether `lazy` places each row at its own extent: a `LazyVStack` or `LazyHStack`.
    func placesRowsByOwnExtent(_ lazy: Node) -> Bool {
        lazy.kind == .lazyVStack || lazy.kind == .lazyHStack
    }

    /// A row whose view says no size: 44 points down a `LazyVStack`, 100 across a `LazyHStack`.
    func estimatedRowExtent(in lazy: Node) -> Double {
        lazy.kind == .lazyHStack ? RowLayout.horizontalItemWidth : RowLayout.listRowHeight
    }

    /// The extent of one row of the lazy stack `lazy` (its views, flattened): its view's size
    /// with the stack's spacing, or the estimate when it says none (or is several views).
    func rowExtent(_ items: ArraySlice<ContentItem>, in lazy: Node) -> Double {
        guard items.count == 1, let item = items.first else { return estimatedRowExtent(in: lazy) }
        return viewExtent(item.view, modifiers: item.modifiers, in: lazy) ?? estimatedRowExtent(in: lazy)
    }

    /// What `view` with `modifiers` (innermost first) takes along `lazy`'s axis, with the
    /// stack's spacing; nil when it says no size.
    func viewExtent(_ view: Value, modifiers: [BuiltinValue], in lazy: Node) -> Double? {
        guard let extent = ownExtent(view, modifiers: modifiers, horizontal: lazy.kind == .lazyHStack) else { return nil }
        var spacing = Self.defaultStackSpacing
        if case .builtin(let stack) = lazy.viewValue, let written = Self.number(stack["spacing"]) { spacing = written }
        return extent + spacing
    }

    /// What `view` with `modifiers` (innermost first) says of its size across (`horizontal`) or
    /// down: its outermost frame with the padding outside it; nil when it says none.
    func ownExtent(_ view: Value, modifiers: [BuiltinValue], horizontal: Bool) -> Double? {
        var sizes: [SizeModifier] = []
        if case .structValue(let value) = view { sizes = bodyModifiers(of: value.typeName, horizontal: horizontal) }
        sizes += modifiers.map { sizeModifier($0, horizontal: horizontal) }
        return extent(of: sizes, horizontal: horizontal)
    }

    /// The extents of every row of the lazy stack `lazy`, in order: a built row its own, a row
    /// of a `ForEach` not built yet the mean of its built rows', a view that is a row itself
    /// what it says. `source` (whose rows may not be counted in `lazy` yet, while its first
    /// rows are built) gives its rows at `base`.
    func ownExtents(of lazy: Node, source: Node?, base: Int) -> [Double] {
        var extents: [Double] = []
        var placedSource = false
        func rows(of rowSource: Node) -> [Double] {
            let measured = rowSource.rowExtents
            let estimate = measured.isEmpty ? estimatedRowExtent(in: lazy) : measured.values.reduce(0, +) / Double(measured.count)
            return rowSource.rowKeys.map { measured[$0] ?? estimate }
        }
        func visit(_ node: Node) {
            for child in node.children where isRowContent(child) {
                if child === source || child.isLazySource {
                    extents += rows(of: child)
                    if child === source { placedSource = true }
                } else if child.kind == .forEach || child.kind.isRowGroup {
                    visit(child)
                } else {
                    extents.append(viewExtent(child.viewValue, modifiers: child.modifiers, in: lazy) ?? estimatedRowExtent(in: lazy))
                }
            }
        }
        visit(lazy)
        if let source, !placedSource {
            extents.insert(contentsOf: rows(of: source), at: min(base, extents.count))
        }
        return extents
    }

    /// The extent the outermost frame along the axis gives, with the padding outside it;
    /// `modifiers` innermost first.
    private func extent(of modifiers: [SizeModifier], horizontal: Bool) -> Double? {
        var extent: Double?
        for modifier in modifiers {
            switch modifier {
            case .frame(let size?): extent = size
            case .frame(nil): break
            case .padding(let edges, let length):
                guard extent != nil else { continue }
                let along: [String: Double] = horizontal
                    ? ["all": 2, "horizontal": 2, "leading": 1, "trailing": 1]
                    : ["all": 2, "vertical": 2, "top": 1, "bottom": 1]
                let sides = edges.map { $0.reduce(0) { $0 + (along[$1] ?? 0) } } ?? 2
                extent! += sides * (length ?? Self.defaultPadding)
            }
        }
        return extent
    }

    private func sizeModifier(_ modifier: BuiltinValue, horizontal: Bool) -> SizeModifier {
        switch modifier.kind {
        case "frame":
            return .frame(Self.number(modifier[horizontal ? "width" : "height"]) ?? Self.number(modifier[horizontal ? "minWidth" : "minHeight"]))
        case "padding":
            if let length = Self.number(modifier["_0"]) { return .padding(edges: nil, length: length) }
            let edges: [String]? = switch modifier["_0"] {
            case .array(let elements)?: elements.compactMap { FrameworkValues.memberName(of: $0) }
            case let value?: FrameworkValues.memberName(of: value).map { [$0] } ?? []
            case nil: nil
            }
            return .padding(edges: edges, length: Self.number(modifier["_1"]))
        default:
            return .frame(nil)
        }
    }

    /// The size modifiers of a user view's `body` as written, innermost first: the chain of
    /// `.frame` and `.padding` calls around its last expression, with literal arguments.
    private func bodyModifiers(of typeName: String, horizontal: Bool) -> [SizeModifier] {
        guard let getter = interpreter.types.type(typeName)?.computedProperties["body"]?.getter, let last = getter.last else { return [] }
        var expression: Expr
        switch last.kind {
        case .expression(let value): expression = value
        case .return(let value?): expression = value
        default: return []
        }
        var outermostFirst: [SizeModifier] = []
        while case .call(let callee, let arguments) = expression.kind, case .member(let base, let name) = callee.kind {
            func literal(_ label: String) -> Double? {
                guard let argument = arguments.first(where: { $0.label == label }) else { return nil }
                return Self.literalNumber(argument.value)
            }
            switch name {
            case "frame":
                outermostFirst.append(.frame(literal(horizontal ? "width" : "height") ?? literal(horizontal ? "minWidth" : "minHeight")))
            case "padding":
                let unlabeled = arguments.filter { $0.label == nil }
                if let first = unlabeled.first, let length = Self.literalNumber(first.value) {
                    outermostFirst.append(.padding(edges: nil, length: length))
                } else {
                    let edges: [String]? = unlabeled.first.map { argument in
                        switch argument.value.kind {
                        case .implicitMember(let edge): [edge]
                        case .array(let elements): elements.compactMap { if case .implicitMember(let edge) = $0.kind { edge } else { nil } }
                        default: []
                        }
                    }
                    outermostFirst.append(.padding(edges: edges, length: unlabeled.dropFirst().first.flatMap { Self.literalNumber($0.value) }))
                }
            default:
                break
            }
            expression = base
        }
        return outermostFirst.reversed()
    }

    private static func literalNumber(_ expression: Expr) -> Double? {
        switch expression.kind {
        case .integer(let n): Double(n)
        case .float(let x): x
        default: nil
        }
    }
}
