// A store's model layer: enums with raw and associated values, a protocol with an extension,
// grouping, sorting by tuples, reduce(into:), existential arrays, String(format:).
import Foundation

enum Category: String, CaseIterable, Comparable {
    case produce, dairy, bakery, pantry
    static func < (lhs: Category, rhs: Category) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

struct Product: Identifiable, Hashable {
    let id: Int
    var name: String
    var category: Category
    var price: Double
    var stock: Int

    var isLowStock: Bool { stock < 5 }
    var formattedPrice: String { String(format: "$%.2f", price) }
}

enum OrderStatus: Equatable {
    case pending
    case shipped(tracking: String)
    case delivered(daysLate: Int)
    case cancelled(reason: String?)

    var label: String {
        switch self {
        case .pending: return "Pending"
        case .shipped(let tracking): return "Shipped (\(tracking))"
        case .delivered(let late) where late > 0: return "Delivered \(late) day\(late == 1 ? "" : "s") late"
        case .delivered: return "Delivered on time"
        case .cancelled(let reason?): return "Cancelled: \(reason)"
        case .cancelled(nil): return "Cancelled"
        }
    }
}

struct LineItem {
    let product: Product
    var quantity: Int
    var subtotal: Double { product.price * Double(quantity) }
}

struct Order {
    let number: Int
    var items: [LineItem]
    var status: OrderStatus = .pending
    var total: Double { items.reduce(0) { $0 + $1.subtotal } }
    var itemCount: Int { items.map(\.quantity).reduce(0, +) }
}

protocol Discount {
    var name: String { get }
    func apply(to amount: Double) -> Double
}

extension Discount {
    func describe(for amount: Double) -> String {
        let after = apply(to: amount)
        return "\(name): \(String(format: "%.2f", amount)) -> \(String(format: "%.2f", after))"
    }
}

struct PercentOff: Discount {
    let percent: Double
    var name: String { "\(Int(percent))% off" }
    func apply(to amount: Double) -> Double { amount * (1 - percent / 100) }
}

struct FlatOff: Discount {
    let amount: Double
    var name: String { "flat \(amount)" }
    func apply(to value: Double) -> Double { max(0, value - amount) }
}

var catalog = [
    Product(id: 1, name: "Apples", category: .produce, price: 3.49, stock: 12),
    Product(id: 2, name: "Milk", category: .dairy, price: 1.99, stock: 3),
    Product(id: 3, name: "Bread", category: .bakery, price: 2.5, stock: 7),
    Product(id: 4, name: "Rice", category: .pantry, price: 4.25, stock: 0),
    Product(id: 5, name: "Yogurt", category: .dairy, price: 0.99, stock: 20),
    Product(id: 6, name: "Bagels", category: .bakery, price: 5.0, stock: 4),
]

let grouped = Dictionary(grouping: catalog, by: \.category)
for category in grouped.keys.sorted() {
    let names = grouped[category, default: []].map(\.name).sorted().joined(separator: ", ")
    print("\(category.rawValue.capitalized): \(names)")
}

let low = catalog.filter(\.isLowStock).sorted { ($0.stock, $0.name) < ($1.stock, $1.name) }
print("Low stock:", low.map { "\($0.name)(\($0.stock))" })

if let index = catalog.firstIndex(where: { $0.name == "Rice" }) {
    catalog[index].stock += 10
    catalog[index].price *= 1.1
    print(catalog[index].name, catalog[index].stock, catalog[index].formattedPrice)
}

var order = Order(number: 1001, items: [
    LineItem(product: catalog[0], quantity: 3),
    LineItem(product: catalog[2], quantity: 1),
    LineItem(product: catalog[4], quantity: 6),
])
order.items[1].quantity += 2
print("Order \(order.number): \(order.itemCount) items, total \(String(format: "%.2f", order.total))")

let discounts: [any Discount] = [PercentOff(percent: 15), FlatOff(amount: 5), FlatOff(amount: 100)]
for discount in discounts { print(discount.describe(for: order.total)) }
let best = discounts.min { $0.apply(to: order.total) < $1.apply(to: order.total) }!
print("Best:", best.name)

let statuses: [OrderStatus] = [.pending, .shipped(tracking: "1Z999"), .delivered(daysLate: 0), .delivered(daysLate: 1), .delivered(daysLate: 3), .cancelled(reason: "out of stock"), .cancelled(reason: nil)]
for status in statuses { print(status.label) }
print(statuses.filter { if case .delivered = $0 { return true } else { return false } }.count)
print(OrderStatus.shipped(tracking: "A") == .shipped(tracking: "A"), OrderStatus.pending == .cancelled(reason: nil))

let revenueByCategory = catalog.reduce(into: [Category: Double]()) { totals, product in
    totals[product.category, default: 0] += product.price * Double(product.stock)
}
for (category, revenue) in revenueByCategory.sorted(by: { $0.key < $1.key }) {
    print(category, String(format: "%.2f", revenue))
}
let uniqueCategories = Set(catalog.map(\.category))
print(uniqueCategories.count, Category.allCases.map(\.rawValue))
let priciest = catalog.max(by: { $0.price < $1.price })
print(priciest?.name ?? "none", catalog.contains { $0.stock == 0 }, catalog.allSatisfy { $0.price > 0 })
for (offset, product) in catalog.prefix(3).enumerated() { print(offset + 1, product.name) }
let pairs = zip(catalog.map(\.name), catalog.map(\.stock)).filter { $0.1 > 5 }
print(pairs.map { "\($0.0)=\($0.1)" }.joined(separator: "; "))
