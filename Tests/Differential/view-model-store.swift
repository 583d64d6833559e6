// A store a view model would keep: add, toggle, remove and move by offsets, summaries; IndexSet;
// grouping and ranking dictionaries; a bracket checker.
// known: 4 true [1, 2, 3, 5] 1 5 => 4 true [1, 3, 5, 2] 1 2 — an IndexSet is an array here: insert appends
import Foundation

struct Todo: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var isDone = false
}

final class TodoStore {
    private(set) var todos: [Todo] = []
    var onChange: (() -> Void)?
    func add(_ title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        todos.append(Todo(title: trimmed))
        onChange?()
    }
    func toggle(_ todo: Todo) {
        guard let i = todos.firstIndex(where: { $0.id == todo.id }) else { return }
        todos[i].isDone.toggle()
        onChange?()
    }
    func remove(atOffsets offsets: IndexSet) {
        for i in offsets.sorted(by: >) { todos.remove(at: i) }
        onChange?()
    }
    func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.map { todos[$0] }; for i in source.sorted(by: >) { todos.remove(at: i) }; todos.insert(contentsOf: moved, at: min(destination, todos.count))
    }
    var remaining: Int { todos.filter { !$0.isDone }.count }
    var summary: String {
        switch remaining {
        case 0: return "All done!"
        case 1: return "1 item left"
        default: return "\(remaining) items left"
        }
    }
}

let store = TodoStore()
var changes = 0
store.onChange = { changes += 1 }
["Buy milk", "  ", "Walk dog", "Read"].forEach(store.add)
print(store.todos.map(\.title), changes, store.summary)
store.toggle(store.todos[1])
print(store.summary, store.todos.filter(\.isDone).map(\.title))
store.remove(atOffsets: IndexSet(integer: 0))
print(store.todos.map(\.title))
store.move(fromOffsets: IndexSet(integer: 1), toOffset: 0)
print(store.todos.map(\.title), changes)
var set = IndexSet([1, 3, 5])
set.insert(2)
print(set.count, set.contains(3), Array(set), set.first!, set.last!)
let grouped = Dictionary(grouping: ["apple", "avocado", "banana", "blueberry", "cherry"], by: { $0.first! })
print(grouped.keys.sorted(), grouped["b"]!)
let scores = ["ann": 90, "bob": 72, "cid": 85]
let passed = scores.filter { $0.value >= 80 }.map(\.key).sorted()
print(passed, scores.values.max()!, scores.min { $0.value < $1.value }!.key)
let avg = Double(scores.values.reduce(0, +)) / Double(scores.count)
print(String(format: "%.2f", avg), avg.rounded(), Int(avg.rounded(.down)))
let sortedByScore = scores.sorted { $0.value > $1.value }
for (rank, entry) in sortedByScore.enumerated() { print("\(rank + 1). \(entry.key) – \(entry.value)") }
var stack: [Character] = []
func balanced(_ s: String) -> Bool {
    stack.removeAll()
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    for c in s {
        if "([{".contains(c) { stack.append(c) }
        else if let open = pairs[c] { if stack.popLast() != open { return false } }
    }
    return stack.isEmpty
}
print(balanced("{[()]}"), balanced("([)]"), balanced("(("))
