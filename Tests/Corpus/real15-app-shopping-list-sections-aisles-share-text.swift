// Demonstrates: a grocery list app in one file: items grouped into `Section`s by an `Aisle` enum using `Dictionary(grouping:by:)` and `sorted(by:)` on the keys' `rawValue`, an inline add row with `TextField` + `.onSubmit` + `@FocusState` keeping focus, a quantity `Stepper` per row through `$store.items[index]`, `ShareLink(item:)` of the list as text, and "clear checked" with `withAnimation`.
// Source: blog companion code (a "grocery list with sections" post's single-file app, found through a search for grocery list Dictionary grouping aisle enum sections sorted keys onSubmit FocusState ShareLink item text Stepper quantity); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Aisle: String, CaseIterable, Identifiable {
    case produce = "Produce", dairy = "Dairy", bakery = "Bakery", other = "Other"
    var id: Self { self }
}

struct GroceryItem: Identifiable {
    let id = UUID()
    var name: String
    var aisle: Aisle
    var quantity = 1
    var checked = false
}

@Observable
final class GroceryStore {
    var items: [GroceryItem] = [
        GroceryItem(name: "Bananas", aisle: .produce, quantity: 6),
        GroceryItem(name: "Milk", aisle: .dairy),
        GroceryItem(name: "Sourdough", aisle: .bakery),
    ]

    var grouped: [(Aisle, [GroceryItem])] {
        Dictionary(grouping: items, by: \.aisle)
            .sorted { $0.key.rawValue < $1.key.rawValue }
            .map { ($0.key, $0.value) }
    }

    var shareText: String {
        items.filter { !$0.checked }.map { "• \($0.quantity)× \($0.name)" }.joined(separator: "\n")
    }
}

struct GroceryListView: View {
    @State private var store = GroceryStore()
    @State private var newName = ""
    @State private var newAisle: Aisle = .other
    @FocusState private var addFieldFocused: Bool

    var body: some View {
        NavigationStack {
            List {
                Section("Add") {
                    TextField("New item", text: $newName)
                        .focused($addFieldFocused)
                        .onSubmit(addItem)
                    Picker("Aisle", selection: $newAisle) {
                        ForEach(Aisle.allCases) { Text($0.rawValue).tag($0) }
                    }
                    Button("Add eggs") {
                        newName = "Eggs"
                        newAisle = .dairy
                        addItem()
                    }
                }
                ForEach(store.grouped, id: \.0) { aisle, items in
                    Section(aisle.rawValue) {
                        ForEach(items) { item in
                            if let index = store.items.firstIndex(where: { $0.id == item.id }) {
                                HStack {
                                    Button(item.checked ? "☑︎" : "☐") {
                                        store.items[index].checked.toggle()
                                    }
                                    Stepper("\(item.quantity)× \(item.name)", value: $store.items[index].quantity, in: 1...12)
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Groceries")
            .toolbar {
                ShareLink(item: store.shareText)
                Button("Clear checked") {
                    withAnimation { store.items.removeAll(where: \.checked) }
                }
            }
        }
    }

    func addItem() {
        let name = newName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return }
        store.items.append(GroceryItem(name: name, aisle: newAisle))
        newName = ""
        addFieldFocused = true
        print(store.shareText)
    }
}

#Preview {
    GroceryListView()
}
