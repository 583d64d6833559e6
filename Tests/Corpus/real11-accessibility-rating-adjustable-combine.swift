// Demonstrates: accessibility work on a custom control: a star `RatingView` with `@Binding var rating: Int`, `.accessibilityElement(children: .ignore)`, `.accessibilityLabel("Rating")`, `.accessibilityValue(rating == 1 ? "1 star" : "\(rating) stars")`, `.accessibilityAdjustableAction { direction in switch direction { case .increment: …; case .decrement: …; default: break } }`; a product row with `.accessibilityElement(children: .combine)`, `.accessibilityAddTraits(.isButton)`, `.accessibilityHint`, `.accessibilityHidden(true)` on a decorative image, `.accessibilityAction(named: "Add to cart")`, `.accessibilityInputLabels` and `@Environment(\.accessibilityReduceMotion)`.
// Source: public app code (an accessibility-minded shop app's rating control and row, after the "SwiftUI accessibility" lessons; found through a search for accessibilityAdjustableAction); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct RatingView: View {
    @Binding var rating: Int
    var maximumRating = 5

    var body: some View {
        HStack {
            ForEach(1..<maximumRating + 1, id: \.self) { number in
                Image(systemName: number > rating ? "star" : "star.fill")
                    .foregroundColor(number > rating ? .gray : .yellow)
                    .onTapGesture {
                        rating = number
                    }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue(rating == 1 ? "1 star" : "\(rating) stars")
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment:
                if rating < maximumRating { rating += 1 }
            case .decrement:
                if rating > 1 { rating -= 1 }
            default:
                break
            }
        }
    }
}

struct ProductRow: View {
    let name: String
    let price: Double
    @Binding var cart: [String]
    @Environment(\.accessibilityReduceMotion) var reduceMotion

    var body: some View {
        HStack {
            Image(systemName: "bag")
                .accessibilityHidden(true)
            VStack(alignment: .leading) {
                Text(name)
                Text(price, format: .currency(code: "EUR"))
                    .font(.caption)
            }
            Spacer()
            Button {
                withAnimation(reduceMotion ? nil : .spring()) {
                    cart.append(name)
                }
            } label: {
                Image(systemName: "cart.badge.plus")
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
        .accessibilityHint("Adds the product to your cart")
        .accessibilityAction(named: "Add to cart") {
            cart.append(name)
        }
        .accessibilityInputLabels(["Add \(name)", name])
    }
}

struct ProductView: View {
    @State private var rating = 3
    @State private var cart: [String] = []

    var body: some View {
        List {
            RatingView(rating: $rating)
            ProductRow(name: "Espresso beans", price: 12.5, cart: $cart)
            Text("Cart: \(cart.count) item\(cart.count == 1 ? "" : "s"), rated \(rating)")
        }
    }
}

#Preview {
    ProductView()
}
