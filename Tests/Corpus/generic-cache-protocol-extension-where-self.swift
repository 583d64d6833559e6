// Demonstrates: a generic class with constraints (`final class Cache<Key: Hashable, Value>`), a protocol with a static requirement and Self, protocol extension default implementations constrained `where Self: Identifiable`, a generic function with multiple constraints and a where clause, conditional conformance (`extension Box: Equatable where T: Equatable`), opaque `some` return, existential `any` array with type checks, associated-type inference through a typealias.
// Source: course (a university course's generics lecture demo code); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

final class Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    private(set) var evictions = 0

    init(capacity: Int) { self.capacity = capacity }

    subscript(key: Key) -> Value? {
        get { storage[key] }
        set {
            if let newValue {
                if storage[key] == nil { order.append(key) }
                storage[key] = newValue
                if order.count > capacity {
                    let oldest = order.removeFirst()
                    storage[oldest] = nil
                    evictions += 1
                }
            } else {
                storage[key] = nil
                order.removeAll { $0 == key }
            }
        }
    }

    var count: Int { storage.count }
}

protocol Describable {
    static var kind: String { get }
    var name: String { get }
    func describe() -> String
}

extension Describable {
    func describe() -> String { "\(Self.kind): \(name)" }
}

extension Describable where Self: Identifiable {
    func describe() -> String { "\(Self.kind) #\(id): \(name)" }
}

struct Plant: Describable, Identifiable {
    static let kind = "Plant"
    let id: Int
    let name: String
}

struct Rock: Describable {
    static var kind: String { "Rock" }
    let name: String
}

struct Box<T> {
    let value: T
}

extension Box: Equatable where T: Equatable {}

func largest<C: Collection>(_ items: C) -> C.Element? where C.Element: Comparable {
    items.max()
}

func pairs<A: Hashable, B>(_ keys: [A], _ values: [B]) -> [A: B] {
    Dictionary(uniqueKeysWithValues: zip(keys, values))
}

func featured() -> some Describable { Rock(name: "Granite") }

struct GenericsDemoView: View {
    @State private var log: [String] = []
    private let cache = Cache<String, Int>(capacity: 2)

    var body: some View {
        List {
            ForEach(log, id: \.self) { Text($0) }
            Button("Run") { run() }
        }
    }

    private func run() {
        var out: [String] = []
        cache["a"] = 1
        cache["b"] = 2
        cache["c"] = 3
        cache["b"] = nil
        out.append("cache count \(cache.count), evictions \(cache.evictions), a=\(String(describing: cache["a"])), c=\(cache["c"] ?? -1)")
        let things: [any Describable] = [Plant(id: 7, name: "Fern"), Rock(name: "Basalt"), featured()]
        out += things.map { $0.describe() }
        out.append("plants: \(things.filter { $0 is Plant }.count)")
        out.append("Box equal: \(Box(value: 3) == Box(value: 3)), \(Box(value: "x") == Box(value: "y"))")
        out.append("largest \(largest([3, 9, 4]) ?? 0) \(largest("swift") ?? "?") \(String(describing: largest([Double]())))")
        out.append("pairs \(pairs(["x", "y"], [1.5, 2.5]).sorted { $0.key < $1.key })")
        log = out
        out.forEach { print($0) }
    }
}

#Preview {
    GenericsDemoView()
}
