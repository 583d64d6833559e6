// Demonstrates: a TCA-style generic Store<State, Action> with a reducer closure over inout state, @dynamicMemberLookup reads, and bindings that send actions (binding(get:send:)).
import SwiftUI

@dynamicMemberLookup
final class Store<State, Action>: ObservableObject {
    @Published private(set) var state: State
    private let reducer: (inout State, Action) -> Void

    init(initialState: State, reducer: @escaping (inout State, Action) -> Void) {
        self.state = initialState
        self.reducer = reducer
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        state[keyPath: keyPath]
    }

    func send(_ action: Action) {
        reducer(&state, action)
    }

    func binding<Value>(get keyPath: KeyPath<State, Value>, send action: @escaping (Value) -> Action) -> Binding<Value> {
        Binding(get: { self.state[keyPath: keyPath] }, set: { self.send(action($0)) })
    }
}

struct CounterState {
    var count = 0
    var step = 1
    var history: [Int] = []
}

enum CounterAction {
    case increment
    case decrement
    case setStep(Int)
    case reset
}

func counterReducer(_ state: inout CounterState, _ action: CounterAction) {
    switch action {
    case .increment:
        state.count += state.step
    case .decrement:
        state.count -= state.step
    case .setStep(let step):
        state.step = max(1, step)
    case .reset:
        state.history.append(state.count)
        state.count = 0
    }
}

struct CounterFeatureView: View {
    @StateObject private var store = Store(initialState: CounterState(), reducer: counterReducer)

    var body: some View {
        VStack(spacing: 10) {
            Text("Count: \(store.count)")
            Stepper("Step \(store.step)", value: store.binding(get: \.step, send: CounterAction.setStep))
            HStack {
                Button("−") { store.send(.decrement) }
                Button("+") { store.send(.increment) }
                Button("Reset") { store.send(.reset) }
            }
            Text("History: \(store.history.map(String.init).joined(separator: ", "))")
        }
    }
}

#Preview {
    CounterFeatureView()
}
