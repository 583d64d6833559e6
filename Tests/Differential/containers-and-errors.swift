// Generic containers (a stack, a two-array queue, an LRU cache with a subscript setter), an
// associated-type protocol, a custom Sequence, typed errors, Result and defer.
struct Stack<Element> {
    private var storage: [Element] = []
    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    var top: Element? { storage.last }
    mutating func push(_ element: Element) { storage.append(element) }
    @discardableResult mutating func pop() -> Element? { storage.popLast() }
}

extension Stack: CustomStringConvertible {
    var description: String { "Stack(\(storage.map { "\($0)" }.joined(separator: ", ")))" }
}

struct Queue<T> {
    private var inbox: [T] = []
    private var outbox: [T] = []
    var count: Int { inbox.count + outbox.count }
    mutating func enqueue(_ value: T) { inbox.append(value) }
    mutating func dequeue() -> T? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }
}

final class LRUCache<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    private(set) var evictions = 0

    init(capacity: Int) { self.capacity = capacity }

    subscript(key: Key) -> Value? {
        get {
            guard let value = values[key] else { return nil }
            touch(key)
            return value
        }
        set {
            if let newValue {
                values[key] = newValue
                touch(key)
                if order.count > capacity {
                    let evicted = order.removeFirst()
                    values[evicted] = nil
                    evictions += 1
                }
            } else {
                values[key] = nil
                order.removeAll { $0 == key }
            }
        }
    }

    private func touch(_ key: Key) {
        order.removeAll { $0 == key }
        order.append(key)
    }

    var keys: [Key] { order }
}

protocol Shape {
    associatedtype Measure: Comparable
    var area: Measure { get }
    var name: String { get }
}

struct Square: Shape {
    var side: Int
    var area: Int { side * side }
    var name: String { "square \(side)" }
}

func largest<S: Shape>(_ shapes: [S]) -> S? {
    shapes.max { $0.area < $1.area }
}

extension Array where Element: Equatable {
    func removingDuplicates() -> [Element] {
        var result: [Element] = []
        for element in self where !result.contains(element) { result.append(element) }
        return result
    }
}

struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}

enum ValidationError: Error, CustomStringConvertible {
    case empty(field: String)
    case tooShort(field: String, minimum: Int)
    case invalidCharacters(Set<Character>)

    var description: String {
        switch self {
        case .empty(let field): return "\(field) is empty"
        case let .tooShort(field, minimum): return "\(field) needs \(minimum)+ characters"
        case .invalidCharacters(let set): return "invalid: \(set.sorted().map(String.init).joined())"
        }
    }
}

func validate(username: String) throws -> String {
    let trimmed = username.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { throw ValidationError.empty(field: "username") }
    guard trimmed.count >= 3 else { throw ValidationError.tooShort(field: "username", minimum: 3) }
    let bad = Set(trimmed.filter { !$0.isLetter && !$0.isNumber && $0 != "_" })
    if !bad.isEmpty { throw ValidationError.invalidCharacters(bad) }
    return trimmed.lowercased()
}

func parseAll(_ inputs: [String]) -> Result<[String], ValidationError> {
    var accepted: [String] = []
    for input in inputs {
        do { accepted.append(try validate(username: input)) }
        catch let error as ValidationError { return .failure(error) }
        catch { fatalError() }
    }
    return .success(accepted)
}

func trace(_ label: String) -> Int {
    defer { print("leaving \(label)") }
    print("in \(label)")
    return label.count
}

import Foundation

var stack = Stack<Int>()
for n in [3, 1, 4, 1, 5] { stack.push(n) }
print(stack, stack.count, stack.top ?? -1)
stack.pop(); stack.pop()
print(stack, stack.isEmpty)

var queue = Queue<String>()
["a", "b", "c"].forEach { queue.enqueue($0) }
print(queue.dequeue() ?? "-", queue.count)
queue.enqueue("d")
while let next = queue.dequeue() { print("dequeued", next) }

let cache = LRUCache<String, Int>(capacity: 2)
cache["one"] = 1
cache["two"] = 2
_ = cache["one"]
cache["three"] = 3
print(cache.keys, cache["two"] as Any, cache.evictions)
cache["one"] = nil
print(cache.keys)

print(largest([Square(side: 2), Square(side: 5), Square(side: 3)])?.name ?? "none")
print([3, 1, 3, 2, 1].removingDuplicates(), ["x", "y", "x"].removingDuplicates())
print(Array(Countdown(current: 4)), Countdown(current: 3).map { $0 * 10 })

for input in ["  Swift_Dev ", "", "ab", "hé llo!", "ok_42"] {
    do {
        print("valid:", try validate(username: input))
    } catch {
        print("error:", error)
    }
}
switch parseAll(["alpha", "beta"]) {
case .success(let names): print("all valid", names)
case .failure(let error): print("failed", error)
}
if case .failure(let error) = parseAll(["gamma", "x"]) { print("first failure:", error) }
let r: Result<Int, Error> = Result { try validate(username: "zed").count }
print((try? r.get()) ?? -1)
print(trace("outer") + trace("in"))
let maybe: Int? = try? validate(username: "??").count
print(maybe as Any)
