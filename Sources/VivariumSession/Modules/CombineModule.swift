/// Combine, written in Vivarium's Swift subset: publishers push values down a chain of
/// subscription objects; `AnyCancellable` cancels on deinit; schedulers are the main queue on
/// the virtual clock. Where Apple's documentation is silent the ordering follows OpenCombine
/// 0.14.0 (PublishedSubject: `objectWillChange` first, then every downstream, then the stored
/// value; Debounce: each value restarts the wait and only the last one is delivered;
/// Throttle: the first value goes out at once, then at most one per interval, the latest or
/// the first of the interval; Sink and Assign release their closures and object on completion).
/// Demand is always unlimited. Plumbing classes are `@_vivariumInternal`: not reported, and
/// shown by their Combine name in a reference cycle.
extension BundledModule {
    static let combine = BundledModule(
        name: "Combine",
        dependencies: ["FoundationNetwork"],
        autoloadNames: [
            "Fail", "AnyCancellable", "Cancellable", "PassthroughSubject", "CurrentValueSubject", "Just", "AnyPublisher",
            "Publisher", "Subject", "ObservableObjectPublisher", "Subscribers", "Publishers", "RunLoop", "Timer",
            "ImmediateScheduler", "sink", "assign", "objectWillChange", "eraseToAnyPublisher", "debounce", "throttle",
            "combineLatest", "Empty",
            "NotificationCenter",
            // `.onReceive(model.$items)`: the view modifier takes a publisher, and the `$` of an
            // `@Published` is Combine's (a file that imports only SwiftUI or Foundation has it).
            "onReceive",
        ],
        source: #"""
protocol Cancellable {
    func cancel()
}

protocol Publisher {}
protocol Subject: Publisher {}
protocol Scheduler {}

enum Subscribers {
    enum Completion {
        case finished
        case failure(Error)
    }
}

/// `Publishers.CombineLatest`…`CombineLatest4`: see `_CombineLatestHub`.
enum Publishers {
    @_vivariumInternal("Publishers.CombineLatest")
    final class CombineLatest: Publisher {
        let upstreams: [Any]

        init(_ a: Any, _ b: Any) {
            upstreams = [a, b]
        }

        func _subscribe(_ downstream: AnyObject) {
            _subscribeCombineLatest(upstreams, downstream)
        }
    }

    @_vivariumInternal("Publishers.CombineLatest3")
    final class CombineLatest3: Publisher {
        let upstreams: [Any]

        init(_ a: Any, _ b: Any, _ c: Any) {
            upstreams = [a, b, c]
        }

        func _subscribe(_ downstream: AnyObject) {
            _subscribeCombineLatest(upstreams, downstream)
        }
    }

    @_vivariumInternal("Publishers.CombineLatest4")
    final class CombineLatest4: Publisher {
        let upstreams: [Any]

        init(_ a: Any, _ b: Any, _ c: Any, _ d: Any) {
            upstreams = [a, b, c, d]
        }

        func _subscribe(_ downstream: AnyObject) {
            _subscribeCombineLatest(upstreams, downstream)
        }
    }
}

/// Cancels what it wraps when cancelled or deinitialized.
final class AnyCancellable: Cancellable, Hashable {
    private var _action: (() -> Void)?
    private var _subscription: Cancellable?

    init(_ cancel: @escaping () -> Void) {
        if cancel is Cancellable {
            _subscription = cancel
        } else {
            _action = cancel
        }
    }

    func cancel() {
        let action = _action
        let subscription = _subscription
        _action = nil
        _subscription = nil
        action?()
        subscription?.cancel()
    }

    func store(in collection: inout Set<AnyCancellable>) {
        collection.append(self)
    }

    deinit {
        cancel()
    }
}

/// A downstream attached to a subject (a subscription in Combine's terms).
@_vivariumInternal("Subscription")
final class _Conduit: Cancellable {
    weak var parent: AnyObject?
    var downstream: AnyObject?

    init(parent: AnyObject, downstream: AnyObject) {
        self.parent = parent
        self.downstream = downstream
    }

    func _receive(_ value: Any) {
        downstream?._receive(value)
    }

    func _complete(_ completion: Subscribers.Completion) {
        let target = downstream
        downstream = nil
        target?._complete(completion)
    }

    func cancel() {
        downstream = nil
        parent?._detach(self)
    }
}

/// The subscribers of a subject, in subscription order.
class _SubjectBase: Publisher {
    var _conduits: [_Conduit] = []
    var _completion: Subscribers.Completion? = nil

    func _attachDownstream(_ downstream: AnyObject) -> _Conduit {
        let conduit = _Conduit(parent: self, downstream: downstream)
        _conduits.append(conduit)
        downstream._attach(conduit)
        return conduit
    }

    func _detach(_ conduit: _Conduit) {
        _conduits.removeAll { $0 === conduit }
    }

    func _deliver(_ value: Any) {
        for conduit in _conduits {
            conduit._receive(value)
        }
    }

    func _finish(_ completion: Subscribers.Completion) {
        if _completion != nil { return }
        _completion = completion
        let conduits = _conduits
        _conduits = []
        for conduit in conduits {
            conduit._complete(completion)
        }
    }
}

final class PassthroughSubject: _SubjectBase, Subject {
    func _subscribe(_ downstream: AnyObject) {
        if let completion = _completion {
            downstream._attach(_Noop())
            downstream._complete(completion)
            return
        }
        _attachDownstream(downstream)
    }

    func send(_ value: Any = ()) {
        if _completion != nil { return }
        __Vivarium.objectWillChange(self)
        _deliver(value)
    }

    func send(completion: Subscribers.Completion) {
        _finish(completion)
    }
}

final class CurrentValueSubject: _SubjectBase, Subject {
    var _current: Any

    init(_ value: Any) {
        _current = value
    }

    var value: Any {
        get { _current }
        set { send(newValue) }
    }

    func _subscribe(_ downstream: AnyObject) {
        if let completion = _completion {
            downstream._attach(_Noop())
            downstream._complete(completion)
            return
        }
        _attachDownstream(downstream)
        downstream._receive(_current)
    }

    func send(_ value: Any) {
        if _completion != nil { return }
        _current = value
        _deliver(value)
    }

    func send(completion: Subscribers.Completion) {
        _finish(completion)
    }
}

/// `objectWillChange` of an `ObservableObject`: views holding the object subscribe to it.
@_vivariumInternal("ObservableObjectPublisher")
final class ObservableObjectPublisher: _SubjectBase {
    func _subscribe(_ downstream: AnyObject) {
        _attachDownstream(downstream)
    }

    func send() {
        __Vivarium.objectWillChange(self)
        _deliver(())
    }
}

/// `$property` of a `@Published` property: the current value on subscription, then every new
/// value in the property's willSet. Owns the subscriptions `assign(to:)` made onto it.
@_vivariumInternal("Published.Publisher")
final class _PublishedPublisher: _SubjectBase {
    weak var _owner: AnyObject?
    let _property: String
    var _current: Any
    var _upstreams: [Cancellable] = []

    init(owner: AnyObject, property: String, value: Any) {
        _owner = owner
        _property = property
        _current = value
    }

    func _subscribe(_ downstream: AnyObject) {
        _attachDownstream(downstream)
        downstream._receive(_current)
    }

    /// Called by the property's setter after `objectWillChange`, before the value is stored.
    func _send(_ value: Any) {
        _deliver(value)
        _current = value
    }

    /// A value from `assign(to:)`: written through the property, as Combine does.
    func _assign(_ value: Any) {
        if let owner = _owner {
            __Vivarium.setPublished(owner, _property, value)
        }
    }

    deinit {
        for upstream in _upstreams {
            upstream.cancel()
        }
    }
}

@_vivariumInternal("Subscription")
final class _Noop: Cancellable {
    /// Its description in Combine (`print`): `Just`'s own, else the empty subscription's.
    let _name: String

    init(_ name: String = "Empty") {
        _name = name
    }

    func cancel() {}
}

struct Just: Publisher {
    let output: Any

    init(_ output: Any) {
        self.output = output
    }

    func _subscribe(_ downstream: AnyObject) {
        downstream._attach(_Noop("Just"))
        downstream._receive(output)
        downstream._complete(.finished)
    }
}

// NB: a struct in Combine: never reported created or freed.
@_vivariumInternal("AnyPublisher")
final class AnyPublisher: Publisher {
    let _upstream: Any

    init(_ publisher: Any) {
        _upstream = publisher
    }

    func _subscribe(_ downstream: AnyObject) {
        _upstream._subscribe(downstream)
    }
}

// MARK: Subscribers

@_vivariumInternal("Subscribers.Sink")
final class _Sink: Cancellable {
    var receiveValue: ((Any) -> Void)?
    var receiveCompletion: ((Subscribers.Completion) -> Void)?
    var upstream: Cancellable?

    init(receiveCompletion: ((Subscribers.Completion) -> Void)?, receiveValue: @escaping (Any) -> Void) {
        self.receiveCompletion = receiveCompletion
        self.receiveValue = receiveValue
    }

    func _attach(_ subscription: Cancellable) {
        upstream = subscription
    }

    func _receive(_ value: Any) {
        receiveValue?(value)
    }

    func _complete(_ completion: Subscribers.Completion) {
        let action = receiveCompletion
        receiveValue = nil
        receiveCompletion = nil
        upstream = nil
        action?(completion)
    }

    func cancel() {
        let subscription = upstream
        upstream = nil
        receiveValue = nil
        receiveCompletion = nil
        subscription?.cancel()
    }
}

@_vivariumInternal("Subscribers.Assign")
final class _Assign: Cancellable {
    var object: AnyObject?
    let keyPath: Any
    var upstream: Cancellable?

    init(object: AnyObject, keyPath: Any) {
        self.object = object
        self.keyPath = keyPath
    }

    func _attach(_ subscription: Cancellable) {
        upstream = subscription
    }

    func _receive(_ value: Any) {
        if let target = object {
            __Vivarium.setKeyPath(target, keyPath, value)
        }
    }

    func _complete(_ completion: Subscribers.Completion) {
        object = nil
        upstream = nil
    }

    func cancel() {
        let subscription = upstream
        upstream = nil
        object = nil
        subscription?.cancel()
    }
}

/// `assign(to: &$property)`: holds its target weakly; the target owns the subscription.
@_vivariumInternal("PublishedSubscriber")
final class _PublishedSubscriber: Cancellable {
    weak var target: _PublishedPublisher?
    var upstream: Cancellable?

    init(target: _PublishedPublisher) {
        self.target = target
    }

    func _attach(_ subscription: Cancellable) {
        upstream = subscription
        target?._upstreams.append(subscription)
    }

    func _receive(_ value: Any) {
        target?._assign(value)
    }

    func _complete(_ completion: Subscribers.Completion) {}

    func cancel() {
        let subscription = upstream
        upstream = nil
        subscription?.cancel()
    }
}

// MARK: Operators

extension Publisher {
    /// The `index`th `.onReceive(publisher)` of the view node `node`: each value runs that
    /// modifier's current action.
    func _onReceive(_ node: Int, _ index: Int) -> AnyCancellable {
        sink { value in __Vivarium.receive(node, value, index) }
    }

    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = _Sink(receiveCompletion: nil, receiveValue: receiveValue)
        self._subscribe(sink)
        return AnyCancellable(sink)
    }

    func sink(receiveCompletion: @escaping (Subscribers.Completion) -> Void, receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = _Sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        self._subscribe(sink)
        return AnyCancellable(sink)
    }

    func assign(to keyPath: Any, on object: AnyObject) -> AnyCancellable {
        let subscriber = _Assign(object: object, keyPath: keyPath)
        self._subscribe(subscriber)
        return AnyCancellable(subscriber)
    }

    func assign(to published: inout _PublishedPublisher) {
        self._subscribe(_PublishedSubscriber(target: published))
    }

    func map(_ transform: @escaping (Output) -> Any) -> _Operator {
        _Operator(self) { _MapLink(downstream: $0, transform: transform) }
    }

    func compactMap(_ transform: @escaping (Output) -> Any?) -> _Operator {
        _Operator(self) { _CompactMapLink(downstream: $0, transform: transform) }
    }

    func filter(_ isIncluded: @escaping (Output) -> Bool) -> _Operator {
        _Operator(self) { _FilterLink(downstream: $0, isIncluded: isIncluded) }
    }

    func removeDuplicates() -> _Operator {
        _Operator(self) { _RemoveDuplicatesLink(downstream: $0, predicate: nil) }
    }

    func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> _Operator {
        _Operator(self) { _RemoveDuplicatesLink(downstream: $0, predicate: predicate) }
    }

    func debounce(for dueTime: Duration, scheduler: DispatchQueue) -> _Operator {
        let nanoseconds = __Vivarium.nanoseconds(dueTime)
        return _Operator(self) { _DebounceLink(downstream: $0, dueTime: nanoseconds, scheduler: scheduler) }
    }

    func throttle(for interval: Duration, scheduler: DispatchQueue, latest: Bool) -> _Operator {
        let nanoseconds = __Vivarium.nanoseconds(interval)
        return _Operator(self) { _ThrottleLink(downstream: $0, interval: nanoseconds, scheduler: scheduler, latest: latest) }
    }

    func delay(for interval: Duration, scheduler: DispatchQueue) -> _Operator {
        let nanoseconds = __Vivarium.nanoseconds(interval)
        return _Operator(self) { _DelayLink(downstream: $0, interval: nanoseconds, scheduler: scheduler) }
    }

    func receive(on scheduler: DispatchQueue) -> _Operator {
        _Operator(self) { _ReceiveOnLink(downstream: $0, scheduler: scheduler) }
    }

    func combineLatest(_ other: Any) -> Publishers.CombineLatest {
        Publishers.CombineLatest(self, other)
    }

    func combineLatest(_ other: Any, _ transform: @escaping (Output, Any) -> Any) -> _Operator {
        _Operator(Publishers.CombineLatest(self, other)) { _MapLink(downstream: $0, transform: transform) }
    }

    func eraseToAnyPublisher() -> AnyPublisher {
        AnyPublisher(self)
    }

    /// `for await value in publisher.values` (iOS 15): the publisher's elements as an
    /// asynchronous sequence (Apple, "Publisher.values": "The elements produced by the
    /// publisher, as an asynchronous sequence"). Each iteration subscribes; the loop ends when
    /// the publisher finishes (a failure is thrown by `for try await`), and cancelling the task
    /// that iterates cancels the subscription.
    var values: _AsyncPublisher {
        _AsyncPublisher(self)
    }
}

@_vivariumInternal("AsyncPublisher")
final class _AsyncPublisher {
    let _upstream: Any

