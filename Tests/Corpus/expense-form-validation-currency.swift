// Demonstrates: an expense entry form with Decimal amount TextField(value:format:), a Picker over an enum with associated display, computed validation disabling Save, and a toolbar with placements.
import SwiftUI

enum ExpenseCategory: String, CaseIterable, Identifiable, Codable {
    case food = "Food", travel = "Travel", other = "Other"
    var id: Self { self }
    var icon: String {
        switch self {
        case .food: "fork.knife"
        case .travel: "airplane"
        case .other: "questionmark.circle"
        }
    }
}

struct Expense: Identifiable, Codable {
    var id = UUID()
    var title: String
    var amount: Decimal
    var category: ExpenseCategory
}

struct ExpenseForm: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var amount: Decimal = 0
    @State private var category: ExpenseCategory = .food
    var onSave: (Expense) -> Void = { _ in }

    private var isValid: Bool {
        !title.trimmingCharacters(in: .whitespaces).isEmpty && amount > 0
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Amount", value: $amount, format: .currency(code: "EUR"))
                    .keyboardType(.decimalPad)
                Picker("Category", selection: $category) {
                    ForEach(ExpenseCategory.allCases) { category in
                        Label(category.rawValue, systemImage: category.icon).tag(category)
                    }
                }
                Section {
                    Text(isValid ? "Ready to save" : "Fill in a title and an amount")
                }
            }
            .navigationTitle("New Expense")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Save") {
                        onSave(Expense(title: title, amount: amount, category: category))
                        dismiss()
                    }
                    .disabled(!isValid)
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Fill sample") {
                        title = "Lunch"
                        amount = Decimal(string: "12.50") ?? 0
                    }
                }
            }
        }
    }
}

#Preview {
    ExpenseForm { expense in
        print("saved \(expense.title) \(expense.amount) \(expense.category.rawValue)")
    }
}
