// A view model's logic without views: a state enum driven by a reducer, a generic undo stack,
// a paginated list with a cursor, a search debouncer on a fake clock, validation rules as
// closures, two lists compared, a cache with eviction — plain structs, enums and classes.
import Foundation

enum LoadState<Value: Equatable>: Equatable {
    case idle
    case loading(page: Int)
    case loaded([Value], hasMore: Bool)
    case failed(String)
    var isLoading: Bool { if case .loading = self { return true }; return false }
    var items: [Value] { if case .loaded(let items, _) = self { return items }; return [] }
}
enum Action { case start, receive([String], hasMore: Bool), fail(String), retry, reset }
struct Feed {
    private(set) var state: LoadState<String> = .idle
    private(set) var page = 0
    private(set) var log: [String] = []
    mutating func send(_ action: Action) {
        switch (state, action) {
        case (.idle, .start), (.failed, .retry):
            page += 1
            state = .loading(page: page)
        case (.loading, .receive(let new, let more)):
            state = .loaded(new, hasMore: more)
        case (.loaded(let old, true), .start):
            page += 1
            state = .loading(page: page)
            log.append("kept \(old.count)")
        case (.loading, .fail(let why)):
            state = .failed(why)
        case (_, .reset):
            state = .idle; page = 0
        default:
            log.append("ignored \(action) in \(state)")
        }
    }
}
var feed = Feed()
feed.send(.receive(["x"], hasMore: false))
feed.send(.start)
print(feed.state, feed.state.isLoading)
feed.send(.fail("offline"))
feed.send(.retry)
feed.send(.receive(["a", "b"], hasMore: true))
print(feed.state, feed.state.items, feed.page)
feed.send(.start)
feed.send(.reset)
print(feed.state == .idle, feed.log)

struct UndoStack<State> {
    private var past: [State] = []
    private var future: [State] = []
    private(set) var current: State
    init(_ initial: State) { current = initial }
    var canUndo: Bool { !past.isEmpty }
    mutating func apply(_ change: (inout State) -> Void) {
        past.append(current)
        change(&current)
        future.removeAll()
    }
    mutating func undo() { guard let last = past.popLast() else { return }; future.append(current); current = last }
    mutating func redo() { guard let next = future.popLast() else { return }; past.append(current); current = next }
}
var doc = UndoStack(["title"])
doc.apply { $0.append("para 1") }
doc.apply { $0[0] = "Title" }
doc.undo()
print(doc.current, doc.canUndo)
doc.redo(); doc.redo()
print(doc.current)
doc.undo(); doc.undo(); doc.undo()
doc.apply { $0.insert("intro", at: 0) }
doc.redo()
print(doc.current, doc.canUndo)

struct Page<T> { let items: [T]; let next: Int? }
func fetch(cursor: Int, size: Int, from all: [Int]) -> Page<Int> {
    let end = min(cursor + size, all.count)
    return Page(items: Array(all[cursor..<end]), next: end < all.count ? end : nil)
}
let source = Array(1...7)
var cursor: Int? = 0
var collected: [[Int]] = []
while let c = cursor {
    let page = fetch(cursor: c, size: 3, from: source)
    collected.append(page.items)
    cursor = page.next
}
print(collected, collected.map(\.count), collected.joined().reduce(0, +))

final class FakeClock { var now = 0.0 }
final class Debouncer {
    private let delay: Double
    private let clock: FakeClock
    private var pending: (fire: Double, action: () -> Void)?
    init(delay: Double, clock: FakeClock) { self.delay = delay; self.clock = clock }
    func call(_ action: @escaping () -> Void) { pending = (clock.now + delay, action) }
    func tick() { if let p = pending, clock.now >= p.fire { pending = nil; p.action() } }
}
let clock = FakeClock()
let debouncer = Debouncer(delay: 0.3, clock: clock)
var searches: [String] = []
for (time, text) in [(0.0, "s"), (0.1, "sw"), (0.2, "swi"), (0.6, "swif"), (1.0, "swift")] {
    clock.now = time
    debouncer.tick()
    debouncer.call { searches.append(text) }
}
clock.now = 2
debouncer.tick()
print(searches)

typealias Rule = (String) -> String?
let rules: [Rule] = [
    { $0.isEmpty ? "required" : nil },
    { $0.count < 8 ? "at least 8 characters" : nil },
    { $0.contains(where: \.isNumber) ? nil : "needs a digit" },
    { s in s.lowercased() == s ? "needs an uppercase letter" : nil },
]
for candidate in ["", "short1", "longenough", "Longenough1"] {
    let problems = rules.compactMap { $0(candidate) }
    print(candidate.isEmpty ? "(empty)" : candidate, problems.isEmpty ? "ok" : problems.joined(separator: "; "))
}
let old = ["a", "b", "c", "d"], new = ["b", "c", "e", "a"]
print(Set(new).subtracting(old).sorted(), old.filter { !new.contains($0) }, zip(old, new).filter { $0 != $1 }.count)

final class LRUCache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    private(set) var evicted: [Key] = []
    init(capacity: Int) { self.capacity = capacity }
    subscript(key: Key) -> Value? {
        get {
            guard let value = storage[key] else { return nil }
            order.removeAll { $0 == key }; order.append(key)
            return value
        }
        set {
            order.removeAll { $0 == key }
            guard let newValue else { storage[key] = nil; return }
            storage[key] = newValue
            order.append(key)
            if order.count > capacity { let gone = order.removeFirst(); storage[gone] = nil; evicted.append(gone) }
        }
    }
    var keys: [Key] { order }
}
let cache = LRUCache<String, Int>(capacity: 2)
cache["a"] = 1; cache["b"] = 2
_ = cache["a"]
cache["c"] = 3
cache["b"] = nil
print(cache.keys, cache.evicted, cache["a"] as Any, cache["b"] as Any, cache["c"] ?? 0)
