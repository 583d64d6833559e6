// Demonstrates: a shared singleton store with private(set) properties and a private init, an extension computing a badge, guard-let early returns, defer, and a view observing the singleton via @ObservedObject.
import SwiftUI

final class CartStore: ObservableObject {
    static let shared = CartStore()

    @Published private(set) var items: [String: Int] = [:]
    private(set) var operations = 0

    private init() {}

    func add(_ name: String) {
        defer { operations += 1 }
        items[name, default: 0] += 1
    }

    func removeOne(_ name: String) {
        defer { operations += 1 }
        guard let count = items[name] else { return }
        if count <= 1 {
            items.removeValue(forKey: name)
        } else {
            items[name] = count - 1
        }
    }
}

extension CartStore {
    var badge: String? {
        let total = items.values.reduce(0, +)
        return total == 0 ? nil : "\(total)"
    }
}

struct CartBadgeView: View {
    @ObservedObject var store = CartStore.shared

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "cart")
                if let badge = store.badge {
                    Text(badge)
                        .font(.caption2)
                        .padding(4)
                        .background(Circle().fill(.red))
                }
            }
            ForEach(store.items.sorted(by: { $0.key < $1.key }), id: \.key) { name, count in
                HStack {
                    Text("\(name) × \(count)")
                    Button("−") { store.removeOne(name) }
                }
            }
            Button("Add apple") { store.add("Apple") }
            Button("Add pear") { store.add("Pear") }
            Text("\(store.operations) operations")
        }
    }
}

#Preview {
    CartBadgeView()
}
