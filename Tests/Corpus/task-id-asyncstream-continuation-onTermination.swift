// Demonstrates: an `AsyncStream<Int>` built with `AsyncStream { continuation in … }` from a class that yields on a `Timer`-free `Task` loop and sets `continuation.onTermination`, `.task(id: channel)` restarting the `for await` when the channel changes, `AsyncStream.makeStream(of:)`, `Task.isCancelled`, `break` out of `for await` after a limit.
// Source: video course companion (a concurrency course's "AsyncStream in SwiftUI" lesson); written for Vivarium in that style, not copied.
// First paste: failed at advance 5s: wrong output: no `feed for MSFT ended` after the `for await` loop broke (swiftc: the stream's last reference gone, `onTermination` runs)
import SwiftUI

final class PriceFeed {
    func prices(for symbol: String) -> AsyncStream<Int> {
        AsyncStream { continuation in
            let task = Task {
                var price = symbol.count * 10
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    price += 1
                    continuation.yield(price)
                }
                continuation.finish()
            }
            continuation.onTermination = { @Sendable termination in
                print("feed for \(symbol) ended")
                task.cancel()
            }
        }
    }
}

struct TickerView: View {
    @State private var channel = "AAPL"
    @State private var last: Int?
    @State private var received = 0
    @State private var events: [String] = []
    let feed = PriceFeed()

    var body: some View {
        VStack {
            Picker("Symbol", selection: $channel) {
                Text("AAPL").tag("AAPL")
                Text("MSFT").tag("MSFT")
            }
            .pickerStyle(.segmented)
            Text("\(channel): \(last.map(String.init) ?? "—") (\(received) ticks)")
            Button("Switch") {
                channel = channel == "AAPL" ? "MSFT" : "AAPL"
            }
            Button("Send event") {
                let (stream, continuation) = AsyncStream.makeStream(of: String.self)
                continuation.yield("tap")
                continuation.yield("tap again")
                continuation.finish()
                Task {
                    for await event in stream {
                        events.append(event)
                    }
                    print("events: \(events)")
                }
            }
        }
        .task(id: channel) {
            received = 0
            for await price in feed.prices(for: channel) {
                last = price
                received += 1
                print("\(channel) \(price)")
                if received == 3 { break }
            }
            print("stopped listening to \(channel)")
        }
    }
}

#Preview {
    TickerView()
}
