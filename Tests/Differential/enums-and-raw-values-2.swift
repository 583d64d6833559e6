import Foundation
// Enums as a settings screen and a small calculator use them.
enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

enum Priority: Int, Comparable, CaseIterable {
    case low = 1, medium, high
    static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}

enum Size: Comparable {
    case small, medium, large
}

indirect enum Expr {
    case number(Double)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)

    func evaluate() -> Double {
        switch self {
        case .number(let value): return value
        case let .add(a, b): return a.evaluate() + b.evaluate()
        case let .multiply(a, b): return a.evaluate() * b.evaluate()
        case .negate(let e): return -e.evaluate()
        }
    }
}

enum Light {
    case red, yellow, green
    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}

print(Theme.allCases.map(\.title))
print(Theme(rawValue: "dark") as Any)
print(Theme(rawValue: "blue") as Any)
print(Theme.allCases.count)
print(Priority.allCases.sorted(by: >))
print(Priority.high > .low, Priority(rawValue: 2)!)
print(Priority.medium.rawValue)
print([Size.large, .small, .medium].sorted())
print(Size.small < Size.large)
print([Size.large, .small].max()!)
let expr = Expr.add(.number(2), .multiply(.number(3), .negate(.number(4))))
print(expr.evaluate())
var light = Light.red
for _ in 0..<4 {
    light.next()
    print(light, terminator: " ")
}
print()
func describe(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (let x, 0): return "on x at \(x)"
    case (0, let y): return "on y at \(y)"
    case let (x, y) where x == y: return "diagonal \(x)"
    case (-5...5, -5...5): return "near"
    default: return "far"
    }
}
for p in [(0, 0), (3, 0), (0, -2), (4, 4), (2, 3), (9, 1)] {
    print(describe(p))
}
func grade(_ score: Int) -> String {
    switch score {
    case 90...: return "A"
    case 80..<90: return "B"
    case ..<50: return "F"
    default: return "C"
    }
}
print([95, 85, 70, 10].map(grade))
var log: [String] = []
switch 3 {
case 3:
    log.append("three")
    fallthrough
case 4:
    log.append("four")
default:
    log.append("other")
}
print(log)
print(String(describing: Theme.light), "\(Priority.low)")
print(Theme.system == .system, Theme.light != .dark)
