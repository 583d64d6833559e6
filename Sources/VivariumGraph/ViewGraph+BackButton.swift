import VivariumInterpreter

/// `.navigationBarBackButtonHidden(_:)`: the pushed screen shows no back button, so the `back`
/// command - the person tapping it, or swiping from the edge - has nothing to pop with.
/// Apple, "navigationBarBackButtonHidden(_:)": "Hides the navigation bar back button for the
/// view." The screen still goes away from code: a `dismiss()` inside it, or the path or
/// binding that pushed it.
extension ViewGraph {
    /// Throws when the screen on top of `container`'s stack hides its back button.
    func refuseBackWhenHidden(in container: Node) throws {
        guard let top = container.children.last(where: { $0.kind == .destination }),
              let hider = backButtonHider(in: top) else { return }
        throw GraphError("the screen at \(top.path) hides its back button (.navigationBarBackButtonHidden(true) on \(hider.path)): "
                         + "there is no back button to tap, so nothing ran; pop it from code (dismiss() inside it, or the path or binding that pushed it)")
    }

    /// The view of a pushed screen whose `.navigationBarBackButtonHidden(_:)` (default true)
    /// hides the back button; the screens it presents or pushes itself are not searched.
    private func backButtonHider(in screen: Node) -> Node? {
        var pending = screen.children
        while !pending.isEmpty {
            let node = pending.removeFirst()
            if node.kind.isPresentation || node.kind.isNavigationContainer { continue }
            let hides = node.modifiers.last { $0.kind == "navigationBarBackButtonHidden" }.map { modifier in
                guard let flag = modifier["_0"] else { return true }
                if case .bool(let hidden) = flag { return hidden }
                return false
            }
            if hides == true { return node }
            pending.append(contentsOf: node.children)
        }
        return nil
    }
}
