import VivariumInterpreter

extension ViewGraph {
    /// A row of a `ForEach` that has an `.onDelete` (what `delete` completes).
    public static func isDeletableRow(_ node: Node) -> Bool {
        guard let parent = node.parent, parent.typeName == "ForEach" else { return false }
        return parent.modifiers.contains { $0.kind == "onDelete" }
    }

    /// `delete PATH`: swipe to delete the `ForEach` row at (or above) PATH. The `ForEach`'s
    /// `.onDelete` action runs with an `IndexSet` of that row's offset (Apple,
    /// "onDelete(perform:)": "the action to perform when … deleting elements … an index set of
    /// the items to delete"); the action changes the data, and the update follows from that.
    public func deleteRow(_ node: Node) throws {
        var current: Node? = node
        while let candidate = current, let parent = candidate.parent, parent.typeName != "ForEach" { current = parent }
        guard let row = current, let forEach = row.parent, forEach.typeName == "ForEach", let id = row.elementID else {
            throw GraphError("'\(node.path)' is not in a row of a ForEach")
        }
        guard let modifier = forEach.modifiers.last(where: { $0.kind == "onDelete" }),
              let action = modifier.fields.values.last(where: { if case .function = $0 { true } else { false } }) else {
            throw GraphError("the ForEach at '\(forEach.path)' has no .onDelete, so its rows cannot be deleted")
        }
        var ids: [Value] = []
        for child in forEach.children {
            if let element = child.elementID, !ids.contains(where: { interpreter.viewInputsEqual($0, element) }) { ids.append(element) }
        }
        guard let offset = ids.firstIndex(where: { interpreter.viewInputsEqual($0, id) }) else {
            throw GraphError("'\(row.path)' is not a row of '\(forEach.path)'")
        }
        try transaction {
            let saved = interpreter.activity
            interpreter.activity = CreationContext(holder: "delete \(row.path)")
            defer { interpreter.activity = saved }
            record(.action, "ForEach onDelete [\(offset)]", path: forEach.path)
            _ = try interpreter.call(action, arguments: [.array([.int(offset)])])
        }
    }
}
