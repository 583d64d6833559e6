import OrderedCollections
import VivariumInterpreter
import VivariumSyntax

/// iOS 13's `Alert` and `ActionSheet` values, which `.alert(isPresented:content:)`,
/// `.alert(item:content:)` and `.actionSheet(isPresented:content:)` present: the title, the
/// message and the buttons, each button dismissing it (Apple, "Alert": "An alert with a
/// title, message, and an optional dismiss button", deprecated in iOS 15 but still common).
/// `Alert(title:message:dismissButton:)` without a button shows SwiftUI's default, "OK";
/// `.cancel()` without a label is titled "Cancel".
extension ViewGraph {
    func constructLegacyAlert(_ typeName: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        guard typeName == "Alert" || typeName == "ActionSheet" else { return nil }
        func labelled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        var parts: [Value] = []
        if let title = labelled("title") { parts.append(title) }
        if let message = labelled("message"), !message.isNil { parts.append(message) }
        var buttons: [Value] = []
        if typeName == "ActionSheet" {
            if case .array(let values)? = labelled("buttons") { buttons = values }
        } else if let primary = labelled("primaryButton"), let secondary = labelled("secondaryButton") {
            buttons = [primary, secondary]
        } else if let dismiss = labelled("dismissButton"), !dismiss.isNil {
            buttons = [dismiss]
        }
        for button in buttons {
            parts.append(try legacyButton(button, of: typeName, at: location))
        }
        if typeName == "Alert", buttons.isEmpty { parts.append(alertButton(text: "OK", action: .void)) }
        return buildBlock(parts, at: location)
    }

    /// `.default(Text("Pro")) { … }`, `.destructive(…)`, `.cancel()`: a Button of the alert.
    private func legacyButton(_ value: Value, of typeName: String, at location: SourceLocation) throws -> Value {
        guard case .builtin(let button) = value, button.kind.hasPrefix("\(typeName).Button.") else {
            throw RuntimeError(.notSupported, "not supported in the playground: an \(typeName) button that is not .default, .destructive or .cancel", at: location)
        }
        var label: Value?
        var action: Value = .void
        for (key, field) in button.fields {
            if case .function = field { action = field } else if key == "_0" { label = field }
        }
        if case .function(.closure(let closure)) = action { closure.isViewBuilder = false }
        if let label { return view("Button", ["label": label, "action": action]) }
        return alertButton(text: "Cancel", action: action)
    }

    private func alertButton(text: String, action: Value) -> Value {
        view("Button", ["label": view("Text", ["text": .string(text)]), "action": action])
    }
}
