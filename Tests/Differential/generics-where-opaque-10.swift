// A catalogue screen's generic helpers: functions and extensions with where clauses, a
// conditional conformance, primary associated types in `some Collection<Int>` and
// `any Sequence<String>`, opaque and existential results chosen at run time.
protocol Priced { var cents: Int { get } }
struct Product: Priced, Hashable { let name: String; let cents: Int }
struct Bundle<Item> { var items: [Item] }
extension Bundle: Equatable where Item: Equatable {}
extension Bundle: CustomStringConvertible where Item: CustomStringConvertible {
    var description: String { "Bundle(" + items.map(\.description).joined(separator: "+") + ")" }
}
extension Bundle where Item: Priced {
    var total: Int { items.reduce(0) { $0 + $1.cents } }
}
extension Product: CustomStringConvertible { var description: String { name } }
let tea = Product(name: "tea", cents: 250)
let cake = Product(name: "cake", cents: 425)
let morning = Bundle(items: [tea, cake])
print(morning, morning.total, morning == Bundle(items: [tea, cake]), morning == Bundle(items: [cake, tea]))
print(Bundle(items: [1, 2, 3]), Bundle(items: ["x"]) == Bundle(items: ["x"]))

func cheapest<C: Collection>(_ items: C) -> C.Element? where C.Element: Priced {
    items.min { $0.cents < $1.cents }
}
print(cheapest([cake, tea]).map(\.name) ?? "none", cheapest([Product]()) == nil)

func pairs<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [String]
where A.Element == String, B.Element: Numeric & CustomStringConvertible {
    zip(a, b).map { "\($0)=\($1)" }
}
print(pairs(["a", "b", "c"], [1.5, 2.0]))

func evens(upTo limit: Int) -> some Collection<Int> { stride(from: 0, through: limit, by: 2).map { $0 } }
let e = evens(upTo: 9)
print(e.count, e.first ?? -1, Array(e), e.reduce(0, +))
func words(_ text: String, sorted: Bool) -> any Sequence<String> {
    let parts = text.split(separator: " ").map(String.init)
    if sorted { return parts.sorted() }
    return parts.reversed()
}
print(Array(words("pear apple fig", sorted: true)), Array(words("pear apple fig", sorted: false)))
func total(of values: some Sequence<Int>) -> Int { values.reduce(0, +) }
print(total(of: [1, 2, 3]), total(of: 1...4), total(of: Set([5])))

protocol Shape { func area() -> Double; var name: String { get } }
struct Square: Shape { var side: Double; func area() -> Double { side * side }; var name: String { "square" } }
struct Circle: Shape { var r: Double; func area() -> Double { 3 * r * r }; var name: String { "circle" } }
func shape(for code: Int) -> any Shape { code == 0 ? Square(side: 2) : Circle(r: 1) }
let shapes = [shape(for: 0), shape(for: 1), shape(for: 0)]
print(shapes.map(\.name), shapes.map { $0.area() })
print(shapes.contains { $0 is Circle }, shapes.compactMap { $0 as? Square }.map(\.side))
func largest(_ shapes: [any Shape]) -> (any Shape)? { shapes.max { $0.area() < $1.area() } }
print(largest(shapes)?.name ?? "-", type(of: largest(shapes)!))

extension Sequence where Element: Hashable {
    func uniqued() -> [Element] { var seen = Set<Element>(); return filter { seen.insert($0).inserted } }
}
extension Collection where Element: Equatable, Index == Int {
    func positions(of x: Element) -> [Int] { indices.filter { self[$0] == x } }
}
print([3, 1, 3, 2, 1].uniqued(), Array("banana").uniqued(), [tea, cake, tea].uniqued())
print([5, 7, 5, 5].positions(of: 5), ["a", "b"].positions(of: "z"))
func firstMatch<T, S: Sequence>(_ s: S, _ predicate: (T) -> Bool) -> T? where S.Element == T {
    for x in s where predicate(x) { return x }
    return nil
}
print(firstMatch([4, 9, 16]) { $0 % 2 == 1 } as Any, firstMatch(["x"]) { $0.isEmpty } as Any)
struct Pair<A, B> { let a: A; let b: B }
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: Comparable where A: Comparable, B: Comparable {
    static func < (l: Pair, r: Pair) -> Bool { (l.a, l.b) < (r.a, r.b) }
}
let ps = [Pair(a: 2, b: "x"), Pair(a: 1, b: "z"), Pair(a: 2, b: "a")]
print(ps.sorted().map { "\($0.a)\($0.b)" }, ps.max().map { "\($0.a)\($0.b)" } ?? "", Pair(a: 1, b: 2) < Pair(a: 1, b: 3))
