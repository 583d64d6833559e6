/// Dispatch's `DispatchGroup`, in Vivarium's Swift subset: `enter()` and `leave()` count the
/// work in flight; `notify(queue:execute:)` schedules its block on the queue once the count is
/// back to zero (at once when it is zero already); a `leave()` with nothing entered is
/// libdispatch's crash (Apple, "DispatchGroup": "Groups allow you to aggregate a set of tasks
/// and synchronize behaviors on the group"). `queue.async(group:execute:)` enters before the
/// block is scheduled and leaves after it ran. The blocks run on the virtual clock, as every
/// queue's do; `wait()`, which blocks the calling thread, is not modelled.
extension BundledModule {
    static let dispatchGroup = BundledModule(
        name: "DispatchGroup",
        dependencies: [],
        autoloadNames: ["DispatchGroup"],
        source: #"""
@_vivariumInternal("DispatchGroup")
final class DispatchGroup {
    private var count = 0
    private var waiting: [(DispatchQueue, () -> Void)] = []

    init() {}

    func enter() {
        count += 1
    }

    func leave() {
        guard count > 0 else {
            fatalError("BUG IN CLIENT OF LIBDISPATCH: Unbalanced call to dispatch_group_leave()")
        }
        count -= 1
        if count == 0 {
            let blocks = waiting
            waiting = []
            for (queue, block) in blocks {
                queue.async(execute: block)
            }
        }
    }

    func notify(queue: DispatchQueue, execute work: @escaping () -> Void) {
        if count == 0 {
            queue.async(execute: work)
        } else {
            waiting.append((queue, work))
        }
    }
}

extension DispatchQueue {
    func async(group: DispatchGroup, execute work: @escaping () -> Void) {
        group.enter()
        self.async {
            work()
            group.leave()
        }
    }
}
"""#)
}
