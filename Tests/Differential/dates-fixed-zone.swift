// Calendar arithmetic in UTC with a POSIX locale: components, adding days and months, start of
// day, leap years, formatters, ISO 8601, intervals, weekdays.
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let start = Date(timeIntervalSince1970: 1_700_000_000)
let components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: start)
print(components.year!, components.month!, components.day!, components.hour!, components.minute!, components.weekday!)
let tomorrow = calendar.date(byAdding: .day, value: 1, to: start)!
let nextMonth = calendar.date(byAdding: .month, value: 1, to: start)!
print(tomorrow.timeIntervalSince(start), calendar.component(.month, from: nextMonth))
print(calendar.dateComponents([.day], from: start, to: nextMonth).day!)
let startOfDay = calendar.startOfDay(for: start)
print(start.timeIntervalSince(startOfDay), calendar.isDate(start, inSameDayAs: tomorrow), calendar.isDate(start, inSameDayAs: startOfDay))
var parts = DateComponents()
parts.year = 2024; parts.month = 2; parts.day = 29; parts.hour = 12
let leap = calendar.date(from: parts)!
print(leap.timeIntervalSince1970, calendar.range(of: .day, in: .month, for: leap)!.count)
let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "yyyy-MM-dd HH:mm EEE"
print(formatter.string(from: start), formatter.string(from: leap))
formatter.dateFormat = "MMM d, yyyy"
print(formatter.string(from: tomorrow), formatter.date(from: "Mar 5, 2021").map { $0.timeIntervalSince1970 } as Any)
let iso = ISO8601DateFormatter()
print(iso.string(from: start), iso.date(from: "2021-03-05T10:00:00Z")!.timeIntervalSince1970)
let deadlines = [leap, start, tomorrow].sorted()
print(deadlines.map { formatter.string(from: $0) }, deadlines.first! < deadlines.last!)
let interval = DateInterval(start: start, duration: 3600)
print(interval.contains(start.addingTimeInterval(1800)), interval.end.timeIntervalSince(start), interval.duration)
let ages = [0, 59, 61, 3599, 3601, 86_399, 90_000]
func relative(_ seconds: Int) -> String {
    switch seconds {
    case ..<60: return "just now"
    case 60..<3600: return "\(seconds / 60)m ago"
    case 3600..<86_400: return "\(seconds / 3600)h ago"
    default: return "\(seconds / 86_400)d ago"
    }
}
print(ages.map(relative))
let weekdayNames = formatter.shortWeekdaySymbols
print(weekdayNames, calendar.firstWeekday)
let days = (0..<7).map { calendar.date(byAdding: .day, value: $0, to: startOfDay)! }
print(days.map { calendar.component(.weekday, from: $0) }, days.filter { calendar.isDateInWeekend($0) }.count)
print(Date(timeIntervalSince1970: 0) == Date(timeIntervalSinceReferenceDate: -978_307_200))
