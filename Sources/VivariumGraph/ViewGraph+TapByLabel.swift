import VivariumInterpreter

/// `tap "Label"` as a person taps: besides buttons, toggles and links named by what their
/// label shows, a row of a `List(selection:)` by its text (selecting it) and a `Picker`'s
/// option by its label (choosing it, as from a menu-style picker's menu or a segment).
extension ViewGraph {
    /// Rows of a `List(selection:)` (also `List($items, editActions:selection:)`) that show
    /// `text`: a text of the row, or its texts together.
    public func selectableRows(labelled text: String) -> [Node] {
        allNodes.filter { row in
            guard let list = listOfRow(row), case .builtin(let value) = list.viewValue, let selection = value["selection"], !selection.isNil else { return false }
            return names(shownBy: row).contains(text)
        }
    }

    /// Pickers with an option labelled `text`.
    public func pickers(offering text: String) -> [Node] {
        allNodes.filter { picker in
            picker.kind == .picker && pickerOptions(picker).contains { optionLabel($0) == "\"\(text)\"" }
        }
    }

    /// The texts a subtree shows, in order, and together.
    private func names(shownBy node: Node) -> [String] {
        let texts = node.subtree.compactMap { $0.kind == .text && !$0.isUserView ? label(of: $0) : nil }
            .map { String($0.dropFirst().dropLast()) }
        return texts.count > 1 ? texts + [texts.joined(separator: " ")] : texts
    }

    /// Whether a person can see `node` to tap it: not behind a presented sheet, cover or alert,
    /// not on a screen covered by a pushed destination, not in an unselected tab. A label shown
    /// in several places names the one in front.
    public func isInFront(_ node: Node) -> Bool {
        !isBehindPresentation(node) && !isCoveredByNavigation(node) && !isInHiddenTab(node)
    }
}
