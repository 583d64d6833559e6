// Demonstrates: value-based navigation through a router: `enum Route: Hashable` with associated values, an `@Observable final class Router { var path: [Route] }`, `NavigationStack(path: $router.path)`, `.navigationDestination(for: Route.self) { route in … }` switching over the route, `NavigationLink(value:)`, `router.path.removeLast()` and `removeAll()` for pop-to-root.
// Source: blog companion code (a post on coordinator-style routing with NavigationStack and navigationDestination(for:), found through a search for navigationDestination(for:) NavigationPath router enum Hashable); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Product: Hashable, Identifiable {
    let id: Int
    let name: String
    let price: Double
}

enum Route: Hashable {
    case product(Product)
    case reviews(productID: Int)
    case checkout
}

@Observable
final class Router {
    var path: [Route] = []

    func push(_ route: Route) { path.append(route) }
    func pop() { if !path.isEmpty { path.removeLast() } }
    func popToRoot() { path.removeAll() }
}

struct ShopRootView: View {
    @State private var router = Router()
    private let products = [
        Product(id: 1, name: "Keyboard", price: 89.0),
        Product(id: 2, name: "Mouse", price: 39.5),
    ]

    var body: some View {
        NavigationStack(path: $router.path) {
            List(products) { product in
                NavigationLink(value: Route.product(product)) {
                    LabeledContent(product.name, value: product.price, format: .currency(code: "USD"))
                }
            }
            .navigationTitle("Shop")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .product(let product):
                    ProductDetail(product: product)
                case .reviews(let id):
                    Text("Reviews for product \(id)")
                case .checkout:
                    CheckoutView()
                }
            }
        }
        .environment(router)
    }
}

struct ProductDetail: View {
    @Environment(Router.self) private var router
    let product: Product

    var body: some View {
        VStack(spacing: 12) {
            Text(product.name).font(.largeTitle)
            Button("Read reviews") { router.push(.reviews(productID: product.id)) }
            Button("Buy now") { router.push(.checkout) }
        }
        .navigationTitle(product.name)
    }
}

struct CheckoutView: View {
    @Environment(Router.self) private var router

    var body: some View {
        VStack {
            Text("Depth: \(router.path.count)")
            Button("Back") { router.pop() }
            Button("Done") { router.popToRoot() }
        }
    }
}

#Preview {
    ShopRootView()
}
