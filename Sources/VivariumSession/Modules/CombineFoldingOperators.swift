/// Combine's operators that answer one question about everything the upstream publishes,
/// written in Vivarium's Swift subset and appended to the Combine module's source: `max()`,
/// `min()` and their `by:` forms publish the greatest or least element once the upstream
/// finishes (Apple, "max(by:)": "Publishes the maximum value received from the upstream
/// publisher, using the provided ordering closure"), nothing if it published none; `count()`
/// publishes how many elements it published (Apple, "count()"); `contains(_:)` and
/// `contains(where:)` publish `true` at the first match and finish, or `false` when the
/// upstream finishes without one; `allSatisfy(_:)` publishes `false` at the first element
/// that fails and finishes, or `true` when the upstream finishes (Apple, "allSatisfy(_:)"); the
/// `try` forms end the stream with the error their closure throws (Apple, "tryAllSatisfy(_:)").
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

    // The `try` forms: a throw ends the stream with that failure (Apple, "tryAllSatisfy(_:)":
    // "If the predicate throws an error, the publisher fails with that error").
    func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> _Operator {
        _Operator(self) { _VerdictLink(downstream: $0, test: { !(try predicate($0)) }, verdictOnMatch: false) }
    }

    func tryContains(where predicate: @escaping (Output) throws -> Bool) -> _Operator {
        _Operator(self) { _VerdictLink(downstream: $0, test: predicate, verdictOnMatch: true) }
    }

    func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> _Operator {
        _Operator(self) { _ExtremeLink(downstream: $0, isBefore: areInIncreasingOrder, keepsGreatest: true) }
    }

    func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> _Operator {
        _Operator(self) { _ExtremeLink(downstream: $0, isBefore: areInIncreasingOrder, keepsGreatest: false) }
    }
}

@_vivariumInternal("Publishers.Comparison")
final class _ExtremeLink: _Link {
    var isBefore: ((Any, Any) throws -> Bool)?
    let keepsGreatest: Bool
    var best: Any? = nil

    init(downstream: AnyObject, isBefore: @escaping (Any, Any) throws -> Bool, keepsGreatest: Bool) {
        self.isBefore = isBefore
        self.keepsGreatest = keepsGreatest
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        guard let isBefore = isBefore else { return }
        guard let current = best else {
            best = value
            return
        }
        do {
            if keepsGreatest ? try isBefore(current, value) : try isBefore(value, current) { best = value }
        } catch {
            self.isBefore = nil
            _finishEarly(.failure(error))
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
    var test: ((Any) throws -> Bool)?
    let verdictOnMatch: Bool

    init(downstream: AnyObject, test: @escaping (Any) throws -> Bool, verdictOnMatch: Bool) {
        self.test = test
        self.verdictOnMatch = verdictOnMatch
        super.init(downstream: downstream)
    }

    override func _receive(_ value: Any) {
        guard let test = test else { return }
        do {
            guard try test(value) else { return }
        } catch {
            self.test = nil
            _finishEarly(.failure(error))
            return
        }
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
