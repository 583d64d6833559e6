/// Combine's operators that pick elements out of a stream, and `share()`, written in Vivarium's
/// Swift subset and appended to the Combine module's source (Apple, each by its name):
/// `first(where:)` publishes the first element that satisfies the predicate and finishes;
/// `last()` and `last(where:)` publish the last (satisfying) element once the upstream
/// finishes; `output(at:)` and `output(in:)` republish the elements at those positions and
/// finish after the last one; `collect(_:)` publishes arrays of up to that many elements (the
/// rest when the upstream finishes); `ignoreOutput()` passes on only the completion;
/// `replaceNil(with:)` publishes the given element in place of a nil one; `replaceEmpty(with:)`
/// publishes it when the upstream finishes without publishing anything; `tryFilter(_:)` fails
/// with the error its predicate throws. `share()`: "Shares the output of an upstream publisher
/// with multiple subscribers" — the upstream is subscribed once, when the first subscriber
/// comes; later subscribers receive what it publishes from then on (judgement call: the
/// connection stays until the upstream finishes, as Combine's multicast with `autoconnect()`
/// keeps it while anything subscribes). `Publishers.Merge3` and `Zip3`, and `zip(_:_:)` of
/// three publishers.
extension BundledModule {
    static let combineSelectingOperators = #"""

extension Publishers {
    @_vivariumInternal("Publishers.Merge3")
    final class Merge3: Publisher {
        let upstreams: [Any]

        init(_ a: Any, _ b: Any, _ c: Any) {
            upstreams = [a, b, c]
        }

        func _subscribe(_ downstream: AnyObject) {
            _subscribeJoined(upstreams, downstream, zips: false)
        }
    }

    @_vivariumInternal("Publishers.Zip3")
    final class Zip3: Publisher {
        let upstreams: [Any]

        init(_ a: Any, _ b: Any, _ c: Any) {
            upstreams = [a, b, c]
        }

        func _subscribe(_ downstream: AnyObject) {
            _subscribeJoined(upstreams, downstream, zips: true)
        }
    }
}

extension Publisher {
    func first(where predicate: @escaping (Output) -> Bool) -> _Operator {
        _Operator(self) { _PickLink(downstream: $0, test: predicate, keepsLast: false) }
    }

    func last() -> _Operator {
        _Operator(self) { _PickLink(downstream: $0, test: { _ in true }, keepsLast: true) }
    }

    func last(where predicate: @escaping (Output) -> Bool) -> _Operator {
        _Operator(self) { _PickLink(downstream: $0, test: predicate, keepsLast: true) }
    }

    func output(at index: Int) -> _Operator {
        _Operator(self) { _OutputLink(downstream: $0, range: index...index) }
    }

    func output(in range: Any) -> _Operator {
        _Operator(self) { _OutputLink(downstream: $0, range: range) }
    }

    func collect(_ count: Int) -> _Operator {
        _Operator(self) { _CollectByCountLink(downstream: $0, count: count) }
    }

    func ignoreOutput() -> _Operator {
        _Operator(self) { _IgnoreOutputLink(downstream: $0) }
    }

    func replaceNil(with output: Any) -> _Operator {
        _Operator(self) { _MapLink(downstream: $0, transform: { value in value == nil ? output : value }) }
    }

    func replaceEmpty(with output: Any) -> _Operator {
        _Operator(self) { _ReplaceEmptyLink(downstream: $0, output: output) }
    }

    func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> _Operator {
        _Operator(self) { _TryFilterLink(downstream: $0, isIncluded: isIncluded) }
    }

    func share() -> _Share {
        _Share(self)
    }
}

/// `first(where:)` (at the first match: it, then finished) and `last`/`last(where:)` (the
/// last match, when the upstream finishes).
@_vivariumInternal("Publishers.LastWhere")
final class _PickLink: _Link {
    var test: ((Any) -> Bool)?
    let keepsLast: Bool
    var found: [Any] = []

    init(downstream: AnyObject, test: @escaping (Any) -> Bool, keepsLast: Bool) {
        self.test = test
        self.keepsLast = keepsLast
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        guard let test = test, test(value) else { return }
        if keepsLast {
            found = [value]
            return
        }
        self.test = nil
        downstream?._receive(value)
        _finishEarly(.finished)
    }

    override func _complete(_ completion: Subscribers.Completion) {
        if case .finished = completion, keepsLast, let last = found.first { downstream?._receive(last) }
        test = nil
        found = []
        super._complete(completion)
    }
}

@_vivariumInternal("Publishers.Output")
final class _OutputLink: _Link {
    let range: Any
    var index = 0

    init(downstream: AnyObject, range: Any) {
        self.range = range
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        let position = index
        index += 1
        guard range.contains(position) else { return }
        downstream?._receive(value)
        if !range.contains(index) { _finishEarly(.finished) }
    }
}

@_vivariumInternal("Publishers.CollectByCount")
final class _CollectByCountLink: _Link {
    let count: Int
    var values: [Any] = []

    init(downstream: AnyObject, count: Int) {
        self.count = count
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        values.append(value)
        if values.count == count {
            let full = values
            values = []
            downstream?._receive(full)
        }
    }

    override func _complete(_ completion: Subscribers.Completion) {
        if case .finished = completion, !values.isEmpty { downstream?._receive(values) }
        values = []
        super._complete(completion)
    }
}

@_vivariumInternal("Publishers.IgnoreOutput")
final class _IgnoreOutputLink: _Link {
    override func _receive(_ value: Any) {}
}

@_vivariumInternal("Publishers.ReplaceEmpty")
final class _ReplaceEmptyLink: _Link {
    let output: Any
    var published = false

    init(downstream: AnyObject, output: Any) {
        self.output = output
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        published = true
        downstream?._receive(value)
    }

    override func _complete(_ completion: Subscribers.Completion) {
        if case .finished = completion, !published { downstream?._receive(output) }
        super._complete(completion)
    }
}

@_vivariumInternal("Publishers.TryFilter")
final class _TryFilterLink: _Link {
    var isIncluded: ((Any) throws -> Bool)?

    init(downstream: AnyObject, isIncluded: @escaping (Any) throws -> Bool) {
        self.isIncluded = isIncluded
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        guard let isIncluded = isIncluded else { return }
        do {
            if try isIncluded(value) { downstream?._receive(value) }
        } catch {
            self.isIncluded = nil
            _finishEarly(.failure(error))
        }
    }

    override func cancel() {
        isIncluded = nil
        super.cancel()
    }
}

/// `share()`: the subscribers of one upstream subscription, made when the first comes.
@_vivariumInternal("Publishers.Share")
final class _Share: _SubjectBase {
    let upstream: Any
    var connection: _Sink? = nil

    init(_ upstream: Any) {
        self.upstream = upstream
    }

    func _subscribe(_ downstream: AnyObject) {
        if let completion = _completion {
            downstream._attach(_Noop())
            downstream._complete(completion)
            return
        }
        _attachDownstream(downstream)
        if connection == nil {
            let sink = _Sink(receiveCompletion: { [weak self] in self?._finish($0) },
                             receiveValue: { [weak self] in self?._deliver($0) })
            connection = sink
            upstream._subscribe(sink)
        }
    }
}
"""#
}
