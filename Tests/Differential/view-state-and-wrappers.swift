// A view model's state: property wrappers with ranges and projected values, a generic load
// state with map, a todo store filtered, sorted, removed by offsets and moved by IndexSet.
import Foundation

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: Bool { value == range.upperBound }
}

@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

struct Settings {
    @Clamped(0...10) var volume: Int = 5
    @Clamped(0.5...2.0) var speed: Double = 1.0
    @Trimmed var nickname: String = "  guest  "
}

enum LoadState<Value> {
    case idle
    case loading(progress: Double)
    case loaded(Value)
    case failed(String)

    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
    var value: Value? {
        guard case .loaded(let value) = self else { return nil }
        return value
    }
    func map<T>(_ transform: (Value) -> T) -> LoadState<T> {
        switch self {
        case .idle: return .idle
        case .loading(let progress): return .loading(progress: progress)
        case .loaded(let value): return .loaded(transform(value))
        case .failed(let message): return .failed(message)
        }
    }
}

struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
    var priority: Priority = .normal
    enum Priority: Int, Comparable, CaseIterable {
        case low, normal, high
        static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    }
}

enum Filter: String, CaseIterable { case all, open, done }

final class TodoStore {
    private(set) var todos: [Todo] = []
    private var nextID = 1
    var filter: Filter = .all
    var onChange: (([Todo]) -> Void)?
    var visible: [Todo] {
        let filtered: [Todo]
        switch filter {
        case .all: filtered = todos
        case .open: filtered = todos.filter { !$0.done }
        case .done: filtered = todos.filter(\.done)
        }
        return filtered.sorted { ($0.priority, $1.id) > ($1.priority, $0.id) }
    }
    func add(_ title: String, priority: Todo.Priority = .normal) {
        todos.append(Todo(id: nextID, title: title, priority: priority))
        nextID += 1
        onChange?(todos)
    }
    func toggle(_ id: Todo.ID) {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
        todos[index].done.toggle()
        onChange?(todos)
    }
    func remove(atOffsets offsets: IndexSet) {
        let ids = offsets.map { visible[$0].id }
        todos.removeAll { ids.contains($0.id) }
        onChange?(todos)
    }
    func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { todos[$0] }
        todos.removeAll { todo in moving.contains { $0.id == todo.id } }
        todos.insert(contentsOf: moving, at: min(destination, todos.count))
    }
}

var settings = Settings()
print(settings.volume, settings.speed, "[\(settings.nickname)]", settings.$volume)
settings.volume = 42
settings.speed = 0.1
settings.nickname = "\n Taylor \t"
print(settings.volume, settings.speed, "[\(settings.nickname)]", settings.$volume, settings.$speed)
settings.volume -= 3
print(settings.volume, settings.$volume)

var state: LoadState<[String]> = .idle
print(state.isLoading, state.value as Any)
state = .loading(progress: 0.5)
print(state.isLoading)
state = .loaded(["a", "bb", "ccc"])
let counts = state.map { $0.map(\.count) }
print(counts.value ?? [], state.value?.joined() ?? "")
if case .loaded(let items) = state, items.count > 2 { print("many:", items.count) }
let failed: LoadState<Int> = .failed("offline")
switch failed.map({ $0 * 2 }) {
case .failed(let message): print("failed:", message)
default: print("not failed")
}

let store = TodoStore()
var changes = 0
store.onChange = { todos in changes += 1; print("changed:", todos.count) }
store.add("Write tests", priority: .high)
store.add("Refactor")
store.add("Ship", priority: .high)
store.add("Celebrate", priority: .low)
store.toggle(3)
print(store.visible.map(\.title))
store.filter = .open
print(store.visible.map { "\($0.id):\($0.title)" })
store.filter = .done
print(store.visible.map(\.title), Filter.allCases.map(\.rawValue))
store.filter = .all
store.remove(atOffsets: IndexSet([0, 3]))
print(store.todos.map(\.title), changes)
store.move(fromOffsets: IndexSet(integer: 1), toOffset: 0)
print(store.todos.map(\.id), Todo.Priority.allCases.sorted(by: >).map(\.rawValue))
var edited = store.todos[0]
edited.title += "!"
print(edited == store.todos[0], edited.title, store.todos[0].title)
let offsets = IndexSet([4, 1, 2])
print(Array(offsets), offsets.contains(2), offsets.count, offsets.first ?? -1)
