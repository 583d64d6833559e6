// Demonstrates: EditButton with onMove and onDelete through a view model's methods, refreshable, a Section footer.
// Source: Kodeco-style tutorial; written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct GroceryItem: Identifiable, Equatable {
    let id = UUID()
    var name: String
    var quantity: Int
}

@MainActor
final class GroceryList: ObservableObject {
    @Published var items: [GroceryItem] = [
        GroceryItem(name: "Eggs", quantity: 12),
        GroceryItem(name: "Milk", quantity: 1),
        GroceryItem(name: "Apples", quantity: 6)
    ]
    @Published var lastRefresh = "never"

    func move(from source: IndexSet, to destination: Int) {
        items.move(fromOffsets: source, toOffset: destination)
        print(items.map(\.name))
    }

    func delete(at offsets: IndexSet) {
        let names = offsets.map { items[$0].name }
        items.remove(atOffsets: offsets)
        print("deleted", names)
    }

    func refresh() async {
        try? await Task.sleep(for: .seconds(1))
        items.append(GroceryItem(name: "Bread", quantity: 1))
        lastRefresh = "after \(items.count) items"
    }
}

struct GroceryView: View {
    @StateObject private var list = GroceryList()
    @State private var newItem = "Butter"

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(list.items) { item in
                        HStack {
                            Text(item.name)
                            Spacer()
                            Text("×\(item.quantity)")
                                .foregroundStyle(.secondary)
                        }
                    }
                    .onMove(perform: list.move)
                    .onDelete(perform: list.delete)
                } footer: {
                    Text("Last refresh: \(list.lastRefresh)")
                }
                HStack {
                    TextField("New item", text: $newItem)
                    Button("Add") {
                        guard !newItem.isEmpty else { return }
                        list.items.insert(GroceryItem(name: newItem, quantity: 1), at: 0)
                        newItem = ""
                    }
                }
            }
            .refreshable {
                await list.refresh()
            }
            .toolbar {
                EditButton()
            }
            .navigationTitle("Groceries")
        }
    }
}

#Preview {
    GroceryView()
}
