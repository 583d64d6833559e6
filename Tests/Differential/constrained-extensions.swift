// Constrained extensions of the standard library's collections, as view models add helpers:
// each is a member only where the elements meet its constraints, and the most constrained
// one that applies is chosen.
struct Item: Identifiable, Equatable { let id: Int; let title: String; let price: Double }
protocol Priced { var price: Double { get } }
extension Item: Priced {}
struct Fee: Priced { let price: Double }

extension Array where Element == Item {
    var titles: [String] { map(\.title) }
    func describe() -> String { "items: " + titles.joined(separator: ", ") }
}
extension [String] {
    func describe() -> String { "strings: " + joined(separator: "|") }
}
extension Array<Int> {
    func describe() -> String { "ints summing to \(reduce(0, +))" }
}
extension Array {
    func describe() -> String { "\(count) values" }
}
extension Collection where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}
extension Sequence where Element: Priced {
    func totalPrice() -> Double { reduce(0) { $0 + $1.price } }
}
extension Array where Element: Identifiable {
    func index(of id: Element.ID) -> Int? { firstIndex { $0.id == id } }
}
extension Collection where Element: Equatable {
    func occurrences(of e: Element) -> Int { filter { $0 == e }.count }
}

let items = [Item(id: 1, title: "Pen", price: 1.5), Item(id: 2, title: "Book", price: 12)]
print(items.describe())
print(["a", "b"].describe())
print([3, 4].describe())
print([true, false].describe(), [1.5].describe())
print([1, 2, 3].total(), [0.5, 0.25].total())
print(items.totalPrice(), [Fee(price: 2), Fee(price: 3.5)].totalPrice())
print(items.index(of: 2) as Any, items.index(of: 9) as Any)
print([1, 2, 1, 1].occurrences(of: 1), ["x", "y"].occurrences(of: "z"), items.occurrences(of: items[0]))
print(items.titles)
