import Foundation
import VivariumInterpreter

/// `Animation` values (`.default`, `.easeInOut(duration:)`, `.spring()`, `.linear`) and
/// transitions (`.opacity`, `.slide`, `.move(edge:)`, `.asymmetric(insertion:removal:)`). Inert:
/// the playground has no frames to animate, so `withAnimation { … }` runs its body and an
/// animation prints as the expression that made it.
enum AnimationValues {
    /// `Animation.default`, … : the static animations without arguments.
    static let staticNames: [String] = [
        "default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "bouncy", "smooth", "snappy", "interactiveSpring",
    ]
    /// The static functions (and `spring(response:dampingFraction:)`, …).
    static let functionNames: Set<String> = [
        "linear", "easeIn", "easeOut", "easeInOut", "spring", "bouncy", "smooth", "snappy", "interactiveSpring",
        "interpolatingSpring", "timingCurve",
    ]
    /// Modifiers of an animation.
    static let methodNames: Set<String> = ["delay", "speed", "repeatCount", "repeatForever"]
    /// `AnyTransition` members: without arguments, and functions.
    static let transitionNames: [String] = ["opacity", "slide", "scale", "identity"]
    static let transitionFunctionNames: Set<String> = ["move", "offset", "scale", "push", "asymmetric", "modifier"]

    static func animation(_ description: String) -> Value { FrameworkValues.value("Animation", description) }

    static func staticMember(_ name: String) -> Value? {
        staticNames.contains(name) ? animation("Animation.\(name)") : nil
    }

    static func call(_ name: String, _ values: [Value], _ labels: [String?]) -> Value? {
        guard functionNames.contains(name) else { return nil }
        return animation("Animation.\(name)(\(arguments(values, labels)))")
    }

    static func method(_ name: String, _ value: BuiltinValue, _ values: [Value], _ labels: [String?]) -> Value? {
        guard methodNames.contains(name), case .string(let base)? = value["description"] else { return nil }
        return animation("\(base).\(name)(\(arguments(values, labels)))")
    }

    static func transition(_ name: String, _ values: [Value], _ labels: [String?] = []) -> Value? {
        if values.isEmpty, transitionNames.contains(name) {
            return FrameworkValues.value("AnyTransition", "AnyTransition.\(name)", [("member", .string(name))])
        }
        guard !values.isEmpty, transitionFunctionNames.contains(name) else { return nil }
        return FrameworkValues.value("AnyTransition", "AnyTransition.\(name)(\(arguments(values, labels)))")
    }

    /// `.opacity.combined(with: .scale)`, `.slide.animation(.default)`.
    static func transitionMethod(_ name: String, _ value: BuiltinValue, _ values: [Value]) -> Value? {
        guard name == "combined" || name == "animation", case .string(let base)? = value["description"] else { return nil }
        return FrameworkValues.value("AnyTransition", "\(base).\(name)(\(arguments(values, Array(repeating: nil, count: values.count))))")
    }

    /// How long an animation runs before `withAnimation`'s completion is called (Apple,
    /// "withAnimation(_:completionCriteria:_:completion:)": when the animation is logically
    /// complete): its `duration:` (or a spring's `response:`) when given, else SwiftUI's
    /// defaults — 0.35 s for the timing curves and `.default`, 0.5 s for springs (`.spring`,
    /// `.smooth`, `.snappy`, `.bouncy`). In nanoseconds of virtual time.
    static func duration(_ animation: Value?) -> Int64 {
        var seconds = 0.35
        // NB: an `Animation` value carries its Swift spelling
        // (`Animation.easeInOut(duration: 0.3)`), which names the member and its arguments.
        if case .builtin(let value)? = animation, case .string(let text)? = value["description"] {
            let member = text.dropFirst("Animation.".count).prefix { $0.isLetter }
            if ["spring", "smooth", "snappy", "bouncy", "interactiveSpring", "interpolatingSpring"].contains(String(member)) { seconds = 0.5 }
            for label in ["duration: ", "response: "] {
                if let range = text.range(of: label),
                   let given = Double(text[range.upperBound...].prefix { $0.isNumber || $0 == "." }) {
                    seconds = given
                    break
                }
            }
        }
        return Int64((seconds * 1_000_000_000).rounded())
    }

    private static func arguments(_ values: [Value], _ labels: [String?]) -> String {
        zip(labels + Array(repeating: nil, count: max(0, values.count - labels.count)), values).map { label, value in
            (label.map { "\($0): " } ?? "") + FrameworkValues.argument(value, asDouble: label != "count")
        }.joined(separator: ", ")
    }
}
