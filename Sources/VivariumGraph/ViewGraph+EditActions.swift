import VivariumInterpreter

/// A list's edit actions: `delete PATH` (a swipe to delete) and `move PATH to OFFSET` (a drag
/// in edit mode) on a row of a `ForEach` inside a `List` or `Form`.
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

    /// The `ForEach` whose row is `node` or holds it, that row, and its offset in the data.
    private func editableRow(containing node: Node, action: String, command: String) throws -> (Node, Node, Int) {
        var row = node
        while let parent = row.parent, parent.typeName != "ForEach" { row = parent }
        guard let forEach = row.parent, let id = row.elementID else {
            throw GraphError("\(command): '\(node.path)' is not in a row of a ForEach")
        }
        guard isEnabled(row) else {
            throw GraphError("\(command): the row at \(row.path) is disabled (.disabled(true) on it or an ancestor): SwiftUI offers no edit action on a disabled row, so nothing ran")
        }
        var ancestor = forEach.parent
        while let candidate = ancestor, candidate.typeName != "List", candidate.typeName != "Form" { ancestor = candidate.parent }
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
}
