// Demonstrates: a blog's "pie and donut charts" post grown into a spending screen: `SectorMark(angle:innerRadius:angularInset:)` with `.cornerRadius` and `.foregroundStyle(by:)`, `.chartAngleSelection(value: $selectedAngle)` mapped back to a category by walking cumulative totals, `.chartBackground { proxy in GeometryReader … }` centre label, `.opacity` on the unselected sectors, and a second chart of daily amounts with `.chartXSelection(value:)`, a `RuleMark(x:)` with `.annotation(position: .top)`, `.chartYScale(domain:)` and `AxisMarks(values: .stride(by: .day))`.
// Source: blog companion (a weekly SwiftUI blog's "mastering charts: pie and donut charts" and "selection" posts, combined by a reader); written for Vivarium in that style, not copied.
// First paste: failed at mount: type 'Any' has no member 'ratio'
import SwiftUI
import Charts

struct Expense: Identifiable {
    let id = UUID()
    let category: String
    let amount: Double
}

struct DailyTotal: Identifiable {
    var id: Date { day }
    let day: Date
    let amount: Double
}

extension Expense {
    static let sample: [Expense] = [
        .init(category: "Rent", amount: 1200),
        .init(category: "Groceries", amount: 420),
        .init(category: "Transport", amount: 160),
        .init(category: "Fun", amount: 95),
        .init(category: "Other", amount: 60)
    ]
}

extension DailyTotal {
    static var lastWeek: [DailyTotal] {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: Date(timeIntervalSince1970: 1_700_000_000))
        let amounts: [Double] = [32, 18, 54, 12, 76, 40, 21]
        return amounts.enumerated().map { offset, amount in
            DailyTotal(day: calendar.date(byAdding: .day, value: offset - 6, to: today)!, amount: amount)
        }
    }
}

struct SpendingDonut: View {
    let expenses = Expense.sample
    @State private var selectedAngle: Double?

    var total: Double { expenses.reduce(0) { $0 + $1.amount } }

    var selectedExpense: Expense? {
        guard let selectedAngle else { return nil }
        var cumulative = 0.0
        return expenses.first { expense in
            cumulative += expense.amount
            return selectedAngle <= cumulative
        }
    }

    var body: some View {
        Chart(expenses) { expense in
            SectorMark(
                angle: .value("Amount", expense.amount),
                innerRadius: .ratio(0.618),
                angularInset: 1.5
            )
            .cornerRadius(4)
            .foregroundStyle(by: .value("Category", expense.category))
            .opacity(selectedExpense == nil || selectedExpense?.id == expense.id ? 1 : 0.4)
        }
        .chartAngleSelection(value: $selectedAngle)
        .chartLegend(position: .bottom, alignment: .center)
        .chartBackground { proxy in
            GeometryReader { geometry in
                VStack {
                    Text(selectedExpense?.category ?? "Total")
                        .font(.callout)
                        .foregroundStyle(.secondary)
                    Text((selectedExpense?.amount ?? total).formatted(.currency(code: "USD")))
                        .font(.title2.bold())
                }
                .position(x: geometry.size.width / 2, y: geometry.size.height / 2)
            }
        }
        .frame(height: 280)
        .onChange(of: selectedAngle) { _, newValue in
            if let newValue {
                print("angle \(newValue) -> \(selectedExpense?.category ?? "none")")
            }
        }
    }
}

struct DailySpendingChart: View {
    let totals = DailyTotal.lastWeek
    @State private var selectedDay: Date?

    var selectedTotal: DailyTotal? {
        guard let selectedDay else { return nil }
        return totals.first { Calendar.current.isDate($0.day, inSameDayAs: selectedDay) }
    }

    var body: some View {
        Chart {
            ForEach(totals) { total in
                BarMark(x: .value("Day", total.day, unit: .day),
                        y: .value("Amount", total.amount))
                .foregroundStyle(Color.accentColor.gradient)
            }
            if let selectedTotal {
                RuleMark(x: .value("Selected", selectedTotal.day, unit: .day))
                    .foregroundStyle(.gray.opacity(0.3))
                    .annotation(position: .top, overflowResolution: .init(x: .fit, y: .disabled)) {
                        Text(selectedTotal.amount, format: .currency(code: "USD"))
                            .font(.caption.bold())
                            .padding(6)
                            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 6))
                    }
            }
        }
        .chartXSelection(value: $selectedDay)
        .chartYScale(domain: 0...100)
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisValueLabel(format: .dateTime.weekday(.narrow))
            }
        }
        .frame(height: 180)
    }
}

struct SpendingScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    Text("This month").font(.headline)
                    SpendingDonut()
                    Text("Last 7 days").font(.headline)
                    DailySpendingChart()
                }
                .padding()
            }
            .navigationTitle("Spending")
        }
    }
}

#Preview {
    SpendingScreen()
}
