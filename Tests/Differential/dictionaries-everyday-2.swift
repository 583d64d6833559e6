// Dictionaries as a store's indexes and counters use them.
var stock = ["apple": 3, "pear": 0, "fig": 7]
print(stock.filter { $0.value > 0 }.keys.sorted())
print(stock.mapValues { $0 * 2 }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(stock.compactMapValues { $0 > 0 ? "\($0) left" : nil }.sorted { $0.key < $1.key }.map(\.value))
print(stock.updateValue(5, forKey: "pear") as Any, stock.updateValue(1, forKey: "kiwi") as Any)
print(stock.removeValue(forKey: "fig") as Any, stock.removeValue(forKey: "nope") as Any)
print(stock.count, stock["kiwi", default: 0], stock["lime", default: 0])
stock.merge(["apple": 10, "lime": 2]) { old, new in old + new }
print(stock.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
let merged = stock.merging(["apple": 1]) { current, _ in current }
print(merged["apple"]!)
let byValue = stock.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
print(byValue.map(\.key))
print(stock.keys.contains("lime"), stock.values.reduce(0, +), stock.isEmpty)
let pairs = Dictionary(uniqueKeysWithValues: zip(["a", "b", "c"], 1...3))
print(pairs.sorted(by: { $0.key < $1.key }).map { "\($0.key)\($0.value)" }.joined())
let counts = "mississippi".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " "))
let maxEntry = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!
print(maxEntry.key, maxEntry.value)
var groups: [String: [String]] = [:]
for word in ["ant", "bee", "asp", "bat", "cow"] {
    groups[String(word.prefix(1)), default: []].append(word)
}
print(groups.keys.sorted().map { "\($0): \(groups[$0]!.joined(separator: ","))" })
groups["a"]?.removeFirst()
groups["z"]?.append("zebra")
print(groups["a"]!, groups["z"] as Any)
if var bees = groups["b"] {
    bees.append("bug")
    print(bees.count, groups["b"]!.count)
}
let nested: [String: [String: Int]] = ["x": ["y": 1]]
print(nested["x"]?["y"] as Any, nested["x"]?["q"] as Any, nested["w"]?["y"] as Any)
var config: [String: Any] = ["name": "app", "version": 2, "debug": true]
print(config["name"] as? String ?? "", config["version"] as? Int ?? 0, config["debug"] as? Bool == true)
config["version"] = nil
print(config.keys.sorted())
let lookup = Dictionary(grouping: [1, 2, 3, 4, 5, 6], by: { $0 % 3 })
print(lookup.keys.sorted().map { lookup[$0]! })
let first = stock.first { $0.value == 2 }
print(first?.key ?? "none")
var scores: [String: Int] = [:]
scores["amy"] = 3
scores["amy"]! += 4
scores["bo", default: 10] -= 1
print(scores.sorted { $0.key < $1.key }.map(\.value))
print(Array(scores.keys).sorted(), scores.map { $0.value }.sorted())
