// Demonstrates: format styles — \(x, format: .percent), Text(value, format: .currency(code:)), .number.precision.
import SwiftUI

struct PriceTag: View {
    @State private var price = 9.99
    @State private var discount = 0.1

    var body: some View {
        VStack {
            Text(price, format: .currency(code: "USD"))
            Text("Discount \(discount, format: .percent)")
            Text("Final \(price * (1 - discount), format: .number.precision(.fractionLength(2)))")
            Text("Count \(42.formatted())")
            Button("Bigger discount") { discount = min(0.9, discount + 0.1) }
            Button("Raise price") { price += 5 }
        }
    }
}

#Preview {
    PriceTag()
}
