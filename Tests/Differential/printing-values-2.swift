import Foundation
// What print shows for the values a view model holds.
struct User {
    var name: String
    var age: Int?
    var tags: [String] = []
}
final class Session {
    var user: User?
    init(user: User?) { self.user = user }
}
enum Phase {
    case idle
    case loading(progress: Double)
    case failed(String, code: Int)
}
struct Money: CustomStringConvertible {
    let cents: Int
    var description: String { "$\(cents / 100).\(String(format: "%02d", cents % 100))" }
}
struct Tagged: CustomDebugStringConvertible {
    let id: Int
    var debugDescription: String { "Tagged#\(id)" }
}
let user = User(name: "Ada", age: 36, tags: ["math"])
print(user)
print([user])
let maybe: User? = user
print(maybe as Any)
print(String(describing: maybe))
print("\(user.age as Any)")
print(Phase.idle, Phase.loading(progress: 0.5), Phase.failed("net", code: 3))
print([Phase.idle, .loading(progress: 1)])
let phase: Phase? = .idle
print(phase as Any)
print(Money(cents: 1234), [Money(cents: 5)])
print(Tagged(id: 1), [Tagged(id: 2)], String(describing: Tagged(id: 3)), String(reflecting: Tagged(id: 4)))
print((1, "a"), (x: 1, y: 2.5))
print(["k": user.age])
print([1: [2, 3]])
print(Set<Int>())
print([String]())
print([String: Int]())
let nested: [[String?]] = [["a", nil], []]
print(nested)
print(1.0, 1.5e10, Float(2.5), 1e-7)
print("tab\tquote\"", ["tab\t", "q\""])
print(Character("x"), ["x" as Character])
print(0..<3, 1...4, [0..<2])
print(Double.infinity, -Double.infinity, Double.nan)
print(Int8(-5), UInt(7), [UInt8(1)])
debugPrint("text", 1, [user.name])
print(type(of: user), type(of: [user]), type(of: maybe), type(of: Phase.idle))
print(User.self, [Int].self, Optional<String>.self)
var output = ""
print("a", "b", separator: "-", terminator: "!", to: &output)
print(output)
print(user.tags.isEmpty ? "none" : user.tags.joined(), user.age.map { "\($0) years" } ?? "?")
