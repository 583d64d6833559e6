// Actors and async work as a view model's loader runs them, awaited at the top level.
actor Counter {
    private(set) var value = 0
    func increment(by amount: Int = 1) -> Int {
        value += amount
        return value
    }
}

actor Inventory {
    var stock: [String: Int] = [:]
    func add(_ item: String, count: Int) { stock[item, default: 0] += count }
    func take(_ item: String) throws -> Int {
        guard let have = stock[item], have > 0 else { throw InventoryError.outOfStock(item) }
        stock[item] = have - 1
        return have - 1
    }
}

enum InventoryError: Error, CustomStringConvertible {
    case outOfStock(String)
    var description: String {
        switch self {
        case .outOfStock(let item): return "out of \(item)"
        }
    }
}

func fetchScore(_ id: Int) async -> Int { id * 10 }
func fetchName(_ id: Int) async throws -> String {
    if id < 0 { throw InventoryError.outOfStock("names") }
    return "user\(id)"
}

let counter = Counter()
for _ in 0..<3 { _ = await counter.increment() }
print(await counter.increment(by: 10), await counter.value)

let inventory = Inventory()
await inventory.add("apple", count: 1)
do {
    print(try await inventory.take("apple"))
    print(try await inventory.take("apple"))
} catch {
    print("error:", error)
}

async let a = fetchScore(1)
async let b = fetchScore(2)
let scores = await [a, b]
print(scores)

let results = await withTaskGroup(of: (Int, Int).self) { group in
    for id in 1...4 {
        group.addTask { (id, await fetchScore(id)) }
    }
    var collected: [Int: Int] = [:]
    for await (id, score) in group { collected[id] = score }
    return collected
}
print(results.sorted { $0.key < $1.key }.map(\.value))

do {
    let names = try await withThrowingTaskGroup(of: String.self) { group in
        for id in [1, -1] { group.addTask { try await fetchName(id) } }
        var all: [String] = []
        for try await name in group { all.append(name) }
        return all
    }
    print(names)
} catch {
    print("group failed:", error)
}
let task = Task { await fetchScore(7) }
print(await task.value)
let failing = Task { try await fetchName(-2) }
switch await failing.result {
case .success(let name): print(name)
case .failure(let error): print("failed with", error)
}
let stream = AsyncStream<Int> { continuation in
    for i in 1...3 { continuation.yield(i * i) }
    continuation.finish()
}
var squares: [Int] = []
for await n in stream { squares.append(n) }
print(squares)
