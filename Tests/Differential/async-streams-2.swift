// Async code of a view model, awaited at the top level: an AsyncStream fed by its
// continuation, an AsyncThrowingStream that fails, a task's cancellation checked in a loop,
// async let, a task group collecting in completion order made deterministic by sorting.
func numbers(upTo n: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for i in 1...n { continuation.yield(i) }
        continuation.finish()
    }
}
struct StreamError: Error, CustomStringConvertible { var description: String { "stream broke" } }
func risky() -> AsyncThrowingStream<String, Error> {
    AsyncThrowingStream { continuation in
        continuation.yield("a")
        continuation.yield("b")
        continuation.finish(throwing: StreamError())
    }
}
func square(_ n: Int) async -> Int { n * n }
var total = 0
for await n in numbers(upTo: 4) { total += n }
print("total", total)
var seen: [String] = []
do {
    for try await s in risky() { seen.append(s) }
} catch {
    print("caught", error, seen)
}
async let a = square(3)
async let b = square(4)
let sum = await a + b
print("async let", sum)
let squares = await withTaskGroup(of: Int.self) { group in
    for i in 1...4 { group.addTask { await square(i) } }
    var results: [Int] = []
    for await r in group { results.append(r) }
    return results.sorted()
}
print("group", squares)
let task = Task { () -> Int in
    var steps = 0
    while !Task.isCancelled && steps < 1_000 { steps += 1; await Task.yield() }
    return steps
}
task.cancel()
let steps = await task.value
print("cancelled early", steps < 1_000)
do {
    try await withThrowingTaskGroup(of: Int.self) { group in
        group.addTask { throw StreamError() }
        _ = try await group.next()
    }
} catch {
    print("group threw", error)
}
let mapped = numbers(upTo: 5).map { $0 * 10 }.filter { $0 > 20 }
var collected: [Int] = []
for await m in mapped { collected.append(m) }
print(collected, await numbers(upTo: 3).reduce(0, +), await numbers(upTo: 6).contains(5))
