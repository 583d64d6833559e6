import VivariumInterpreter

/// What a determinate `ProgressView` shows: its value out of its total. Apple, "ProgressView":
/// "Create a determinate progress view by initializing a ProgressView with a binding to a
/// numeric value that indicates the progress, and a total value that represents completion of
/// the task. By default, the progress is 0.0 and the total is 1.0." Apple, "init(value:total:)":
/// "If the value is non-nil, but outside the range of 0.0 through total, the progress view pins
/// the value to those limits, rounding to the nearest possible bound. A value of nil represents
/// indeterminate progress, in which case the progress view ignores total."
extension ViewGraph {
    /// `value: 0.25`, `value: 3.0 of 8.0`; nil for an indeterminate one.
    func progressState(_ progress: BuiltinValue) -> String? {
        if let timer = timerProgressState(progress) { return timer }
        guard let value = progress["value"] else { return nil }
        let total = progress["total"]
        var shown = value
        if case .double(let amount) = value {
            let limit: Double = if case .double(let whole)? = total { whole } else { 1.0 }
            shown = .double(min(max(amount, 0), limit))
        }
        return "value: \(display(shown))" + (total.map { " of \(display($0))" } ?? "")
    }
}

/// A `Gauge` shows its value at its place in its range, as a share of it: Apple, "Gauge": "In
/// its most basic form, a gauge displays a single value along the path of the gauge mapped into
/// a range from 0 to 100 percent"; "init(value:in:label:)": bounds - "The range of the valid
/// values. Defaults to 0...1." A value outside the range shows at its nearer end (0% or 100%).
extension ViewGraph {
    /// `value: 0.4 (40%)`.
    func gaugeState(_ gauge: BuiltinValue) -> String? {
        guard let shown = gauge["value"], let number = Self.number(shown) else { return nil }
        let (lower, upper) = closedBounds(gauge["bounds"]) ?? (0, 1)
        let fraction = upper > lower ? min(max((number - lower) / (upper - lower), 0), 1) : 1
        return "value: \(display(shown)) (\(Int((fraction * 100).rounded()))%)"
    }
}

/// A progress view over a span of dates follows the virtual clock on its own. Apple,
/// "init(timerInterval:countsDown:)": "Creates a progress view for showing continuous progress
/// as time passes"; with `countsDown` true (the default) "the view empties as time passes" - a
/// range that began 30 seconds ago and ends in 90 "begins at 25 percent complete".
extension ViewGraph {
    /// `elapsed: 25% (empties)`; nil when `progress` has no timer interval.
    func timerProgressState(_ progress: BuiltinValue) -> String? {
        guard case .builtin(let interval)? = progress["timerInterval"],
              let start = interval["lowerBound"].flatMap(DateValues.seconds(of:)),
              let end = interval["upperBound"].flatMap(DateValues.seconds(of:)) else { return nil }
        let now = interpreter.presentSeconds
        let fraction = end > start ? min(max((now - start) / (end - start), 0), 1) : 1
        let countsDown = if case .bool(false)? = progress["countsDown"] { false } else { true }
        return "elapsed: \(Int((fraction * 100).rounded(.down)))% (\(countsDown ? "empties" : "fills"))"
    }
}
