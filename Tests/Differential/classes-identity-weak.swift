// Reference semantics: identity, weak references that become nil, unowned, ObjectIdentifier,
// class vs static members and overriding, required initializers, deinit order, and copies of
// structs holding classes.
final class Node: CustomStringConvertible {
    let name: String
    weak var parent: Node?
    var children: [Node] = []
    init(_ name: String) { self.name = name; print("init", name) }
    deinit { print("deinit", name) }
    func add(_ child: Node) { children.append(child); child.parent = self }
    var description: String { "Node(\(name))" }
}
var root: Node? = Node("root")
let leaf = Node("leaf")
root!.add(leaf)
print(leaf.parent?.name ?? "none", root! === leaf.parent!, leaf.parent === leaf)
root = nil
print("after root", leaf.parent as Any)

class Shape {
    class var kind: String { "shape" }
    static let unit = 1
    var area: Double { 0 }
    required init() {}
    func describe() -> String { "\(Self.kind) with area \(area)" }
}
class Square: Shape {
    override class var kind: String { "square" }
    var side = 2.0
    override var area: Double { side * side }
}
let shapes: [Shape] = [Shape(), Square()]
print(shapes.map { $0.describe() }, Square.unit, type(of: shapes[1]).kind)
func make<T: Shape>(_ type: T.Type) -> T { type.init() }
print(make(Square.self).area, ObjectIdentifier(shapes[0]) == ObjectIdentifier(shapes[0]), ObjectIdentifier(shapes[0]) == ObjectIdentifier(shapes[1]))

final class Counter { var value = 0 }
struct Holder { var counter: Counter; var count: Int }
var a = Holder(counter: Counter(), count: 0)
var b = a
b.counter.value += 5
b.count += 5
print(a.counter.value, a.count, b.counter.value, b.count, a.counter === b.counter)

final class Owner {
    let name: String
    var card: Card?
    init(name: String) { self.name = name }
    deinit { print("owner gone", name) }
}
final class Card {
    unowned let owner: Owner
    init(owner: Owner) { self.owner = owner }
    deinit { print("card gone") }
}
do {
    let owner = Owner(name: "Ada")
    owner.card = Card(owner: owner)
    print(owner.card!.owner.name)
}
print("end")
