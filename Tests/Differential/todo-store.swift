// A to-do store as a view model writes it: an observed array, a filter enum driving a computed
// list, trimming input, toggling and deleting by offsets, and a Codable round trip.
import Foundation

struct TodoItem: Identifiable, Equatable, Codable {
    let id: Int
    var title: String
    var isDone = false
    var tags: Set<String> = []
}

final class TodoStore {
    private(set) var items: [TodoItem] = [] {
        didSet { print("items changed: \(oldValue.count) -> \(items.count)") }
    }
    var filter: Filter = .all
    enum Filter: String, CaseIterable, Identifiable {
        case all, open, done
        var id: Self { self }
        var title: String { rawValue.capitalized }
    }
    var visible: [TodoItem] {
        switch filter {
        case .all: items
        case .open: items.filter { !$0.isDone }
        case .done: items.filter(\.isDone)
        }
    }
    func add(_ title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        items.append(TodoItem(id: (items.map(\.id).max() ?? 0) + 1, title: trimmed))
    }
    func toggle(_ item: TodoItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isDone.toggle()
    }
    func delete(at offsets: IndexSet) {
        for index in offsets.sorted(by: >) { items.remove(at: index) }
    }
}

let store = TodoStore()
store.add("  Buy milk ")
store.add("")
store.add("Walk the dog")
store.add("Write tests")
store.toggle(store.items[1])
for filter in TodoStore.Filter.allCases {
    store.filter = filter
    print(filter.title, store.visible.map(\.title))
}
store.delete(at: IndexSet([0, 2]))
print(store.items.map { "\($0.id):\($0.title):\($0.isDone)" })
store.items.first.map { print("first is", $0.title) }
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try! encoder.encode(store.items)
print(String(data: data, encoding: .utf8)!)
let decoded = try! JSONDecoder().decode([TodoItem].self, from: data)
print(decoded == store.items, decoded.count)
