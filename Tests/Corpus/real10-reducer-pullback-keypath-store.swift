// Demonstrates: a store-and-reducer architecture written without a library, as a video series' followers rebuild it: `typealias Reducer<Value, Action> = (inout Value, Action) -> Effect` with `typealias Effect = () -> Void`, a generic `Store<Value, Action>: ObservableObject` whose `view(value:action:)` derives a local store kept in sync by a `sink { [weak localStore] … }`, variadic `combine(_:)`, `pullback` overloads over `WritableKeyPath<GlobalValue, LocalValue>` and `WritableKeyPath<GlobalAction, LocalAction?>` (enum computed properties with `get`/`set` as action key paths), state slices as tuple typealiases and as structs with computed get/set on the app state, `.onDelete` sending `IndexSet`, an activity feed of enum payloads.
// Source: learner's app (a developer's state-management demo following a functional-architecture video series; repository jpsasi/StateManagementAppDemo studied); written for Vivarium in that style, not copied.
// First paste: failed at load: real10-reducer-pullback-keypath-store.swift:33:17: error: cannot assign to value: 'localValue' is a 'let' constant
import SwiftUI
import Combine

typealias Effect = () -> Void
typealias Reducer<Value, Action> = (inout Value, Action) -> Effect

final class Store<Value, Action>: ObservableObject {
    let reducer: Reducer<Value, Action>
    @Published var value: Value
    var cancellable: Cancellable?

    init(initialValue: Value, reducer: @escaping Reducer<Value, Action>) {
        self.value = initialValue
        self.reducer = reducer
    }

    func send(_ action: Action) {
        let effect = reducer(&value, action)
        effect()
    }

    func view<LocalValue, LocalAction>(
        value toLocalValue: @escaping (Value) -> LocalValue,
        action toGlobalAction: @escaping (LocalAction) -> Action
    ) -> Store<LocalValue, LocalAction> {
        let localStore = Store<LocalValue, LocalAction>(
            initialValue: toLocalValue(self.value),
            reducer: { localValue, localAction in
                self.send(toGlobalAction(localAction))
                localValue = toLocalValue(self.value)
                return {}
            })
        localStore.cancellable = self.$value.sink { [weak localStore] value in
            localStore?.value = toLocalValue(value)
        }
        return localStore
    }
}

func combine<Value, Action>(_ reducers: Reducer<Value, Action>...) -> Reducer<Value, Action> {
    return { value, action in
        let effects = reducers.map { $0(&value, action) }
        return {
            effects.forEach { $0() }
        }
    }
}

// State & action pullback
func pullback<LocalValue, GlobalValue, LocalAction, GlobalAction>(
    _ reducer: @escaping Reducer<LocalValue, LocalAction>,
    value: WritableKeyPath<GlobalValue, LocalValue>,
    action: WritableKeyPath<GlobalAction, LocalAction?>
) -> Reducer<GlobalValue, GlobalAction> {
    return { globalValue, globalAction in
        guard let localAction = globalAction[keyPath: action] else { return {} }
        let effect = reducer(&globalValue[keyPath: value], localAction)
        return {
            effect()
        }
    }
}

struct AppState {
    var count = 0
    var favoriteNumbers: [Int] = []
    var activityFeed: [Activity] = []

    var favoritesState: FavoritesState {
        get {
            FavoritesState(favoriteNumbers: favoriteNumbers, activityFeed: activityFeed)
        }
        set {
            favoriteNumbers = newValue.favoriteNumbers
            activityFeed = newValue.activityFeed
        }
    }

    var saveState: SaveState {
        get {
            (count: count, favoriteNumbers: favoriteNumbers, activityFeed: activityFeed)
        }
        set {
            count = newValue.count
            favoriteNumbers = newValue.favoriteNumbers
            activityFeed = newValue.activityFeed
        }
    }

    struct Activity: Hashable {
        let timeStamp: Date
        let type: ActivityType

        enum ActivityType: Hashable {
            case added(Int)
            case removed(Int)
        }

        init(timeStamp: Date = Date(), type: ActivityType) {
            self.timeStamp = timeStamp
            self.type = type
        }
    }
}

typealias SaveState = (count: Int, favoriteNumbers: [Int], activityFeed: [AppState.Activity])

