// A string interpolation a program adds (`extension DefaultStringInterpolation`), key paths read,
// written and passed as functions, grouping by a key, `any Collection<Int>` and `some Sequence<Int>`.
import Foundation
extension DefaultStringInterpolation {
    mutating func appendInterpolation(money value: Double) {
        appendLiteral(String(format: "$%.2f", value))
    }
}
print("Total: \(money: 12.5)")
struct Person { var name: String; var age: Int }
var people = [Person(name: "Ada", age: 36), Person(name: "Alan", age: 41)]
let nameKey = \Person.name
print(people.map(\.name), people[0][keyPath: nameKey])
people[1][keyPath: \.age] += 1
print(people[1].age)
let kp: WritableKeyPath<Person, Int> = \.age
people[0][keyPath: kp] = 37
print(people.map { "\($0.name) \($0.age)" }.joined(separator: ", "))
print(people.sorted { $0.age > $1.age }.first!.name)
let byInitial = Dictionary(grouping: people, by: { $0.name.prefix(1) })
print(byInitial.keys.sorted(), byInitial["A"]?.count ?? 0)
func describe<T>(_ items: [T], by key: KeyPath<T, String>) -> String { items.map { $0[keyPath: key] }.joined(separator: "/") }
print(describe(people, by: \.name))
let any: any Collection<Int> = [3, 1, 2]
print(any.count, any.sorted())
func total(_ values: some Sequence<Int>) -> Int { values.reduce(0, +) }
print(total(Set([1, 2, 3])), total(1...4))
