// Demonstrates: a budget app in one file: envelopes with `Decimal` limits and spent amounts, `.currency(code: "USD")` formatting and `TextField(value:format:)`, `reduce(0, +)` totals over `Decimal`, an add-expense sheet with a `DatePicker` and category `Picker`, a progress bar per envelope from `NSDecimalNumber(decimal:).doubleValue`, and expenses grouped by day with `Dictionary(grouping:)`.
// Source: tutorial (a "zero-based budget app" tutorial's final file, found through a search for budget app SwiftUI Decimal currency code USD TextField value format envelope spent NSDecimalNumber doubleValue Dictionary grouping startOfDay); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Envelope: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var limit: Decimal
}

struct Expense: Identifiable {
    let id = UUID()
    var amount: Decimal
    var envelopeID: Envelope.ID
    var date: Date
    var note: String
}

@Observable
final class Budget {
    var envelopes = [
        Envelope(name: "Groceries", limit: 400),
        Envelope(name: "Fun", limit: 120.50),
    ]
    var expenses: [Expense] = []

    func spent(in envelope: Envelope) -> Decimal {
        expenses.filter { $0.envelopeID == envelope.id }.map(\.amount).reduce(0, +)
    }

    var totalLimit: Decimal { envelopes.map(\.limit).reduce(0, +) }
    var totalSpent: Decimal { expenses.map(\.amount).reduce(0, +) }

    var byDay: [Date: [Expense]] {
        Dictionary(grouping: expenses) { Calendar.current.startOfDay(for: $0.date) }
    }
}

struct BudgetView: View {
    @State private var budget = Budget()
    @State private var addingTo: Envelope?

    var body: some View {
        NavigationStack {
            List {
                Section("Overview") {
                    LabeledContent("Spent", value: budget.totalSpent, format: .currency(code: "USD"))
                    LabeledContent("Left", value: budget.totalLimit - budget.totalSpent, format: .currency(code: "USD"))
                }
                Section("Envelopes") {
                    ForEach(budget.envelopes) { envelope in
                        let spent = budget.spent(in: envelope)
                        VStack(alignment: .leading) {
                            HStack {
                                Text(envelope.name)
                                Spacer()
                                Text(spent, format: .currency(code: "USD"))
                                Text("of")
                                Text(envelope.limit, format: .currency(code: "USD"))
                            }
                            ProgressView(value: min(NSDecimalNumber(decimal: spent / envelope.limit).doubleValue, 1))
                            Button("Add expense") { addingTo = envelope }
                        }
                    }
                }
                Section("Days") {
                    Text("\(budget.byDay.count) days with spending")
                }
            }
            .navigationTitle("Budget")
            .sheet(item: $addingTo) { envelope in
                AddExpenseSheet(envelope: envelope) { expense in
                    budget.expenses.append(expense)
                    print("added \(expense.amount) to \(envelope.name)")
                }
            }
        }
    }
}

struct AddExpenseSheet: View {
    let envelope: Envelope
    let onSave: (Expense) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var amount: Decimal = 12.75
    @State private var date = Date.now
    @State private var note = ""

    var body: some View {
        Form {
            Text("Envelope: \(envelope.name)")
            TextField("Amount", value: $amount, format: .currency(code: "USD"))
            DatePicker("Date", selection: $date, displayedComponents: .date)
            TextField("Note", text: $note)
            Button("Save") {
                onSave(Expense(amount: amount, envelopeID: envelope.id, date: date, note: note))
                dismiss()
            }
            .disabled(amount <= 0)
        }
    }
}

#Preview {
    BudgetView()
}
