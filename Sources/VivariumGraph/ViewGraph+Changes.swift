import VivariumInterpreter

/// `onChange(of:)`: after an update in which the watched value changed, the action runs with
/// the old and new values (`{ old, new in }`), the new one (`perform: { new in }`), or none.
extension ViewGraph {
    /// Compares a node's `onChange` values with the ones it had; queues actions for changes.
    /// An `initial: true` action of a view inserted on screen runs as the view appears (Apple:
    /// "whether the action should be run when this view initially appears"), in the order the
    /// modifiers are written among its `onAppear`s; one inserted off screen runs with the changes.
    func noteChanges(of node: Node, isNew: Bool) {
        for (index, modifier) in node.modifiers.enumerated() where modifier.kind == "onChange" {
            guard let value = modifier["of"] else { continue }
            let previous = node.onChangeValues[index]
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
            } else if let previous, !Equality.equal(previous, value) {
                update.changes.append((node, index, previous, value))
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
        for (node, index, old, new) in due where node.isMounted && index < node.modifiers.count {
            try runChangeAction(of: node, at: index, old: old, new: new)
        }
    }

    /// Runs the `onChange` action at modifier `index` of `node` with the old and new values.
    func runChangeAction(of node: Node, at index: Int, old: Value, new: Value) throws {
        let modifier = node.modifiers[index]
        guard let action = modifier.fields.values.last(where: { if case .function = $0 { return true } else { return false } }) else { return }
        record(.change, "\(node.shortName) onChange(of:) \(display(old)) → \(display(new))", path: node.path)
        var arity = 2
        if case .function(.closure(let closure)) = action {
            arity = closure.expression.parameters.isEmpty ? closure.expression.anonymousParameterCount : closure.expression.parameters.count
        }
        let arguments: [Value] = switch arity {
        case 0: []
        case 1: [new]
        default: [old, new]
        }
        _ = try interpreter.call(action, arguments: arguments)
    }
}
