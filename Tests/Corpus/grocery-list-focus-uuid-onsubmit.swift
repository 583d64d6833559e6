// Demonstrates: a grocery list whose rows are edited in place — @FocusState over an optional UUID, .focused($focused, equals: item.id) per row, .onSubmit appending a new row and moving focus to it, .submitLabel, and empty rows pruned when focus leaves.
import SwiftUI

struct GroceryItem: Identifiable, Equatable {
    let id = UUID()
    var name: String
    var isBought = false
}

final class GroceryList: ObservableObject {
    @Published var items: [GroceryItem] = [
        GroceryItem(name: "Milk"),
        GroceryItem(name: "Eggs", isBought: true),
    ]

    var remaining: Int { items.filter { !$0.isBought }.count }

    @discardableResult
    func addEmpty(after id: GroceryItem.ID?) -> GroceryItem.ID {
        let item = GroceryItem(name: "")
        if let id, let index = items.firstIndex(where: { $0.id == id }) {
            items.insert(item, at: index + 1)
        } else {
            items.append(item)
        }
        return item.id
    }

    func pruneEmpty() {
        let before = items.count
        items.removeAll { $0.name.trimmingCharacters(in: .whitespaces).isEmpty }
        if before != items.count {
            print("pruned \(before - items.count) empty row(s)")
        }
    }
}

struct GroceryRow: View {
    @Binding var item: GroceryItem

    var body: some View {
        HStack {
            Image(systemName: item.isBought ? "checkmark.circle.fill" : "circle")
                .onTapGesture { item.isBought.toggle() }
            TextField("Item", text: $item.name)
                .strikethrough(item.isBought)
        }
    }
}

struct GroceryListView: View {
    @StateObject private var list = GroceryList()
    @FocusState private var focusedItem: GroceryItem.ID?

    var body: some View {
        NavigationStack {
            List {
                ForEach($list.items) { $item in
                    GroceryRow(item: $item)
                        .focused($focusedItem, equals: item.id)
                        .submitLabel(.next)
                        .onSubmit {
                            focusedItem = list.addEmpty(after: item.id)
                        }
                }
                .onDelete { offsets in
                    list.items.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Groceries (\(list.remaining))")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") {
                        focusedItem = list.addEmpty(after: nil)
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Done editing") {
                        focusedItem = nil
                    }
                    .disabled(focusedItem == nil)
                }
            }
            .onChange(of: focusedItem) { oldValue, newValue in
                let name = { (id: UUID?) -> String in
                    guard let id else { return "nothing" }
                    let text = list.items.first { $0.id == id }?.name ?? "?"
                    return text.isEmpty ? "an empty row" : text
                }
                print("focus: \(name(oldValue)) -> \(name(newValue))")
                if newValue == nil {
                    list.pruneEmpty()
                }
            }
        }
    }
}

#Preview {
    GroceryListView()
}
