// Optionals as models hold them: optional chaining through arrays and dictionaries, map and
// flatMap, nil-coalescing chains, optional pattern matching in switch and for-case, and
// optionals printed in collections and interpolations.
struct Profile { var nickname: String?; var friends: [Profile]?; var scores: [String: Int]? }
let bob = Profile(nickname: "bob", friends: nil, scores: ["math": 3])
let amy = Profile(nickname: nil, friends: [bob], scores: nil)
print(amy.friends?.first?.nickname as Any, amy.friends?.count as Any, bob.friends?.count as Any)
print(bob.scores?["math"] as Any, amy.scores?["math"] as Any, bob.scores?["art"] ?? 0)
print(amy.nickname ?? amy.friends?.first?.nickname ?? "anonymous")
let raw: [String?] = ["1", nil, "x", "4"]
print(raw.compactMap { $0 }, raw.compactMap { $0.flatMap(Int.init) }, raw.map { $0 ?? "-" })
print(raw.map { $0?.count }, raw.compactMap { $0 }.first as Any)
for case let value? in raw { print("value", value) }
for case .some(let n) in raw.map({ $0.flatMap(Int.init) }) { print("number", n) }
func lookup(_ key: String) -> Int? { ["a": 1, "b": 2][key] }
switch (lookup("a"), lookup("z")) {
case let (x?, y?): print("both", x, y)
case let (x?, nil): print("only first", x)
case (nil, _): print("no first")
}
let maybe: Int? = 5
print(maybe.map { $0 * 2 } as Any, maybe.flatMap { $0 > 3 ? nil : $0 } as Any, "\(String(describing: maybe))")
let list: [Int?] = [1, nil, 3]
print(list, list.count, list.contains(nil), list.compactMap { $0 }.reduce(0, +))
var dict: [String: Int?] = ["a": 1, "b": nil]
print(dict.count, dict["c"] as Any)
dict["a"] = nil
print(dict.keys.sorted())
if let a = maybe, a > 2, let b = lookup("b") { print("chain", a + b) }
guard let first = list.first, let unwrapped = first else { fatalError() }
print(unwrapped, (nil as Int?) == nil)
let optionalArray: [Int]? = [3, 1]
print(optionalArray?.sorted() as Any, optionalArray?.isEmpty == false, optionalArray?.map { $0 + 1 } ?? [])
