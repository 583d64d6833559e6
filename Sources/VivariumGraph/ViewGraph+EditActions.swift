import VivariumInterpreter

/// A list's edit actions: `delete PATH` (a swipe to delete) and `move PATH to OFFSET` (a drag
/// in edit mode) on a row of a `ForEach` inside a `List` or `Form`; and the buttons a view hides
/// until it is swiped (`swipe PATH ["LABEL"]`, `.swipeActions`) or long-pressed (`menu PATH
/// "LABEL"`, `.contextMenu`).
///
/// Apple, "onDelete(perform:)": "SwiftUI passes a set of indices to the closure that's relative
/// to the dynamic view's underlying collection of data"; "onMove(perform:)": the closure gets
/// the moved offsets and the offset *before which* they go, as `move(fromOffsets:toOffset:)`
/// takes them. Both act only on a `ForEach` in a list; elsewhere no swipe or drag offers them.
extension ViewGraph {
    /// `delete PATH`: swipes the row at (or containing) PATH to delete it: its `ForEach`'s
    /// `.onDelete` action runs with that row's offset.
    public func delete(_ node: Node) throws {
        let (forEach, row, offset) = try editableRow(containing: node, action: "onDelete", command: "delete")
        let action = try editAction("onDelete", of: forEach, command: "delete")
        try ensureSwipeToDelete(row)
        try transaction {
            record(.action, "delete \(row.shortName) (offset \(offset))", path: row.path)
            _ = try interpreter.call(action, arguments: [.array([.int(offset)])])
        }
    }

    /// `move PATH to OFFSET`: drags the row at (or containing) PATH before the row now at OFFSET
    /// (the row count: to the end); its `ForEach`'s `.onMove` action runs with the row's offset
    /// and OFFSET, as SwiftUI passes them.
    public func move(_ node: Node, toOffset destination: Int) throws {
        let (forEach, row, offset) = try editableRow(containing: node, action: "onMove", command: "move")
        let count = rowIDs(of: forEach).count
        guard (0...count).contains(destination) else {
            throw GraphError("move: the offset must be from 0 to \(count) (the rows of \(forEach.path), before which the row goes)")
        }
        let action = try editAction("onMove", of: forEach, command: "move")
        try transaction {
            record(.action, "move \(row.shortName) (offset \(offset)) to offset \(destination)", path: row.path)
            _ = try interpreter.call(action, arguments: [.array([.int(offset)]), .int(destination)])
        }
    }

    /// Apple, "swipeActions(edge:allowsFullSwipe:content:)": "When you add swipe actions, SwiftUI
    /// no longer synthesizes the Delete actions that otherwise appear when using the
    /// ForEach/onDelete(perform:) method on a ForEach instance. You become responsible for
    /// creating a Delete action, if appropriate, among your swipe actions." A row with swipe
    /// actions of its own is deleted only in edit mode (its delete control), or by its actions.
    private func ensureSwipeToDelete(_ row: Node) throws {
        guard try editButtonTitle(for: row) != "Done",
              let swiping = row.subtree.first(where: { node in node.modifiers.contains { $0.kind == "swipeActions" } }) else { return }
        throw GraphError("delete: the row at \(row.path) has .swipeActions\(swiping === row ? "" : " (on \(swiping.path))"): SwiftUI then offers no swipe to delete for .onDelete, so nothing ran; run one of its actions (swipe \(swiping.path) \"LABEL\"), or delete it in edit mode")
    }

