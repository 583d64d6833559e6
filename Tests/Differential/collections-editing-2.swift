// Editing arrays the way list screens do: move, delete, insert, chunk.
var todos = ["buy milk", "call mom", "write tests", "ship it", "rest"]
todos.remove(at: 3)
todos.remove(at: 1)
print(todos)
let moved = todos.remove(at: 0)
todos.insert(moved, at: 2)
print(todos)
todos.insert("plan", at: 0)
todos.insert(contentsOf: ["a", "b"], at: 2)
print(todos)
todos.removeAll { $0.count == 1 }
print(todos)
todos.removeFirst()
todos.removeLast()
print(todos)
todos.replaceSubrange(0..<1, with: ["x", "y"])
print(todos)
todos.reverse()
print(todos, todos.firstIndex(of: "y") as Any, todos.lastIndex(of: "zz") as Any)

let numbers = Array(1...10)
let pages = stride(from: 0, to: numbers.count, by: 4).map { Array(numbers[$0..<min($0 + 4, numbers.count)]) }
print(pages)
print(numbers.prefix(while: { $0 < 4 }), numbers.drop(while: { $0 < 8 }))
print(Array(numbers.suffix(3)), Array(numbers.dropFirst(8)), Array(numbers.dropLast(8)))
print(numbers.split(whereSeparator: { $0 % 4 == 0 }).map(Array.init))
print(Array(zip(["a", "b", "c"], numbers)))
for (index, name) in ["x", "y"].enumerated() { print(index, name) }
var parts = [5, 1, 8, 3, 9, 2]
let pivot = parts.partition(by: { $0 >= 5 })
print(parts[..<pivot].sorted(), parts[pivot...].sorted())
print(numbers.min(by: { $0 % 7 < $1 % 7 })!, numbers.max(by: { $0 % 7 < $1 % 7 })!)
print(Array(repeating: "-", count: 3).joined(), [[1, 2], [3]].flatMap { $0 }, [[1], [2, 3]].joined().map { $0 * 10 })
print(numbers.first(where: { $0 > 4 }) as Any, numbers.last(where: { $0 < 4 }) as Any)
var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[1][2] = 5
grid[0][0] += 1
print(grid)
var matrix = [[1, 2], [3, 4]]
for i in matrix.indices { matrix[i].append(i) }
print(matrix, matrix.map { $0.count })
let sortedPeople = [("Zoe", 30), ("Adam", 30), ("Bea", 25)].sorted { ($0.1, $0.0) < ($1.1, $1.0) }
print(sortedPeople.map { $0.0 })
print(["b", "a", "c"].sorted().elementsEqual(["a", "b", "c"]), [1, 2].starts(with: [1]))
var uniq: [Int] = []
for n in [3, 1, 3, 2, 1] where !uniq.contains(n) { uniq.append(n) }
print(uniq)
print(Array(Set([3, 1, 2])).sorted(), Dictionary(grouping: ["apple", "avocado", "bean"], by: { $0.first! }).mapValues(\.count).sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" })
print(numbers.indices.filter { $0.isMultiple(of: 3) }, numbers[numbers.startIndex], numbers.endIndex)
let slice = numbers[2...4]
print(slice.count, slice.first!, Array(slice))
