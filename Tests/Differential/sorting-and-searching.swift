import Foundation

// Sorting and searching a contact list as a list screen's view model does.
struct Contact: Identifiable, Equatable {
    let id: Int
    let first: String
    let last: String
    let age: Int
    let favorite: Bool
}
let contacts = [
    Contact(id: 1, first: "anna", last: "Zimmer", age: 31, favorite: false),
    Contact(id: 2, first: "Ben", last: "adams", age: 25, favorite: true),
    Contact(id: 3, first: "Cleo", last: "Adams", age: 31, favorite: false),
    Contact(id: 4, first: "dan", last: "Baker", age: 19, favorite: true),
    Contact(id: 5, first: "Eve", last: "baker", age: 25, favorite: false),
    Contact(id: 6, first: "file10", last: "X", age: 40, favorite: false),
    Contact(id: 7, first: "file2", last: "X", age: 40, favorite: false),
]
print(contacts.sorted { ($0.age, $0.first) < ($1.age, $1.first) }.map(\.id))
print(contacts.sorted { $0.last.lowercased() == $1.last.lowercased() ? $0.first < $1.first : $0.last.lowercased() < $1.last.lowercased() }.map(\.id))
print(contacts.sorted { $0.favorite && !$1.favorite }.map(\.id))
print(contacts.map(\.last).sorted(), contacts.map(\.last).sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
print(contacts.map(\.first).sorted { $0.localizedStandardCompare($1) == .orderedAscending })
print(contacts.sorted(using: KeyPathComparator(\.age, order: .reverse)).map(\.id))
// known: [4, 5, 2, 1, 3, 7, 6] => [4, 5, 2, 3, 1, 6, 7] — a String key path's KeyPathComparator compares with .localizedStandard on iOS (Foundation, "KeyPathComparator.init(_:order:)"); Linux's swift-foundation compares lexically (its issue 284)
print(contacts.sorted(using: [KeyPathComparator(\.age), KeyPathComparator(\.first, order: .reverse)]).map(\.id))
// known: descriptor ["Adams", "Baker", "X", "X", "Zimmer", "adams", "baker"] => descriptor ["adams", "Adams", "baker", "Baker", "X", "X", "Zimmer"] — a String key path's SortDescriptor compares with .localizedStandard on iOS (Apple, "SortDescriptor.init(_:order:)"); Linux's Foundation compares code points
print("descriptor", contacts.sorted(using: SortDescriptor(\.last)).map(\.last))
print(contacts.filter { $0.first.localizedCaseInsensitiveContains("AN") }.map(\.first))
print(contacts.first { $0.age > 30 }?.first ?? "-", contacts.last { $0.age > 30 }?.first ?? "-")
print(contacts.firstIndex { $0.favorite } as Any, contacts.lastIndex { $0.favorite } as Any)
print(contacts.min { $0.age < $1.age }!.first, contacts.max { $0.age < $1.age }!.first)
print(contacts.map(\.age).min()!, contacts.map(\.age).max()!, Set(contacts.map(\.age)).sorted())
var ages = contacts.map(\.age)
ages.sort(by: >)
print(ages, ages.firstIndex(of: 25) as Any, ages.lastIndex(of: 25) as Any)
var items = [5, 3, 8, 1, 9, 2]
let pivot = items.partition { $0 > 4 }
print(pivot, items[..<pivot].sorted(), items[pivot...].sorted())
print([1, 2, 3].lexicographicallyPrecedes([1, 3]), "apple" < "banana", "Zed" < "abe")
print(contacts.contains { $0.id == 4 }, contacts.map(\.id).contains(9))
let grouped = Dictionary(grouping: contacts) { String($0.last.prefix(1)).uppercased() }
print(grouped.keys.sorted().map { "\($0):\(grouped[$0]!.count)" })
let sections = grouped.sorted { $0.key < $1.key }.map { (letter: $0.key, names: $0.value.map(\.first).sorted()) }
for section in sections { print(section.letter, section.names) }
let query = "a"
let matched = contacts.filter { query.isEmpty || $0.first.lowercased().hasPrefix(query) || $0.last.lowercased().hasPrefix(query) }
print(matched.map(\.id))
print(contacts.reversed().prefix(2).map(\.id), contacts.suffix(2).map(\.id), contacts.dropLast(5).map(\.id))
print(contacts.enumerated().filter { $0.offset % 3 == 0 }.map { "\($0.offset):\($0.element.first)" })
