// Demonstrates: a hand-written `AsyncSequence`: `struct Countdown: AsyncSequence { typealias Element = Int; struct AsyncIterator: AsyncIteratorProtocol { var current: Int; mutating func next() async -> Int? { … try? await Task.sleep(nanoseconds:) … } }; func makeAsyncIterator() -> AsyncIterator }`, consumed with `for await value in Countdown(from: 3)` in `.task`, filtered with `.filter { $0.isMultiple(of: 2) }` and `.map { "T-\($0)" }` chained on the sequence, and `first(where:)` awaited from a button's `Task`.
// Source: blog companion code (a post on writing your own AsyncSequence and AsyncIteratorProtocol, found through a search for struct AsyncIterator AsyncIteratorProtocol mutating func next() async makeAsyncIterator); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int

    init(from start: Int) {
        self.start = start
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int

        mutating func next() async -> Int? {
            guard current >= 0 else { return nil }
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            defer { current -= 1 }
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(current: start)
    }
}

struct LaunchView: View {
    @State private var log: [String] = []
    @State private var firstEven: Int?

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(log, id: \.self) { line in
                Text(line)
            }
            if let firstEven {
                Text("First even: \(firstEven)")
            }
            Button("Find first even") {
                Task {
                    firstEven = await Countdown(from: 5).first { $0.isMultiple(of: 2) }
                }
            }
        }
        .task {
            for await label in Countdown(from: 3).map({ "T-\($0)" }) {
                log.append(label)
            }
            log.append("Liftoff")
            print(log)
        }
    }
}

#Preview {
    LaunchView()
}
