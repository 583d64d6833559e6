import Foundation

// A receipt and a scoreboard formatted the way view models format text for labels.
struct LineItem { let name: String; let quantity: Int; let price: Double }

let items = [
    LineItem(name: "Coffee", quantity: 2, price: 3.5),
    LineItem(name: "Bagel", quantity: 1, price: 2.25),
    LineItem(name: "Orange juice", quantity: 3, price: 4.0),
]
for item in items {
    print(String(format: "%@ x%2d %8.2f", item.name, item.quantity, Double(item.quantity) * item.price))
}
let total = items.reduce(0) { $0 + Double($1.quantity) * $1.price }
print(String(format: "Total: %.2f (%d items)", total, items.map(\.quantity).reduce(0, +)))
print(String(format: "%05d|%x|%X|%o|%e", 42, 255, 255, 8, 12345.678))
print(String(format: "%.0f%%", 0.756 * 100))
print(String(format: "%3$@ %1$@ %2$@", "a", "b", "c"))
print(String(format: "%+d %+d % d", 5, -5, 7))
print(String(format: "%.3g %g %g", 3.14159, 0.0001, 1e10))
print("Coffee".padding(toLength: 10, withPad: ".", startingAt: 0) + "|")
print("abc".padding(toLength: 2, withPad: "-", startingAt: 0))
print(String(repeating: "=", count: 12))
let seconds = 3725
print(String(format: "%02d:%02d:%02d", seconds / 3600, (seconds % 3600) / 60, seconds % 60))
let scores = ["Ana": 12, "Ben": 7, "Cy": 12, "Di": 3]
for (name, score) in scores.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
    print("\(name.padding(toLength: 5, withPad: " ", startingAt: 0))\(String(repeating: "*", count: score / 3))")
}
print(String(describing: 3.0), String(3.25), String(7), String(true), "\(1.0 / 3.0)")
print(String(12, radix: 2), String(255, radix: 16, uppercase: true), String(-9, radix: 8))
print(Double("3.5e2")!, Int("  12") as Any, Int("12") as Any, Double("abc") as Any)
