// Dates and numbers shown to a user, in en_US and UTC so the output is fixed: DateFormatter
// formats and styles, ISO 8601 with options, Calendar components, weekday and month symbols,
// DateInterval, date ranges stepped by day, time left until a deadline, NumberFormatter
// options.
// known: 2:05 PM => 2:05 PM — the playground prints a plain space where Foundation's styles put a no-break space (U+202F before AM/PM)
import Foundation

let utc = TimeZone(identifier: "UTC")!
let us = Locale(identifier: "en_US")
var cal = Calendar(identifier: .gregorian)
cal.timeZone = utc
cal.locale = us
let base = cal.date(from: DateComponents(year: 2024, month: 2, day: 27, hour: 14, minute: 5, second: 9))!
let df = DateFormatter()
df.locale = us
df.timeZone = utc
for format in ["yyyy-MM-dd", "EEEE, MMM d", "h:mm a", "HH:mm:ss", "EEE d MMM yyyy", "MM/dd/yy", "MMMM", "QQQ yyyy", "D"] {
    df.dateFormat = format
    print(format, "->", df.string(from: base))
}
df.dateFormat = nil
for style in [DateFormatter.Style.short, .medium, .long, .full] {
    df.dateStyle = style
    df.timeStyle = .none
    print(df.string(from: base))
}
df.dateStyle = .none
df.timeStyle = .short
print(df.string(from: base))
df.dateFormat = "yyyy-MM-dd HH:mm"
print(df.date(from: "2024-03-01 08:30")!.timeIntervalSince(base), df.date(from: "nonsense") as Any)
let iso = ISO8601DateFormatter()
print(iso.string(from: base), iso.date(from: "2024-02-27T14:05:09Z") == base)
iso.formatOptions = [.withFullDate]
print(iso.string(from: base))
print(cal.component(.weekday, from: base), cal.weekdaySymbols[cal.component(.weekday, from: base) - 1], cal.shortMonthSymbols[1], cal.veryShortWeekdaySymbols.joined())
let comps = cal.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekOfYear, .quarter], from: base)
print(comps.year!, comps.month!, comps.day!, comps.hour!, comps.minute!, comps.second!, comps.weekOfYear!, comps.quarter ?? -1)
let days = (0..<5).map { cal.date(byAdding: .day, value: $0, to: cal.startOfDay(for: base))! }
df.dateFormat = "E d"
print(days.map { df.string(from: $0) }, days.filter { cal.isDateInWeekend($0) }.count)
let deadline = cal.date(byAdding: DateComponents(day: 2, hour: 3), to: base)!
let left = cal.dateComponents([.day, .hour, .minute], from: base, to: deadline)
print(left.day!, left.hour!, left.minute!, deadline > base, deadline.timeIntervalSince(base) / 3600)
let interval = DateInterval(start: base, duration: 86_400 * 3)
print(interval.duration, interval.contains(deadline), interval.contains(cal.date(byAdding: .day, value: 4, to: base)!), interval.end.timeIntervalSince1970)
print(cal.isDate(base, equalTo: deadline, toGranularity: .month), cal.isDate(base, equalTo: deadline, toGranularity: .day), cal.range(of: .day, in: .month, for: base)!.count)
let leap = cal.date(byAdding: .year, value: 1, to: cal.date(from: DateComponents(year: 2024, month: 2, day: 29))!)!
df.dateFormat = "yyyy-MM-dd"
print(df.string(from: leap), df.string(from: cal.date(byAdding: .month, value: 1, to: cal.date(from: DateComponents(year: 2024, month: 1, day: 31))!)!))
let nf = NumberFormatter()
nf.locale = us
nf.numberStyle = .decimal
nf.maximumFractionDigits = 1
print(nf.string(from: 1234.56)!, nf.string(from: 0.04)!, nf.string(from: -1_000_000)!)
nf.minimumFractionDigits = 2
nf.maximumFractionDigits = 2
print(nf.string(from: 3)!, nf.string(from: 2.5)!, nf.number(from: "1,234.5")!)
nf.numberStyle = .currency
nf.currencyCode = "EUR"
print(nf.string(from: 9.99)!, nf.string(from: -5)!)
nf.numberStyle = .percent
nf.maximumFractionDigits = 1
nf.minimumFractionDigits = 0
print(nf.string(from: 0.1234)!, nf.string(from: 1)!)
nf.numberStyle = .ordinal
print((1...4).map { nf.string(from: NSNumber(value: $0))! }, [11, 22, 103].map { nf.string(from: NSNumber(value: $0))! })
print(String(format: "%.2f%%", 12.345), String(format: "%d of %d", 3, 10), String(format: "%5.1f|", 2.25))
