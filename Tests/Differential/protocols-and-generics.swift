// Protocols with extensions and existentials, opaque results, associated types, CaseIterable and
// Comparable enums, synthesized Hashable, tuples compared, generic structs with conditional
// conformances, Codable enums with raw values.
import Foundation

protocol Shape: CustomStringConvertible {
    var area: Double { get }
    var name: String { get }
}
extension Shape {
    var description: String { "\(name) with area \(String(format: "%.2f", area))" }
}
struct Circle: Shape { let radius: Double; var area: Double { .pi * radius * radius }; var name: String { "Circle" } }
struct Rect: Shape { let w, h: Double; var area: Double { w * h }; var name: String { "Rect" } }
func largest(_ shapes: [any Shape]) -> (any Shape)? { shapes.max { $0.area < $1.area } }
func makeShape(big: Bool) -> some Shape { Rect(w: big ? 10 : 1, h: 2) }

protocol Identified { associatedtype ID: Hashable; var id: ID { get } }
struct User: Identified, Hashable, Comparable {
    let id: Int
    let name: String
    static func < (a: User, b: User) -> Bool { a.name < b.name }
}
func index<T: Identified>(_ items: [T]) -> [T.ID: T] { Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) }) }

enum Suit: String, CaseIterable, Comparable {
    case clubs = "♣", diamonds = "♦", hearts = "♥", spades = "♠"
    static func < (l: Suit, r: Suit) -> Bool { allCases.firstIndex(of: l)! < allCases.firstIndex(of: r)! }
}
struct Card: Hashable, CustomStringConvertible {
    let rank: Int; let suit: Suit
    var description: String { "\(rank)\(suit.rawValue)" }
}
enum Priority: Int, Comparable, Codable {
    case low, medium, high
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
struct Task: Comparable { let title: String; let priority: Priority
    static func < (a: Task, b: Task) -> Bool { (a.priority, a.title) > (b.priority, b.title) } }

let shapes: [any Shape] = [Circle(radius: 1), Rect(w: 2, h: 3), Circle(radius: 0.5)]
print(shapes.map(\.description))
print(largest(shapes)!.name, makeShape(big: true).area, shapes.filter { $0 is Circle }.count)
let users = [User(id: 2, name: "Bo"), User(id: 1, name: "Al")]
let byID = index(users)
print(byID[1]!.name, users.sorted().map(\.name), Set(users).count, users.min()!.id)
let deck = Suit.allCases.flatMap { s in (1...2).map { Card(rank: $0, suit: s) } }
print(deck, deck.count, Set(deck).count == deck.count)
print(Suit.allCases.sorted(by: >).map(\.rawValue), Suit(rawValue: "♥")!, Suit.hearts < Suit.spades)
let tasks = [Task(title: "b", priority: .low), Task(title: "a", priority: .high), Task(title: "c", priority: .high)]
print(tasks.sorted().map(\.title), tasks.max()!.title, Priority.medium > .low, [Priority.high, .low].sorted())
let enc = try! JSONEncoder().encode([Priority.high, .low])
print(String(data: enc, encoding: .utf8)!, try! JSONDecoder().decode([Priority].self, from: enc))
struct Pair<A, B> { let first: A; let second: B }
extension Pair: Equatable where A: Equatable, B: Equatable {}
print(Pair(first: 1, second: "a") == Pair(first: 1, second: "a"), Pair(first: 1, second: 2))
func swapped<A, B>(_ p: Pair<A, B>) -> Pair<B, A> { Pair(first: p.second, second: p.first) }
print(swapped(Pair(first: "x", second: 3)))
let optionalShapes: [(any Shape)?] = [nil, Circle(radius: 2)]
print(optionalShapes.compactMap { $0 }.count)
