// Demonstrates: text formatting in a receipt — String(format:) with %d, %.2f, %@ and padding, Text with format: .currency, interpolation with specifier:, and number formatting styles.
import SwiftUI

struct LineItem: Identifiable {
    let id: Int
    let name: String
    let quantity: Int
    let unitPrice: Double

    var total: Double { Double(quantity) * unitPrice }
}

struct ReceiptView: View {
    @State private var items = [
        LineItem(id: 1, name: "Coffee", quantity: 2, unitPrice: 3.5),
        LineItem(id: 2, name: "Bagel", quantity: 1, unitPrice: 2.25),
    ]
    @State private var tipRate = 0.15

    private var subtotal: Double { items.map(\.total).reduce(0, +) }

    var body: some View {
        List {
            ForEach(items) { item in
                HStack {
                    Text(String(format: "%dx %@", item.quantity, item.name))
                    Spacer()
                    Text(String(format: "%.2f", item.total))
                }
            }
            Text("Subtotal: \(subtotal, specifier: "%.2f")")
            Text("Tip \(Int(tipRate * 100))%: \(subtotal * tipRate, format: .currency(code: "EUR"))")
            Text(subtotal * (1 + tipRate), format: .currency(code: "EUR"))
            Text("Items: \(items.count.formatted(.number))  Avg: \((subtotal / Double(items.count)).formatted(.number.precision(.fractionLength(2))))")
            Text(String(format: "%05.1f|%-6d|%x", 7.25, 42, 255))
            Button("Add muffin") {
                items.append(LineItem(id: items.count + 1, name: "Muffin", quantity: 3, unitPrice: 1.99))
                print(String(format: "new subtotal %.2f", subtotal))
            }
            Button("Tip 20%") { tipRate = 0.2 }
        }
    }
}

#Preview {
    ReceiptView()
}
