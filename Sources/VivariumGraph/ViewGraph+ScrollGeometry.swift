import VivariumInterpreter

/// `.onScrollGeometryChange(for:of:action:)` (iOS 18): "Adds an action to be performed when a
/// value, created from a scroll geometry, changes" (Apple); `action` gets "The old value that
/// failed the comparison check" and the new one. Like `onScrollPhaseChange`, it follows the
/// first scroll view in the hierarchy it is applied to. The `scroll` command moves the offset:
/// the transform runs on the geometry before and after, and the action runs only when its
/// results differ (a transform reading `contentSize` sees no change from a scroll). Nothing
/// runs at mount: the action is for changes.
///
/// The geometry follows the playground's viewport (ViewGraph+Viewport: fixed row extents, the
/// profile's screen): `contentOffset` is the scroll offset (y, or x for a horizontal lazy
/// stack), `containerSize` the screen, `contentSize` the rows' extent (at least the screen's),
/// `visibleRect` the part of the content shown, `contentInsets` zero, `bounds` the container.
extension ViewGraph {
    /// The `ScrollGeometry` of `scroll` at its current offset.
    func scrollGeometry(of scroll: Node) -> Value {
        let device = profile.device
        var horizontal = false
        var contentExtent = device.height
        if let lazy = lazySources(in: scroll).first.flatMap(lazyContainer(of:)) {
            let layout = rowLayout(of: lazy)
            horizontal = lazy.kind == .lazyHStack || lazy.kind == .lazyHGrid
            contentExtent = max(layout.viewportExtent, layout.maxOffset(rows: totalRows(in: lazy)) + layout.viewportExtent)
        }
        let offset = scroll.scrollOffset
        let size = (width: device.width, height: device.height)
        func cgSize(_ width: Double, _ height: Double) -> Value {
            .builtin(BuiltinValue(kind: "CGSize", fields: ["width": .double(width), "height": .double(height)]))
        }
        let point = Value.builtin(BuiltinValue(kind: "CGPoint", fields: ["x": .double(horizontal ? offset : 0), "y": .double(horizontal ? 0 : offset)]))
        let content = horizontal ? cgSize(contentExtent, size.height) : cgSize(size.width, contentExtent)
        let visible = horizontal ? Self.rect(x: offset, y: 0, width: size.width, height: size.height)
                                 : Self.rect(x: 0, y: offset, width: size.width, height: size.height)
        return .builtin(BuiltinValue(kind: "ScrollGeometry", fields: [
            "contentOffset": point, "contentSize": content, "containerSize": cgSize(size.width, size.height),
            "visibleRect": visible, "bounds": Self.rect(x: 0, y: 0, width: size.width, height: size.height),
            "contentInsets": .builtin(BuiltinValue(kind: "EdgeInsets", fields: ["top": .double(0), "leading": .double(0), "bottom": .double(0), "trailing": .double(0)])),
        ]))
    }

    /// After `scroll` moved from the geometry `before`: each `onScrollGeometryChange` following
    /// it whose transform gives another value runs its action with the old and the new.
    func runScrollGeometryChanges(of scroll: Node, from before: Value) throws {
        var holders: [Node] = []
        var current: Node? = scroll
        while let node = current {
            if node.modifiers.contains(where: { $0.kind == "onScrollGeometryChange" }),
               node.subtree.first(where: { $0.kind == .scrollView || $0.kind == .list }) === scroll {
                holders.append(node)
            }
            current = node.parent
        }
        guard !holders.isEmpty else { return }
        let after = scrollGeometry(of: scroll)
        for node in holders {
            for modifier in node.modifiers where modifier.kind == "onScrollGeometryChange" {
                let closures = modifier.fields.filter { if case .function = $0.value { true } else { false } }
                guard let transform = modifier["of"] ?? closures.values.first,
                      let action = modifier["action"] ?? closures.values.last else { continue }
                let old = try interpreter.call(transform, arguments: [before])
                let new = try interpreter.call(transform, arguments: [after])
                guard !(try interpreter.equal(old, new)) else { continue }
                record(.action, "onScrollGeometryChange \(display(old)) → \(display(new))", path: node.path)
                _ = try interpreter.call(action, arguments: [old, new])
            }
        }
    }
}
