// A view model edits nested value types in place: an element of an array in a struct in an
// array, through subscripts, indices, firstIndex, inout parameters, mutating methods and key
// paths; dictionaries of arrays; sorting and moving rows; copies that must not change.
import Foundation

struct Item: Identifiable, Equatable { let id: Int; var title: String; var done = false; var tags: [String] = [] }
struct Section: Identifiable { let id: String; var items: [Item]; var collapsed = false
    var openCount: Int { items.filter { !$0.done }.count }
    mutating func toggleAll() { for i in items.indices { items[i].done.toggle() } }
}
struct Board { var sections: [Section]; var history: [String] = [] }
var board = Board(sections: [
    Section(id: "todo", items: [Item(id: 1, title: "a"), Item(id: 2, title: "b", tags: ["x"])]),
    Section(id: "done", items: [Item(id: 3, title: "c", done: true)]),
])
let snapshot = board
board.sections[0].items[1].done.toggle()
board.sections[0].items[0].title += "!"
board.sections[0].items[1].tags.append("y")
board.sections[1].items.append(Item(id: 4, title: "d"))
board.sections[1].toggleAll()
board.history.append("edit")
print(board.sections.map { $0.items.map(\.title) }, board.sections.map(\.openCount), board.sections[0].items[1].tags)
print(snapshot.sections.map { $0.items.map(\.done) }, board.sections.map { $0.items.map(\.done) }, snapshot.history)
if let s = board.sections.firstIndex(where: { $0.id == "done" }), let i = board.sections[s].items.firstIndex(where: { $0.id == 4 }) {
    board.sections[s].items[i].title = "D"
    board.sections[s].items.swapAt(0, i)
}
print(board.sections[1].items.map(\.title))
func rename(_ item: inout Item, to title: String) { item.title = title }
rename(&board.sections[0].items[0], to: "A")
func bumpAll(_ items: inout [Item]) { for index in items.indices where !items[index].done { items[index].tags.insert("new", at: 0) } }
bumpAll(&board.sections[0].items)
print(board.sections[0].items.map { "\($0.title):\($0.tags)" })
for (index, item) in board.sections[0].items.enumerated() where item.done { board.sections[0].items[index].title = item.title.uppercased() }
board.sections[0].items.removeAll { $0.tags.contains("x") && $0.done }
print(board.sections[0].items.map(\.title), board.sections[0].items.count)
var byTag: [String: [Int]] = [:]
for section in board.sections { for item in section.items { for tag in item.tags { byTag[tag, default: []].append(item.id) } } }
byTag["new"]?.append(99)
byTag["none"]?.append(1)
print(byTag.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
var lists = ["a": [3, 1], "b": [2]]
lists["a"]!.sort()
lists["b", default: []] += [5, 4]
lists["c", default: []].append(0)
print(lists.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
var rows = (1...6).map { Item(id: $0, title: "r\($0)") }
rows.insert(rows.remove(at: 0), at: 3)
print(rows.map(\.id))
rows.sort { $0.title > $1.title }
rows[rows.startIndex].done = true
rows[rows.endIndex - 1].title = "last"
print(rows.map(\.id), rows.first!.done, rows.last!.title)
var matrix = [[0, 0], [0, 0]]
matrix[1][0] += 5
matrix[0] = matrix[1].map { $0 * 2 }
print(matrix, matrix.map { $0.reduce(0, +) })
struct Settings { var values: [String: Int] = [:]; var order: [String] = []
    subscript(key: String) -> Int { get { values[key] ?? 0 } set { if values[key] == nil { order.append(key) }; values[key] = newValue } }
}
var settings = Settings()
settings["font"] += 12
settings["font"] += 2
settings["zoom"] = 1
print(settings.order, settings["font"], settings["missing"])
let path = \Board.sections[0].items[0].title
board[keyPath: path] = "via key path"
print(board.sections[0].items[0].title, snapshot.sections[0].items[0].title)
var tuples = [(name: "a", score: 1), (name: "b", score: 2)]
tuples[1].score *= 10
tuples.append((name: "c", score: 0))
print(tuples.map { "\($0.name)\($0.score)" }, tuples.max { $0.score < $1.score }!.name)
