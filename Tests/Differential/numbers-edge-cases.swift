import Foundation
// Numbers as progress bars, timers and totals handle them.
print(7 / 2, -7 / 2, 7 % 3, -7 % 3, 7.0 / 2)
print(17.quotientAndRemainder(dividingBy: 5))
print(Int(3.99), Int(-3.99), Int((2.5).rounded()), Int((3.5).rounded()))
print((2.5).rounded(.toNearestOrEven), (2.5).rounded(.down), (-2.5).rounded(.awayFromZero))
print(Int(exactly: 2.0) as Any, Int(exactly: 2.5) as Any)
print(Int.max &+ 1 == Int.min, UInt8.max, Int8.min)
print(12.isMultiple(of: 4), 0.isMultiple(of: 3))
let notANumber = Double.nan
print(notANumber == notANumber, Double.infinity > 1e308, (0.0 / 0.0).isNaN)
print(1e3, 1.5e-4, 100000000.0, 1e16, 0.1 + 0.2)
print(Double(1) / 3, 2.0 / 3 * 3)
print(min(3, 1, 2), max(1.5, 2), abs(-4), abs(-2.5))
print((0.75 * 100).rounded() / 100, String(format: "%.1f%%", 0.756 * 100))
let progress = 0.37
print("\(Int(progress * 100))%")
let seconds = 3725
print(String(format: "%02d:%02d:%02d", seconds / 3600, seconds % 3600 / 60, seconds % 60))
print(Double("3.14") as Any, Int("42") as Any, Int(" 42") as Any, Double("abc") as Any)
print(Int("ff", radix: 16) as Any, String(255, radix: 2), String(255, radix: 16, uppercase: true))
print(Array(stride(from: 0, to: 1, by: 0.25)))
print(Array(stride(from: 10, through: 0, by: -5)))
print((1...5).reduce(1, *), (1...100).reduce(0, +))
print(Double.pi.rounded(.down), (Double.pi * 100).rounded() / 100)
print(sqrt(2.0) * sqrt(2.0) == 2.0)
print(Int.random(in: 5...5), (1...3).contains(2))
print(Int(Double(Int.max) / 2) > 0)
print(1_000_000, 0b1010, 0o17, 0xFF)
let ratio = CGFloat(3) / 4
print(ratio, ratio * 2)
print(Double(7).squareRoot(), 10.0.truncatingRemainder(dividingBy: 3))
print((-8).signum(), 8.signum())
print(Int.max, Int.min)
print(clamp(15, to: 0...10), clamp(-3, to: 0...10))
func clamp(_ v: Int, to range: ClosedRange<Int>) -> Int { min(max(v, range.lowerBound), range.upperBound) }
