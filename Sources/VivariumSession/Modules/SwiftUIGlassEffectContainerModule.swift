/// iOS 26's `GlassEffectContainer` (Apple, "GlassEffectContainer": "A view that combines
/// multiple Liquid Glass shapes into a single shape that can morph individual shapes into one
/// another"), written in Vivarium's Swift subset: how the glass of its content is drawn is not
/// modelled (the `glassEffect` modifiers are inert), so it shows its content, as a `Group` does,
/// under its own name in the tree.
extension BundledModule {
    static let swiftUIGlassEffectContainer = BundledModule(
        name: "SwiftUIGlassEffectContainer",
        dependencies: [],
        autoloadNames: ["GlassEffectContainer"],
        source: #"""
struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    var body: some View {
        content
    }
}
"""#)
}
