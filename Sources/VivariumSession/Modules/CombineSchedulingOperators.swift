/// Combine's `subscribe(on:options:)`, written in Vivarium's Swift subset and appended to the
/// Combine module's source: "Specifies the scheduler on which to perform subscribe, cancel, and
/// request operations" (Apple, "subscribe(on:options:)"). The subscriber is attached at once;
/// the subscription to the upstream is made later, on the scheduler (the playground runs every
/// queue's work on its one virtual clock, so that is the next turn of the main queue), and not
/// at all when the subscriber cancelled first. Values then arrive as the upstream sends them:
/// `receive(on:)` is what moves them to another scheduler.
extension BundledModule {
    static let combineSchedulingOperators = #"""

extension Publisher {
    func subscribe(on scheduler: DispatchQueue) -> _SubscribeOn {
        let upstream = self
        return _SubscribeOn { link in
            _schedule(scheduler, after: 0) {
                if !link.cancelled {
                    upstream._subscribe(link)
                }
            }
        }
    }
}

@_vivariumInternal("Publishers.SubscribeOn")
final class _SubscribeOn: Publisher {
    /// Subscribes the upstream to the link later, on the scheduler.
    let start: (_SubscribeOnLink) -> Void

    init(_ start: @escaping (_SubscribeOnLink) -> Void) {
        self.start = start
    }

    func _subscribe(_ downstream: AnyObject) {
        let link = _SubscribeOnLink(downstream: downstream)
        downstream._attach(link)
        start(link)
    }
}

@_vivariumInternal("Publishers.SubscribeOn")
final class _SubscribeOnLink: _Link {
    var cancelled = false

    // The subscriber was attached when it subscribed; the upstream's subscription comes later.
    override func _attach(_ subscription: Cancellable) {
        if cancelled {
            subscription.cancel()
        } else {
            upstream = subscription
        }
    }

    override func cancel() {
        cancelled = true
        super.cancel()
    }
}
"""#
}
