// Top-level code awaiting the tasks it starts: a task group, a task's value, a stream fed by a
// task, an actor. Top-level code runs on the main actor, so the tasks run while it waits.
func score(for id: Int) async -> Int {
    await Task.yield()
    return id * 10
}

let total = await withTaskGroup(of: Int.self) { group in
    for id in 1...4 {
        group.addTask { await score(for: id) }
    }
    var sum = 0
    for await partial in group { sum += partial }
    return sum
}
print("total", total)

let best = await withTaskGroup(of: (Int, Int).self) { group -> Int in
    for id in [3, 9, 4] { group.addTask { (id, await score(for: id)) } }
    var results: [Int: Int] = [:]
    for await (id, value) in group { results[id] = value }
    return results.values.max() ?? 0
}
print("best", best)

let doubled = Task { await score(for: 7) * 2 }
print("task value", await doubled.value)

let numbers = AsyncStream<Int> { continuation in
    Task {
        for n in 1...3 { continuation.yield(n * n) }
        continuation.finish()
    }
}
var squares: [Int] = []
for await square in numbers { squares.append(square) }
print("stream", squares)

actor Tally {
    private(set) var count = 0
    func add(_ n: Int) -> Int { count += n; return count }
}
let tally = Tally()
await withTaskGroup(of: Void.self) { group in
    for n in 1...5 { group.addTask { _ = await tally.add(n) } }
}
print("tally", await tally.count)

enum FetchError: Error { case offline }
func fetch(_ ok: Bool) async throws -> String {
    if !ok { throw FetchError.offline }
    return "data"
}
let results = await withTaskGroup(of: Result<String, Error>.self) { group in
    for ok in [true, false] {
        group.addTask {
            do { return .success(try await fetch(ok)) } catch { return .failure(error) }
        }
    }
    var collected: [String] = []
    for await result in group {
        switch result {
        case .success(let text): collected.append(text)
        case .failure(let error): collected.append("\(error)")
        }
    }
    return collected.sorted()
}
print("results", results)
do {
    let failing = Task { try await fetch(false) }
    print(try await failing.value)
} catch {
    print("caught", error)
}
