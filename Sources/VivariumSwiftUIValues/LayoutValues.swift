import VivariumInterpreter

/// `EdgeInsets` and SF Symbol effects' refinements: inert values, as layout and drawing are.
enum LayoutValues {
    /// `EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)` (`.listRowInsets`,
    /// `.padding(_:)`): four lengths, each 0 unless given; inert, as layout is.
    static func edgeInsets(_ values: [Value], _ labels: [String?]) -> Value? {
        lengths("EdgeInsets", ["top", "leading", "bottom", "trailing"], values, labels)
    }

    /// `RectangleCornerRadii(topLeading:bottomLeading:bottomTrailing:topTrailing:)` (iOS 17), each
    /// corner's radius, 0 where not given, as an `UnevenRoundedRectangle` takes them.
    static func cornerRadii(_ values: [Value], _ labels: [String?]) -> Value? {
        lengths("RectangleCornerRadii", ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"], values, labels)
    }

    /// A value of named lengths, each labelled argument's, 0 for a name not given; nil when an
    /// argument has another label.
    private static func lengths(_ typeName: String, _ names: [String], _ values: [Value], _ labels: [String?]) -> Value? {
        guard labels.allSatisfy({ $0.map(names.contains) ?? false }) else { return nil }
        let lengths = names.map { name in labels.firstIndex(of: name).flatMap { values[$0].asDouble } ?? 0 }
        let text = zip(names, lengths).map { "\($0): \($1)" }.joined(separator: ", ")
        return FrameworkValues.value(typeName, "\(typeName)(\(text))", zip(names, lengths).map { ($0, .double($1)) })
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
