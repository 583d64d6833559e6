// Generic containers and protocols with associated types, as a view model's helpers write them.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}
extension Container {
    var count: Int { items.count }
    func first(_ n: Int) -> [Item] { Array(items.prefix(n)) }
}
struct Stack<Element>: Container {
    private(set) var items: [Element] = []
    mutating func add(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
}
var stack = Stack<String>()
stack.add("a"); stack.add("b"); stack.add("c")
print(stack.count, stack.top ?? "-", stack.pop() ?? "-", stack.first(5))

extension Stack where Element: Numeric {
    var sum: Element { items.reduce(0, +) }
}
var numbers = Stack<Int>()
[4, 5, 6].forEach { numbers.add($0) }
print(numbers.sum)

protocol Describable { func describe() -> String }
extension Int: Describable { func describe() -> String { "#\(self)" } }
extension String: Describable { func describe() -> String { "'\(self)'" } }
extension Array: Describable where Element: Describable {
    func describe() -> String { "[" + map { $0.describe() }.joined(separator: " ") + "]" }
}
extension Optional: Describable where Wrapped: Describable {
    func describe() -> String { self.map { $0.describe() } ?? "none" }
}
print([1, 2].describe(), ["x"].describe(), [[1], [2, 3]].describe())
let maybe: Int? = nil
print(maybe.describe(), Optional(5).describe())

func largest<T: Comparable>(_ values: [T]) -> T? {
    guard var best = values.first else { return nil }
    for v in values.dropFirst() where v > best { best = v }
    return best
}
print(largest([3, 9, 2]) as Any, largest(["pear", "apple"]) as Any, largest([Double]()) as Any)

func pairUp<A, B>(_ a: [A], _ b: [B]) -> [(A, B)] { Array(zip(a, b)) }
let pairs = pairUp([1, 2, 3], ["one", "two"])
print(pairs.count, pairs.map { "\($0.0)=\($0.1)" })

struct Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    init(capacity: Int) { self.capacity = capacity }
    subscript(key: Key) -> Value? {
        get { storage[key] }
        set {
            guard let newValue else {
                storage.removeValue(forKey: key)
                order = order.filter { $0 != key }
                return
            }
            let isNew = storage.updateValue(newValue, forKey: key) == nil
            if isNew { order.append(key) }
            while order.count > capacity { storage.removeValue(forKey: order.removeFirst()) }
        }
    }
    var keys: [Key] { order }
}
var cache = Cache<String, Int>(capacity: 2)
cache["a"] = 1; cache["b"] = 2; cache["c"] = 3
print(cache.keys, cache["a"] as Any, cache["c"] as Any)
cache["b"] = nil
print(cache.keys)

func evens<S: Sequence>(in s: S) -> [S.Element] where S.Element: BinaryInteger { s.filter { $0 % 2 == 0 } }
print(evens(in: 1...10), evens(in: [UInt8(3), 4]))

struct Tagged<T>: CustomStringConvertible {
    let value: T
    let tag: String
    var description: String { "\(tag):\(value)" }
    func map<U>(_ f: (T) -> U) -> Tagged<U> { Tagged<U>(value: f(value), tag: tag) }
}
print(Tagged(value: 21, tag: "n").map { $0 * 2 }, Tagged(value: "hi", tag: "s").map(\.count))
