import Observation
// An @Observable store as a SwiftUI screen reads it, observed with withObservationTracking.
@Observable
final class TodoStore {
    var items: [String] = []
    var filter = ""
    @ObservationIgnored var loads = 0
    var visible: [String] { filter.isEmpty ? items : items.filter { $0.contains(filter) } }
    func add(_ item: String) { items.append(item) }
}

let store = TodoStore()
func observe(_ label: String, _ read: @escaping () -> Void) {
    withObservationTracking {
        read()
    } onChange: {
        print("changed:", label)
    }
}
observe("items") { _ = store.items }
store.add("milk")
store.add("eggs")
print(store.items)
observe("visible") { _ = store.visible }
store.filter = "e"
print(store.visible)
store.filter = "m"
observe("loads") { _ = store.loads }
store.loads += 1
print("loads", store.loads)
observe("count") { _ = store.items.count }
store.items[0] = "oat milk"
print(store.items, store.visible)
observe("filter only") { _ = store.filter }
store.add("bread")
print("no change for filter")
store.filter = ""
