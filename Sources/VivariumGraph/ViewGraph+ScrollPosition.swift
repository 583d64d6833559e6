import VivariumInterpreter
import VivariumSyntax

/// `.scrollPosition(id: $id, anchor:)` (iOS 17) on a `ScrollView` or `List`: the binding names
/// the row of the scroll target layout shown at the top (leading) edge. Writing it scrolls
/// there; scrolling writes it (Apple, "scrollPosition(id:anchor:)": "As the scroll view
/// scrolls, the binding will be updated with the identity of the leading-most / top-most
/// view … You can also programmatically scroll to a given view with a given identity by
/// updating the binding"). Rows are the lazy rows the viewport model places; a `ScrollView`
/// of plain stacks built every row already, so a new id moves nothing there.
extension ViewGraph {
    /// After an update's bodies ran: each scroll container whose bound id changed since it
    /// last scrolled for it scrolls so that the row with that id is at the anchor (the top by
    /// default), and its rows coming into view are built.
    func applyScrollPositions() throws {
        guard hasScrollPositions else { return }
        for scroll in allNodes where scroll.isMounted {
            guard let (binding, bindingAnchor) = scrollPositionBinding(of: scroll) else { continue }
            let bound = try readWrapper(binding, owner: scrollPositionOwner, at: .builtin)
            guard let (id, key, positionAnchor) = scrollTarget(bound, in: scroll) else {
                scroll.scrollPositionKey = nil
                continue
            }
            let anchor = positionAnchor ?? bindingAnchor
            guard scroll.scrollPositionKey != key else { continue }
            scroll.scrollPositionKey = key
            guard let source = lazySources(in: scroll).first(where: { $0.rowKeys.contains(key) }),
                  let lazy = lazyContainer(of: source), let position = source.rowKeys.firstIndex(of: key) else { continue }
            let horizontal = lazy.kind == .lazyHStack || lazy.kind == .lazyHGrid
            let index = rowBase(of: source, in: lazy) + position
            // Where the row is now, by the extents of the rows measured so far.
            func target() -> Double {
                rowLayout(of: lazy).offset(ofRow: index, rows: totalRows(in: lazy), anchor: anchorFraction(anchor, horizontal: horizontal) ?? 0)
            }
            let offset = target()
            guard offset != rowLayout(of: lazy).clamped(scroll.scrollOffset, rows: totalRows(in: lazy)) else { continue }
            record(.action, "scrollPosition \(interpreter.describe(id)) in \(scroll.shortName)", path: scroll.path)
            scroll.scrollOffset = offset
            try updateViewport(scroll, following: target, fromEnd: anchorFraction(anchor, horizontal: horizontal) == 1)
        }
    }

    /// After `scroll` moved `scroll`'s viewport: its bound id becomes the top-most row's.
    func reportScrollPosition(of scroll: Node) throws {
        guard let (binding, _) = scrollPositionBinding(of: scroll), let first = lazySources(in: scroll).first,
              let lazy = lazyContainer(of: first) else { return }
        let layout = rowLayout(of: lazy)
        let rows = totalRows(in: lazy)
        let top = layout.line(at: layout.clamped(scroll.scrollOffset, rows: rows)) * layout.perLine
        for source in lazySources(in: scroll) {
            let base = rowBase(of: source, in: lazy)
            guard (base..<base + source.rowKeys.count).contains(top) else { continue }
            let key = source.rowKeys[top - base]
            guard let id = source.children.first(where: { rowKey($0) == key })?.elementID else { return }
            scroll.scrollPositionKey = key
            var writable = binding
            let current = try readWrapper(binding, owner: scrollPositionOwner, at: .builtin)
            try writeWrapper(&writable, value: scrolledByUser(current, to: id), owner: scrollPositionOwner, at: .builtin)
            return
        }
    }

    private var scrollPositionOwner: WrapperOwner { .value(typeName: "ScrollView", property: "scrollPosition") }

    private func scrollPositionBinding(of node: Node) -> (BuiltinValue, Value?)? {
        guard node.kind == .scrollView || node.kind == .list,
              let modifier = node.modifiers.first(where: { $0.kind == "scrollPosition" }),
              case .builtin(let binding)? = modifier["id"] ?? modifier["_0"], binding.kind == "Binding" else { return nil }
        return (binding, modifier["anchor"])
    }
}
