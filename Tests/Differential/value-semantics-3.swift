// Copies and references as a list screen's model keeps them.
struct Item: Equatable {
    var title: String
    var done = false
}
final class ItemStore {
    var items: [Item] = []
    var onChange: (() -> Void)?
    func add(_ title: String) {
        items.append(Item(title: title))
        onChange?()
    }
    func toggle(at index: Int) {
        items[index].done.toggle()
        onChange?()
    }
}
var changes = 0
let store = ItemStore()
store.onChange = { changes += 1 }
store.add("milk")
store.add("eggs")
store.toggle(at: 1)
print(store.items.map(\.done), changes)
var snapshot = store.items
snapshot[0].title = "oat milk"
print(store.items[0].title, snapshot[0].title, snapshot == store.items)
let alias = store
alias.items.removeAll()
print(store.items.count, snapshot.count)
var a = [Item(title: "x")]
var b = a
b[0].done = true
b.append(Item(title: "y"))
print(a.count, a[0].done, b.count, b[0].done)
struct Folder {
    var name: String
    var items: [Item]
    mutating func completeAll() {
        for index in items.indices { items[index].done = true }
    }
}
var inbox = Folder(name: "Inbox", items: [Item(title: "a"), Item(title: "b")])
var archive = inbox
archive.name = "Archive"
archive.completeAll()
print(inbox.items.map(\.done), archive.items.map(\.done), inbox.name)
var folders = [inbox, archive]
folders[0].items.append(Item(title: "c"))
folders[1].items[0].title = "A"
print(folders.map { $0.items.count }, folders[1].items.map(\.title), inbox.items.count)
if let index = folders.firstIndex(where: { $0.name == "Archive" }) {
    folders[index].name += "d"
}
print(folders.map(\.name))
var dict = ["inbox": inbox]
dict["inbox"]?.items[0].done = true
dict["inbox"]?.completeAll()
print(dict["inbox"]!.items.map(\.done), inbox.items[0].done)
func rename(_ folder: Folder) -> Folder {
    var copy = folder
    copy.name = copy.name.uppercased()
    return copy
}
print(rename(inbox).name, inbox.name)
class Counter { var count = 0 }
let counters = Array(repeating: Counter(), count: 3)
counters[0].count += 1
print(counters.map(\.count), counters[0] === counters[2])
let fresh = (0..<3).map { _ in Counter() }
fresh[0].count += 1
print(fresh.map(\.count))
var tuple = (name: "t", list: [1])
var tupleCopy = tuple
tupleCopy.list.append(2)
tuple.name = "u"
print(tuple, tupleCopy)
