// Integer and floating-point behaviour a model's arithmetic depends on: overflow operators and
// reporting, bit operations and counts, conversions (exactly, truncating, clamping), division
// and remainders of negatives, rounding rules, strides of doubles, how Doubles print.
import Foundation

print(Int.max &+ 1, Int.min &- 1, Int.max &* 2, 5 &- 7, Int.max &+ Int.max)
print(Int.max.addingReportingOverflow(1), Int.min.subtractingReportingOverflow(1), (1 << 40).multipliedReportingOverflow(by: 1 << 30), 7.dividedReportingOverflow(by: 2))
print(0b1011.nonzeroBitCount, 1.leadingZeroBitCount, 40.trailingZeroBitCount, (-1).nonzeroBitCount, 0x00F0.leadingZeroBitCount, Int.max.leadingZeroBitCount)
print(0xF0 >> 4, 1 << 10, -16 >> 2, -1 >> 63, 1 << 63, ~0b1010, 0b1100 & 0b1010, 0b1100 | 0b1010, 0b1100 ^ 0b1010, 1 << 64, 8 >> -1)
print(Int8(truncatingIfNeeded: 300), UInt8(truncatingIfNeeded: -1), Int16(clamping: 70000), UInt8(clamping: -5), UInt8(ascii: "A"), Int32(truncatingIfNeeded: 1 << 40 + 5), UInt16(truncatingIfNeeded: -2))
let qty = 1.0
print(Int(exactly: 3.0) as Any, Int(exactly: 3.5) as Any, Int8(exactly: 200) as Any, UInt8(exactly: 255) as Any, Int16(exactly: 3.0) as Any, Double(exactly: 9007199254740993) as Any, Int(exactly: 1e30 * Double(qty)) as Any)
print(-7 / 2, -7 % 2, 7 / -2, 7 % -2, (-7).quotientAndRemainder(dividingBy: 2), 7.isMultiple(of: 7), 0.isMultiple(of: 3), (-9).signum(), abs(Int8(-100)), (-5).magnitude)
print((-7.5).truncatingRemainder(dividingBy: 2), (-7.5).remainder(dividingBy: 2), 7.5.remainder(dividingBy: 2), fmod(-7.5, 2), (5.5).truncatingRemainder(dividingBy: 1.5))
let halves = [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5]
print(halves.map { $0.rounded() }, halves.map { $0.rounded(.toNearestOrEven) }, halves.map { $0.rounded(.towardZero) })
print(halves.map { $0.rounded(.awayFromZero) }, halves.map { $0.rounded(.down) }, halves.map { $0.rounded(.up) }, halves.map { Int($0) })
print((2.345 * 100).rounded() / 100, (1.005 * 100).rounded() / 100, round(-0.4), lround(2.5), Int(2.5.rounded()), 3.7.rounded(.towardZero))
var accumulate = 0.0
for _ in 0..<10 { accumulate += 0.1 }
print(accumulate, accumulate == 1.0, abs(accumulate - 1.0) < .ulpOfOne * 4, 0.1 + 0.2 == 0.3, 1.0 / 3.0, 2.0 / 3.0)
print(Array(stride(from: 0.0, to: 1.0, by: 0.25)), Array(stride(from: 1.0, through: 0.0, by: -0.5)), Array(stride(from: 10, to: 0, by: -3)), Array(stride(from: 0, through: 9, by: 3)))
print(Array(stride(from: 0.0, through: 0.3, by: 0.1)), stride(from: 0, to: 10, by: 2).reduce(0, +), Array(stride(from: 5, to: 5, by: 1)))
print(Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, Double.ulpOfOne)
print(1e16, 1e15, 123456789.123456789, 0.000123, 1.0e-4, 5e-324, 1.7976931348623157e308 * 10, -Double.infinity, Double.nan, 100.0, 1e2)
print(Double(1) / 3 * 3, 3.0 * 1.1, 0.1 * 3, 1.1 + 2.2, 100.0 * 1.1, 4.35 * 100, 1 - 0.9, 0.3 - 0.1)
print(Double("1e3")!, Double("abc") as Any, Double(" 5") as Any, Double("inf")!, Double("-0")!, Int("+5")!, Int("-0")!, Int(" 5") as Any, Int("5.0") as Any, Int("") as Any)
print(Double(Int64.max), Int64(Double(1 << 53) + 1), Int(Float(3.99)), Double(UInt8.max))
print(min(3, 1, 2), max(1.5, -2), [3.5, -1, 2].max()!, Swift.min("b", "a"), (1...10).clamped(to: 3...5), 15.clamped(to: 0...10))
print(Double.pi.rounded(toPlaces: 3), (0.1).rounded(toPlaces: 5), 12345.6789.rounded(toPlaces: -2))
print(10.0.squareRoot(), sqrt(2.0) * sqrt(2.0), pow(2, 0.5), exp(1.0), log(M_E), log10(1000.0), log2(8.0), 27.0.squareRoot(), cbrt(27.0))
print(sin(Double.pi / 2), cos(0.0), atan2(1.0, 1.0) * 4, hypot(3.0, 4.0), (-8.0).magnitude, Double.pi.isFinite, (0.0 / 0.0).isNaN, Double.nan == .nan)
print(7.0.isLess(than: 8), 3.0.isZero, -0.0 == 0.0, 2.0.exponent, 10.0.significand, 1.0.ulp, 1.0.nextUp, Double.nan.isNaN ? "nan" : "")
print(Int.max / -1, Int.min + 1, Int64.min, Int32.min, UInt16.max, Int.bitWidth, Int8.bitWidth, 12.bitWidth)
print(0.1.description, 2.0.description, Double(5).debugDescription, (1.0 / 7).description.count, String(1.5e300), String(Double(Int.max)))
print(255.description, String(255, radix: 2), String(-255, radix: 16, uppercase: true), Int("-ff", radix: 16)!, Int("z", radix: 36)!, UInt8("255")!, UInt8("256") as Any)
extension Double { func rounded(toPlaces p: Int) -> Double { let m = pow(10.0, Double(p)); return (self * m).rounded() / m } }
extension Comparable { func clamped(to r: ClosedRange<Self>) -> Self { Swift.min(Swift.max(self, r.lowerBound), r.upperBound) } }
