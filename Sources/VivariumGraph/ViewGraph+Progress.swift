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
