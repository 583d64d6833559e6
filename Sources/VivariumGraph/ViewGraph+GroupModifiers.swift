import VivariumInterpreter

/// `Group`: "any modifier you apply to the group affects all of that group's members" (Apple,
/// "Group"). Where the group's content is a list of views - inside a stack, a list, a form, a
/// scroll view or another such group - an `onAppear`/`onDisappear` on the group is applied to
/// each member, so it runs once per member and again for a member that comes or goes (as
/// SwiftUI's appearance modifier does for a view list: OpenSwiftUI's `_AppearanceActionModifier`
/// applies itself to every element in `_makeViewList`). Elsewhere (a body mounted as the root, a
/// navigation screen, a sheet's content) the group is one view and the modifier runs once.
/// `ForEach` is a list of views too: `ForEach(…) { … }.onAppear { … }` runs per row. `.task` is
/// left on the group or ForEach.
extension ViewGraph {
    static let groupMemberModifiers: Set<String> = ["onAppear", "onDisappear"]
    /// Containers whose content is a list of views.
    static let listContainers: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
                                              "LazyVGrid", "LazyHGrid", "List", "Form", "Section", "ScrollView", "ForEach"]

    /// The modifiers a Group or ForEach passes down to its members (none for any other view).
    func memberModifiers(of node: Node) -> [BuiltinValue] {
        guard distributesModifiers(node) else {
            distributingGroups.remove(node.handle)
            return []
        }
        distributingGroups.insert(node.handle)
        return node.modifiers.filter { Self.groupMemberModifiers.contains($0.kind) }
    }

    /// Whether the group's own appear/disappear action is its members' (so not run for it).
    func leavesLifecycleToMembers(_ node: Node, _ modifierName: String) -> Bool {
        distributingGroups.contains(node.handle) && Self.groupMemberModifiers.contains(modifierName)
    }

    /// Whether `node` is a Group or ForEach whose appearance modifiers belong to its members.
    func distributesModifiers(_ node: Node) -> Bool {
        guard !node.isUserView, node.kind == .group || node.kind == .forEach else { return false }
        var current = node.parent
        while let parent = current {
            if parent.isUserView || parent.kind == .group { current = parent.parent; continue }
            return parent.kind.isListContainer
        }
        return false
    }
}
