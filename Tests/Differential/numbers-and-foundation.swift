// Calendar, Measurement, ByteCountFormatter, String(format:), UserDefaults, NotificationCenter,
// Decimal, integer literals and operators.
import Foundation

let base = Date(timeIntervalSince1970: 1_700_000_000)
var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
print(cal.startOfDay(for: base), cal.component(.hour, from: base), cal.isDate(base, inSameDayAs: base.addingTimeInterval(3600)))
print(cal.range(of: .day, in: .month, for: base)!.count, cal.date(from: DateComponents(year: 2024, month: 2, day: 29))!)
let bcf = ByteCountFormatter()
bcf.countStyle = .file
print(bcf.string(fromByteCount: 1_536_000))
let m = Measurement(value: 5, unit: UnitLength.kilometers)
print(m.converted(to: .meters).value, m.converted(to: .miles).value.rounded())
print(String(repeating: "ab", count: 3), "a-b-c".replacingOccurrences(of: "-", with: ""), "Hello".contains("ell"))
print("%d items".replacingOccurrences(of: "%d", with: "3"), String(format: "%3d|%-3d|%x|%o|%e", 5, 5, 255, 8, 1234.5))
print(String(format: "%.1f%%", 45.678), String(format: "$%.2f", 3.0), String(format: "%02d:%02d", 5, 7))
let defaults = UserDefaults.standard
defaults.set(5, forKey: "count")
defaults.set("x", forKey: "name")
print(defaults.integer(forKey: "count"), defaults.string(forKey: "name") ?? "-", defaults.bool(forKey: "missing"), defaults.object(forKey: "nope") == nil)
var received: [String] = []
let center = NotificationCenter.default
let name = Notification.Name("Ping")
let token = center.addObserver(forName: name, object: nil, queue: nil) { note in
    received.append(note.userInfo?["msg"] as? String ?? "?")
}
center.post(name: name, object: nil, userInfo: ["msg": "hi"])
center.removeObserver(token)
center.post(name: name, object: nil)
print(received)
let nums = [1.5, 2.25, 3.0]
print(nums.map { String($0) }, nums.map { Int($0) }, nums.map { $0.rounded(.up) }, Int(2.99), Int(-2.99))
print(Double(Int.max) > 1e18, 10.0.truncatingRemainder(dividingBy: 3), 7.0 / 0, -0.0, Double.nan.isNaN)
print(Int.random(in: 1...1), Bool.random() || true, [1].randomElement()!)
print(Decimal(string: "1.10")! + Decimal(2), (Decimal(10) / Decimal(3)))
print(1_000_000, 0b1010, 0o17, 0xFF, 1_0.5)
print(UInt(5) + 3, Int8(100) &+ 100, Int16.max, UInt32(1) << 31)
print(12.0 / 5, 12 / 5, Double(12) / 5, 12 % 5, 2 << 3, 7 & 3, 5 | 2, 6 ^ 3, ~0)
