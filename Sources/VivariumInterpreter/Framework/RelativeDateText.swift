import Foundation

/// `RelativeDateTimeFormatter.localizedString(for:relativeTo:)` in en_US, as Foundation
/// writes it (Apple, "RelativeDateTimeFormatter"): the largest calendar unit in which the two
/// dates differ (years, months, weeks, days, hours, minutes, seconds, Gregorian in GMT) and its
/// count — "in 3 days", "2 hours ago", "in 0 seconds"; `.short` units abbreviate ("2 hr. ago");
/// `.spellOut` spells the number ("in three days"); the `.named` style names the nearest ones
/// ("yesterday", "tomorrow", "last week", "next month", "now"). nil for a style it does not
/// know (`.abbreviated`), which the module reports as not supported.
enum RelativeDateText {
    static let units: [(component: Calendar.Component, full: String, short: String, last: String?, next: String?)] = [
        (.year, "year", "yr.", "last year", "next year"),
        (.month, "month", "mo.", "last month", "next month"),
        (.weekOfMonth, "week", "wk.", "last week", "next week"),
        (.day, "day", "day", "yesterday", "tomorrow"),
        (.hour, "hour", "hr.", nil, nil),
        (.minute, "minute", "min.", nil, nil),
        (.second, "second", "sec.", nil, nil),
    ]

    /// `formatRelativeDate(date, reference, unitsStyle, dateTimeStyle)`.
    static func format(_ a: [Value]) -> Value? {
        guard a.count == 4, let date = DateValues.seconds(of: a[0]), let reference = DateValues.seconds(of: a[1]),
              case .string(let unitsStyle) = a[2], case .string(let dateTimeStyle) = a[3],
              ["full", "short", "spellOut"].contains(unitsStyle) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        let components = calendar.dateComponents(Set(units.map(\.component)), from: Date(timeIntervalSince1970: reference),
                                                 to: Date(timeIntervalSince1970: date))
        var chosen = units[units.count - 1]
        var count = 0
        for unit in units {
            if let value = components.value(for: unit.component), value != 0 {
                chosen = unit
                count = value
                break
            }
        }
        if dateTimeStyle == "named" {
            if count == 0 { return .string("now") }
            if count == -1, let last = chosen.last { return .string(last) }
            if count == 1, let next = chosen.next { return .string(next) }
        }
        let magnitude = abs(count)
        let number: String
        if unitsStyle == "spellOut" {
            let speller = NumberFormatter()
            speller.locale = Locale(identifier: "en_US")
            speller.numberStyle = .spellOut
            number = speller.string(from: NSNumber(value: magnitude)) ?? "\(magnitude)"
        } else {
            number = "\(magnitude)"
        }
        let unit = unitsStyle == "short" ? chosen.short : chosen.full + (magnitude == 1 ? "" : "s")
        let phrase = "\(number) \(unit)"
        return .string(date < reference ? "\(phrase) ago" : "in \(phrase)")
    }
}
