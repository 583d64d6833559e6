// Demonstrates: Decimal money arithmetic for invoice lines (quantity × unit price, tax rate), Decimal(string:), formatted(.currency(code:)), a Stepper per row bound through $lines, a total computed with reduce.
import SwiftUI

struct InvoiceLine: Identifiable {
    let id = UUID()
    var description: String
    var quantity: Int
    var unitPrice: Decimal

    var amount: Decimal { unitPrice * Decimal(quantity) }
}

struct InvoiceView: View {
    @State private var lines = [
        InvoiceLine(description: "Consulting hour", quantity: 3, unitPrice: Decimal(string: "120.50")!),
        InvoiceLine(description: "Travel", quantity: 1, unitPrice: 45),
    ]
    private let taxRate: Decimal = 0.2

    private var subtotal: Decimal { lines.reduce(0) { $0 + $1.amount } }
    private var tax: Decimal { subtotal * taxRate }

    var body: some View {
        List {
            ForEach($lines) { $line in
                VStack(alignment: .leading) {
                    Text(line.description)
                    Stepper("Qty \(line.quantity)", value: $line.quantity, in: 0...10)
                    Text(line.amount, format: .currency(code: "EUR"))
                }
            }
            Section {
                LabeledContent("Subtotal", value: subtotal.formatted(.currency(code: "EUR")))
                LabeledContent("Tax", value: tax.formatted(.currency(code: "EUR")))
                LabeledContent("Total", value: (subtotal + tax).formatted(.currency(code: "EUR")))
            }
            Button("Print total") {
                print("total \(subtotal + tax)")
            }
        }
    }
}

#Preview {
    InvoiceView()
}
