import Dispatch

/// Releases values on a background queue: freeing the records of a large command (ten
/// thousand rows re-rendered: its reply, its causal record) takes milliseconds that the next
/// command, which drops them, need not wait for.
///
/// Only for values nothing else uses once handed over (the engine thread keeps no reference),
/// whose release runs no code with effects (plain records, no `deinit` of user objects).
enum Retirement {
    private static let queue = DispatchQueue(label: "vivarium.retirement", qos: .utility)

    /// Takes `value` (leaving nil) and releases it on the background queue.
    static func release<Value>(_ value: inout Value?) {
        guard value != nil else { return }
        let box = Box(value)
        value = nil
        queue.async { box.value = nil }
    }

    /// NB: unchecked Sendable: after `release` hands it over, only the queue touches it.
    private final class Box<Value>: @unchecked Sendable {
        var value: Value?

        init(_ value: Value?) {
            self.value = value
        }
    }
}
