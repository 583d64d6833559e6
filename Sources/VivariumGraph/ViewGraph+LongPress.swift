import VivariumInterpreter

/// `press PATH`: a long press on the view at PATH (or the nearest one above it with the
/// gesture). Apple, "onLongPressGesture(minimumDuration:perform:onPressingChanged:)": the
/// pressing closure gets true as the touch goes down, the action runs once the press has lasted
/// the minimum duration, and the pressing closure gets false as the gesture ends — three moments,
/// each an update of its own here (the virtual clock does not move).
extension ViewGraph {
    public func press(_ node: Node) throws {
        var current: Node? = node
        while let candidate = current {
            if let gesture = candidate.modifiers.last(where: { $0.kind == "onLongPressGesture" }) {
                return try runLongPress(gesture, on: candidate)
            }
            if let gesture = attachedLongPress(of: candidate) {
                return try runLongPressGesture(gesture, on: candidate)
            }
            current = candidate.parent
        }
        throw GraphError("press: no .onLongPressGesture on '\(node.path)' or above it (a context menu opens with: menu PATH \"LABEL\")")
    }

    private func runLongPress(_ gesture: BuiltinValue, on node: Node) throws {
        try ensureInFront(node, as: "press: \(node.typeName)")
        guard isEnabled(node) else {
            throw GraphError("press: \(node.path) is disabled (.disabled(true) on it or an ancestor): SwiftUI ignores the gesture, so nothing ran")
        }
        let pressing = gesture["onPressingChanged"].flatMap { value -> Value? in
            if case .function = value { return value } else { return nil }
        }
        let perform = gesture["perform"] ?? gesture.fields.elements.last(where: { element in
            guard element.key != "onPressingChanged", case .function = element.value else { return false }
            return true
        })?.value
        try transaction {
            record(.action, "long press \(node.shortName)", path: node.path)
            if let pressing {
                _ = try interpreter.call(pressing, arguments: [.bool(true)])
                try settle()
            }
            if let perform, case .function = perform { _ = try interpreter.call(perform, arguments: []) }
            if let pressing {
                try settle()
                _ = try interpreter.call(pressing, arguments: [.bool(false)])
            }
        }
    }

    /// A `LongPressGesture` attached with `.gesture`, `.simultaneousGesture` or `.highPriorityGesture`.
    private func attachedLongPress(of node: Node) -> BuiltinValue? {
        for modifier in node.modifiers.reversed() where ["gesture", "simultaneousGesture", "highPriorityGesture"].contains(modifier.kind) {
            if case .builtin(let gesture)? = modifier["_0"] ?? modifier.fields.values.first, gesture.kind == "LongPressGesture" { return gesture }
        }
        return nil
    }

    /// `.gesture(LongPressGesture().updating($isPressed) { value, state, _ in state = value }.onEnded { … })`:
    /// the touch goes down (`updating` with true writes the @GestureState, `onChanged(true)`), the
    /// press lasts its minimum duration (`onEnded(true)`), then the gesture ends and the
    /// @GestureState goes back to its initial value - each moment an update of its own. Apple,
    /// "GestureState": "A property wrapper type that updates a property while the user performs a
    /// gesture and resets the property back to its initial state when the gesture ends."
    private func runLongPressGesture(_ gesture: BuiltinValue, on node: Node) throws {
        try ensureInFront(node, as: "press: \(node.typeName)")
        guard isEnabled(node) else {
            throw GraphError("press: \(node.path) is disabled (.disabled(true) on it or an ancestor): SwiftUI ignores the gesture, so nothing ran")
        }
        try transaction {
            record(.action, "long press \(node.shortName)", path: node.path)
            var initial: Value?
            if let body = gesture["updating"], case .builtin(var state)? = gesture["updatingState"], let current = boundValue(.builtin(state)) {
                initial = current
                let updated = try interpreter.callGestureUpdating(body, value: .bool(true), state: current,
                                                                transaction: .builtin(BuiltinValue(kind: "Transaction")))
                try writeWrapper(&state, value: updated, owner: .value(typeName: "GestureState", property: "state"), at: .builtin)
            }
            if let changed = gesture["onChanged"] { _ = try interpreter.call(changed, arguments: [.bool(true)]) }
            try settle()
            if let ended = gesture["onEnded"] { _ = try interpreter.call(ended, arguments: [.bool(true)]) }
            if let initial, case .builtin(var state)? = gesture["updatingState"] {
                try writeWrapper(&state, value: initial, owner: .value(typeName: "GestureState", property: "state"), at: .builtin)
            }
        }
    }
}
