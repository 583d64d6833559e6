import OrderedCollections
import VivariumInterpreter
import VivariumSyntax

/// The scenes of a macOS or iPadOS app beyond its first window. Mounting an `App` shows the
/// windows open at launch: its first `WindowGroup`. A `Window(_:id:)`, a value-presenting
/// `WindowGroup(_:id:for:)` and `Settings` open only when asked — `openWindow(id:)`,
/// `openWindow(value:)`, `SettingsLink`, `openSettings()` — and then show their content under
/// the app; `dismissWindow(id:)` and `dismissWindow(value:)` close them (Apple, "Window":
/// "If your app uses a window as a secondary scene, … you can open the window using the
/// openWindow action"; "OpenWindowAction": "If a window with the same value is already open,
/// the system brings it to the front rather than opening a new window"; "SettingsLink"). A
/// `MenuBarExtra`'s content is in the tree, as a `Menu`'s is, its items there to tap.
/// `DocumentGroup` is refused: the playground has no files to open.
extension ViewGraph {
    func constructScene(_ typeName: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        func labelled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        let closure = arguments.last { if case .function = $0.value { true } else { false } }?.value
        let title = arguments.first { argument in
            guard argument.label == nil, case .string = argument.value else { return false }
            return true
        }?.value
        switch typeName {
        case "Window":
            guard case .string(let id)? = labelled("id"), let closure else { return nil }
            return view("Window", ["title": title ?? .string(""), "id": .string(id),
                                   Self.sceneKeyField: .string("id:" + id), Self.sceneContentField: closure])
        case "WindowGroup" where labelled("for") != nil:
            guard case .type(let presented)? = labelled("for"), let closure else { return nil }
            return view("WindowGroup", ["title": title ?? .string(""),
                                        Self.sceneKeyField: .string(sceneKey(id: labelled("id"), presented: presented)),
                                        Self.sceneContentField: closure, "presentsValues": .bool(true)])
        case "Settings":
            guard let closure, arguments.count == 1 else { return nil }
            return view("Settings", [Self.sceneKeyField: .string("settings"), Self.sceneContentField: closure])
        case "MenuBarExtra":
            guard closure != nil else { return nil }
            return view("MenuBarExtra", ["title": title ?? .string(""),
                                         "content": try interpreter.call(closure!, arguments: [], viewBuilder: true, at: location)])
        case "SettingsLink":
            // A button that opens the Settings scene (macOS 14).
            let label: Value = if let closure { try interpreter.call(closure, arguments: [], viewBuilder: true, at: location) }
                               else { try construct(typeName: "Text", arguments: [ArgumentValue(label: nil, value: .string("Settings…"), location: location)], at: location) }
            let open = Value.function(.builtin(name: "callAsFunction", receiver: .builtin(BuiltinValue(kind: "OpenSettingsAction"))))
            return view("Button", ["label": label, "action": open])
        case "DocumentGroup":
            throw RuntimeError(.notSupported, AppleNames.unsupported("DocumentGroup"), at: location)
        default:
            return nil
        }
    }

    static let sceneKeyField = "sceneKey"
    static let sceneContentField = "sceneContent"

