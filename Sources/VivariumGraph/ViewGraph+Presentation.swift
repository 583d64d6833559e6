import VivariumInterpreter
import VivariumSyntax

/// Presentation: `.sheet(isPresented:)`, `.sheet(item:)`, `.fullScreenCover`, `.alert`. The
/// content is built only while presented, again on every update of the presenting view, and
/// its subtree is removed (its storage released) on dismiss.
extension ViewGraph {
    /// Children the presentation modifiers of `node` add right now. Reading the bindings makes
    /// `node` depend on them.
    func presentationItems(of node: Node) throws -> [ContentItem] {
        let modifiers = node.modifiers.enumerated().filter {
            ["sheet", "fullScreenCover", "alert", "popover", "confirmationDialog", "actionSheet", "inspector"].contains($0.element.kind)
        }
        guard !modifiers.isEmpty else { return [] }
        let saved = update.trackingNode
        update.trackingNode = node
        defer { update.trackingNode = saved }
        if !node.isUserView { node.readSlots = [:] }
        var items: [ContentItem] = []
        for (index, modifier) in modifiers {
            // On iPhone a popover is presented as a sheet, and a confirmation dialog as an action
            // sheet whose buttons dismiss it, as an alert's do (ViewGraph+DialogTitles); an
            // inspector too is a sheet in a compact width (Apple, "inspector(isPresented:content:)":
            // "In a compact size class … the inspector … appears as a sheet").
            let sheets = ["sheet": "Sheet", "popover": "Sheet", "inspector": "Sheet"]
            let kind = Self.dialogTypes[modifier.kind] ?? sheets[modifier.kind] ?? "FullScreenCover"
            let isDialog = Self.isDialog(kind)
            let closures = modifier.fields.filter { if case .function = $0.value { return true } else { return false } }
            var closure = closures.values.last ?? .void
            // `.alert(_:isPresented:actions:message:)`: the actions are the content, the
            // message follows them.
            var message: Value?
            if isDialog, closures.count > 1, let last = closures.keys.last, last == "message" {
                closure = closures.values.first ?? .void
                message = closures.values.last
            }
            var identity = "present.\(index).\(kind)"
            var content: Value
            var binding: Value
            var title = modifier["_0"]
            if let isPresented = modifier["isPresented"] {
                binding = isPresented
                guard case .bool(true)? = boundValue(isPresented) else { continue }
                // `presenting: data` / `error: error`: the actions and the message receive the
                // data, and the alert or dialog is shown only while it is not nil (Apple's
                // documentation of `alert(_:isPresented:presenting:actions:message:)`,
                // `confirmationDialog(_:isPresented:titleVisibility:presenting:…)` and
                // `alert(isPresented:error:actions:message:)`, whose title is the error's
                // `localizedDescription`).
                var arguments: [Value] = []
                if let data = modifier["presenting"] ?? modifier["error"] {
                    guard !data.isNil else { continue }
                    arguments = [data]
                    if modifier["error"] != nil { title = try? interpreter.member("localizedDescription", of: data) }
                }
                content = try interpreter.call(closure, arguments: arguments, viewBuilder: true)
                if modifier.kind == "alert" || modifier.kind == "confirmationDialog" {
                    content = withStandardAction(content, dialog: modifier.kind == "confirmationDialog")
                }
                if let message {
                    let text = try interpreter.call(message, arguments: arguments, viewBuilder: true)
                    content = view("TupleView", ["elements": .array([content, text])])
                }
            } else if let itemBinding = modifier["item"] {
                binding = itemBinding
                guard let item = boundValue(itemBinding), !item.isNil else { continue }
                let id = (try? interpreter.member("id", of: item)) ?? item
                identity += "[\(HashableValue(id)?.key ?? interpreter.describe(id))]"
                content = try interpreter.call(closure, arguments: [item], viewBuilder: true)
                if modifier.kind == "alert" || modifier.kind == "confirmationDialog" {
                    content = withStandardAction(content, dialog: modifier.kind == "confirmationDialog")
                }
                // `confirmationDialog(_:item:titleVisibility:actions:message:)`: the message too
                // receives the item.
                if let message {
                    let text = try interpreter.call(message, arguments: [item], viewBuilder: true)
                    content = view("TupleView", ["elements": .array([content, text])])
                }
            } else if modifier.kind == "alert", case .builtin(let errorBinding)? = modifier["error"], errorBinding.kind == "Binding" {
                // `alert(error: $error, actions:)` / `(error:actions:message:)`: presented while
                // the bound error is not nil, titled with its description; its actions and
                // message receive it, and an action sets it back to nil (Apple, "alert(error:
                // actions:message:)": "The system presents the alert when the binding's value is
                // non-nil, and uses the error to generate the alert's title. When the user
                // presses or taps one of the alert's actions, the system sets this value to nil
                // and dismisses.").
                binding = .builtin(errorBinding)
                guard let error = boundValue(binding), !error.isNil else { continue }
                title = try? interpreter.member("localizedDescription", of: error)
                content = withStandardAction(try interpreter.call(closure, arguments: [error], viewBuilder: true), dialog: false)
                if let message {
                    let text = try interpreter.call(message, arguments: [error], viewBuilder: true)
                    content = view("TupleView", ["elements": .array([content, text])])
                }
            } else {
                continue
            }
            pendingRelease.append((content, "\(node.path) .\(modifier.kind) content"))
            var fields: [String: Value] = ["content": content, "binding": binding]
            if let onDismiss = modifier["onDismiss"] { fields["onDismiss"] = onDismiss }
            if isDialog, let title { fields["title"] = title }
            if kind == "ConfirmationDialog", let visibility = modifier["titleVisibility"] { fields["titleVisibility"] = visibility }
            let value = BuiltinValue(kind: kind, fields: .init(uniqueKeysWithValues: fields.sorted { $0.key < $1.key }))
            items.append(ContentItem(identity: identity, view: .builtin(value), typeName: kind, modifiers: [], key: nil))
        }
        return items
    }

