// Demonstrates: catching each `DecodingError` case with its associated values — the missing key, the expected type, the `Context`'s `codingPath` (`stringValue`/`intValue`) and `debugDescription` — to show a readable message per sample payload, and throwing `dataCorruptedError(forKey:in:debugDescription:)` from a custom `init(from:)`.
import SwiftUI

struct Order: Decodable {
    let id: Int
    let items: [Item]
    let status: Status

    struct Item: Decodable {
        let sku: String
        let quantity: Int
    }

    enum Status: String, Decodable {
        case pending, shipped
    }
}

struct Coupon: Decodable {
    let code: String
    let percent: Int

    enum CodingKeys: String, CodingKey { case code, percent }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(String.self, forKey: .code)
        percent = try container.decode(Int.self, forKey: .percent)
        guard (1...100).contains(percent) else {
            throw DecodingError.dataCorruptedError(forKey: .percent, in: container,
                                                   debugDescription: "Percent must be 1...100, got \(percent)")
        }
    }
}

func explain(_ error: Error) -> String {
    guard let decodingError = error as? DecodingError else { return error.localizedDescription }
    func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }.joined(separator: "/")
    }
    switch decodingError {
    case .keyNotFound(let key, let context):
        return "Missing '\(key.stringValue)' at \(path(context))"
    case .typeMismatch(let type, let context):
        return "Wrong type at \(path(context)): expected \(type)"
    case .valueNotFound(let type, let context):
        return "Null \(type) at \(path(context))"
    case .dataCorrupted(let context):
        return "Corrupted at \(path(context)): \(context.debugDescription)"
    @unknown default:
        return "Unknown decoding error"
    }
}

struct DecodingInspectorView: View {
    private let samples: [(title: String, json: String)] = [
        ("Valid", #"{"id": 7, "items": [{"sku": "A1", "quantity": 2}], "status": "shipped"}"#),
        ("Missing key", #"{"id": 7, "items": [{"sku": "A1"}], "status": "pending"}"#),
        ("Wrong type", #"{"id": "seven", "items": [], "status": "pending"}"#),
        ("Null value", #"{"id": 7, "items": [{"sku": null, "quantity": 1}], "status": "pending"}"#),
        ("Bad enum", #"{"id": 7, "items": [], "status": "lost"}"#),
    ]
    @State private var messages: [String: String] = [:]
    @State private var couponMessage = "No coupon yet"

    var body: some View {
        List {
            ForEach(samples, id: \.title) { sample in
                Button(sample.title) { decode(sample) }
                if let message = messages[sample.title] {
                    Text(message).font(.caption).foregroundStyle(.secondary)
                }
            }
            Section("Coupon") {
                Text(couponMessage)
                Button("Apply bad coupon") {
                    do {
                        let coupon = try JSONDecoder().decode(Coupon.self, from: Data(#"{"code": "SAVE", "percent": 250}"#.utf8))
                        couponMessage = "Applied \(coupon.code)"
                    } catch {
                        couponMessage = explain(error)
                        print(error)
                    }
                }
            }
        }
    }

    private func decode(_ sample: (title: String, json: String)) {
        do {
            let order = try JSONDecoder().decode(Order.self, from: Data(sample.json.utf8))
            messages[sample.title] = "Order \(order.id): \(order.items.count) item(s), \(order.status.rawValue)"
        } catch {
            messages[sample.title] = explain(error)
        }
        print(sample.title, "->", messages[sample.title] ?? "")
    }
}

#Preview {
    DecodingInspectorView()
}
