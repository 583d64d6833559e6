import Foundation
import VivariumSyntax

/// `Locale`, `TimeZone` and `Calendar`: the values SwiftUI's `\.locale`, `\.timeZone` and
/// `\.calendar` hold. The device every profile runs on is set to English (US), GMT and the
/// Gregorian calendar: that is what `Locale.current`, `TimeZone.current` and `Calendar.current`
/// are, and what `formatted()` uses (Foundation formats with the current locale, never with a
/// view's environment).
///
/// A value is a `BuiltinValue` whose `identifier` field names it (`de_DE`, `Europe/Berlin`,
/// `.gregorian`); a time zone made with `TimeZone(secondsFromGMT:)` also keeps its offset.
enum LocaleValues {
    static let typeNames: Set<String> = ["Locale", "TimeZone", "Calendar", "Calendar.Identifier", "Locale.MeasurementSystem"]
    /// The parts of a locale its iOS 16 properties give (`locale.currency`).
    static let partKinds: Set<String> = ["Locale.Currency", "Locale.Region", "Locale.Language", "Locale.LanguageCode"]

    /// The cases of `Calendar.Identifier` the playground knows (Foundation's identifiers).
    static let calendarIdentifiers: Set<String> = [
        "gregorian", "iso8601", "buddhist", "chinese", "coptic", "ethiopicAmeteMihret", "hebrew", "indian",
        "islamic", "islamicCivil", "japanese", "persian", "republicOfChina",
    ]

    static func locale(_ identifier: String, current: Bool = false) -> Value {
        FrameworkValues.value("Locale", current ? "\(identifier) (current)" : "\(identifier) (fixed \(identifier))",
                              [("identifier", .string(identifier))])
    }

    static func timeZone(_ identifier: String, secondsFromGMT: Int? = nil, current: Bool = false) -> Value {
        var fields: [(String, Value)] = [("identifier", .string(identifier))]
        if let secondsFromGMT { fields.append(("secondsFromGMT", .int(secondsFromGMT))) }
        return FrameworkValues.value("TimeZone", current ? "\(identifier) (current)" : "\(identifier) (fixed)", fields)
    }

    static func calendarIdentifier(_ name: String) -> Value {
        .enumValue(EnumValue(typeName: "Calendar.Identifier", caseName: name))
    }

    static func calendar(_ identifier: String, current: Bool = false) -> Value {
        FrameworkValues.value("Calendar", current ? "\(identifier) (current)" : "\(identifier) (fixed)",
                              [("identifier", calendarIdentifier(identifier))])
    }

    /// `Locale.current`, `TimeZone.gmt`, `Calendar.autoupdatingCurrent`, `Calendar.Identifier.gregorian`.
    static func staticMember(typeName: String, name: String) -> Value? {
        let standard = FormatContext.standard
        switch (typeName, name) {
        case ("Locale", "current"), ("Locale", "autoupdatingCurrent"): return locale(standard.locale, current: true)
        case ("TimeZone", "current"), ("TimeZone", "autoupdatingCurrent"): return timeZone(standard.timeZone, current: true)
        case ("TimeZone", "gmt"): return timeZone("GMT", secondsFromGMT: 0)
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"): return calendar(standard.calendar, current: true)
        case ("Calendar", "Identifier"): return .type("Calendar.Identifier")
        case ("Calendar.Identifier", _) where calendarIdentifiers.contains(name): return calendarIdentifier(name)
        case ("Locale", "MeasurementSystem"): return .type("Locale.MeasurementSystem")
        case ("Locale.MeasurementSystem", _):
            return measurementSystemIdentifiers[name].map { part("Locale.MeasurementSystem", $0) }
        default: return nil
        }
    }

