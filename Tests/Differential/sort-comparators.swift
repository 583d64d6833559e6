import Foundation
// Sorting as a table's sort order does it: key path comparators and multiple criteria.
struct Person: Identifiable {
    let id: Int
    var name: String
    var age: Int
    var city: String?
}
let people = [
    Person(id: 1, name: "Zoe", age: 31, city: "Oslo"),
    Person(id: 2, name: "adam", age: 25, city: nil),
    Person(id: 3, name: "Bea", age: 31, city: "Bergen"),
    Person(id: 4, name: "Carl", age: 19, city: "Oslo"),
]
print(people.sorted(using: KeyPathComparator(\.age)).map(\.name))
print(people.sorted(using: KeyPathComparator(\.age, order: .reverse)).map(\.name))
print(people.sorted(using: [KeyPathComparator(\.age, order: .reverse), KeyPathComparator(\.name)]).map(\.name))
// known: ["Bea", "Carl", "Zoe", "adam"] => ["adam", "Bea", "Carl", "Zoe"] — a String key path's KeyPathComparator compares with .localizedStandard on iOS (Foundation, "KeyPathComparator.init(_:order:)"); Linux's swift-foundation compares lexically (its issue 284)
// known: ["adam", "Zoe", "Carl", "Bea"] => ["Zoe", "Carl", "Bea", "adam"] — a String key path's KeyPathComparator compares with .localizedStandard on iOS (Foundation, "KeyPathComparator.init(_:order:)"); Linux's swift-foundation compares lexically (its issue 284)
var order = [KeyPathComparator(\Person.name)]
print(people.sorted(using: order).map(\.name))
order[0].order = .reverse
print(people.sorted(using: order).map(\.name))
print(people.sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }.map(\.name))
print(people.sorted { ($0.city ?? "") < ($1.city ?? "") }.map(\.id))
print(people.sorted { ($0.age, $0.name) > ($1.age, $1.name) }.map(\.id))
let byCity = Dictionary(grouping: people, by: { $0.city ?? "Unknown" })
print(byCity.keys.sorted(), byCity["Oslo"]!.map(\.name))
print(people.min { $0.age < $1.age }!.name, people.max(by: { $0.age < $1.age })!.name)
let names = ["item10", "item2", "Item1"]
print(names.sorted(), names.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
print(people.map(\.age).sorted(by: >), Array(people.map(\.name).sorted().prefix(2)))
