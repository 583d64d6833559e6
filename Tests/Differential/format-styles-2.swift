// Format styles as SwiftUI text shows numbers, money, percentages, lists, measurements and
// dates — each with an explicit en_US locale (and UTC for dates), so the output does not depend
// on the machine.
// known: Nov 14, 2023 at 10:13 PM => Nov 14, 2023 at 10:13 PM — the playground prints a plain space where Foundation puts U+202F
// known: 10:13:20 PM => 10:13:20 PM — the same space
import Foundation

let us = Locale(identifier: "en_US")
let prices = [0, 9.5, 1234.5678, -42.1, 1_000_000]
for price in prices {
    print(price.formatted(.number.locale(us)), price.formatted(.currency(code: "USD").locale(us)),
          price.formatted(.number.precision(.fractionLength(2)).locale(us)))
}
print(0.256.formatted(.percent.locale(us)), 1.5.formatted(.percent.locale(us)), 0.12345.formatted(.percent.precision(.fractionLength(1)).locale(us)))
print(1234567.formatted(.number.locale(us)), 42.formatted(.number.locale(us)), (-7).formatted(.number.locale(us)))
print(1234567.formatted(.number.notation(.compactName).locale(us)), 1500.formatted(.number.notation(.compactName).locale(us)))
print(3.14159.formatted(.number.precision(.significantDigits(3)).locale(us)), 2.0.formatted(.number.precision(.fractionLength(0...2)).locale(us)))
print(12.formatted(.number.grouping(.never).locale(us)), 12345.formatted(.number.grouping(.never).locale(us)))
print(19.99.formatted(.currency(code: "EUR").locale(us)), 5.formatted(.currency(code: "JPY").locale(us)), 1234.formatted(.currency(code: "KRW").locale(us)), 3.formatted(.currency(code: "CAD").locale(us)))
print(["Ada", "Bob", "Cy"].formatted(.list(type: .and).locale(us)), ["tea", "coffee"].formatted(.list(type: .or).locale(us)))
print(["solo"].formatted(.list(type: .and).locale(us)), [String]().formatted(.list(type: .and).locale(us)).isEmpty)

var utc = Calendar(identifier: .gregorian)
utc.timeZone = TimeZone(identifier: "UTC")!
let moment = Date(timeIntervalSince1970: 1_700_000_000)
let style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: us, calendar: utc, timeZone: utc.timeZone)
print(moment.formatted(style))
print(moment.formatted(Date.FormatStyle(date: .numeric, time: .omitted, locale: us, calendar: utc, timeZone: utc.timeZone)))
print(moment.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: us, calendar: utc, timeZone: utc.timeZone)))
print(moment.formatted(Date.FormatStyle(date: .omitted, time: .standard, locale: us, calendar: utc, timeZone: utc.timeZone)))
print(moment.formatted(Date.FormatStyle(locale: us, calendar: utc, timeZone: utc.timeZone).year().month(.wide).day()))
print(moment.formatted(Date.FormatStyle(locale: us, calendar: utc, timeZone: utc.timeZone).weekday(.wide)))
print(moment.formatted(.iso8601))
let distance = Measurement(value: 1609.344, unit: UnitLength.meters)
print(distance.converted(to: .miles).value.rounded())
print(Duration.seconds(3725).formatted(.time(pattern: .hourMinuteSecond)), Duration.seconds(65).formatted(.time(pattern: .minuteSecond)))
