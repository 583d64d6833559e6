// Protocols composed the way service layers and row models compose them.
protocol Named { var name: String { get } }
protocol Priced { var price: Double { get } }
protocol Describable { func describe() -> String }

extension Describable where Self: Named & Priced {
    func describe() -> String { "\(name): \(price)" }
}

struct Book: Named, Priced, Describable {
    let name: String
    let price: Double
}

struct Gift: Named, Describable {
    let name: String
    func describe() -> String { "gift \(name)" }
}

protocol Shape {
    static var kind: String { get }
    func area() -> Double
    init(size: Double)
}

struct Square: Shape {
    static let kind = "square"
    let side: Double
    init(size: Double) { side = size }
    func area() -> Double { side * side }
}

struct Circle: Shape {
    static var kind: String { "circle" }
    let radius: Double
    init(size: Double) { radius = size }
    func area() -> Double { 3 * radius * radius }
}

func make<S: Shape>(_ type: S.Type, size: Double) -> S { S(size: size) }
func label(_ shape: some Shape) -> String { "\(type(of: shape).kind) \(shape.area())" }

let items: [any Describable] = [Book(name: "Swift", price: 30), Gift(name: "Mug")]
for item in items { print(item.describe()) }
let named: [any Named] = [Book(name: "A", price: 1), Gift(name: "B")]
print(named.map(\.name))
for thing in named {
    if let priced = thing as? Priced {
        print(thing.name, "costs", priced.price)
    } else {
        print(thing.name, "is free", thing is Describable)
    }
}
let both: any Named & Priced = Book(name: "C", price: 2.5)
print(both.name, both.price)
print(label(make(Square.self, size: 3)))
print(label(make(Circle.self, size: 2)))
let shapes: [any Shape] = [Square(size: 2), Circle(size: 1)]
print(shapes.map { $0.area() }.reduce(0, +))
print(shapes.map { type(of: $0).kind })

protocol Copyable { func copy() -> Self }
final class Note: Copyable, CustomStringConvertible {
    var text: String
    init(text: String) { self.text = text }
    func copy() -> Self { Self.init(text: text) }
    required init(text: String, marker: Void = ()) { self.text = text }
    var description: String { "Note(\(text))" }
}
let a = Note(text: "hi")
let b = a.copy()
b.text = "bye"
print(a, b, a === b)

protocol Resettable { mutating func reset() }
struct Counter: Resettable, Equatable {
    var value = 0
    mutating func reset() { value = 0 }
}
var counters = [Counter(value: 3), Counter(value: 5)]
for i in counters.indices { counters[i].reset() }
print(counters, counters.allSatisfy { $0 == Counter() })
