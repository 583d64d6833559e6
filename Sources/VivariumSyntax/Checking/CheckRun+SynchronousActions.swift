/// The closures SwiftUI declares synchronous (`() -> Void`, `@MainActor () -> Void`): an async
/// call in one without a `Task { … }` is swiftc's "'async' call in a function that does not
/// support concurrency" (`CheckRun+Throwing`). `.task` and `.refreshable` take async closures.
extension CheckRun {
    /// Whether `argument` of this call is such a closure: a `Button`'s action (its unlabeled
    /// closure or `action:`, not its `label:`), a gesture's or a lifecycle modifier's action.
    func isSynchronousAction(_ callee: Expr, _ argument: Argument, of arguments: [Argument], _ context: Context) -> Bool {
        guard case .closure = argument.value.kind else { return false }
        switch callee.kind {
        case .identifier("Button") where isSDKName("Button"):
            return argument.label == "action" || (argument.label == nil && !arguments.contains { $0.label == "action" })
        case .member(let base, let name) where Self.synchronousModifiers.contains(name):
            return isViewExpression(base, context) || name == "onChanged" || name == "onEnded"
        default:
            return false
        }
    }

    private static let synchronousModifiers: Set<String> = [
        "onAppear", "onDisappear", "onTapGesture", "onLongPressGesture", "onSubmit", "onChange", "onReceive",
        "onChanged", "onEnded",
    ]
}
