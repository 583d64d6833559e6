// Temporary objects as view models make them for one use: a failable initializer read through
// optional chaining, a method called on a new instance, an instance passed to a function, an
// interpolated instance, a computed property that makes another instance, temporaries in a
// condition, in a function's body and in a `for` loop's sequence. Each dies right after its last use, before the call it
// was an argument of prints.
class Document {
    let fileName: String
    init?(fileName: String) {
        guard !fileName.isEmpty else { return nil }
        self.fileName = fileName
        print("open \(fileName)")
    }
    var name: String { fileName }
    func title() -> String { "Title: \(fileName)" }
    deinit { print("close \(fileName)") }
}
final class Box: CustomStringConvertible {
    let value: Int
    init(_ value: Int) { self.value = value; print("make \(value)") }
    deinit { print("free \(value)") }
    var description: String { "Box(\(value))" }
    var doubled: Box { Box(value * 2) }
    func label() -> String { "#\(value)" }
}
final class Shelf {
    var boxes: [Box] = []
    func add(_ box: Box) -> Int { boxes.append(box); return boxes.count }
}
final class Ticker {
    func values() -> [Int] { [1, 2] }
    deinit { print("ticker freed") }
}
func take(_ box: Box) -> Int { box.value }
func report() {
    print(Box(10).label())
    let total = Box(11).value + Box(12).value
    print("total \(total)")
}

print(Document(fileName: "a.doc")?.name ?? "-")
print(Document(fileName: "")?.name ?? "-")
print(Document(fileName: "b.doc")!.title())
print(take(Box(1)))
print("in \(Box(2)) out")
print(Box(3).doubled.value)
print(Box(4).value, Box(5).value)
if Box(7).value > 0 { print("positive") }
let shelf = Shelf()
print(shelf.add(Box(8)), shelf.add(Box(9)))
print(shelf.boxes.first?.doubled.value ?? 0)
print(shelf.boxes.first?.doubled.label() ?? "-")
report()
for value in Ticker().values() { print("value \(value)") }
shelf.boxes.removeAll()
print("done")
