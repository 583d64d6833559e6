import VivariumInterpreter

/// `submit PATH|"LABEL"`: the user presses Return in a text field (or the search field of a
/// `.searchable`). Apple, "onSubmit(of:_:)": "Adds an action to perform when the user submits
/// a value to this view." ... "Different views may have different triggers for the submission
/// action. A TextField, or SecureField will trigger this action when the user hits the hardware
/// or software return key." ... "triggers: The triggers that should invoke the provided
/// action" (default `.text`; `.search` for the search field). The modifier applies to the
/// fields below it, so every `.onSubmit` at or above the field with a matching trigger runs,
/// the nearest first. The field has the focus while the user types in it, as with `type`.
/// Apple, "submitScope(_:)": "Prevents submission triggers originating from this view to invoke
/// a submission action configured by a submission modifier higher up in the view hierarchy."
/// An `.onSubmit` applied before `.submitScope()` (inside it) still runs; none after it or above
/// it does. `.submitScope(false)` blocks nothing.
extension ViewGraph {
    public func submit(_ node: Node) throws {
        try ensureInFront(node, as: "submit: \(node.typeName)")
        let isSearch = node.modifiers.contains { $0.kind == "searchable" }
            && node.kind != .textField && node.kind != .secureField
        guard isSearch || (node.kind == .textField || node.kind == .secureField) else {
            throw GraphError("submit: '\(node.path)' is a \(node.typeName); Return submits a TextField, a SecureField or a .searchable field")
        }
        guard isEnabled(node) else {
            throw GraphError("submit: \(node.path) is disabled (.disabled(true) on it or an ancestor): SwiftUI ignores the key, so nothing ran")
        }
        var actions: [(action: Value, at: Node)] = []
        var current: Node? = node
        walk: while let candidate = current {
            let scope = candidate.modifiers.firstIndex { $0.kind == "submitScope" && isBlocking($0) }
            for (index, modifier) in candidate.modifiers.enumerated().reversed() where modifier.kind == "onSubmit" {
                if let scope, index > scope { continue }
                guard let action = modifier.fields.values.last(where: { if case .function = $0 { true } else { false } }) else { continue }
                let triggers = modifier["of"].map { interpreter.describe($0) } ?? "text"
                if triggers.contains(isSearch ? "search" : "text") { actions.append((action, candidate)) }
            }
            if scope != nil { break walk }
            current = candidate.parent
        }
        let name = isSearch ? "search field" : "\(node.typeName)\(label(of: node).map { " " + $0 } ?? "")"
        try transaction {
            record(.action, "submit \(name)", path: node.path)
            if !isSearch { try focus(node) }
            // Return commits what was typed into a `TextField(value:format:)` first: its
            // `.onSubmit` sees the new value.
            try commitEditing(node)
            for (action, owner) in actions {
                record(.action, "onSubmit", path: owner.path)
                _ = try interpreter.call(action, arguments: [])
            }
        }
    }

    /// `.submitScope()` / `.submitScope(true)` blocks; `.submitScope(false)` does not.
    private func isBlocking(_ scope: BuiltinValue) -> Bool {
        if case .bool(false)? = scope["_0"] { return false }
        return true
    }
}
