// Demonstrates: an "Add Expense" sheet — NavigationStack inside .sheet, Form with TextField(value:format: .currency(code:)), a focus-state enum, DatePicker(in: ...Date.now), Picker with .pickerStyle(.navigationLink), ToolbarItem(.cancellationAction)/(.confirmationAction), .interactiveDismissDisabled(hasChanges) and a discard confirmationDialog.
import SwiftUI

enum ExpenseCategory: String, CaseIterable, Identifiable, Codable {
    case food, travel, home, fun
    var id: String { rawValue }
    var label: String { rawValue.capitalized }
}

struct Expense: Identifiable {
    var id = UUID()
    var title: String
    var amount: Double
    var date: Date
    var category: ExpenseCategory
}

struct ExpensesView: View {
    @State private var expenses: [Expense] = []
    @State private var showingAdd = false

    var total: Double { expenses.reduce(0) { $0 + $1.amount } }

    var body: some View {
        NavigationStack {
            List {
                ForEach(expenses) { expense in
                    LabeledContent(expense.title) {
                        Text(expense.amount, format: .currency(code: "EUR"))
                    }
                }
                Section {
                    LabeledContent("Total", value: total, format: .currency(code: "EUR"))
                }
            }
            .navigationTitle("Expenses")
            .toolbar {
                Button("Add", systemImage: "plus") { showingAdd = true }
            }
            .sheet(isPresented: $showingAdd) {
                AddExpenseView { expense in
                    expenses.append(expense)
                }
            }
        }
    }
}

struct AddExpenseView: View {
    enum Field: Hashable { case title, amount }

    var onSave: (Expense) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var amount: Double = 0
    @State private var date = Date.now
    @State private var category: ExpenseCategory = .food
    @State private var confirmingDiscard = false
    @FocusState private var focusedField: Field?

    private var hasChanges: Bool { !title.isEmpty || amount != 0 }
    private var isValid: Bool { !title.trimmingCharacters(in: .whitespaces).isEmpty && amount > 0 }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                    .focused($focusedField, equals: .title)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .amount }
                TextField("Amount", value: $amount, format: .currency(code: "EUR"))
                    .keyboardType(.decimalPad)
                    .focused($focusedField, equals: .amount)
                DatePicker("Date", selection: $date, in: ...Date.now, displayedComponents: .date)
                Picker("Category", selection: $category) {
                    ForEach(ExpenseCategory.allCases) { category in
                        Text(category.label).tag(category)
                    }
                }
                .pickerStyle(.navigationLink)
            }
            .navigationTitle("New Expense")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        if hasChanges {
                            confirmingDiscard = true
                        } else {
                            dismiss()
                        }
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(Expense(title: title, amount: amount, date: date, category: category))
                        dismiss()
                    }
                    .disabled(!isValid)
                }
            }
            .interactiveDismissDisabled(hasChanges)
            .confirmationDialog("Discard this expense?", isPresented: $confirmingDiscard, titleVisibility: .visible) {
                Button("Discard", role: .destructive) { dismiss() }
                Button("Keep Editing", role: .cancel) {}
            }
            .onAppear { focusedField = .title }
        }
    }
}

#Preview {
    ExpensesView()
}
