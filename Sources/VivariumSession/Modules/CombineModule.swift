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
            "combineLatest",
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
    func cancel() {}
}

struct Just: Publisher {
    let output: Any

    init(_ output: Any) {
        self.output = output
    }

    func _subscribe(_ downstream: AnyObject) {
        downstream._attach(_Noop())
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
final class _CombineLatestHub: Cancellable {
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

/// One upstream's subscriber of a CombineLatest: forwards to the hub with its position.
@_vivariumInternal
final class _CombineLatestSlot {
    weak var hub: _CombineLatestHub?
    let index: Int

    init(hub: _CombineLatestHub, index: Int) {
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
        upstream._subscribe(_CombineLatestSlot(hub: hub, index: index))
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
}

// MARK: Schedulers and timers

@_vivariumInternal("RunLoop")
final class RunLoop: Scheduler {
    static let main = RunLoop()
    static let current = RunLoop.main

    enum Mode {
        case `default`
        case common
        case tracking
        case eventTracking
        case modalPanel
    }

    /// `RunLoop.main.add(timer, forMode: .common)`: schedules a timer made with
    /// `Timer(timeInterval:repeats:block:)`; one already scheduled (`scheduledTimer`) is only
    /// added to another mode, and fires as before (once per interval, not once per mode).
    func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        if !timer._isScheduled { timer._arm() }
    }
}

struct ImmediateScheduler: Scheduler {
    static let shared = ImmediateScheduler()
}

/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: the main run loop holds a
/// scheduled timer, and the timer its block, until `invalidate()` (Apple, "Timer": "Once
/// scheduled on a run loop, the timer fires at the specified interval until it is
/// invalidated"); here the pending fire on the virtual clock is what holds it, so a block that
/// captures `self` strongly keeps `self` alive for as long as the timer runs, as on a device.
@_vivariumInternal("Timer")
final class Timer {
    let timeInterval: Double
    private let repeats: Bool
    private var block: (Timer) -> Void
    private(set) var isValid = true
    var _isScheduled = false
    var userInfo: Any? = nil
    var tolerance: Double = 0

    init(timeInterval: Double, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.timeInterval = timeInterval
        self.repeats = repeats
        self.block = block
    }

    static func publish(every interval: Duration, tolerance: Duration? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode) -> _TimerPublisher {
        _TimerPublisher(interval: __Vivarium.nanoseconds(interval))
    }

    static func scheduledTimer(withTimeInterval interval: Double, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer._arm()
        return timer
    }

    /// Target–action: the timer keeps `target` (strongly, as Foundation's does) until it is
    /// invalidated, and calls its `@objc` method `selector` with the timer at each fire.
    static func scheduledTimer(timeInterval interval: Double, target: AnyObject, selector: String, userInfo: Any?,
                               repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        timer._arm()
        return timer
    }

    convenience init(timeInterval: Double, target: AnyObject, selector: String, userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: timeInterval, repeats: repeats) { timer in
            _ = __Vivarium.perform(target, selector, timer)
        }
        self.userInfo = userInfo
    }

    func _arm() {
        _isScheduled = true
        // A non-positive interval fires after 0.1 ms, as Foundation's minimum.
        let nanoseconds = max(Int(timeInterval * 1_000_000_000), 100_000)
        _schedule(RunLoop.main, after: nanoseconds) {
            guard self.isValid else { return }
            if !self.repeats { self.isValid = false }
            self.block(self)
            if self.repeats && self.isValid { self._arm() }
        }
    }

    func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { isValid = false }
    }

    func invalidate() {
        isValid = false
        // The run loop lets go of the timer, and the timer of its block (and a target's object).
        block = { _ in }
    }
}

/// `Timer.publish(every:on:in:)`: a connectable publisher of the `Date` of each fire, on the
/// virtual clock.
@_vivariumInternal("Timer.TimerPublisher")
final class _TimerPublisher: _SubjectBase {
    let interval: Int
    var generation = 0
    var isConnected = false

    init(interval: Int) {
        self.interval = interval
    }

    func _subscribe(_ downstream: AnyObject) {
        _attachDownstream(downstream)
    }

    func connect() -> Cancellable {
        if !isConnected {
            isConnected = true
            generation += 1
            _tick(generation)
        }
        return _TimerConnection(timer: self)
    }

    func _tick(_ index: Int) {
        _schedule(RunLoop.main, after: interval) {
            if self.isConnected && self.generation == index {
                self._deliver(__Vivarium.date())
                self._tick(index)
            }
        }
    }

    func _disconnect() {
        isConnected = false
    }

    func autoconnect() -> _Autoconnect {
        _Autoconnect(timer: self)
    }
}

@_vivariumInternal("Cancellable")
final class _TimerConnection: Cancellable {
    weak var timer: _TimerPublisher?

    init(timer: _TimerPublisher) {
        self.timer = timer
    }

    func cancel() {
        timer?._disconnect()
    }
}

/// `autoconnect()`: connects on the first subscriber and disconnects when the last cancels.
@_vivariumInternal("Publishers.Autoconnect")
final class _Autoconnect: Publisher {
    let timer: _TimerPublisher
    var subscribers = 0

    init(timer: _TimerPublisher) {
        self.timer = timer
    }

    func _subscribe(_ downstream: AnyObject) {
        let link = _AutoconnectLink(downstream: downstream, owner: self)
        timer._subscribe(link)
        subscribers += 1
        if subscribers == 1 {
            timer.connect()
        }
    }

    func _release() {
        subscribers -= 1
        if subscribers == 0 {
            timer._disconnect()
        }
    }
}

@_vivariumInternal("Publishers.Autoconnect")
final class _AutoconnectLink: _Link {
    let owner: _Autoconnect

    init(downstream: AnyObject, owner: _Autoconnect) {
        self.owner = owner
        super.init(downstream: downstream)
    }

    override func cancel() {
        if upstream != nil {
            owner._release()
        }
        super.cancel()
    }
}
"""# + combineCountingOperators + combineFailureOperators + combineFlatteningOperators
            + combineSequenceOperators)
}
