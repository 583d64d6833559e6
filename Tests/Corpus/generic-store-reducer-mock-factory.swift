// Demonstrates: a generic `Store<State, Action>` holding a reducer closure `(inout State, Action) -> Void`, a generic `Cache<Key: Hashable, Value>` class with a subscript, and generic static factories (`static func mock(...)`, `static var preview`) on constrained extensions.
import SwiftUI

@MainActor
final class Store<State, Action>: ObservableObject {
    @Published private(set) var state: State
    private let reduce: (inout State, Action) -> Void

    init(initial: State, reduce: @escaping (inout State, Action) -> Void) {
        self.state = initial
        self.reduce = reduce
    }

    func send(_ action: Action) {
        reduce(&state, action)
        print("\(action) -> \(state)")
    }
}

final class Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private(set) var hits = 0
    private(set) var misses = 0

    subscript(key: Key) -> Value? {
        get {
            if let value = storage[key] { hits += 1; return value }
            misses += 1
            return nil
        }
        set { storage[key] = newValue }
    }

    func value(for key: Key, orMake make: () -> Value) -> Value {
        if let cached = self[key] { return cached }
        let made = make()
        self[key] = made
        return made
    }
}

struct CounterState: Equatable {
    var count = 0
    var history: [Int] = []
}

enum CounterAction {
    case increment, decrement, reset
}

extension Store where State == CounterState, Action == CounterAction {
    static func mock(startingAt count: Int = 0) -> Store<CounterState, CounterAction> {
        Store(initial: CounterState(count: count)) { state, action in
            switch action {
            case .increment: state.count += 1
            case .decrement: state.count -= 1
            case .reset: state.count = 0
            }
            state.history.append(state.count)
        }
    }
}

struct CounterScreen: View {
    @StateObject private var store = Store.mock(startingAt: 10)
    private let labels = Cache<Int, String>()

    var body: some View {
        VStack(spacing: 12) {
            Text(labels.value(for: store.state.count) { "Count is \(store.state.count)" })
                .font(.title)
            HStack {
                Button("−") { store.send(.decrement) }
                Button("+") { store.send(.increment) }
                Button("Reset") { store.send(.reset) }
            }
            Text("History: \(store.state.history.map(String.init).joined(separator: ", "))")
            Button("Cache stats") { print("hits \(labels.hits), misses \(labels.misses)") }
        }
        .padding()
    }
}

#Preview {
    CounterScreen()
}
