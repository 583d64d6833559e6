// Demonstrates: an expense tracker — Dictionary(grouping:by:) on Calendar.startOfDay, sorted section keys, .formatted(.currency(code:)) and Date.FormatStyle, an add sheet with a Decimal-like Double TextField(value:format:).
import SwiftUI

struct Expense: Identifiable {
    enum Category: String, CaseIterable, Identifiable {
        case food = "Food"
        case transport = "Transport"
        case fun = "Fun"

        var id: String { rawValue }

        var icon: String {
            switch self {
            case .food: return "fork.knife"
            case .transport: return "tram"
            case .fun: return "gamecontroller"
            }
        }
    }

    let id = UUID()
    var title: String
    var amount: Double
    var category: Category
    var date: Date
}

extension Expense {
    static var samples: [Expense] {
        let now = Date()
        let yesterday = Calendar.current.date(byAdding: .day, value: -1, to: now) ?? now
        return [
            Expense(title: "Lunch", amount: 12.40, category: .food, date: now),
            Expense(title: "Metro", amount: 2.10, category: .transport, date: now),
            Expense(title: "Cinema", amount: 9.00, category: .fun, date: yesterday),
        ]
    }
}

struct ExpensesView: View {
    @State private var expenses = Expense.samples
    @State private var showingAdd = false

    private var days: [Date] {
        grouped.keys.sorted(by: >)
    }

    private var grouped: [Date: [Expense]] {
        Dictionary(grouping: expenses) { Calendar.current.startOfDay(for: $0.date) }
    }

    private var total: Double {
        expenses.reduce(0) { $0 + $1.amount }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(days, id: \.self) { day in
                    Section(day.formatted(date: .abbreviated, time: .omitted)) {
                        ForEach(grouped[day] ?? []) { expense in
                            HStack {
                                Image(systemName: expense.category.icon)
                                Text(expense.title)
                                Spacer()
                                Text(expense.amount, format: .currency(code: "EUR"))
                            }
                        }
                    }
                }
            }
            .navigationTitle("Spent \(total.formatted(.currency(code: "EUR")))")
            .toolbar {
                Button {
                    showingAdd = true
                } label: {
                    Image(systemName: "plus")
                }
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
    @Environment(\.dismiss) private var dismiss
    @State private var title = "Coffee"
    @State private var amount = 3.5
    @State private var category: Expense.Category = .food
    let onAdd: (Expense) -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Amount", value: $amount, format: .number)
                Picker("Category", selection: $category) {
                    ForEach(Expense.Category.allCases) { category in
                        Label(category.rawValue, systemImage: category.icon).tag(category)
                    }
                }
            }
            .navigationTitle("New Expense")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onAdd(Expense(title: title, amount: amount, category: category, date: .now))
                        dismiss()
                    }
                }
            }
        }
    }
}

#Preview {
    ExpensesView()
}
