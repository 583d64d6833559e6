import VivariumInterpreter

/// `TabView`: every tab built up front through iOS 17; from iOS 18 a tab is built when first
/// selected and kept. `tap "Label"` selects the tab whose `tabItem` shows that label.
extension ViewGraph {
    /// Every tab of a TabView's content, built or not.
    private func allTabs(_ value: BuiltinValue, of node: Node) throws -> [ContentItem] {
        var items: [ContentItem] = []
        if let content = value["content"] {
            try flatten(content, prefix: "", modifiers: [], key: nil, into: &items, at: .builtin)
        }
        return try items.flatMap { try forEachTabs($0, of: node) }
    }

    /// `ForEach(Section.allCases) { section in content.tabItem { … }.tag(section) }` in a
    /// TabView: a ForEach's views are its rows, so each element is a tab of its own (its row's
    /// view, identified by its id), not one tab showing every row.
    private func forEachTabs(_ item: ContentItem, of node: Node) throws -> [ContentItem] {
        guard case .builtin(let forEach) = item.view, forEach.kind == "ForEach", var data = forEach["data"] else { return [item] }
        if let cached = node.forEachTabs[item.identity], cached.source.isIdentical(to: forEach) { return cached.tabs }
        if case .builtin(let binding) = data, binding.kind == "Binding" { data = boundValue(data) ?? .array([]) }
        var tabs: [ContentItem] = []
        var holdsReferences = false
        for element in try elementsOf(data) {
            let id: Value
            if case .keyPath(let components)? = forEach["id"] {
                id = try interpreter.apply(keyPath: components, to: element)
            } else if case .int = element {
                id = element
            } else {
                id = try interpreter.member("id", of: element)
            }
            let key = interpreter.describe(id)
            let first = tabs.count
            let content = try rowView(forEach["rowContent"] ?? .void, for: element)
            pendingRelease.append((content, "\(node.path) tab \(key)"))
            holdsReferences = holdsReferences || !Interpreter.references(in: content).isEmpty
            try flatten(content, prefix: "\(item.identity)[\(key)].", modifiers: item.modifiers, key: key, into: &tabs, at: .builtin)
            for index in first..<tabs.count { tabs[index].elementID = id }
        }
        // Kept only while no row references an object (releasing such values changes no count):
        // SwiftUI makes a ForEach's rows again only for a new ForEach, not when a tab is selected.
        // Rows that hold objects are released with the transaction and made again when needed.
        node.forEachTabs[item.identity] = holdsReferences ? nil : (forEach, tabs)
        return tabs
    }

    /// The tab the `selection` binding names (by `.tag`), read so the TabView depends on it.
    private func boundTab(of node: Node, _ value: BuiltinValue, _ items: [ContentItem]) -> Int? {
        guard case .builtin(let binding)? = value["selection"], binding.kind == "Binding" else { return nil }
        let saved = update.trackingNode
        update.trackingNode = node
        defer { update.trackingNode = saved }
        guard let selected = boundValue(.builtin(binding)) else { return nil }
        return items.firstIndex { tag(of: $0).map { Equality.equal($0, selected) } == true }
    }

    private func tag(of item: ContentItem) -> Value? {
        item.modifiers.first { $0.kind == "tag" }?.fields.values.first
    }

    func tabItems(of node: Node, _ value: BuiltinValue) throws -> [ContentItem] {
        let items = try allTabs(value, of: node)
        if items.isEmpty { return [] }
        node.tabLabels = items.map { tabLabel(of: $0) ?? $0.typeName }
        if !node.isUserView { node.readSlots = [:] }
        if let bound = boundTab(of: node, value, items) {
            if bound != node.selectedTab, !node.children.isEmpty { tabWillSwitch(node, to: items.indices.contains(bound) ? items[bound].identity : nil) }
            node.selectedTab = bound
        }
        node.visitedTabs.insert(node.selectedTab)
        node.selectedTabIdentity = items.indices.contains(node.selectedTab) ? items[node.selectedTab].identity : nil
        guard profile.buildsTabsLazily else { return items }
        return items.enumerated().filter { node.visitedTabs.contains($0.offset) }.map(\.element)
    }

    private func tabLabel(of item: ContentItem) -> String? {
        guard let tabItem = item.modifiers.first(where: { $0.kind == "tabItem" }),
              let closure = tabItem.fields.values.last else { return nil }
        // An iOS 18 `Tab` carries its label view already.
        if case .function = closure {} else { return firstText(in: closure) }
        guard let label = try? interpreter.call(closure, arguments: [], viewBuilder: true) else { return nil }
        return firstText(in: label)
    }

