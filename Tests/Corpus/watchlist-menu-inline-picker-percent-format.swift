// Demonstrates: a stock watchlist — a toolbar Menu holding a Picker with .pickerStyle(.inline) and a Toggle, sorting by a KeyPath chosen from an enum, Text(value, format: .percent.precision(.fractionLength(2))) and .currency, conditional .foregroundStyle, .monospacedDigit and .listRowInsets.
import SwiftUI

struct Quote: Identifiable {
    let id: String
    var price: Double
    var change: Double
}

enum QuoteSort: String, CaseIterable, Identifiable {
    case symbol = "Symbol", price = "Price", change = "Change"
    var id: Self { self }
}

struct WatchlistView: View {
    @State private var quotes = [
        Quote(id: "AAPL", price: 212.44, change: 0.0123),
        Quote(id: "MSFT", price: 431.1, change: -0.0041),
        Quote(id: "TSLA", price: 176.2, change: 0.0567),
    ]
    @State private var sort: QuoteSort = .symbol
    @State private var descending = false

    var sorted: [Quote] {
        let result: [Quote]
        switch sort {
        case .symbol: result = quotes.sorted { $0.id < $1.id }
        case .price: result = quotes.sorted { $0.price < $1.price }
        case .change: result = quotes.sorted { $0.change < $1.change }
        }
        return descending ? result.reversed() : result
    }

    var body: some View {
        NavigationStack {
            List(sorted) { quote in
                HStack {
                    Text(quote.id).font(.headline)
                    Spacer()
                    VStack(alignment: .trailing) {
                        Text(quote.price, format: .currency(code: "USD"))
                        Text(quote.change, format: .percent.precision(.fractionLength(2)))
                            .foregroundStyle(quote.change >= 0 ? .green : .red)
                    }
                    .monospacedDigit()
                }
                .listRowInsets(EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20))
            }
            .navigationTitle("Watchlist")
            .toolbar {
                Menu {
                    Picker("Sort by", selection: $sort) {
                        ForEach(QuoteSort.allCases) { option in
                            Text(option.rawValue).tag(option)
                        }
                    }
                    .pickerStyle(.inline)
                    Toggle("Descending", isOn: $descending)
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
            .onChange(of: sort) { _, newValue in
                print("sorted by \(newValue.rawValue): \(sorted.map(\.id))")
            }
        }
    }
}

#Preview {
    WatchlistView()
}
