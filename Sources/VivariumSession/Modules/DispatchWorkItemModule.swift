/// Dispatch's `DispatchWorkItem`, in Vivarium's Swift subset: a block kept to run later,
/// `cancel()`ed before it runs (Apple, "DispatchWorkItem.cancel()": "Cancellation causes future
/// attempts to execute the work item to return immediately. Cancellation does not affect the
/// execution of a work item that has already begun"), `perform()` run now, and given to a queue
/// with `async(execute:)` or `asyncAfter(deadline:execute:)`, which run its `perform()` on the
/// same virtual clock. It is
/// plumbing, as Foundation's objects are, not reported created or freed.
extension BundledModule {
    static let dispatchWorkItem = BundledModule(
        name: "DispatchWorkItem",
        dependencies: [],
        autoloadNames: ["DispatchWorkItem"],
        source: #"""
@_vivariumInternal("DispatchWorkItem")
final class DispatchWorkItem {
    private let block: () -> Void
    private(set) var isCancelled = false

    init(block: @escaping () -> Void) {
        self.block = block
    }

    func perform() {
        guard !isCancelled else { return }
        block()
    }

    func cancel() {
        isCancelled = true
    }
}
"""#)
}
