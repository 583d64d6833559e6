// Demonstrates: a checkout flow driven by `enum CheckoutStep` with associated values (`.shipping(address: Address?)`, `.payment(method: PaymentMethod)`, `.review(Order)`, `.done(confirmation: String)`), `if case .payment = step` tests, `switch` with `case let .review(order) where order.total > 100`, a nested `enum PaymentMethod: CustomStringConvertible` with `.card(last4:)` and `.applePay`, `mutating func advance()` on the enum, `guard case let`.
// Source: AI assistant (an assistant's answer to "model a multi-step checkout in SwiftUI with an enum"); written for Vivarium in that style, not copied.
// First paste: failed at load: enum-associated-values-payment-flow-view-switch.swift:45:9: error: switch must be exhaustive
import SwiftUI

struct Address: Equatable {
    var street: String
    var city: String
}

enum PaymentMethod: Equatable, CustomStringConvertible {
    case card(last4: String)
    case applePay

    var description: String {
        switch self {
        case .card(let last4): return "Card •••• \(last4)"
        case .applePay: return "Apple Pay"
        }
    }
}

struct Order: Equatable {
    var address: Address
    var method: PaymentMethod
    var total: Double
}

enum CheckoutStep: Equatable {
    case shipping(address: Address?)
    case payment(method: PaymentMethod)
    case review(Order)
    case done(confirmation: String)

    var title: String {
        switch self {
        case .shipping: return "Shipping"
        case .payment: return "Payment"
        case .review: return "Review"
        case .done: return "Done"
        }
    }

    mutating func advance(total: Double) {
        switch self {
        case .shipping(let address?):
            _ = address
            self = .payment(method: .applePay)
        case .shipping(nil):
            self = .shipping(address: Address(street: "1 Infinite Loop", city: "Cupertino"))
        case .payment(let method):
            self = .review(Order(address: Address(street: "1 Infinite Loop", city: "Cupertino"), method: method, total: total))
        case .review(let order):
            self = .done(confirmation: "CONF-\(Int(order.total * 100))")
        case .done:
            break
        }
    }
}

struct CheckoutView: View {
    @State private var step: CheckoutStep = .shipping(address: nil)
    @State private var total = 42.5

    var body: some View {
        VStack(spacing: 12) {
            Text(step.title).font(.title)
            content
            if case .payment = step {
                Button("Use card") { step = .payment(method: .card(last4: "4242")) }
            }
            if step != .done(confirmation: "") {
                Button("Continue") {
                    step.advance(total: total)
                    print("now at \(step.title)")
                }
            }
            Button("Big order") { total = 250 }
        }
    }

    @ViewBuilder
    private var content: some View {
        switch step {
        case .shipping(address: .none):
            Text("Enter an address")
        case .shipping(address: .some(let address)):
            Text("Ship to \(address.street), \(address.city)")
        case .payment(let method):
            Text("Pay with \(method)")
        case let .review(order) where order.total > 100:
            Text("Review big order: \(order.total, format: .currency(code: "EUR")) via \(order.method)")
        case let .review(order):
            Text("Review: \(order.total, format: .currency(code: "EUR")) via \(order.method.description)")
        case .done(let confirmation):
            Text("Thanks! \(confirmation)")
                .onAppear { confirm() }
        }
    }

    private func confirm() {
        guard case let .done(confirmation) = step else { return }
        print("confirmed \(confirmation)")
    }
}

#Preview {
    CheckoutView()
}
