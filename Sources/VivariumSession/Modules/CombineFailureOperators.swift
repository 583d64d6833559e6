/// Combine's failures, written in Vivarium's Swift subset and appended to the Combine module's
/// source. `Fail` completes at once with its error; `tryMap` and `decode(type:decoder:)` end
/// the stream with the error their transform throws, cancelling their upstream (Apple,
/// "tryMap(_:)": "If your closure throws an error, the publisher fails with that error");
/// `mapError` transforms a failure; `replaceError(with:)` publishes its element and finishes
/// in its place; `catch` replaces the failed upstream with the publisher its handler returns;
/// `retry(_:)` subscribes to the upstream again, up to that many times, before passing the
/// failure on. `URLSession.dataTaskPublisher(for:)` fails as the offline device's requests do
/// (FoundationNetwork), after a hop through the main queue, as a real request's answer comes
/// later than the subscription.
extension BundledModule {
    static let combineFailureOperators = #"""

@_vivariumInternal("Fail")
struct Fail: Publisher {
    let error: Error

    init(error: Error) {
        self.error = error
    }

    init(outputType: Any, failure: Error) {
        self.error = failure
    }

    func _subscribe(_ downstream: AnyObject) {
        downstream._attach(_Noop())
        downstream._complete(.failure(error))
    }
}

/// `Empty()`: a publisher that never publishes a value and, unless `completeImmediately` is
/// false, finishes at once (Apple, "Empty": "A publisher that never publishes any values, and
/// optionally finishes immediately") — what a `catch` handler returns to end a stream quietly.
@_vivariumInternal("Empty")
struct Empty: Publisher {
    let completeImmediately: Bool

    init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    init(completeImmediately: Bool = true, outputType: Any, failureType: Any) {
        self.completeImmediately = completeImmediately
    }

    func _subscribe(_ downstream: AnyObject) {
        downstream._attach(_Noop("Empty"))
        if completeImmediately {
            downstream._complete(.finished)
        }
    }
}

extension Publisher {
    func tryMap(_ transform: @escaping (Output) throws -> Any) -> _Operator {
        _Operator(self) { _TryMapLink(downstream: $0, transform: transform) }
    }

    func decode(type: Any, decoder: Any) -> _Operator {
        _Operator(self) { _TryMapLink(downstream: $0, transform: { try decoder.decode(type, from: $0) }) }
    }

    func encode(encoder: Any) -> _Operator {
        _Operator(self) { _TryMapLink(downstream: $0, transform: { try encoder.encode($0) }) }
    }

    func mapError(_ transform: @escaping (Error) -> Error) -> _Operator {
        _Operator(self) { _MapErrorLink(downstream: $0, transform: transform) }
    }

    func replaceError(with output: Any) -> _Operator {
        _Operator(self) { _ReplaceErrorLink(downstream: $0, output: output) }
    }

    func `catch`(_ handler: @escaping (Error) -> Any) -> _Operator {
        _Operator(self) { _CatchLink(downstream: $0, handler: handler) }
    }

    func retry(_ retries: Int) -> _Retry {
        _Retry(self, retries: retries)
    }

    func setFailureType(to failureType: Any) -> Self {
        self
    }
}

@_vivariumInternal("Publishers.TryMap")
final class _TryMapLink: _Link {
    var transform: ((Any) throws -> Any)?

    init(downstream: AnyObject, transform: @escaping (Any) throws -> Any) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        guard let transform = transform else { return }
        do {
            let output = try transform(value)
            downstream?._receive(output)
        } catch {
            self.transform = nil
            _finishEarly(.failure(error))
        }
    }

    override func cancel() {
        transform = nil
        super.cancel()
    }
}

@_vivariumInternal("Publishers.MapError")
final class _MapErrorLink: _Link {
    let transform: (Error) -> Error

    init(downstream: AnyObject, transform: @escaping (Error) -> Error) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func _complete(_ completion: Subscribers.Completion) {
        if case .failure(let error) = completion {
            super._complete(.failure(transform(error)))
        } else {
            super._complete(completion)
        }
    }
}

@_vivariumInternal("Publishers.ReplaceError")
final class _ReplaceErrorLink: _Link {
    let output: Any

    init(downstream: AnyObject, output: Any) {
        self.output = output
        super.init(downstream: downstream)
    }

    override func _complete(_ completion: Subscribers.Completion) {
        if case .failure = completion {
            downstream?._receive(output)
            super._complete(.finished)
        } else {
            super._complete(completion)
        }
    }
}

@_vivariumInternal("Publishers.Catch")
final class _CatchLink: _Link {
    let handler: (Error) -> Any

    init(downstream: AnyObject, handler: @escaping (Error) -> Any) {
        self.handler = handler
        super.init(downstream: downstream)
    }

    override func _complete(_ completion: Subscribers.Completion) {
        guard case .failure(let error) = completion, let target = downstream else {
            super._complete(completion)
            return
        }
        downstream = nil
        upstream = nil
        handler(error)._subscribe(target)
    }
}

@_vivariumInternal("Publishers.Retry")
final class _Retry: Publisher {
    let upstream: Any
    let retries: Int

    init(_ upstream: Any, retries: Int) {
        self.upstream = upstream
        self.retries = retries
    }

    func _subscribe(_ downstream: AnyObject) {
        upstream._subscribe(_RetryLink(downstream: downstream, publisher: upstream, remaining: retries))
    }
}

@_vivariumInternal
final class _RetryLink: _Link {
    let publisher: Any
    var remaining: Int
    /// The downstream is attached once, at the first subscription; a retry only replaces
    /// the upstream.
    var attached = false

    init(downstream: AnyObject, publisher: Any, remaining: Int) {
        self.publisher = publisher
        self.remaining = remaining
        super.init(downstream: downstream)
    }

    override func _attach(_ subscription: Cancellable) {
        upstream = subscription
        if !attached {
            attached = true
            downstream?._attach(self)
        }
    }

    override func _complete(_ completion: Subscribers.Completion) {
        if case .failure = completion, remaining > 0, downstream != nil {
            remaining -= 1
            upstream = nil
            publisher._subscribe(self)
        } else {
            super._complete(completion)
        }
    }
}

extension URLSession {
    func dataTaskPublisher(for url: URL) -> AnyPublisher {
        AnyPublisher(_OfflineRequest())
    }

    func dataTaskPublisher(for request: URLRequest) -> AnyPublisher {
        AnyPublisher(_OfflineRequest())
    }
}

/// A request on the offline device: it fails with `URLSession.offline` once the main queue
/// runs, unless it was cancelled first.
@_vivariumInternal
final class _OfflineRequest: Publisher {
    func _subscribe(_ downstream: AnyObject) {
        let request = _OfflineRequestSubscription(downstream: downstream)
        downstream._attach(request)
        DispatchQueue.main.async {
            request.fail()
        }
    }
}

@_vivariumInternal("URLSession.DataTaskPublisher")
final class _OfflineRequestSubscription: Cancellable {
    var downstream: AnyObject?

    init(downstream: AnyObject) {
        self.downstream = downstream
    }

    func fail() {
        let target = downstream
        downstream = nil
        target?._complete(.failure(URLSession.offline))
    }

    func cancel() {
        downstream = nil
    }
}
"""#
}
