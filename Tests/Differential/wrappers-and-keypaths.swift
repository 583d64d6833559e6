// Property wrappers written by hand (with projected values and arguments, one a class), key
// paths stored, composed, optional-chained and applied, used as functions and for sorting.
import Foundation

@propertyWrapper struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
    var wrappedValue: Value { get { value } set { value = min(max(newValue, range.lowerBound), range.upperBound) } }
}
@propertyWrapper struct Trimmed {
    private var text = ""
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
    var wrappedValue: String { get { text } set { text = newValue.trimmingCharacters(in: .whitespaces) } }
}
@propertyWrapper struct History<Value> {
    private(set) var values: [Value]
    init(wrappedValue: Value) { values = [wrappedValue] }
    var wrappedValue: Value { get { values.last! } set { values.append(newValue) } }
    var projectedValue: [Value] { values }
}
@propertyWrapper final class Counted<Value> {
    var wrappedValue: Value { didSet { writes += 1 } }
    var writes = 0
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    var projectedValue: Counted<Value> { self }
}
struct Profile {
    @Clamped(0...100) var volume = 150
    @Clamped(0.0...1.0) var opacity: Double = 0.5
    @Trimmed var name = "  Ann  "
    @History var status = "new"
    @Counted var visits = 0
}
var profile = Profile()
print(profile.volume, profile.opacity, "[\(profile.name)]", profile.status)
profile.volume -= 120
profile.opacity = 7
profile.name = "\tBob "
profile.status = "active"
profile.status = "away"
profile.visits += 1
profile.visits += 1
print(profile.volume, profile.opacity, "[\(profile.name)]", profile.status, profile.$status, profile.visits, profile.$visits.writes)
let copy = profile
profile.visits = 10
print(copy.visits, copy.$visits.writes, copy.$status.count)

struct Address { var city: String; var zip: Int }
struct Employee { var name: String; var age: Int; var address: Address; var manager: String? }
let staff = [Employee(name: "Zed", age: 40, address: Address(city: "Oslo", zip: 150), manager: nil),
             Employee(name: "Amy", age: 28, address: Address(city: "Bergen", zip: 5003), manager: "Zed"),
             Employee(name: "Kim", age: 35, address: Address(city: "Oslo", zip: 151), manager: "Zed")]
let cityPath = \Employee.address.city
let agePath: KeyPath<Employee, Int> = \.age
print(staff.map(\.name), staff.map { $0[keyPath: cityPath] }, staff.map(\.address.zip).max()!, staff[0][keyPath: agePath], staff.compactMap(\.manager))
func sorted<T, V: Comparable>(_ xs: [T], by path: KeyPath<T, V>) -> [T] { xs.sorted { $0[keyPath: path] < $1[keyPath: path] } }
print(sorted(staff, by: \.age).map(\.name), sorted(staff, by: \.address.city).map(\.name), sorted(staff, by: \.name.count).map(\.name))
var editable = staff[1]
let writable: WritableKeyPath<Employee, String> = \.address.city
editable[keyPath: writable] = "Tromsø"
editable[keyPath: \.age] += 1
print(editable.address.city, editable.age, staff[1].address.city)
let appended = (\Employee.address).appending(path: \Address.zip)
print(staff.map { $0[keyPath: appended] }, staff.filter { $0.address.city == "Oslo" }.map(\.name.first!), staff.map(\.manager?.count))
let paths: [KeyPath<Employee, String>] = [\.name, \.address.city]
print(paths.map { staff[2][keyPath: $0] }, Dictionary(grouping: staff, by: \.address.city).mapValues { $0.map(\.name) }.sorted { $0.key < $1.key })
print(staff.sorted(using: KeyPathComparator(\.age, order: .reverse)).map(\.name), staff.sorted(using: [KeyPathComparator(\.address.city), KeyPathComparator(\.name)]).map(\.name))
final class Node { var value: Int; var next: Node?; init(_ v: Int, _ n: Node? = nil) { value = v; next = n } }
let list = Node(1, Node(2, Node(3)))
let nextValue = \Node.next?.value
print(list[keyPath: nextValue] as Any, list[keyPath: \.next?.next?.value] as Any, list[keyPath: \.next?.next?.next?.value] as Any)
list[keyPath: \Node.value] = 10
print(list.value)
