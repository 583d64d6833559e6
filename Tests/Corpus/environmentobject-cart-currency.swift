// Demonstrates: an @EnvironmentObject cart shared by sibling views, a NumberFormatter for currency held in a static let, reduce over a computed total, a toolbar badge, removeAll(where:), @main-free preview injection with .environmentObject.
import SwiftUI

struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Double
}

final class Cart: ObservableObject {
    @Published private(set) var items: [Product] = []

    var total: Double { items.reduce(0) { $0 + $1.price } }

    func add(_ product: Product) { items.append(product) }

    func remove(_ product: Product) {
        items.removeAll { $0.id == product.id }
    }

    func count(of product: Product) -> Int {
        items.filter { $0 == product }.count
    }
}

enum PriceFormat {
    static let currency: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()

    static func string(_ value: Double) -> String {
        currency.string(from: NSNumber(value: value)) ?? "$0.00"
    }
}

struct ProductRow: View {
    @EnvironmentObject var cart: Cart
    let product: Product

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(product.name)
                Text(PriceFormat.string(product.price)).font(.caption)
            }
            Spacer()
            if cart.count(of: product) > 0 {
                Text("×\(cart.count(of: product))")
                Button("Remove") { cart.remove(product) }
            }
            Button("Add") { cart.add(product) }
        }
    }
}

struct CartSummary: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        HStack {
            Text("\(cart.items.count) items")
            Spacer()
            Text("Total: \(PriceFormat.string(cart.total))").bold()
        }
    }
}

struct ShopView: View {
    let products = [
        Product(id: 1, name: "Coffee beans", price: 14.99),
        Product(id: 2, name: "Mug", price: 9.5),
        Product(id: 3, name: "Filter papers", price: 3.25),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(products) { ProductRow(product: $0) }
                }
                Section { CartSummary() }
            }
            .navigationTitle("Shop")
        }
    }
}

#Preview {
    ShopView()
        .environmentObject(Cart())
}
