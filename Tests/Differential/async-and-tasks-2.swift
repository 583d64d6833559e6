// Tasks as a view model starts them: a detached computation awaited at the top level, an
// actor's state, async let, a throwing async function and MainActor.run — none waiting on the
// clock or on a task group (a loaded file's top level cannot wait for those here).
actor Counter {
    private var value = 0
    func increment(by step: Int = 1) -> Int {
        value += step
        return value
    }
    var current: Int { value }
}

enum LoadError: Error, CustomStringConvertible {
    case empty
    var description: String { "nothing to load" }
}

func load(_ names: [String]) async throws -> [String] {
    guard !names.isEmpty else { throw LoadError.empty }
    return names.map { $0.uppercased() }
}

func square(_ n: Int) async -> Int { n * n }

let counter = Counter()
for step in 1...3 { _ = await counter.increment(by: step) }
print(await counter.current)
async let a = square(3)
async let b = square(4)
let total = await a + b
print("total", total)
do {
    print(try await load(["ada", "bob"]))
    print(try await load([]))
} catch {
    print("error:", error)
}
let result = try? await load([])
print(result as Any)


await MainActor.run { print("on main actor") }
