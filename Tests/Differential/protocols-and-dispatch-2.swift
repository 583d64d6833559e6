// Protocol-oriented code: default implementations and what dispatches statically, mutating
// requirements, generic constraints with where clauses, operators on a vector type, recursion
// through an indirect enum, and memoized recursion.
import Foundation
protocol Describable {
    var title: String { get }
    func summary() -> String
}
extension Describable {
    func summary() -> String { "[\(title)]" }
    func headline() -> String { "Headline: \(title)" }
}
struct Note: Describable {
    var title: String
    func summary() -> String { "Note \(title)" }
    func headline() -> String { "Note headline" }
}
struct Tag: Describable { var title: String }

protocol Resettable { mutating func reset() }
struct Form: Resettable {
    var name = "x", age = 3
    mutating func reset() { self = Form(name: "", age: 0) }
}
func resetAll<T: Resettable>(_ items: inout [T]) { for index in items.indices { items[index].reset() } }

struct Vector: Equatable, Hashable, CustomStringConvertible {
    var x: Double, y: Double
    static let zero = Vector(x: 0, y: 0)
    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector, b: Vector) -> Vector { Vector(x: a.x - b.x, y: a.y - b.y) }
    static func * (v: Vector, k: Double) -> Vector { Vector(x: v.x * k, y: v.y * k) }
    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
    static func += (a: inout Vector, b: Vector) { a = a + b }
    var length: Double { (x * x + y * y).squareRoot() }
    var description: String { "(\(x), \(y))" }
}

indirect enum Expression {
    case number(Int)
    case add(Expression, Expression)
    case multiply(Expression, Expression)
    case negate(Expression)
    func evaluate() -> Int {
        switch self {
        case .number(let n): return n
        case let .add(a, b): return a.evaluate() + b.evaluate()
        case let .multiply(a, b): return a.evaluate() * b.evaluate()
        case .negate(let e): return -e.evaluate()
        }
    }
    var text: String {
        switch self {
        case .number(let n): return "\(n)"
        case let .add(a, b): return "(\(a.text) + \(b.text))"
        case let .multiply(a, b): return "\(a.text) * \(b.text)"
        case .negate(let e): return "-\(e.text)"
        }
    }
}

func largestCommon<S: Sequence, T: Sequence>(_ a: S, _ b: T) -> S.Element? where S.Element: Comparable, S.Element == T.Element {
    let shared = a.filter { element in b.contains(element) }
    return shared.max()
}
func countWhere<C: Collection>(_ items: C, _ predicate: (C.Element) -> Bool) -> Int { items.reduce(0) { predicate($1) ? $0 + 1 : $0 } }

var memo: [Int: Int] = [:]
func ways(_ n: Int) -> Int {
    if n <= 1 { return 1 }
    if let known = memo[n] { return known }
    let result = ways(n - 1) + ways(n - 2)
    memo[n] = result
    return result
}
func permutations<T>(_ items: [T]) -> [[T]] {
    guard items.count > 1 else { return [items] }
    var result: [[T]] = []
    for (index, item) in items.enumerated() {
        var rest = items
        rest.remove(at: index)
        for tail in permutations(rest) { result.append([item] + tail) }
    }
    return result
}
func binarySearch(_ sorted: [Int], _ target: Int) -> Int? {
    var low = 0, high = sorted.count - 1
    while low <= high {
        let mid = (low + high) / 2
        if sorted[mid] == target { return mid }
        if sorted[mid] < target { low = mid + 1 } else { high = mid - 1 }
    }
    return nil
}

let note = Note(title: "groceries")
let tag = Tag(title: "home")
let items: [any Describable] = [note, tag]
print(note.summary(), note.headline(), tag.summary(), tag.headline())
print(items.map { $0.summary() })
var forms = [Form(), Form(name: "y", age: 9)]
resetAll(&forms)
print(forms.map { "\($0.name)|\($0.age)" })
var position = Vector(x: 1, y: 2)
position += Vector(x: 3, y: 4) * 0.5
print(position, -position, position - .zero, (Vector(x: 3, y: 4)).length, position == Vector(x: 2.5, y: 4))
print(Set([position, position, Vector.zero]).count)
let formula = Expression.add(.number(2), .multiply(.number(3), .negate(.number(4))))
print(formula.text, "=", formula.evaluate())
print(largestCommon([1, 5, 3, 9], [9, 3, 7]) as Any, largestCommon(["a"], ["b"]) as Any, countWhere(1...10) { $0 % 3 == 0 })
print(ways(30), memo.count, permutations([1, 2, 3]).map { $0.map(String.init).joined() })
print(binarySearch([1, 3, 5, 7, 9, 11], 7) as Any, binarySearch([1, 3, 5], 4) as Any)
