// Mutation through paths as view models write it: nested structs in arrays and dictionaries,
// optional chains that assign, dictionary default subscripts, swapping and moving elements,
// mutating methods on elements, and didSet firing on the outer property.
struct Task { var title: String; var done = false; var subtasks: [Task] = [] }
struct Project {
    var name: String
    var tasks: [Task] = [] { didSet { print("tasks set (\(tasks.count))") } }
    var owners: [String: [String]] = [:]
    mutating func complete(_ index: Int) { tasks[index].done = true }
}
var project = Project(name: "App")
project.tasks.append(Task(title: "Design"))
project.tasks.append(Task(title: "Build", subtasks: [Task(title: "API")]))
project.tasks[1].subtasks[0].done.toggle()
project.tasks[1].subtasks.append(Task(title: "UI"))
project.complete(0)
print(project.tasks.map { "\($0.title):\($0.done)" }, project.tasks[1].subtasks.map(\.done))
project.owners["design", default: []].append("Ada")
project.owners["design", default: []].append("Alan")
project.owners["build"]?.append("nobody")
print(project.owners.keys.sorted(), project.owners["design"] ?? [], project.owners["build"] as Any)
var maybe: Project? = project
maybe?.tasks[0].title = "Design v2"
maybe?.name += "!"
print(maybe?.name ?? "", maybe?.tasks.first?.title ?? "", project.tasks[0].title)
project.tasks.swapAt(0, 1)
print(project.tasks.map(\.title))
var grid = [[0, 0], [0, 0]]
grid[1][0] += 3
grid[0].append(9)
print(grid)
var counts: [String: Int] = [:]
for word in "a b a c b a".split(separator: " ") { counts[String(word), default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
var names = ["c", "a", "b"]
names.sort()
names.insert("z", at: 1)
names.remove(at: 0)
names.removeAll { $0 == "b" }
print(names, names.firstIndex(of: "c") ?? -1)
if let i = project.tasks.firstIndex(where: { $0.title == "Build" }) {
    project.tasks[i].title = "Build it"
}
print(project.tasks.map(\.title))
