// How values print: structs, classes, enums, optionals, collections, tuples, print's separator,
// terminator and output stream, debugPrint, dump, String(reflecting:), Mirror, numbers.
import Foundation
struct Point { var x: Int; var y: Int }
struct Named: CustomStringConvertible { let name: String; var description: String { "Named(\(name))" } }
struct Debuggy: CustomDebugStringConvertible { var debugDescription: String { "DEBUG" } }
class Dog { let name = "Rex" }
final class Cat: CustomStringConvertible { var description: String { "a cat" } }
enum Event { case tap(x: Int, y: Int), key(String), idle }
enum Level: Int { case low = 1, high }
struct Wrapper<T> { let value: T }
let p = Point(x: 1, y: 2)
let op: Point? = p
let name: String? = "Ann"
let none: Int? = nil
let nested: Int?? = 5
print(p, op as Any, [p], ["k": p])
print("\(p) \(String(describing: op)) \(name ?? "-") \(String(describing: name))")
print(Named(name: "n"), [Named(name: "a")], Optional(Named(name: "o")) as Any)
print(Debuggy(), [Debuggy()])
print(Dog(), [Dog()], Cat(), [Cat()])
print(Event.tap(x: 1, y: 2), Event.key("a"), Event.idle, [Event.idle])
print(Level.high, Level.high.rawValue, Level(rawValue: 1) as Any)
print(Wrapper(value: 3), Wrapper(value: "s"))
print(none as Any, nested as Any, [1, nil, 3] as [Int?])
print("a", "b", separator: "-", terminator: "!\n")
debugPrint("quote\"d", 1, [name])
print((1, "two", 3.0), (a: 1, b: p))
var out = ""
print("into", 42, to: &out)
print(out.count, out)
dump(p)
dump([1, 2])
print(String(reflecting: p), String(describing: Dog.self), "\(Point.self)")
print(Mirror(reflecting: p).children.map { "\($0.label!)=\($0.value)" })
let emptyArr: [String] = []
let emptyDict: [String: Int] = [:]
print(emptyArr, emptyDict, Set<Int>(), "", [""])
print(1.0, 100.0, 1e-7, 123456789012.0, 0.1 * 3, Double.infinity, -0.0, 2.5e-3)
print(Int.max, -5 / 2, -5 % 2, 5.0.truncatingRemainder(dividingBy: 2))
