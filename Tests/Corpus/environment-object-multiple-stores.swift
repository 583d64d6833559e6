// Demonstrates: two ObservableObject stores injected with .environmentObject at the root, a child reading both, and a button in a grandchild mutating one of them.
import SwiftUI

final class SessionStore: ObservableObject {
    @Published var user: String? = nil
    func signIn(_ name: String) { user = name }
    func signOut() { user = nil }
}

final class CartStore: ObservableObject {
    @Published var items: [String] = []
    var count: Int { items.count }
}

struct RootView: View {
    @StateObject private var session = SessionStore()
    @StateObject private var cart = CartStore()

    var body: some View {
        NavigationStack {
            ShopView()
        }
        .environmentObject(session)
        .environmentObject(cart)
    }
}

struct ShopView: View {
    @EnvironmentObject var session: SessionStore
    @EnvironmentObject var cart: CartStore

    var body: some View {
        VStack {
            if let user = session.user {
                Text("Hello, \(user) — \(cart.count) in cart")
                AddToCartButton(product: "Socks")
                Button("Sign out") { session.signOut() }
            } else {
                Button("Sign in") { session.signIn("Mia") }
            }
        }
    }
}

struct AddToCartButton: View {
    @EnvironmentObject var cart: CartStore
    let product: String

    var body: some View {
        Button("Add \(product)") {
            cart.items.append(product)
        }
    }
}

#Preview {
    RootView()
}
