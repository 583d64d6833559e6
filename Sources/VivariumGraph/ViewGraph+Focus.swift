import VivariumInterpreter

/// Focus follows typing: `type PATH "text"` into a text field is the user tapping into it and
/// typing, so the field takes the focus first. Apple, "FocusState": "A property wrapper type
/// that can read and write a value that SwiftUI updates as the placement of focus within the
/// scene changes." - `.focused($field, equals: .email)` on the field typed into sets `field`
/// to `.email`; a `.focused($isFocused)` Bool becomes true there; the field that had the focus
/// loses it (its Bool becomes false, an optional focus value nil).
extension ViewGraph {
    func focus(_ field: Node) throws {
        guard let root else { return }
        var around: Set<Int> = []
        var current: Node? = field
        while let node = current { around.insert(node.handle); current = node.parent }
        // The field's own bindings first, then the others: focus is in one place at a time, so
        // a field that held it (its `equals` value, or a true Bool) loses it.
        let focusables = root.subtree.flatMap { node in
            node.modifiers.filter { $0.kind == "focused" }.map { (node: node, modifier: $0, isField: around.contains(node.handle)) }
        }
        for (node, modifier, isField) in focusables.filter(\.isField) + focusables.filter({ !$0.isField }) {
            guard let binding = modifier["_0"], let bound = boundValue(binding) else { continue }
            if let value = modifier["equals"] {
                if isField, !Equality.equal(bound, value) {
                    try write(value, through: binding, of: node)
                } else if !isField, Equality.equal(bound, value) {
                    try write(.nil, through: binding, of: node)
                }
            } else if case .bool(let focused) = bound, focused != isField {
                try write(.bool(isField), through: binding, of: node)
            }
        }
    }
}
