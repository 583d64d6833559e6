/// Observation's `withObservationTracking(_:onChange:)`, written in Vivarium's Swift subset:
/// `apply` runs at once and its result is returned; the `@Observable` properties it read are
/// remembered, and the first later write to any of them calls `onChange` once, before the
/// value is stored (Apple, "withObservationTracking(_:onChange:)": "The onChange closure is
/// invoked when the value of a property changes … it is called only once"; the Observation
/// framework's tracking is willSet-based). A tracking that wants the next change too calls
/// `withObservationTracking` again. The pending `onChange` closures are held here, by the
/// module, until they fire: what they capture strongly stays alive until then.
///
/// `Observations { model.value }` (SE-0475, iOS 26) is an async sequence of the closure's
/// values: the first at once, then one each time a property the closure read has changed, the
/// closure run again when the iterating task resumes, so changes made together give one value
/// (the latest). Cancelling the iterating task ends it.
extension BundledModule {
    static let observation = BundledModule(
        name: "Observation",
        dependencies: ["SwiftAsyncStream"],
        autoloadNames: ["withObservationTracking", "Observations"],
        source: #"""
@_vivariumInternal("ObservationTracking")
final class _ObservationTracking {
    static var pending: [Int: () -> Void] = [:]
    static var lastID = 0

    static func _willChange(_ id: Int) {
        guard let onChange = pending.removeValue(forKey: id) else { return }
        onChange()
    }
}

@discardableResult
func withObservationTracking<T>(_ apply: () -> T, onChange: @escaping () -> Void) -> T {
    _ObservationTracking.lastID += 1
    let id = _ObservationTracking.lastID
    __Vivarium.beginObservationTracking(id)
    let result = apply()
    __Vivarium.endObservationTracking(id)
    _ObservationTracking.pending[id] = onChange
    return result
}

@_vivariumInternal("Observations")
final class Observations: AsyncSequence {
    let _emit: () -> Any
    var _changed = true
    var _waiter = 0

    init(_ emit: @escaping () -> Any) {
        _emit = emit
    }

    func makeAsyncIterator() -> Observations { self }

    func next() async -> Any? {
        while !_changed {
            _waiter = __Vivarium.currentTask()
            do {
                try __Vivarium.parkTask()
            } catch {
                _waiter = 0
                return nil
            }
        }
        _waiter = 0
        _changed = false
        return withObservationTracking {
            _emit()
        } onChange: { [weak self] in
            guard let self else { return }
            self._changed = true
            __Vivarium.wakeTask(self._waiter)
        }
    }
}
"""#)
}
