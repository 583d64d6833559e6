// Numbers a stats screen shows: String(format:) with widths, flags, precision and radix,
// how Swift describes doubles at their edges (0.1 + 0.2, 1e16, -0.0, infinity, NaN,
// subnormals), integer and floating conversions, rounding rules, and radix strings.
import Foundation

print(String(format: "%d|%5d|%-5d|%05d|%+d", 42, 42, 42, 42, 42))
print(String(format: "%.2f|%8.3f|%-8.1f|%05.1f|%+.0f", 3.14159, 2.5, 2.25, 9.87, 2.5))
print(String(format: "%x|%X|%08x|%o|%#x", 255, 255, 48879, 8, 255))
print(String(format: "%e|%.3e|%g|%g|%g", 12345.678, 0.00012, 0.0001, 1e10, 123.5))
print(String(format: "%@ has %d items (%.1f%%)", "Cart", 3, 37.5), String(format: "%3$@-%1$@-%2$@", "a", "b", "c"))
print(String(format: "%ld %lu %lld", -5, 7, Int.max), String(format: "%c%c", 72, 105), String(format: "%5.1f%%", 99.44))
print(String(format: "%.3d", 7), String(format: "%.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, -0.5))

print(0.1 + 0.2, 0.1 + 0.2 == 0.3, 1.1 * 3, 1e16, 1e15, 123456789012345680.0, 0.000001, 0.0001)
print(-0.0, 0.0 == -0.0, Double.infinity, -Double.infinity, Double.nan, Double.nan.isNaN, (-0.0).sign)
print(Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, Double.ulpOfOne)
print(1.0 / 3, 2.0 / 3, 100.0, 1e-7, Double(Int.max), Double(1 << 53) + 1)
print(Float(0.1), Float(16777217), Float(1) / 0)
print(Int(3.99), Int(-3.99), Int(exactly: 3.5) as Any, Int(exactly: 4.0) as Any, Int("0x1F") as Any, Int("-12") as Any, Int(" 3") as Any)
print(Double("1e3") as Any, Double("abc") as Any, Double("inf") as Any, Double(".5") as Any, Double("-0") as Any)
print(2.5.rounded(), 3.5.rounded(), (-2.5).rounded(), 2.5.rounded(.toNearestOrEven), 2.7.rounded(.towardZero), (-2.1).rounded(.down), 2.1.rounded(.up))
print((2.345 * 100).rounded() / 100, (1.005 * 100).rounded() / 100, 7.0.truncatingRemainder(dividingBy: 2.5), 7.5.remainder(dividingBy: 2))
print(String(255, radix: 2), String(255, radix: 16, uppercase: true), String(-10, radix: 8), Int("ff", radix: 16)!, Int("1011", radix: 2)!, Int("z", radix: 36)!)
print(17 / 5, 17 % 5, -17 / 5, -17 % 5, 17.quotientAndRemainder(dividingBy: 5), (-7).magnitude, abs(-7), (-7).signum())
print(Int.max, Int.min, UInt8.max, Int16.min, Int.max.addingReportingOverflow(1))
print(1_000_000.formatted(.number.grouping(.never)), 12.0.description, 12.5.description, Double(12).rounded(), 1e300 * 1e10)
print(Int.max.description.count, String(Int.min).count, 0b1010 | 0b0101, 6 & 3, 6 ^ 3, ~0, 1 << 10, -16 >> 2, 0xFF.nonzeroBitCount, 8.trailingZeroBitCount)
print((0.1).description, String(0.30000000000000004), "\(1.0)", "\(1e-5)", "\(123456.0)", "\(1234567.0e10)", Double(exactly: 1 << 60) as Any)
let values = [3.0, 1.5, -2.25, 8.125]
let mean = values.reduce(0, +) / Double(values.count)
print(mean, values.map { String(format: "%6.2f", $0) }.joined(separator: ","), values.max()!, values.min()!)
print(String(format: "%.2f", mean), String(format: "%.1f", 0.05), String(format: "%.1f", 0.15), String(format: "%.1f", 0.25), String(format: "%.2f", 1.005))
print(pow(2.0, 10.0) as Double, sqrt(2.0), floor(-1.5), ceil(-1.5), round(-1.5), (10.0).squareRoot(), Double.pi, Double.pi.rounded(.down))
print(Int(Double.pi * 1000) % 1000, 7.isMultiple(of: 7), 0.isMultiple(of: 3), Int.random(in: 5...5), Double(7) / 2, 7 / 2)
