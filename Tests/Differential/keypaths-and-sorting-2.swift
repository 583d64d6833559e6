// Key paths as sort and filter keys in a list's view model: writable key paths for a
// generic editor, appending, key paths as functions, a multi-key comparator and sort stability.
struct Contact { var first: String; var last: String; var age: Int; var address: Address }
struct Address { var city: String; var zip: String }
var people = [
    Contact(first: "Ada", last: "King", age: 36, address: Address(city: "London", zip: "N1")),
    Contact(first: "Alan", last: "Turing", age: 41, address: Address(city: "Wilmslow", zip: "SK9")),
    Contact(first: "Grace", last: "Hopper", age: 85, address: Address(city: "Arlington", zip: "22201")),
    Contact(first: "Ada", last: "Byron", age: 36, address: Address(city: "London", zip: "W1")),
]
func sorted<T, V: Comparable>(_ items: [T], by key: KeyPath<T, V>, ascending: Bool = true) -> [T] {
    items.sorted { ascending ? $0[keyPath: key] < $1[keyPath: key] : $0[keyPath: key] > $1[keyPath: key] }
}
print(sorted(people, by: \.age).map(\.last), sorted(people, by: \.address.city, ascending: false).map(\.first))
let city: KeyPath<Contact, String> = (\Contact.address).appending(path: \.city)
print(people.map { $0[keyPath: city] }, Set(people.map(\.address.city)).count)
func set<T, V>(_ value: V, at path: WritableKeyPath<T, V>, in item: inout T) { item[keyPath: path] = value }
set("Cambridge", at: \.address.city, in: &people[1])
set(42, at: \Contact.age, in: &people[1])
print(people[1].address.city, people[1].age)
let byNameThenAge = people.sorted {
    ($0.first, $0.age, $0.last) < ($1.first, $1.age, $1.last)
}
print(byNameThenAge.map { "\($0.first) \($0.last)" })
let stable = people.enumerated().sorted { ($0.element.age, $0.offset) < ($1.element.age, $1.offset) }.map(\.element.last)
print(stable)
let grouped = Dictionary(grouping: people, by: \.address.city).mapValues { $0.map(\.first) }
print(grouped.keys.sorted(), grouped["London"] ?? [])
let older = people.filter { $0.age > 40 }.map(\.first)
let maxAge = people.map(\.age).max() ?? 0
print(older, maxAge, people.contains { $0.last == "Hopper" }, people.first(where: { $0.age == 36 })?.last ?? "-")
var ages = people.map(\.age)
ages.sort(by: >)
ages.swapAt(0, ages.count - 1)
print(ages, ages.partition(by: { $0 > 40 }), ages.count)
let path = \Contact.address.zip
print(people.map { $0[keyPath: path].count })
