import VivariumInterpreter

/// The actions the system adds to an alert or a confirmation dialog. Apple,
/// "alert(_:isPresented:actions:)": "If no actions are present, the system includes a standard
/// "OK" action." Apple, "confirmationDialog(_:isPresented:titleVisibility:actions:)": "Dialogs
/// include a standard dismiss action by default. If you provide a button with a role of
/// cancel, that button takes the place of the default dismiss action." The added button runs
/// nothing; like every action of the alert or dialog, it dismisses it. (iOS 13's `Alert` and
/// `ActionSheet` values carry their buttons already: ViewGraph+LegacyAlerts.)
extension ViewGraph {
    func withStandardAction(_ actions: Value, dialog: Bool) -> Value {
        guard let (buttons, cancel) = actionButtons(in: actions) else { return actions }
        if dialog, cancel { return actions }
        if !dialog, buttons > 0 { return actions }
        var fields: [String: Value] = ["label": view("Text", ["text": .string(dialog ? "Cancel" : "OK")]), "action": .void]
        if dialog { fields["role"] = .string("cancel") }
        let button = view("Button", .init(uniqueKeysWithValues: fields.sorted { $0.key < $1.key }))
        if case .builtin(let tuple) = actions, tuple.kind == "TupleView", case .array(let elements)? = tuple["elements"] {
            return view("TupleView", ["elements": .array(elements + [button])])
        }
        if case .builtin(let empty) = actions, empty.kind == "EmptyView" { return button }
        return view("TupleView", ["elements": .array([actions, button])])
    }

    /// How many buttons the actions hold and whether one has the cancel role; nil when that is
    /// not known without building them (a ForEach, a view of the user's own, a condition).
    private func actionButtons(in value: Value) -> (Int, Bool)? {
        switch value {
        case .void, .nil: return (0, false)
        case .builtin(let view):
            switch view.kind {
            case "Button":
                let cancel = view["role"].map { interpreter.describe($0).contains("cancel") } ?? false
                return (1, cancel)
            case "EmptyView", "Text", "TextField", "SecureField": return (0, false)
            case "TupleView":
                guard case .array(let elements)? = view["elements"] else { return nil }
                var total = (0, false)
                for element in elements {
                    guard let (count, cancel) = actionButtons(in: element) else { return nil }
                    total = (total.0 + count, total.1 || cancel)
                }
                return total
            default: return nil
            }
        default: return nil
        }
    }
}
