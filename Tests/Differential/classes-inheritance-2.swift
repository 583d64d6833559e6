// Class hierarchies as a game or a document model writes them.
class Shape: CustomStringConvertible {
    let name: String
    init(name: String) {
        self.name = name
        print("Shape.init \(name)")
    }
    func area() -> Double { 0 }
    var description: String { "\(name) with area \(area())" }
    deinit { print("deinit \(name)") }
}

class Rectangle: Shape {
    let width: Double, height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        super.init(name: "rectangle")
    }
    override func area() -> Double { width * height }
}

final class Square: Rectangle {
    init(side: Double) {
        super.init(width: side, height: side)
        print("Square.init")
    }
    override var description: String { "square! " + super.description }
}

class Animal {
    var sound: String { "..." }
    func speak() -> String { "\(type(of: self)) says \(sound)" }
    class func make() -> Animal { Animal() }
    required init() {}
}
class Dog: Animal {
    override var sound: String { "woof" }
    override class func make() -> Animal { Dog() }
}
class Puppy: Dog {
    override func speak() -> String { super.speak() + "!" }
}

do {
    let shapes: [Shape] = [Rectangle(width: 2, height: 3), Square(side: 2)]
    for shape in shapes { print(shape) }
    print(shapes.map { $0.area() }.reduce(0, +))
    print(shapes[1] is Rectangle, shapes[0] is Square, (shapes[1] as? Square)?.width as Any)
}
print("after scope")
let animals: [Animal] = [Animal(), Dog(), Puppy()]
print(animals.map { $0.speak() })
print(Dog.make().speak(), Animal.make().speak())
let kind: Animal.Type = Puppy.self
print(kind.init().speak())
print(animals.filter { $0 is Dog }.count)
for animal in animals {
    switch animal {
    case let puppy as Puppy: print("puppy", puppy.sound)
    case is Dog: print("a dog")
    default: print("something")
    }
}

class Node {
    let value: Int
    weak var parent: Node?
    var children: [Node] = []
    init(_ value: Int) { self.value = value }
    func add(_ child: Node) {
        children.append(child)
        child.parent = self
    }
    deinit { print("node \(value) freed") }
}
var root: Node? = Node(1)
root!.add(Node(2))
root!.children[0].add(Node(3))
let leaf = root!.children[0].children[0]
print(leaf.parent?.parent?.value as Any)
root = nil
print(leaf.parent == nil, leaf.value)
