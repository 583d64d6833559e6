// Demonstrates: an enum with associated values and labels, switch with let bindings and where clauses, a computed description, if case, a Picker over a derived list, CustomStringConvertible.
import SwiftUI

enum PaymentMethod: Hashable, CustomStringConvertible {
    case card(last4: String, expiresYear: Int)
    case applePay
    case giftCard(balance: Double)
    case invoice(days: Int)

    var description: String {
        switch self {
        case .card(let last4, let year) where year < 2025:
            return "Expired card •••• \(last4)"
        case let .card(last4, _):
            return "Card •••• \(last4)"
        case .applePay:
            return "Apple Pay"
        case .giftCard(let balance):
            return "Gift card (\(String(format: "%.2f", balance)) left)"
        case .invoice(let days):
            return "Invoice, due in \(days) days"
        }
    }

    var isUsable: Bool {
        if case .card(_, let year) = self, year < 2025 { return false }
        if case .giftCard(let balance) = self { return balance > 0 }
        return true
    }
}

struct CheckoutView: View {
    let methods: [PaymentMethod] = [
        .card(last4: "4242", expiresYear: 2027),
        .card(last4: "1881", expiresYear: 2023),
        .applePay,
        .giftCard(balance: 12.5),
        .invoice(days: 30),
    ]
    @State private var selected: PaymentMethod = .applePay
    @State private var log: [String] = []

    var body: some View {
        Form {
            Picker("Pay with", selection: $selected) {
                ForEach(methods.filter(\.isUsable), id: \.self) { method in
                    Text(method.description).tag(method)
                }
            }
            Section("All methods") {
                ForEach(methods, id: \.self) { method in
                    Label(method.description, systemImage: method.isUsable ? "checkmark.circle" : "xmark.circle")
                }
            }
            Button("Pay") {
                log.append("Paid with \(selected)")
                print(log.last ?? "")
            }
            ForEach(log, id: \.self) { Text($0) }
        }
    }
}

#Preview {
    CheckoutView()
}