    init(_ publisher: Any) {
        _upstream = publisher
    }

    func makeAsyncIterator() -> _AsyncPublisherIterator {
        _AsyncPublisherIterator(_upstream)
    }
}

/// Judgement call: elements published while the loop's body runs are kept for the next
/// `next()` (Combine's iterator asks for one element at a time, and a subject drops what
/// arrives without demand).
@_vivariumInternal("AsyncPublisher.Iterator")
final class _AsyncPublisherIterator {
    var _buffer: [Any] = []
    var _finished = false
    var _failure: Any? = nil
    var _waiter = 0
    var _subscription: AnyCancellable? = nil

    init(_ upstream: Any) {
        _subscription = upstream.sink(receiveCompletion: { [weak self] completion in
            guard let self, !self._finished else { return }
            self._finished = true
            if case .failure(let error) = completion { self._failure = error }
            __Vivarium.wakeTask(self._waiter)
        }, receiveValue: { [weak self] value in
            guard let self, !self._finished else { return }
            self._buffer.append(value)
            __Vivarium.wakeTask(self._waiter)
        })
    }

    func next() async throws -> Any? {
        while _buffer.isEmpty && !_finished {
            _waiter = __Vivarium.currentTask()
            do {
                try __Vivarium.parkTask()
            } catch is CancellationError {
                _waiter = 0
                _finished = true
                _buffer = []
                _subscription?.cancel()
                _subscription = nil
                return nil
            }
        }
        _waiter = 0
        if !_buffer.isEmpty {
            return _buffer.removeFirst()
        }
        _subscription = nil
        if let failure = _failure {
            _failure = nil
            throw failure
        }
        return nil
    }
}

"""# + combineLinks + combineTimers + combineCountingOperators + combineFailureOperators + combineFlatteningOperators
            + combineSideEffectOperators + combineSequenceOperators + combineJoiningOperators + combineSchedulingOperators
            + combineFoldingOperators + combineSelectingOperators)
}
