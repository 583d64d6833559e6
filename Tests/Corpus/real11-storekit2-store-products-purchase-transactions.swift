// Demonstrates: StoreKit 2 as an indie app's `Store` does it: `import StoreKit`, `@MainActor final class Store: ObservableObject` with `@Published private(set) var products: [Product]` and `purchasedProductIDs: Set<String>`, `try await Product.products(for: productIDs)`, `let result = try await product.purchase()` switched over `.success(let verification)`, `.userCancelled`, `.pending`, `@unknown default`, a `checkVerified` generic over `VerificationResult<T>`, a `Transaction.updates` listener task started in `init` and cancelled in `deinit`, `for await result in Transaction.currentEntitlements`, and a paywall listing `product.displayName` and `product.displayPrice`.
// Source: public app code (an indie app's StoreKit 2 store class in the shape of Apple's "Implementing a store in your app" sample, found through a search for Transaction.updates); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'Product' (from StoreKit, which the playground does not model)
import SwiftUI
import StoreKit

enum StoreError: Error {
    case failedVerification
}

@MainActor
final class Store: ObservableObject {
    @Published private(set) var products: [Product] = []
    @Published private(set) var purchasedProductIDs = Set<String>()

    private let productIDs = ["com.example.tips.small", "com.example.pro"]
    private var updates: Task<Void, Never>? = nil

    init() {
        updates = listenForTransactions()
        Task {
            await requestProducts()
            await updatePurchasedProducts()
        }
    }

    deinit {
        updates?.cancel()
    }

    func requestProducts() async {
        do {
            products = try await Product.products(for: productIDs)
        } catch {
            print("Failed product request: \(error)")
        }
    }

    func purchase(_ product: Product) async throws {
        let result = try await product.purchase()
        switch result {
        case .success(let verification):
            let transaction = try checkVerified(verification)
            await updatePurchasedProducts()
            await transaction.finish()
        case .userCancelled, .pending:
            break
        @unknown default:
            break
        }
    }

    func checkVerified<T>(_ result: VerificationResult<T>) throws -> T {
        switch result {
        case .unverified:
            throw StoreError.failedVerification
        case .verified(let safe):
            return safe
        }
    }

    func updatePurchasedProducts() async {
        for await result in Transaction.currentEntitlements {
            guard case .verified(let transaction) = result else { continue }
            purchasedProductIDs.insert(transaction.productID)
        }
    }

    private func listenForTransactions() -> Task<Void, Never> {
        Task.detached {
            for await result in Transaction.updates {
                if case .verified(let transaction) = result {
                    await transaction.finish()
                    await self.updatePurchasedProducts()
                }
            }
        }
    }
}

struct PaywallView: View {
    @StateObject private var store = Store()

    var body: some View {
        List {
            if store.products.isEmpty {
                ProgressView("Loading products…")
            }
            ForEach(store.products) { product in
                HStack {
                    Text(product.displayName)
                    Spacer()
                    Button(product.displayPrice) {
                        Task { try? await store.purchase(product) }
                    }
                    .buttonStyle(.bordered)
                }
            }
            Section {
                Button("Restore Purchases") {
                    Task { try? await AppStore.sync() }
                }
            }
        }
    }
}

#Preview {
    PaywallView()
}
