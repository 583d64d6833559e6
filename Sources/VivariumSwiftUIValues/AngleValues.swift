import VivariumInterpreter

/// SwiftUI's `Angle`: one stored property, `radians` (Apple, "Angle": `init(degrees:)`,
/// `init(radians:)`, `degrees`, `radians`, `zero`, `degrees(_:)`, `radians(_:)`), so it prints
/// as Swift prints such a struct, `Angle(radians: 1.5707963267948966)`. Angles add and
/// subtract, scale by a number, negate and compare (`rotationEffect(angle + twist)`,
/// `angle += value` in a `RotationGesture`'s `onEnded`).
enum AngleValues {
    static func make(radians: Double) -> Value {
        FrameworkValues.value("Angle", "Angle(radians: \(radians))", [("radians", .double(radians))])
    }

    static func make(degrees: Double) -> Value { make(radians: degrees * .pi / 180) }

    static func radians(of value: Value) -> Double? {
        guard case .builtin(let angle) = value, angle.kind == "Angle" else { return nil }
        return angle["radians"]?.asDouble
    }

    /// `.degrees(90)`, `.radians(.pi)`.
    static func call(_ name: String, _ values: [Value]) -> Value? {
        guard values.count == 1, let number = values[0].asDouble else { return nil }
        switch name {
        case "degrees": return make(degrees: number)
        case "radians": return make(radians: number)
        default: return nil
        }
    }

    /// `Angle.zero`.
    static func staticMember(_ name: String) -> Value? { name == "zero" ? make(radians: 0) : nil }

    /// `Angle()`, `Angle(degrees: 45)`, `Angle(radians: .pi)`.
    static func construct(_ values: [Value], _ labels: [String?]) -> Value? {
        if values.isEmpty { return make(radians: 0) }
        guard values.count == 1, let label = labels[0], let number = values[0].asDouble else { return nil }
        switch label {
        case "degrees": return make(degrees: number)
        case "radians": return make(radians: number)
        default: return nil
        }
    }

    /// `angle.degrees`, `angle.radians`, `angle.animatableData` (the radians).
    static func property(_ name: String, of value: BuiltinValue) -> Value? {
        guard let radians = value["radians"]?.asDouble else { return nil }
        switch name {
        case "radians", "animatableData": return .double(radians)
        case "degrees": return .double(radians * (180 / .pi))
        default: return nil
        }
    }

    /// `a + b`, `a - b`, `a * 2`, `2 * a`, `a / 2`, and comparisons.
    static func binary(_ op: String, _ lhs: Value, _ rhs: Value) -> Value? {
        switch (radians(of: lhs), radians(of: rhs)) {
        case (let a?, let b?):
            switch op {
            case "+": return make(radians: a + b)
            case "-": return make(radians: a - b)
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            default: return nil
            }
        case (let a?, nil):
            guard let factor = rhs.asDouble else { return nil }
            if op == "*" { return make(radians: a * factor) }
            if op == "/" { return make(radians: a / factor) }
            return nil
        case (nil, let b?):
            guard let factor = lhs.asDouble, op == "*" else { return nil }
            return make(radians: factor * b)
        default:
            return nil
        }
    }

    static func negated(_ value: Value) -> Value? { radians(of: value).map { make(radians: -$0) } }
}
