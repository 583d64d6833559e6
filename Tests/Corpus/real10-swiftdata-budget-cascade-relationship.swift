// Demonstrates: a budget app from a SwiftData course, joined from its files: `@Model final class Budget` with `@Relationship(deleteRule: .cascade) var transactions: [Transaction] = []` and `func addTransaction(_:)` appending, a computed `spent` with `reduce(0) { $0 + $1.amount }` and `remaining`, `@Query(sort: \Budget.name)`, a `Form` in a sheet with `TextField("Limit", value: $limit, format: .number)` and a validation computed property disabling Save, `NavigationLink(value:)` with `.navigationDestination(for: Budget.self)`, a detail adding transactions and showing `amount` as `.currency(code: "USD")`, `.onDelete` deleting budgets (their transactions go with them), and a preview container built in a `@MainActor let`.
// Source: video course companion (a SwiftData budgeting course's app, as a student's repository keeps it; repositories thomas-e-cowern/2025_iOS_Playground and hbi-dev/IOS-BUGDET studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import SwiftData

@Model
final class Budget {
    var name: String
    var limit: Double

    @Relationship(deleteRule: .cascade) // deleting a budget deletes its transactions
    var transactions: [Transaction] = []

    init(name: String, limit: Double) {
        self.name = name
        self.limit = limit
    }

    func addTransaction(_ transaction: Transaction) {
        self.transactions.append(transaction)
    }

    var spent: Double {
        transactions.reduce(0) { $0 + $1.amount }
    }

    var remaining: Double {
        limit - spent
    }
}

@Model
final class Transaction {
    var note: String
    var amount: Double
    var date: Date

    init(note: String, amount: Double, date: Date = .now) {
        self.note = note
        self.amount = amount
        self.date = date
    }
}

struct AddBudgetScreen: View {
    @Environment(\.modelContext) private var context
    @Environment(\.dismiss) private var dismiss

    @State private var name: String = ""
    @State private var limit: Double?

    private var isFormValid: Bool {
        !name.trimmingCharacters(in: .whitespaces).isEmpty && limit != nil && limit! > 0
    }

    var body: some View {
        Form {
            TextField("Name", text: $name)
            TextField("Limit", value: $limit, format: .number)
                .keyboardType(.decimalPad)
            Button("Fill example") {
                name = "Groceries"
                limit = 400
            }
        }
        .navigationTitle("New Budget")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Save") {
                    guard let limit else { return }
                    context.insert(Budget(name: name, limit: limit))
                    dismiss()
                }
                .disabled(!isFormValid)
            }
        }
    }
}

struct BudgetDetailScreen: View {
    let budget: Budget
    @State private var note = ""
    @State private var amount: Double?

    var body: some View {
        Form {
            Section("Add transaction") {
                TextField("Note", text: $note)
                TextField("Amount", value: $amount, format: .number)
                Button("Add") {
                    guard let amount else { return }
                    budget.addTransaction(Transaction(note: note.isEmpty ? "Expense" : note, amount: amount))
                    note = ""
                    self.amount = nil
                }
                Button("Add coffee") {
                    budget.addTransaction(Transaction(note: "Coffee", amount: 4.5))
                }
            }
            Section("Transactions") {
                ForEach(budget.transactions) { transaction in
                    HStack {
                        Text(transaction.note)
                        Spacer()
                        Text(transaction.amount, format: .currency(code: "USD"))
                    }
                }
            }
            Section {
                LabeledContent("Spent", value: budget.spent, format: .currency(code: "USD"))
                LabeledContent("Remaining", value: budget.remaining, format: .currency(code: "USD"))
                    .foregroundStyle(budget.remaining < 0 ? .red : .green)
            }
        }
        .navigationTitle(budget.name)
    }
}

struct BudgetListScreen: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Budget.name) private var budgets: [Budget]
    @State private var isPresented = false

    var body: some View {
        List {
            ForEach(budgets) { budget in
                NavigationLink(value: budget) {
                    HStack {
                        Text(budget.name)
                        Spacer()
                        Text(budget.limit, format: .currency(code: "USD"))
                    }
                }
            }
            .onDelete { offsets in
                for index in offsets {
                    context.delete(budgets[index])
                }
            }
        }
        .navigationTitle("Budgets")
        .navigationDestination(for: Budget.self) { budget in
            BudgetDetailScreen(budget: budget)
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Add Budget") {
                    isPresented = true
                }
            }
        }
        .sheet(isPresented: $isPresented) {
            NavigationStack {
                AddBudgetScreen()
            }
        }
    }
}

@MainActor
let previewContainer: ModelContainer = {
    let container = try! ModelContainer(for: Budget.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let groceries = Budget(name: "Groceries", limit: 300)
    container.mainContext.insert(groceries)
    groceries.addTransaction(Transaction(note: "Milk", amount: 3.25))
    container.mainContext.insert(Budget(name: "Travel", limit: 1200))
    return container
}()

#Preview {
    NavigationStack {
        BudgetListScreen()
    }
    .modelContainer(previewContainer)
}
