// Demonstrates: a three-column NavigationSplitView with List selections driving the content and detail columns.
import SwiftUI

struct Category: Identifiable, Hashable {
    let id: String
    let symbol: String
}

struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
    let category: String
    let price: Decimal
}

@Observable
final class StoreModel {
    var categories = [Category(id: "Fruit", symbol: "leaf"), Category(id: "Bakery", symbol: "birthday.cake")]
    var products = [
        Product(id: 1, name: "Apple", category: "Fruit", price: 0.5),
        Product(id: 2, name: "Pear", category: "Fruit", price: 0.75),
        Product(id: 3, name: "Bagel", category: "Bakery", price: 1.25),
    ]

    func products(in category: Category?) -> [Product] {
        guard let category else { return [] }
        return products.filter { $0.category == category.id }
    }
}

struct StoreSplitView: View {
    @State private var model = StoreModel()
    @State private var selectedCategory: Category?
    @State private var selectedProductID: Product.ID?

    var body: some View {
        NavigationSplitView {
            List(model.categories, selection: $selectedCategory) { category in
                NavigationLink(value: category) {
                    Label(category.id, systemImage: category.symbol)
                }
            }
            .navigationTitle("Categories")
        } content: {
            List(model.products(in: selectedCategory), selection: $selectedProductID) { product in
                Text(product.name)
            }
            .navigationTitle(selectedCategory?.id ?? "Products")
        } detail: {
            if let id = selectedProductID, let product = model.products.first(where: { $0.id == id }) {
                VStack {
                    Text(product.name).font(.largeTitle)
                    Text(product.price, format: .currency(code: "EUR"))
                }
            } else {
                ContentUnavailableView("Select a product", systemImage: "cart")
            }
        }
        .onChange(of: selectedCategory) {
            selectedProductID = nil
        }
    }
}

#Preview {
    StoreSplitView()
}