    /// The `ForEach` whose row is `node` or holds it, that row, and its offset in the data.
    private func editableRow(containing node: Node, action: String, command: String) throws -> (Node, Node, Int) {
        var row = node
        while let parent = row.parent, parent.kind != .forEach { row = parent }
        guard let forEach = row.parent, let id = row.elementID else {
            throw GraphError("\(command): '\(node.path)' is not in a row of a ForEach")
        }
        try ensureInFront(row, as: "\(command): the row")
        guard isEnabled(row) else {
            throw GraphError("\(command): the row at \(row.path) is disabled (.disabled(true) on it or an ancestor): SwiftUI offers no edit action on a disabled row, so nothing ran")
        }
        // Apple, "deleteDisabled(_:)" / "moveDisabled(_:)": whether the row's view hierarchy
        // is deletable / movable; on the row or inside it (a row view's body may apply it).
        let refusal = action == "onDelete" ? "deleteDisabled" : "moveDisabled"
        if let refusing = row.subtree.first(where: { node in
            node.modifiers.contains { if $0.kind == refusal, case .bool(true)? = $0.fields.values.first { true } else { false } }
        }) {
            throw GraphError("\(command): the row at \(row.path) has .\(refusal)(true)\(refusing === row ? "" : " (on \(refusing.path))"): SwiftUI offers no \(command == "delete" ? "delete" : "drag") on it, so nothing ran")
        }
        var ancestor = forEach.parent
        while let candidate = ancestor, candidate.kind != .list, candidate.kind != .form { ancestor = candidate.parent }
        guard ancestor != nil else {
            throw GraphError("\(command): the ForEach at \(forEach.path) is not in a List or Form: SwiftUI offers .\(action) only on a list's rows, so nothing ran")
        }
        guard let offset = rowIDs(of: forEach).firstIndex(where: { $0.isIdentical(to: id) }) else {
            throw GraphError("\(command): '\(row.path)' is not a row of \(forEach.path)")
        }
        return (forEach, row, offset)
    }

    /// The action of the `ForEach`'s `.onDelete` or `.onMove`.
    private func editAction(_ kind: String, of forEach: Node, command: String) throws -> Value {
        guard let modifier = forEach.modifiers.last(where: { $0.kind == kind }),
              let action = modifier.fields.values.last(where: { if case .function = $0 { true } else { false } }) else {
            throw GraphError("\(command): the ForEach at \(forEach.path) has no .\(kind), so its rows cannot be \(command == "delete" ? "deleted" : "moved")")
        }
        return action
    }

    /// The element ids of a `ForEach`'s rows, in order (a row of several views counted once).
    private func rowIDs(of forEach: Node) -> [Value] {
        var ids: [Value] = []
        for child in forEach.children {
            guard let id = child.elementID else { continue }
            if let last = ids.last, last.isIdentical(to: id) { continue }
            ids.append(id)
        }
        return ids
    }

    /// `swipe PATH "LABEL"`: swipes the view at PATH (or the nearest one above or inside it with
    /// `.swipeActions`) and taps the action labelled LABEL. Without a label, a full swipe: the
    /// first action of the trailing edge runs, unless `allowsFullSwipe: false` (Apple,
    /// "swipeActions(edge:allowsFullSwipe:content:)": "a full swipe automatically performs the
    /// first action").
    public func swipe(_ node: Node, label: String?) throws {
        let (owner, modifiers) = try hiddenActions("swipeActions", near: node, command: "swipe")
        let candidates: [(button: BuiltinValue, label: String?)]
        if let label {
            candidates = modifiers.flatMap { hiddenButtons(in: $0["content"] ?? .void) }.filter { $0.label == label }
        } else {
            let trailing = modifiers.filter { modifier in
                !(modifier["edge"].map { interpreter.describe($0).hasSuffix("leading") } ?? false)
            }
            let fullSwipes = trailing.first.map { modifier in
                if case .bool(false)? = modifier["allowsFullSwipe"] { return false } else { return true }
            } ?? false
            guard let full = trailing.first, fullSwipes else {
                throw GraphError("swipe: \(owner.path) has no trailing swipe action a full swipe performs (allowsFullSwipe: false, or only leading actions); name one: swipe PATH \"LABEL\"")
            }
            candidates = Array(hiddenButtons(in: full["content"] ?? .void).prefix(1))
        }
        try runHiddenAction(candidates, label: label, of: owner, in: modifiers, verb: "swipe action")
    }

    /// `menu PATH "LABEL"`: long-presses the view at PATH (or the nearest one above or inside it
    /// with `.contextMenu`) and chooses LABEL from its context menu.
    public func contextMenu(_ node: Node, label: String) throws {
        let (owner, modifiers) = try hiddenActions("contextMenu", near: node, command: "menu")
        let candidates = modifiers.flatMap { hiddenButtons(in: $0["content"] ?? .void) }.filter { $0.label == label }
        try runHiddenAction(candidates, label: label, of: owner, in: modifiers, verb: "context menu")
    }

