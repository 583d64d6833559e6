import VivariumInterpreter

/// `tap "Label"`: the tappable controls found by label in `ControlLabels`.
extension ViewGraph {
    /// Buttons and toggles whose label text is `text`, parents before children: found in
    /// `ControlLabels`, and by walking the graph only when several are (to list them in order).
    public func buttons(labelled text: String) -> [Node] {
        refreshControlLabels()
        let quoted = "\"\(text)\""
        let (filed, computed) = nodesByHandle.labels.candidates(labelled: text)
        var matches = filed.compactMap { nodesByHandle[$0] }
        for handle in computed {
            if let node = nodesByHandle[handle], label(of: node) == quoted { matches.append(node) }
        }
        if matches.count > 1 {
            nodesByHandle.labels.walks += 1
            matches = nodes(labelled: text, where: Self.isTapTarget)
        }
        if ControlLabels.verifies {
            let walked = nodes(labelled: text, where: Self.isTapTarget)
            precondition(walked.map(\.handle) == matches.map(\.handle),
                         "ControlLabels: '\(text)' found \(matches.map(\.path)), the walk \(walked.map(\.path))")
        }
        return matches
    }

    /// Views with `.onTapGesture` that show the text `text`, found when no control is labelled
    /// so: `HStack { Text("Run"); Spacer() }.onTapGesture { … }` is tapped by "Run", as a touch
    /// on the text runs the gesture of the view around it. Of nested ones, the innermost.
    public func gestureViews(showing text: String) -> [Node] {
        let quoted = "\"\(text)\""
        let containers = allNodes.filter { node in
            Self.hasTapGesture(node)
                && node.subtree.dropFirst().contains { $0.kind == .text && !$0.isUserView && label(of: $0) == quoted }
        }
        guard containers.count > 1 else { return containers }
        return containers.filter { outer in
            !containers.contains { inner in inner !== outer && ancestors(of: inner).contains { $0 === outer } }
        }
    }

    private func ancestors(of node: Node) -> [Node] {
        var found: [Node] = []
        var current = node.parent
        while let parent = current {
            found.append(parent)
            current = parent.parent
        }
        return found
    }

    /// What `tap` may name by label: a button-like control, a view with `.onTapGesture`, or a
    /// search suggestion with `.searchCompletion`.
    static func isTapTarget(_ node: Node) -> Bool {
        (isTappable(node.typeName) || hasPrimaryAction(node)
            || hasTapGesture(node) || node.modifiers.contains { $0.kind == "searchCompletion" })
            && !isInsideStyledControl(node)
    }

    /// How many look-ups by label walked the whole graph (tests count them).
    public var labelLookupWalks: Int { nodesByHandle.labels.walks }

    /// Brings `ControlLabels` up to date with the nodes that changed since it last was.
    func refreshControlLabels() {
        guard nodesByHandle.labels.hasStaleEntries else { return }
        nodesByHandle.labels.refresh(node: { nodesByHandle[$0] }) { node in
            guard Self.isTapTarget(node) else { return .none }
            if case .builtin(let value) = node.viewValue, Self.isLabelledControl(value.kind),
               tapName(in: value["label"] ?? .void) != nil {
                return .some(tapNames(in: value["label"] ?? .void))
            }
            return .some(nil)
        }
    }
}
