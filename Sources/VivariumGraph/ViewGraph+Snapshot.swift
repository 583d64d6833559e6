import VivariumWire
import VivariumInterpreter

/// A node as shown to users: what `tree` prints and replies carry.
extension ViewGraph {
    /// How deep a snapshot goes; deeper nodes are summarized (JSON encoders refuse nesting
    /// past 512 levels, and a tree that deep is no longer readable anyway).
    public static let maxTreeDepth = 100

    /// The tree as it is now, as replies carry it, or nil when nothing is mounted.
    ///
    /// Nodes nothing changed since the last snapshot are reused from it, subtree and all: the
    /// cost follows what changed, not the tree's size.
    public func snapshot() -> TreeNode? {
        guard let root else { return nil }
        shownTree.begin(epoch: shownEpoch, shouldStop: { interpreter.longWorkShouldStop() }) { node, tree in
            let now = showsUnheard(of: node)
            if now == (storage: tree.storage, label: tree.label) { return true }
            shownTree.fresh[ObjectIdentifier(node)] = now
            return false
        }
        return shown(root, depth: 0).tree
    }

    /// What a node shows that it may not hear change (`ShownNode`): its storage lines with its
    /// control state, and its label — exactly as `shown` puts them in its snapshot.
    private func showsUnheard(of node: Node) -> (storage: [String], label: String?) {
        var isVolatile = false
        let storage = storageLines(of: node, volatile: &isVolatile) + (controlState(of: node).map { [$0] } ?? [])
        return (storage, displayLabel(of: node))
    }

    /// Polls the interpreter's interruption per node taken again: a hundred thousand rows take
    /// seconds in a debug build. Once `interrupt` is heard the rest is left out (the command
    /// then fails with `interrupted`, and the incomplete tree is never shown nor kept).
    func shown(_ node: Node, depth: Int) -> ShownNode {
        if !shownTree.bypass, let cached = node.shown, cached.epoch == shownTree.epochNumber {
            if node.changedChildren.isEmpty { return cached }
            if let patched = patched(node, cached, depth: depth) { return patched }
        }
        if interpreter.longWorkShouldStop() { shownTree.stopped = true }
        var children: TreeChildren = []
        var childLines = 0
        // What the node shows without hearing of its change (see `ShownNode`).
        var isVolatile = false
        var summarizes = false
        if shownTree.stopped {
            // Left out.
        } else if depth == Self.maxTreeDepth, !node.children.isEmpty {
            let hidden = node.subtree.count - 1
            children = [TreeNode(type: "…", path: node.path, handle: node.handle,
                                 label: "\(hidden) deeper node\(hidden == 1 ? "" : "s") (inspect PATH or @handle shows them)")]
            childLines = 1
            summarizes = true
        } else if node.isLazySource {
            let rows = lazyRowSnapshots(of: node, depth: depth)
            children = TreeChildren(rows.lazy.map(\.tree))
            childLines = rows.reduce(0) { $0 + $1.lines }
        } else {
            // NB: one pass, no intermediate array: a ForEach of ten thousand rows copies each
            // row's snapshot once.
            for child in node.children {
                let taken = shown(child, depth: depth + 1)
                children.append(taken.tree)
                childLines += taken.lines
            }
        }
        let storage: [String]
        let label: String?
        if let read = shownTree.fresh.removeValue(forKey: ObjectIdentifier(node)) {
            // Read as the snapshot began (it differed from the cached one): not read twice.
            (storage, label) = read
            isVolatile = true
        } else {
            storage = storageLines(of: node, volatile: &isVolatile) + (controlState(of: node).map { [$0] } ?? [])
            label = displayLabel(of: node)
        }
        if Self.showsUnheardState(node) { isVolatile = true }
        let tree = TreeNode(type: node.typeName, path: node.path, handle: node.handle, label: label,
                            key: ShownNode.key(of: node), storage: storage, children: children, note: ShownNode.note(of: node))
        guard !shownTree.bypass else { return ShownNode(tree: tree, lines: max(1, storage.count) + childLines, epoch: shownTree.epochNumber) }
        let result = ShownNode(tree: tree, lines: max(1, storage.count) + childLines, epoch: shownTree.epochNumber,
                               positions: ShownNode.positions(of: tree.children, parent: node.handle))
        shownTree.took(node, volatile: summarizes ? .summary : isVolatile ? .unheard : .none)
        if !shownTree.stopped {
            node.shown = result
            node.changedChildren = [:]
        }
        return result
    }

