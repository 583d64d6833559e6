/// `FloatingPointRoundingRule`'s cases as the playground's values hold them (`.up` evaluated where
/// the rule is expected: `x.rounded(.up)`, `x.round(.towardZero)`).
enum RoundingRules {
    static func rule(_ value: Value) -> FloatingPointRoundingRule? {
        let name: String
        switch value {
        case .enumValue(let e): name = e.caseName
        case .builtin(let b):
            guard case .string(let member)? = b["member"] else { return nil }
            name = member
        default: return nil
        }
        switch name {
        case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
        case "toNearestOrEven": return .toNearestOrEven
        case "up": return .up
        case "down": return .down
        case "towardZero": return .towardZero
        case "awayFromZero": return .awayFromZero
        default: return nil
        }
    }
}
