// Optionals kept inside collections, as a form's fields and a lookup table keep them.
struct Field {
    let name: String
    var value: String?
}

let scores: [Int?] = [3, nil, 7]
print(scores)
print(scores.compactMap { $0 })
print(scores.map { $0 ?? 0 })
let firstMissing = scores.firstIndex(where: { $0 == nil })
print(firstMissing as Any)
print(scores.contains(nil))

var table: [String: Int?] = ["a": 1, "b": nil]
print(table.count)
print(table["zzz"] as Any)
table["a"] = nil
print(table.keys.sorted())

let fields = [Field(name: "first", value: "Ada"), Field(name: "last", value: nil)]
let values = fields.map(\.value)
print(values)
let filled = fields.filter { $0.value != nil }.map(\.name)
print(filled)
let joined = fields.compactMap(\.value).joined(separator: " ")
print(joined)

let words = ["10", "x", "30"]
let parsed = words.map { Int($0) }
print(parsed)
let total = parsed.reduce(0) { $0 + ($1 ?? 0) }
print(total)
let maybeFirst: Int? = parsed.first ?? nil
print(maybeFirst as Any)
if let first = parsed.first, let value = first {
    print("first parsed:", value)
}
for case let value? in parsed {
    print("value", value)
}
let pairs: [(String, Int?)] = [("one", 1), ("none", nil)]
for (name, number) in pairs {
    print(name, number as Any)
}
let lookup: [String: [Int]] = ["evens": [2, 4]]
print(lookup["evens"]?.first as Any)
print(lookup["odds"]?.count ?? -1)
print(lookup["evens"].map { $0.count } as Any)
