// Demonstrates: a unidirectional view model — an Action enum with associated values, a send(_:) method switching over it, derived view state as a nested struct, and a @MainActor Observable store.
import SwiftUI

@MainActor
@Observable
final class CounterStore {
    enum Action {
        case increment
        case decrement
        case set(Int)
        case reset
    }

    struct ViewState: Equatable {
        let title: String
        let canDecrement: Bool
    }

    private(set) var count = 0
    private(set) var log: [String] = []

    var viewState: ViewState {
        ViewState(title: "Count: \(count)", canDecrement: count > 0)
    }

    func send(_ action: Action) {
        switch action {
        case .increment: count += 1
        case .decrement: count = max(0, count - 1)
        case .set(let value): count = value
        case .reset: count = 0
        }
        log.append("\(action)")
    }
}

struct CounterScreen: View {
    @State private var store = CounterStore()

    var body: some View {
        let state = store.viewState
        VStack {
            Text(state.title)
            HStack {
                Button("-") { store.send(.decrement) }
                    .disabled(!state.canDecrement)
                Button("+") { store.send(.increment) }
            }
            Button("Set 10") { store.send(.set(10)) }
            Button("Reset") { store.send(.reset) }
            Text(store.log.suffix(3).joined(separator: " · "))
                .font(.caption)
        }
    }
}

#Preview {
    CounterScreen()
}
