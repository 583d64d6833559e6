/// Combine's operators that count or accumulate what passes, written in Vivarium's Swift
/// subset and appended to the Combine module's source: `dropFirst(_:)` skips the first values
/// (Apple, "dropFirst(_:)": "Omits the specified number of elements before republishing
/// subsequent elements", 1 by default), `prefix(_:)` republishes up to a number of values and
/// then finishes, `first()` the first value and then finishes, and `scan(_:_:)` each value
/// combined with the previous result, starting from an initial one (Apple, "scan(_:_:)").
/// Each subscription counts on its own, as each of Combine's does.
extension BundledModule {
    static let combineCountingOperators = #"""

extension Publisher {
    func dropFirst(_ count: Int = 1) -> _Operator {
        _Operator(self) { _DropFirstLink(downstream: $0, count: count) }
    }

    func prefix(_ maxLength: Int) -> _Operator {
        _Operator(self) { _PrefixLink(downstream: $0, remaining: maxLength) }
    }

    func first() -> _Operator {
        _Operator(self) { _PrefixLink(downstream: $0, remaining: 1) }
    }

    func scan(_ initialResult: Any, _ nextPartialResult: @escaping (Any, Output) -> Any) -> _Operator {
        _Operator(self) { _ScanLink(downstream: $0, result: initialResult, next: nextPartialResult) }
    }
}

@_vivariumInternal("Publishers.Drop")
final class _DropFirstLink: _Link {
    var remaining: Int

    init(downstream: AnyObject, count: Int) {
        self.remaining = count
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        if remaining > 0 {
            remaining -= 1
            return
        }
        downstream?._receive(value)
    }
}

@_vivariumInternal("Publishers.Output")
final class _PrefixLink: _Link {
    var remaining: Int

    init(downstream: AnyObject, remaining: Int) {
        self.remaining = remaining
        super.init(downstream: downstream)
    }

    override func _attach(_ subscription: Cancellable) {
        super._attach(subscription)
        if remaining <= 0 { _finishEarly(.finished) }
    }

    override func _receive(_ value: Any) {
        guard remaining > 0 else { return }
        remaining -= 1
        downstream?._receive(value)
        if remaining == 0 { _finishEarly(.finished) }
    }
}

@_vivariumInternal("Publishers.Scan")
final class _ScanLink: _Link {
    var result: Any
    var next: ((Any, Any) -> Any)?

    init(downstream: AnyObject, result: Any, next: @escaping (Any, Any) -> Any) {
        self.result = result
        self.next = next
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        if let next = next {
            result = next(result, value)
            downstream?._receive(result)
        }
    }

    override func cancel() {
        next = nil
        super.cancel()
    }
}
"""#
}
