// A contacts screen's key paths, reflection and set algebra: key paths composed with
// appending, written through WritableKeyPath and ReferenceWritableKeyPath, used as functions
// and sort keys; Mirror over a model's stored properties; stable sorting of tuples; and the
// set operations a filter bar needs, with an OptionSet of its own.
struct Address { var city: String; var zip: Int }
struct Contact { var name: String; var age: Int; var address: Address; var tags: [String] }
final class Book { var title = "Draft"; var pages = 0; var owner: Contact? }
let toAddress: WritableKeyPath<Contact, Address> = \Contact.address
let toCity = toAddress.appending(path: \Address.city)
let toZip = \Contact.address.zip
var ada = Contact(name: "Ada", age: 36, address: Address(city: "London", zip: 1), tags: ["math"])
print(ada[keyPath: toCity], ada[keyPath: toZip], ada[keyPath: \.tags.count], ada[keyPath: \.tags[0]])
ada[keyPath: toCity] = "Paris"
ada[keyPath: \.address.zip] += 74
ada[keyPath: \Contact.tags].append("code")
print(ada.address.city, ada.address.zip, ada.tags)
func set<Root, Value>(_ path: WritableKeyPath<Root, Value>, to value: Value, on root: Root) -> Root {
    var copy = root; copy[keyPath: path] = value; return copy
}
let older = set(\.age, to: 40, on: ada)
print(older.age, ada.age, set(toCity, to: "Rome", on: ada).address.city)
let book = Book()
let titlePath: ReferenceWritableKeyPath<Book, String> = \Book.title
book[keyPath: titlePath] = "Notes"
book[keyPath: \.pages] = 120
book.owner = ada
print(book.title, book.pages, book[keyPath: \Book.owner?.name] as Any, book[keyPath: \.owner?.address.city] ?? "-")
let people = [ada, Contact(name: "Bob", age: 25, address: Address(city: "Oslo", zip: 9), tags: []),
              Contact(name: "Cy", age: 36, address: Address(city: "Lima", zip: 3), tags: ["x", "y"])]
print(people.map(\.name), people.map(\.address.city), people.filter(\.tags.isEmpty).map(\.name))
func sortedBy<T, V: Comparable>(_ items: [T], _ key: KeyPath<T, V>) -> [T] { items.sorted { $0[keyPath: key] < $1[keyPath: key] } }
print(sortedBy(people, \.address.zip).map(\.name), sortedBy(people, \.age).map(\.name), sortedBy(people, \.tags.count).map(\.name))
let paths: [PartialKeyPath<Contact>] = [\.name, \.age, \.address.city]
print(paths.map { "\(ada[keyPath: $0])" })
let anyPath: AnyKeyPath = \Contact.age
print(ada[keyPath: anyPath] as? Int as Any, anyPath == \Contact.age, toZip == \Contact.address.zip)

let m = Mirror(reflecting: ada)
print(m.children.count, m.children.compactMap(\.label), m.displayStyle == .struct)
for child in Mirror(reflecting: ada.address).children { print(child.label ?? "?", child.value) }
print(Mirror(reflecting: book).children.map { $0.label ?? "" }, Mirror(reflecting: (1, "a")).children.map { $0.label ?? "" })
print(Mirror(reflecting: [10, 20]).children.map { "\($0.value)" }, Mirror(reflecting: (1, 2)).displayStyle == .tuple)
enum Mode { case on(level: Int), off }
print(Mirror(reflecting: Mode.on(level: 2)).children.first?.label ?? "none", Mirror(reflecting: Mode.off).children.count)

let scores = [("Ann", 3), ("Ben", 1), ("Cid", 3), ("Dee", 2), ("Eve", 1), ("Fay", 3)]
print(scores.sorted { $0.1 > $1.1 }.map(\.0), scores.sorted { $0.1 < $1.1 }.map(\.0))
print(scores.sorted { ($0.1, $1.0) > ($1.1, $0.0) }.map(\.0), scores.min { $0.1 < $1.1 }!.0, scores.max { $0.1 < $1.1 }!.0)
print((1, "b") < (1, "c"), (2, 0) > (1, 9), ("a", 1, 2.0) == ("a", 1, 2.0), (1, 2) <= (1, 2))

let all: Set = [1, 2, 3, 4, 5, 6]
let even: Set = [2, 4, 6, 8]
print(all.union(even).sorted(), all.intersection(even).sorted(), all.subtracting(even).sorted(), all.symmetricDifference(even).sorted())
print(even.isSubset(of: all), Set([2, 4]).isSubset(of: even), Set([2, 4]).isStrictSubset(of: even), all.isSuperset(of: [1, 2]), all.isDisjoint(with: [7, 9]))
var selected: Set<String> = ["a"]
print(selected.insert("b"), selected.insert("a"), selected.remove("z") as Any, selected.remove("a") as Any, selected.sorted())
selected.formUnion(["c", "d"]); selected.formIntersection(["b", "c", "e"]); selected.formSymmetricDifference(["c", "f"])
print(selected.sorted(), selected.contains("f"), Set("hello").count, Set([1, 2]) == Set([2, 1]), selected.update(with: "b") as Any)
struct Permissions: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let share = Permissions(rawValue: 1 << 2)
    static let all: Permissions = [.read, .write, .share]
    var description: String {
        [(Permissions.read, "read"), (.write, "write"), (.share, "share")].filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
var p: Permissions = [.read]
p.insert(.write)
print(p, p.rawValue, p.contains(.share), Permissions.all.subtracting(p), p.union(.share) == .all, Permissions(rawValue: 0).isEmpty)
print(p.insert(.read), p.remove(.share) as Any, p.remove(.write) as Any, p, p.isSubset(of: .all), Permissions(rawValue: 5))
p.formSymmetricDifference(.all)
print(p, p.intersection([.read, .write]), Permissions.all.isStrictSuperset(of: p))
