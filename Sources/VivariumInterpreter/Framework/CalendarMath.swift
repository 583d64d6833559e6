import Foundation

/// What the bundled module's `Calendar` methods ask of the interpreter through
/// `__Vivarium.calendar…(…)`: date arithmetic by the real Foundation `Calendar`, in the
/// calendar's own identifier and the device's time zone (GMT) — `Calendar.current` is the
/// Gregorian calendar in GMT, so `startOfDay(for:)` is midnight UTC.
enum CalendarMath {
    static let components: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
        "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal, "quarter": .quarter, "weekOfMonth": .weekOfMonth,
        "weekOfYear": .weekOfYear, "yearForWeekOfYear": .yearForWeekOfYear, "nanosecond": .nanosecond,
    ]
    /// The order `DateComponents` keeps its fields in (the module's initializer's).
    static let fieldOrder = ["era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday",
                             "weekdayOrdinal", "quarter", "weekOfMonth", "weekOfYear", "yearForWeekOfYear"]

    static func calendar(_ value: Value?) -> Calendar {
        // The zone and locale the program set on the calendar (`calendar.timeZone = …`).
        var settings: BuiltinValue?
        if case .builtin(let calendar)? = value, calendar.kind == "Calendar" { settings = calendar }
        return FormatContext(locale: settings?["locale"], timeZone: settings?["timeZone"], calendar: value).foundationCalendar
    }

    static func date(_ value: Value?) -> Date? {
        value.flatMap(DateValues.seconds(of:)).map { Date(timeIntervalSince1970: $0) }
    }

    static func dateValue(_ date: Date?) -> Value {
        date.map { DateValues.date($0.timeIntervalSince1970) } ?? .nil
    }

    /// `[Int?]` in `fieldOrder`, as the module's `DateComponents` keeps them.
    static func fields(_ parts: DateComponents) -> Value {
        .array(fieldOrder.map { name in
            guard let component = components[name], let value = parts.value(for: component),
                  value != Int(NSDateComponentUndefined) else { return .nil }
            return .int(value)
        })
    }

    static func dateComponents(from value: Value?) -> DateComponents? {
        guard case .array(let values)? = value, values.count == fieldOrder.count else { return nil }
        var parts = DateComponents()
        for (name, field) in zip(fieldOrder, values) {
            if case .int(let n) = field, let component = components[name] { parts.setValue(n, for: component) }
        }
        return parts
    }

    static func hook(_ name: String, _ a: [Value]) -> Value? {
        let cal = calendar(a.first)
        switch name {
        case "calendarStartOfDay":
            return date(a.dropFirst().first).map { dateValue(cal.startOfDay(for: $0)) }
        case "calendarAdding":
            // (calendar, component, value, date)
            guard a.count == 4, case .string(let unit) = a[1], let component = components[unit], case .int(let amount) = a[2],
                  let base = date(a[3]) else { return nil }
            return dateValue(cal.date(byAdding: component, value: amount, to: base))
        case "calendarAddingComponents":
            guard a.count == 3, let parts = dateComponents(from: a[1]), let base = date(a[2]) else { return nil }
            return dateValue(cal.date(byAdding: parts, to: base))
        case "calendarComponent":
            guard a.count == 3, case .string(let unit) = a[1], let component = components[unit], let moment = date(a[2]) else { return nil }
            return .int(cal.component(component, from: moment))
        case "calendarComponents":
            // (calendar, [names], from, to?)
            guard a.count >= 3, case .array(let names) = a[1], let start = date(a[2]) else { return nil }
            let wanted = Set(names.compactMap { if case .string(let n) = $0 { components[n] } else { nil } })
            if a.count == 4, let end = date(a[3]) { return fields(cal.dateComponents(wanted, from: start, to: end)) }
            return fields(cal.dateComponents(wanted, from: start))
        case "calendarDateFrom":
            guard a.count == 2, let parts = dateComponents(from: a[1]) else { return nil }
            return dateValue(cal.date(from: parts))
        case "calendarSameDay":
            guard a.count == 3, let first = date(a[1]), let second = date(a[2]) else { return nil }
            return .bool(cal.isDate(first, inSameDayAs: second))
        case "calendarEqualTo":
            guard a.count == 4, let first = date(a[1]), let second = date(a[2]), case .string(let unit) = a[3],
                  let component = components[unit] else { return nil }
            return .bool(cal.isDate(first, equalTo: second, toGranularity: component))
        case "calendarRange":
            // (calendar, smaller, larger, date): `range(of: .day, in: .month, for: date)`, as
            // Foundation's `Range<Int>` (nil when the smaller unit does not divide the larger).
            guard a.count == 4, case .string(let small) = a[1], case .string(let large) = a[2],
                  let smaller = components[small], let larger = components[large], let moment = date(a[3]) else { return nil }
            return cal.range(of: smaller, in: larger, for: moment).map { .range(lower: $0.lowerBound, upper: $0.upperBound) } ?? .nil
        case "calendarIntervalStart", "calendarIntervalEnd":
            // (calendar, component, date): `dateInterval(of: .weekOfYear, for: date)`'s start or
            // end, or nil.
            guard a.count == 3, case .string(let unit) = a[1], let component = components[unit], let moment = date(a[2]) else { return nil }
            guard let interval = cal.dateInterval(of: component, for: moment) else { return .nil }
            return dateValue(name == "calendarIntervalStart" ? interval.start : interval.end)
        case "calendarNextDate":
            // (calendar, date, fields, matchingPolicy, repeatedTimePolicy, direction):
            // `nextDate(after:matching:matchingPolicy:…)` by Foundation's own search.
            guard a.count == 6, let start = date(a[1]), let parts = dateComponents(from: a[2]), case .string(let policy) = a[3],
                  case .string(let repeated) = a[4], case .string(let direction) = a[5] else { return nil }
            let matching: Calendar.MatchingPolicy = switch policy {
            case "strict": .strict
            case "nextTimePreservingSmallerComponents": .nextTimePreservingSmallerComponents
            case "previousTimePreservingSmallerComponents": .previousTimePreservingSmallerComponents
            default: .nextTime
            }
            return dateValue(cal.nextDate(after: start, matching: parts, matchingPolicy: matching,
                                          repeatedTimePolicy: repeated == "last" ? .last : .first,
                                          direction: direction == "backward" ? .backward : .forward))
        case "calendarSettingTime":
            // (calendar, hour, minute, second, date): `date(bySettingHour:minute:second:of:)`,
            // the next time of day so set (Foundation's default `.nextTime` policy).
            guard a.count == 5, case .int(let hour) = a[1], case .int(let minute) = a[2], case .int(let second) = a[3],
                  let moment = date(a[4]) else { return nil }
            return dateValue(cal.date(bySettingHour: hour, minute: minute, second: second, of: moment))
        case "calendarSetting":
            // (calendar, component, value, date): `date(bySetting: .day, value: 1, of: date)`.
            guard a.count == 4, case .string(let unit) = a[1], let component = components[unit], case .int(let amount) = a[2],
                  let moment = date(a[3]) else { return nil }
            return dateValue(cal.date(bySetting: component, value: amount, of: moment))
        case "calendarIsWeekend":
            guard let moment = date(a.dropFirst().first) else { return nil }
            return .bool(cal.isDateInWeekend(moment))
        default:
            return nil
        }
    }
}
