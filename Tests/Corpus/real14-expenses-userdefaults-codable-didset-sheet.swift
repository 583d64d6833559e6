// Demonstrates: an expenses app in one file: a `Codable` item saved to `UserDefaults` with `JSONEncoder` in a `@Published` property's `didSet` and read back in `init`, an enum type with `CaseIterable`, totals with `String(format: "%.2f")` and a `NumberFormatter`, a sheet to add with `@Environment(\.presentationMode)`, `.onDelete` in a sectioned list, and `navigationBarItems(trailing:)`.
// Source: online course (a 100-days-style expenses project rewritten by a learner with their own additions, found through a search for Published didSet JSONEncoder UserDefaults expenses onDelete); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum ExpenseKind: String, Codable, CaseIterable, Identifiable {
    case personal = "Personal"
    case business = "Business"

    var id: String { rawValue }
}

struct ExpenseItem: Identifiable, Codable {
    var id = UUID()
    let name: String
    let kind: ExpenseKind
    let amount: Double
}

class Expenses: ObservableObject {
    static let storageKey = "Items"

    @Published var items = [ExpenseItem]() {
        didSet {
            let encoder = JSONEncoder()
            if let encoded = try? encoder.encode(items) {
                UserDefaults.standard.set(encoded, forKey: Expenses.storageKey)
                print("saved \(items.count) items, \(encoded.count > 0 ? "non-empty" : "empty") data")
            }
        }
    }

    init() {
        if let saved = UserDefaults.standard.data(forKey: Expenses.storageKey) {
            if let decoded = try? JSONDecoder().decode([ExpenseItem].self, from: saved) {
                items = decoded
                return
            }
        }
        items = []
    }

    func total(of kind: ExpenseKind) -> Double {
        items.filter { $0.kind == kind }.reduce(0) { $0 + $1.amount }
    }
}

let currencyFormatter: NumberFormatter = {
    let f = NumberFormatter()
    f.numberStyle = .currency
    f.currencyCode = "USD"
    return f
}()

struct ExpenseRow: View {
    let item: ExpenseItem

    var amountColor: Color {
        if item.amount < 10 {
            return .green
        } else if item.amount < 100 {
            return .orange
        } else {
            return .red
        }
    }

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(item.name)
                    .font(.headline)
                Text(item.kind.rawValue)
                    .font(.caption)
            }
            Spacer()
            Text(currencyFormatter.string(from: NSNumber(value: item.amount)) ?? "")
                .foregroundColor(amountColor)
        }
    }
}

struct AddView: View {
    @ObservedObject var expenses: Expenses
    @Environment(\.presentationMode) var presentationMode

    @State private var name = ""
    @State private var kind = ExpenseKind.personal
    @State private var amount = ""

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $name)
                Picker("Type", selection: $kind) {
                    ForEach(ExpenseKind.allCases) { kind in
                        Text(kind.rawValue).tag(kind)
                    }
                }
                TextField("Amount", text: $amount)
                    .keyboardType(.decimalPad)
            }
            .navigationBarTitle("Add new expense")
            .navigationBarItems(trailing: Button("Save") {
                let value = Double(amount) ?? 12.5
                let item = ExpenseItem(name: name.isEmpty ? "Lunch" : name, kind: kind, amount: value)
                expenses.items.append(item)
                presentationMode.wrappedValue.dismiss()
            })
        }
    }
}

struct ContentView: View {
    @StateObject var expenses = Expenses()
    @State private var showingAddExpense = false

    var body: some View {
        NavigationView {
            List {
                ForEach(ExpenseKind.allCases) { kind in
                    Section(header: Text("\(kind.rawValue) — \(String(format: "%.2f", expenses.total(of: kind)))")) {
                        ForEach(expenses.items.filter { $0.kind == kind }) { item in
                            ExpenseRow(item: item)
                        }
                        .onDelete { offsets in
                            removeItems(at: offsets, in: kind)
                        }
                    }
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle("iExpense")
            .navigationBarItems(trailing:
                Button(action: {
                    showingAddExpense = true
                }) {
                    Image(systemName: "plus")
                }
            )
            .sheet(isPresented: $showingAddExpense) {
                AddView(expenses: expenses)
            }
            .onAppear {
                print("total personal: " + String(format: "%.2f", expenses.total(of: .personal)))
            }
        }
    }

    func removeItems(at offsets: IndexSet, in kind: ExpenseKind) {
        let filtered = expenses.items.filter { $0.kind == kind }
        let ids = offsets.map { filtered[$0].id }
        expenses.items.removeAll { ids.contains($0.id) }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
