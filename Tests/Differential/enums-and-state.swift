import Foundation

// Enums as view state: raw values, CaseIterable, synthesized Comparable, payloads, recursion.
enum Priority: Int, CaseIterable, Comparable, CustomStringConvertible {
    case low = 1, medium, high
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    var description: String { "P\(rawValue)" }
    var symbol: String {
        switch self {
        case .low: "arrow.down"
        case .medium: "minus"
        case .high: "arrow.up"
        }
    }
}
print(Priority.allCases, Priority.allCases.count, Priority(rawValue: 2) as Any, Priority(rawValue: 9) as Any)
print(Priority.allCases.sorted(by: >), Priority.high > .low, [Priority.high, .low, .medium].max()!)
print(Priority.allCases.map(\.symbol).joined(separator: ","))

enum Size: Comparable { case small, medium, large }
print([Size.large, .small, .medium].sorted(), Size.small < .large)

enum LoadState: Equatable {
    case idle
    case loading(progress: Double)
    case loaded([String])
    case failed(message: String, retryable: Bool)

    var isBusy: Bool { if case .loading = self { return true } else { return false } }
    mutating func advance() {
        switch self {
        case .idle: self = .loading(progress: 0)
        case .loading(let p) where p >= 1: self = .loaded(["a", "b"])
        case .loading(let p): self = .loading(progress: p + 0.5)
        case .loaded, .failed: break
        }
    }
}
var state = LoadState.idle
for _ in 0..<5 {
    state.advance()
    print(state, state.isBusy)
}
print(state == .loaded(["a", "b"]), LoadState.failed(message: "x", retryable: true) == .failed(message: "x", retryable: false))
let states: [LoadState] = [.idle, .failed(message: "offline", retryable: true), .loading(progress: 0.3)]
for s in states {
    switch s {
    case .failed(let message, true): print("retry:", message)
    case .failed(let message, false): print("fatal:", message)
    case .loading(let p) where p < 0.5: print("early", p)
    default: print("other", s)
    }
}
if case let .failed(message, _) = states[1] { print(message.uppercased()) }
print(states.filter { if case .idle = $0 { true } else { false } }.count)

indirect enum Expr {
    case number(Double)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)
    func evaluate() -> Double {
        switch self {
        case .number(let n): n
        case let .add(a, b): a.evaluate() + b.evaluate()
        case let .multiply(a, b): a.evaluate() * b.evaluate()
        case .negate(let e): -e.evaluate()
        }
    }
}
let e = Expr.add(.number(2), .multiply(.number(3), .negate(.number(4))))
print(e.evaluate())

enum Tab: String, CaseIterable, Identifiable {
    case home, search, profile = "me"
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}
print(Tab.allCases.map(\.id), Tab.allCases.map(\.title), Tab(rawValue: "me") as Any, Tab.profile)
print(Tab.allCases.firstIndex(of: .search)!, Tab.allCases.last!)
