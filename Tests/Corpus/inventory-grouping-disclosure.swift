// Demonstrates: inventory grouped by key path, DisclosureGroup(isExpanded:) bound with Binding(get:set:), mapValues, Decimal totals, Set of names.
// Source: vendor sample style (data-driven lists); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct InventoryItem: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let category: String
    var quantity: Int
    let unitPrice: Decimal
}

class Inventory: ObservableObject {
    @Published var items: [InventoryItem] = [
        InventoryItem(name: "Hammer", category: "Tools", quantity: 4, unitPrice: 12.5),
        InventoryItem(name: "Nails (100)", category: "Hardware", quantity: 20, unitPrice: 3.2),
        InventoryItem(name: "Screwdriver", category: "Tools", quantity: 0, unitPrice: 7.99),
        InventoryItem(name: "Hinge", category: "Hardware", quantity: 12, unitPrice: 1.15),
        InventoryItem(name: "Paint", category: "Finishing", quantity: 3, unitPrice: 24)
    ]

    var byCategory: [String: [InventoryItem]] {
        Dictionary(grouping: items, by: \.category)
    }

    var categories: [String] {
        byCategory.keys.sorted()
    }

    var stockValue: Decimal {
        items.reduce(Decimal(0)) { $0 + $1.unitPrice * Decimal($1.quantity) }
    }

    var outOfStock: Set<String> {
        Set(items.filter { $0.quantity == 0 }.map(\.name))
    }

    func restock(_ category: String, by amount: Int) {
        for index in items.indices where items[index].category == category {
            items[index].quantity += amount
        }
    }
}

struct InventoryView: View {
    @StateObject private var inventory = Inventory()
    @State private var expanded: Set<String> = ["Tools"]

    var body: some View {
        List {
            ForEach(inventory.categories, id: \.self) { category in
                DisclosureGroup(
                    isExpanded: Binding(
                        get: { expanded.contains(category) },
                        set: { isOpen in
                            if isOpen { expanded.insert(category) } else { expanded.remove(category) }
                        }
                    )
                ) {
                    ForEach(inventory.byCategory[category] ?? []) { item in
                        HStack {
                            Text(item.name)
                            Spacer()
                            Text("\(item.quantity)")
                                .foregroundColor(item.quantity == 0 ? .red : .primary)
                        }
                    }
                    Button("Restock \(category)") {
                        inventory.restock(category, by: 5)
                        let totals = inventory.byCategory.mapValues { $0.reduce(0) { $0 + $1.quantity } }
                        print(totals.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
                        print("value", inventory.stockValue, "out:", inventory.outOfStock.sorted())
                    }
                } label: {
                    Text(category).font(.headline)
                }
            }
        }
    }
}

#Preview {
    InventoryView()
}
