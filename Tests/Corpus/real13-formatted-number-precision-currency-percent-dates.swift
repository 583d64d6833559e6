// Demonstrates: format styles as a budgeting screen uses them: `value.formatted(.number.precision(.fractionLength(2)))`, `.currency(code: "USD")`, `.percent.precision(.fractionLength(1))`, `.number.notation(.compactName)`, `Int.formatted()` grouping, `Date.formatted(date: .abbreviated, time: .shortened)`, `.dateTime.weekday(.wide).day().month()`, `Text(value, format:)`, and `TextField(value:format:)` editing a `Double`.
// Source: blog companion code (a post cataloguing Swift's FormatStyle API with numbers, currency, percent and dates, found through a search for formatted .number.precision fractionLength currency percent compactName); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Expense: Identifiable {
    let id = UUID()
    let title: String
    let amount: Double
    let date: Date
}

struct BudgetView: View {
    @State private var budget = 2_500.0
    @State private var expenses: [Expense] = [
        Expense(title: "Rent", amount: 1_200, date: Date(timeIntervalSince1970: 1_717_200_000)),
        Expense(title: "Groceries", amount: 312.456, date: Date(timeIntervalSince1970: 1_717_800_000)),
        Expense(title: "Internet", amount: 49.99, date: Date(timeIntervalSince1970: 1_718_100_000)),
    ]

    private var spent: Double { expenses.reduce(0) { $0 + $1.amount } }
    private var share: Double { spent / budget }

    var body: some View {
        Form {
            Section("Budget") {
                TextField("Budget", value: $budget, format: .currency(code: "USD"))
                LabeledContent("Spent", value: spent.formatted(.currency(code: "USD")))
                LabeledContent("Share", value: share.formatted(.percent.precision(.fractionLength(1))))
                LabeledContent("Average", value: (spent / Double(expenses.count)).formatted(.number.precision(.fractionLength(2))))
                Text("Yearly: \(Int(spent * 12).formatted())")
                Text("Compact: \((spent * 1_000).formatted(.number.notation(.compactName)))")
            }
            Section("Expenses") {
                ForEach(expenses) { expense in
                    VStack(alignment: .leading) {
                        HStack {
                            Text(expense.title)
                            Spacer()
                            Text(expense.amount, format: .currency(code: "USD"))
                        }
                        Text(expense.date.formatted(date: .abbreviated, time: .omitted))
                            .font(.caption)
                        Text(expense.date.formatted(.dateTime.weekday(.wide).day().month()))
                            .font(.caption2)
                    }
                }
            }
            Button("Add coffee") {
                expenses.append(Expense(title: "Coffee", amount: 3.5, date: Date(timeIntervalSince1970: 1_718_200_000)))
                print(spent.formatted(.number.precision(.fractionLength(2))), share.formatted(.percent))
            }
        }
    }
}

#Preview {
    BudgetView()
}
