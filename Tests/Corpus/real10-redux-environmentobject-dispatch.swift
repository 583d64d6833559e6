// Demonstrates: a minimal Redux written by a learner: `typealias Reducer<State, Action> = (inout State, Action) -> Void`, a free `func appReducer(_ state: inout AppState, _ action: AppAction)` passed where the typealias is expected, `final class Store<State, Action>: ObservableObject` with `@Published private(set) var state` and `dispatch(action:)`, `typealias AppStore = Store<AppState, AppAction>`, `enum AppAction: String`, an `@main` App injecting the store with `.environmentObject`, and child views reading `@EnvironmentObject var store: AppStore`.
// Source: learner's app (a developer's "SwiftUI Redux with enum actions" notes repository; repository paigeshin/SwiftUI_REDUX_ENUM_ACTIONS studied); written for Vivarium in that style, not copied.
// First paste: failed at mount: real10-redux-environmentobject-dispatch.swift:57:18: error: Fatal error: No ObservableObject of type AppStore found. A View.environmentObject(_:) for AppStore may be missing as an ancestor of this view.
import SwiftUI

// App State, Data
struct AppState {
    var currentCoin: String = ""
    var flips: Int = 0
    var history: [String] = []
}

// Change App State
enum AppAction: String {
    case flipTheCoin
    case clearHistory
}

typealias Reducer<State, Action> = (inout State, Action) -> Void

func appReducer(_ state: inout AppState, _ action: AppAction) {
    switch action {
    case .flipTheCoin:
        state.currentCoin = ["🪙 Heads", "🪙 Tails"].randomElement() ?? "🪙 Heads"
        state.flips += 1
        state.history.insert(state.currentCoin, at: 0)
    case .clearHistory:
        state.history.removeAll()
        state.flips = 0
        state.currentCoin = ""
    }
}

typealias AppStore = Store<AppState, AppAction>

final class Store<State, Action>: ObservableObject {
    @Published private(set) var state: State

    private let reducer: Reducer<State, Action>

    init(initState: State, reducer: @escaping Reducer<State, Action>) {
        self.state = initState
        self.reducer = reducer
    }

    // dispatch for actions
    func dispatch(action: Action) {
        self.reducer(&self.state, action)
    }
}

struct CoinView: View {
    @EnvironmentObject var store: AppStore

    var body: some View {
        VStack(spacing: 12) {
            Text(store.state.currentCoin.isEmpty ? "Tap to flip" : store.state.currentCoin)
                .font(.system(size: 44))
            Text("Flips: \(store.state.flips)")
            Button(AppAction.flipTheCoin.rawValue) {
                store.dispatch(action: .flipTheCoin)
            }
            .buttonStyle(.borderedProminent)
        }
    }
}

struct HistoryView: View {
    @EnvironmentObject var store: AppStore

    var body: some View {
        List {
            ForEach(Array(store.state.history.enumerated()), id: \.offset) { index, flip in
                Text("\(store.state.history.count - index). \(flip)")
            }
        }
        .toolbar {
            Button("Clear") {
                store.dispatch(action: .clearHistory)
            }
        }
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            VStack {
                CoinView()
                HistoryView()
            }
            .navigationTitle("Redux coin")
        }
    }
}

@main
struct ReduxCoinApp: App {
    let store = AppStore(initState: AppState(), reducer: appReducer)

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(store)
        }
    }
}
