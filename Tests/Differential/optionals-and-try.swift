// Optionals in depth: try? flattening, optional chaining through methods and subscripts,
// map/flatMap/compactMap, nil-coalescing chains, Optional pattern matching, implicitly
// unwrapped optionals, and errors with associated values.
enum ParseError: Error, Equatable { case empty, notANumber(String) }
func parse(_ text: String) throws -> Int {
    if text.isEmpty { throw ParseError.empty }
    guard let n = Int(text) else { throw ParseError.notANumber(text) }
    return n
}
print(try? parse("12") as Any, try? parse("x") as Any)
print((try? parse("")) ?? -1)
do { _ = try parse("abc") } catch ParseError.notANumber(let text) { print("not a number:", text) } catch { print(error) }
let result = Result { try parse("41") }.map { $0 + 1 }
print(result, (try? result.get()) ?? 0)
switch Result(catching: { try parse("") }) {
case .success(let n): print("got", n)
case .failure(let error as ParseError): print("parse error", error, error == .empty)
case .failure: print("other")
}
struct Address { var city: String?; var lines: [String] }
struct User { var name: String; var address: Address?; func greeting() -> String? { address?.city.map { "Hi from \($0)" } } }
var user: User? = User(name: "Ada", address: Address(city: nil, lines: ["1 Main St"]))
print(user?.address?.city ?? "no city", user?.address?.lines.first?.count as Any, user?.greeting() as Any)
user?.address?.city = "London"
print(user?.greeting() ?? "-", user?.address?.lines[0].uppercased() ?? "")
user = nil
print(user?.name.count as Any)
let words = ["1", "two", "3", nil, "4"]
print(words.compactMap { $0 }.compactMap(Int.init), words.compactMap { $0.flatMap(Int.init) }, words.map { $0.map { $0.count } ?? 0 })
let first: String? = nil, second: String? = nil, third = "third"
print(first ?? second ?? third)
if case let value? = Int("8") { print("matched", value) }
if case .some(let v) = Optional("x") { print("some", v) }
let maybeList: [Int]? = [4, 5]
for n in maybeList ?? [] { print("n", n) }
var iuo: String! = "implicit"
print(iuo.count, iuo as Any)
iuo = nil
print(iuo == nil, iuo ?? "fallback")
let scores: [String: Int] = ["a": 1]
print(scores["a"].map { $0 * 10 } ?? 0, scores["b", default: 0], scores["b"] == nil)
func firstEven(_ xs: [Int]) -> Int? { xs.first { $0 % 2 == 0 } }
guard let even = firstEven([1, 3, 6]) else { fatalError() }
print(even, firstEven([1]) ?? 0)
let optionalClosure: ((Int) -> Int)? = { $0 + 1 }
print(optionalClosure?(1) as Any)
