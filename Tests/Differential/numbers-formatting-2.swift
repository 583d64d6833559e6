// Numbers as a view model shows them: rounding rules, integer division and remainders of
// negatives, truncating conversions, clamping, percentages with String(format:), bit tricks.
import Foundation
let values = [2.5, 3.5, -2.5, 1.449, 1.451, -0.5]
print(values.map { $0.rounded() }, values.map { $0.rounded(.toNearestOrEven) })
print(values.map { $0.rounded(.down) }, values.map { $0.rounded(.towardZero) }, values.map { $0.rounded(.awayFromZero) })
print(-7 / 2, -7 % 2, 7 / -2, (-7).quotientAndRemainder(dividingBy: 2), 7.0.truncatingRemainder(dividingBy: 2.5))
print(Int(3.99), Int(-3.99), Int(exactly: 4.0) as Any, Int(exactly: 4.5) as Any, Int("42") as Any, Int(" 42") as Any)
print(Double("1e3")!, Double("abc") as Any, Double(Int.max) == 9.223372036854776e18, Float(0.1) == 0.1)
func clamp<T: Comparable>(_ v: T, _ r: ClosedRange<T>) -> T { min(max(v, r.lowerBound), r.upperBound) }
print(clamp(15, 0...10), clamp(-3.5, 0.0...1.0), clamp("m", "a"..."f"))
print(String(format: "%.1f%%", 0.4567 * 100), String(format: "%05.2f", 3.14159), String(format: "%+d", 5))
print(String(format: "%x %X %o", 255, 255, 8), String(format: "%e", 12345.678))
print(0b1011 & 0b0110, 0b1011 | 0b0110, 0b1011 ^ 0b0110, ~0, 1 << 10, -16 >> 2)
print(UInt8(200) &+ 100, Int8(-128) &- 1, Int.max &+ 1 == Int.min, (255 as UInt8).nonzeroBitCount)
print(12.0 / 0, -1.0 / 0, (0.0 / 0).isNaN, Double.infinity > 1e308, Double.ulpOfOne > 0)
print(1_000_000.0, 0.1 + 0.2, 1e16, 1e-5, 100.0, 123456789.0 * 10, Double.pi)
print(pow(2.0, 10.0), sqrt(2.0), abs(-3), abs(-3.5), (-3.5).magnitude, 17.isMultiple(of: 4))
print(Int.random(in: 5...5), (1...4).reduce(1, *), stride(from: 1.0, through: 2.0, by: 0.25).map { $0 })
let average = [3, 4, 4].reduce(0, +) / 3
let precise = Double([3, 4, 4].reduce(0, +)) / 3
print(average, precise, (precise * 100).rounded() / 100, String(format: "%.2f", precise))
print(Int.max, Int.min, UInt8.max, Int16.min, Double.greatestFiniteMagnitude > 1e300)
let byte: UInt8 = 250
var checksum: UInt8 = 0
for b in [byte, 10, 7] { checksum &+= b }
print(byte &+ 10, byte &* 2, ~byte, byte << 1, checksum, byte >> 4, byte &- 251)
var small: Int8 = 120
small &+= 10
let wide: Int16 = .max
print(small, wide &+ 1, UInt16(65_535) &+ 2)
