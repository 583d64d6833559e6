// Demonstrates: @EnvironmentObject read three levels down; only views that read it re-render.
import SwiftUI

class Cart: ObservableObject {
    @Published var items: [String] = []
    init() { print("Cart init") }
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        let _ = print("CartBadge body")
        Text("\(cart.items.count) in cart")
    }
}

struct Toolbar: View {
    var body: some View {
        let _ = print("Toolbar body")
        HStack {
            Text("Shop")
            Spacer()
            CartBadge()
        }
    }
}

struct ProductButton: View {
    @EnvironmentObject var cart: Cart
    let product: String

    var body: some View {
        Button("Add \(product)") { cart.items.append(product) }
    }
}

struct ShopView: View {
    @StateObject private var cart = Cart()

    var body: some View {
        VStack {
            Toolbar()
            ProductButton(product: "Tea")
            ProductButton(product: "Cake")
        }
        .environmentObject(cart)
    }
}

#Preview {
    ShopView()
}
