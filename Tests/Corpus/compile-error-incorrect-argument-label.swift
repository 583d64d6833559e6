// Demonstrates: a compile error pasted by mistake — a helper called with the wrong argument label; swiftc names both labels.
// expected-error: 17:30: incorrect argument label in call (have 'amount:', expected 'cents:')
import SwiftUI

enum Money {
    static func format(cents: Int) -> String {
        String(format: "$%d.%02d", cents / 100, cents % 100)
    }
}

struct PriceTag: View {
    let cents: Int

    var body: some View {
        HStack {
            Text("Price")
            Text(Money.format(amount: cents))
                .bold()
        }
    }
}

#Preview {
    PriceTag(cents: 1999)
}
