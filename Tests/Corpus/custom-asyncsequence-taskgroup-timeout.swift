// Demonstrates: a custom AsyncSequence (struct Countdown with a nested AsyncIterator and Task.sleep), for await with break, Task.yield, a TaskGroup collecting indexed results then sorting, a timeout built by racing two child tasks with group.next() and cancelAll(), and Task.isCancelled checks in a loop.
// Source: video course companion (a Swift concurrency course's async sequences episode); written for Vivarium in that style, not copied.
// First paste: failed at tap "Timeouts": custom-asyncsequence-taskgroup-timeout.swift:28:41: error: cannot find 'T' in scope
import SwiftUI

struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current >= 0 else { return nil }
            try? await Task.sleep(for: .milliseconds(100))
            defer { current -= 1 }
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(current: start)
    }
}

enum TimeoutError: Error { case timedOut }

func withTimeout<T: Sendable>(_ duration: Duration, _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: duration)
            throw TimeoutError.timedOut
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw TimeoutError.timedOut }
        return first
    }
}

func slowSquare(_ n: Int) async throws -> Int {
    try await Task.sleep(for: .milliseconds(n * 50))
    return n * n
}

struct ConcurrencyLabView: View {
    @State private var lines: [String] = []

    var body: some View {
        List {
            ForEach(lines, id: \.self) { Text($0) }
            Button("Countdown") { Task { await countdown() } }
            Button("Squares") { Task { await squares() } }
            Button("Timeouts") { Task { await timeouts() } }
        }
    }

    private func log(_ line: String) {
        lines.append(line)
        print(line)
    }

    private func countdown() async {
        var seen: [Int] = []
        for await value in Countdown(start: 5) {
            seen.append(value)
            if value == 2 { break }
            await Task.yield()
        }
        log("countdown saw \(seen)")
    }

    private func squares() async {
        let results = await withTaskGroup(of: (Int, Int).self) { group in
            for n in [4, 1, 3, 2] {
                group.addTask { (n, (try? await slowSquare(n)) ?? -1) }
            }
            var collected: [(Int, Int)] = []
            for await pair in group { collected.append(pair) }
            return collected
        }
        log("arrival \(results.map(\.0)), sorted \(results.sorted { $0.0 < $1.0 }.map(\.1))")
    }

    private func timeouts() async {
        do {
            let fast = try await withTimeout(.seconds(1)) { try await slowSquare(3) }
            log("fast: \(fast)")
            let slow = try await withTimeout(.milliseconds(100)) { try await slowSquare(10) }
            log("slow: \(slow)")
        } catch {
            log("error: \(error)")
        }
    }
}

#Preview {
    ConcurrencyLabView()
}
