import VivariumInterpreter
import VivariumSyntax

/// Custom `ViewModifier`s: `.modifier(M())` makes M a node (with its own dynamic
/// properties) whose `body(content:)` wraps the modified view. `content` is a placeholder,
/// `_ViewModifier_Content`, as in SwiftUI: when only the modified view changes, the
/// placeholder's subtree updates and M's body does not run.
extension ViewGraph {
    /// Gives the placeholders in `node`'s body the new modified view. False when a
    /// placeholder is out of reach (inside another user view or modifier), so the caller
    /// runs the body instead.
    func updateModifiedContent(of node: Node, to wrapped: Value) throws -> Bool {
        let placeholders = contentPlaceholders(below: node)
        guard !placeholders.isEmpty, !hasNestedPlaceholders(node) else { return false }
        for placeholder in placeholders {
            guard case .builtin(var value) = placeholder.viewValue else { continue }
            value.fields["content"] = wrapped
            placeholder.viewValue = .builtin(value)
            try reconcile(placeholder, try childItems(of: placeholder), only: { $0.kind != .destination })
            pendingRelease.append((wrapped, "\(placeholder.path) content"))
            value.fields["content"] = nil
            placeholder.viewValue = .builtin(value)
        }
        return true
    }

    /// The `_ViewModifier_Content` nodes of `node`'s own body (not of views inside it).
    private func contentPlaceholders(below node: Node) -> [Node] {
        var found: [Node] = []
        func visit(_ current: Node) {
            for child in current.children {
                if child.kind == .viewModifierContent { found.append(child) } else if !child.isUserView { visit(child) }
            }
        }
        visit(node)
        return found
    }

    /// Whether the body passed `content` on to a user view or another modifier (then the
    /// placeholder lives in that view's value, not as a node of this body).
    private func hasNestedPlaceholders(_ node: Node) -> Bool {
        func visit(_ current: Node) -> Bool {
            for child in current.children {
                if child.isUserView {
                    if case .structValue(let value) = child.viewValue, value.fields.values.contains(where: containsPlaceholder) { return true }
                } else if child.kind != .viewModifierContent, visit(child) {
                    return true
                }
            }
            return false
        }
        return visit(node)
    }

    private func containsPlaceholder(_ value: Value) -> Bool {
        switch value {
        case .builtin(let builtin): return builtin.kind == "_ViewModifier_Content" || builtin.fields.values.contains(where: containsPlaceholder)
        case .array(let elements): return elements.contains(where: containsPlaceholder)
        case .structValue(let value): return value.fields.values.contains(where: containsPlaceholder)
        default: return false
        }
    }
}
