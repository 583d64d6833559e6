// Enums as view state: a generic loading state, raw values, CaseIterable, Comparable cases,
// switches over tuples, ranges and casts with `where`, an indirect enum, switch expressions.
enum LoadingState<Value> {
    case idle, loading, loaded(Value), failed(String)
    var isLoading: Bool { if case .loading = self { return true }; return false }
    var value: Value? { if case .loaded(let v) = self { v } else { nil } }
}
var state: LoadingState<[String]> = .idle
print(state.isLoading, state.value as Any)
state = .loaded(["a", "b"])
switch state {
case .loaded(let items) where items.count > 1: print("many", items)
case .loaded(let items): print("few", items)
case .failed(let message): print("failed", message)
case .idle, .loading: print("waiting")
}
enum Suit: String, CaseIterable, Comparable {
    case clubs = "♣", diamonds = "♦", hearts = "♥", spades = "♠"
    static func < (a: Suit, b: Suit) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}
print(Suit.allCases.map(\.rawValue).joined(), Suit(rawValue: "♥") ?? .clubs, Suit.hearts > .diamonds)
print([Suit.spades, .clubs, .hearts].sorted(), Suit.allCases.count)
enum Priority: Int, Comparable, CustomStringConvertible {
    case low = 1, medium, high
    static func < (l: Priority, r: Priority) -> Bool { l.rawValue < r.rawValue }
    var description: String { "P\(rawValue)" }
}
print(Priority.medium, [Priority.high, .low].max()!, Priority(rawValue: 5) as Any, "\(Priority.low)")
let point = (x: 3, y: -2)
switch point {
case (0, 0): print("origin")
case (let x, 0), (0, let x): print("axis", x)
case let (x, y) where x == -y: print("diagonal")
case (1...5, ..<0): print("lower right")
default: print("elsewhere")
}
let value: Any = 3.5
switch value {
case let i as Int: print("int", i)
case let d as Double where d > 3: print("big double", d)
case is String: print("string")
default: print("other")
}
indirect enum Expr {
    case num(Int), add(Expr, Expr), mul(Expr, Expr)
    var value: Int {
        switch self {
        case .num(let n): n
        case .add(let a, let b): a.value + b.value
        case .mul(let a, let b): a.value * b.value
        }
    }
}
print(Expr.add(.num(2), .mul(.num(3), .num(4))).value)
let grade = { (score: Int) -> String in
    switch score {
    case 90...: "A"
    case 80..<90: "B"
    default: "C"
    }
}
print([95, 85, 40].map(grade))
print(state.value?.first?.uppercased() ?? "none")
