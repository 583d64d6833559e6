// Sequences and collections beyond map and filter: sequence(first:next:) and sequence(state:next:),
// custom Sequence and IteratorProtocol conformers, AnyIterator and AnySequence, lazy chains,
// reduce(into:), dictionaries built with uniquing and merging, sorting stability, slices and
// their indices, in-place edits of arrays.
// known: ["c", "d", "e"] 2 5 2..<5 c 0 3 => ["c", "d", "e"] 0 3 0..<3 c 0 1 — a slice is a copy here: its indices start at 0, not at the base's
// known: 2 4 ["a", "b"] ["e", "f"] => 0 0 ["a", "b"] ["e", "f"] — the same, for dropFirst and suffix
import Foundation

print(Array(sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }), Array(sequence(first: "a") { $0.count < 3 ? $0 + "a" : nil }))
let fibs = sequence(state: (0, 1)) { (s: inout (Int, Int)) -> Int? in
    defer { s = (s.1, s.0 + s.1) }
    return s.0 < 50 ? s.0 : nil
}
print(Array(fibs), Array(sequence(first: 10, next: { $0 > 0 ? $0 - 4 : nil }).prefix(3)))
struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? { guard current > 0 else { return nil }; defer { current -= 1 }; return current }
}
let cd = Countdown(current: 3)
print(Array(cd), cd.map { $0 * 2 }, cd.reduce(0, +), cd.contains(2), Array(cd.prefix(2)), cd.first(where: { $0 < 3 }) as Any)
for n in Countdown(current: 2) { print("tick", n) }
struct Pages: Sequence {
    let total: Int, size: Int
    func makeIterator() -> AnyIterator<Range<Int>> {
        var start = 0
        return AnyIterator {
            guard start < total else { return nil }
            defer { start += size }
            return start..<Swift.min(start + size, total)
        }
    }
}
print(Pages(total: 7, size: 3).map { $0 }, Pages(total: 7, size: 3).map(\.count), Array(Pages(total: 0, size: 3)))
var it = [1, 2, 3].makeIterator()
print(it.next() as Any, it.next() as Any, it.next() as Any, it.next() as Any)
let anySeq = AnySequence { () -> AnyIterator<Int> in
    var n = 2
    return AnyIterator { defer { n -= 1 }; return n > 0 ? n : nil }
}
print(Array(anySeq), Array(anySeq))
var lazyLog: [Int] = []
let firstBig = (1...10).lazy.map { n -> Int in lazyLog.append(n); return n * n }.first { $0 > 20 }
print(firstBig as Any, lazyLog)
print(Array((1...10).lazy.filter { $0 % 3 == 0 }.map { "#\($0)" }), (1...).lazy.map { $0 * 2 }.prefix(3).reduce(0, +), Array((1...5).lazy.reversed()))
print([1, 2, 3, 4].lazy.compactMap { $0 % 2 == 0 ? $0 : nil }.map { $0 + 1 }.first as Any, Array([[1], [2, 3]].lazy.flatMap { $0 }), Array((1...3).lazy.prefix(while: { $0 < 3 })))

