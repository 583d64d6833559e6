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
            current = candidate.parent
        }
        throw GraphError("press: no .onLongPressGesture on '\(node.path)' or above it (a context menu opens with: menu PATH \"LABEL\")")
    }

    private func runLongPress(_ gesture: BuiltinValue, on node: Node) throws {
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
}
