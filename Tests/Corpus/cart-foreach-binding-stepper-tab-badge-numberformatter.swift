// Demonstrates: a shop with a cart tab — ForEach($cart) { $item in Stepper(value: $item.quantity, in: 0...10) }, removing zero-quantity lines in onChange, a NumberFormatter currency total, .badge(cartCount) on the cart tab, and an "Add" button on the catalog tab.
import SwiftUI

struct CartLine: Identifiable, Equatable {
    let id: String
    let name: String
    let price: Double
    var quantity: Int
}

struct ShopTabs: View {
    @State private var cart: [CartLine] = [CartLine(id: "tea", name: "Green tea", price: 4.5, quantity: 2)]

    var cartCount: Int { cart.reduce(0) { $0 + $1.quantity } }

    var body: some View {
        TabView {
            CatalogTab(cart: $cart)
                .tabItem { Label("Shop", systemImage: "bag") }
            CartTab(cart: $cart)
                .tabItem { Label("Cart", systemImage: "cart") }
                .badge(cartCount)
        }
    }
}

struct CatalogTab: View {
    @Binding var cart: [CartLine]
    let products = [("tea", "Green tea", 4.5), ("mug", "Mug", 12.0)]

    var body: some View {
        List(products, id: \.0) { product in
            HStack {
                Text(product.1)
                Spacer()
                Button("Add") {
                    if let index = cart.firstIndex(where: { $0.id == product.0 }) {
                        cart[index].quantity += 1
                    } else {
                        cart.append(CartLine(id: product.0, name: product.1, price: product.2, quantity: 1))
                    }
                }
                .buttonStyle(.bordered)
            }
        }
    }
}

struct CartTab: View {
    @Binding var cart: [CartLine]

    private static let currency: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        return formatter
    }()

    var total: Double { cart.reduce(0) { $0 + $1.price * Double($1.quantity) } }

    var body: some View {
        List {
            ForEach($cart) { $item in
                Stepper(value: $item.quantity, in: 0...10) {
                    Text("\(item.name) × \(item.quantity)")
                }
            }
            LabeledContent("Total", value: Self.currency.string(from: NSNumber(value: total)) ?? "")
        }
        .onChange(of: cart) { _, lines in
            if lines.contains(where: { $0.quantity == 0 }) {
                cart.removeAll { $0.quantity == 0 }
            }
            print("cart: \(cart.map { "\($0.id)×\($0.quantity)" })")
        }
    }
}

#Preview {
    ShopTabs()
}
