import VivariumInterpreter
import VivariumSyntax

/// `OutlineGroup(data, children: \.children) { row }` and `List(data, children:) { row }`: a
/// tree of rows. An element whose children are non-nil is a disclosure group, collapsed until
/// tapped (Apple, "OutlineGroup": "a disclosure group for each element that has children";
/// "List": in a hierarchical list a row's children appear when the user expands it); an element
/// whose children are nil is a plain row. A group shows its own row's views, then (expanded)
/// its children's rows. Rows are identified by their elements' `id`.
extension ViewGraph {
    /// `OutlineGroup(root, children:)` over one element, or over a collection of them.
    func outlineGroup(data: Value, children: Value, content: Value) -> Value {
        let elements: Value = if case .array = data { data } else { .array([data]) }
        if case .function(.closure(let closure)) = content { closure.isViewBuilder = true }
        return view("OutlineGroup", ["data": elements, "children": children, "rowContent": content])
    }

    /// The rows of an outline group (its elements), or of an expanded element (its children).
    func outlineItems(_ elements: Value, children: Value, content: Value, node: Node) throws -> [ContentItem] {
        guard case .keyPath(let path) = children else {
            throw RuntimeError(.notSupported, "not supported in the playground: OutlineGroup children that are not a key path (\\.children)", at: .builtin)
        }
        var items: [ContentItem] = []
        for element in try elementsOf(elements) {
            let id = try interpreter.member("id", of: element)
            let key = HashableValue(id)?.key ?? interpreter.describe(id)
            let row = try interpreter.call(content, arguments: [element], viewBuilder: true)
            pendingRelease.append((row, "\(node.path) row"))
            let nested = try interpreter.apply(keyPath: path, to: element)
            if nested.isNil {
                try flatten(row, prefix: "[\(key)].", modifiers: [], key: interpreter.describe(id), into: &items, at: .builtin)
            } else {
                let group = view("DisclosureGroup", ["title": .string(firstText(in: row) ?? ""), "isExpanded": .nil, "label": row,
                                                     "outlineChildren": nested, "children": children, "rowContent": content])
                items.append(ContentItem(identity: "[\(key)].DisclosureGroup", view: group, typeName: "DisclosureGroup",
                                         modifiers: [], key: interpreter.describe(id)))
            }
            for index in items.indices where items[index].elementID == nil { items[index].elementID = id }
        }
        return items
    }
}
