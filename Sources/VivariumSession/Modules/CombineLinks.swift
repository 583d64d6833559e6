/// Combine's operator chain, written in Vivarium's Swift subset and appended to the Combine
/// module's source (`CombineModule.swift`): each operator makes a link object per subscription
/// that receives from upstream and sends downstream — `map`, `compactMap`, `filter`,
/// `removeDuplicates`, `debounce`, `throttle`, `delay`, `receive(on:)`, `combineLatest` — and
/// `_Operator` is the publisher that makes those links. Appended before the parts whose
/// classes subclass `_Link`.
extension BundledModule {
    static let combineLinks = #"""

/// One subscription of an operator: between its upstream and its downstream.
@_vivariumInternal
class _Link: Cancellable {
    var downstream: AnyObject?
    var upstream: Cancellable?

    init(downstream: AnyObject) {
        self.downstream = downstream
    }

    func _attach(_ subscription: Cancellable) {
        upstream = subscription
        downstream?._attach(self)
    }

    func _receive(_ value: Any) {
        downstream?._receive(value)
    }

    func _complete(_ completion: Subscribers.Completion) {
        let target = downstream
        downstream = nil
        upstream = nil
        target?._complete(completion)
    }

    func cancel() {
        let subscription = upstream
        upstream = nil
        downstream = nil
        subscription?.cancel()
    }

    /// Ends the stream before its upstream does (`prefix`, `first`, `prefix(while:)`, a
    /// throwing transform): the upstream cancelled, then the downstream told.
    func _finishEarly(_ completion: Subscribers.Completion) {
        let subscription = upstream
        upstream = nil
        subscription?.cancel()
        _complete(completion)
    }
}

@_vivariumInternal("Publishers.Map")
final class _MapLink: _Link {
    var transform: ((Any) -> Any)?

    init(downstream: AnyObject, transform: @escaping (Any) -> Any) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        if let transform = transform {
            downstream?._receive(transform(value))
        }
    }

    override func cancel() {
        transform = nil
        super.cancel()
    }
}

@_vivariumInternal("Publishers.CompactMap")
final class _CompactMapLink: _Link {
    var transform: ((Any) -> Any?)?

    init(downstream: AnyObject, transform: @escaping (Any) -> Any?) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        if let transform = transform {
            if let result = transform(value) {
                downstream?._receive(result)
            }
        }
    }

    override func cancel() {
        transform = nil
        super.cancel()
    }
}

@_vivariumInternal("Publishers.Filter")
final class _FilterLink: _Link {
    var isIncluded: ((Any) -> Bool)?

    init(downstream: AnyObject, isIncluded: @escaping (Any) -> Bool) {
        self.isIncluded = isIncluded
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        if let isIncluded = isIncluded {
            if isIncluded(value) {
                downstream?._receive(value)
            }
        }
    }

    override func cancel() {
        isIncluded = nil
        super.cancel()
    }
}

@_vivariumInternal("Publishers.RemoveDuplicates")
final class _RemoveDuplicatesLink: _Link {
    var predicate: ((Any, Any) -> Bool)?
    var last: Any? = nil
    var hasLast = false

    init(downstream: AnyObject, predicate: ((Any, Any) -> Bool)?) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        if hasLast {
            var same = false
            if let predicate = predicate {
                same = predicate(last!, value)
            } else {
                same = last! == value
            }
            if same { return }
        }
        last = value
        hasLast = true
        downstream?._receive(value)
    }
}

@_vivariumInternal("Publishers.Debounce")
final class _DebounceLink: _Link {
    let dueTime: Int
    let scheduler: Any
    var generation = 0

    init(downstream: AnyObject, dueTime: Int, scheduler: Any) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        generation += 1
        let index = generation
        _schedule(scheduler, after: dueTime) {
            if self.generation == index {
                self.downstream?._receive(value)
            }
        }
    }

    override func _complete(_ completion: Subscribers.Completion) {
        generation += 1
        _schedule(scheduler, after: 0) {
            self.forwardCompletion(completion)
        }
    }

    func forwardCompletion(_ completion: Subscribers.Completion) {
        super._complete(completion)
    }
}

@_vivariumInternal("Publishers.Throttle")
final class _ThrottleLink: _Link {
    let interval: Int
    let scheduler: Any
    let latest: Bool
    var pending: Any? = nil
    var hasPending = false
    var lastEmission: Int? = nil

    init(downstream: AnyObject, interval: Int, scheduler: Any, latest: Bool) {
        self.interval = interval
        self.scheduler = scheduler
        self.latest = latest
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        if hasPending {
            if latest { pending = value }
            return
        }
        pending = value
        hasPending = true
        let now = __Vivarium.now()
        var emission = now
        if let last = lastEmission {
            emission = max(now, last + interval)
        }
        _schedule(scheduler, after: emission - now) {
            self.emit()
        }
    }

    func emit() {
        if !hasPending { return }
        let value = pending
        pending = nil
        hasPending = false
        lastEmission = __Vivarium.now()
        downstream?._receive(value!)
    }
}

@_vivariumInternal("Publishers.Delay")
final class _DelayLink: _Link {
    let interval: Int
    let scheduler: Any

