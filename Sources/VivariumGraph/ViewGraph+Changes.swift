import VivariumInterpreter

/// `onChange(of:)`: after an update in which the watched value changed, the action runs with
/// the old and new values (`{ old, new in }`), the new one (`perform: { new in }`), or none.
/// `sensoryFeedback(_:trigger:)` watches its trigger the same way (ViewGraph+Feedback.swift).
extension ViewGraph {
    /// Compares a node's `onChange` values with the ones it had; queues actions for changes.
    /// An `initial: true` action of a view inserted on screen runs as the view appears (Apple:
    /// "whether the action should be run when this view initially appears"), in the order the
    /// modifiers are written among its `onAppear`s; one inserted off screen runs with the changes.
    func noteChanges(of node: Node, isNew: Bool, previous: [BuiltinValue] = []) {
        for (index, modifier) in node.modifiers.enumerated() where modifier.kind == "onChange" || modifier.kind == "sensoryFeedback" {
            guard let value = modifier["of"] ?? modifier["trigger"] else { continue }
            let previousValue = node.onChangeValues[index]
            node.onChangeValues[index] = value
            if isNew {
                guard Self.runsInitially(modifier) else { continue }
                if isOnScreen(node) {
                    if !update.initialChanges.contains(node.handle) {
                        update.initialChanges.insert(node.handle)
                        // After its own onAppear entry, if it has one (queued as it was built).
                        if update.appeared.last !== node { update.appeared.append(node) }
                    }
                } else {
                    update.changes.append((node, index, value, value))
                }
            } else if let previousValue, !Equality.equal(previousValue, value) {
                update.changes.append((node, index, previousValue, value))
                // `onChange(of:perform:)` (one parameter): SwiftUI runs the action of the body
                // that saw the old value, so a capture list (`{ [count] new in … }`) holds the old
                // value (Apple: "If you need the old value, capture it in the closure").
                if index < previous.count, previous[index].kind == "onChange", let action = Self.action(of: previous[index]),
                   Self.arity(of: action) == 1 {
                    pendingRelease.append(action, holder: "\(node.path) .onChange (previous action)")
                    previousChangeActions[ChangeKey(handle: node.handle, index: index)] = action
                }
            }
        }
    }

    static func runsInitially(_ modifier: BuiltinValue) -> Bool {
        if modifier.kind == "onChange", case .bool(true)? = modifier["initial"] { return true }
        return false
    }

    /// Runs the queued `onChange` actions, in the order the changes were seen.
    func runChangeActions() throws {
        let due = update.changes
        update.changes = []
        for (node, index, old, new) in due {
            guard node.isMounted, index < node.modifiers.count else {
                previousChangeActions[ChangeKey(handle: node.handle, index: index)] = nil
                continue
            }
            try runChangeAction(of: node, at: index, old: old, new: new)
        }
    }

    /// Runs the `onChange` action at modifier `index` of `node` with the old and new values.
    func runChangeAction(of node: Node, at index: Int, old: Value, new: Value) throws {
        let modifier = node.modifiers[index]
        if modifier.kind == "sensoryFeedback" { return try playFeedback(of: node, modifier, old: old, new: new) }
        guard let current = Self.action(of: modifier) else { return }
        let action = previousChangeActions.removeValue(forKey: ChangeKey(handle: node.handle, index: index)) ?? current
        record(.change, "\(node.shortName) onChange(of:) \(display(old)) → \(display(new))", path: node.path)
        let arguments: [Value] = switch Self.arity(of: action) {
        case 0: []
        case 1: [new]
        default: [old, new]
        }
        _ = try interpreter.call(action, arguments: arguments)
    }

    static func action(of modifier: BuiltinValue) -> Value? {
        modifier.fields.values.last(where: { if case .function = $0 { return true } else { return false } })
    }

    /// How many parameters an `onChange` action takes (0, 1: the deprecated form, 2).
    static func arity(of action: Value) -> Int {
        guard case .function(.closure(let closure)) = action else { return 2 }
        return closure.expression.parameters.isEmpty ? closure.expression.anonymousParameterCount : closure.expression.parameters.count
    }
}

/// A node's `onChange` modifier, by its index.
struct ChangeKey: Hashable {
    var handle: Int
    var index: Int
}
