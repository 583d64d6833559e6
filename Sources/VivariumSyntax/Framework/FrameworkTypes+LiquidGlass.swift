/// iOS 26's Liquid Glass (Apple, "Applying Liquid Glass to custom views"; "glassEffect(_:in:)",
/// "Glass", "GlassEffectContainer"): how a view is drawn — its material, tint, the shape it fills,
/// how neighbouring glass shapes merge and morph — and the system chrome that follows scrolling.
/// None of it can change state or lifecycle: the modifiers are inert here (the reply says so,
/// `ViewGraph.notedInertModifiers`), and a `GlassEffectContainer` shows its content.
extension FrameworkTypes {
    static let liquidGlassTypes: [FrameworkType] = [
        FrameworkType("View", complete: false, [
            "glassEffect(_: Glass = _, in: Shape = _) -> View",
            "glassEffectID(_: _, in: _) -> View",
            "glassEffectUnion(id: _, namespace: _) -> View",
            "glassEffectTransition(_: GlassEffectTransition) -> View",
            "backgroundExtensionEffect() -> View",
            "backgroundExtensionEffect(isEnabled: Bool) -> View",
            "scrollEdgeEffectStyle(_: ScrollEdgeEffectStyle?, for: Edge.Set) -> View",
            "scrollEdgeEffectHidden(_: Bool = _, for: Edge.Set = _) -> View",
            "tabBarMinimizeBehavior(_: TabBarMinimizeBehavior) -> View",
        ]),
        // `.regular.tint(.orange.opacity(0.6)).interactive()`: a glass refines another.
        FrameworkType("Glass", complete: false, [
            "static regular: Glass", "static clear: Glass", "static identity: Glass",
            "tint(_: Color?) -> Glass", "interactive(_: Bool = _) -> Glass",
        ]),
        FrameworkType("GlassEffectTransition", complete: false, [
            "static matchedGeometry: GlassEffectTransition", "static materialize: GlassEffectTransition",
            "static identity: GlassEffectTransition",
        ]),
        FrameworkType("ScrollEdgeEffectStyle", complete: false, [
            "static automatic: ScrollEdgeEffectStyle", "static hard: ScrollEdgeEffectStyle", "static soft: ScrollEdgeEffectStyle",
        ]),
        FrameworkType("TabBarMinimizeBehavior", complete: false, [
            "static automatic: TabBarMinimizeBehavior", "static onScrollDown: TabBarMinimizeBehavior",
            "static onScrollUp: TabBarMinimizeBehavior", "static never: TabBarMinimizeBehavior",
        ]),
        FrameworkType("ButtonStyle", complete: false, ["static glass: ButtonStyle", "static glassProminent: ButtonStyle"]),
        FrameworkType("PrimitiveButtonStyle", complete: false, ["static glass: PrimitiveButtonStyle",
                                                                 "static glassProminent: PrimitiveButtonStyle"]),
    ]
}
