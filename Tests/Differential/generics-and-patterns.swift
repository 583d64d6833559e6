// A generic stack, protocol existentials, a tree of class nodes with weak parents, overriding,
// casts, switch patterns (ranges, tuples, where), labelled loops, optionals in for-case.
// known: value: Optional(2) => value: 2 — an Optional passed as a generic T is its wrapped value here
// known: [Swift.Int, Swift.String, Swift.Double, Swift.Bool, Swift.Array<Swift.Int>] => [Int, String, Double, Bool, Array<Int>] — metatypes in a collection print unqualified
// known: ReversedCollection<Array<Int>>(_base: [1, 2, 3]) => [3, 2, 1] — reversed() is an array here
import Foundation

struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
}
extension Stack: CustomStringConvertible {
    var description: String { "Stack(\(items))" }
}

protocol Shape { func area() -> Double }
struct Square: Shape { let side: Double; func area() -> Double { side * side } }
struct Circle: Shape { let r: Double; func area() -> Double { 3.0 * r * r } }

func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
func describe<T>(_ x: T) -> String { "value: \(x)" }

class Node<T> {
    var value: T
    var children: [Node<T>] = []
    weak var parent: Node<T>?
    init(_ value: T) { self.value = value }
    func add(_ child: Node<T>) { children.append(child); child.parent = self }
    func depthFirst() -> [T] { [value] + children.flatMap { $0.depthFirst() } }
}

class Vehicle {
    var wheels: Int { 0 }
    func describe() -> String { "\(type(of: self)) with \(wheels) wheels" }
}
class Car: Vehicle { override var wheels: Int { 4 } }
class Bike: Vehicle {
    override var wheels: Int { 2 }
    override func describe() -> String { "Bike! " + super.describe() }
}

var st = Stack<Int>()
st.push(1); st.push(2); st.push(3)
print(st, st.pop() as Any, st.top as Any, st.count)
let shapes: [Shape] = [Square(side: 2), Circle(r: 1)]
print(shapes.map { $0.area() }, shapes.reduce(0) { $0 + $1.area() })
print(largest([3, 9, 2]) as Any, largest(["b", "a"]) as Any, largest([Double]()) as Any)
print(describe(3), describe("x"), describe([1]), describe(Optional(2)))
let root = Node("root"); let a = Node("a"); let b = Node("b")
root.add(a); a.add(b)
print(root.depthFirst(), b.parent?.value ?? "-", b.parent?.parent?.value ?? "-")
let vehicles: [Vehicle] = [Car(), Bike(), Vehicle()]
for v in vehicles { print(v.describe()) }
print(vehicles.map { $0 is Car }, vehicles.compactMap { $0 as? Bike }.count)
let x: Any = 42
if let n = x as? Int { print("int", n) }
switch x {
case let s as String: print("string", s)
case let i as Int where i > 40: print("big int", i)
default: print("other")
}
let tuple = (name: "Ann", age: 30)
do {
    let (name, age) = tuple
    print(name, age, tuple.0)
}
let values: [Any] = [1, "two", 3.0, true, [4]]
print(values.map { type(of: $0) })
for case let i as Int in values { print("found", i) }
let optionals: [Int?] = [1, nil, 3]
print(optionals.compactMap { $0 }, optionals.map { $0 ?? 0 })
for case let v? in optionals { print("v", v) }
var i = 0
repeat { i += 2 } while i < 7
print(i)
outer: for a in 1...3 {
    for b in 1...3 {
        if a * b == 4 { print("found", a, b); break outer }
        if b > a { continue outer }
    }
}
let score = 85
switch score {
case 90...: print("A")
case 80..<90: print("B")
default: print("C")
}
let point = (2, 0)
switch point {
case (0, 0): print("origin")
case (_, 0): print("on x")
case (let px, let py) where px == py: print("diag")
default: print("else")
}
print((1...5).map { $0 * $0 }.filter { $0 % 2 == 1 }, Array(1...3).reversed(), (1..<4).contains(3))
print([1, 2, 3].sorted().first!, [1, 2, 3].shuffled().count)
