// Codable to and from JSON (snake case, ISO 8601 dates, a missing key), closures that capture,
// inout, defer, lazy sequences, sorting by two keys, NumberFormatter and DateFormatter in en_US
// and UTC, Calendar arithmetic.
import Foundation

struct Todo: Codable, Identifiable, Equatable {
    var id: Int
    var title: String
    var done: Bool
    var tags: [String]?
}

let json = """
[{"id": 1, "title": "Buy milk", "done": false, "tags": ["home"]},
 {"id": 2, "title": "Write code", "done": true}]
"""
let decoder = JSONDecoder()
let todos = try! decoder.decode([Todo].self, from: Data(json.utf8))
print(todos.count, todos[0].title, todos[1].tags as Any, todos.filter(\.done).map(\.id))
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
let data = try! encoder.encode(todos[0])
print(String(data: data, encoding: .utf8)!)
encoder.outputFormatting = .sortedKeys
print(String(decoding: try! encoder.encode(todos), as: UTF8.self))

struct User: Codable {
    let firstName: String
    let signupDate: Date
}
let d2 = JSONDecoder()
d2.keyDecodingStrategy = .convertFromSnakeCase
d2.dateDecodingStrategy = .iso8601
let u = try! d2.decode(User.self, from: Data(#"{"first_name": "Ann", "signup_date": "2024-03-05T10:00:00Z"}"#.utf8))
print(u.firstName, u.signupDate)
do {
    _ = try JSONDecoder().decode(Todo.self, from: Data("{\"id\": 1}".utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("missing", key.stringValue)
} catch {
    print("other", error)
}

var counter = 0
func makeIncrementer(by step: Int) -> () -> Int {
    var total = 0
    return { total += step; counter += 1; return total }
}
let inc = makeIncrementer(by: 5)
print(inc(), inc(), inc(), counter)
func swapTwo(_ a: inout Int, _ b: inout Int) { let t = a; a = b; b = t }
var a = 1, b = 2
swapTwo(&a, &b)
print(a, b)
func deferred() -> String {
    var log = [String]()
    defer { print("deferred ran") }
    log.append("body")
    return log.joined()
}
print(deferred())
let lazyEvens = (1...20).lazy.filter { $0 % 2 == 0 }.map { $0 * $0 }
print(Array(lazyEvens.prefix(3)))
let people = [("Ann", 30), ("Bob", 25), ("Cid", 30), ("Dee", 25)]
print(people.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0))
print(people.sorted { $0.1 > $1.1 }.map(\.0))
let grouped = Dictionary(grouping: people, by: { $0.1 }).mapValues { $0.map(\.0) }
print(grouped.sorted { $0.key < $1.key })
var scores = [Int]()
scores.append(contentsOf: [5, 3, 8])
scores.insert(1, at: 0)
scores.remove(at: 2)
scores.swapAt(0, 1)
print(scores, scores.firstIndex(where: { $0 > 4 }) as Any, scores.removeLast(), scores)
scores.removeAll(where: { $0 == 1 })
print(scores, scores.isEmpty, scores.first as Any, scores.indices)
var matrix = Array(repeating: Array(repeating: 0, count: 3), count: 2)
matrix[1][2] = 7
print(matrix)
let fmt = NumberFormatter()
fmt.numberStyle = .decimal
print(fmt.string(from: 1234567.891)!)
fmt.numberStyle = .currency
fmt.locale = Locale(identifier: "en_US")
print(fmt.string(from: 9.5)!)
fmt.numberStyle = .percent
print(fmt.string(from: 0.256)!)
print(1234.5.formatted(), 0.25.formatted(.percent), 42.formatted(.number.precision(.fractionLength(2))))
print((1_000_000).formatted(.number.notation(.compactName)))
let df = DateFormatter()
df.dateFormat = "yyyy-MM-dd HH:mm"
df.timeZone = TimeZone(identifier: "UTC")
let date = Date(timeIntervalSince1970: 1_700_000_000)
print(df.string(from: date))
df.dateStyle = .medium
df.timeStyle = .none
df.locale = Locale(identifier: "en_US")
print(df.string(from: date))
var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
let comps = cal.dateComponents([.year, .month, .day, .weekday], from: date)
print(comps.year!, comps.month!, comps.day!, comps.weekday!)
let later = cal.date(byAdding: .day, value: 10, to: date)!
print(df.string(from: later), cal.dateComponents([.day], from: date, to: later).day!)
print(date.timeIntervalSince1970, later > date, Date(timeIntervalSince1970: 0))
