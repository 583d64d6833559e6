// A store in the reducer style: actions as an enum, a reducer mutating state in place,
// an undo stack of snapshots, middleware as closures, and derived state computed on demand.
struct Todo: Equatable, CustomStringConvertible {
    var id: Int; var title: String; var done = false
    var description: String { "\(done ? "☑" : "☐") \(title)" }
}
struct AppState: Equatable {
    var todos: [Todo] = []
    var filter: Filter = .all
    var nextID = 1
    enum Filter: CaseIterable { case all, open, done }
    var visible: [Todo] {
        switch filter {
        case .all: todos
        case .open: todos.filter { !$0.done }
        case .done: todos.filter(\.done)
        }
    }
}
enum Action { case add(String), toggle(Int), remove(at: IndexSet), setFilter(AppState.Filter), rename(id: Int, to: String), clearDone }
struct IndexSet: Sequence {
    var indices: [Int]
    init(_ indices: [Int]) { self.indices = indices.sorted(by: >) }
    func makeIterator() -> IndexingIterator<[Int]> { indices.makeIterator() }
}
func reduce(_ state: inout AppState, _ action: Action) {
    switch action {
    case .add(let title):
        state.todos.append(Todo(id: state.nextID, title: title))
        state.nextID += 1
    case .toggle(let id):
        if let i = state.todos.firstIndex(where: { $0.id == id }) { state.todos[i].done.toggle() }
    case .remove(let offsets):
        for i in offsets { state.todos.remove(at: i) }
    case .setFilter(let f): state.filter = f
    case let .rename(id, title):
        guard let i = state.todos.firstIndex(where: { $0.id == id }) else { return }
        state.todos[i].title = title
    case .clearDone: state.todos.removeAll(where: \.done)
    }
}
final class Store {
    private(set) var state = AppState()
    private var history: [AppState] = []
    var log: [String] = []
    var middleware: [(Action, AppState) -> Void] = []
    func send(_ action: Action) {
        let before = state
        reduce(&state, action)
        if state != before { history.append(before) }
        middleware.forEach { $0(action, state) }
    }
    func undo() { if let last = history.popLast() { state = last } }
    var canUndo: Bool { !history.isEmpty }
}
let store = Store()
store.middleware.append { action, state in store.log.append("\(action) -> \(state.todos.count)") }
for title in ["milk", "eggs", "bread"] { store.send(.add(title)) }
store.send(.toggle(2))
store.send(.rename(id: 3, to: "rye bread"))
print(store.state.todos, store.state.visible.count)
store.send(.setFilter(.open))
print(store.state.visible.map(\.title))
store.send(.clearDone)
store.send(.toggle(99))
print(store.state.todos, store.canUndo)
store.undo(); store.undo()
print(store.state.todos, store.state.filter)
store.send(.remove(at: IndexSet([0, 2])))
print(store.state.todos, store.log.count, store.log.first!, store.log.last!)
print(AppState.Filter.allCases, store.state == AppState(), AppState().visible.isEmpty)
