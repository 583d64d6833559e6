import Foundation

// Numbers as a fitness or finance view model computes them.
let distances = [5.2, 3.75, 10.0, 0.5]
let total = distances.reduce(0, +)
print(total, total / Double(distances.count), (total / Double(distances.count)).rounded())
print(3.5.rounded(), 2.5.rounded(), (-2.5).rounded(), 2.5.rounded(.toNearestOrEven), 2.7.rounded(.down), (-2.7).rounded(.towardZero))
print(7.0.truncatingRemainder(dividingBy: 3), (-7) % 3, 7 / 2, -7 / 2, 7.0 / 2)
print(pow(2.0, 10.0), sqrt(2.0), abs(-4), abs(-4.5), max(3, 9, 4), min(2.5, 1.5))
print(Double.pi, Int.max, Int.min, UInt8.max, Int16.max)
print(17.quotientAndRemainder(dividingBy: 5), 12.isMultiple(of: 4), (-3).signum(), 0.1 + 0.2 == 0.3)
print(Int(3.99), Int(-3.99), Int((3.99).rounded()), Double(7) / 2, Int("42")! + 1)
let pace = 5.0 / 1.3
print(String(format: "%.2f", pace), (pace * 100).rounded() / 100, Int(pace * 60))
print(1_000_000, 0b1010, 0o17, 0xFF, 1e3, 2.5e-3)
print(Double.infinity, -Double.infinity, Double.nan.isNaN, (0.0 / 0.0).isNaN, 1.0 / 0)
print(10.0.squareRoot(), 2.0.squareRoot() * 2.0.squareRoot() == 2.0, (2.0.squareRoot() * 2.0.squareRoot() - 2).magnitude < 1e-9)
let minutes = 135
print("\(minutes / 60)h \(minutes % 60)m", String(minutes, radix: 2))
let bmi = 70.0 / (1.75 * 1.75)
print(bmi, (bmi * 10).rounded() / 10)
let progress = 0.4567
print(Int(progress * 100), "\(Int((progress * 100).rounded()))%")
var balance = Decimal(string: "100.10")!
balance += Decimal(string: "0.20")!
print(balance, Decimal(1) / Decimal(3), NSDecimalNumber(decimal: balance).doubleValue)
print(Int.random(in: 1...1) , (1...5).reduce(1, *), stride(from: 0.0, through: 1.0, by: 0.25).map { $0 })
print(log10(1000.0), log(M_E), exp(0.0), floor(-1.5), ceil(1.2), round(2.5))
print(sin(0.0), cos(0.0), atan2(1.0, 1.0) * 4)
let celsius = [-40.0, 0, 37, 100]
print(celsius.map { $0 * 9 / 5 + 32 })
print(Double(Int.max) > 9e18, Int8(exactly: 127.0) as Any, Int8(exactly: distances[0] * 100) as Any, UInt(exactly: -1) as Any)
print(Int(truncatingIfNeeded: 300) as Int, UInt8(truncatingIfNeeded: 300), Int.max &+ 1 == Int.min)
print(255.description, 3.0.description, (1.0 / 3).description.count, "\(1e16)", "\(123456789.0)", "\(0.0001)")
