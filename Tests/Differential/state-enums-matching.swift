// Loading state as view models model it, matched every way Swift allows.
enum LoadState<Value: Equatable>: Equatable {
    case idle
    case loading(progress: Double)
    case loaded(Value)
    case failed(message: String)

    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
    var value: Value? {
        guard case .loaded(let value) = self else { return nil }
        return value
    }
}

var state: LoadState<[String]> = .idle
print(state == .idle, state.isLoading)
state = .loading(progress: 0.25)
print(state.isLoading, state == .loading(progress: 0.25), state == .loading(progress: 0.5))
if case .loading(let progress) = state, progress < 0.5 { print("early", progress) }
state = .loaded(["a", "b"])
print(state.value ?? [], state.value?.count as Any)
let states: [LoadState<Int>] = [.idle, .loaded(3), .failed(message: "x"), .loaded(7), .loading(progress: 1)]
for case .loaded(let n) in states { print("loaded", n) }
print(states.filter { if case .failed = $0 { return true } else { return false } }.count)
let summary = states.map { state -> String in
    switch state {
    case .idle: return "idle"
    case .loading(let p) where p >= 1: return "almost"
    case .loading: return "loading"
    case .loaded(let n) where n > 5: return "big \(n)"
    case .loaded(let n): return "small \(n)"
    case .failed(let message): return "error: \(message)"
    }
}
print(summary)
let optionalState: LoadState<Int>? = .loaded(1)
switch optionalState {
case .some(.loaded(let n)): print("some loaded", n)
case .some: print("some other")
case .none: print("none")
}
if case .loaded(let n)? = optionalState { print("pattern with ?", n) }
let pair: (LoadState<Int>, Bool) = (.failed(message: "m"), true)
switch pair {
case (.failed(let m), true): print("failed and retrying", m)
case (_, false): print("not retrying")
default: print("other")
}
enum Direction: CaseIterable { case north, east, south, west
    var turnedRight: Direction {
        let all = Direction.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
print(Direction.west.turnedRight, Direction.allCases.map { "\($0.turnedRight)" }.joined(separator: ","))
let value: Any = 42
switch value {
case let n as Int where n > 40: print("big int", n)
case is String: print("string")
default: print("other")
}
let items: [Any] = [1, "two", 3.0, [4], Direction.north]
for item in items {
    switch item {
    case let i as Int: print("Int", i)
    case let s as String: print("String", s)
    case let d as Double: print("Double", d)
    case let a as [Int]: print("Array", a.count)
    default: print("Other", item)
    }
}
let code = 404
let kind = switch code {
case 200..<300: "ok"
case 400, 404: "missing"
default: "other"
}
print(kind)
let label = if code > 500 { "server" } else { "client" }
print(label)
