import VivariumInterpreter

/// `drag PATH by DX,DY`: a drag on the view at PATH (or the nearest one above it with a
/// `DragGesture`), from the middle of its fixed frame (its origin without one) to that point
/// moved by DX, DY. Apple, "DragGesture": "A dragging motion that invokes an action as the drag-
/// event sequence changes"; its `minimumDistance` is "The minimum dragging distance before the
/// gesture succeeds" (10 points by default), so a shorter drag is refused. The touch moves in one
/// step: `.updating` (writing the `@GestureState`) and `.onChanged` run with the final value,
/// then `.onEnded`, then the `@GestureState` goes back to its initial value ("resets the property
/// back to its initial state when the gesture ends", Apple, "GestureState") - each an update.
extension ViewGraph {
    public func drag(_ node: Node, by dx: Double, _ dy: Double) throws {
        var current: Node? = node
        while let candidate = current {
            if let gesture = attachedDrag(of: candidate) { return try runDrag(gesture, on: candidate, by: dx, dy) }
            current = candidate.parent
        }
        throw GraphError("drag: no .gesture(DragGesture()…) on '\(node.path)' or above it")
    }

    private func attachedDrag(of node: Node) -> BuiltinValue? {
        for modifier in node.modifiers.reversed() where Self.gestureAttachments[modifier.kind] != nil {
            if case .builtin(let gesture)? = modifier["_0"] ?? modifier.fields.values.first, gesture.kind == "DragGesture" { return gesture }
        }
        return nil
    }

    private func runDrag(_ gesture: BuiltinValue, on node: Node, by dx: Double, _ dy: Double) throws {
        try ensureInFront(node, as: "drag: \(node.typeName)")
        guard isEnabled(node) else {
            throw GraphError("drag: \(node.path) is disabled (.disabled(true) on it or an ancestor): SwiftUI ignores the gesture, so nothing ran")
        }
        let minimum = Self.number(gesture["minimumDistance"]) ?? 10
        guard (dx * dx + dy * dy).squareRoot() >= minimum else {
            throw GraphError("drag: a drag of \(Self.points(dx)),\(Self.points(dy)) is shorter than the gesture's minimumDistance (\(Self.points(minimum)) points), so it never began")
        }
        guard case .builtin(let start) = tapLocation(on: node), let x = Self.number(start["x"]), let y = Self.number(start["y"]) else { return }
        let value = Self.dragValue(start: (x, y), translation: (dx, dy), time: DateValues.date(DateValues.now(interpreter)))
        try transaction {
            record(.action, "drag \(node.shortName) by \(Self.points(dx)),\(Self.points(dy))", path: node.path)
            var initial: Value?
            if let body = gesture["updating"], case .builtin(var state)? = gesture["updatingState"], let current = boundValue(.builtin(state)) {
                initial = current
                let updated = try interpreter.callGestureUpdating(body, value: value, state: current,
                                                                transaction: .builtin(BuiltinValue(kind: "Transaction")))
                try writeWrapper(&state, value: updated, owner: .value(typeName: "GestureState", property: "state"), at: .builtin)
            }
            if let changed = gesture["onChanged"] { _ = try interpreter.call(changed, arguments: [value]) }
            try settle()
            if let ended = gesture["onEnded"] { _ = try interpreter.call(ended, arguments: [value]) }
            if let initial, case .builtin(var state)? = gesture["updatingState"] {
                try writeWrapper(&state, value: initial, owner: .value(typeName: "GestureState", property: "state"), at: .builtin)
            }
        }
    }

    /// A `DragGesture.Value`: where the drag started and is, how far it moved (its predicted end
    /// is where it is: the touch lifts without velocity).
    static func dragValue(start: (Double, Double), translation: (Double, Double), time: Value) -> Value {
        func point(_ x: Double, _ y: Double) -> Value { .builtin(BuiltinValue(kind: "CGPoint", fields: ["x": .double(x), "y": .double(y)])) }
        func size(_ width: Double, _ height: Double) -> Value {
            .builtin(BuiltinValue(kind: "CGSize", fields: ["width": .double(width), "height": .double(height)]))
        }
        let end = point(start.0 + translation.0, start.1 + translation.1)
        return .builtin(BuiltinValue(kind: "DragGesture.Value", fields: [
            "startLocation": point(start.0, start.1), "location": end, "predictedEndLocation": end,
            "translation": size(translation.0, translation.1), "predictedEndTranslation": size(translation.0, translation.1),
            "velocity": size(0, 0), "time": time,
        ]))
    }

    /// A distance as a command shows it: `120`, `-40`, `12.5`.
    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
