import VivariumInterpreter

/// Views that take no touches: `.allowsHitTesting(false)` (Apple, "allowsHitTesting(_:)":
/// "Configures whether this view participates in hit test operations") and `.hidden()` (Apple,
/// "hidden()": "Hidden views are invisible and can't receive or respond to interactions"), on
/// the view or on a view containing it. A touch goes to nothing there, so a command that
/// stands for one (`tap`, `type`, `press`, `submit`, `swipe`, `menu`, `delete`, `move`) is refused and
/// nothing runs. Presented content (a sheet, a cover, an alert) is hit-tested on its own: what
/// the view presenting it has set does not reach it.
extension ViewGraph {
    func ensureHitTestable(_ node: Node, as name: String) throws {
        var current: Node? = node
        while let candidate = current {
            for modifier in candidate.modifiers {
                switch modifier.kind {
                case "hidden":
                    throw GraphError("\(name) at \(node.path) is hidden (.hidden() on \(candidate === node ? "it" : candidate.path)): a hidden view can't receive or respond to interactions, so nothing ran")
                case "allowsHitTesting":
                    if case .bool(false)? = modifier.fields.values.first {
                        throw GraphError("\(name) at \(node.path) takes no touches (.allowsHitTesting(false) on \(candidate === node ? "it" : candidate.path)), so nothing ran")
                    }
                default:
                    break
                }
            }
            if candidate.kind == .sheet || candidate.kind == .fullScreenCover || candidate.kind == .alert { return }
            current = candidate.parent
        }
    }
}
