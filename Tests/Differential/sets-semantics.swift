// Sets as values: equality ignores order, subset and disjoint tests, algebra whose results are
// compared rather than printed (Set order is per process), sets as dictionary values and keys,
// filter and map on sets, removal, and structs holding sets compared with ==.
var selection: Set<Int> = []
for id in [3, 1, 2] { selection.insert(id) }
print(selection == Set([1, 2, 3].map { $0 }), selection == Set<Int>([2, 3, 1]))
let a: Set = [1, 2, 3]
let b: Set = [3, 2, 1]
print(a == b, a != Set([1, 2]), Set([1, 2]) == Set([2, 1, 1]))
print(Set([1, 2]).isSubset(of: a), a.isSuperset(of: [1]), a.isDisjoint(with: [7, 8]), Set([1]).isStrictSubset(of: a))
print(a.union([4]).sorted(), a.intersection([2, 9]).sorted(), a.subtracting([1]).sorted(), a.symmetricDifference([3, 4]).sorted())
print(a.union([4]).count == 4, Set(a.filter { $0 > 1 }) == [3, 2], Set(a.map { $0 % 2 }) == [0, 1])
var tags: Set<String> = ["swift", "ui"]
let (inserted, member) = tags.insert("swift")
print(inserted, member, tags.count, tags.remove("ui") ?? "-", tags.remove("zz") ?? "-", tags.count)
tags.formUnion(["a", "b"])
tags.subtract(["a"])
print(tags.sorted(), tags.contains("b"), tags.isEmpty)
struct Filter: Equatable, Hashable { var categories: Set<String>; var minimum: Int }
let f1 = Filter(categories: ["x", "y"], minimum: 1)
let f2 = Filter(categories: ["y", "x"], minimum: 1)
print(f1 == f2, f1 != Filter(categories: ["x"], minimum: 1))
var byLetter: [Character: Set<String>] = [:]
for word in ["apple", "avocado", "banana", "apple"] { byLetter[word.first!, default: []].insert(word) }
print(byLetter["a"]?.count ?? 0, byLetter["b"]?.sorted() ?? [], byLetter.values.map(\.count).sorted())
print(Array(a).sorted() == [1, 2, 3], a.min()!, a.max()!, a.reduce(0, +), a.count, Set<Int>().isEmpty)
