/// SwiftUI's `@ScaledMetric` (Apple, "ScaledMetric": "A dynamic property that scales a numeric
/// value"; `init(wrappedValue:)`, `init(wrappedValue:relativeTo:)`), written in Vivarium's
/// Swift subset. The value scales with the environment's Dynamic Type size; the playground's
/// device uses the default size, `.large`, where every text style's scale is 1, so the
/// wrapped value is the base value as written (`@ScaledMetric var size = 24` reads 24).
/// Scaling under another `.dynamicTypeSize` is not modelled.
extension BundledModule {
    static let swiftUIScaledMetric = BundledModule(
        name: "SwiftUIScaledMetric",
        dependencies: [],
        autoloadNames: ["ScaledMetric"],
        source: #"""
@propertyWrapper
struct ScaledMetric<Value>: DynamicProperty {
    private let baseValue: Value

    init(wrappedValue: Value) {
        baseValue = wrappedValue
    }

    init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
    }

    var wrappedValue: Value { baseValue }
}
"""#)
}
