// Generic services and type erasure as an app's data layer writes them.
protocol Repository<Item> {
    associatedtype Item: Identifiable
    func all() -> [Item]
    mutating func save(_ item: Item)
}

struct Note: Identifiable, Equatable {
    let id: Int
    var text: String
}

struct MemoryRepository<Item: Identifiable>: Repository {
    private var storage: [Item] = []
    func all() -> [Item] { storage }
    mutating func save(_ item: Item) {
        if let index = storage.firstIndex(where: { $0.id == item.id }) {
            storage[index] = item
        } else {
            storage.append(item)
        }
    }
}

struct AnyRepository<Item: Identifiable> {
    private let allItems: () -> [Item]
    init<R: Repository>(_ repository: R) where R.Item == Item {
        allItems = repository.all
    }
    func all() -> [Item] { allItems() }
}

extension Array where Element: Numeric {
    var total: Element { reduce(0, +) }
}
extension Sequence where Element == String {
    func joinedSentence() -> String { joined(separator: ", ") + "." }
}
extension Collection {
    subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
}
extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}
func largest<T: Comparable>(_ items: [T]) -> T? { items.max() }
func describe<T: CustomStringConvertible>(_ items: [T]) -> String { items.map(\.description).joined(separator: "|") }
func pairUp<A, B>(_ a: [A], _ b: [B]) -> [(A, B)] { Array(zip(a, b)) }
func makeCounter() -> some Sequence<Int> { [3, 2, 1] }
func sum(of numbers: any Collection<Int>) -> Int { numbers.reduce(0, +) }

var repository = MemoryRepository<Note>()
repository.save(Note(id: 1, text: "first"))
repository.save(Note(id: 2, text: "second"))
repository.save(Note(id: 1, text: "edited"))
print(repository.all().map(\.text))
let erased = AnyRepository(repository)
print(erased.all().count, erased.all().first == Note(id: 1, text: "edited"))
let repositories: [any Repository] = [repository, MemoryRepository<Note>()]
print(repositories.map { $0.all().count })
print([1, 2, 3].total, [1.5, 2.5].total)
print(["a", "b"].joinedSentence())
print([10, 20][safe: 1] as Any, [10, 20][safe: 5] as Any)
let missing: String? = nil
print("[\(missing.orEmpty)]", "[\(Optional("x").orEmpty)]")
print(largest([3, 9, 2]) as Any, largest([String]()) as Any, largest(["pear", "apple"])!)
print(describe([1, 2]), describe([true]))
print(pairUp([1, 2, 3], ["a", "b"]).map { "\($0)\($1)" })
print(Array(makeCounter()), sum(of: [1, 2, 3]), sum(of: Set([4])))
struct Box<Value> {
    var value: Value
    func map<U>(_ transform: (Value) -> U) -> Box<U> { Box<U>(value: transform(value)) }
}
extension Box: Equatable where Value: Equatable {}
extension Box where Value == Int {
    var isEven: Bool { value % 2 == 0 }
}
let box = Box(value: 4)
print(box.map { "\($0)!" }.value, box.isEven, box == Box(value: 4), type(of: box))
