/// Combine's operators that flatten publishers of publishers, written in Vivarium's Swift subset
/// and appended to the Combine module's source. `flatMap(_:)` subscribes to the publisher its
/// transform returns for each upstream value and republishes what every one of them publishes;
/// it finishes when the upstream and every inner publisher have finished, and fails (cancelling
/// the rest) when any of them fails (Apple, "flatMap(maxPublishers:_:)": "Transforms all
/// elements from an upstream publisher into a new publisher"). `switchToLatest()` keeps only the
/// latest inner publisher: a new one cancels the one before (Apple, "switchToLatest()":
/// "Republishes elements sent by the most recently received publisher").
extension BundledModule {
    static let combineFlatteningOperators = #"""

extension Publisher {
    func flatMap(_ transform: @escaping (Output) -> Any) -> _Operator {
        _Operator(self) { _FlatMapLink(downstream: $0, transform: transform, keepsLatestOnly: false) }
    }

    func flatMap(maxPublishers: Any, _ transform: @escaping (Output) -> Any) -> _Operator {
        _Operator(self) { _FlatMapLink(downstream: $0, transform: transform, keepsLatestOnly: false) }
    }

    func switchToLatest() -> _Operator {
        _Operator(self) { _FlatMapLink(downstream: $0, transform: { $0 }, keepsLatestOnly: true) }
    }
}

@_vivariumInternal("Publishers.FlatMap")
final class _FlatMapLink: _Link {
    var transform: ((Any) -> Any)?
    let keepsLatestOnly: Bool
    var inners: [_FlatMapInner] = []
    var upstreamFinished = false

    init(downstream: AnyObject, transform: @escaping (Any) -> Any, keepsLatestOnly: Bool) {
        self.transform = transform
        self.keepsLatestOnly = keepsLatestOnly
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        guard let transform = transform, downstream != nil else { return }
        if keepsLatestOnly { cancelInners() }
        let inner = _FlatMapInner(owner: self)
        inners.append(inner)
        transform(value)._subscribe(inner)
    }

    func _innerReceive(_ value: Any) {
        downstream?._receive(value)
    }

    func _innerComplete(_ inner: _FlatMapInner, _ completion: Subscribers.Completion) {
        inners.removeAll { $0 === inner }
        if case .failure = completion {
            let subscription = upstream
            upstream = nil
            subscription?.cancel()
            finish(completion)
        } else if upstreamFinished && inners.isEmpty {
            finish(completion)
        }
    }

    override func _complete(_ completion: Subscribers.Completion) {
        if case .failure = completion {
            finish(completion)
        } else {
            upstreamFinished = true
            upstream = nil
            if inners.isEmpty { finish(completion) }
        }
    }

    func finish(_ completion: Subscribers.Completion) {
        transform = nil
        cancelInners()
        super._complete(completion)
    }

    func cancelInners() {
        let all = inners
        inners = []
        for inner in all {
            inner.cancel()
        }
    }

    override func cancel() {
        transform = nil
        cancelInners()
        super.cancel()
    }
}

/// One inner publisher's subscriber of a flatMap: forwards to its owner.
@_vivariumInternal("Publishers.FlatMap.Inner")
final class _FlatMapInner: Cancellable {
    weak var owner: _FlatMapLink?
    var subscription: Cancellable?

    init(owner: _FlatMapLink) {
        self.owner = owner
    }

    func _attach(_ subscription: Cancellable) {
        self.subscription = subscription
    }

    func _receive(_ value: Any) {
        owner?._innerReceive(value)
    }

    func _complete(_ completion: Subscribers.Completion) {
        subscription = nil
        owner?._innerComplete(self, completion)
    }

    func cancel() {
        let current = subscription
        subscription = nil
        owner = nil
        current?.cancel()
    }
}
"""#
}
