// Demonstrates: withTaskGroup collecting (key, value) results into a dictionary, adding tasks in a loop, reading group.next(), and measuring time with ContinuousClock.
import SwiftUI

struct PriceService {
    func price(of symbol: String) async -> Double {
        let delay = Double(symbol.count) * 100
        try? await Task.sleep(for: .milliseconds(delay))
        return Double(symbol.unicodeScalars.reduce(0) { $0 + Int($1.value) }) / 10
    }
}

struct PortfolioView: View {
    @State private var prices: [String: Double] = [:]
    @State private var firstArrived = ""
    private let symbols = ["AAPL", "GO", "MSFT"]
    private let service = PriceService()

    var body: some View {
        List {
            ForEach(prices.sorted(by: { $0.key < $1.key }), id: \.key) { symbol, price in
                LabeledContent(symbol, value: price, format: .number.precision(.fractionLength(1)))
            }
            Text("First: \(firstArrived)")
        }
        .task {
            let clock = ContinuousClock()
            let start = clock.now
            let results = await withTaskGroup(of: (String, Double).self) { group in
                for symbol in symbols {
                    group.addTask { (symbol, await service.price(of: symbol)) }
                }
                if let first = await group.next() {
                    firstArrived = first.0
                }
                var collected: [String: Double] = [:]
                for await (symbol, price) in group {
                    collected[symbol] = price
                }
                return collected
            }
            prices = results
            print("loaded \(results.count) more after \(firstArrived) in \(clock.now - start)")
        }
    }
}

#Preview {
    PortfolioView()
}
