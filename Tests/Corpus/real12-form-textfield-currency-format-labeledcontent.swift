// Demonstrates: an invoice form on format styles: `TextField("Rate", value: $rate, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))`, `TextField("Hours", value: $hours, format: .number.precision(.fractionLength(1)))`, `LabeledContent("Subtotal", value: subtotal, format: .currency(code: "USD"))`, `Text(tax, format: .percent)`, `Decimal` arithmetic with `NSDecimalNumber(decimal:).doubleValue`, `DatePicker(…, displayedComponents: .date)` and `Text(dueDate.formatted(date: .abbreviated, time: .omitted))`.
// Source: public app code (a freelancer's invoice calculator form, found through a search for LabeledContent value format currency TextField value format precision fractionLength); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct InvoiceForm: View {
    @State private var client = "Acme Corp"
    @State private var rate: Decimal = 85
    @State private var hours = 12.5
    @State private var tax = 0.2
    @State private var dueDate = Date(timeIntervalSince1970: 1_717_200_000)

    var subtotal: Decimal {
        rate * Decimal(hours)
    }

    var total: Double {
        NSDecimalNumber(decimal: subtotal).doubleValue * (1 + tax)
    }

    var body: some View {
        Form {
            Section("Client") {
                TextField("Client", text: $client)
                DatePicker("Due", selection: $dueDate, displayedComponents: .date)
                Text("Due \(dueDate.formatted(date: .abbreviated, time: .omitted))")
            }
            Section("Work") {
                TextField("Rate", value: $rate, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                TextField("Hours", value: $hours, format: .number.precision(.fractionLength(1)))
                Stepper("Tax \(Text(tax, format: .percent))", value: $tax, in: 0...0.5, step: 0.05)
            }
            Section("Totals") {
                LabeledContent("Subtotal", value: subtotal, format: .currency(code: "USD"))
                LabeledContent("Total") {
                    Text(total, format: .currency(code: "USD"))
                }
            }
            Button("Add an hour") {
                hours += 1
            }
        }
    }
}

#Preview {
    InvoiceForm()
}
