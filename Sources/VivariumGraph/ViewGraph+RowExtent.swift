import VivariumInterpreter
import VivariumSyntax

/// A lazy stack builds the rows that fit its viewport by the rows' own size (Apple,
/// "Creating performant scrollable stacks": a lazy stack "creates items only as needed", as
/// they scroll into view; issue 25, item 5), not a fixed row height. Without a layout engine,
/// a row's extent along the stack's axis is what its view says of it: the outermost
/// `.frame(height:)` (`width:` for a `LazyHStack`; else `minHeight:`/`minWidth:`), plus the
/// `.padding` applied outside that frame, plus the stack's `spacing:` (8 points by default).
/// A row that is a view of your own is read through its `body`'s outermost expression, as
/// written (`Text(…).frame(height: 300)`), without running it. The first row built is
/// measured, and the stack's rows are placed at its extent (the rows of a `ForEach` are
/// alike). A row with no such frame keeps the fixed estimate (`RowLayout.listRowHeight`).
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

    /// Measures `items` (one row's views, flattened) for `lazy` when it is a lazy stack not
    /// measured yet; returns whether the measurement changed its rows' placement.
    func measureRow(_ items: ArraySlice<ContentItem>, in lazy: Node) -> Bool {
        guard lazy.kind == .lazyVStack || lazy.kind == .lazyHStack, lazy.measuredRowExtent == nil,
              items.count == 1, let item = items.first else { return false }
        let horizontal = lazy.kind == .lazyHStack
        var modifiers: [SizeModifier] = []
        if case .structValue(let value) = item.view { modifiers = bodyModifiers(of: value.typeName, horizontal: horizontal) }
        modifiers += item.modifiers.map { sizeModifier($0, horizontal: horizontal) }
        guard let extent = extent(of: modifiers, horizontal: horizontal) else { return false }
        var spacing = Self.defaultStackSpacing
        if case .builtin(let stack) = lazy.viewValue, let written = Self.number(stack["spacing"]) { spacing = written }
        lazy.measuredRowExtent = extent + spacing
        return true
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

    private static func number(_ value: Value?) -> Double? {
        switch value {
        case .int(let n)?: Double(n)
        case .double(let x)?: x
        default: nil
        }
    }
}
