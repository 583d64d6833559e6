// Demonstrates: a tiny unidirectional store — an Action enum with associated values, a pure reducer with inout state, a generic ObservableObject Store, send(_:) from buttons, a derived binding.
import SwiftUI

struct CounterState: Equatable {
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

func counterReducer(state: inout CounterState, action: CounterAction) {
    switch action {
    case .increment:
        state.count += state.step
    case .decrement:
        state.count -= state.step
    case .setStep(let step):
        state.step = max(1, step)
    case .reset:
        state = CounterState()
        return
    }
    state.history.append(state.count)
}

final class Store<State, Action>: ObservableObject {
    @Published private(set) var state: State
    private let reducer: (inout State, Action) -> Void

    init(initialState: State, reducer: @escaping (inout State, Action) -> Void) {
        self.state = initialState
        self.reducer = reducer
    }

    func send(_ action: Action) {
        reducer(&state, action)
    }

    func binding<Value>(get: @escaping (State) -> Value, send action: @escaping (Value) -> Action) -> Binding<Value> {
        Binding(
            get: { get(self.state) },
            set: { self.send(action($0)) }
        )
    }
}

struct CounterScreen: View {
    @StateObject private var store = Store(initialState: CounterState(), reducer: counterReducer)

    var body: some View {
        VStack(spacing: 20) {
            Text("\(store.state.count)")
                .font(.system(size: 60, weight: .bold, design: .rounded))
            HStack {
                Button("−") { store.send(.decrement) }
                Button("+") { store.send(.increment) }
            }
            .font(.largeTitle)
            Stepper("Step: \(store.state.step)", value: store.binding(get: \.step, send: CounterAction.setStep), in: 1...10)
            Button("Step 5") { store.send(.setStep(5)) }
            Button("Reset") { store.send(.reset) }
            Text("History: \(store.state.history.map(String.init).joined(separator: ", "))")
                .font(.caption)
        }
        .padding()
    }
}

#Preview {
    CounterScreen()
}
