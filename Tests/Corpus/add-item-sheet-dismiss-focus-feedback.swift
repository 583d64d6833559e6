// Demonstrates: an "Add Expense" sheet — @Environment(\.dismiss), @FocusState with an enum of fields moved by onSubmit, a Decimal amount TextField with currency format, .sensoryFeedback on save, and .symbolEffect(.pulse, isActive:) on the add button.
import SwiftUI

struct Expense: Identifiable {
    let id = UUID()
    var title: String
    var amount: Decimal
}

struct AddExpenseSheet: View {
    enum Field: Hashable {
        case title, amount
    }

    @Environment(\.dismiss) private var dismiss
    @FocusState private var focus: Field?
    @State private var title = ""
    @State private var amount: Decimal = 0
    let onSave: (Expense) -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                    .focused($focus, equals: .title)
                    .submitLabel(.next)
                    .onSubmit { focus = .amount }
                TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
                    .focused($focus, equals: .amount)
            }
            .navigationTitle("New Expense")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(Expense(title: title.isEmpty ? "Untitled" : title, amount: amount))
                        dismiss()
                    }
                }
            }
            .onAppear { focus = .title }
        }
    }
}

struct ExpensesView: View {
    @State private var expenses: [Expense] = []
    @State private var showingAdd = false
    @State private var saves = 0

    private var total: Decimal {
        expenses.reduce(0) { $0 + $1.amount }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(expenses) { expense in
                    LabeledContent(expense.title, value: expense.amount, format: .currency(code: "USD"))
                }
                LabeledContent("Total") {
                    Text(total, format: .currency(code: "USD")).bold()
                }
            }
            .navigationTitle("Expenses")
            .toolbar {
                Button {
                    showingAdd = true
                } label: {
                    Image(systemName: "plus.circle.fill")
                        .symbolEffect(.pulse, isActive: expenses.isEmpty)
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddExpenseSheet { expense in
                    expenses.append(expense)
                    saves += 1
                }
            }
            .sensoryFeedback(.success, trigger: saves)
        }
    }
}

#Preview {
    ExpensesView()
}
