import VivariumInterpreter
import VivariumSyntax

/// `UIViewRepresentable` / `UIViewControllerRepresentable` (Apple's documentation of both
/// protocols): per identity, `makeCoordinator()` then `makeUIView(context:)` once, when the
/// node is created; `updateUIView(_:context:)` right after it and whenever SwiftUI updates
/// the node with a changed view value, or a value make or update read changed (a `@Binding`'s,
/// an `@Observable`'s property); the static `dismantleUIView(_:coordinator:)` when the
/// node is removed (an instance method of that name is not the protocol's requirement and
/// is never called). A new identity (`.id(…)` changed, another branch) gets a new node: a
/// new coordinator and a new view. The coordinator and the UIKit view are the node's
/// storage, shown in the tree and released with it.
extension ViewGraph {
    struct RepresentableKind {
        var make: String
        var update: String
        var dismantle: String
        /// The storage name of the UIKit object: `uiView`, `uiViewController`.
        var property: String
    }

    func representableKind(_ typeName: String) -> RepresentableKind? {
        guard let info = interpreter.types.type(typeName) else { return nil }
        if info.conforms(to: "UIViewRepresentable") {
            return RepresentableKind(make: "makeUIView", update: "updateUIView", dismantle: "dismantleUIView", property: "uiView")
        }
        if info.conforms(to: "UIViewControllerRepresentable") {
            return RepresentableKind(make: "makeUIViewController", update: "updateUIViewController",
                                     dismantle: "dismantleUIViewController", property: "uiViewController")
        }
        return nil
    }

    /// A representable node's "body": make on first run, then update.
    func runRepresentable(_ node: Node, _ kind: RepresentableKind, path: String) throws {
        let typeName = node.typeName
        let saved = interpreter.activity
        interpreter.activity = CreationContext(holder: path)
        defer { interpreter.activity = saved }
        // What make and update read (a `@Binding`'s value, an `@Observable`'s property) is what
        // the node depends on, as a body's reads are: a change runs the update again.
        let savedTracking = update.trackingNode
        update.trackingNode = node
        node.observed = []
        node.readSlots = [:]
        node.readEnvironment = []
        defer { update.trackingNode = savedTracking }
        var appearing = false
        do {
            if node.storage[kind.property] == nil {
                var coordinator: Value = .void
                if interpreter.declaresMethod("makeCoordinator", labels: [], in: typeName, isStatic: false) {
                    record(.call, "\(typeName).makeCoordinator()", path: path)
                    coordinator = try interpreter.callUserMethod("makeCoordinator", on: node.viewValue, arguments: [])
                }
                addRepresentableSlot("coordinator", node, coordinator)
                record(.call, "\(typeName).\(kind.make)(context:)", path: path)
                let made = try interpreter.callUserMethod(kind.make, on: node.viewValue,
                                                          arguments: [argument("context", context(coordinator))])
                addRepresentableSlot(kind.property, node, made)
                // SwiftUI puts the controller's view in its hierarchy: the view loads
                // (`loadView`, then `viewDidLoad`), as UIKit loads it on first access.
                if kind.property == "uiViewController", case .object = made {
                    _ = try interpreter.member("view", of: made, at: .builtin)
                    appearing = true
                }
            }
            let coordinator = node.storage["coordinator"]?.value ?? .void
            let made = node.storage[kind.property]?.value ?? .nil
            record(.call, "\(typeName).\(kind.update)(_:context:)", path: path)
            _ = try interpreter.callUserMethod(kind.update, on: node.viewValue,
                                               arguments: [argument(nil, made), argument("context", context(coordinator))])
            // Then it appears, as a child view controller's view added to a window does
            // (`viewWillAppear(_:)`, `viewDidAppear(_:)`).
            if appearing {
                for method in ["viewWillAppear", "viewDidAppear"] {
                    _ = try interpreter.callUserMethod(method, on: made, arguments: [argument(nil, .bool(false))])
                }
            }
        } catch var error as RuntimeError {
            error.notes.append("  in \(path)")
            throw error
        }
        // No body: no children.
        try reconcile(node, try presentationItems(of: node) + (try decorationItems(of: node)))
    }

    /// On removal: the static `dismantleUIView(_:coordinator:)`, when the type declares it.
    func dismantleRepresentable(_ node: Node) {
        guard let kind = representableKind(node.typeName), let made = node.storage[kind.property]?.value else { return }
        // A controller's view leaves the window first (`viewWillDisappear(_:)`, `viewDidDisappear(_:)`).
        if kind.property == "uiViewController", case .object = made {
            for method in ["viewWillDisappear", "viewDidDisappear"] {
                do {
                    _ = try interpreter.callUserMethod(method, on: made, arguments: [argument(nil, .bool(false))])
                } catch {
                    interpreter.warn("\(method)(_:) failed: \(error)")
                }
            }
        }
        guard interpreter.declaresMethod(kind.dismantle, labels: [nil, "coordinator"], in: node.typeName, isStatic: true) else { return }
        let path = node.path
        record(.call, "\(node.typeName).\(kind.dismantle)(_:coordinator:)", path: path)
        let coordinator = node.storage["coordinator"]?.value ?? .void
        do {
            _ = try interpreter.callUserStaticMethod(kind.dismantle, of: node.typeName,
                                                     arguments: [argument(nil, made), argument("coordinator", coordinator)])
        } catch {
            interpreter.warn("\(node.typeName).\(kind.dismantle)(_:coordinator:) failed: \(error)")
        }
    }

    private func context(_ coordinator: Value) -> Value {
        .builtin(BuiltinValue(kind: "RepresentableContext", fields: ["coordinator": coordinator]))
    }

    private func argument(_ label: String?, _ value: Value) -> ArgumentValue {
        ArgumentValue(label: label, value: value, location: .builtin)
    }

    private func addRepresentableSlot(_ property: String, _ node: Node, _ value: Value) {
        let slot = StorageSlot(id: nextSlot, kind: "Representable", property: property, node: node, value: value)
        nextSlot += 1
        slots[slot.id] = slot
        node.storage[property] = slot
    }

    /// `mount UIHostingController(rootView: ContentView())`: the controller as a host node
    /// holding the SwiftUI root view.
    func hostedRoot(_ view: Value) throws -> Value {
        guard case .object(let id) = view, let object = interpreter.heap.object(id),
              interpreter.types.classChain(object.typeName).contains(where: { $0.name == "UIHostingController" }) else { return view }
        let rootView = try interpreter.member("rootView", of: view)
        return .builtin(BuiltinValue(kind: "UIHostingController", fields: ["content": rootView, "controller": view]))
    }
}
