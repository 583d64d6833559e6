import VivariumInterpreter

/// `EdgeInsets` and SF Symbol effects' refinements: inert values, as layout and drawing are.
enum LayoutValues {
    /// `EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)` (`.listRowInsets`,
    /// `.padding(_:)`): four lengths, each 0 unless given; inert, as layout is.
    static func edgeInsets(_ values: [Value], _ labels: [String?]) -> Value? {
        let edges = ["top", "leading", "bottom", "trailing"]
        guard labels.allSatisfy({ $0.map(edges.contains) ?? false }) else { return nil }
        let lengths = edges.map { edge in labels.firstIndex(of: edge).flatMap { values[$0].asDouble } ?? 0 }
        let text = zip(edges, lengths).map { "\($0): \($1)" }.joined(separator: ", ")
        return FrameworkValues.value("EdgeInsets", "EdgeInsets(\(text))", zip(edges, lengths).map { ($0, .double($1)) })
    }

    /// `RectangleCornerRadii(topLeading:bottomLeading:bottomTrailing:topTrailing:)` (iOS 17), each
    /// corner's radius, 0 where not given, as an `UnevenRoundedRectangle` takes them.
    static func cornerRadii(_ values: [Value], _ labels: [String?]) -> Value? {
        let corners = ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"]
        guard labels.allSatisfy({ $0.map(corners.contains) ?? false }) else { return nil }
        let radii = corners.map { corner in labels.firstIndex(of: corner).flatMap { values[$0].asDouble } ?? 0 }
        let text = zip(corners, radii).map { "\($0): \($1)" }.joined(separator: ", ")
        return FrameworkValues.value("RectangleCornerRadii", "RectangleCornerRadii(\(text))", zip(corners, radii).map { ($0, .double($1)) })
    }

    /// SF Symbol effects' refinements (Apple, "BounceSymbolEffect", "VariableColorSymbolEffect", …).
    static let symbolEffectVariants: Set<String> = [
        "up", "down", "byLayer", "wholeSymbol", "iterative", "cumulative", "reversing", "nonReversing",
        "hideInactiveLayers", "dimInactiveLayers", "downUp", "upUp", "offUp", "clockwise", "counterClockwise",
        "left", "right", "forward", "backward", "plain", "pulse",
    ]

    /// `.bounce.up.byLayer`, `.variableColor.iterative.reversing`: the effect refined (inert, as
    /// `.symbolEffect` is); nil for another name.
    static func symbolEffect(_ name: String, of value: BuiltinValue) -> Value? {
        guard symbolEffectVariants.contains(name) else { return nil }
        let base = FrameworkValues.memberName(of: .builtin(value)) ?? String(value.kind.dropFirst("SymbolEffect.".count))
        return .builtin(BuiltinValue(kind: value.kind, fields: ["member": .string("\(base).\(name)")]))
    }
}
