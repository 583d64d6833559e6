// Classes as models and services use them: designated, convenience, required and failable
// initializers, two-phase initialization, overridden properties with observers, class and
// static members, deinit order as references go, weak and unowned references, identity,
// reference cycles broken by a capture list.
import Foundation

class Shape: CustomStringConvertible {
    static var made = 0
    class var kind: String { "shape" }
    let name: String
    var sides: Int { didSet { log.append("\(name) sides \(oldValue)->\(sides)") } }
    var log: [String] = []
    init(name: String, sides: Int) {
        self.name = name
        self.sides = sides
        Shape.made += 1
    }
    convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(name: name, sides: 0)
    }
    required init(copy other: Shape) { name = other.name + "'"; sides = other.sides }
    var area: Double { 0 }
    var description: String { "\(type(of: self).kind) \(name) sides=\(sides) area=\(String(format: "%.1f", area))" }
    func scaled(by f: Double) -> String { "\(name) x\(f)" }
    deinit { print("deinit", name) }
}
final class Square: Shape {
    override class var kind: String { "square" }
    var side: Double { willSet { log.append("side will \(newValue)") } didSet { log.append("side did \(oldValue)") } }
    override var sides: Int { didSet { log.append("square saw \(sides)") } }
    init(side: Double) {
        self.side = side
        super.init(name: "sq", sides: 4)
        sides = 4
    }
    required init(copy other: Shape) {
        side = (other as? Square)?.side ?? 1
        super.init(copy: other)
    }
    override var area: Double { side * side }
    override func scaled(by f: Double) -> String { super.scaled(by: f) + " -> \(side * f)" }
}
do {
    let sq = Square(side: 2)
    sq.side = 3
    sq.sides = 5
    print(sq, sq.log)
    let copy = Square(copy: sq)
    print(copy, copy.scaled(by: 2), Shape.made)
    let shapes: [Shape] = [sq, copy, Shape(name: "blob", sides: 0)]
    print(shapes.map { type(of: $0).kind }, shapes.filter { $0 is Square }.count, Shape(named: "") == nil)
    let maker: Shape.Type = Square.self
    let made = maker.init(copy: sq)
    print(maker.kind, made.name)
}
print("after scope")

final class Owner {
    let name: String
    var pet: Pet?
    lazy var greet: () -> String = { [unowned self] in "I am \(self.name)" }
    init(_ name: String) { self.name = name; print("init", name) }
    deinit { print("deinit owner", name) }
}
final class Pet {
    let name: String
    weak var owner: Owner?
    var onFeed: (() -> Void)?
    init(_ name: String) { self.name = name }
    deinit { print("deinit pet", name) }
}
var ann: Owner? = Owner("Ann")
var rex: Pet? = Pet("Rex")
ann!.pet = rex
rex!.owner = ann
rex!.onFeed = { [weak rex] in print("feeding", rex?.name ?? "nobody") }
print(ann!.greet(), rex!.owner?.name ?? "-", ann!.pet === rex)
rex!.onFeed?()
rex = nil
print("rex var cleared", ann!.pet?.name ?? "-")
ann = nil
print("ann cleared")
var a: Owner? = Owner("A")
let b = a
print(a === b, ObjectIdentifier(a!) == ObjectIdentifier(b!))
a = nil
print("a cleared, b alive:", b!.name)

class Counter {
    private(set) var count = 0
    static let shared = Counter()
    func increment() -> Self { count += 1; return self }
}
_ = Counter.shared.increment().increment()
print(Counter.shared.count, Counter().increment().count)
class Base { func who() -> String { "base" }; func call() -> String { who() } }
class Mid: Base { override func who() -> String { "mid" } }
class Leaf: Mid { override func who() -> String { "leaf+" + super.who() } }
print([Base(), Mid(), Leaf()].map { $0.call() })