struct FavoritesState {
    var favoriteNumbers: [Int]
    var activityFeed: [AppState.Activity]
}

enum CounterAction {
    case incrTapped
    case decrTapped
}

enum SaveAction {
    case saveTapped
    case removeTapped
}

enum FavoritesAction {
    case delete(IndexSet)
}

enum AppAction {
    case counter(CounterAction)
    case save(SaveAction)
    case favorites(FavoritesAction)

    var counter: CounterAction? {
        get {
            guard case let .counter(value) = self else { return nil }
            return value
        }
        set {
            guard case .counter = self, let newValue = newValue else { return }
            self = .counter(newValue)
        }
    }

    var save: SaveAction? {
        get {
            guard case let .save(value) = self else { return nil }
            return value
        }
        set {
            guard case .save = self, let newValue = newValue else { return }
            self = .save(newValue)
        }
    }

    var favorites: FavoritesAction? {
        get {
            guard case let .favorites(value) = self else { return nil }
            return value
        }
        set {
            guard case .favorites = self, let newValue = newValue else { return }
            self = .favorites(newValue)
        }
    }
}

let counterReducer: Reducer<Int, CounterAction> = { state, action in
    switch action {
    case .incrTapped:
        state += 1
        return {}
    case .decrTapped:
        state -= 1
        return {}
    }
}

let saveReducer: Reducer<SaveState, SaveAction> = { state, action in
    switch action {
    case .saveTapped:
        state.favoriteNumbers.append(state.count)
        state.activityFeed.append(AppState.Activity(type: .added(state.count)))
        return {}
    case .removeTapped:
        state.favoriteNumbers.removeAll(where: { state.count == $0 })
        state.activityFeed.append(AppState.Activity(type: .removed(state.count)))
        return {}
    }
}

let favoritesReducer: Reducer<FavoritesState, FavoritesAction> = { state, action in
    switch action {
    case let .delete(indexSet):
        for index in indexSet {
            let number = state.favoriteNumbers[index]
            state.favoriteNumbers.remove(at: index)
            state.activityFeed.append(AppState.Activity(type: .removed(number)))
        }
        return { print("deleted", indexSet.count) }
    }
}

let appReducer: Reducer<AppState, AppAction> = combine(
    pullback(counterReducer, value: \.count, action: \.counter),
    pullback(saveReducer, value: \.saveState, action: \.save),
    pullback(favoritesReducer, value: \.favoritesState, action: \.favorites)
)

struct CounterView: View {
    @ObservedObject var store: Store<AppState, AppAction>

    var isFavorite: Bool {
        store.value.favoriteNumbers.contains(store.value.count)
    }

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Button("-") { store.send(.counter(.decrTapped)) }
                Text("\(store.value.count)")
                Button("+") { store.send(.counter(.incrTapped)) }
            }
            if isFavorite {
                Button("Remove from favorites") { store.send(.save(.removeTapped)) }
            } else {
                Button("Save to favorites") { store.send(.save(.saveTapped)) }
            }
        }
        .font(.title)
    }
}

struct FavoritesView: View {
    @ObservedObject var store: Store<FavoritesState, FavoritesAction>

    var body: some View {
        List {
            ForEach(store.value.favoriteNumbers, id: \.self) { number in
                Text("\(number)")
            }
            .onDelete { indexSet in
                store.send(.delete(indexSet))
            }
        }
        .navigationTitle("Favorites")
    }
}

struct ContentView: View {
    @ObservedObject var store: Store<AppState, AppAction>

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Counter demo") {
                    CounterView(store: store)
                }
                NavigationLink("Favorite numbers") {
                    FavoritesView(store: store.view(
                        value: { $0.favoritesState },
                        action: { .favorites($0) }
                    ))
                }
                Section("Activity") {
                    ForEach(store.value.activityFeed, id: \.self) { activity in
                        switch activity.type {
                        case .added(let number):
                            Text("Saved \(number)")
                        case .removed(let number):
                            Text("Removed \(number)")
                        }
                    }
                }
            }
            .navigationTitle("State management")
        }
    }
}

#Preview {
    ContentView(store: Store(initialValue: AppState(), reducer: appReducer))
}
