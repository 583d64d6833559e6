/// The standard library's checked and unsafe continuations, written in Vivarium's Swift
/// subset: `withCheckedContinuation` / `withCheckedThrowingContinuation` (and the unsafe
/// forms) run their body at once with a continuation, then suspend the calling task until the
/// continuation is resumed — with a value, an error or a `Result` (Apple, "CheckedContinuation":
/// "resume(returning:)", "resume(throwing:)", "resume(with:)"). Cancelling the waiting task
/// does not end the wait: only a resume does, as in Swift. Resuming twice is the runtime's
/// fatal error ("SWIFT TASK CONTINUATION MISUSE: … tried to resume its continuation more than
/// once"); a continuation never resumed leaves its task suspended.
/// `withTaskCancellationHandler(operation:onCancel:)` runs its handler when the running task is
/// cancelled while the operation runs (at once when it is cancelled already), in the code that
/// cancels it (`Interpreter.pushCancellationHandler`).
extension BundledModule {
    static let swiftContinuation = BundledModule(
        name: "SwiftContinuation",
        dependencies: ["SwiftResult"],
        autoloadNames: ["withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
                        "withUnsafeThrowingContinuation", "CheckedContinuation", "UnsafeContinuation",
                        "withTaskCancellationHandler"],
        source: #"""
@_vivariumInternal("CheckedContinuation")
final class CheckedContinuation {
    let _function: String
    var _resumed = false
    var _value: Any? = nil
    var _error: Any? = nil
    var _waiter = 0

    init(_function: String) {
        self._function = _function
    }

    func _resume(_ value: Any?, _ error: Any?) {
        if _resumed {
            fatalError("SWIFT TASK CONTINUATION MISUSE: \(_function) tried to resume its continuation more than once")
        }
        _resumed = true
        _value = value
        _error = error
        __Vivarium.wakeTask(_waiter)
    }

    func resume(returning value: Any) {
        _resume(value, nil)
    }

    func resume() {
        _resume((), nil)
    }

    func resume(throwing error: Any) {
        _resume(nil, error)
    }

    func resume(with result: Result<Any, Any>) {
        switch result {
        case .success(let value): _resume(value, nil)
        case .failure(let error): _resume(nil, error)
        }
    }

    func _wait() throws -> Any {
        _waiter = __Vivarium.currentTask()
        while !_resumed {
            _ = __Vivarium.parkTaskReportingCancellation()
        }
        _waiter = 0
        if let error = _error {
            throw error
        }
        return _value!
    }
}

typealias UnsafeContinuation = CheckedContinuation

func withCheckedContinuation(isolation: Any? = nil, function: String = "withCheckedContinuation", _ body: (CheckedContinuation) -> Void) async -> Any {
    let continuation = CheckedContinuation(_function: function)
    body(continuation)
    return try! continuation._wait()
}

func withCheckedThrowingContinuation(isolation: Any? = nil, function: String = "withCheckedThrowingContinuation", _ body: (CheckedContinuation) -> Void) async throws -> Any {
    let continuation = CheckedContinuation(_function: function)
    body(continuation)
    return try continuation._wait()
}

func withUnsafeContinuation(isolation: Any? = nil, _ body: (CheckedContinuation) -> Void) async -> Any {
    let continuation = CheckedContinuation(_function: "withUnsafeContinuation")
    body(continuation)
    return try! continuation._wait()
}

func withUnsafeThrowingContinuation(isolation: Any? = nil, _ body: (CheckedContinuation) -> Void) async throws -> Any {
    let continuation = CheckedContinuation(_function: "withUnsafeThrowingContinuation")
    body(continuation)
    return try continuation._wait()
}

func withTaskCancellationHandler(operation: () async throws -> Any, onCancel handler: @escaping () -> Void, isolation: Any? = nil) async rethrows -> Any {
    __Vivarium.pushCancellationHandler(handler)
    defer { __Vivarium.popCancellationHandler() }
    return try await operation()
}
"""#)
}
