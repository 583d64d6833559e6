// Demonstrates: an @Observable router injected with .environment(router), a NavigationPath driven by enum routes, popping one level and popping to root from deep screens.
import SwiftUI

enum Route: Hashable {
    case category(String)
    case product(id: Int, name: String)
    case checkout
}

@Observable
final class Router {
    var path = NavigationPath()

    func push(_ route: Route) {
        path.append(route)
        print("push \(route) (depth \(path.count))")
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    func popToRoot() {
        path.removeLast(path.count)
        print("back to root")
    }
}

struct ShopRootView: View {
    @State private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            List {
                Button("Coffee") { router.push(.category("Coffee")) }
                Button("Tea") { router.push(.category("Tea")) }
            }
            .navigationTitle("Shop")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .category(let name):
                    CategoryView(name: name)
                case .product(let id, let name):
                    ProductView(id: id, name: name)
                case .checkout:
                    CheckoutView()
                }
            }
        }
        .environment(router)
    }
}

struct CategoryView: View {
    let name: String
    @Environment(Router.self) private var router

    var body: some View {
        List {
            Button("\(name) #1") { router.push(.product(id: 1, name: "\(name) #1")) }
            Button("\(name) #2") { router.push(.product(id: 2, name: "\(name) #2")) }
        }
        .navigationTitle(name)
    }
}

struct ProductView: View {
    let id: Int
    let name: String
    @Environment(Router.self) private var router

    var body: some View {
        VStack {
            Text(name).font(.title)
            Button("Buy now") { router.push(.checkout) }
            Button("Back") { router.pop() }
        }
        .onAppear { print("product \(id) appeared") }
        .onDisappear { print("product \(id) disappeared") }
    }
}

struct CheckoutView: View {
    @Environment(Router.self) private var router

    var body: some View {
        VStack {
            Text("Depth: \(router.path.count)")
            Button("Done") { router.popToRoot() }
        }
    }
}

#Preview {
    ShopRootView()
}