    /// `Locale(identifier:)`; `TimeZone(identifier:)`, `TimeZone(abbreviation:)` and `TimeZone(secondsFromGMT:)` (optional,
    /// nil for an identifier Foundation does not know); `Calendar(identifier:)`.
    static func construct(typeName: String, values: [Value], labels: [String?]) -> Value? {
        switch (typeName, labels.first ?? nil, values.first) {
        case ("Locale", "identifier"?, .string(let identifier)?):
            return locale(identifier)
        case ("TimeZone", "identifier"?, .string(let identifier)?):
            guard let zone = TimeZone(identifier: identifier) else { return .nil }
            return timeZone(zone.identifier)
        case ("TimeZone", "abbreviation"?, .string(let abbreviation)?):
            // `TimeZone(abbreviation: "HKT")`: the zone Foundation maps the abbreviation to, nil if none.
            guard let zone = TimeZone(abbreviation: abbreviation) else { return .nil }
            return timeZone(zone.identifier)
        case ("TimeZone", "secondsFromGMT"?, .int(let seconds)?):
            guard let zone = TimeZone(secondsFromGMT: seconds) else { return .nil }
            return timeZone(zone.identifier, secondsFromGMT: seconds)
        case ("Calendar", "identifier"?, .enumValue(let identifier)?) where calendarIdentifiers.contains(identifier.caseName):
            return calendar(identifier.caseName)
        case ("Calendar", "identifier"?, .builtin(let style)?) where style.kind == "FormatStyle" && FrameworkValues.memberName(of: .builtin(style)) == "iso8601":
            // `.iso8601` read as the format style, where no type came from context.
            return calendar("iso8601")
        default:
            return nil
        }
    }

    /// `locale.identifier`, `timeZone.identifier`, `calendar.identifier`; `locale.language`'s
    /// code as `locale.language.languageCode?.identifier` is not modelled, but
    /// `locale.languageCode` and `locale.regionCode` are.
    static func property(_ name: String, of value: BuiltinValue) -> Value? {
        switch (value.kind, name) {
        case (_, "identifier"): return value["identifier"]
        // The week settings of the en_US calendar (Sunday first, a week of one day counts)
        // unless the program set its own; the ISO 8601 calendar's are its standard's (Monday
        // first, a week of four days counts), as Foundation's.
        case ("Calendar", "firstWeekday"), ("Calendar", "minimumDaysInFirstWeek"):
            if let set = value[name] { return set }
            if case .enumValue(let identifier)? = value["identifier"], identifier.caseName == "iso8601" {
                return .int(name == "firstWeekday" ? 2 : 4)
            }
            return .int(1)
        // The zone and locale a program set, else the device's (GMT, en_US).
        case ("Calendar", "timeZone"): return value["timeZone"] ?? timeZone(FormatContext.standard.timeZone, current: true)
        case ("Calendar", "locale"): return value["locale"] ?? staticMember(typeName: "Locale", name: "current") ?? .nil
        // `Calendar.current.shortWeekdaySymbols`: the calendar's locale's names (en_US: "Sun", …).
        case ("Calendar", _) where name.hasSuffix("MonthSymbols") || name.hasSuffix("WeekdaySymbols")
            || name == "monthSymbols" || name == "weekdaySymbols":
            return Formatters.calendarSymbols([.string(name)] + (value["locale"].map { [$0] } ?? []))
        case ("Locale", "currencyCode"), ("Locale", "currencySymbol"), ("Locale", "decimalSeparator"),
             ("Locale", "groupingSeparator"):
            // What Foundation says of the locale (en_US: USD, $, ".", ",").
            guard case .string(let identifier)? = value["identifier"] else { return nil }
            let locale = Locale(identifier: identifier)
            let text = switch name {
            case "currencyCode": locale.currencyCode
            case "currencySymbol": locale.currencySymbol
            case "decimalSeparator": locale.decimalSeparator
            default: locale.groupingSeparator
            }
            return text.map { .string($0) } ?? .nil
        case ("Locale", "currency"), ("Locale", "region"), ("Locale", "language"):
            // iOS 16's `Locale.Currency`, `Locale.Region`, `Locale.Language`: each names itself
            // by an `identifier` (`locale.currency?.identifier` is "USD" in en_US).
            guard case .string(let identifier)? = value["identifier"] else { return nil }
            let locale = Locale(identifier: identifier)
            let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
            switch name {
            case "currency": return locale.currencyCode.map { part("Locale.Currency", $0) } ?? .nil
            case "region": return parts.dropFirst().last.map { part("Locale.Region", $0) } ?? .nil
            default: return part("Locale.Language", parts.first ?? identifier)
            }
        case ("Locale.Language", "languageCode"):
            guard case .string(let code)? = value["identifier"] else { return nil }
            return part("Locale.LanguageCode", code)
        case ("Locale", "measurementSystem"), ("Locale", "usesMetricSystem"):
            // What Foundation says of the locale (Apple, "Locale.MeasurementSystem": en_US `.us`,
            // de_DE `.metric`, en_GB `.uk`); `usesMetricSystem` is true only for `.metric`.
            guard case .string(let identifier)? = value["identifier"] else { return nil }
            let system = Locale(identifier: identifier).measurementSystem
            if name == "usesMetricSystem" { return .bool(system == .metric) }
            let member = system == .metric ? "metric" : system == .uk ? "uk" : "us"
            return measurementSystemIdentifiers[member].map { part("Locale.MeasurementSystem", $0) }
        case ("Locale", "languageCode"), ("Locale", "regionCode"):
            guard case .string(let identifier)? = value["identifier"] else { return nil }
            let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
            let part = name == "languageCode" ? parts.first : parts.dropFirst().last
            return part.map { .string($0) } ?? .nil
        default: return nil
        }
    }