    /// Views that modifiers like `.toolbar { … }` and `.overlay { … }` built (in the body that
    /// applied them): shown with the modified view, so they are its children.
    func decorationItems(of node: Node) throws -> [ContentItem] {
        node.modifiers.enumerated().compactMap { index, modifier in
            guard let kind = BuiltinViews.decorations[modifier.kind], let content = modifier["content"] else { return nil }
            // Search suggestions show only while the user searches (ViewGraph+SearchSuggestions).
            if kind == "SearchSuggestions", !isSearching(at: node) { return nil }
            if kind == "SearchScopes" { return searchScopesItem(index, modifier, content: content, of: node) }
            return ContentItem(identity: "decoration.\(index).\(kind)", view: view(kind, ["content": content]),
                               typeName: kind, modifiers: [], key: nil)
        }
    }

    /// A builtin view whose presentation bindings changed: present or dismiss its content.
    func refreshPresentations(of node: Node) throws {
        try reconcile(node, try presentationItems(of: node), only: { !$0.isUserView && $0.kind.isPresentation && $0.kind != .destination })
    }

    /// `dismiss()` of `@Environment(\.dismiss)`, for the presentation `id` (0: none, no effect).
    func dismissPresentation(_ id: Int) throws {
        guard id != 0, let node = nodesByHandle[id], case .builtin(let value) = node.viewValue else { return }
        if node.kind == .destination {
            try popNavigation(to: node)
            return
        }
        guard case .builtin(var binding)? = value["binding"] else { return }
        record(.dismiss, node.typeName, path: node.path)
        let owner = WrapperOwner.value(typeName: node.typeName, property: "binding")
        let current = try readWrapper(binding, owner: owner, at: .builtin)
        let cleared: Value = if case .bool = current { .bool(false) } else { .nil }
        try writeWrapper(&binding, value: cleared, owner: owner, at: .builtin)
    }

    /// The `dismiss` command: the most recently presented content goes away.
    public func dismissTopmost() throws {
        guard let top = allNodes.filter({ !$0.isUserView && $0.kind.isPresentation }).max(by: { $0.handle < $1.handle }) else {
            throw GraphError("nothing is presented")
        }
        if top.kind == .fullScreenCover {
            // Apple, "fullScreenCover(isPresented:onDismiss:content:)": a modal view that covers
            // as much of the screen as possible; unlike a sheet it has no swipe down to dismiss.
            throw GraphError("the full-screen cover at \(top.path) cannot be swiped away, as a sheet can: SwiftUI dismisses it only "
                             + "from code (its binding, or dismiss() inside it), so nothing ran")
        }
        if top.kind == .sheet, let blocker = interactiveDismissBlocker(in: top) {
            throw GraphError("the sheet at \(top.path) has .interactiveDismissDisabled(true) (on \(blocker.path)): SwiftUI ignores the swipe down that would dismiss it, so nothing ran; dismiss it from code (its binding, or dismiss() inside it)")
        }
        try transaction { try dismissPresentation(top.handle) }
    }

