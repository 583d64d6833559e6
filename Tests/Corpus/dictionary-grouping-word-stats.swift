// Demonstrates: Dictionary(grouping:by:), mapValues, reduce(into:), uniqueKeysWithValues, max(by:) and sorted by value in a stats view.
import SwiftUI

struct Purchase: Identifiable {
    let id = UUID()
    let category: String
    let amount: Double
}

struct SpendingStatsView: View {
    @State private var purchases = [
        Purchase(category: "Food", amount: 12.5),
        Purchase(category: "Travel", amount: 40),
        Purchase(category: "Food", amount: 7.25),
        Purchase(category: "Books", amount: 18),
        Purchase(category: "Travel", amount: 22),
    ]

    private var totals: [String: Double] {
        Dictionary(grouping: purchases, by: \.category)
            .mapValues { $0.reduce(0) { $0 + $1.amount } }
    }

    private var counts: [String: Int] {
        purchases.reduce(into: [:]) { result, purchase in
            result[purchase.category, default: 0] += 1
        }
    }

    private var sortedTotals: [(key: String, value: Double)] {
        totals.sorted { $0.value > $1.value }
    }

    var body: some View {
        List {
            Section("By category") {
                ForEach(sortedTotals, id: \.key) { entry in
                    HStack {
                        Text(entry.key)
                        Spacer()
                        Text(entry.value, format: .currency(code: "USD"))
                        Text("×\(counts[entry.key] ?? 0)")
                    }
                }
            }
            if let top = totals.max(by: { $0.value < $1.value }) {
                Text("Top: \(top.key)")
            }
            Button("Add coffee") {
                purchases.append(Purchase(category: "Food", amount: 3.5))
                let lookup = Dictionary(uniqueKeysWithValues: sortedTotals.map { ($0.key, $0.value) })
                print(lookup["Food"] ?? 0, totals.keys.sorted())
            }
        }
    }
}

#Preview {
    SpendingStatsView()
}
