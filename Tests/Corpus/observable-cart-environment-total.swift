// Demonstrates: an @Observable cart injected with .environment(cart) and read with @Environment(Cart.self), @Bindable for a quantity Stepper, a computed total with reduce, and removing lines from a child view.
import SwiftUI
import Observation

struct CartLine: Identifiable {
    let id: Int
    let name: String
    let price: Double
    var quantity: Int
}

@Observable
final class Cart {
    var lines: [CartLine] = [
        CartLine(id: 1, name: "Coffee", price: 3.5, quantity: 2),
        CartLine(id: 2, name: "Bagel", price: 2.25, quantity: 1),
    ]

    var total: Double {
        lines.reduce(0) { $0 + $1.price * Double($1.quantity) }
    }

    func remove(_ id: Int) {
        lines.removeAll { $0.id == id }
    }
}

struct CartLineRow: View {
    @Environment(Cart.self) private var cart
    let line: CartLine

    var body: some View {
        @Bindable var cart = cart
        if let index = cart.lines.firstIndex(where: { $0.id == line.id }) {
            Stepper("\(line.name) × \(cart.lines[index].quantity)", value: $cart.lines[index].quantity, in: 1...9)
            Button("Remove \(line.name)") { cart.remove(line.id) }
        }
    }
}

struct CartScreen: View {
    @State private var cart = Cart()

    var body: some View {
        List {
            ForEach(cart.lines) { line in
                CartLineRow(line: line)
            }
            Text("Total: \(cart.total, format: .currency(code: "USD"))")
        }
        .environment(cart)
    }
}

#Preview {
    CartScreen()
}