let words = ["apple", "bob", "cat", "axe", "bee", "cow", "ant"]
let index = words.reduce(into: [Character: [String]]()) { $0[$1.first!, default: []].append($1) }
print(index.keys.sorted(), index["a"]!, words.reduce(into: "") { $0 += $1.prefix(1) })
let pairs = [("a", 1), ("b", 2), ("a", 3)]
print(Dictionary(pairs, uniquingKeysWith: +).sorted { $0.key < $1.key }, Dictionary(pairs, uniquingKeysWith: { first, _ in first })["a"]!, Dictionary(pairs) { _, new in new }["a"]!)
var base = ["x": 1, "y": 2]
base.merge(["y": 20, "z": 30]) { old, new in old + new }
let merged = base.merging(["x": 100]) { $1 }
print(base.sorted { $0.key < $1.key }, merged["x"]!, base["x"]!)
let raw: [String: String] = ["a": "1", "b": "x", "c": "3"]
print(raw.compactMapValues { Int($0) }.sorted { $0.key < $1.key }, raw.mapValues { $0.count }.values.reduce(0, +), raw.filter { $0.value != "x" }.count)
print(Dictionary(grouping: words, by: \.count).mapValues(\.count).sorted { $0.key < $1.key }, Dictionary(uniqueKeysWithValues: zip(["k1", "k2"], [1, 2])).sorted { $0.key > $1.key }.first!.key)
var counts: [String: Int] = [:]
for w in words { counts[String(w.first!), default: 0] += 1 }
print(counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key), counts.removeValue(forKey: "a") as Any, counts.removeValue(forKey: "q") as Any, counts.updateValue(9, forKey: "b") as Any, counts["b"]!)

let records = [(name: "d", team: 2), (name: "a", team: 1), (name: "c", team: 2), (name: "b", team: 1), (name: "e", team: 2)]
print(records.sorted { $0.team < $1.team }.map(\.name), records.sorted { ($0.team, $0.name) > ($1.team, $1.name) }.map(\.name))
print(records.min { $0.team < $1.team }!.name, records.max { $0.team < $1.team }!.name, records.firstIndex { $0.team == 2 }!, records.lastIndex { $0.team == 1 }!)
let letters = ["a", "b", "c", "d", "e", "f"]
let slice = letters[2..<5]
print(slice, slice.startIndex, slice.endIndex, slice.indices, slice.first!, Array(slice).startIndex, slice.firstIndex(of: "d")!)
print(letters.dropFirst(2).startIndex, letters.suffix(2).startIndex, letters.prefix(while: { $0 < "c" }), letters.drop(while: { $0 < "e" }))
print(Array(letters.enumerated().reversed().prefix(2).map { "\($0.offset)\($0.element)" }), Array(zip(letters, 1...).filter { $0.1 % 2 == 0 }.map(\.0)), letters.indices.reversed().first!)
print(Array(letters.reversed().enumerated()).first!, zip([1, 2, 3], ["x", "y"]).map { "\($0)\($1)" }, letters.chunked(into: 4))
var arr = [1, 2, 3, 4, 5, 6]
arr.insert(contentsOf: [10, 11], at: 1)
arr.replaceSubrange(0..<2, with: [0])
arr.removeSubrange(4...5)
arr.swapAt(0, arr.count - 1)
print(arr, arr.removeFirst(2), arr, arr.removeLast(1), arr)
arr.append(contentsOf: 7...9)
arr.removeAll { $0 % 2 == 0 }
arr.reverse()
print(arr, { var c = arr; return c.partition(by: { $0 > 7 }) }(), arr.sorted(), arr.split(whereSeparator: { $0 == 7 }).count)
var grid = [[Int]](repeating: [], count: 2)
grid[0].append(1); grid[1] += [2, 3]; grid[0].insert(0, at: 0)
print(grid, grid.joined().count, grid.map { $0.reduce(0, +) }, grid.flatMap { $0 }.max()!)
var set: Set = ["a", "b", "c"]
let other: Set = ["b", "c", "d"]
set.formUnion(["e"]); set.subtract(["a"]); set.formIntersection(set.union(other))
print(set.sorted(), set.isStrictSubset(of: set.union(["z"])), set.insert("b").inserted, set.insert("q").inserted, set.remove("zz") as Any, set.remove("q") as Any, set.sorted())
print(Set([3, 1, 2]).sorted(by: >), Set("hello").count, Set([1, 2]).isSuperset(of: []), Set<Int>().isEmpty, Array(Set([5])).first!)
extension Array { func chunked(into n: Int) -> [[Element]] { stride(from: 0, to: count, by: n).map { Array(self[$0..<Swift.min($0 + n, count)]) } } }
