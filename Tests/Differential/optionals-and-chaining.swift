// Optional chaining through classes and structs, assignment through ?., map / flatMap / ??
// chains, optional subscripts of dictionaries of arrays, optional try, comparing with nil,
// Optional as a value in collections and switches.
// known: Optional(Optional(42)) => Optional(42) — a nested Optional prints as one level here (an Optional is its wrapped value at run time)
import Foundation

final class Address { var city: String; var zip: String?; init(city: String, zip: String? = nil) { self.city = city; self.zip = zip } }
final class Person {
    var name: String
    var address: Address?
    var friends: [Person] = []
    weak var manager: Person?
    init(name: String, address: Address? = nil) { self.name = name; self.address = address }
    func greeting() -> String? { address.map { "\(name) from \($0.city)" } }
}
struct Config { var values: [String: [Int]] = [:]; var title: String? }

let ann = Person(name: "Ann", address: Address(city: "Oslo", zip: "0150"))
let bob = Person(name: "Bob")
ann.friends.append(bob)
bob.manager = ann
print(ann.address?.city as Any, bob.address?.city as Any, ann.address?.zip?.count as Any)
print(bob.manager?.address?.city ?? "none", bob.manager?.manager?.name ?? "no manager", ann.friends.first?.name as Any)
print(ann.greeting() as Any, bob.greeting() ?? "-", ann.friends.first?.greeting() ?? "no greeting")
bob.address?.city = "Bergen"
print(bob.address?.city as Any)
bob.address = Address(city: "Bergen")
bob.address?.city += "!"
bob.address?.zip = "5003"
print(bob.address!.city, bob.address?.zip ?? "-", ann.friends[0].address?.city ?? "-")
let result: ()? = bob.manager?.address?.city.append("?")
print(result != nil, ann.address!.city)

var config = Config()
config.values["a", default: []].append(1)
config.values["a"]?.append(2)
config.values["b"]?.append(3)
print(config.values["a"] as Any, config.values["b"] as Any, config.values["a"]?.count ?? 0, config.values["a"]?.last as Any)
config.title? += "x"
print(config.title as Any)
config.title = "T"
config.title? += "x"
print(config.title as Any, config.title?.uppercased().lowercased() as Any)

let strings = ["1", "two", "3", ""]
print(strings.map { Int($0) }, strings.compactMap(Int.init), strings.first.flatMap { Int($0) } as Any)
let maybe: String? = "42"
print(maybe.map { Int($0) } as Any, maybe.flatMap { Int($0) } as Any, maybe.flatMap(Int.init).map { $0 * 2 } ?? 0)
let a: Int? = nil, b: Int? = nil, c: Int? = 3
print(a ?? b ?? c ?? 0, a ?? 9, (a ?? b) as Any, c.map(String.init) ?? "none")
print(a == nil, c == 3, c != nil, a == b, c! + 1, Optional(1) == 1)
if let x = c, let y = a ?? Optional(10), x < y { print("both", x, y) }
guard let unwrapped = c else { fatalError() }
print(unwrapped)
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw CocoaError(.coderReadCorrupt) }
    return n
}
print((try? parse("5")) as Any, (try? parse("x")) as Any, (try? parse("7")) ?? -1)
let opts: [Int?] = [3, nil, 1]
print(opts.compactMap { $0 }.sorted(), opts.map { $0 ?? -1 }, opts.contains(nil), opts.filter { $0 != nil }.count)
for o in opts {
    switch o {
    case .some(let v) where v > 2: print("big", v)
    case .some(let v): print("small", v)
    case .none: print("nothing")
    }
}
let dict: [String: Int?] = ["a": 1, "b": nil]
print(dict["a"] as Any, dict["b"] as Any, dict["c"] as Any, dict.count)
var cache: [String: String] = [:]
func lookup(_ k: String) -> String { if let v = cache[k] { return v }; let v = k.uppercased(); cache[k] = v; return v }
print(lookup("x"), lookup("x"), cache.count)
let names: [String]? = ["z", "y"]
print(names?.sorted() as Any, names?.first?.uppercased() as Any, names?.count ?? 0, names?.isEmpty == false)
let emptyNames: [String]? = nil
print(emptyNames?.count as Any, emptyNames ?? [], (emptyNames?.isEmpty ?? true) ? "empty" : "full")
var counter: Int? = 0
counter? += 5
counter! += 1
print(counter as Any)
let closure: ((Int) -> Int)? = { $0 * 3 }
print(closure?(4) as Any, (nil as ((Int) -> Int)?)?(4) as Any)
struct Box { var inner: Box2? }
struct Box2 { var value = 1; mutating func bump() { value += 1 } }
var box = Box(inner: Box2())
box.inner?.bump()
box.inner?.value *= 10
print(box.inner?.value as Any)