    /// `cached` with the children that changed below it taken again and put in their place:
    /// the node itself, its list of children and their order are as they were (a change to
    /// any of them forgets `cached`). Nil when a changed child is no longer found there.
    private func patched(_ node: Node, _ cached: ShownNode, depth: Int) -> ShownNode? {
        var result = cached
        for (_, changed) in node.changedChildren {
            guard changed.node.parent === node, let position = cached.position(of: changed.node.handle) else { return nil }
            let taken = shown(changed.node, depth: depth + 1)
            result.tree.children[position] = taken.tree
            result.lines += taken.lines - changed.lines
        }
        shownTree.patched(node)
        if !shownTree.stopped {
            node.shown = result
            node.changedChildren = [:]
        }
        return result
    }

    private static func line(_ tree: TreeNode) -> ShownNode {
        ShownNode(tree: tree, lines: 1, epoch: ShownTreeState.noEpoch)
    }

    /// Whether the node's label or control state reads what it does not hear change: a
    /// binding (another node's `@State`), a formatted value or date (the environment, the
    /// clock), a `ForEach` over a binding.
    private static func showsUnheardState(_ node: Node) -> Bool {
        guard case .builtin(let value) = node.viewValue else { return false }
        switch value.kind {
        case "TextField", "SecureField", "TextEditor", "Slider", "DisclosureGroup", "Stepper", "Picker", "DatePicker",
             "ColorPicker", "MultiDatePicker", "Toggle":
            return true
        case "Text":
            return value["formatInput"] != nil || value["date"] != nil || value["parts"] != nil
        case "ProgressView":
            // The clock (`ProgressView(timerInterval:)`).
            return value["timerInterval"] != nil
        case "ForEach", "List":
            if case .builtin(let binding)? = value["data"], binding.kind == "Binding" { return true }
            return false
        default:
            return false
        }
    }

    /// A lazy row source's children in row order, each run of rows never built summarized
    /// in one line (`… 980 rows not built`; a grid's are cells).
    private func lazyRowSnapshots(of source: Node, depth: Int) -> [ShownNode] {
        let noun = lazyContainer(of: source)?.typeName.hasSuffix("Grid") == true ? "cell" : "row"
        var rows: [String: [Node]] = [:]
        var others: [Node] = []
        for child in source.children {
            if let key = rowKey(child) { rows[key, default: []].append(child) } else { others.append(child) }
        }
        var result: [ShownNode] = []
        var unbuilt = 0
        func summarize() {
            guard unbuilt > 0 else { return }
            result.append(Self.line(TreeNode(type: "…", path: source.path, handle: source.handle,
                                             label: "\(unbuilt) \(noun)\(unbuilt == 1 ? "" : "s") not built")))
            unbuilt = 0
        }
        for key in source.rowKeys {
            guard let nodes = rows[key] else {
                unbuilt += 1
                continue
            }
            summarize()
            result += nodes.map { shown($0, depth: depth + 1) }
        }
        summarize()
        return result + others.map { shown($0, depth: depth + 1) }
    }

    private func displayLabel(of node: Node) -> String? {
        if let label = label(of: node) { return label }
        guard case .builtin(let value) = node.viewValue else { return nil }
        switch value.kind {
        case "ForEach", "List":
            guard var data = value["data"] else { return nil }
            if case .builtin(let binding) = data, binding.kind == "Binding" { data = boundValue(data) ?? .array([]) }
            let dataText: String
            switch data {
            case .range(let lower, let upper, let closed): dataText = closed ? "\(lower)...\(upper - 1)" : "\(lower)..<\(upper)"
            case .array(let elements): dataText = "[\(elements.count) element\(elements.count == 1 ? "" : "s")]"
            default: dataText = interpreter.describe(data)
            }
            if case .keyPath(let components)? = value["id"] { return "(\(dataText), id: \\.\(components.joined(separator: ".")))" }
            return "(\(dataText))"
        case "Image", "Color":
            if case .string(let name)? = value["name"] { return "\"\(name)\"" }
        default:
            break
        }
        return nil
    }

    /// What a control shows through its binding: `text: "abc"`, `value: 3`, `isOn: true`.
    func controlState(of node: Node) -> String? {
        guard case .builtin(let value) = node.viewValue else { return nil }
        switch value.kind {
        case "TextField" where value["value"] != nil:
            if let typed = editingTexts[node.handle] {
                return boundValue(value["value"]).map { "value: \(display($0)) (editing \"\(typed)\")" }
            }
            return boundValue(value["value"]).map { "value: \(display($0))" + (formattedFieldText(value, $0).map { " (shows \"\($0)\")" } ?? "") }
        case "TextField", "SecureField", "TextEditor": return boundValue(value["text"]).map { "text: \(display($0))" }
        case "Slider": return boundValue(value["value"]).map { "value: \(display($0))" }
        case "DisclosureGroup":
            if value["isExpanded"]?.isNil == false { return boundValue(value["isExpanded"]).map { "isExpanded: \(display($0))" } }
            return "isExpanded: \(node.isExpanded)"
        case "Stepper": return boundValue(value["value"]).map { "value: \(display($0))" }
        case "Picker", "DatePicker", "ColorPicker", "MultiDatePicker": return boundValue(value["selection"]).map { "selection: \(display($0))" }
        case "Toggle": return sourcesState(value["isOn"]) ?? boundValue(value["isOn"]).map { "isOn: \(display($0))" }
        case "ProgressView": return progressState(value)
        case "Gauge": return gaugeState(value)
        default:
            break
        }
        return nil
    }