    /// The view in a sheet's content whose `.interactiveDismissDisabled(_:)` (default true) is
    /// in effect. Apple, "interactiveDismissDisabled(_:)": "Conditionally prevents interactive
    /// dismissal of presentations like popovers, sheets, and inspectors" ... "This modifier has
    /// no effect on programmatic dismissal" - the `dismiss` command is the user's swipe; a
    /// binding set to false or `dismiss()` still dismisses.
    private func interactiveDismissBlocker(in sheet: Node) -> Node? {
        sheet.subtree.first { node in
            node.modifiers.contains { modifier in
                guard modifier.kind == "interactiveDismissDisabled" else { return false }
                guard let flag = modifier["_0"] else { return true }
                if case .bool(let disabled) = flag { return disabled }
                return false
            }
        }
    }

    /// Presentations that take every tap while shown: an alert or dialog, a sheet (popovers
    /// and inspectors are sheets on iPhone), a full-screen cover.
    static func isModal(_ typeName: String) -> Bool {
        isDialog(typeName) || typeName == "Sheet" || typeName == "FullScreenCover"
    }

    /// The presentation shown on top whose content `node` is not in, when there is one: the
    /// view is behind it and takes no taps (Apple, "alert(_:isPresented:actions:)": an alert
    /// is modal; a sheet covers the view that presents it, unless its content allows
    /// `.presentationBackgroundInteraction(.enabled)`).
    func modalCovering(_ node: Node) -> Node? {
        let shown = nodesByHandle.modals.compactMap { nodesByHandle[$0] }.filter(\.isMounted)
        guard !shown.isEmpty else { return nil }
        // The top ones present nothing themselves: no other shown presentation is inside them.
        let top = shown.filter { modal in !shown.contains { $0 !== modal && $0.isDescendant(of: modal) } }
        guard !top.contains(where: { node === $0 || node.isDescendant(of: $0) }) else { return nil }
        return top.first { !allowsBackgroundInteraction($0) }
    }

    /// Refuses a gesture (`tap`, `type`, `press`, a swipe, a menu, an edit action) on a view
    /// behind a presented alert, sheet or cover: SwiftUI delivers none there, so nothing runs.
    /// `name` is how the message names the view (`Button "Add"`, `press: Text`).
    func ensureInFront(_ node: Node, as name: String) throws {
        // A touch must also find the view: not hidden, not excluded from hit testing.
        try ensureHitTestable(node, as: name)
        guard let modal = modalCovering(node) else { return }
        let shown = modal.kind == .alert ? Self.dialogNoun(modal.typeName) : modal.kind == .sheet ? "a sheet" : "a full-screen cover"
        let way = modal.kind == .alert ? "tap one of its buttons or 'dismiss' it" : "'dismiss' it (or tap inside it)"
        let what = modal.kind == .alert ? String(shown.drop { $0 != " " }.dropFirst()) : "sheet or cover"
        throw GraphError("\(name) at \(node.path) is behind \(shown) (\(modal.path)): SwiftUI takes no taps outside a presented \(what), so nothing ran; \(way) first")
    }

    /// Whether a presented alert, sheet or cover keeps `node` from taking taps.
    public func isBehindPresentation(_ node: Node) -> Bool { modalCovering(node) != nil }

    private func allowsBackgroundInteraction(_ modal: Node) -> Bool {
        guard modal.kind == .sheet else { return false }
        return modal.subtree.contains { node in
            node.modifiers.contains { modifier in
                modifier.kind == "presentationBackgroundInteraction"
                    && modifier.fields.values.contains { interpreter.describe($0).contains("enabled") }
            }
        }
    }

    /// The alert or confirmation dialog a node is inside, if any (its buttons dismiss it).
    func enclosingAlert(of node: Node) -> Node? {
        var current = node.parent
        while let candidate = current {
            if candidate.kind == .alert { return candidate }
            current = candidate.parent
        }
        return nil
    }
}
