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

/// What the statements of a synchronous action closure make it: an `await` makes a closure
/// async, a `try` no `do … catch` handles makes it throwing (The Swift Programming Language,
/// "Closures" and "Concurrency": a closure that contains `await` is an asynchronous closure).
final class ActionClosureEffects {
    var awaits = false
    var throwsError = false
}

extension CheckRun {
    /// `onAppear(perform:)` and `onDisappear(perform:)` take an optional closure.
    func isOptionalAction(_ callee: Expr) -> Bool {
        if case .member(_, let name) = callee.kind { return name == "onAppear" || name == "onDisappear" }
        return false
    }

    /// An action closure taking no parameters that awaits (`Button("Refresh") { await
    /// model.refresh() }`) is an async function passed where SwiftUI takes a synchronous one:
    /// swiftc reports it at the closure's `{`, in these words (swiftc 6.3.1 on stand-ins:
    /// `init(_:action: @escaping () -> Void)`, `perform: (() -> Void)? = nil`). A closure of one
    /// expression statement calling a function has that call's type, `()`; one of more
    /// statements (or `try?`) is typed from the parameter, `Void`.
    func reportAsyncAction(_ closure: ClosureExpr, _ effects: ActionClosureEffects, optional: Bool) {
        guard effects.awaits else { return }
        var result = "Void"
        if closure.body.count == 1, case .expression(let e) = closure.body[0].kind {
            var inner = e
            if case .try(let tried, .plain) = inner.kind { inner = tried }
            if case .await(let awaited) = inner.kind { inner = awaited }
            if case .try(let tried, .plain) = inner.kind { inner = tried }
            switch inner.kind {
            case .call: result = "()"
            case .try: result = "Void"
            default: return
            }
        }
        switch (optional, effects.throwsError) {
        case (false, false):
            report("cannot pass function of type '() async -> \(result)' to parameter expecting synchronous function type", at: closure.location)
        case (false, true):
            report("invalid conversion from throwing function of type '() async throws -> \(result)' to non-throwing function type '() -> Void'", at: closure.location)
        case (true, false):
            report("invalid conversion from 'async' function of type '() async -> \(result)' to synchronous function type '() -> Void'", at: closure.location)
        case (true, true):
            return
        }
    }
}
