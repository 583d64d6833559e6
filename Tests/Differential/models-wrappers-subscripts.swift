// A Codable model with a Decimal amount, an enum with payloads through JSON, a property wrapper
// that clamps, a two-argument subscript, a protocol with an associated type, constrained
// extensions, a safe subscript, NumberFormatter with a Decimal, key paths.
import Foundation

enum Category: String, Codable, CaseIterable, Comparable {
    case food, travel, bills
    static func < (a: Category, b: Category) -> Bool { a.rawValue < b.rawValue }
}
struct Expense: Codable, Identifiable, Hashable {
    var id: Int
    var title: String
    var amount: Decimal
    var category: Category
    var tags: Set<String> = []
}
enum Event: Codable, Equatable {
    case tap(x: Int, y: Int)
    case key(String)
    case none
}
@propertyWrapper struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}
struct Settings { @Clamped(0...10) var volume = 15 }
struct Matrix {
    var rows: [[Int]]
    subscript(r: Int, c: Int) -> Int {
        get { rows[r][c] }
        set { rows[r][c] = newValue }
    }
}
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    func first() -> Item?
}
extension Container { func first() -> Item? { items.first } }
struct Box: Container { var items: [String] }
extension Array where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}
extension Collection {
    subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
}

let expenses = [
    Expense(id: 1, title: "Lunch", amount: Decimal(string: "12.50")!, category: .food, tags: ["work"]),
    Expense(id: 2, title: "Train", amount: 30, category: .travel),
    Expense(id: 3, title: "Power", amount: Decimal(string: "80.25")!, category: .bills),
]
let total = expenses.reduce(Decimal(0)) { $0 + $1.amount }
print(total, expenses.map(\.category).sorted(), Category.allCases.count)
let byCat = Dictionary(grouping: expenses, by: \.category)
for cat in byCat.keys.sorted() { print(cat.rawValue, byCat[cat]!.map(\.title)) }
let enc = JSONEncoder(); enc.outputFormatting = .sortedKeys
print(String(data: try! enc.encode(expenses[1]), encoding: .utf8)!)
let events: [Event] = [.tap(x: 1, y: 2), .key("a"), .none]
let data = try! enc.encode(events)
print(String(data: data, encoding: .utf8)!)
print(try! JSONDecoder().decode([Event].self, from: data) == events)
var s = Settings()
print(s.volume); s.volume = -3; print(s.volume)
var m = Matrix(rows: [[1, 2], [3, 4]])
m[1, 0] = 9
print(m[1, 0], m.rows)
print(Box(items: ["x", "y"]).first() ?? "-", [1, 2, 3].sum(), [1.5, 2.5].sum())
print([10, 20][safe: 1] as Any, [10, 20][safe: 5] as Any)
print(Set(expenses).count, expenses[0] == expenses[0], expenses.contains { $0.tags.contains("work") })
let formatter = NumberFormatter()
formatter.numberStyle = .currency
formatter.locale = Locale(identifier: "en_US")
print(formatter.string(from: total as NSDecimalNumber)!)
let kp = \Expense.title
print(expenses.map { $0[keyPath: kp] }, expenses.sorted { $0.amount > $1.amount }.first!.title)
var counter = [String: Int]()
for w in "the cat and the hat".split(separator: " ") { counter[String(w), default: 0] += 1 }
print(counter.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map { "\($0.key):\($0.value)" })
