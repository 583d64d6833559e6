// Optionals inside optionals and collections, printed: a doubly optional value, the first
// element of an array of optionals, a dictionary whose values are optional, and an array of
// optionals made by a failable conversion.
let nested: Int?? = 3
print(nested)
print(Optional(Optional(3)))
let names: [String?] = ["a", nil]
print(names.first, names.last)
let empty: [String?] = []
print(empty.first)
let scores: [String: Int?] = ["k": nil, "j": 2]
print(scores["k"], scores["j"], scores["z"])
print(scores["k"] as Any, nested as Any)
let words = ["1", "x", "3"]
let parsed = words.compactMap { $0 }.map { Int($0) }
print(parsed)
print(words.map { Int($0) })
func numbers() -> AsyncStream<Int> { AsyncStream { c in for i in [4, 9, 2] { c.yield(i) }; c.finish() } }
func extremes() async {
    let lowest = await numbers().min()
    print(lowest)
    print("max \(await numbers().max())")
}
await extremes()