    /// Whether a hidden content built no views (`if` false, an empty closure).
    private func isEmptyContent(_ content: Value?) -> Bool {
        guard case .builtin(let value)? = content else { return true }
        switch value.kind {
        case "EmptyView": return true
        case "OptionalContent": return isEmptyContent(value["content"])
        case "TupleView":
            guard case .array(let elements)? = value["elements"] else { return true }
            return elements.allSatisfy { isEmptyContent($0) }
        default: return false
        }
    }

    /// For a `tap "LABEL"` that found no button: the command that reaches a swipe action or a
    /// context-menu item with that label (the first view holding one), or nil.
    public func hiddenActionHint(labelled label: String) -> String? {
        guard let root else { return nil }
        for node in root.subtree {
            for (kind, command) in [("swipeActions", "swipe"), ("contextMenu", "menu")] {
                let buttons = node.modifiers.filter { $0.kind == kind }.flatMap { hiddenButtons(in: $0["content"] ?? .void) }
                if buttons.contains(where: { $0.label == label }) {
                    let what = kind == "swipeActions" ? "a swipe action" : "a context-menu item"
                    return "\"\(label)\" is \(what) of \(node.path): \(command) \(node.path) \"\(label)\""
                }
            }
        }
        return nil
    }

    /// The node with `kind` among its modifiers: PATH's, then its ancestors' up to its list row,
    /// then its descendants' (a row view whose body applies the modifier), and those modifiers.
    private func hiddenActions(_ kind: String, near node: Node, command: String) throws -> (Node, [BuiltinValue]) {
        func modifiers(of candidate: Node) -> [BuiltinValue] { candidate.modifiers.filter { $0.kind == kind } }
        var current: Node? = node
        while let candidate = current, candidate.kind != .forEach {
            if !modifiers(of: candidate).isEmpty { return (candidate, modifiers(of: candidate)) }
            current = candidate.parent
        }
        var stack = Array(node.children.reversed())
        while let candidate = stack.popLast() {
            if !modifiers(of: candidate).isEmpty { return (candidate, modifiers(of: candidate)) }
            stack += candidate.children.reversed()
        }
        throw GraphError("\(command): no .\(kind) on '\(node.path)', above it in its row, or inside it")
    }

    /// The buttons a hidden content builds, in order, with their labels' text (a button inside
    /// your own view is not looked into: its body is built only when shown).
    private func hiddenButtons(in content: Value) -> [(button: BuiltinValue, label: String?)] {
        guard case .builtin(let value) = content else { return [] }
        if value.kind == "Button" { return [(value, firstText(in: value["label"] ?? .void))] }
        var found: [(button: BuiltinValue, label: String?)] = []
        for field in value.fields.values {
            if case .array(let elements) = field {
                for element in elements { found += hiddenButtons(in: element) }
            } else {
                found += hiddenButtons(in: field)
            }
        }
        return found
    }

    private func runHiddenAction(_ candidates: [(button: BuiltinValue, label: String?)], label: String?, of owner: Node,
                                 in modifiers: [BuiltinValue], verb: String) throws {
        guard let chosen = candidates.first else {
            let shown = modifiers.flatMap { hiddenButtons(in: $0["content"] ?? .void) }.compactMap(\.label).map { "\"\($0)\"" }
            if modifiers.allSatisfy({ isEmptyContent($0["content"]) }) {
                // Apple, "contextMenu(menuItems:)": "You can deactivate the context menu by
                // returning nothing from the closure."
                let what = verb == "context menu" ? "its context menu is deactivated" : "it has no swipe actions"
                throw GraphError("\(verb): \(owner.path): \(what) - the closure returned no views this update, so nothing shows and nothing ran")
            }
            let name = label.map { "\"\($0)\"" } ?? "no action"
            throw GraphError("\(verb): \(name) is not among the \(verb)s of \(owner.path)\(shown.isEmpty ? "" : " (" + shown.joined(separator: ", ") + ")")")
        }
        try ensureInFront(owner, as: "\(verb): \(owner.typeName)")
        guard isEnabled(owner) else {
            throw GraphError("\(verb): \(owner.path) is disabled (.disabled(true) on it or an ancestor): SwiftUI offers no \(verb)s on a disabled view, so nothing ran")
        }
        try transaction {
            record(.action, "\(verb) \(chosen.label.map { "\"\($0)\"" } ?? "") on \(owner.shortName)", path: owner.path)
            if case .function = chosen.button["action"] ?? .nil {
                _ = try interpreter.call(chosen.button["action"]!, arguments: [])
            }
        }
    }
}
