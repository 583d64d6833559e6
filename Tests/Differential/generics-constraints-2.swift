// Generic helpers of an app: a where clause on an extension, primary associated types,
// opaque results, a generic cache keyed by a Hashable, protocol with an associated type
// defaulted, and a generic function picking an overload by constraint.
protocol Store<Element> {
    associatedtype Element
    var all: [Element] { get }
    mutating func add(_ element: Element)
}
struct MemoryStore<Element>: Store {
    private(set) var all: [Element] = []
    mutating func add(_ element: Element) { all.append(element) }
}
extension Store where Element: Comparable {
    var smallest: Element? { all.min() }
}
extension Store where Element == String {
    var joined: String { all.joined(separator: "+") }
}
func fill<S: Store<Int>>(_ store: inout S, upTo n: Int) { for i in stride(from: n, to: 0, by: -1) { store.add(i) } }
var numbers = MemoryStore<Int>()
fill(&numbers, upTo: 4)
var words = MemoryStore<String>()
words.add("b"); words.add("a")
print(numbers.all, numbers.smallest as Any, words.joined, words.smallest ?? "-")
func describe<T>(_ value: T) -> String { "value \(value)" }
func describe<T: Numeric>(_ value: T) -> String { "number \(value)" }
func describe(_ value: String) -> String { "string \(value)" }
print(describe(3), describe("x"), describe([1]), describe(2.5))
func makeCounter() -> some Sequence<Int> { (1...3).map { $0 * 10 } }
print(Array(makeCounter()), makeCounter().reduce(0, +))
let anyStore: any Store<Int> = numbers
print(anyStore.all.count, type(of: anyStore.all))
final class Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private(set) var misses = 0
    func value(for key: Key, make: (Key) -> Value) -> Value {
        if let hit = storage[key] { return hit }
        misses += 1
        let made = make(key)
        storage[key] = made
        return made
    }
}
let cache = Cache<String, Int>()
print(cache.value(for: "abc") { $0.count }, cache.value(for: "abc") { _ in 0 }, cache.value(for: "z") { $0.count }, cache.misses)
struct Pair<A, B> { var first: A; var second: B }
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: CustomStringConvertible { var description: String { "(\(first), \(second))" } }
print(Pair(first: 1, second: "a") == Pair(first: 1, second: "a"), Pair(first: [1], second: 2.0))
func firstMatch<C: Collection>(_ c: C, where p: (C.Element) -> Bool) -> C.Index? { c.firstIndex(where: p) }
print(firstMatch([5, 6, 7]) { $0 > 5 } as Any, firstMatch("hello") { $0 == "l" }.map { "hello".distance(from: "hello".startIndex, to: $0) } as Any)
