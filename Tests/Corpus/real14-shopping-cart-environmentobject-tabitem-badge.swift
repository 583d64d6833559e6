// Demonstrates: a store app in one file: a `Cart: ObservableObject` injected with `.environmentObject` at the `App`, a `TabView` with `.tabItem { Image(systemName:); Text() }` and `.badge(cart.count)`, `@EnvironmentObject` read in three tabs, a catalog decoded from a JSON string with `Decimal` prices, `NavigationLink(destination:)` to a detail with a `Stepper` for quantity, a checkout sheet, and `ForEach` over `cart.lines` with `.onDelete`.
// Source: GitHub sample (a SwiftUI e-commerce starter project, found through a search for EnvironmentObject Cart ObservableObject TabView tabItem badge NavigationLink destination Stepper quantity checkout); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct CatalogItem: Codable, Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Decimal
    let symbol: String
}

let catalogJSON = """
[
 {"id": 1, "name": "Espresso beans", "price": 14.5, "symbol": "cup.and.saucer"},
 {"id": 2, "name": "Pour-over kettle", "price": 39.99, "symbol": "drop"},
 {"id": 3, "name": "Hand grinder", "price": 55, "symbol": "gearshape"}
]
"""

struct CartLine: Identifiable {
    let item: CatalogItem
    var quantity: Int
    var id: Int { item.id }
}

final class Cart: ObservableObject {
    @Published var lines: [CartLine] = []

    var count: Int {
        lines.reduce(0) { $0 + $1.quantity }
    }

    var total: Decimal {
        lines.reduce(Decimal(0)) { $0 + $1.item.price * Decimal($1.quantity) }
    }

    func add(_ item: CatalogItem, quantity: Int = 1) {
        if let index = lines.firstIndex(where: { $0.id == item.id }) {
            lines[index].quantity += quantity
        } else {
            lines.append(CartLine(item: item, quantity: quantity))
        }
        print("cart has \(count) items")
    }

    func remove(at offsets: IndexSet) {
        lines.remove(atOffsets: offsets)
    }
}

func priceText(_ value: Decimal) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.locale = Locale(identifier: "en_US")
    return formatter.string(from: value as NSDecimalNumber) ?? "?"
}

struct ItemDetail: View {
    @EnvironmentObject var cart: Cart
    let item: CatalogItem
    @State private var quantity = 1

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: item.symbol)
                .font(.system(size: 72))
            Text(item.name)
                .font(.title)
            Text(priceText(item.price))
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
                .padding(.horizontal)
            Button("Add to cart") {
                cart.add(item, quantity: quantity)
            }
        }
        .navigationBarTitle(item.name, displayMode: .inline)
    }
}

struct CatalogView: View {
    let items: [CatalogItem]

    var body: some View {
        NavigationView {
            List(items) { item in
                NavigationLink(destination: ItemDetail(item: item)) {
                    Label(item.name, systemImage: item.symbol)
                }
            }
            .navigationBarTitle("Shop")
        }
    }
}

struct CartView: View {
    @EnvironmentObject var cart: Cart
    @State private var showingCheckout = false

    var body: some View {
        NavigationView {
            List {
                ForEach(cart.lines) { line in
                    HStack {
                        Text("\(line.quantity)×")
                        Text(line.item.name)
                        Spacer()
                        Text(priceText(line.item.price * Decimal(line.quantity)))
                    }
                }
                .onDelete(perform: cart.remove)
                HStack {
                    Text("Total").bold()
                    Spacer()
                    Text(priceText(cart.total)).bold()
                }
                Button("Checkout") {
                    showingCheckout = true
                }
                .disabled(cart.lines.isEmpty)
            }
            .navigationBarTitle("Cart")
            .sheet(isPresented: $showingCheckout) {
                VStack {
                    Text("Order placed: \(priceText(cart.total))")
                    Button("Done") {
                        cart.lines.removeAll()
                        showingCheckout = false
                    }
                }
            }
        }
    }
}

struct AccountView: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Text("Items waiting in your cart: \(cart.count)")
    }
}

struct RootTabs: View {
    @EnvironmentObject var cart: Cart
    let items: [CatalogItem] = (try? JSONDecoder().decode([CatalogItem].self, from: Data(catalogJSON.utf8))) ?? []

    var body: some View {
        TabView {
            CatalogView(items: items)
                .tabItem {
                    Image(systemName: "bag")
                    Text("Shop")
                }
            CartView()
                .tabItem {
                    Image(systemName: "cart")
                    Text("Cart")
                }
                .badge(cart.count)
            AccountView()
                .tabItem {
                    Image(systemName: "person")
                    Text("Account")
                }
        }
    }
}

@main
struct CoffeeShopApp: App {
    @StateObject var cart = Cart()

    var body: some Scene {
        WindowGroup {
            RootTabs()
                .environmentObject(cart)
        }
    }
}
