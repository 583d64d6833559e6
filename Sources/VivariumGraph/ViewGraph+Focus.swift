import VivariumInterpreter

/// Focus follows typing: `type PATH "text"` into a text field is the user tapping into it and
/// typing, so the field takes the focus first. Apple, "FocusState": "A property wrapper type
/// that can read and write a value that SwiftUI updates as the placement of focus within the
/// scene changes." - `.focused($field, equals: .email)` on the field typed into sets `field`
/// to `.email`; a `.focused($isFocused)` Bool becomes true there; the field that had the focus
/// loses it (its Bool becomes false, an optional focus value nil).
extension ViewGraph {
    func focus(_ field: Node) throws {
        guard let root, !update.movingFocus else { return }
        // Focus leaving a `TextField(value:format:)` commits what was typed into it.
        try commitEditing(except: field)
        update.movingFocus = true
        defer { update.movingFocus = false }
        var around: Set<Int> = []
        var current: Node? = field
        while let node = current { around.insert(node.handle); current = node.parent }
        // The field's own bindings first, then the others: focus is in one place at a time, so
        // a field that held it (its `equals` value, or a true Bool) loses it.
        let focusables = root.subtree.flatMap { node in
            node.modifiers.filter { $0.kind == "focused" }.map { (node: node, modifier: $0, isField: around.contains(node.handle)) }
        }
        // What the field's own bindings now hold: another view bound to the same state with the
        // same value (Apple, "FocusState": "binding the same value to two views is ambiguous")
        // does not take that value back - the focus is in the field.
        var claimed: [(binding: Int, value: Value)] = []
        for (node, modifier, isField) in focusables.filter(\.isField) + focusables.filter({ !$0.isField }) {
            guard let binding = modifier["_0"], let bound = boundValue(binding) else { continue }
            let value = modifier["equals"] ?? .bool(true)
            if isField { claimed.append((bindingTag(binding), value)) }
            if !isField, claimed.contains(where: { $0.binding == bindingTag(binding) && Equality.equal($0.value, value) }) { continue }
            if modifier["equals"] != nil {
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

    /// The storage slot a `@FocusState` binding writes (0 for another binding).
    private func bindingTag(_ binding: Value) -> Int {
        if case .builtin(let value) = binding, value.kind == "Binding" { return value.tag }
        return 0
    }

    /// Code writing a `@FocusState` moves the focus (Apple, "focused(_:equals:)": "If a caller
    /// sets the state value programmatically to the matching value, then focus moves to the
    /// modified view"): the field bound with that value takes it, and the field that had it
    /// loses it. Setting nil or false only lets the focus go.
    func focusFollows(_ slot: StorageSlot, _ value: Value) throws {
        guard !update.movingFocus, !value.isNil, let root else { return }
        if case .bool(false) = value { return }
        var candidates: [Node] = []
        for node in root.subtree {
            for modifier in node.modifiers where modifier.kind == "focused" {
                guard case .builtin(let binding)? = modifier["_0"], binding.kind == "Binding", binding.tag == slot.id else { continue }
                let matches = modifier["equals"].map { Equality.equal($0, value) } ?? { if case .bool(true) = value { true } else { false } }()
                if matches, !candidates.contains(where: { $0 === node }) { candidates.append(node) }
            }
        }
        guard let first = candidates.first else { return }
        if candidates.count > 1 {
            // Apple, "FocusState": "if the app programmatically sets the value to name, SwiftUI
            // chooses the first candidate" ... "SwiftUI also emits a runtime warning in this
            // case, since the repeated binding is likely a programmer error."
            interpreter.warn("focus: \(candidates.count) views are bound to the same focus value \(interpreter.describe(value)) "
                             + "(\(candidates.map(\.path).joined(separator: ", "))): the focus goes to the first, \(first.path); "
                             + "the repeated binding is likely a programmer error")
        }
        try focus(first)
    }

    /// Focus in a view that left the tree goes with it: Apple, "FocusState.wrappedValue":
    /// "When focus is not in any view that is bound to this state, the wrapped value will be
    /// nil (for optional-typed state) or false (for Bool-typed state)." After an update removed
    /// a `.focused` view, a `@FocusState` whose value no remaining view is bound with reads
    /// nil (or false) again - a write that updates its readers and runs their onChange.
    func releaseFocusOfRemovedViews() throws {
        guard update.focusedViewRemoved, let root else { return }
        update.focusedViewRemoved = false
        let held = focusSlots.sorted().compactMap { slots[$0] }.filter { slot in
            guard slot.node?.isMounted == true, !slot.value.isNil else { return false }
            if case .bool(false) = slot.value { return false }
            return true
        }
        guard !held.isEmpty else { return }
        var stillFocused: Set<Int> = []
        for node in root.subtree {
            for modifier in node.modifiers where modifier.kind == "focused" {
                guard case .builtin(let binding)? = modifier["_0"], binding.kind == "Binding",
                      let slot = held.first(where: { $0.id == binding.tag }) else { continue }
                let matches = modifier["equals"].map { Equality.equal($0, slot.value) } ?? {
                    if case .bool(true) = slot.value { true } else { false }
                }()
                if matches { stillFocused.insert(slot.id) }
            }
        }
        for slot in held where !stillFocused.contains(slot.id) {
            let none: Value = if case .bool = slot.value { .bool(false) } else { .nil }
            try writeSlot(slot, none, at: .builtin)
        }
    }
}