    /// `Locale.MeasurementSystem`'s members and their identifiers (Apple: "metric", "ussystem", "uksystem").
    static let measurementSystemIdentifiers = ["metric": "metric", "us": "ussystem", "uk": "uksystem"]

    /// A `Locale.Currency`, `Region`, `Language` or `LanguageCode`: it prints as its identifier.
    private static func part(_ kind: String, _ identifier: String) -> Value {
        FrameworkValues.value(kind, identifier, [("identifier", .string(identifier))])
    }

    static let methodNames: Set<String> = ["secondsFromGMT"]

    /// `calendar.firstWeekday = 2`: the properties of a `Calendar` variable a program may set.
    /// A calendar's settable properties and the kind of value each takes (nil: an `Int`).
    static let calendarSettable: [String: String?] = [
        "firstWeekday": nil, "minimumDaysInFirstWeek": nil, "timeZone": "TimeZone", "locale": "Locale",
    ]

    static func fitsCalendarSetting(_ name: String, _ value: Value) -> Bool {
        guard let kind = calendarSettable[name] else { return false }
        switch (kind, value) {
        case (nil, .int): return true
        case (let kind?, .builtin(let builtin)): return builtin.kind == kind
        // `calendar.locale = nil`: the calendar's locale is optional.
        case ("Locale"?, .nil): return true
        default: return false
        }
    }

    /// `timeZone.secondsFromGMT()` (now) and `secondsFromGMT(for: date)`.
    static func method(_ interpreter: Interpreter, _ name: String, on value: BuiltinValue, values: [Value]) -> Value? {
        guard value.kind == "TimeZone", name == "secondsFromGMT" else { return nil }
        let seconds = values.first.flatMap(DateValues.seconds(of:)) ?? DateValues.now(interpreter)
        let context = FormatContext(locale: "en_US", timeZone: .builtin(value), calendar: nil)
        return .int(context.secondsFromGMT(at: seconds))
    }
}

/// The locale, time zone and calendar a value is formatted in: the device's own
/// (`standard`: en_US, GMT, Gregorian), or a view's environment (`Text` formats with
/// `\.locale`, `\.timeZone` and `\.calendar`; Apple, "EnvironmentValues.locale": "The current
/// locale that views should use").
public struct FormatContext: Equatable, Sendable {
    public var locale: String
    public var timeZone: String
    public var secondsFromGMT: Int?
    public var calendar: String

    public static let standard = FormatContext(locale: "en_US", timeZone: "GMT", secondsFromGMT: 0, calendar: "gregorian")

    public init(locale: String, timeZone: String, secondsFromGMT: Int?, calendar: String) {
        (self.locale, self.timeZone, self.secondsFromGMT, self.calendar) = (locale, timeZone, secondsFromGMT, calendar)
    }

    /// From environment values (a `Locale`, a `TimeZone`, a `Calendar`); what is missing is the device's.
    public init(locale: Value?, timeZone: Value?, calendar: Value?) {
        self = .standard
        if case .builtin(let b)? = locale, b.kind == "Locale", case .string(let id)? = b["identifier"] { self.locale = id }
        if case .builtin(let b)? = timeZone, b.kind == "TimeZone", case .string(let id)? = b["identifier"] {
            self.timeZone = id
            self.secondsFromGMT = if case .int(let s)? = b["secondsFromGMT"] { s } else { nil }
        }
        if case .builtin(let b)? = calendar, b.kind == "Calendar", case .enumValue(let id)? = b["identifier"] { self.calendar = id.caseName }
    }

    init(locale: String, timeZone: Value, calendar: Value?) {
        self.init(locale: nil, timeZone: timeZone, calendar: calendar)
        self.locale = locale
    }

    var isStandard: Bool { self == .standard || (locale == "en_US" && calendar == "gregorian" && (timeZone == "GMT" || timeZone == "UTC")) }

