// A repository layer with protocols of its own: associated types with constraints and
// defaults, primary associated types used as `some Repository<Note>` and
// `any Repository<Note>`, a generic store constrained through where clauses, a type-erased
// box, and default implementations chosen by constrained extensions.
protocol Identified { associatedtype ID: Hashable & Comparable; var id: ID { get } }
protocol Repository<Item> {
    associatedtype Item: Identified
    associatedtype Failure: Error = Never
    var items: [Item] { get }
    mutating func save(_ item: Item)
    func find(_ id: Item.ID) -> Item?
}
extension Repository {
    func find(_ id: Item.ID) -> Item? { items.first { $0.id == id } }
    var ids: [Item.ID] { items.map(\.id).sorted() }
}
extension Repository where Item: CustomStringConvertible {
    var listing: String { items.map(\.description).joined(separator: "; ") }
}
struct Note: Identified, CustomStringConvertible { let id: Int; var text: String; var description: String { "\(id):\(text)" } }
struct Tag: Identified { let id: String }
struct MemoryRepository<Item: Identified>: Repository {
    private(set) var items: [Item] = []
    mutating func save(_ item: Item) {
        if let i = items.firstIndex(where: { $0.id == item.id }) { items[i] = item } else { items.append(item) }
    }
}
struct SortedRepository<Item: Identified>: Repository {
    var items: [Item] = []
    mutating func save(_ item: Item) { items.append(item); items.sort { $0.id < $1.id } }
    func find(_ id: Item.ID) -> Item? { print("binary-ish find \(id)"); return items.first { $0.id == id } }
}
var notes = MemoryRepository<Note>()
notes.save(Note(id: 3, text: "milk"))
notes.save(Note(id: 1, text: "eggs"))
notes.save(Note(id: 3, text: "oat milk"))
print(notes.listing, notes.ids, notes.find(3)?.text ?? "-", notes.find(9) == nil)
var tags = SortedRepository<Tag>()
for t in ["swift", "ios", "ui"] { tags.save(Tag(id: t)) }
print(tags.ids, tags.find("ui")?.id ?? "-")
func makeRepository(sorted: Bool) -> any Repository<Note> {
    var repo: any Repository<Note> = sorted ? SortedRepository<Note>() : MemoryRepository<Note>()
    repo.save(Note(id: 2, text: "b"))
    repo.save(Note(id: 1, text: "a"))
    return repo
}
for flag in [false, true] {
    let repo = makeRepository(sorted: flag)
    print(repo.items.map(\.text), repo.find(1)?.text ?? "-", repo.ids)
}
func seeded() -> some Repository<Note> {
    var r = MemoryRepository<Note>()
    r.save(Note(id: 7, text: "seed"))
    return r
}
let s = seeded()
print(s.listing, s.find(7)!.text, type(of: s))
func count<R: Repository>(_ r: R, matching predicate: (R.Item) -> Bool) -> Int { r.items.filter(predicate).count }
print(count(notes) { $0.text.contains("milk") }, count(tags) { $0.id.count > 2 })
func merge<A: Repository, B: Repository>(_ a: A, _ b: B) -> [A.Item.ID] where A.Item == B.Item {
    Array(Set(a.ids + b.ids)).sorted()
}
print(merge(notes, makeRepository(sorted: true) as! SortedRepository<Note>), merge(notes, s))
struct AnyRepository<Item: Identified>: Repository {
    private var _items: () -> [Item]
    private var _save: (Item) -> Void
    init<R: Repository>(_ base: R) where R.Item == Item {
        var box = base
        var snapshot = base.items
        _items = { snapshot }
        _save = { box.save($0); snapshot = box.items }
    }
    var items: [Item] { _items() }
    mutating func save(_ item: Item) { _save(item) }
}
var erased = AnyRepository(notes)
erased.save(Note(id: 5, text: "jam"))
print(erased.items.map(\.id), notes.items.map(\.id), erased.find(5)?.text ?? "-")
protocol Parser { associatedtype Output = String; func parse(_ s: String) -> Output? }
struct IntParser: Parser { func parse(_ s: String) -> Int? { Int(s) } }
struct Echo: Parser { func parse(_ s: String) -> String? { s.isEmpty ? nil : s } }
func parseAll<P: Parser>(_ p: P, _ inputs: [String]) -> [P.Output] { inputs.compactMap(p.parse) }
print(parseAll(IntParser(), ["1", "x", "30"]), parseAll(Echo(), ["a", "", "b"]))
extension Parser where Output == Int { func sum(_ inputs: [String]) -> Int { parseAll(self, inputs).reduce(0, +) } }
print(IntParser().sum(["4", "5", "?"]))
