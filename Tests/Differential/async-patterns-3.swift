// Async code as view models and services write it, awaited at the top level.
@MainActor
final class ProfileModel {
    private(set) var name = "?"
    private(set) var log: [String] = []
    func load(using service: ProfileService) async {
        log.append("start")
        name = await service.fetchName()
        log.append("loaded \(name)")
    }
}

actor ProfileService {
    private var calls = 0
    func fetchName() -> String {
        calls += 1
        return "Ada #\(calls)"
    }
    var callCount: Int { calls }
}

struct Thermometer {
    var reading: Double { get async { 21.5 } }
    func readings(count: Int) -> AsyncStream<Double> {
        AsyncStream { continuation in
            for i in 0..<count { continuation.yield(20 + Double(i)) }
            continuation.finish()
        }
    }
}

func legacyFetch(_ completion: @escaping (Result<Int, Error>) -> Void) {
    completion(.success(42))
}
func modernFetch() async throws -> Int {
    try await withCheckedThrowingContinuation { continuation in
        legacyFetch { result in continuation.resume(with: result) }
    }
}
func greeting() async -> String {
    await withCheckedContinuation { continuation in
        continuation.resume(returning: "hello")
    }
}

let service = ProfileService()
let model = ProfileModel()
await model.load(using: service)
await model.load(using: service)
print(model.name, model.log, await service.callCount)
let thermometer = Thermometer()
print(await thermometer.reading)
var seen: [Double] = []
for await value in thermometer.readings(count: 5) {
    if value > 22 { break }
    seen.append(value)
}
print(seen)
print(try await modernFetch(), await greeting())
let values = await withTaskGroup(of: Int.self, returning: [Int].self) { group in
    for n in 1...3 { group.addTask { n * n } }
    return await group.reduce(into: []) { $0.append($1) }.sorted()
}
print(values)
let detached = Task.detached { 5 + 5 }
print(await detached.value)
let result = await MainActor.run { "on main" }
print(result)
func checkCancellation() async -> String {
    Task.isCancelled ? "cancelled" : "running"
}
print(await checkCancellation())
let cancelled = Task { () -> String in
    return Task.isCancelled ? "was cancelled" : "not cancelled"
}
cancelled.cancel()
print(await cancelled.value)
async let first = service.fetchName()
async let second = service.fetchName()
let both = await [first, second].sorted()
print(both.count, await service.callCount)