    /// A scene opened on request: its content, built when the scene's node is (when the app
    /// mounts, or when a window opens or closes), not in the app's body: opening a window runs
    /// no other scene's content again. One window per value a value-presenting group opened,
    /// each handed a binding to its value (`$noteID in …`: a constant binding here).
    func sceneItems(of node: Node, _ value: BuiltinValue) throws -> [ContentItem]? {
        guard case .string(let key)? = value[Self.sceneKeyField], let closure = value[Self.sceneContentField] else { return nil }
        forgetReads(of: node)
        var items: [ContentItem] = []
        // A window opening or closing leaves the others as they are: their views are not made
        // again (a new view value from the app's body makes them all again).
        let reopening = reopeningScenes.remove(node.handle) != nil
        for opened in openedScenes[key] ?? [] {
            let presentsValue = value["presentsValues"] != nil
            let prefix = presentsValue ? "[\(interpreter.describe(opened))]." : ""
            if reopening {
                let kept = node.children.filter { $0.identity.hasPrefix(prefix) }
                if !kept.isEmpty {
                    items += kept.map { ContentItem(identity: $0.identity, view: $0.viewValue, typeName: $0.typeName,
                                                    modifiers: $0.modifiers, key: $0.key) }
                    continue
                }
            }
            let arguments: [Value] = presentsValue ? [.builtin(BuiltinValue(kind: "Binding", fields: ["constant": opened]))] : []
            let window = try readingAsDependency(of: node) { try interpreter.call(closure, arguments: arguments, viewBuilder: true, at: .builtin) }
            pendingRelease.append((window, "\(node.path) content"))
            // Each window is identified by its value, as a `ForEach` row by its id: opening a
            // second one leaves the first as it is.
            let shown = presentsValue ? interpreter.describe(opened) : nil
            try flatten(window, prefix: shown.map { "[\($0)]." } ?? "", modifiers: [], key: shown, into: &items, at: .builtin)
        }
        return items
    }

    /// Whether `node` is a scene whose content `sceneItems` builds.
    func isOnRequestScene(_ node: Node) -> Bool {
        guard case .builtin(let value) = node.viewValue else { return false }
        return value[Self.sceneKeyField] != nil
    }

    /// A value-presenting window group's key: its id, or the type of the values it presents.
    private func sceneKey(id: Value?, presented: String) -> String {
        if case .string(let id)? = id { return "id:" + id }
        return "for:" + interpreter.types.resolve(presented)
    }

    /// `openWindow(id:)`, `openWindow(value:)`, `openWindow(id:value:)`, `dismissWindow(…)`,
    /// `openSettings()`: nil for any other call.
    func callSceneAction(_ action: BuiltinValue, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        func labelled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        switch action.kind {
        case "OpenSettingsAction":
            setScene("settings", opened: .void, open: true, describing: "openSettings")
        case "OpenWindowAction", "DismissWindowAction":
            let open = action.kind == "OpenWindowAction"
            let verb = open ? "openWindow" : "dismissWindow"
            if let value = labelled("value") {
                let key = labelled("id") != nil ? sceneKey(id: labelled("id"), presented: "")
                                                : "for:" + Describe.typeName(of: value, heap: interpreter.heap)
                setScene(key, opened: value, open: open, describing: "\(verb)(value: \(interpreter.describe(value)))")
            } else if case .string(let id)? = labelled("id") ?? arguments.first(where: { $0.label == nil })?.value {
                setScene("id:" + id, opened: .void, open: open, describing: "\(verb)(id: \"\(id)\")")
            } else {
                throw RuntimeError(.notSupported, "not supported in the playground: \(verb)() without an id or a value (the window it is called from)", at: location)
            }
        default:
            return nil
        }
        return .void
    }

    private func setScene(_ key: String, opened value: Value, open: Bool, describing call: String) {
        let before = openedScenes[key]
        var values = before ?? []
        if open {
            if !values.contains(where: { Equality.equal($0, value) }) { values.append(value) }
        } else if case .void = value {
            values = []
        } else {
            values.removeAll { Equality.equal($0, value) }
        }
        let changed = values.count != (before ?? []).count
        openedScenes[key] = values.isEmpty ? nil : values
        interpreter.undo.record { [weak self] in self?.openedScenes[key] = before }
        record(.action, call)
        guard changed, let root else { return }
        for node in root.subtree where isOnRequestScene(node) {
            guard case .builtin(let scene) = node.viewValue, case .string(key)? = scene[Self.sceneKeyField] else { continue }
            reopeningScenes.insert(node.handle)
            invalidate(node, reason: open ? "a window opened" : "a window closed")
        }
    }
}
