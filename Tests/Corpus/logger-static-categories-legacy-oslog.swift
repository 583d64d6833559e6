// Demonstrates: two logging styles side by side — a Logger extension with static categories used from a view model, and legacy os_log with OSLog objects and %{public}@ / %d format arguments.
import SwiftUI
import os.log

extension OSLog {
    private static var subsystem = "com.example.cart"
    static let cart = OSLog(subsystem: subsystem, category: "cart")
}

extension Logger {
    static let checkout = Logger(subsystem: "com.example.cart", category: "checkout")
}

final class CartViewModel: ObservableObject {
    @Published private(set) var items: [String] = []

    func add(_ item: String) {
        items.append(item)
        os_log("added %{public}@ (now %d items)", log: .cart, type: .info, item, items.count)
    }

    func checkout() {
        guard !items.isEmpty else {
            Logger.checkout.warning("checkout with an empty cart")
            return
        }
        Logger.checkout.notice("checking out \(self.items.count) items: \(self.items.joined(separator: ", "))")
        items.removeAll()
    }
}

struct CartView: View {
    @StateObject private var cart = CartViewModel()

    var body: some View {
        VStack {
            Text("\(cart.items.count) in cart")
            Button("Add Apple") { cart.add("Apple") }
            Button("Add Pear") { cart.add("Pear") }
            Button("Checkout") { cart.checkout() }
        }
    }
}

#Preview {
    CartView()
}