    /// TabViews with a tab labelled `text`.
    public func tabs(labelled text: String) -> [(Node, Int)] {
        allNodes.compactMap { node in
            guard node.kind == .tabView, let index = node.tabLabels.firstIndex(of: text) else { return nil }
            return (node, index)
        }
    }

    /// Selects a tab: with a `selection` binding, by writing the tab's tag to it (the TabView
    /// depends on the binding and switches in the update); without one, directly.
    public func selectTab(_ node: Node, _ index: Int) throws {
        try transaction {
            record(.action, "TabView select \"\(node.tabLabels[index])\"", path: node.path)
            guard index != node.selectedTab else { return }
            let items = try allTabs(node.tabContent, of: node)
            if case .builtin(var binding)? = node.tabContent["selection"], binding.kind == "Binding",
               items.indices.contains(index), let tag = tag(of: items[index]) {
                try writeWrapper(&binding, value: tag, owner: .value(typeName: "TabView", property: "selection"), at: .builtin)
            } else {
                try switchTab(node, to: index)
            }
        }
    }

    /// A TabView whose `selection` binding changed: show the tab it names.
    func refreshTabs(_ node: Node) throws {
        let items = try allTabs(node.tabContent, of: node)
        guard let bound = boundTab(of: node, node.tabContent, items), bound != node.selectedTab else { return }
        try switchTab(node, to: bound)
    }

    /// Shows tab `index`: the tab left runs its onDisappear actions, the tab shown its
    /// onAppear actions (a tab built now gets them as it is built).
    private func switchTab(_ node: Node, to index: Int) throws {
        // A lazy container's rows scrolled out of view neither disappear nor appear with their tab.
        let leaving = selectedTabNodes(of: node).filter { !isInOffScreenRow($0) }
        for child in leaving where child.modifiers.contains(where: { $0.kind == "onDisappear" }) { update.disappeared.append(child) }
        suspendTasks(of: leaving)
        let before = Set(allNodes.map(\.handle))
        node.selectedTab = index
        node.visitedTabs.insert(index)
        let items = try allTabs(node.tabContent, of: node)
        node.selectedTabIdentity = items.indices.contains(index) ? items[index].identity : nil
        let shown = profile.buildsTabsLazily ? items.enumerated().filter { node.visitedTabs.contains($0.offset) }.map(\.element) : items
        try reconcile(node, shown, only: nil)
        let returning = selectedTabNodes(of: node).filter { before.contains($0.handle) && !isInOffScreenRow($0) }
        for child in returning where child.modifiers.contains(where: { $0.kind == "onAppear" }) { update.appeared.append(child) }
        resumeTasks(of: returning)
    }

    /// The selection changed while the TabView's content was rebuilt (its parent's body read
    /// the selection and ran first): the tab left disappears and a tab shown again appears,
    /// as `switchTab` has them (a tab built now gets its onAppear as it is built).
    private func tabWillSwitch(_ node: Node, to identity: String?) {
        let leaving = selectedTabNodes(of: node).filter { !isInOffScreenRow($0) }
        for child in leaving where child.modifiers.contains(where: { $0.kind == "onDisappear" }) { update.disappeared.append(child) }
        suspendTasks(of: leaving)
        guard let tab = node.children.first(where: { $0.identity == identity }) else { return }
        let returning = tab.subtreeChildrenFirst.filter { !isInOffScreenRow($0) }
        for child in returning where child.modifiers.contains(where: { $0.kind == "onAppear" }) { update.appeared.append(child) }
        resumeTasks(of: returning)
    }

    /// The nodes of the selected tab, children before parents.
    private func selectedTabNodes(of tabView: Node) -> [Node] {
        guard let tab = tabView.children.first(where: { $0.identity == tabView.selectedTabIdentity }) else { return [] }
        return tab.subtreeChildrenFirst
    }

    /// Whether `node` is in a tab that is not selected (built eagerly, not on screen): its
    /// onAppear waits until the tab is selected.
    func isInHiddenTab(_ node: Node) -> Bool {
        var current = node
        while let parent = current.parent {
            if parent.kind == .tabView, parent.selectedTabIdentity != current.identity { return true }
            current = parent
        }
        return false
    }
}
