// Demonstrates: @ViewBuilder helper functions and computed properties split out of body, with private helpers.
import SwiftUI

struct OrderSummary: View {
    @State private var quantity = 1
    @State private var express = false

    var body: some View {
        VStack(alignment: .leading) {
            header
            row(title: "Quantity", value: "\(quantity)")
            row(title: "Shipping", value: express ? "Express" : "Standard")
            footer(total: total)
            controls
        }
    }

    // MARK: - Pieces

    private var header: some View {
        Text("Order").font(.title2)
    }

    @ViewBuilder
    private func row(title: String, value: String) -> some View {
        HStack {
            Text(title)
            Spacer()
            Text(value)
        }
    }

    @ViewBuilder
    private func footer(total: Int) -> some View {
        if total > 20 {
            Text("Total \(total) — free shipping")
        } else {
            Text("Total \(total)")
        }
    }

    @ViewBuilder
    private var controls: some View {
        Button("One more") { quantity += 1 }
        Toggle("Express", isOn: $express)
    }

    // MARK: - Helpers

    private var total: Int { quantity * 8 + (express ? 10 : 0) }
}

#Preview {
    OrderSummary()
}
