// Foundation and the standard library beyond values: dispatch queues and their options,
// floating-point rounding rules (`x.rounded(.up)`), durations (`.seconds(2)`).

extension FrameworkTypes {
    static let foundationTypes: [FrameworkType] = [
        // `DispatchQueue.global(qos: .userInitiated)`, `DispatchQueue(label:qos:attributes:)`.
        FrameworkType("DispatchQueue", complete: false, [
            "static global(qos: DispatchQoS.QoSClass = _) -> DispatchQueue",
            "static init(label: String, qos: DispatchQoS = _, attributes: DispatchQueue.Attributes = _, autoreleaseFrequency: _ = _, target: _ = _) -> DispatchQueue",
        ]),
        cases("DispatchQoS", ["background", "utility", "default", "userInitiated", "userInteractive", "unspecified"]),
        cases("DispatchQoS.QoSClass", ["background", "utility", "default", "userInitiated", "userInteractive", "unspecified"]),
        cases("DispatchQueue.Attributes", ["concurrent", "initiallyInactive"]),
        // `FloatingPoint.rounded(_:)` and `round(_:)`.
        cases("FloatingPointRoundingRule", ["toNearestOrAwayFromZero", "toNearestOrEven", "up", "down", "towardZero",
                                            "awayFromZero"]),
        FrameworkType("Double", complete: false, [
            "rounded(_: FloatingPointRoundingRule) -> Double", "round(_: FloatingPointRoundingRule) -> Void",
        ]),
        FrameworkType("CGFloat", complete: false, [
            "rounded(_: FloatingPointRoundingRule) -> CGFloat", "round(_: FloatingPointRoundingRule) -> Void",
        ]),
        // The standard library's `Duration`: its statics, one line for the overloads that differ
        // only in their argument's type (`seconds(_: some BinaryInteger)`, `seconds(_: Double)`).
        FrameworkType("Duration", overloadsComplete: true, [
            "static seconds(_: _) -> Duration", "static milliseconds(_: _) -> Duration",
            "static microseconds(_: _) -> Duration", "static nanoseconds(_: _) -> Duration", "static zero: Duration",
            "static init(secondsComponent: _, attosecondsComponent: _) -> Duration", "static init(attoseconds: _) -> Duration",
            "static init(from: _) -> Duration",
        ]),
    ]
}