    var foundationTimeZone: TimeZone {
        if let secondsFromGMT, let zone = TimeZone(secondsFromGMT: secondsFromGMT) { return zone }
        return TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0)!
    }

    var foundationLocale: Locale { Locale(identifier: locale) }

    var foundationCalendar: Calendar {
        let identifier: Calendar.Identifier = switch calendar {
        case "iso8601": .iso8601
        case "buddhist": .buddhist
        case "chinese": .chinese
        case "coptic": .coptic
        case "ethiopicAmeteMihret": .ethiopicAmeteMihret
        case "hebrew": .hebrew
        case "indian": .indian
        case "islamic": .islamic
        case "islamicCivil": .islamicCivil
        case "japanese": .japanese
        case "persian": .persian
        case "republicOfChina": .republicOfChina
        default: .gregorian
        }
        var result = Calendar(identifier: identifier)
        result.locale = foundationLocale
        result.timeZone = foundationTimeZone
        return result
    }

    func secondsFromGMT(at seconds: Double) -> Int {
        if let secondsFromGMT { return secondsFromGMT }
        return foundationTimeZone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds))
    }
}

/// Formatting outside the device's own locale and time zone, through Foundation's format
/// styles (ICU). Foundation separates some parts with a no-break space (U+00A0, U+202F: before
/// `AM`, in `25 %`, between French thousands); the playground prints a plain space.
enum LocalizedFormatting {
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    static func dateStyle(_ name: String) -> Date.FormatStyle.DateStyle {
        switch name {
        case "numeric": .numeric
        case "abbreviated": .abbreviated
        case "long": .long
        case "complete": .complete
        default: .omitted
        }
    }

    static func timeStyle(_ name: String) -> Date.FormatStyle.TimeStyle {
        switch name {
        case "shortened": .shortened
        case "standard": .standard
        case "complete": .complete
        default: .omitted
        }
    }

    /// `formatted(date:time:)` and `Text(date, style: .date / .time)` in `context`.
    static func date(_ seconds: Double, date: String, time: String, in context: FormatContext) -> String {
        let style = Date.FormatStyle(date: dateStyle(date), time: timeStyle(time), locale: context.foundationLocale,
                                     calendar: context.foundationCalendar, timeZone: context.foundationTimeZone)
        return plain(Date(timeIntervalSince1970: seconds).formatted(style))
    }

    /// `.dateTime.day().month()` in `context`: the fields, in the locale's order.
    static func date(_ seconds: Double, fields: Set<String>, in context: FormatContext) -> String {
        var style = Date.FormatStyle(locale: context.foundationLocale, calendar: context.foundationCalendar,
                                     timeZone: context.foundationTimeZone)
        if fields.isEmpty { style = Date.FormatStyle(date: .numeric, time: .shortened, locale: context.foundationLocale,
                                                     calendar: context.foundationCalendar, timeZone: context.foundationTimeZone) }
        if fields.contains("weekday") { style = style.weekday() }
        if fields.contains("month") { style = style.month() }
        if fields.contains("day") { style = style.day() }
        if fields.contains("year") { style = style.year() }
        if fields.contains("hour") { style = style.hour() }
        if fields.contains("minute") { style = style.minute() }
        if fields.contains("second") { style = style.second() }
        return plain(Date(timeIntervalSince1970: seconds).formatted(style))
    }

    /// A number as `.number`, `.percent` or `.currency(code:)`, with the fraction digits given, in `locale`.
    static func number(_ number: Double, isInteger: Bool, member: String, code: String, fraction: (min: Int, max: Int)?,
                       locale identifier: String) -> String {
        let locale = Locale(identifier: identifier)
        let precision: NumberFormatStyleConfiguration.Precision? = fraction.map { .fractionLength($0.min...$0.max) }
        let text: String
        switch member {
        case "percent":
            // An Int is already a percentage; a Double is a fraction of one.
            var style = FloatingPointFormatStyle<Double>.Percent(locale: locale)
            if let precision { style = style.precision(precision) }
            text = (isInteger ? number / 100 : number).formatted(style)
        case "currency":
            var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
            if let precision { style = style.precision(precision) }
            text = number.formatted(style)
        default:
            var style = FloatingPointFormatStyle<Double>(locale: locale)
            if let precision { style = style.precision(precision) }
            text = number.formatted(style)
        }
        return plain(text)
    }
}
