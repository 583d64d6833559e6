// Dictionaries as values: equality ignores insertion order, merging with a rule, grouping and
// counting, updateValue's old value, removeValue, mapValues/compactMapValues/filter keeping a
// dictionary, keys and values compared as sets or sorted arrays, and dictionaries in structs.
var a = ["x": 1, "y": 2]
let b = ["y": 2, "x": 1]
print(a == b, a != ["x": 1], a.count)
print(a.updateValue(5, forKey: "x") as Any, a.updateValue(7, forKey: "z") as Any, a.removeValue(forKey: "y") as Any, a.removeValue(forKey: "q") as Any)
print(a.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
a.merge(["x": 100, "w": 0]) { current, new in current + new }
print(a.keys.sorted(), a["x"]!, a["w"]!)
let merged = a.merging(["z": 1]) { $1 }
print(merged["z"]!, a["z"]!)
let words = ["apple", "bob", "axe", "cat", "bee"]
let grouped = Dictionary(grouping: words, by: { $0.first! })
print(grouped.keys.sorted(), grouped["a"]!, grouped.mapValues(\.count) == ["a": 2, "b": 2, "c": 1])
let counts = words.reduce(into: [Int: Int]()) { $0[$1.count, default: 0] += 1 }
print(counts == [5: 1, 3: 4], counts[3]!, counts[4] == nil)
let scores = ["ada": "91", "bob": "x", "cy": "77"]
let numeric = scores.compactMapValues(Int.init)
print(numeric == ["ada": 91, "cy": 77], numeric.filter { $0.value > 80 } == ["ada": 91], type(of: numeric.filter { _ in true }))
let unique = Dictionary(words.map { ($0.count, $0) }, uniquingKeysWith: { first, _ in first })
print(unique.keys.sorted(), unique[3]!)
struct Inventory: Equatable { var stock: [String: Int] = [:] }
var i1 = Inventory(); i1.stock["pen"] = 2; i1.stock["ink"] = 1
var i2 = Inventory(); i2.stock["ink"] = 1; i2.stock["pen"] = 2
print(i1 == i2, Set(i1.stock.keys) == Set(["ink", "pen"]), i1.stock.values.sorted())
let emptyKeys = [String: Int]().keys
print(emptyKeys.isEmpty, a.first(where: { $0.value == 0 })?.key ?? "-", a.contains { $0.key == "w" }, a.min { $0.value < $1.value }!.key)
