// Demonstrates: the `sheet(item:onDismiss:content:)` documentation shape: an `Identifiable` `InventoryItem?` in `@State`, a button per row setting it, the sheet built from the unwrapped item with its own `dismiss` action, and `onDismiss` running after the sheet goes away (counting dismissals), plus `presentationDetents([.medium, .large])`.
// Source: Apple documentation snippet (the sheet(item:onDismiss:content:) API page's inventory-item example, found through a search for sheet item onDismiss InventoryItem documentation); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct InventoryItem: Identifiable {
    var id: String
    let partNumber: String
    let quantity: Int
    let name: String
}

struct InventoryList: View {
    @State private var sheetDetail: InventoryItem?
    @State private var dismissCount = 0

    private let items = [
        InventoryItem(id: "0123456789", partNumber: "Z-1234A", quantity: 100, name: "Widget"),
        InventoryItem(id: "1234567890", partNumber: "Y-9876B", quantity: 7, name: "Sprocket"),
    ]

    var body: some View {
        VStack(spacing: 12) {
            ForEach(items) { item in
                Button("Show \(item.name)") {
                    sheetDetail = item
                }
            }
            Text("Dismissed \(dismissCount) times")
        }
        .sheet(item: $sheetDetail, onDismiss: didDismiss) { detail in
            ItemDetailSheet(detail: detail)
                .presentationDetents([.medium, .large])
        }
    }

    func didDismiss() {
        dismissCount += 1
        print("sheet dismissed, item is \(sheetDetail?.name ?? "nil")")
    }
}

struct ItemDetailSheet: View {
    let detail: InventoryItem
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Part Number: \(detail.partNumber)")
            Text("Name: \(detail.name)")
            Text("Quantity On-Hand: \(detail.quantity)")
            Button("Dismiss") {
                dismiss()
            }
        }
        .onAppear { print("detail for \(detail.name) appeared") }
    }
}

#Preview {
    InventoryList()
}
