import VivariumInterpreter

/// What a presented alert or confirmation dialog is, and the title the tree shows for it.
///
/// Apple, "alert(_:isPresented:actions:)": "title: A text string used as the title of the alert."
/// Apple, "confirmationDialog(_:isPresented:titleVisibility:actions:)": "Presents a confirmation
/// dialog when a given condition is true" ... "titleVisibility: The visibility of the dialog's
/// title. The default value is Visibility.automatic." ... "In compact size classes, the system
/// renders the confirmation dialog as a sheet at the bottom of the screen" — an action sheet, which
/// on iPhone does not show the title unless it is `.visible`. The tree names a hidden title with
/// `(title hidden)`, so a reader still knows which dialog is up. iOS 13's `.actionSheet` presents
/// an `ActionSheet` value, whose title and message are its first children (ViewGraph+LegacyAlerts).
extension ViewGraph {
    /// The presented node's type for each dialog modifier.
    static let dialogTypes: [String: String] = ["alert": "Alert", "confirmationDialog": "ConfirmationDialog", "actionSheet": "ActionSheet"]

    /// Whether `typeName` is a presented alert or confirmation dialog: modal, and every one of
    /// its buttons dismisses it.
    static func isDialog(_ typeName: String) -> Bool {
        typeName == "Alert" || typeName == "ConfirmationDialog" || typeName == "ActionSheet"
    }

    /// How a message names a presented dialog: "an alert", "a confirmation dialog".
    static func dialogNoun(_ typeName: String) -> String {
        switch typeName {
        case "ConfirmationDialog": "a confirmation dialog"
        case "ActionSheet": "an action sheet"
        default: "an alert"
        }
    }

    /// The tree's label of a presented alert or dialog: its title quoted, followed by
    /// `(title hidden)` for a confirmation dialog whose title the user does not see.
    func dialogLabel(_ value: BuiltinValue) -> String? {
        guard let title = value["title"] else { return nil }
        let text: String? = if case .string(let string) = title { string } else { firstText(in: title) }
        guard let text else { return nil }
        guard value.kind == "ConfirmationDialog" else { return "\"\(text)\"" }
        let visibility = value["titleVisibility"].flatMap { FrameworkValues.memberName(of: $0) } ?? "automatic"
        return visibility == "visible" ? "\"\(text)\"" : "\"\(text)\" (title hidden)"
    }
}
