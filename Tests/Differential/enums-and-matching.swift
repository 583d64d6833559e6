// Indirect enums evaluated recursively, payloads with labels, if-case / guard-case / for-case
// with where clauses, nested patterns, a custom ~= pattern, enums compared and hashed.
import Foundation

indirect enum Expr: CustomStringConvertible {
    case num(Double)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
    var description: String {
        switch self {
        case .num(let v): return v == v.rounded() ? String(Int(v)) : String(v)
        case .variable(let n): return n
        case let .add(l, r): return "(\(l) + \(r))"
        case let .mul(l, r): return "\(l) * \(r)"
        case .neg(let e): return "-\(e)"
        }
    }
}
func eval(_ e: Expr, _ env: [String: Double]) -> Double? {
    switch e {
    case .num(let v): return v
    case .variable(let n): return env[n]
    case .add(let l, let r):
        guard let a = eval(l, env), let b = eval(r, env) else { return nil }
        return a + b
    case .mul(.num(0), _), .mul(_, .num(0)): return 0
    case let .mul(l, r):
        guard let a = eval(l, env), let b = eval(r, env) else { return nil }
        return a * b
    case .neg(let inner): return eval(inner, env).map { -$0 }
    }
}
func simplify(_ e: Expr) -> Expr {
    switch e {
    case .add(.num(0), let x), .add(let x, .num(0)): return simplify(x)
    case .mul(.num(1), let x), .mul(let x, .num(1)): return simplify(x)
    case .neg(.neg(let x)): return simplify(x)
    case let .add(l, r): return .add(simplify(l), simplify(r))
    case let .mul(l, r): return .mul(simplify(l), simplify(r))
    default: return e
    }
}
let expr = Expr.add(.mul(.num(2), .variable("x")), .neg(.num(3)))
print(expr, eval(expr, ["x": 5]) as Any, eval(expr, [:]) as Any)
print(simplify(.add(.num(0), .mul(.num(1), .neg(.neg(.variable("y")))))), eval(.mul(.num(0), .variable("q")), [:])!)

enum Payment: Equatable, Hashable {
    case cash(amount: Int)
    case card(number: String, amount: Int)
    case voucher(code: String?)
    case free
}
let payments: [Payment] = [.cash(amount: 5), .card(number: "4111", amount: 120), .voucher(code: nil), .voucher(code: "X1"), .free, .cash(amount: 50)]
for case .cash(let amount) in payments where amount > 10 { print("big cash", amount) }
for case let .card(number, amount) in payments { print("card", number.suffix(2), amount) }
for case .voucher(let code?) in payments { print("code", code) }
var total = 0
for p in payments {
    switch p {
    case .cash(let a), .card(_, let a): total += a
    case .voucher(.some(let c)) where c.hasPrefix("X"): total += 1
    case .voucher(nil): total -= 1
    case .voucher, .free: break
    }
}
print(total)
if case .card(let n, _) = payments[1], n.count == 4 { print("four digits") }
func amount(of p: Payment) -> Int {
    guard case .cash(let a) = p else { return -1 }
    return a
}
print(payments.map(amount(of:)), payments.filter { if case .voucher = $0 { return true } else { return false } }.count)
print(Payment.cash(amount: 5) == .cash(amount: 5), Payment.cash(amount: 5) == .cash(amount: 6), Set(payments + payments).count)
print(payments.contains(.free), payments.firstIndex(of: .voucher(code: "X1")) as Any)

struct Even {}
func ~= (_: Even, value: Int) -> Bool { value % 2 == 0 }
func classify(_ n: Int) -> String {
    switch n {
    case Even() where n > 10: return "big even"
    case Even(): return "even"
    case let x where x < 0: return "negative odd"
    default: return "odd"
    }
}
print([3, 4, 12, -5].map(classify))
let pairs = [(1, "a"), (2, "b"), (3, "c")]
for case let (n, s) in pairs where n != 2 { print(n, s, terminator: "; ") }
print()
let nested: [(String, Int?)] = [("a", 1), ("b", nil), ("c", 3)]
for case let (name, value?) in nested { print(name, value) }
enum Light { case red, yellow, green }
func next(_ l: Light, emergency: Bool) -> Light {
    switch (l, emergency) {
    case (_, true): return .red
    case (.red, false): return .green
    case (.green, false): return .yellow
    case (.yellow, false): return .red
    }
}
print(next(.red, emergency: false), next(.green, emergency: true), next(.yellow, emergency: false))
let value: Any = (1, "x")
if let (a, b) = value as? (Int, String) { print("tuple", a, b) }
let ch: Character = "7"
switch ch {
case "0"..."9": print("digit")
case "a"..."z", "A"..."Z": print("letter")
default: print("other")
}
let word = "hello"
switch word {
case let w where w.count > 10: print("long")
case "hi", "hello": print("greeting")
default: print("?")
}
