// A generic cache and hashable keys, as an image loader or a store keeps them.
struct CacheKey: Hashable {
    let path: String
    let scale: Int
}

final class LRUCache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    init(capacity: Int) { self.capacity = capacity }
    subscript(key: Key) -> Value? {
        get {
            guard let value = storage[key] else { return nil }
            touch(key)
            return value
        }
        set {
            if let newValue {
                storage[key] = newValue
                touch(key)
                if order.count > capacity {
                    let evicted = order.removeFirst()
                    storage[evicted] = nil
                    print("evicted", evicted)
                }
            } else {
                storage[key] = nil
                order.removeAll { $0 == key }
            }
        }
    }
    private func touch(_ key: Key) {
        order.removeAll { $0 == key }
        order.append(key)
    }
    var keys: [Key] { order }
}

let cache = LRUCache<String, Int>(capacity: 2)
cache["a"] = 1
cache["b"] = 2
_ = cache["a"]
cache["c"] = 3
print(cache.keys, cache["b"] as Any, cache["a"] as Any)
cache["a"] = nil
print(cache.keys)

let images = LRUCache<CacheKey, String>(capacity: 3)
images[CacheKey(path: "x.png", scale: 2)] = "x@2"
print(images[CacheKey(path: "x.png", scale: 2)] ?? "miss", images[CacheKey(path: "x.png", scale: 3)] ?? "miss")

struct Person: Hashable {
    let id: Int
    var name: String
    static func == (a: Person, b: Person) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
var people: Set<Person> = [Person(id: 1, name: "A"), Person(id: 1, name: "B"), Person(id: 2, name: "C")]
print(people.count, people.contains(Person(id: 2, name: "zzz")))
let inserted = people.insert(Person(id: 3, name: "D"))
print(inserted.inserted, people.count)
let again = people.insert(Person(id: 3, name: "E"))
print(again.inserted, again.memberAfterInsert.name)
var visits: [Person: Int] = [:]
visits[Person(id: 1, name: "x"), default: 0] += 1
visits[Person(id: 1, name: "y"), default: 0] += 1
print(visits.count, visits.values.first!)

struct Pair<A, B> {
    let first: A
    let second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
let p = Pair(first: 1, second: "one")
print(p.swapped().first, p.swapped().second, p == Pair(first: 1, second: "one"))
func firstDuplicate<T: Hashable>(_ items: [T]) -> T? {
    var seen = Set<T>()
    for item in items {
        if !seen.insert(item).inserted { return item }
    }
    return nil
}
print(firstDuplicate([3, 1, 4, 1, 5]) as Any, firstDuplicate(["a", "b"]) as Any)
func countBy<T, K: Hashable>(_ items: [T], _ key: (T) -> K) -> [K: Int] {
    items.reduce(into: [:]) { $0[key($1), default: 0] += 1 }
}
print(countBy(["apple", "avocado", "banana"], { $0.first! }).sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
