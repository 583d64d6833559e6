import Foundation
// Custom operators and comparisons as geometry and money helpers define them.
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ** : PowerPrecedence
func ** (base: Int, power: Int) -> Int { (0..<power).reduce(1) { acc, _ in acc * base } }


infix operator <~> : ComparisonPrecedence
func <~> (lhs: String, rhs: String) -> Bool { lhs.lowercased() == rhs.lowercased() }

struct Vector: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector, b: Vector) -> Vector { Vector(x: a.x - b.x, y: a.y - b.y) }
    static func * (v: Vector, k: Double) -> Vector { Vector(x: v.x * k, y: v.y * k) }
    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
    static func += (a: inout Vector, b: Vector) { a = a + b }
    static let zero = Vector(x: 0, y: 0)
    var length: Double { (x * x + y * y).squareRoot() }
    var description: String { "(\(x), \(y))" }
}

struct Money: Comparable, Hashable {
    let cents: Int
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
}

enum Rank: Comparable {
    case low, medium(Int), high
}

print(2 ** 10, 2 ** 3 ** 2, 3 * 2 ** 2)
print("Swift" <~> "SWIFT", "a" <~> "b")
var position = Vector(x: 1, y: 2)
position += Vector(x: 3, y: 4)
print(position, -position, position - .zero, position * 0.5, (position - Vector(x: 1, y: 2)).length)
print(position == Vector(x: 4, y: 6), position != .zero)
let prices = [Money(cents: 300), Money(cents: 150), Money(cents: 999)]
print(prices.sorted().map(\.cents), prices.max()!.cents, prices.reduce(Money(cents: 0), +).cents)
print(Money(cents: 1) < Money(cents: 2), Money(cents: 5) >= Money(cents: 5), Set(prices + prices).count)
print([Rank.high, .medium(5), .low, .medium(2)].sorted(), Rank.medium(1) < .medium(3), Rank.high > .medium(100))
print(min(Money(cents: 4), Money(cents: 2)).cents)
let compare: (Int, Int) -> Bool = (<)
print([3, 1, 2].sorted(by: compare), [3, 1, 2].sorted(by: >))
print([1, 2, 3].reduce(0, +), [[1], [2, 3]].reduce([], +), zip([1, 2], [3, 4]).map(*))
