// Demonstrates: a cart ObservableObject shared with .environmentObject in a TabView, a [Product: Int] dictionary, .badge, .onReceive of the @Published projection.
// Source: learner's app (a shop with a cart tab); written for Vivarium in that style, not copied.
// First paste: failed at mount: not supported in the playground: the projection '$' of '@Published' without Combine
import SwiftUI

struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Double
    let emoji: String
}

final class Cart: ObservableObject {
    @Published private(set) var quantities: [Product: Int] = [:]

    var itemCount: Int { quantities.values.reduce(0, +) }

    var total: Double {
        quantities.reduce(0) { partial, entry in
            partial + entry.key.price * Double(entry.value)
        }
    }

    func add(_ product: Product) {
        quantities[product, default: 0] += 1
    }

    func remove(_ product: Product) {
        guard let current = quantities[product] else { return }
        if current <= 1 {
            quantities.removeValue(forKey: product)
        } else {
            quantities[product] = current - 1
        }
    }
}

let catalog = [
    Product(id: 1, name: "Apple", price: 0.99, emoji: "🍎"),
    Product(id: 2, name: "Bread", price: 2.49, emoji: "🍞"),
    Product(id: 3, name: "Cheese", price: 5.75, emoji: "🧀")
]

struct CatalogView: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        List(catalog) { product in
            HStack {
                Text("\(product.emoji) \(product.name)")
                Spacer()
                Text(String(format: "$%.2f", product.price))
                Button("Add \(product.name)") {
                    cart.add(product)
                }
                .buttonStyle(.borderless)
            }
        }
    }
}

struct CartView: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        List {
            ForEach(catalog.filter { cart.quantities[$0] != nil }) { product in
                HStack {
                    Text(product.name)
                    Spacer()
                    Text("×\(cart.quantities[product] ?? 0)")
                    Button("Remove \(product.name)") { cart.remove(product) }
                }
            }
            Text("Total: \(cart.total, format: .currency(code: "USD"))")
                .bold()
        }
    }
}

struct ShopView: View {
    @StateObject private var cart = Cart()

    var body: some View {
        TabView {
            CatalogView()
                .tabItem { Label("Shop", systemImage: "bag") }
            CartView()
                .tabItem { Label("Cart", systemImage: "cart") }
                .badge(cart.itemCount)
        }
        .environmentObject(cart)
        .onReceive(cart.$quantities) { quantities in
            print("cart:", quantities.count, "lines,", String(format: "%.2f", cart.total))
        }
    }
}

#Preview {
    ShopView()
}