    /// `@State childCount = 4`, `@StateObject viewModel = ViewModel#1`, `@ObservedObject model = Counter#2`.
    func storageLines(of node: Node) -> [String] {
        var isVolatile = false
        return storageLines(of: node, volatile: &isVolatile)
    }

    /// The storage lines; `volatile` is set when one reads what the node does not hear
    /// change (a binding, `@AppStorage`).
    private func storageLines(of node: Node, volatile: inout Bool) -> [String] {
        guard node.isUserView, case .structValue(let value) = node.viewValue,
              let info = interpreter.types.type(value.typeName) else { return [] }
        var lines: [String] = []
        for property in info.storedProperties {
            guard let wrapper = property.wrapper else { continue }
            let shown: Value
            if let slot = node.storage[property.name] {
                shown = slot.value
            } else if case .builtin(let storage)? = value.fields["_" + property.name] {
                switch storage.kind {
                case "ObservedObject": shown = storage["object"] ?? .nil
                case "Binding":
                    volatile = true
                    shown = (try? readWrapper(storage, owner: .value(typeName: node.typeName, property: property.name), at: .builtin)) ?? .nil
                case "State" where storage.tag != 0:
                    volatile = true
                    shown = slots[storage.tag]?.value ?? .nil  // @AppStorage
                default: continue
                }
            } else {
                continue
            }
            lines.append("@\(wrapper.name) \(property.name) = \(display(shown))")
        }
        for (property, slot) in node.storage where slot.kind == "Representable" {
            if case .void = slot.value { continue }
            lines.append("\(property) = \(display(slot.value))")
        }
        return lines
    }

    /// A value as the tree shows it: objects by name, strings quoted.
    public func display(_ value: Value) -> String {
        switch value {
        case .object(let id), .weakObject(let id): return interpreter.heap.name(of: id)
        case .string(let text): return "\"\(text)\""
        case .array(let elements): return "[" + elements.map(display).joined(separator: ", ") + "]"
        default: return interpreter.describe(value)
        }
    }

    /// `inspect PATH`: the node's storage, inputs, observed objects and modifiers.
    public func inspect(_ node: Node) -> String {
        var lines = ["\(node.path)  (@\(node.handle))", "  type     \(node.typeName)\(node.isUserView ? "" : " (builtin)")"]
        if let key = node.key { lines.append("  id       \(key)") }
        for line in storageLines(of: node) { lines.append("  storage  \(line)") }
        if case .structValue(let value) = node.viewValue, let info = interpreter.types.type(value.typeName) {
            for property in info.storedProperties where property.wrapper == nil {
                lines.append("  input    \(property.isLet ? "let" : "var") \(property.name) = \(display(value.fields[property.name] ?? .nil))")
            }
        }
        for (property, id) in node.observedObjects {
            lines.append("  observes \(interpreter.heap.name(of: id)) through \(property)")
        }
        let modifiers = node.modifiers.map { "." + $0.kind }
        if !modifiers.isEmpty { lines.append("  modifiers \(modifiers.joined(separator: " "))") }
        if !node.children.isEmpty { lines.append("  children \(node.children.map(\.shortName).joined(separator: ", "))") }
        if node.isLazySource {
            let built = builtRowKeys(of: node).count
            let offScreen = node.children.filter(\.isOffScreen).count
            lines.append("  rows     \(node.rowKeys.count): \(built) built (\(offScreen) of them off screen), \(node.rowKeys.count - built) not built")
        }
        if node.isOffScreen { lines.append("  viewport off screen: built, then scrolled out of view (its state is kept)") }
        return lines.joined(separator: "\n")
    }

    /// `objects`: every live object with its holders.
    public func objectsDescription() -> String {
        let objects = liveObjects()
        if objects.isEmpty { return "no live objects" }
        return objects.map { object in
            let cycle = object.cycle.map { ": " + $0.joined(separator: " → ") } ?? ""
            let state = object.leaked ? "  (leaked: kept alive by a reference cycle\(cycle))" : ""
            return "\(object.id)  held by \(object.holders.isEmpty ? "nothing" : object.holders.joined(separator: ", "))\(state)"
        }.joined(separator: "\n")
    }
}
