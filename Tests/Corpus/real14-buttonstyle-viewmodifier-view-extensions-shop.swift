// Demonstrates: a small shop screen built from reusable styling: a `PrimaryButtonStyle` reading `configuration.isPressed` and `@Environment(\.isEnabled)` through an inner view, a `ViewModifier` with parameters applied through an `extension View`, a conditional `if` modifier extension (`@ViewBuilder func if<Content: View>(_ condition: Bool, transform:)`), `extension Color` with brand colours, and `extension Double` formatting a price.
// Source: vendor design-system sample (a reusable button style and modifiers article, found through a search for ButtonStyle makeBody configuration.isPressed isEnabled environment extension View if condition transform); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

extension Color {
    static let brand = Color(red: 0.2, green: 0.4, blue: 0.9)
    static let brandLight = Color(red: 0.85, green: 0.9, blue: 1.0)
}

extension Double {
    var price: String {
        String(format: "$%.2f", self)
    }
}

struct PrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        PrimaryButton(configuration: configuration)
    }

    struct PrimaryButton: View {
        let configuration: ButtonStyle.Configuration
        @Environment(\.isEnabled) private var isEnabled: Bool

        var body: some View {
            configuration.label
                .font(.headline)
                .foregroundColor(.white)
                .padding(.vertical, 12)
                .frame(maxWidth: .infinity)
                .background(isEnabled ? Color.brand : Color.gray)
                .cornerRadius(12)
                .scaleEffect(configuration.isPressed ? 0.96 : 1)
        }
    }
}

struct BadgeModifier: ViewModifier {
    let count: Int
    var color: Color = .red

    func body(content: Content) -> some View {
        content.overlay(
            Group {
                if count > 0 {
                    Text("\(count)")
                        .font(.caption2)
                        .foregroundColor(.white)
                        .padding(5)
                        .background(Circle().fill(color))
                        .offset(x: 12, y: -12)
                }
            },
            alignment: .topTrailing
        )
    }
}

extension View {
    func badge(count: Int, color: Color = .red) -> some View {
        modifier(BadgeModifier(count: count, color: color))
    }

    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Double
    let onSale: Bool
}

class Cart: ObservableObject {
    @Published var quantities: [Int: Int] = [:]

    var itemCount: Int {
        quantities.values.reduce(0, +)
    }

    func add(_ product: Product) {
        quantities[product.id, default: 0] += 1
    }

    func total(in products: [Product]) -> Double {
        products.reduce(0) { sum, product in
            sum + Double(quantities[product.id] ?? 0) * product.price
        }
    }
}

struct ProductRow: View {
    let product: Product
    let quantity: Int
    let onAdd: () -> Void

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(product.name)
                Text(product.price.price)
                    .foregroundColor(.secondary)
            }
            Spacer()
            Button("Add", action: onAdd)
                .buttonStyle(BorderlessButtonStyle())
                .badge(count: quantity, color: .brand)
        }
        .padding(.vertical, 4)
        .if(product.onSale) { view in
            view.background(Color.brandLight)
        }
    }
}

struct ShopView: View {
    @StateObject private var cart = Cart()
    @State private var checkedOut = false

    let products = [
        Product(id: 1, name: "Notebook", price: 4.5, onSale: false),
        Product(id: 2, name: "Pen set", price: 12.99, onSale: true),
        Product(id: 3, name: "Backpack", price: 49.0, onSale: false)
    ]

    var body: some View {
        VStack {
            List(products) { product in
                ProductRow(product: product, quantity: cart.quantities[product.id] ?? 0) {
                    cart.add(product)
                }
            }
            Text("Total: \(cart.total(in: products).price)")
                .font(.title3)
            Button("Check out (\(cart.itemCount))") {
                checkedOut = true
                print("checked out \(cart.itemCount) items for \(cart.total(in: products).price)")
            }
            .buttonStyle(PrimaryButtonStyle())
            .disabled(cart.itemCount == 0)
            .padding()
        }
        .alert(isPresented: $checkedOut) {
            Alert(title: Text("Thank you!"), message: Text("Your order is on its way."), dismissButton: .default(Text("OK")))
        }
    }
}

struct ShopView_Previews: PreviewProvider {
    static var previews: some View {
        ShopView()
    }
}
