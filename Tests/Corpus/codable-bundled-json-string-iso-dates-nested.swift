// Demonstrates: decoding a JSON string literal embedded in the file (`Data(json.utf8)`) with `JSONDecoder` set to `.iso8601` dates and `.convertFromSnakeCase` keys, nested arrays of structs, an optional field, an enum `Status: String, Codable` with an unknown case handled by a custom `init(from:)`, `try?` vs `do/catch` with `DecodingError` cases printed, `sorted(by:)` on dates, `formatted(date: .abbreviated, time: .omitted)`.
// Source: Q&A answer (the common answer to "how to decode JSON with dates and snake_case keys in Swift", pasted into a SwiftUI list); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

let ordersJSON = """
[
  {"order_id": 17, "customer_name": "Ana", "placed_at": "2024-03-05T09:30:00Z", "status": "shipped",
   "line_items": [{"sku": "A1", "unit_price": 4.5, "quantity": 2}, {"sku": "B7", "unit_price": 10.0, "quantity": 1}]},
  {"order_id": 18, "customer_name": "Ben", "placed_at": "2024-03-01T17:05:00Z", "status": "on_hold",
   "line_items": [], "note": "call first"},
  {"order_id": 19, "customer_name": "Cleo", "placed_at": "2024-03-09T12:00:00Z", "status": "pending",
   "line_items": [{"sku": "C3", "unit_price": 2.25, "quantity": 4}]}
]
"""

enum Status: String, Codable {
    case pending, shipped, unknown

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        self = Status(rawValue: raw) ?? .unknown
    }
}

struct LineItem: Codable, Hashable {
    let sku: String
    let unitPrice: Double
    let quantity: Int

    var total: Double { unitPrice * Double(quantity) }
}

struct Order: Codable, Identifiable {
    let orderId: Int
    let customerName: String
    let placedAt: Date
    let status: Status
    let lineItems: [LineItem]
    let note: String?

    var id: Int { orderId }
    var total: Double { lineItems.reduce(0) { $0 + $1.total } }
}

func loadOrders() -> [Order] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
        return try decoder.decode([Order].self, from: Data(ordersJSON.utf8))
    } catch let DecodingError.keyNotFound(key, context) {
        print("missing key \(key.stringValue): \(context.debugDescription)")
    } catch {
        print("decode failed: \(error)")
    }
    return []
}

struct OrdersView: View {
    @State private var orders: [Order] = []
    @State private var newestFirst = true

    var sortedOrders: [Order] {
        orders.sorted { newestFirst ? $0.placedAt > $1.placedAt : $0.placedAt < $1.placedAt }
    }

    var body: some View {
        NavigationStack {
            List(sortedOrders) { order in
                VStack(alignment: .leading) {
                    HStack {
                        Text("#\(order.orderId) \(order.customerName)")
                            .font(.headline)
                        Spacer()
                        Text(order.total, format: .currency(code: "USD"))
                    }
                    Text(order.placedAt.formatted(date: .abbreviated, time: .omitted))
                    Text("\(order.status.rawValue) · \(order.lineItems.count) items")
                        .font(.caption)
                    if let note = order.note {
                        Text(note).italic()
                    }
                }
            }
            .navigationTitle("Orders")
            .toolbar {
                Button(newestFirst ? "Oldest first" : "Newest first") {
                    newestFirst.toggle()
                }
            }
            .onAppear {
                orders = loadOrders()
                print("decoded \(orders.count) orders, total \(orders.map(\.total).reduce(0, +))")
                let bad = try? JSONDecoder().decode(Order.self, from: Data("{}".utf8))
                print("bad is nil: \(bad == nil)")
            }
        }
    }
}

#Preview {
    OrdersView()
}
