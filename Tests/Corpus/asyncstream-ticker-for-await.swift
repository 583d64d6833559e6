// Demonstrates: an AsyncStream built with a continuation that yields prices after Task.sleep, consumed with for await in .task, continuation.finish(), and an AsyncThrowingStream consumed with for try await.
import SwiftUI

struct PriceTicker {
    func prices(count: Int) -> AsyncStream<Double> {
        AsyncStream { continuation in
            Task {
                var price = 100.0
                for step in 0..<count {
                    try? await Task.sleep(for: .milliseconds(500))
                    price += step.isMultiple(of: 2) ? 1.5 : -0.75
                    continuation.yield(price)
                }
                continuation.finish()
            }
        }
    }

    func headlines() -> AsyncThrowingStream<String, Error> {
        AsyncThrowingStream { continuation in
            Task {
                for headline in ["Markets open", "Tech rallies"] {
                    try await Task.sleep(for: .seconds(1))
                    continuation.yield(headline)
                }
                continuation.finish()
            }
        }
    }
}

struct TickerView: View {
    @State private var latest: Double?
    @State private var updates = 0
    @State private var headlines: [String] = []
    private let ticker = PriceTicker()

    var body: some View {
        VStack {
            if let latest {
                Text(latest, format: .number.precision(.fractionLength(2)))
                    .font(.largeTitle)
            } else {
                Text("Waiting for prices…")
            }
            Text("\(updates) updates")
            ForEach(headlines, id: \.self) { Text($0) }
        }
        .task {
            for await price in ticker.prices(count: 4) {
                latest = price
                updates += 1
            }
            print("stream finished after \(updates) updates")
        }
        .task {
            do {
                for try await headline in ticker.headlines() {
                    headlines.append(headline)
                }
            } catch {
                print("headline error: \(error)")
            }
        }
    }
}

#Preview {
    TickerView()
}
