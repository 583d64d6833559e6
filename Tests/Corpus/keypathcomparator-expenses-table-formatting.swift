// Demonstrates: sorting with KeyPathComparator arrays and `sorted(using:)`, toggling SortOrder, `Dictionary(grouping:by:)` by a Calendar month, `String(format:)` with padding, `formatted(.currency(code:))`, `Date.FormatStyle` with components, `Calendar.current.date(byAdding:)`, `dateComponents`, `startOfDay`, `reduce(into:)`.
// Source: sample code (a vendor's "organizing data" sample, a table of expenses on iPhone); written for Vivarium in that style, not copied.
// First paste: failed at tap "Flip order": keypathcomparator-expenses-table-formatting.swift:82:34: error: value of type 'KeyPathComparator' has no member 'order'
import SwiftUI

struct Expense: Identifiable {
    let id = UUID()
    var title: String
    var amount: Double
    var date: Date
    var category: String
}

extension Expense {
    static func samples(from start: Date) -> [Expense] {
        let calendar = Calendar(identifier: .gregorian)
        let day: (Int) -> Date = { calendar.date(byAdding: .day, value: $0, to: start)! }
        return [
            Expense(title: "Coffee", amount: 3.2, date: day(0), category: "Food"),
            Expense(title: "Train", amount: 27.5, date: day(3), category: "Travel"),
            Expense(title: "Groceries", amount: 64.15, date: day(20), category: "Food"),
            Expense(title: "Museum", amount: 12, date: day(35), category: "Fun"),
            Expense(title: "Taxi", amount: 18.9, date: day(40), category: "Travel"),
        ]
    }
}

struct ExpensesView: View {
    @State private var expenses = Expense.samples(from: Date(timeIntervalSince1970: 1_704_067_200))
    @State private var sortOrder = [KeyPathComparator(\Expense.amount, order: .reverse)]

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private var sorted: [Expense] {
        expenses.sorted(using: sortOrder)
    }

    private var byMonth: [(String, Double)] {
        let groups = Dictionary(grouping: expenses) { calendar.component(.month, from: $0.date) }
        return groups.keys.sorted().map { month in
            (calendar.monthSymbols[month - 1], groups[month]!.reduce(0) { $0 + $1.amount })
        }
    }

    private var totals: [String: Double] {
        expenses.reduce(into: [:]) { result, expense in
            result[expense.category, default: 0] += expense.amount
        }
    }

    var body: some View {
        List {
            Section("Expenses") {
                ForEach(sorted) { expense in
                    HStack {
                        Text(expense.title)
                        Spacer()
                        Text(expense.date, format: .dateTime.day().month(.abbreviated))
                        Text(expense.amount, format: .currency(code: "USD"))
                    }
                }
            }
            Section("By month") {
                ForEach(byMonth, id: \.0) { month, total in
                    LabeledContent(month, value: String(format: "%8.2f", total))
                }
            }
            Section {
                Button("Sort by title") {
                    sortOrder = [KeyPathComparator(\Expense.title)]
                    print(sorted.map(\.title))
                }
                Button("Sort by date, newest first") {
                    sortOrder = [KeyPathComparator(\Expense.date, order: .reverse), KeyPathComparator(\Expense.title)]
                    print(sorted.map(\.title))
                }
                Button("Flip order") {
                    sortOrder[0].order = sortOrder[0].order == .forward ? .reverse : .forward
                    print(sorted.map { String(format: "%-10@ %6.2f", $0.title, $0.amount) })
                }
                Button("Totals") {
                    for (category, total) in totals.sorted(by: { $0.key < $1.key }) {
                        print("\(category.padding(toLength: 8, withPad: ".", startingAt: 0))\(total.formatted(.number.precision(.fractionLength(2))))")
                    }
                    let first = expenses.map(\.date).min()!
                    let last = expenses.map(\.date).max()!
                    let span = calendar.dateComponents([.day], from: first, to: last)
                    print("span \(span.day ?? 0) days; starts \(calendar.startOfDay(for: first) == first)")
                }
            }
        }
    }
}

#Preview {
    ExpensesView()
}
