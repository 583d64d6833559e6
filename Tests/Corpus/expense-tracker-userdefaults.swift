// Demonstrates: an @Observable expenses list saved to UserDefaults as JSON in didSet, a sheet to add one, currency-formatted amounts styled by size.
// Source: course (a 100-days project: iExpense style); written for Vivarium in that style, not copied.
// First paste: ran
//  ExpensesView.swift
//  iExpense

import SwiftUI

struct ExpenseItem: Identifiable, Codable, Equatable {
    var id = UUID()
    let name: String
    let type: String
    let amount: Double
}

@Observable
class Expenses {
    var items = [ExpenseItem]() {
        didSet {
            if let encoded = try? JSONEncoder().encode(items) {
                UserDefaults.standard.set(encoded, forKey: "Items")
            }
        }
    }

    init() {
        if let savedItems = UserDefaults.standard.data(forKey: "Items") {
            if let decodedItems = try? JSONDecoder().decode([ExpenseItem].self, from: savedItems) {
                items = decodedItems
                return
            }
        }
        items = []
    }

    var personalTotal: Double {
        items.filter { $0.type == "Personal" }.reduce(0) { $0 + $1.amount }
    }
}

struct ExpensesView: View {
    @State private var expenses = Expenses()
    @State private var showingAddExpense = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(expenses.items) { item in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(item.name)
                                .font(.headline)
                            Text(item.type)
                        }
                        Spacer()
                        Text(item.amount, format: .currency(code: "USD"))
                            .foregroundStyle(item.amount < 10 ? .green : item.amount < 100 ? .orange : .red)
                    }
                }
                .onDelete(perform: removeItems)
                Text("Personal: \(expenses.personalTotal.formatted(.currency(code: "USD")))")
            }
            .navigationTitle("iExpense")
            .toolbar {
                Button("Add Expense", systemImage: "plus") {
                    showingAddExpense = true
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddView(expenses: expenses)
            }
        }
    }

    func removeItems(at offsets: IndexSet) {
        expenses.items.remove(atOffsets: offsets)
    }
}

struct AddView: View {
    @Environment(\.dismiss) var dismiss
    var expenses: Expenses

    @State private var name = "Coffee"
    @State private var type = "Personal"
    @State private var amount = 4.5

    let types = ["Business", "Personal"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Type", selection: $type) {
                    ForEach(types, id: \.self) {
                        Text($0)
                    }
                }
                TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
            }
            .navigationTitle("Add new expense")
            .toolbar {
                Button("Save") {
                    let item = ExpenseItem(name: name, type: type, amount: amount)
                    expenses.items.append(item)
                    print(expenses.items.count, expenses.personalTotal)
                    dismiss()
                }
            }
        }
    }
}

#Preview {
    ExpensesView()
}
