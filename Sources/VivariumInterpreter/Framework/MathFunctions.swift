import Foundation

/// The C math functions Swift code calls through Foundation (`sqrt`, `pow`, `sin`, `atan2`,
/// `floor`, …): computed by the real libm on Doubles, as an iOS build does. An `Int` literal
/// argument is the `Double` Swift's type checker makes of it (`pow(2, 10)` is 1024.0).
enum MathFunctions {
    static let unary: [String: @Sendable (Double) -> Double] = [
        "sqrt": { $0.squareRoot() }, "cbrt": cbrt, "floor": { $0.rounded(.down) }, "ceil": { $0.rounded(.up) },
        "round": { $0.rounded() }, "trunc": { $0.rounded(.towardZero) }, "sin": sin, "cos": cos, "tan": tan,
        "asin": asin, "acos": acos, "atan": atan, "sinh": sinh, "cosh": cosh, "tanh": tanh, "exp": exp, "exp2": exp2,
        "log": log, "log2": log2, "log10": log10, "log1p": log1p, "fabs": { abs($0) },
    ]

    static let binary: [String: @Sendable (Double, Double) -> Double] = [
        "pow": pow, "atan2": atan2, "hypot": hypot, "fmod": fmod, "fmin": fmin, "fmax": fmax, "copysign": copysign,
        "remainder": remainder,
    ]

    static let integral: Set<String> = ["lround", "llround"]

    static var names: Set<String> { Set(unary.keys).union(binary.keys).union(integral) }

    /// The function's result, or nil when the arguments are not numbers of its arity.
    static func call(_ name: String, _ arguments: [Value]) -> Value? {
        let numbers = arguments.compactMap { value -> Double? in
            switch value {
            case .double(let number): number
            case .int(let number): Double(number)
            default: nil
            }
        }
        guard numbers.count == arguments.count else { return nil }
        if let function = unary[name], numbers.count == 1 { return .double(function(numbers[0])) }
        // `lround(2.5)`: the nearest integer, halfway cases away from zero, as an Int (nil, a
        // trap for the caller, when it is out of Int's range or not a number).
        if integral.contains(name), numbers.count == 1 {
            let rounded = numbers[0].rounded()
            return rounded.isFinite && rounded >= -9.223372036854775808e18 && rounded < 9.223372036854775808e18 ? .int(Int(rounded)) : nil
        }
        if let function = binary[name], numbers.count == 2 { return .double(function(numbers[0], numbers[1])) }
        return nil
    }
}
