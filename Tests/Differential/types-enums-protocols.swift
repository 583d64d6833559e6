// Structs with operators, enums with raw values and payloads, protocol extensions, a class with
// a static counter, errors thrown and caught, generic functions, Result, Set algebra, Characters.
import Foundation

struct Point: Hashable, CustomStringConvertible {
    var x: Int
    var y: Int
    var description: String { "(\(x), \(y))" }
    static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
}

enum Direction: String, CaseIterable {
    case north, east, south, west
    var turnedRight: Direction {
        let all = Direction.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

enum Shape {
    case circle(radius: Double)
    case rect(w: Double, h: Double)
    var area: Double {
        switch self {
        case .circle(let r): return .pi * r * r
        case let .rect(w, h): return w * h
        }
    }
}

protocol Animal {
    var name: String { get }
    func speak() -> String
}
extension Animal {
    func speak() -> String { "\(name) makes a sound" }
    var loud: String { speak().uppercased() }
}
struct Dog: Animal {
    let name: String
    func speak() -> String { "\(name) barks" }
}
struct Cat: Animal { let name: String }

class Account {
    private(set) var balance: Double = 0
    let owner: String
    static var count = 0
    init(owner: String) { self.owner = owner; Account.count += 1 }
    func deposit(_ amount: Double) throws {
        guard amount > 0 else { throw BankError.invalid(amount) }
        balance += amount
    }
}
enum BankError: Error, CustomStringConvertible {
    case invalid(Double)
    var description: String {
        switch self { case .invalid(let a): return "invalid amount \(a)" }
    }
}

func apply<T>(_ times: Int, _ value: T, _ f: (T) -> T) -> T {
    var v = value
    for _ in 0..<times { v = f(v) }
    return v
}

let p = Point(x: 1, y: 2) + Point(x: 3, y: 4)
print(p, [p, p].count, Set([p, p]).count)
print(Direction.north.turnedRight, Direction.west.turnedRight.rawValue, Direction(rawValue: "south") as Any)
print(Direction.allCases.map(\.rawValue))
let shapes: [Shape] = [.circle(radius: 1), .rect(w: 2, h: 3)]
print(shapes.map { String(format: "%.3f", $0.area) })
print(shapes.map(\.area).reduce(0, +))
let animals: [any Animal] = [Dog(name: "Rex"), Cat(name: "Tom")]
for a in animals { print(a.speak(), "|", a.loud) }
let acct = Account(owner: "Ann")
do {
    try acct.deposit(50)
    try acct.deposit(-5)
} catch let e as BankError {
    print("bank:", e)
} catch {
    print("other", error)
}
print(acct.balance, Account.count)
print(apply(3, 2) { $0 * $0 }, apply(2, "a") { $0 + $0 })
let result = Result<Int, BankError>.failure(.invalid(1))
switch result {
case .success(let v): print("ok", v)
case .failure(let e): print("failed", e)
}
print(try? acct.deposit(-1) as Any)
let nested = [[1, 2], [3], []]
print(nested.flatMap { $0 }, nested.map(\.count), nested.joined().map { $0 * 2 })
var dict = ["b": 2, "a": 1]
dict["c"] = 3
dict["a"] = nil
print(dict.sorted(by: { $0.key < $1.key }).map { "\($0.key)\($0.value)" })
print(dict.mapValues { $0 * 10 }.sorted { $0.key < $1.key })
print(dict.keys.sorted(), dict.values.sorted(), dict.count, dict.isEmpty)
print(dict.filter { $0.value > 2 }.keys.sorted())
if let (k, v) = dict.max(by: { $0.value < $1.value }) { print(k, v) }
let set1: Set = [1, 2, 3, 4], set2: Set = [3, 4, 5]
print(set1.union(set2).sorted(), set1.intersection(set2).sorted(), set1.subtracting(set2).sorted(), set1.symmetricDifference(set2).sorted())
print(set1.isSubset(of: set2), set1.isSuperset(of: [1, 2]), set1.isDisjoint(with: [9]))
let chars: [Character] = ["a", "B", "3", " ", "é"]
print(chars.map { $0.isLetter }, chars.map { $0.isNumber }, chars.map { $0.isUppercase }, chars.map { $0.isWhitespace })
print(String(255, radix: 16), String(5, radix: 2), Int("ff", radix: 16)!, Int("101", radix: 2)!)
print("swift".map { String($0) }.joined(separator: "-"), "a,b,,c".split(separator: ",", omittingEmptySubsequences: false))
print("Hello".unicodeScalars.map { $0.value }, "Hi".utf8.count, Character("A").asciiValue!)
print("abc" < "abd", "Zebra" < "apple", "é" == "e\u{301}")
print("tea".count, "  trim  ".trimmingCharacters(in: .whitespaces) + "|")
