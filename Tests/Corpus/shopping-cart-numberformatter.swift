// Demonstrates: a cart ObservableObject shared through environmentObject, a currency NumberFormatter, Stepper quantities, computed totals, a checkout alert.
import SwiftUI

struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Double
}

struct CartLine: Identifiable {
    let product: Product
    var quantity: Int

    var id: Int { product.id }
    var subtotal: Double { Double(quantity) * product.price }
}

@MainActor
final class Cart: ObservableObject {
    @Published private(set) var lines: [CartLine] = []

    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    var total: Double { lines.map(\.subtotal).reduce(0, +) }

    func add(_ product: Product) {
        if let index = lines.firstIndex(where: { $0.product.id == product.id }) {
            lines[index].quantity += 1
        } else {
            lines.append(CartLine(product: product, quantity: 1))
        }
    }

    func setQuantity(_ quantity: Int, for product: Product) {
        guard let index = lines.firstIndex(where: { $0.id == product.id }) else { return }
        if quantity <= 0 {
            lines.remove(at: index)
        } else {
            lines[index].quantity = quantity
        }
    }

    func clear() {
        lines.removeAll()
    }
}

extension NumberFormatter {
    static let currency: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        return formatter
    }()
}

extension Double {
    var asCurrency: String {
        NumberFormatter.currency.string(from: NSNumber(value: self)) ?? "$0.00"
    }
}

// MARK: - Screens

struct CatalogView: View {
    @EnvironmentObject private var cart: Cart

    private let products = [
        Product(id: 1, name: "Espresso beans", price: 12.5),
        Product(id: 2, name: "Ceramic mug", price: 8.0),
        Product(id: 3, name: "Pour-over kettle", price: 39.99),
    ]

    var body: some View {
        List {
            Section("Products") {
                ForEach(products) { product in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(product.name)
                            Text(product.price.asCurrency)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        Button("Add \(product.name)") {
                            cart.add(product)
                        }
                        .buttonStyle(.borderless)
                    }
                }
            }
            Section("Cart (\(cart.itemCount))") {
                CartSummary()
            }
        }
    }
}

struct CartSummary: View {
    @EnvironmentObject private var cart: Cart
    @State private var showingReceipt = false

    var body: some View {
        ForEach(cart.lines) { line in
            Stepper(value: Binding(
                get: { line.quantity },
                set: { cart.setQuantity($0, for: line.product) }
            ), in: 0...10) {
                Text("\(line.product.name) × \(line.quantity)")
            }
        }
        HStack {
            Text("Total")
            Spacer()
            Text(cart.total.asCurrency).bold()
        }
        Button("Checkout") {
            showingReceipt = true
        }
        .disabled(cart.lines.isEmpty)
        .alert("Order placed", isPresented: $showingReceipt) {
            Button("OK") { cart.clear() }
        } message: {
            Text("You paid \(cart.total.asCurrency).")
        }
    }
}

#Preview {
    CatalogView()
        .environmentObject(Cart())
}
