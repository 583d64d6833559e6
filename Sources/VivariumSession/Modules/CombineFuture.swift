/// Combine's `Future` and `Deferred`, written in Vivarium's Swift subset. A `Future` runs the
/// closure it is given once, when it is created, not when it is subscribed to, and keeps the
/// one result its promise is called with: every
/// subscriber, whether it came before or after, receives that element and then `.finished`,
/// or the failure (Apple, "Future": "A publisher that eventually produces a single value and
/// then finishes or fails … the closure calls the promise with a Result that indicates either
/// success or failure"); a second call of the promise is ignored. The promise holds its
/// future, as Combine's does, so a future waiting on `asyncAfter` lives until it is fulfilled.
/// `Deferred` runs its closure for each new subscriber and subscribes it to the publisher the
/// closure returns (Apple, "Deferred": "A publisher that awaits subscription before running
/// the supplied closure to create a publisher for the new subscriber") — wrapped around a
/// `Future`, the work runs again on every subscription.
///
/// Its own module, loaded by the names `Future` and `Deferred` after Combine and the standard
/// library's `Result`, which the promise takes (Combine itself does not need `Result`).
extension BundledModule {
    static let combineFuture = BundledModule(
        name: "CombineFuture",
        dependencies: ["Combine", "SwiftResult"],
        autoloadNames: ["Future", "Deferred"],
        source: #"""

final class Future: Publisher {
    var _result: Result<Any, Error>? = nil
    var _waiting: [_FutureConduit] = []

    init(_ attemptToFulfill: @escaping (@escaping (Result<Any, Error>) -> Void) -> Void) {
        attemptToFulfill { (result: Result<Any, Error>) in self._fulfill(result) }
    }

    func _fulfill(_ result: Result<Any, Error>) {
        if _result != nil { return }
        _result = result
        let waiting = _waiting
        _waiting = []
        for conduit in waiting {
            conduit._deliver(result)
        }
    }

    func _subscribe(_ downstream: AnyObject) {
        let conduit = _FutureConduit(future: self, downstream: downstream)
        downstream._attach(conduit)
        if let result = _result {
            conduit._deliver(result)
        } else {
            _waiting.append(conduit)
        }
    }

    func _detach(_ conduit: _FutureConduit) {
        _waiting.removeAll { $0 === conduit }
    }
}

/// One subscriber's subscription to a Future.
@_vivariumInternal("Future.Conduit")
final class _FutureConduit: Cancellable {
    var future: Future?
    var downstream: AnyObject?

    init(future: Future, downstream: AnyObject) {
        self.future = future
        self.downstream = downstream
    }

    func _deliver(_ result: Result<Any, Error>) {
        guard let target = downstream else { return }
        downstream = nil
        future = nil
        switch result {
        case .success(let element):
            target._receive(element)
            target._complete(.finished)
        case .failure(let error):
            target._complete(.failure(error))
        }
    }

    func cancel() {
        let owner = future
        future = nil
        downstream = nil
        owner?._detach(self)
    }
}

@_vivariumInternal("Deferred")
struct Deferred: Publisher {
    let createPublisher: () -> Any

    init(createPublisher: @escaping () -> Any) {
        self.createPublisher = createPublisher
    }

    func _subscribe(_ downstream: AnyObject) {
        createPublisher()._subscribe(downstream)
    }
}
"""#)
}
