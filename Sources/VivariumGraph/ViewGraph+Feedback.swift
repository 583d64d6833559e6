import VivariumInterpreter

/// `sensoryFeedback(_:trigger:)` and `sensoryFeedback(_:trigger:condition:)` (iOS 17): the
/// feedback plays after an update in which the trigger changed, shown as an event of the reply
/// (there is no device to feel it). Apple, "sensoryFeedback(_:trigger:)": "Plays the specified
/// feedback when the provided trigger value changes." "sensoryFeedback(_:trigger:condition:)":
/// "Plays the specified feedback when the provided trigger value changes and the condition
/// closure returns true." "sensoryFeedback(trigger:_:)": "Plays feedback when returned from the
/// feedback closure after the provided trigger value changes." The trigger is watched as
/// `onChange(of:)` watches its value: once per update, old against new, not when the view
/// first appears.
extension ViewGraph {
    func playFeedback(of node: Node, _ modifier: BuiltinValue, old: Value, new: Value) throws {
        let given = modifier.fields.first { key, value in
            if case .function = value { return false }
            return key != "trigger" && key != "condition"
        }?.value
        var feedback: String
        if let given {
            // The condition: `condition:`, or the trailing closure `{ old, new in … }`.
            if let condition = modifier["condition"] ?? Self.action(of: modifier), case .function = condition {
                guard case .bool(true) = try interpreter.call(condition, arguments: [old, new]) else { return }
            }
            feedback = display(given)
        } else {
            // `sensoryFeedback(trigger:_:)`: "Plays feedback when returned from the feedback
            // closure after the provided trigger value changes" - none when it returns nil.
            guard let closure = Self.action(of: modifier) else { return }
            let returned = try interpreter.call(closure, arguments: Self.arity(of: closure) == 0 ? [] : [old, new])
            if returned.isNil { return }
            feedback = display(returned)
        }
        if feedback.hasPrefix("SensoryFeedback.") { feedback.removeFirst("SensoryFeedback".count) }
        record(.change, "\(node.shortName) sensoryFeedback(\(feedback)) plays: trigger \(display(old)) → \(display(new))", path: node.path)
    }
}
