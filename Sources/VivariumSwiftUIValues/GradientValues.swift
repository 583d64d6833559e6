import VivariumInterpreter

/// `Gradient(colors:)`, `UnitPoint` (`.top`, `.center`, …) and `Angle` (`.degrees(90)`): the
/// inputs of `LinearGradient`, `RadialGradient` and `AngularGradient`, which are inert views.
enum GradientValues {
    /// `UnitPoint.top`, … : the named points.
    static let unitPointNames: [String] = [
        "zero", "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
    ]

    static func unitPoint(_ name: String) -> Value? {
        unitPointNames.contains(name) ? FrameworkValues.value("UnitPoint", "UnitPoint.\(name)", [("member", .string(name))]) : nil
    }

    /// `Gradient(colors: [.red, .blue])`, `Gradient(stops: …)`.
    static func gradient(_ values: [Value], _ labels: [String?]) -> Value? {
        guard let first = values.first, let label = labels.first ?? nil, label == "colors" || label == "stops" else { return nil }
        return FrameworkValues.value("Gradient", "Gradient(\(label): \(list(first)))")
    }

    /// `Gradient.Stop(color: .red, location: 0.3)`, `.init(color:location:)` in a `stops:` array:
    /// printed as SwiftUI prints one.
    static func stop(_ values: [Value], _ labels: [String?]) -> Value? {
        guard labels == ["color", "location"] else { return nil }
        let color = FrameworkValues.argument(values[0], asDouble: false)
        let location = FrameworkValues.argument(values[1], asDouble: true)
        return FrameworkValues.value("Gradient.Stop", "Stop(color: \(color), location: \(location))")
    }

    static func list(_ value: Value) -> String {
        guard case .array(let elements) = value else { return FrameworkValues.argument(value, asDouble: false) }
        return "[" + elements.map { FrameworkValues.argument($0, asDouble: false) }.joined(separator: ", ") + "]"
    }
}

/// `GridItem(.flexible())`, `GridItem(.adaptive(minimum: 80))`, `GridItem(.fixed(100))`: the
/// columns of a `LazyVGrid` (rows of a `LazyHGrid`). They size cells, which the playground
/// does not lay out; a grid builds its content like a lazy stack.
enum GridValues {
    static let sizeNames: Set<String> = ["flexible", "adaptive", "fixed"]

    static func size(_ name: String, _ values: [Value], _ labels: [String?]) -> Value? {
        guard sizeNames.contains(name) else { return nil }
        let arguments = zip(labels, values).map { label, value in
            (label.map { "\($0): " } ?? "") + FrameworkValues.argument(value, asDouble: true)
        }
        return FrameworkValues.value("GridItem.Size", ".\(name)(\(arguments.joined(separator: ", ")))")
    }

    static func item(_ values: [Value], _ labels: [String?]) -> Value? {
        let size = values.first.map { FrameworkValues.argument($0, asDouble: true) } ?? ".flexible()"
        return FrameworkValues.value("GridItem", "GridItem(\(size))")
    }
}
