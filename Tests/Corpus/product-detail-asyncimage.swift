// Demonstrates: a product page — AsyncImage(url:) with a phase switch (empty, success, failure, @unknown default), a URL built from a string, a size Picker, an add-to-bag button with a sensory-free confirmation overlay that hides after a delay.
import SwiftUI

struct ProductDetail {
    let name: String
    let price: Decimal
    let imageURL: URL?
    let sizes: [String]

    static let sneaker = ProductDetail(
        name: "Trail Runner",
        price: 129.99,
        imageURL: URL(string: "https://example.com/images/trail-runner.jpg"),
        sizes: ["40", "41", "42", "43"]
    )
}

struct ProductDetailView: View {
    let product: ProductDetail
    @State private var selectedSize: String?
    @State private var bagCount = 0
    @State private var showAdded = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                AsyncImage(url: product.imageURL) { phase in
                    switch phase {
                    case .empty:
                        ProgressView()
                            .frame(maxWidth: .infinity, minHeight: 200)
                    case .success(let image):
                        image
                            .resizable()
                            .scaledToFit()
                    case .failure:
                        Image(systemName: "photo")
                            .font(.largeTitle)
                            .frame(maxWidth: .infinity, minHeight: 200)
                    @unknown default:
                        EmptyView()
                    }
                }

                Text(product.name).font(.title.bold())
                Text(product.price, format: .currency(code: "USD"))
                    .font(.title3)

                Picker("Size", selection: $selectedSize) {
                    Text("Choose").tag(String?.none)
                    ForEach(product.sizes, id: \.self) { size in
                        Text(size).tag(Optional(size))
                    }
                }
                .pickerStyle(.menu)

                Button {
                    bagCount += 1
                    showAdded = true
                    Task {
                        try? await Task.sleep(nanoseconds: 1_500_000_000)
                        showAdded = false
                    }
                } label: {
                    Label("Add to Bag", systemImage: "bag")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .disabled(selectedSize == nil)

                Button("Pick size 42") { selectedSize = "42" }
            }
            .padding()
        }
        .overlay(alignment: .top) {
            if showAdded {
                Text("Added to bag (\(bagCount))")
                    .padding()
                    .background(.thinMaterial, in: Capsule())
                    .transition(.move(edge: .top))
            }
        }
        .animation(.default, value: showAdded)
    }
}

#Preview {
    ProductDetailView(product: .sneaker)
}
