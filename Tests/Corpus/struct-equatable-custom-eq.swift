// Demonstrates: a view conforming to Equatable with a custom == ignoring a closure, .equatable(), a parent re-render that skips the child body, and print in body to show which bodies ran.
import SwiftUI

struct PriceTag: View, Equatable {
    let price: Double
    let onTap: () -> Void

    static func == (lhs: PriceTag, rhs: PriceTag) -> Bool {
        lhs.price == rhs.price
    }

    var body: some View {
        let _ = print("PriceTag body \(price)")
        Button(String(format: "$%.2f", price), action: onTap)
    }
}

struct ShopView: View {
    @State private var price = 9.99
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Taps: \(taps)")
            PriceTag(price: price) { taps += 1 }
                .equatable()
            Button("Discount") { price = (price * 0.9 * 100).rounded() / 100 }
        }
    }
}

#Preview {
    ShopView()
}
