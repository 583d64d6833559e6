// Closures as view models keep them: escaping handlers stored and called later, captured
// counters, autoclosures, key paths for sorting and reading, lazy sequences, and functions
// composed from functions.
import Foundation

struct Employee {
    var name: String
    var department: String
    var salary: Int
    var manager: String?
}

func sorted<T, V: Comparable>(_ items: [T], by keyPath: KeyPath<T, V>, ascending: Bool = true) -> [T] {
    items.sorted { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }
}

func makeCounter(step: Int = 1) -> () -> Int {
    var value = 0
    return {
        value += step
        return value
    }
}

final class EventBus {
    private var handlers: [String: [(String) -> Void]] = [:]
    func on(_ event: String, handler: @escaping (String) -> Void) { handlers[event, default: []].append(handler) }
    func emit(_ event: String, _ payload: String) { handlers[event]?.forEach { $0(payload) } }
}

func logIf(_ condition: Bool, _ message: @autoclosure () -> String) {
    if condition { print("log:", message()) }
}
func expensive(_ label: String) -> String {
    print("computing \(label)")
    return label.uppercased()
}

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }

let staff = [
    Employee(name: "Ana", department: "Design", salary: 95, manager: nil),
    Employee(name: "Ben", department: "Eng", salary: 120, manager: "Ana"),
    Employee(name: "Cai", department: "Eng", salary: 105, manager: "Ben"),
    Employee(name: "Dee", department: "Design", salary: 88, manager: "Ana"),
]
print(sorted(staff, by: \.salary).map(\.name), sorted(staff, by: \.name, ascending: false).map(\.name))
let salaryPath = \Employee.salary
print(staff.map { $0[keyPath: salaryPath] }.reduce(0, +), staff.compactMap(\.manager))
var editable = staff[0]
let namePath: WritableKeyPath<Employee, String> = \.name
editable[keyPath: namePath] = "Anna"
print(editable.name, staff[0].name)
let byDepartment = Dictionary(grouping: staff, by: \.department).mapValues { $0.map(\.salary).max() ?? 0 }
print(byDepartment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

let counter = makeCounter()
let byFive = makeCounter(step: 5)
print(counter(), counter(), byFive(), counter(), byFive())

let bus = EventBus()
var received: [String] = []
bus.on("save") { received.append("first:" + $0) }
bus.on("save") { payload in received.append("second:\(payload.count)") }
bus.on("delete") { _ in received.append("deleted") }
bus.emit("save", "doc")
bus.emit("missing", "x")
bus.emit("delete", "")
print(received)

logIf(false, expensive("skipped"))
logIf(true, expensive("shown"))

let trimmedLength = compose({ (s: String) in s.trimmingCharacters(in: .whitespaces) }, { $0.count })
print(trimmedLength("  hello "), compose(trimmedLength, { $0 * 2 })(" ab "))

let firstSquares = (1...).lazy.map { $0 * $0 }.filter { $0 % 2 == 1 }.prefix(4)
print(Array(firstSquares))
let lazyNames = staff.lazy.filter { $0.salary > 100 }.map(\.name)
print(lazyNames.first ?? "-", Array(lazyNames))

var handlers: [() -> Void] = []
for index in 0..<3 { handlers.append { print("handler", index) } }
handlers.forEach { $0() }
var captured = 10
let reader = { print("captured", captured) }
captured = 20
reader()
let snapshot = { [captured] in print("snapshot", captured) }
captured = 30
snapshot()
let operations: [(String, (Int, Int) -> Int)] = [("+", +), ("-", -), ("max", max)]
print(operations.map { "\($0.0):\($0.1(7, 3))" })
