import VivariumInterpreter

/// `TabView`: every tab built up front through iOS 17; from iOS 18 a tab is built when first
/// selected and kept. `tap "Label"` selects the tab whose `tabItem` shows that label.
extension ViewGraph {
    func tabItems(of node: Node, _ value: BuiltinValue) throws -> [ContentItem] {
        var items: [ContentItem] = []
        if let content = value["content"] {
            try flatten(content, prefix: "", modifiers: [], key: nil, into: &items, at: .builtin)
        } else {
            // The content was released after the first build: rebuild from the kept tabs.
            return []
        }
        node.tabLabels = items.map { tabLabel(of: $0) ?? $0.typeName }
        if case .builtin(let binding)? = value["selection"], binding.kind == "Binding", let selected = boundValue(.builtin(binding)) {
            if let index = items.firstIndex(where: { item in
                item.modifiers.contains { $0.kind == "tag" && $0.fields.values.first.map { Equality.equal($0, selected) } == true }
            }) {
                node.selectedTab = index
            }
        }
        node.visitedTabs.insert(node.selectedTab)
        node.selectedTabIdentity = items.indices.contains(node.selectedTab) ? items[node.selectedTab].identity : nil
        guard profile.buildsTabsLazily else { return items }
        return items.enumerated().filter { node.visitedTabs.contains($0.offset) }.map(\.element)
    }

    private func tabLabel(of item: ContentItem) -> String? {
        guard let tabItem = item.modifiers.first(where: { $0.kind == "tabItem" }),
              let closure = tabItem.fields.values.last else { return nil }
        guard let label = try? interpreter.call(closure, arguments: [], viewBuilder: true) else { return nil }
        return firstText(in: label)
    }

    /// TabViews with a tab labelled `text`.
    public func tabs(labelled text: String) -> [(Node, Int)] {
        allNodes.compactMap { node in
            guard node.typeName == "TabView", let index = node.tabLabels.firstIndex(of: text) else { return nil }
            return (node, index)
        }
    }

    /// Selects a tab (writing the `selection` binding when there is one).
    public func selectTab(_ node: Node, _ index: Int) throws {
        try transaction {
            record("action", "TabView select \"\(node.tabLabels[index])\"", path: node.path)
            guard index != node.selectedTab else { return }
            // The tab left goes off screen: its onDisappear actions run, children first.
            let leaving = selectedTabNodes(of: node)
            for child in leaving where child.modifiers.contains(where: { $0.kind == "onDisappear" }) { disappeared.append(child) }
            let before = Set(allNodes.map(\.handle))
            node.selectedTab = index
            node.visitedTabs.insert(index)
            try reconcile(node, try tabItems(of: node, node.tabContent), only: nil)
            // The tab selected comes on screen: what was already built appears again (what was
            // just built is already due).
            for child in selectedTabNodes(of: node) where before.contains(child.handle) {
                if child.modifiers.contains(where: { $0.kind == "onAppear" }) { appeared.append(child) }
            }
        }
    }

    /// The nodes of the selected tab, children before parents.
    private func selectedTabNodes(of tabView: Node) -> [Node] {
        guard let tab = tabView.children.first(where: { $0.identity == tabView.selectedTabIdentity }) else { return [] }
        func postOrder(_ node: Node) -> [Node] { node.children.flatMap(postOrder) + [node] }
        return postOrder(tab)
    }

    /// Whether `node` is in a tab that is not selected (built eagerly, not on screen): its
    /// onAppear waits until the tab is selected.
    func isInHiddenTab(_ node: Node) -> Bool {
        var current = node
        while let parent = current.parent {
            if parent.typeName == "TabView", parent.selectedTabIdentity != current.identity { return true }
            current = parent
        }
        return false
    }
}
