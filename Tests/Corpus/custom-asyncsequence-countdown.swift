// Demonstrates: a custom AsyncSequence with its own AsyncIteratorProtocol iterator, consumed with for await in a .task, and reduce over an async sequence.
import SwiftUI

struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int

        mutating func next() async -> Int? {
            guard current >= 0 else { return nil }
            try? await Task.sleep(nanoseconds: 100_000_000)
            defer { current -= 1 }
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(current: start)
    }
}

struct LaunchView: View {
    @State private var remaining: Int?
    @State private var launched = false

    var body: some View {
        VStack {
            if let remaining {
                Text("T-\(remaining)")
            }
            Text(launched ? "Liftoff!" : "Waiting")
        }
        .task {
            for await value in Countdown(start: 3) {
                remaining = value
            }
            launched = true
            let total = await Countdown(start: 2).reduce(0, +)
            print("sum of countdown: \(total)")
        }
    }
}

#Preview {
    LaunchView()
}
