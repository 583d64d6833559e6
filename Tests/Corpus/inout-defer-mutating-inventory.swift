// Demonstrates: Swift value semantics in a model — inout helpers, mutating methods, defer for logging, labeled loops, repeat-while, tuples returned from functions, and a static factory.
import SwiftUI

struct StockItem: Identifiable, Equatable {
    let id: Int
    var name: String
    var quantity: Int
    var reorderLevel: Int

    mutating func restock(by amount: Int) {
        defer { print("restocked \(name) to \(quantity)") }
        quantity += amount
    }

    var needsReorder: Bool { quantity <= reorderLevel }
}

struct Inventory {
    private(set) var items: [StockItem]

    static func sample() -> Inventory {
        Inventory(items: [
            StockItem(id: 1, name: "Beans", quantity: 3, reorderLevel: 5),
            StockItem(id: 2, name: "Milk", quantity: 12, reorderLevel: 4),
            StockItem(id: 3, name: "Cups", quantity: 0, reorderLevel: 20),
        ])
    }

    mutating func restockLowItems() -> (count: Int, units: Int) {
        var count = 0
        var units = 0
        for index in items.indices where items[index].needsReorder {
            let amount = items[index].reorderLevel * 2 - items[index].quantity
            items[index].restock(by: amount)
            count += 1
            units += amount
        }
        return (count, units)
    }

    mutating func sell(_ name: String, quantity: Int) -> Bool {
        guard let index = items.firstIndex(where: { $0.name == name }) else { return false }
        return take(quantity, from: &items[index])
    }

    func firstPair(totalling target: Int) -> (String, String)? {
        outer: for a in items {
            for b in items where b.id > a.id {
                if a.quantity + b.quantity == target {
                    return (a.name, b.name)
                }
                if b.quantity > target { continue outer }
            }
        }
        return nil
    }
}

func take(_ amount: Int, from item: inout StockItem) -> Bool {
    guard item.quantity >= amount else {
        print("not enough \(item.name): have \(item.quantity), want \(amount)")
        return false
    }
    item.quantity -= amount
    return true
}

func countdownLabels(from start: Int) -> [String] {
    var labels: [String] = []
    var n = start
    repeat {
        labels.append("T-\(n)")
        n -= 1
    } while n > 0
    return labels
}

struct InventoryView: View {
    @State private var inventory = Inventory.sample()
    @State private var message = ""

    var body: some View {
        List {
            Section("Stock") {
                ForEach(inventory.items) { item in
                    HStack {
                        Text(item.name)
                        Spacer()
                        Text("\(item.quantity)")
                            .foregroundStyle(item.needsReorder ? .red : .primary)
                    }
                }
            }
            Section {
                Button("Restock low items") {
                    let result = inventory.restockLowItems()
                    message = "Restocked \(result.count) items (\(result.units) units)"
                }
                Button("Sell 4 milk") {
                    message = inventory.sell("Milk", quantity: 4) ? "Sold milk" : "Could not sell"
                }
                Button("Sell 50 beans") {
                    message = inventory.sell("Beans", quantity: 50) ? "Sold beans" : "Could not sell"
                }
                Button("Find pair for 20") {
                    if let (a, b) = inventory.firstPair(totalling: 20) {
                        message = "\(a) + \(b)"
                    } else {
                        message = "No pair"
                    }
                }
                Text(message)
                Text(countdownLabels(from: 3).joined(separator: " "))
            }
        }
    }
}

#Preview {
    InventoryView()
}
