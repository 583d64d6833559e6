import VivariumInterpreter

/// `onChange(of:)`: after an update in which the watched value changed, the action runs with
/// the old and new values (`{ old, new in }`), the new one (`perform: { new in }`), or none.
extension ViewGraph {
    /// Compares a node's `onChange` values with the ones it had; queues actions for changes.
    func noteChanges(of node: Node, isNew: Bool) {
        for (index, modifier) in node.modifiers.enumerated() where modifier.kind == "onChange" {
            guard let value = modifier["of"] else { continue }
            let previous = node.onChangeValues[index]
            node.onChangeValues[index] = value
            if isNew {
                if case .bool(true)? = modifier["initial"] { update.changes.append((node, index, value, value)) }
            } else if let previous, !Equality.equal(previous, value) {
                update.changes.append((node, index, previous, value))
            }
        }
    }

    /// Runs the queued `onChange` actions, in the order the changes were seen.
    func runChangeActions() throws {
        let due = update.changes
        update.changes = []
        for (node, index, old, new) in due where node.isMounted && index < node.modifiers.count {
            let modifier = node.modifiers[index]
            guard let action = modifier.fields.values.last(where: { if case .function = $0 { return true } else { return false } }) else { continue }
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
}
