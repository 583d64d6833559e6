import VivariumInterpreter

/// `TextField(_:value:format:)` commits: what `type` enters is the field's text while the user
/// edits, and the bound value changes only when the edit is committed - Return (`submit`), or
/// the focus leaving the field (typing into another field, code moving a `@FocusState` away).
/// Apple, "TextField": "If the value is a string, the text field updates this value
/// continuously as the user types or otherwise edits the text in the field. For non-string
/// types, it updates the value when the user commits their edits, such as by pressing the
/// Return key." "init(_:value:format:prompt:)": "If `format` can't perform the conversion, the
/// text field leaves `binding.value` unchanged. If the user stops editing the text in an
/// invalid state, the text field updates the field's text to the last known valid value."
extension ViewGraph {
    /// Commits the text typed into `field`, if any: parsed, it is written through the binding.
    func commitEditing(_ field: Node) throws {
        guard let text = editingTexts[field.handle] else { return }
        editingTexts[field.handle] = nil
        guard field.isMounted, case .builtin(let value) = field.viewValue, value["value"] != nil else { return }
        record(.action, "\(field.typeName)\(label(of: field).map { " " + $0 } ?? "") commits \"\(text)\"", path: field.path)
        try commitFormatted(text, into: value, of: field)
    }

    /// The focus moves to `field` (nil: nowhere): every other field being edited commits.
    func commitEditing(except field: Node?) throws {
        let others = editingTexts.storage.keys.sorted().filter { $0 != field?.handle }
        for handle in others {
            guard let node = nodesByHandle[handle] else { editingTexts[handle] = nil; continue }
            try commitEditing(node)
        }
    }

    /// Code wrote the `@FocusState` `slot`: a field being edited that is bound to it and no
    /// longer matches its value (`.focused($field, equals: .bill)` once `field` is nil or
    /// another case, `.focused($isFocused)` once false) has lost the focus, and commits.
    func commitFieldsLosingFocus(_ slot: StorageSlot, _ value: Value) throws {
        guard !editingTexts.storage.isEmpty, !update.movingFocus else { return }
        for handle in editingTexts.storage.keys.sorted() {
            guard let node = nodesByHandle[handle] else { continue }
            for modifier in node.modifiers where modifier.kind == "focused" {
                guard case .builtin(let binding)? = modifier["_0"], binding.kind == "Binding", binding.tag == slot.id else { continue }
                let keeps = modifier["equals"].map { Equality.equal($0, value) } ?? { if case .bool(true) = value { true } else { false } }()
                if !keeps { try commitEditing(node) }
            }
        }
    }
}
