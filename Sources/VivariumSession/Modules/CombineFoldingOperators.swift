/// Combine's operators that answer one question about everything the upstream publishes,
/// written in Vivarium's Swift subset and appended to the Combine module's source: `max()`,
/// `min()` and their `by:` forms publish the greatest or least element once the upstream
/// finishes (Apple, "max(by:)": "Publishes the maximum value received from the upstream
/// publisher, using the provided ordering closure"), nothing if it published none; `count()`
/// publishes how many elements it published (Apple, "count()"); `contains(_:)` and
/// `contains(where:)` publish `true` at the first match and finish, or `false` when the
/// upstream finishes without one; `allSatisfy(_:)` publishes `false` at the first element
/// that fails and finishes, or `true` when the upstream finishes (Apple, "allSatisfy(_:)").
extension BundledModule {
    static let combineFoldingOperators = #"""

extension Publisher {
    func max() -> _Operator {
        _Operator(self) { _ExtremeLink(downstream: $0, isBefore: { $0 < $1 }, keepsGreatest: true) }
    }

    func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> _Operator {
        _Operator(self) { _ExtremeLink(downstream: $0, isBefore: areInIncreasingOrder, keepsGreatest: true) }
    }

    func min() -> _Operator {
        _Operator(self) { _ExtremeLink(downstream: $0, isBefore: { $0 < $1 }, keepsGreatest: false) }
    }

    func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> _Operator {
        _Operator(self) { _ExtremeLink(downstream: $0, isBefore: areInIncreasingOrder, keepsGreatest: false) }
    }

    func count() -> _Operator {
        reduce(0) { total, _ in total + 1 }
    }

    func contains(_ output: Any) -> _Operator {
        _Operator(self) { _VerdictLink(downstream: $0, test: { $0 == output }, verdictOnMatch: true) }
    }

    func contains(where predicate: @escaping (Output) -> Bool) -> _Operator {
        _Operator(self) { _VerdictLink(downstream: $0, test: predicate, verdictOnMatch: true) }
    }

    func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> _Operator {
        _Operator(self) { _VerdictLink(downstream: $0, test: { !predicate($0) }, verdictOnMatch: false) }
    }
}

@_vivariumInternal("Publishers.Comparison")
final class _ExtremeLink: _Link {
    var isBefore: ((Any, Any) -> Bool)?
    let keepsGreatest: Bool
    var best: Any? = nil

    init(downstream: AnyObject, isBefore: @escaping (Any, Any) -> Bool, keepsGreatest: Bool) {
        self.isBefore = isBefore
        self.keepsGreatest = keepsGreatest
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        guard let isBefore = isBefore else { return }
        if let current = best {
            if keepsGreatest ? isBefore(current, value) : isBefore(value, current) { best = value }
        } else {
            best = value
        }
    }

    override func _complete(_ completion: Subscribers.Completion) {
        if case .finished = completion, let found = best { downstream?._receive(found) }
        isBefore = nil
        super._complete(completion)
    }
}

/// `contains`/`allSatisfy`: at the first element `test` holds for, publishes
/// `verdictOnMatch` and finishes; at the upstream's end, the other answer.
@_vivariumInternal("Publishers.ContainsWhere")
final class _VerdictLink: _Link {
    var test: ((Any) -> Bool)?
    let verdictOnMatch: Bool

    init(downstream: AnyObject, test: @escaping (Any) -> Bool, verdictOnMatch: Bool) {
        self.test = test
        self.verdictOnMatch = verdictOnMatch
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        guard let test = test, test(value) else { return }
        self.test = nil
        downstream?._receive(verdictOnMatch)
        _finishEarly(.finished)
    }

    override func _complete(_ completion: Subscribers.Completion) {
        if case .finished = completion, test != nil { downstream?._receive(!verdictOnMatch) }
        test = nil
        super._complete(completion)
    }
}
"""#
}
