/// Combine's sequence publisher and the operators that test or fold what passes, written in
/// Vivarium's Swift subset and appended to the Combine module's source: a sequence's
/// `publisher` (Apple, "Sequence.publisher": "A publisher that emits the elements of this
/// sequence" — each element in order, then it finishes; a String's are its Characters),
/// `drop(while:)` omits values while its predicate holds and republishes every value after
/// the first that fails it (Apple, "drop(while:)"), `prefix(while:)` republishes values while
/// its predicate holds and finishes at the first that fails it, `reduce(_:_:)` folds every
/// value into one, published when the upstream finishes (Apple, "reduce(_:_:)"), and
/// `collect()` publishes every value as one array when the upstream finishes.
extension BundledModule {
    static let combineSequenceOperators = #"""

@_vivariumInternal("Publishers.Sequence")
final class _SequencePublisher: Publisher {
    let elements: [Any]

    init(_ elements: [Any]) {
        self.elements = elements
    }

    func _subscribe(_ downstream: AnyObject) {
        let subscription = _SequenceSubscription(elements: elements)
        downstream._attach(subscription)
        for element in elements {
            if subscription.isCancelled { return }
            downstream._receive(element)
        }
        if !subscription.isCancelled { downstream._complete(.finished) }
    }
}

@_vivariumInternal("Publishers.Sequence.Inner")
final class _SequenceSubscription: Cancellable {
    var isCancelled = false
    /// What Combine's `print` names it by: the sequence.
    let _elements: [Any]

    init(elements: [Any]) {
        _elements = elements
    }

    func cancel() {
        isCancelled = true
    }
}

extension Array {
    var publisher: _SequencePublisher { _SequencePublisher(self) }
}

extension String {
    var publisher: _SequencePublisher { _SequencePublisher(self.map { $0 }) }
}

extension Publisher {
    func drop(while predicate: @escaping (Output) -> Bool) -> _Operator {
        _Operator(self) { _DropWhileLink(downstream: $0, predicate: predicate) }
    }

    func prefix(while predicate: @escaping (Output) -> Bool) -> _Operator {
        _Operator(self) { _PrefixWhileLink(downstream: $0, predicate: predicate) }
    }

    func reduce(_ initialResult: Any, _ nextPartialResult: @escaping (Any, Output) -> Any) -> _Operator {
        _Operator(self) { _ReduceLink(downstream: $0, result: initialResult, next: nextPartialResult) }
    }

    func collect() -> _Operator {
        _Operator(self) { _CollectLink(downstream: $0) }
    }
}

@_vivariumInternal("Publishers.DropWhile")
final class _DropWhileLink: _Link {
    var predicate: ((Any) -> Bool)?

    init(downstream: AnyObject, predicate: @escaping (Any) -> Bool) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        if let predicate = predicate {
            if predicate(value) { return }
            self.predicate = nil
        }
        downstream?._receive(value)
    }
}

@_vivariumInternal("Publishers.PrefixWhile")
final class _PrefixWhileLink: _Link {
    var predicate: ((Any) -> Bool)?

    init(downstream: AnyObject, predicate: @escaping (Any) -> Bool) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        guard let predicate = predicate else { return }
        if predicate(value) {
            downstream?._receive(value)
            return
        }
        self.predicate = nil
        _finishEarly(.finished)
    }
}

@_vivariumInternal("Publishers.Reduce")
final class _ReduceLink: _Link {
    var result: Any
    var next: ((Any, Any) -> Any)?

    init(downstream: AnyObject, result: Any, next: @escaping (Any, Any) -> Any) {
        self.result = result
        self.next = next
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        if let next = next { result = next(result, value) }
    }

    override func _complete(_ completion: Subscribers.Completion) {
        if case .finished = completion { downstream?._receive(result) }
        next = nil
        super._complete(completion)
    }

    override func cancel() {
        next = nil
        super.cancel()
    }
}

@_vivariumInternal("Publishers.Collect")
final class _CollectLink: _Link {
    var values: [Any] = []

    override func _receive(_ value: Any) {
        values.append(value)
    }

    override func _complete(_ completion: Subscribers.Completion) {
        if case .finished = completion { downstream?._receive(values) }
        values = []
        super._complete(completion)
    }
}
"""#
}
