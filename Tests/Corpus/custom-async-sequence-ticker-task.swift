// Demonstrates: a custom AsyncSequence whose iterator sleeps between elements, consumed in .task with for await and prefix, with cancellation when the view goes away and a restart via .task(id:).
import SwiftUI

struct Ticker: AsyncSequence {
    typealias Element = Int
    let interval: Duration

    struct AsyncIterator: AsyncIteratorProtocol {
        let interval: Duration
        var count = 0

        mutating func next() async -> Int? {
            do {
                try await Task.sleep(for: interval)
            } catch {
                return nil
            }
            count += 1
            return count
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(interval: interval)
    }
}

struct TickerView: View {
    @State private var ticks: [Int] = []
    @State private var run = 1
    @State private var finished = false

    var body: some View {
        VStack {
            Text("Run \(run): \(ticks.map(String.init).joined(separator: ","))")
            Text(finished ? "finished" : "ticking")
            Button("Restart") { run += 1 }
        }
        .task(id: run) {
            ticks = []
            finished = false
            for await tick in Ticker(interval: .seconds(1)).prefix(3) {
                ticks.append(tick)
            }
            finished = !Task.isCancelled
        }
    }
}

#Preview {
    TickerView()
}
