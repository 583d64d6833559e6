// Demonstrates: defensive decoding in an app's models: an `enum OrderStatus: String, Decodable` with an `unknown` case and `init(from decoder:)` over `singleValueContainer()` falling back with `Self(rawValue:) ?? .unknown`, a `LossyArray<Element: Decodable>: Decodable` wrapper skipping elements that fail through a private `AnyDecodableValue` in an `unkeyedContainer` loop, a `Price` decoded from either a number or a string, a `@propertyWrapper struct DefaultFalse: Decodable`, and a list grouped by status.
// Source: public app code (a shop app's networking models with lossy arrays and a default-value wrapper, found through a search for singleValueContainer unknown case); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum OrderStatus: String, Decodable {
    case pending, shipped, delivered, unknown

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        self = OrderStatus(rawValue: raw) ?? .unknown
    }
}

struct Price: Decodable {
    let amount: Double

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            amount = number
        } else {
            let text = try container.decode(String.self)
            amount = Double(text) ?? 0
        }
    }
}

@propertyWrapper
struct DefaultFalse: Decodable {
    var wrappedValue = false

    init() {}

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = try container.decode(Bool.self)
    }
}

extension KeyedDecodingContainer {
    func decode(_ type: DefaultFalse.Type, forKey key: Key) throws -> DefaultFalse {
        try decodeIfPresent(type, forKey: key) ?? DefaultFalse()
    }
}

struct LossyArray<Element: Decodable>: Decodable {
    var elements: [Element]

    private struct AnyDecodableValue: Decodable {}

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                _ = try? container.decode(AnyDecodableValue.self)
            }
        }
        self.elements = elements
    }
}

struct Order: Decodable, Identifiable {
    let id: Int
    let item: String
    let status: OrderStatus
    let price: Price
    @DefaultFalse var isGift: Bool
}

struct OrdersResponse: Decodable {
    let orders: LossyArray<Order>
}

let ordersJSON = """
{"orders": [
  {"id": 1, "item": "Keyboard", "status": "shipped", "price": 49.9, "isGift": true},
  {"id": 2, "item": "Mouse", "status": "lost_in_space", "price": "19.5"},
  {"id": "three", "item": "Broken"},
  {"id": 4, "item": "Monitor", "status": "pending", "price": 199}
]}
"""

struct OrdersView: View {
    @State private var orders: [Order] = []

    var body: some View {
        List {
            ForEach([OrderStatus.pending, .shipped, .delivered, .unknown], id: \.self) { status in
                let matching = orders.filter { $0.status == status }
                if !matching.isEmpty {
                    Section(status.rawValue.capitalized) {
                        ForEach(matching) { order in
                            HStack {
                                Text(order.item)
                                if order.isGift { Image(systemName: "gift") }
                                Spacer()
                                Text(order.price.amount, format: .currency(code: "USD"))
                            }
                        }
                    }
                }
            }
        }
        .task {
            let response = try? JSONDecoder().decode(OrdersResponse.self, from: Data(ordersJSON.utf8))
            orders = response?.orders.elements ?? []
        }
    }
}

#Preview {
    OrdersView()
}
