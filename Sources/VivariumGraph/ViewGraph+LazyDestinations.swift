import VivariumInterpreter

/// A `navigationDestination(for:)` written inside a lazy container (a `List`, a lazy stack or
/// grid) is seen only while the row that declares it is built: a link pushes with it then, and
/// finds no destination once that row has not been built. The push is warned about, as SwiftUI
/// warns at run time. Apple, "navigationDestination(for:destination:)": do not put the modifier
/// inside a lazy container such as List or LazyVStack, which "create child views only when
/// needed to render on screen"; add it outside them "so that the navigation stack can always
/// see the destination".
extension ViewGraph {
    /// Warns when the `navigationDestination(for:)` that takes `value` in `container` is inside
    /// a lazy container.
    func warnIfDeclaredLazily(_ value: Value, in container: Node) {
        guard let declaring = destinationDeclaration(for: value, in: container)?.node else { return }
        var current = declaring.parent
        while let node = current, node !== container {
            if !node.isUserView, Self.lazyContainers.contains(node.typeName) {
                interpreter.warn("navigationDestination(for: \(Describe.typeName(of: value, heap: interpreter.heap)).self) is declared inside a lazy container "
                                 + "(\(node.typeName) at \(node.path)): the navigation stack sees it only while the row declaring it is built; "
                                 + "put the modifier outside the \(node.typeName)")
                return
            }
            current = node.parent
        }
    }
}
