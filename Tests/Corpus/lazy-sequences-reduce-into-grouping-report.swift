// Demonstrates: lazy sequence pipelines (lazy.filter.map.prefix), reduce(into:) building dictionaries, Dictionary(grouping:by:) with mapValues, zip and stride — a sales report.
import SwiftUI

struct Sale: Identifiable {
    let id: Int
    let region: String
    let amount: Double
    let month: Int
}

let sampleSales: [Sale] = [
    Sale(id: 1, region: "North", amount: 120, month: 1),
    Sale(id: 2, region: "South", amount: 80, month: 1),
    Sale(id: 3, region: "North", amount: 200, month: 2),
    Sale(id: 4, region: "East", amount: 50, month: 2),
    Sale(id: 5, region: "South", amount: 310, month: 3),
    Sale(id: 6, region: "North", amount: 90, month: 3),
]

struct SalesReport: View {
    @State private var threshold: Double = 100

    private var totalsByRegion: [String: Double] {
        sampleSales.reduce(into: [:]) { totals, sale in
            totals[sale.region, default: 0] += sale.amount
        }
    }

    private var countsByMonth: [Int: Int] {
        Dictionary(grouping: sampleSales, by: \.month).mapValues(\.count)
    }

    private var bigSales: [String] {
        Array(sampleSales.lazy.filter { $0.amount >= threshold }.map { "#\($0.id) \($0.region)" }.prefix(2))
    }

    var body: some View {
        List {
            Section("By region") {
                ForEach(totalsByRegion.sorted { $0.value > $1.value }, id: \.key) { region, total in
                    LabeledContent(region, value: total, format: .number)
                }
            }
            Section("By month") {
                ForEach(countsByMonth.keys.sorted(), id: \.self) { month in
                    Text("Month \(month): \(countsByMonth[month]!) sales")
                }
            }
            Section("Big sales ≥ \(Int(threshold))") {
                Text(bigSales.joined(separator: ", "))
                Button("Raise threshold") { threshold += 100 }
            }
            Section("Quarters") {
                ForEach(Array(zip(stride(from: 1, to: 13, by: 3), ["Q1", "Q2", "Q3", "Q4"])), id: \.1) { start, name in
                    Text("\(name) starts in month \(start)")
                }
            }
        }
    }
}

#Preview {
    SalesReport()
}
