import VivariumInterpreter
import VivariumSyntax

/// Navigation: `NavigationView`/`NavigationStack` keep a stack of pushed destinations.
/// `NavigationLink(destination:)` builds its destination view value eagerly, every time the
/// link is evaluated, but the destination's node exists only while pushed.
/// `NavigationLink(value:)` + `navigationDestination(for:)` build it lazily, when pushed.
extension ViewGraph {
    static let navigationContainers: Set<String> = ["NavigationView", "NavigationStack", "NavigationSplitView"]

    /// The pushed destinations of a navigation container, as children.
    func destinationItems(of container: Node) throws -> [ContentItem] {
        var items: [ContentItem] = []
        for (level, entry) in container.navigationStack.enumerated() {
            let content: Value
            let identity: String
            switch entry {
            case .link(let handle):
                guard let link = nodesByHandle[handle] else { continue }
                if case .builtin(let value) = link.viewValue, link.kind == .navigationLink, let destination = value["destination"] {
                    content = destination
                } else if let presenter = link.modifiers.first(where: { $0.kind == "navigationDestination" && ($0["isPresented"] != nil || $0["item"] != nil) }),
                          let closure = presenter["destination"] ?? presenter.fields.values.last(where: { if case .function = $0 { true } else { false } }) {
                    // `navigationDestination(isPresented:)` / `(item:)`: built when pushed, an item's
                    // destination from the unwrapped item, whose value is part of its identity.
                    let item = presenter["item"].flatMap { boundValue($0) }
                    content = try readingAsDependency(of: container) { try interpreter.call(closure, arguments: item.map { [$0] } ?? [], viewBuilder: true) }
                    pendingRelease.append((content, "\(link.path) navigationDestination"))
                    if let item { identity = "push.\(level).link\(handle)[\(HashableValue(item)?.key ?? interpreter.describe(item))]"; break }
                } else {
                    continue
                }
                identity = "push.\(level).link\(handle)"
            case .value(let pushed):
                guard let closure = destinationClosure(for: pushed, in: container) else {
                    interpreter.warn("A NavigationLink is presenting a value of type “\(Describe.typeName(of: pushed, heap: interpreter.heap))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
                    continue
                }
                warnIfDeclaredLazily(pushed, in: container)
                content = try readingAsDependency(of: container) { try interpreter.call(closure, arguments: [pushed], viewBuilder: true) }
                pendingRelease.append((content, "\(container.path) navigationDestination"))
                identity = "push.\(level).value[\(HashableValue(pushed)?.key ?? interpreter.describe(pushed))]"
            }
            items.append(ContentItem(identity: identity, view: .builtin(BuiltinValue(kind: "Destination", fields: ["content": content])),
                                     typeName: "Destination", modifiers: [], key: nil))
        }
        return items
    }

    /// The row of a `List(selection:)` that the `NavigationLink(value:)` `link` is in, when no
    /// `navigationDestination(for:)` of its navigation container takes the link's value: the
    /// link selects that row rather than push.
    func selectingRow(ofLink link: Node) -> (row: Node, list: Node)? {
        guard link.kind == .navigationLink, case .builtin(let value) = link.viewValue, let linked = value["value"] else { return nil }
        var current: Node? = link
        while let node = current, node.parent != nil {
            if let list = listOfRow(node) {
                guard case .builtin(let listValue) = list.viewValue, let selection = listValue["selection"], !selection.isNil else { return nil }
                if let container = navigationContainer(of: link), destinationClosure(for: linked, in: container) != nil { return nil }
                return (node, list)
            }
            current = node.parent
        }
        return nil
    }

    /// The List whose row `node` is: a row of its data, or of a ForEach in its content.
    func listOfRow(_ node: Node) -> Node? {
        guard node.elementID != nil, let parent = node.parent else { return nil }
        if parent.kind == .list { return parent }
        if parent.kind == .forEach, let list = parent.parent, list.kind == .list { return list }
        return nil
    }

    private func destinationClosure(for value: Value, in container: Node) -> Value? {
        destinationDeclaration(for: value, in: container)?.closure
    }

    /// The built view whose `navigationDestination(for:)` takes `value`, and its closure.
    func destinationDeclaration(for value: Value, in container: Node) -> (node: Node, closure: Value)? {
        let typeName = Describe.typeName(of: value, heap: interpreter.heap)
        for node in container.subtree {
            for modifier in node.modifiers where modifier.kind == "navigationDestination" {
                guard case .type(let declared)? = modifier["for"], declared == typeName else { continue }
                guard let closure = modifier.fields.values.last(where: { if case .function = $0 { return true } else { return false } }) else { return nil }
                return (node, closure)
            }
        }
        return nil
    }

    /// Re-derives the pushed destinations of a container (after its children were updated, so
    /// a link's newest destination value is used).
    func refreshNavigation(_ container: Node) throws {
        if case .builtin(let value) = container.viewValue, let path = value["path"] {
            let saved = update.trackingNode
            update.trackingNode = container
            let values = boundValue(path)
            update.trackingNode = saved
            if let elements = values.flatMap(Self.pathElements) {
                let fromPath = elements.map { NavigationEntry.value($0) }
                // A view pushed by NavigationLink(destination:) is not in the path: it stays on
                // top while the path below it is unchanged.
                var links: [NavigationEntry] = []
                let current = container.navigationStack
                if current.count > fromPath.count, Array(current.prefix(fromPath.count)) == fromPath {
                    links = current.dropFirst(fromPath.count).filter { if case .link = $0 { return true } else { return false } }
                }
                container.navigationStack = fromPath + links
            }
        }
        syncBoundPushes(container)
        let topBefore = topScreen(of: container)
        let destinationsBefore = Set(container.children.filter { $0.kind == .destination }.map(\.handle))
        try reconcile(container, try destinationItems(of: container), only: { $0.kind == .destination })
        let topAfter = topScreen(of: container)
        // A split view keeps its columns side by side: nothing is covered.
        guard topBefore !== topAfter, container.kind != .navigationSplitView else { return }
        // A push covers the screen that was on top: it disappears once the new one has appeared.
        // A pop uncovers the screen below: it appears before the popped one disappears.
        // Their `.task`s are cancelled and start again with them.
        if topBefore?.isMounted ?? true {
            // A lazy container's rows scrolled out of view neither disappear nor appear with their screen.
            let covered = screenNodes(of: container, top: topBefore).filter { !isInOffScreenRow($0) }
            update.covered += covered.filter { $0.modifiers.contains { $0.kind == "onDisappear" } }
            suspendTasks(of: covered)
        }
        if topAfter.map({ destinationsBefore.contains($0.handle) }) ?? true {
            let revealed = screenNodes(of: container, top: topAfter).filter { !isInOffScreenRow($0) }
            update.revealed += revealed.filter { $0.modifiers.contains { $0.kind == "onAppear" } }
            resumeTasks(of: revealed)
        }
    }

    /// `NavigationLink(destination:isActive:)` (deprecated in iOS 16),
    /// `navigationDestination(isPresented:destination:)` and `(item:destination:)` (iOS 17): a
    /// bound Bool (an optional item) that pushes the destination while true (non-nil) and pops it
    /// when set to false (nil) (Apple, "navigationDestination(
    /// isPresented:destination:)": "Associates a destination view with a binding that can be used
    /// to push the view onto a NavigationStack"). The container reads the bindings, so writing one
    /// refreshes it.
    private func syncBoundPushes(_ container: Node) {
        let saved = update.trackingNode
        update.trackingNode = container
        defer { update.trackingNode = saved }
        for presenter in container.subtree where presenter !== container && navigationContainer(of: presenter) === container {
            guard let binding = pushBinding(of: presenter), let bound = boundValue(binding) else { continue }
            let active: Bool
            if let tag = selectionTag(of: presenter) {
                active = Equality.equal(bound, tag)
            } else {
                switch bound {
                case .bool(let flag): active = flag
                default: active = !bound.isNil
                }
            }
            let entry = NavigationEntry.link(presenter.handle)
            let index = container.navigationStack.firstIndex(of: entry)
            if active, index == nil {
                let level = destinationLevel(of: presenter, in: container)
                guard level <= container.navigationStack.count else { continue }
                container.navigationStack = Array(container.navigationStack.prefix(level)) + [entry]
            } else if !active, let index {
                container.navigationStack = Array(container.navigationStack.prefix(index))
            }
        }
    }

    /// The Bool binding that pushes from `node`: a link's `isActive:`, or a
    /// `navigationDestination(isPresented:)` on it.
    private func pushBinding(of node: Node) -> Value? {
        if node.kind == .navigationLink, !node.isUserView, case .builtin(let value) = node.viewValue, let isActive = value["isActive"] {
            return isActive
        }
        if selectionTag(of: node) != nil, case .builtin(let value) = node.viewValue { return value["selection"] }
        let presenter = node.modifiers.first { $0.kind == "navigationDestination" && ($0["isPresented"] != nil || $0["item"] != nil) }
        return presenter?["isPresented"] ?? presenter?["item"]
    }

    /// `NavigationLink(destination:tag:selection:)` (deprecated in iOS 16): the tag whose value
    /// in the bound selection pushes the link's destination (Apple: "Creates a navigation link
    /// that presents the destination view when a bound selection variable equals a given tag
    /// value"); a tap sets the selection to the tag, a pop sets it to nil.
    private func selectionTag(of node: Node) -> Value? {
        guard node.kind == .navigationLink, !node.isUserView, case .builtin(let value) = node.viewValue,
              case .builtin(let selection)? = value["selection"], selection.kind == "Binding" else { return nil }
        return value["tag"]
    }

    /// A pop sets the bound Bool of each popped bound push to false (a tag's selection to nil),
    /// as SwiftUI's back button does.
    private func clearBoundPushes(_ entries: ArraySlice<NavigationEntry>) throws {
        for case .link(let handle) in entries {
            guard let node = nodesByHandle[handle], case .builtin(var binding)? = pushBinding(of: node), binding.kind == "Binding" else { continue }
            if let tag = selectionTag(of: node), let bound = boundValue(.builtin(binding)), !Equality.equal(bound, tag) { continue }
            let cleared: Value = if case .bool? = boundValue(.builtin(binding)) { .bool(false) } else { .nil }
            try writeWrapper(&binding, value: cleared, owner: .value(typeName: "NavigationLink", property: "isActive"), at: .builtin)
        }
    }

    /// The screen on top of a navigation container: its last pushed destination, or `nil`
    /// for its root content.
    private func topScreen(of container: Node) -> Node? {
        container.children.last { $0.kind == .destination }
    }

    /// The nodes of one screen (the root content when `top` is `nil`), children before parents.
    private func screenNodes(of container: Node, top: Node?) -> [Node] {
        if let top { return top.subtreeChildrenFirst }
        return container.children.filter { $0.kind != .destination }.flatMap(\.subtreeChildrenFirst)
    }

    /// Whether `node` is on a screen covered by a pushed destination (its appearance waits
    /// until the screen is uncovered).
    func isCoveredByNavigation(_ node: Node) -> Bool {
        var current = node
        while let parent = current.parent {
            if parent.kind.isNavigationContainer, parent.kind != .navigationSplitView, let top = topScreen(of: parent), top !== current {
                if current.kind != .destination { return true }
                if let index = parent.children.firstIndex(where: { $0 === current }),
                   let topIndex = parent.children.firstIndex(where: { $0 === top }), index < topIndex { return true }
            }
            current = parent
        }
        return false
    }

    /// Whether `node` is on screen: not in an unselected tab, under a pushed destination, nor
    /// in a lazy container's row scrolled out of view.
    func isOnScreen(_ node: Node) -> Bool {
        !isInHiddenTab(node) && !isCoveredByNavigation(node) && !isInOffScreenRow(node)
    }

    /// `tap` on a NavigationLink: push its destination at the link's level (replacing what
    /// was pushed from that level; the same link again changes nothing).
    func push(_ link: Node) throws {
        guard let container = navigationContainer(of: link) else {
            throw GraphError("'\(link.path)' is not inside a NavigationView or NavigationStack")
        }
        guard case .builtin(let value) = link.viewValue else { return }
        let level = destinationLevel(of: link, in: container)
        let entry: NavigationEntry = value["value"].map { .value($0) } ?? .link(link.handle)
        // The tap is reported even when the link is already the selected one (nothing else happens).
        record(.action, "NavigationLink\(label(of: link).map { " " + $0 } ?? "")", path: link.path)
        if level < container.navigationStack.count, container.navigationStack[level] == entry { return }
        if case .builtin(var binding)? = value["isActive"], binding.kind == "Binding" {
            // `NavigationLink(destination:isActive:)`: tapping sets the binding to true.
            try writeWrapper(&binding, value: .bool(true), owner: .value(typeName: "NavigationLink", property: "isActive"), at: .builtin)
        } else if let tag = selectionTag(of: link), case .builtin(var binding)? = value["selection"] {
            try writeWrapper(&binding, value: tag, owner: .value(typeName: "NavigationLink", property: "selection"), at: .builtin)
        }
        let stack = Array(container.navigationStack.prefix(level)) + [entry]
        if case .builtin(let containerValue) = container.viewValue, case .builtin(var path)? = containerValue["path"], case .value(let pushed) = entry {
            let owner = WrapperOwner.value(typeName: container.typeName, property: "path")
            var elements: [Value] = []
            let current = try readWrapper(path, owner: owner, at: .builtin)
            if let existing = Self.pathElements(current) { elements = Array(existing.prefix(level)) }
            try writeWrapper(&path, value: Self.path(current, with: elements + [pushed]), owner: owner, at: .builtin)
            return
        }
        container.navigationStack = stack
        try refreshNavigation(container)
    }

    /// `back`: pops the most recently pushed destination.
    public func back() throws {
        guard let container = allNodes.filter({ !$0.navigationStack.isEmpty }).max(by: { $0.depth < $1.depth }) else {
            throw GraphError("nothing is pushed")
        }
        try refuseBackWhenHidden(in: container)
        try transaction { try pop(container, to: container.navigationStack.count - 1) }
    }

    /// Pops `destination` and everything above it (a `dismiss()` inside a pushed view).
    func popNavigation(to destination: Node) throws {
        guard let container = destination.parent,
              let level = container.children.filter({ $0.kind == .destination }).firstIndex(where: { $0 === destination }) else { return }
        try pop(container, to: level)
    }

    private func pop(_ container: Node, to level: Int) throws {
        record(.back, container.typeName, path: container.path)
        try clearBoundPushes(container.navigationStack.dropFirst(level))
        if case .builtin(let value) = container.viewValue, case .builtin(var path)? = value["path"] {
            let owner = WrapperOwner.value(typeName: container.typeName, property: "path")
            let current = try readWrapper(path, owner: owner, at: .builtin)
            if let elements = Self.pathElements(current), level < elements.count {
                container.navigationStack = Array(container.navigationStack.prefix(level))
                try writeWrapper(&path, value: Self.path(current, with: Array(elements.prefix(level))), owner: owner, at: .builtin)
                return
            }
        }
        container.navigationStack = Array(container.navigationStack.prefix(level))
        try refreshNavigation(container)
    }

    /// The values on a `NavigationStack(path:)`'s path: an array, or a `NavigationPath`'s elements.
    static func pathElements(_ path: Value) -> [Value]? {
        if case .array(let elements) = path { return elements }
        if case .structValue(let value) = path, value.typeName == "NavigationPath", case .array(let elements)? = value.fields["_elements"] {
            return elements
        }
        return nil
    }

    /// `elements` as the same kind of path as `current` (an array or a `NavigationPath`).
    static func path(_ current: Value, with elements: [Value]) -> Value {
        guard case .structValue(var value) = current, value.typeName == "NavigationPath" else { return .array(elements) }
        value.fields["_elements"] = .array(elements)
        return .structValue(value)
    }

    private func navigationContainer(of node: Node) -> Node? {
        var current = node.parent
        while let candidate = current {
            if candidate.kind.isNavigationContainer { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// 0 for a link in the container's own content, k+1 for a link inside the k-th destination.
    private func destinationLevel(of link: Node, in container: Node) -> Int {
        var current: Node? = link
        while let candidate = current, candidate.parent !== container { current = candidate.parent }
        guard let top = current, top.kind == .destination else { return 0 }
        let destinations = container.children.filter { $0.kind == .destination }
        return (destinations.firstIndex { $0 === top } ?? -1) + 1
    }
}

/// What a navigation container has pushed.
enum NavigationEntry: Equatable {
    /// A `NavigationLink(destination:)`, by the link's node.
    case link(Int)
    /// A `NavigationLink(value:)` or a `path` element.
    case value(Value)

    static func == (lhs: NavigationEntry, rhs: NavigationEntry) -> Bool {
        switch (lhs, rhs) {
        case (.link(let a), .link(let b)): return a == b
        case (.value(let a), .value(let b)): return Equality.equal(a, b)
        default: return false
        }
    }
}
