// Demonstrates: Swift Charts with BarMark and LineMark from one data array, foregroundStyle(by: .value(...)), a RuleMark average with an annotation, chartYScale(domain:), chartXAxis with AxisMarks, a Picker switching the chart kind, and aggregations with Dictionary(grouping:) feeding the marks.
// Source: vendor sample style (a platform vendor's Swift Charts sample, the sales summary screen); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Charts

struct Sale: Identifiable {
    let id = UUID()
    let weekday: String
    let city: String
    let amount: Int
}

enum ChartKind: String, CaseIterable, Identifiable {
    case bar = "Bar", line = "Line"
    var id: Self { self }
}

struct SalesChartView: View {
    @State private var kind: ChartKind = .bar
    @State private var showAverage = true
    private let sales = [
        Sale(weekday: "Mon", city: "Lyon", amount: 12), Sale(weekday: "Mon", city: "Nice", amount: 8),
        Sale(weekday: "Tue", city: "Lyon", amount: 15), Sale(weekday: "Tue", city: "Nice", amount: 11),
        Sale(weekday: "Wed", city: "Lyon", amount: 9), Sale(weekday: "Wed", city: "Nice", amount: 14),
    ]

    private var totals: [(city: String, total: Int)] {
        Dictionary(grouping: sales, by: \.city)
            .map { (city: $0.key, total: $0.value.reduce(0) { $0 + $1.amount }) }
            .sorted { $0.city < $1.city }
    }

    private var average: Double {
        Double(sales.reduce(0) { $0 + $1.amount }) / Double(sales.count)
    }

    var body: some View {
        VStack {
            Picker("Kind", selection: $kind) {
                ForEach(ChartKind.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            Chart {
                ForEach(sales) { sale in
                    if kind == .bar {
                        BarMark(x: .value("Day", sale.weekday), y: .value("Sales", sale.amount))
                            .foregroundStyle(by: .value("City", sale.city))
                    } else {
                        LineMark(x: .value("Day", sale.weekday), y: .value("Sales", sale.amount))
                            .foregroundStyle(by: .value("City", sale.city))
                    }
                }
                if showAverage {
                    RuleMark(y: .value("Average", average))
                        .annotation(position: .top, alignment: .leading) {
                            Text("avg \(average, specifier: "%.1f")")
                        }
                }
            }
            .chartYScale(domain: 0...20)
            .chartXAxis {
                AxisMarks(values: .automatic) { _ in
                    AxisGridLine()
                    AxisValueLabel()
                }
            }
            ForEach(totals, id: \.city) { entry in
                Text("\(entry.city): \(entry.total)")
            }
            Toggle("Average", isOn: $showAverage)
            Button("Line") { kind = .line }
        }
    }
}

#Preview {
    SalesChartView()
}
