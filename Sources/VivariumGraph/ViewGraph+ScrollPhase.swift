import VivariumInterpreter

/// `.onScrollPhaseChange { oldPhase, newPhase in … }` (iOS 18): "an action to perform when the
/// scroll phase of the first scroll view in the hierarchy changes" (Apple,
/// "onScrollPhaseChange(_:)"; "ScrollPhase": idle, tracking, interacting, decelerating,
/// animating). The `scroll` command is the user dragging the container and letting go at
/// rest: its phase goes `.idle` → `.interacting` → `.idle`, each change calling the actions
/// of the modifiers on the container and on the ancestors whose first scroll view it is.
/// Judgement call: no fling, so no `.decelerating`; `.tracking` is not reported ("not all
/// platforms or kinds of scroll may trigger this phase").
extension ViewGraph {
    func runScrollPhaseChanges(of scroll: Node) throws {
        var holders: [Node] = []
        var current: Node? = scroll
        while let node = current {
            if node.modifiers.contains(where: { $0.kind == "onScrollPhaseChange" }),
               node.subtree.first(where: { $0.kind == .scrollView || $0.kind == .list }) === scroll {
                holders.append(node)
            }
            current = node.parent
        }
        guard !holders.isEmpty else { return }
        for (old, new) in [("idle", "interacting"), ("interacting", "idle")] {
            for node in holders {
                for modifier in node.modifiers where modifier.kind == "onScrollPhaseChange" {
                    record(.action, "onScrollPhaseChange \(old) → \(new)", path: node.path)
                    guard let action = modifier.fields.values.last(where: { if case .function = $0 { true } else { false } }) else { continue }
                    _ = try interpreter.call(action, arguments: [Self.scrollPhase(old), Self.scrollPhase(new)])
                }
            }
        }
    }

    static func scrollPhase(_ name: String) -> Value {
        .enumValue(EnumValue(typeName: "ScrollPhase", caseName: name))
    }
}