    init(downstream: AnyObject, interval: Int, scheduler: Any) {
        self.interval = interval
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        _schedule(scheduler, after: interval) {
            self.downstream?._receive(value)
        }
    }

    override func _complete(_ completion: Subscribers.Completion) {
        _schedule(scheduler, after: interval) {
            self.forwardCompletion(completion)
        }
    }

    func forwardCompletion(_ completion: Subscribers.Completion) {
        super._complete(completion)
    }
}

@_vivariumInternal("Publishers.ReceiveOn")
final class _ReceiveOnLink: _Link {
    let scheduler: Any

    init(downstream: AnyObject, scheduler: Any) {
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        _schedule(scheduler, after: 0) {
            self.downstream?._receive(value)
        }
    }

    override func _complete(_ completion: Subscribers.Completion) {
        _schedule(scheduler, after: 0) {
            self.forwardCompletion(completion)
        }
    }

    func forwardCompletion(_ completion: Subscribers.Completion) {
        super._complete(completion)
    }
}

/// `Publishers.CombineLatest`/`CombineLatest3`/`CombineLatest4`: after every upstream has
/// published once, each new value sends the tuple of the latest values; it finishes when every
/// upstream has finished, and fails at once when one fails (Apple's documentation).
@_vivariumInternal("Publishers.CombineLatest")
final class _CombineLatestHub: Cancellable, _UpstreamHub {
    var downstream: AnyObject?
    var latest: [Any]
    var received: [Bool]
    var finished: [Bool]
    var subscriptions: [Cancellable] = []

    init(downstream: AnyObject, count: Int) {
        self.downstream = downstream
        latest = Array(repeating: 0, count: count)
        received = Array(repeating: false, count: count)
        finished = Array(repeating: false, count: count)
    }

    func _receive(_ value: Any, at index: Int) {
        latest[index] = value
        received[index] = true
        if received.contains(false) { return }
        if latest.count == 2 {
            downstream?._receive((latest[0], latest[1]))
        } else if latest.count == 3 {
            downstream?._receive((latest[0], latest[1], latest[2]))
        } else {
            downstream?._receive((latest[0], latest[1], latest[2], latest[3]))
        }
    }

    func _complete(_ completion: Subscribers.Completion, at index: Int) {
        finished[index] = true
        if case .failure = completion {
            finish(completion)
        } else if !finished.contains(false) {
            finish(completion)
        }
    }

    func finish(_ completion: Subscribers.Completion) {
        let target = downstream
        downstream = nil
        cancelUpstreams()
        target?._complete(completion)
    }
}

/// A subscription of several upstreams (CombineLatest, Merge, Zip): each upstream's slot
/// forwards to it with its position.
protocol _UpstreamHub: AnyObject {
    var downstream: AnyObject? { get set }
    var subscriptions: [Cancellable] { get set }
    func _receive(_ value: Any, at index: Int)
    func _complete(_ completion: Subscribers.Completion, at index: Int)
}

extension _UpstreamHub {
    func cancel() {
        downstream = nil
        cancelUpstreams()
    }

    func cancelUpstreams() {
        let all = subscriptions
        subscriptions = []
        for subscription in all {
            subscription.cancel()
        }
    }
}

/// One upstream's subscriber of a hub: forwards to it with its position.
@_vivariumInternal
final class _UpstreamSlot {
    weak var hub: _UpstreamHub?
    let index: Int

    init(hub: _UpstreamHub, index: Int) {
        self.hub = hub
        self.index = index
    }

    func _attach(_ subscription: Cancellable) {
        hub?.subscriptions.append(subscription)
    }

    func _receive(_ value: Any) {
        hub?._receive(value, at: index)
    }

    func _complete(_ completion: Subscribers.Completion) {
        hub?._complete(completion, at: index)
    }
}

func _subscribeCombineLatest(_ upstreams: [Any], _ downstream: AnyObject) {
    let hub = _CombineLatestHub(downstream: downstream, count: upstreams.count)
    downstream._attach(hub)
    for (index, upstream) in upstreams.enumerated() {
        upstream._subscribe(_UpstreamSlot(hub: hub, index: index))
    }
}


/// An operator publisher: its upstream and how to make one subscription of it.
@_vivariumInternal
final class _Operator: Publisher {
    let upstream: Any
    let makeLink: (AnyObject) -> AnyObject

    init(_ upstream: Any, _ makeLink: @escaping (AnyObject) -> AnyObject) {
        self.upstream = upstream
        self.makeLink = makeLink
    }

    func _subscribe(_ downstream: AnyObject) {
        upstream._subscribe(makeLink(downstream))
    }
}

/// Runs `action` on `scheduler` after `nanoseconds` of virtual time (the main queue, or at
/// once for `ImmediateScheduler`).
func _schedule(_ scheduler: Any, after nanoseconds: Int, _ action: @escaping () -> Void) {
    if scheduler is ImmediateScheduler {
        action()
    } else if nanoseconds <= 0 {
        DispatchQueue.main.async(execute: action)
    } else {
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds), execute: action)
    }
}
"""#
}
