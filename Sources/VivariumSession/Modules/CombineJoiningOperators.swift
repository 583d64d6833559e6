/// Combine's operators that join publishers, written in Vivarium's Swift subset and appended
/// to the Combine module's source. `merge(with:)` / `Publishers.Merge` interleave the elements
/// of every upstream as they come, finish when all have finished and fail when one fails
/// (Apple, "merge(with:)": "Combines elements from this publisher with those from another
/// publisher, delivering an interleaved sequence of elements"); `zip(_:)` / `Publishers.Zip`
/// pair the oldest unpaired element of each upstream and finish when an upstream has finished
/// with none left to pair (Apple, "zip(_:)": "Combines elements from another publisher and
/// deliver pairs of elements as tuples"); `append(_:)` publishes its elements, or another
/// publisher's, after the upstream finishes and `prepend(_:)` before it starts (Apple,
/// "append(_:)": "Appends a publisher's output with the specified elements"); and
/// `drop(untilOutputFrom:)` ignores the upstream's elements until the other publisher
/// publishes one (Apple: "Ignores elements from the upstream publisher until it receives an
/// element from a second publisher").
extension BundledModule {
    static let combineJoiningOperators = #"""

extension Publishers {
    @_vivariumInternal("Publishers.Merge")
    final class Merge: Publisher {
        let upstreams: [Any]

        init(_ a: Any, _ b: Any) {
            upstreams = [a, b]
        }

        func _subscribe(_ downstream: AnyObject) {
            _subscribeJoined(upstreams, downstream, zips: false)
        }
    }

    @_vivariumInternal("Publishers.Zip")
    final class Zip: Publisher {
        let upstreams: [Any]

        init(_ a: Any, _ b: Any) {
            upstreams = [a, b]
        }

        func _subscribe(_ downstream: AnyObject) {
            _subscribeJoined(upstreams, downstream, zips: true)
        }
    }
}

extension Publisher {
    func merge(with other: Any) -> Publishers.Merge {
        Publishers.Merge(self, other)
    }

    func merge(with b: Any, _ c: Any) -> Publishers.Merge3 {
        Publishers.Merge3(self, b, c)
    }

    func zip(_ other: Any) -> Publishers.Zip {
        Publishers.Zip(self, other)
    }

    /// `zip(other) { a, b in … }` (each pair transformed) or `zip(b, c)` (a Zip3): the second
    /// argument is a closure or a publisher.
    func zip(_ other: Any, _ second: Any) -> Any {
        if second is Publisher { return Publishers.Zip3(self, other, second) }
        return _Operator(Publishers.Zip(self, other)) { _MapLink(downstream: $0, transform: second) }
    }

    func append(_ elements: Any...) -> _Operator {
        _Operator(self) { _AppendLink(downstream: $0, after: _SequencePublisher(elements)) }
    }

    func append(contentsOf elements: [Any]) -> _Operator {
        _Operator(self) { _AppendLink(downstream: $0, after: _SequencePublisher(elements)) }
    }

    func prepend(_ elements: Any...) -> _Operator {
        _Operator(_SequencePublisher(elements)) { _AppendLink(downstream: $0, after: self) }
    }

    func drop(untilOutputFrom other: Any) -> _Operator {
        _Operator(self) { _DropUntilOutputLink(downstream: $0, trigger: other) }
    }
}

/// The subscriptions of a Merge or a Zip: one slot per upstream.
@_vivariumInternal("Publishers.Merge.Inner")
final class _JoinHub: Cancellable, _UpstreamHub {
    var downstream: AnyObject?
    let zips: Bool
    var buffers: [[Any]]
    var finished: [Bool]
    var subscriptions: [Cancellable] = []

    init(downstream: AnyObject, count: Int, zips: Bool) {
        self.downstream = downstream
        self.zips = zips
        buffers = Array(repeating: [], count: count)
        finished = Array(repeating: false, count: count)
    }

    func _receive(_ value: Any, at index: Int) {
        guard let target = downstream else { return }
        if !zips {
            target._receive(value)
            return
        }
        buffers[index].append(value)
        if buffers.contains(where: { $0.isEmpty }) { return }
        let firsts = buffers.map { $0[0] }
        for position in buffers.indices {
            buffers[position].removeFirst()
        }
        if firsts.count == 2 {
            target._receive((firsts[0], firsts[1]))
        } else {
            target._receive((firsts[0], firsts[1], firsts[2]))
        }
        if finished.indices.contains(where: { finished[$0] && buffers[$0].isEmpty }) { finish(.finished) }
    }

    func _complete(_ completion: Subscribers.Completion, at index: Int) {
        finished[index] = true
        if case .failure = completion {
            finish(completion)
        } else if zips ? buffers[index].isEmpty : !finished.contains(false) {
            finish(completion)
        }
    }

    func finish(_ completion: Subscribers.Completion) {
        guard let target = downstream else { return }
        downstream = nil
        cancelUpstreams()
        target._complete(completion)
    }
}

func _subscribeJoined(_ upstreams: [Any], _ downstream: AnyObject, zips: Bool) {
    let hub = _JoinHub(downstream: downstream, count: upstreams.count, zips: zips)
    downstream._attach(hub)
    for (index, upstream) in upstreams.enumerated() {
        upstream._subscribe(_UpstreamSlot(hub: hub, index: index))
    }
}

/// `append`/`prepend`: the upstream first, then, once it has finished, the `after` publisher.
@_vivariumInternal("Publishers.Concatenate")
final class _AppendLink: _Link {
    var after: Any?

    init(downstream: AnyObject, after: Any) {
        self.after = after
        super.init(downstream: downstream)
    }

    override func _attach(_ subscription: Cancellable) {
        if upstream == nil && after != nil {
            upstream = subscription
            downstream?._attach(self)
        } else {
            upstream = subscription
        }
    }

    override func _complete(_ completion: Subscribers.Completion) {
        if case .finished = completion, let next = after {
            after = nil
            upstream = nil
            next._subscribe(self)
            return
        }
        super._complete(completion)
    }

    override func cancel() {
        after = nil
        super.cancel()
    }
}

@_vivariumInternal("Publishers.DropUntilOutput")
final class _DropUntilOutputLink: _Link {
    var open = false
    var trigger: _DropTrigger? = nil

    init(downstream: AnyObject, trigger other: Any) {
        super.init(downstream: downstream)
        let trigger = _DropTrigger(owner: self)
        self.trigger = trigger
        other._subscribe(trigger)
    }

    func _opened() {
        open = true
        let current = trigger
        trigger = nil
        current?.cancel()
    }

    override func _receive(_ value: Any) {
        if open { downstream?._receive(value) }
    }

    override func cancel() {
        let current = trigger
        trigger = nil
        current?.cancel()
        super.cancel()
    }
}

/// The subscriber to the publisher `drop(untilOutputFrom:)` waits for.
@_vivariumInternal("Publishers.DropUntilOutput.Trigger")
final class _DropTrigger: Cancellable {
    weak var owner: _DropUntilOutputLink?
    var subscription: Cancellable?

    init(owner: _DropUntilOutputLink) {
        self.owner = owner
    }

    func _attach(_ subscription: Cancellable) {
        self.subscription = subscription
    }

    func _receive(_ value: Any) {
        owner?._opened()
    }

    func _complete(_ completion: Subscribers.Completion) {
        subscription = nil
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
