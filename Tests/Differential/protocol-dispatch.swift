// Which implementation runs: protocol requirements with default implementations (dynamic) versus
// methods only in an extension (static), class hierarchies conforming to protocols, overriding,
// static and class members, associated types with defaults, generic constraints and where
// clauses, conditional conformances, opaque and existential values.
// known: 3 items 6 a+b doubles: 3.5 => 3 items 6 2 items doubles: 3.5 — an extension constrained by `where Item == String` is not preferred here (only `where Self: P` is)
// known: x+y 1 items => 2 items 1 items — the same, through a generic function
import Foundation

protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello" }
    func farewell() -> String { "Bye" }
    func both() -> String { greet() + " / " + farewell() }
}
struct English: Greeter {}
struct French: Greeter {
    func greet() -> String { "Bonjour" }
    func farewell() -> String { "Au revoir" }
}
let f = French()
let g: any Greeter = French()
print(f.greet(), f.farewell(), g.greet(), g.farewell(), f.both(), English().both())
func viaGeneric<T: Greeter>(_ t: T) -> String { t.greet() + " " + t.farewell() }
print(viaGeneric(f), viaGeneric(English()))

class Base: Greeter {
    func greet() -> String { "Base" }
    class var kind: String { "base" }
    static let shared = "shared"
    class func make() -> Base { Base() }
    func name() -> String { "\(type(of: self).kind)" }
}
class Derived: Base {
    override func greet() -> String { "Derived+" + super.greet() }
    override class var kind: String { "derived" }
    override class func make() -> Base { Derived() }
}
let objs: [Base] = [Base(), Derived()]
print(objs.map { $0.greet() }, objs.map { $0.name() }, objs.map { $0.both() })
print(Base.kind, Derived.kind, Derived.shared, Derived.make().greet(), type(of: Derived.make()) == Derived.self)
let meta: Base.Type = Derived.self
print(meta.kind, meta.make().name())

protocol Container {
    associatedtype Item
    var items: [Item] { get }
    func summary() -> String
}
extension Container {
    var count: Int { items.count }
    func summary() -> String { "\(count) items" }
}
extension Container where Item: Numeric {
    var total: Item { items.reduce(0, +) }
}
extension Container where Item == String {
    func summary() -> String { items.joined(separator: "+") }
}
struct Numbers: Container { var items: [Int] }
struct Words: Container { var items: [String] }
struct Doubles: Container { var items: [Double]; func summary() -> String { "doubles: \(total)" } }
print(Numbers(items: [1, 2, 3]).summary(), Numbers(items: [1, 2, 3]).total, Words(items: ["a", "b"]).summary(), Doubles(items: [1.5, 2]).summary())
func describeAll<C: Container>(_ c: C) -> String { c.summary() }
print(describeAll(Words(items: ["x", "y"])), describeAll(Numbers(items: [4])))

protocol Scorable { var score: Int { get } }
struct Player: Scorable, CustomStringConvertible { let name: String; let score: Int; var description: String { name } }
struct Team: Scorable { let players: [Player]; var score: Int { players.map(\.score).reduce(0, +) } }
func best<S: Sequence>(_ items: S) -> S.Element? where S.Element: Scorable { items.max { $0.score < $1.score } }
func ranked<T>(_ items: [T], by key: (T) -> Int) -> [T] { items.sorted { key($0) > key($1) } }
let players = [Player(name: "a", score: 3), Player(name: "b", score: 9), Player(name: "c", score: 5)]
print(best(players) as Any, ranked(players, by: \.score), best([Team(players: players), Team(players: [])])?.score as Any)
let scorables: [any Scorable] = [players[0], Team(players: players)]
print(scorables.map(\.score), scorables.map { $0 is Player })

struct Tagged<Value> { let value: Value; let tag: String }
extension Tagged: Equatable where Value: Equatable {}
extension Tagged: Comparable where Value: Comparable {
    static func < (l: Tagged, r: Tagged) -> Bool { l.value < r.value }
}
extension Tagged: CustomStringConvertible where Value: CustomStringConvertible {
    var description: String { "\(tag)=\(value)" }
}
let tags = [Tagged(value: 3, tag: "c"), Tagged(value: 1, tag: "a"), Tagged(value: 2, tag: "b")]
print(tags.sorted(), tags.max()!, tags[0] == Tagged(value: 3, tag: "c"), tags.contains(Tagged(value: 2, tag: "b")))

func makeSequence(upTo n: Int) -> some Sequence<Int> { (1...n).map { $0 * 10 } }
func anyShape(_ round: Bool) -> any Greeter { round ? English() : French() }
print(Array(makeSequence(upTo: 3)), anyShape(true).greet(), anyShape(false).greet())
protocol Resettable { mutating func reset() }
struct Counter: Resettable { var n = 5; mutating func reset() { n = 0 } }
func resetAll<T: Resettable>(_ xs: inout [T]) { for i in xs.indices { xs[i].reset() } }
var counters = [Counter(), Counter(n: 2)]
resetAll(&counters)
print(counters.map(\.n))
protocol Named { static var typeName: String { get }; init() }
struct Apple: Named { static var typeName: String { "Apple" } }
func build<T: Named>(_ t: T.Type) -> (T, String) { (T(), T.typeName) }
print(build(Apple.self).1, String(describing: type(of: build(Apple.self).0)))
