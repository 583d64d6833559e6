// Value and reference semantics as a view model meets them: structs copied on assignment and
// into closures, a class inside a struct shared by copies, mutating methods and didSet on a
// struct property of a class, Equatable and Hashable synthesized and custom, Comparable sorting
// with ties, sets of structs, and an enum's associated values compared.
final class Tracker {
    var events: [String] = []
    func log(_ event: String) { events.append(event) }
}

struct Cart: Equatable {
    var items: [String] = []
    var coupon: String?
    mutating func add(_ item: String) { items.append(item) }
    mutating func clear() { items.removeAll(); coupon = nil }
    var isEmpty: Bool { items.isEmpty }
}

struct Session {
    var cart = Cart()
    let tracker: Tracker
}

final class Store {
    var cart = Cart() {
        didSet { print("cart changed: \(oldValue.items.count) -> \(cart.items.count)") }
    }
    var history: [Cart] = []
}

struct Version: Comparable, Hashable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    init(_ text: String) {
        let parts = text.split(separator: ".").map { Int($0) ?? 0 }
        major = parts.count > 0 ? parts[0] : 0
        minor = parts.count > 1 ? parts[1] : 0
        patch = parts.count > 2 ? parts[2] : 0
    }
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch) }
    var description: String { "\(major).\(minor).\(patch)" }
}

struct Player: Hashable {
    let id: Int
    var name: String
    var score: Int
    static func == (a: Player, b: Player) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

enum Payment: Equatable {
    case cash
    case card(last4: String)
    case split([Payment])
}

let tracker = Tracker()
var first = Session(tracker: tracker)
var second = first
first.cart.add("apple")
second.cart.add("pear")
second.cart.add("plum")
first.tracker.log("first")
second.tracker.log("second")
print(first.cart.items, second.cart.items, tracker.events, first.tracker === second.tracker)

var cart = Cart()
let snapshot = cart
let capture = { [cart] in print("captured", cart.items) }
let live = { print("live", cart.items) }
cart.add("milk")
capture(); live()
print(snapshot == cart, snapshot.isEmpty, Cart(items: ["milk"]) == cart)

let store = Store()
store.cart.add("bread")
store.cart.coupon = "SAVE"
store.history.append(store.cart)
store.cart.clear()
store.cart.items += ["a", "b"]
print(store.history.map(\.items), store.history[0].coupon ?? "-", store.cart.coupon ?? "-")

let versions = ["1.10.0", "1.2.3", "1.2", "0.9.9", "1.2.0", "2"].map(Version.init)
print(versions.sorted().map(\.description), versions.max()!, Set(versions).count)
print(Version("1.2") == Version("1.2.0"), Version("1.2.1") > Version("1.2"), versions.filter { $0 >= Version("1.2") }.count)

var players: Set<Player> = [Player(id: 1, name: "A", score: 10), Player(id: 2, name: "B", score: 5)]
let inserted = players.insert(Player(id: 1, name: "A2", score: 99))
print(inserted.inserted, inserted.memberAfterInsert.name, players.count)
players.update(with: Player(id: 2, name: "B2", score: 7))
print(players.sorted { $0.id < $1.id }.map { "\($0.name):\($0.score)" })
let ranked = [Player(id: 3, name: "C", score: 5), Player(id: 4, name: "D", score: 9), Player(id: 5, name: "E", score: 5)]
print(ranked.sorted { $0.score > $1.score }.map(\.name), ranked.sorted { $0.score < $1.score }.map(\.name))

let payments: [Payment] = [.cash, .card(last4: "4242"), .split([.cash, .card(last4: "1111")])]
print(payments.contains(.card(last4: "4242")), payments.contains(.card(last4: "0000")), payments[2] == .split([.cash, .card(last4: "1111")]))
print(payments.firstIndex(of: .cash) ?? -1, payments.filter { if case .split(let parts) = $0 { return parts.count == 2 } else { return false } }.count)
var grid = [[1, 2], [3, 4]]
var copy = grid
copy[0][0] = 100
grid[1].append(5)
print(grid, copy)
