// Conditional conformances, generic subscripts, protocols with associated types and primary
// associated types, opaque results, and generic constraints on extensions.
protocol Describable { var summary: String { get } }
extension Int: Describable { var summary: String { "#\(self)" } }
extension String: Describable { var summary: String { "'\(self)'" } }
extension Array: Describable where Element: Describable {
    var summary: String { "[" + map(\.summary).joined(separator: " ") + "]" }
}
extension Optional: Describable where Wrapped: Describable {
    var summary: String { self.map(\.summary) ?? "none" }
}
print([1, 2].summary, ["a"].summary, [[3], [4, 5]].summary)
let maybe: Int? = nil
print(maybe.summary, Optional(7).summary)
func summarize<T: Describable>(_ items: T...) -> String { items.map(\.summary).joined(separator: ", ") }
print(summarize(1, 2, 3), summarize("x"))

protocol Container {
    associatedtype Item
    var items: [Item] { get set }
    mutating func add(_ item: Item)
}
extension Container {
    mutating func add(_ item: Item) { items.append(item) }
    var count: Int { items.count }
}
struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func pop() -> Element? { items.popLast() }
}
var stack = Stack<String>()
stack.add("a"); stack.add("b")
print(stack.count, stack.pop() ?? "-", stack.items)

struct Matrix<T> {
    var rows: [[T]]
    subscript(row: Int, column: Int) -> T {
        get { rows[row][column] }
        set { rows[row][column] = newValue }
    }
    subscript<U>(transform: (T) -> U) -> [[U]] { rows.map { $0.map(transform) } }
}
var m = Matrix(rows: [[1, 2], [3, 4]])
m[1, 0] = 30
print(m[1, 0], m[{ $0 * 2 }], m.rows.flatMap { $0 }.reduce(0, +))

func evens(upTo n: Int) -> some Sequence<Int> { stride(from: 0, through: n, by: 2) }
print(Array(evens(upTo: 8)))
func firstTwo<C: Collection>(_ c: C) -> [C.Element] where C.Element: Comparable { Array(c.sorted().prefix(2)) }
print(firstTwo([5, 3, 9]), firstTwo("zebra"))
extension Collection where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}
print([1.5, 2.5].total(), Set([1, 2, 3]).total())
extension Sequence {
    func sorted<V: Comparable>(by key: KeyPath<Element, V>) -> [Element] { sorted { $0[keyPath: key] < $1[keyPath: key] } }
}
struct City { let name: String; let population: Int }
let cities = [City(name: "Lyon", population: 513), City(name: "Nice", population: 342), City(name: "Paris", population: 2102)]
print(cities.sorted(by: \.population).map(\.name), cities.sorted(by: \.name).first!.name)
func largest<T: Comparable>(_ a: T, _ b: T, _ rest: T...) -> T { ([a, b] + rest).max()! }
print(largest(3, 9, 4), largest("pear", "apple"))
struct Pair<A, B> { let first: A; let second: B }
extension Pair: Equatable where A: Equatable, B: Equatable {}
print(Pair(first: 1, second: "a") == Pair(first: 1, second: "a"), Pair(first: 1, second: "a") == Pair(first: 2, second: "a"))
