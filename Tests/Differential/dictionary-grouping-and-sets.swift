// Grouping, counting and set algebra as a task list's view model does it.
struct Task: Hashable { let title: String; let tag: String; let done: Bool; let points: Int }

let tasks = [
    Task(title: "Write tests", tag: "dev", done: true, points: 3),
    Task(title: "Fix bug", tag: "dev", done: false, points: 5),
    Task(title: "Plan sprint", tag: "pm", done: false, points: 2),
    Task(title: "Review PR", tag: "dev", done: true, points: 1),
    Task(title: "Call client", tag: "pm", done: true, points: 2),
    Task(title: "Design icon", tag: "design", done: false, points: 8),
]
let byTag = Dictionary(grouping: tasks, by: \.tag)
for tag in byTag.keys.sorted() {
    print(tag, byTag[tag]!.map(\.title))
}
let pointsByTag = tasks.reduce(into: [String: Int]()) { $0[$1.tag, default: 0] += $1.points }
print(pointsByTag.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))
let openCount = Dictionary(tasks.filter { !$0.done }.map { ($0.tag, 1) }, uniquingKeysWith: +)
print(openCount.sorted(by: { $0.key < $1.key }).map { "\($0.key):\($0.value)" })
let titles = Dictionary(uniqueKeysWithValues: tasks.enumerated().map { ($0.offset, $0.element.title) })
print(titles[2] ?? "-", titles[9] ?? "-", titles.count)
let merged = ["a": 1, "b": 2].merging(["b": 20, "c": 30]) { old, new in old + new }
print(merged.sorted { $0.key < $1.key })
var inventory = ["apples": 3, "pears": 0, "plums": 5]
inventory["pears"] = nil
inventory.merge(["figs": 2]) { $1 }
print(inventory.mapValues { $0 * 2 }.sorted { $0.key < $1.key })
print(["x": "1", "y": "no", "z": "3"].compactMapValues(Int.init).sorted { $0.key < $1.key })
if let removed = inventory.removeValue(forKey: "plums") { print("removed", removed) }
print(inventory.keys.sorted(), inventory.values.sorted())
let tagsA: Set = ["dev", "pm", "ops"]
let tagsB: Set = ["pm", "design"]
print(tagsA.union(tagsB).sorted(), tagsA.intersection(tagsB).sorted(), tagsA.subtracting(tagsB).sorted())
print(tagsA.symmetricDifference(tagsB).sorted(), tagsA.isSubset(of: tagsA.union(tagsB)), tagsA.isDisjoint(with: ["qa"]))
var seen = Set<String>()
let unique = tasks.map(\.tag).filter { seen.insert($0).inserted }
print(unique)
let (done, open) = (tasks.filter(\.done), tasks.filter { !$0.done })
print(done.count, open.count, open.max(by: { $0.points < $1.points })!.title)
print(tasks.first(where: { $0.points > 4 })?.title ?? "none", tasks.contains { $0.tag == "qa" })
print(tasks.map(\.points).sorted(by: >).prefix(3), tasks.allSatisfy { $0.points > 0 })
let chunks = stride(from: 0, to: tasks.count, by: 4).map { Array(tasks[$0..<min($0 + 4, tasks.count)]).map(\.points) }
print(chunks)
print(zip(tasks.map(\.title), tasks.map(\.points)).filter { $0.1 >= 3 }.map { "\($0.0) (\($0.1))" })
