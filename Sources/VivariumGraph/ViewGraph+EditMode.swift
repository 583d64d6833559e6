import VivariumInterpreter
import VivariumSyntax

/// Edit mode. Apple, "EditButton": "A button that toggles the edit mode environment value" —
/// its title is Edit, and Done while editing; "editMode": "An indication of whether the user
/// can edit the contents of a view associated with this environment" (a `Binding<EditMode>?`).
/// Where no view sets `.environment(\.editMode, $mode)`, the graph keeps one edit mode, shared
/// by the `EditButton` of a toolbar and the list beside it, as a navigation stack's are.
extension ViewGraph {
    /// The graph's own edit mode as a binding (its value changes with the mode, so that
    /// readers of `\.editMode` are updated when it does).
    var editModeBinding: Value {
        .builtin(BuiltinValue(kind: "Binding", fields: ["editMode": Self.editModeValue(editMode)]))
    }

    static func editModeValue(_ mode: String) -> Value {
        .enumValue(EnumValue(typeName: "EditMode", caseName: mode))
    }

    /// A write through the graph's edit-mode binding: every `EditButton` shows it, every view
    /// that reads `\.editMode` is updated.
    func setEditMode(_ value: Value, at location: SourceLocation) throws {
        // NB: `.inactive` without a contextual type reads as a ScenePhase here; an EditMode is meant.
        guard case .enumValue(let mode) = value, ["inactive", "transient", "active"].contains(mode.caseName) else {
            throw RuntimeError(.trap, "editMode takes an EditMode, got \(interpreter.describe(value))", at: location)
        }
        guard mode.caseName != editMode else { return }
        editMode = mode.caseName
        guard let root else { return }
        for node in root.subtree where node.kind == .editButton {
            guard case .builtin(var button) = node.viewValue else { continue }
            button["title"] = .string(try editButtonTitle(for: node))
            node.viewValue = .builtin(button)
            node.shownChanged()
        }
        try refreshEnvironment(below: root)
    }

    /// Edit, or Done while the edit mode the button sees is editing (read without running user
    /// code or recording a dependency: a binding's own getter counts as inactive).
    func editButtonTitle(for node: Node) throws -> String {
        guard case .builtin(let binding) = try environmentValue("editMode", for: node), binding.kind == "Binding" else { return "Edit" }
        let mode: Value?
        if binding["editMode"] != nil {
            mode = Self.editModeValue(editMode)
        } else if let constant = binding["constant"] {
            mode = constant
        } else {
            mode = binding.tag != 0 ? slots[binding.tag]?.value : nil
        }
        guard case .enumValue(let value)? = mode else { return "Edit" }
        return value.caseName == "inactive" ? "Edit" : "Done"
    }

    /// An `EditButton` installed or updated: its title follows the edit mode it sees.
    func installEditButton(_ node: Node, _ button: BuiltinValue) throws {
        var button = button
        node.viewValue = .builtin(button)
        button["title"] = .string(try editButtonTitle(for: node))
        node.viewValue = .builtin(button)
    }

    /// `tap` on an `EditButton`: toggles the edit mode it sees (the graph's, or the binding a
    /// view above it set).
    func tapEditButton(_ node: Node) throws {
        guard case .builtin(var binding) = try environmentValue("editMode", for: node), binding.kind == "Binding" else {
            throw GraphError("EditButton at \(node.path) has no edit mode in its environment")
        }
        let owner = WrapperOwner.value(typeName: "EditButton", property: "editMode")
        guard case .enumValue(let mode) = try readWrapper(binding, owner: owner, at: .builtin) else { return }
        let next = mode.caseName == "inactive" ? "active" : "inactive"
        record(.action, "EditButton \(next == "active" ? "Edit" : "Done")", path: node.path)
        try writeWrapper(&binding, value: Self.editModeValue(next), owner: owner, at: .builtin)
        if binding["editMode"] == nil, case .builtin(var button) = node.viewValue {
            // A binding a view set: its owner's update rebuilds the button; its title follows now.
            button["title"] = .string(next == "active" ? "Done" : "Edit")
            node.viewValue = .builtin(button)
            node.shownChanged()
        }
    }

    /// What tapping a row of `List(selection:)` writes. A single selection: the row's value. A
    /// multiple selection (Apple, "List.init(_:selection:rowContent:)": "A binding to a set that
    /// identifies selected rows"): in edit mode the tap adds the row to the set, or takes it out
    /// if it was in; outside edit mode (iOS 16 and later) the row becomes the only one selected.
    func listSelection(afterTapping row: Node, id: Value, current: Value?, in list: Node) throws -> Value {
        let value = selectionValue(ofRow: row, id: id)
        guard case .array(let selected)? = current else { return value }
        guard try editButtonTitle(for: list) == "Done" else { return .array([value]) }
        if let index = selected.firstIndex(where: { Equality.equal($0, value) }) {
            var remaining = selected
            remaining.remove(at: index)
            return .array(remaining)
        }
        return .array(selected + [value])
    }
}
