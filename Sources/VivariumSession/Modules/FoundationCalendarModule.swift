/// `Calendar`'s date arithmetic and `DateComponents`, written in Vivarium's Swift subset over
/// the interpreter's `Calendar` value (its identifier; the device's time zone, GMT). The
/// dates come from the real Foundation `Calendar` (`__Vivarium.calendar…`); "today" is the
/// graph's virtual clock (Monday, June 9, 2025 at its zero).
///
/// Judgement calls: `Calendar.Component` is the enum `Component` (the playground keeps nested
/// types by their last name) and a set of components is written as an array literal
/// (`[.year, .month]`), as it nearly always is.
extension BundledModule {
    static let foundationCalendar = BundledModule(
        name: "FoundationCalendar",
        dependencies: [],
        autoloadNames: ["Calendar", "DateComponents", "DateInterval", "dateInterval", "startOfDay", "isDateInToday", "isDateInYesterday", "isDateInTomorrow",
                        "isDateInWeekend", "isDate", "dateComponents", "component", "byAdding", "Component", "nextDate"],
        source: #"""
enum Component {
    case era, year, month, day, hour, minute, second, nanosecond, weekday, weekdayOrdinal, quarter, weekOfMonth,
         weekOfYear, yearForWeekOfYear
}

/// `Calendar.MatchingPolicy`, `Calendar.RepeatedTimePolicy`, `Calendar.SearchDirection`, for
/// `nextDate(after:matching:matchingPolicy:repeatedTimePolicy:direction:)`.
enum MatchingPolicy {
    case nextTime, nextTimePreservingSmallerComponents, previousTimePreservingSmallerComponents, strict
}

enum RepeatedTimePolicy {
    case first, last
}

enum SearchDirection {
    case forward, backward
}

struct DateComponents: CustomStringConvertible {
    var era: Int?
    var year: Int?
    var month: Int?
    var day: Int?
    var hour: Int?
    var minute: Int?
    var second: Int?
    var nanosecond: Int?
    var weekday: Int?
    var weekdayOrdinal: Int?
    var quarter: Int?
    var weekOfMonth: Int?
    var weekOfYear: Int?
    var yearForWeekOfYear: Int?
    var calendar: Calendar?
    var timeZone: TimeZone?

    init(calendar: Calendar? = nil, timeZone: TimeZone? = nil, era: Int? = nil, year: Int? = nil, month: Int? = nil,
         day: Int? = nil, hour: Int? = nil, minute: Int? = nil, second: Int? = nil, nanosecond: Int? = nil,
         weekday: Int? = nil, weekdayOrdinal: Int? = nil, quarter: Int? = nil, weekOfMonth: Int? = nil,
         weekOfYear: Int? = nil, yearForWeekOfYear: Int? = nil) {
        self.calendar = calendar
        self.timeZone = timeZone
        self.era = era
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nanosecond = nanosecond
        self.weekday = weekday
        self.weekdayOrdinal = weekdayOrdinal
        self.quarter = quarter
        self.weekOfMonth = weekOfMonth
        self.weekOfYear = weekOfYear
        self.yearForWeekOfYear = yearForWeekOfYear
    }

    init(_fields f: [Int?]) {
        self.init(era: f[0], year: f[1], month: f[2], day: f[3], hour: f[4], minute: f[5], second: f[6],
                  nanosecond: f[7], weekday: f[8], weekdayOrdinal: f[9], quarter: f[10], weekOfMonth: f[11],
                  weekOfYear: f[12], yearForWeekOfYear: f[13])
    }

    var _fields: [Int?] {
        [era, year, month, day, hour, minute, second, nanosecond, weekday, weekdayOrdinal, quarter, weekOfMonth,
         weekOfYear, yearForWeekOfYear]
    }

    /// Foundation's: each component that is set, by name, in this order (`year: 2024 month: 2 `).
    var description: String {
        let names = ["era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday",
                     "weekdayOrdinal", "quarter", "weekOfMonth", "weekOfYear", "yearForWeekOfYear"]
        var text = ""
        if let timeZone { text += "timeZone: \(timeZone.identifier) " }
        for (name, field) in zip(names, _fields) {
            if let field { text += "\(name): \(field) " }
        }
        return text
    }
}

extension Calendar {
    func startOfDay(for date: Date) -> Date {
        __Vivarium.calendarStartOfDay(self, date)
    }

    func date(byAdding component: Calendar.Component, value: Int, to date: Date) -> Date? {
        __Vivarium.calendarAdding(self, "\(component)", value, date)
    }

    func date(byAdding components: DateComponents, to date: Date) -> Date? {
        __Vivarium.calendarAddingComponents(self, components._fields, date)
    }

    /// In the components' own time zone when they name one (Apple, "DateComponents.timeZone").
    func date(from components: DateComponents) -> Date? {
        var calendar = self
        if let zone = components.timeZone { calendar.timeZone = zone }
        return __Vivarium.calendarDateFrom(calendar, components._fields)
    }

    func range(of smaller: Calendar.Component, in larger: Calendar.Component, for date: Date) -> Range<Int>? {
        __Vivarium.calendarRange(self, "\(smaller)", "\(larger)", date)
    }

    func component(_ component: Calendar.Component, from date: Date) -> Int {
        __Vivarium.calendarComponent(self, "\(component)", date)
    }

    func dateComponents(_ components: [Calendar.Component], from date: Date) -> DateComponents {
        DateComponents(_fields: __Vivarium.calendarComponents(self, components.map { "\($0)" }, date))
    }

    func dateComponents(_ components: [Calendar.Component], from start: Date, to end: Date) -> DateComponents {
        DateComponents(_fields: __Vivarium.calendarComponents(self, components.map { "\($0)" }, start, end))
    }

    func isDate(_ date1: Date, inSameDayAs date2: Date) -> Bool {
        __Vivarium.calendarSameDay(self, date1, date2)
    }

    func isDate(_ date1: Date, equalTo date2: Date, toGranularity component: Calendar.Component) -> Bool {
        __Vivarium.calendarEqualTo(self, date1, date2, "\(component)")
    }

    func isDateInToday(_ date: Date) -> Bool {
        self.isDate(date, inSameDayAs: __Vivarium.date())
    }

    func isDateInYesterday(_ date: Date) -> Bool {
        guard let yesterday = self.date(byAdding: .day, value: -1, to: __Vivarium.date()) else { return false }
        return self.isDate(date, inSameDayAs: yesterday)
    }

    func isDateInTomorrow(_ date: Date) -> Bool {
        guard let tomorrow = self.date(byAdding: .day, value: 1, to: __Vivarium.date()) else { return false }
        return self.isDate(date, inSameDayAs: tomorrow)
    }

    func nextDate(after date: Date, matching components: DateComponents, matchingPolicy: MatchingPolicy,
                  repeatedTimePolicy: RepeatedTimePolicy = .first, direction: SearchDirection = .forward) -> Date? {
        __Vivarium.calendarNextDate(self, date, components._fields, "\(matchingPolicy)", "\(repeatedTimePolicy)", "\(direction)")
    }

    func date(bySettingHour hour: Int, minute: Int, second: Int, of date: Date) -> Date? {
        __Vivarium.calendarSettingTime(self, hour, minute, second, date)
    }

    func date(bySetting component: Calendar.Component, value: Int, of date: Date) -> Date? {
        __Vivarium.calendarSetting(self, "\(component)", value, date)
    }

    func isDateInWeekend(_ date: Date) -> Bool {
        __Vivarium.calendarIsWeekend(self, date)
    }

    func dateInterval(of component: Calendar.Component, for date: Date) -> DateInterval? {
        guard let start: Date = __Vivarium.calendarIntervalStart(self, "\(component)", date),
              let end: Date = __Vivarium.calendarIntervalEnd(self, "\(component)", date) else { return nil }
        return DateInterval(start: start, end: end)
    }
}

struct DateInterval: Hashable, Comparable, CustomStringConvertible {
    var start: Date
    var duration: TimeInterval

    init(start: Date, duration: TimeInterval) {
        self.start = start
        self.duration = duration
    }

    init(start: Date, end: Date) {
        self.start = start
        self.duration = end.timeIntervalSince(start)
    }

    var end: Date { start.addingTimeInterval(duration) }

    func contains(_ date: Date) -> Bool {
        date >= start && date <= end
    }

    var description: String { "\(start) to \(end)" }

    static func < (lhs: DateInterval, rhs: DateInterval) -> Bool {
        lhs.start < rhs.start || (lhs.start == rhs.start && lhs.duration < rhs.duration)
    }
}
"""#)
}
