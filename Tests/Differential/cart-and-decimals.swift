import Foundation
// A shopping cart's arithmetic as commerce apps write it, with Decimal money.
struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Decimal
}
struct CartLine: Identifiable {
    var id: Int { product.id }
    let product: Product
    var quantity: Int
    var total: Decimal { product.price * Decimal(quantity) }
}
enum Discount {
    case percent(Decimal)
    case amount(Decimal)
    case none
    func apply(to value: Decimal) -> Decimal {
        switch self {
        case .percent(let p): return value - value * p / 100
        case .amount(let a): return max(value - a, 0)
        case .none: return value
        }
    }
}
final class Cart {
    private(set) var lines: [CartLine] = []
    var discount: Discount = .none
    func add(_ product: Product, quantity: Int = 1) {
        if let index = lines.firstIndex(where: { $0.product == product }) {
            lines[index].quantity += quantity
        } else {
            lines.append(CartLine(product: product, quantity: quantity))
        }
    }
    func remove(_ product: Product) { lines.removeAll { $0.product == product } }
    var subtotal: Decimal { lines.reduce(0) { $0 + $1.total } }
    var total: Decimal { discount.apply(to: subtotal) }
    var itemCount: Int { lines.map(\.quantity).reduce(0, +) }
}
let apple = Product(id: 1, name: "Apple", price: Decimal(string: "0.35")!)
let bread = Product(id: 2, name: "Bread", price: Decimal(string: "2.49")!)
let cheese = Product(id: 3, name: "Cheese", price: 7)
let cart = Cart()
cart.add(apple, quantity: 6)
cart.add(bread)
cart.add(apple, quantity: 4)
cart.add(cheese)
print(cart.lines.map { "\($0.product.name) x\($0.quantity) = \($0.total)" })
print(cart.subtotal, cart.itemCount)
cart.discount = .percent(10)
print(cart.total)
cart.discount = .amount(20)
print(cart.total)
cart.remove(cheese)
cart.discount = .none
print(cart.subtotal, cart.lines.count)
let a = Decimal(string: "0.1")!, b = Decimal(string: "0.2")!
print(a + b, a + b == Decimal(string: "0.3")!, 0.1 + 0.2 == 0.3)
print(Decimal(10) / Decimal(4), Decimal(1) / Decimal(3) * 3 == 1, (Decimal(5) - Decimal(string: "5.25")!))
print(Decimal(string: "1e3")!, Decimal(string: "abc") == nil, Decimal(7).isZero, Decimal.zero < Decimal(1))
let prices: [Decimal] = [3, Decimal(string: "1.5")!, 10]
print(prices.sorted(), prices.max()!, prices.reduce(0, +) / Decimal(prices.count))
print(Set(cart.lines.map(\.product)).count, cart.lines.map(\.id))
