// Inheritance with convenience and overriding initializers, deinit order, computed and lazy
// properties, a tuple of closures, NSError, Result, multi-line strings, if-let shorthand.
import Foundation

class Animal {
    let name: String
    var sound: String { "..." }
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "Unknown") }
    func speak() -> String { "\(name) says \(sound)" }
    deinit { print("deinit \(name)") }
}
final class Dog: Animal {
    var tricks: [String] = []
    override var sound: String { "Woof" }
    init(name: String, tricks: [String]) {
        self.tricks = tricks
        super.init(name: name)
    }
    override func speak() -> String { super.speak() + " and knows \(tricks.count) tricks" }
}
protocol Describable { var summary: String { get } }
extension Dog: Describable { var summary: String { "\(name): \(tricks.joined(separator: ", "))" } }

struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    lazy var description: String = "T(\(celsius))"
    static let freezing = Temperature(celsius: 0)
    mutating func warm(by d: Double) { celsius += d }
}

func makeCounter() -> (increment: () -> Int, reset: () -> Void) {
    var count = 0
    return ({ count += 1; return count }, { count = 0 })
}

enum Op { case add, sub, mul, div }
func calc(_ a: Double, _ b: Double, _ op: Op) throws -> Double {
    switch op {
    case .add: return a + b
    case .sub: return a - b
    case .mul: return a * b
    case .div:
        guard b != 0 else { throw NSError(domain: "Calc", code: 1, userInfo: [NSLocalizedDescriptionKey: "Division by zero"]) }
        return a / b
    }
}

do {
    let d = Dog(name: "Rex", tricks: ["sit", "roll"])
    print(d.speak(), "|", d.summary)
    let a: Animal = d
    print(a.sound, a is Dog, (a as? Dog)?.tricks.count ?? 0)
    let u = Animal()
    print(u.speak())
}
var t = Temperature(celsius: 100)
print(t.fahrenheit); t.fahrenheit = 32; print(t.celsius)
t.warm(by: 5); print(t.celsius, t.description, Temperature.freezing.celsius)
let c = makeCounter()
print(c.increment(), c.increment()); c.reset(); print(c.increment())
do { print(try calc(6, 3, .div)); _ = try calc(1, 0, .div) } catch { print("error:", error.localizedDescription) }
let r = Result { try calc(2, 0, .div) }
switch r { case .success(let v): print(v); case .failure(let e): print("failed", (e as NSError).code) }
let numbers = [5, 3, 8, 1]
let sortedDesc = numbers.sorted { $0 > $1 }
print(sortedDesc, numbers.reduce(Int.min, max), numbers.enumerated().max(by: { $0.element < $1.element })!.offset)
var queue = [Int](); queue.append(1); queue.append(2); print(queue.removeFirst(), queue)
let nested: [String: [String: Int]] = ["a": ["x": 1], "b": ["y": 2]]
print(nested["a"]?["x"] ?? 0, nested["c"]?["z"] ?? -1, nested.keys.sorted())
let text = """
Line one
  Line two
"""
print(text.split(separator: "\n").count, text.components(separatedBy: .newlines).map { $0.trimmingCharacters(in: .whitespaces) })
print(String(repeating: "-", count: 5), "abc".map(String.init).reversed().joined())
let opt: String? = "hi"
if let opt, !opt.isEmpty { print("shorthand", opt) }
guard let first = numbers.first else { fatalError() }
print(first)
print(type(of: numbers), type(of: opt), type(of: Dog.self))
