/// Foundation's formatter classes, written in Vivarium's Swift subset: `DateFormatter`,
/// `NumberFormatter` (with `NSNumber`), `DateComponentsFormatter`, `ByteCountFormatter` and
/// `RelativeDateTimeFormatter` (en_US: `.full`, `.short`, `.spellOut` units, numeric or named).
/// They are classes with settable properties, so the common idiom
/// `static let f: DateFormatter = { let f = DateFormatter(); f.dateStyle = .medium; return f }()`
/// works as on a device. The text comes from the interpreter (`__Vivarium.format…`), which
/// formats through the real Foundation (ICU) on the device's settings, en_US, GMT and the
/// Gregorian calendar, unless the formatter's `locale` or `timeZone` say otherwise.
///
/// `ISO8601DateFormatter`: RFC 3339 text in GMT (`2001-09-09T01:46:40Z`), with fractional
/// seconds when `formatOptions` has `.withFractionalSeconds`.
///
/// Judgement calls: `formatOptions` is an array of options (as `allowedUnits` is); `allowedUnits` is an array of `NSCalendar.Unit` and `zeroFormattingBehavior`
/// one behaviour (not `OptionSet`s here; `[.minute, .second]` and `.pad` read the
/// same); a style set after `dateFormat` does not reset it (Foundation's does).
extension BundledModule {
    static let foundationFormatters = BundledModule(
        name: "FoundationFormatters",
        dependencies: [],
        autoloadNames: ["DateFormatter", "NumberFormatter", "NSNumber", "DateComponentsFormatter", "ByteCountFormatter",
                        "NSCalendar", "RelativeDateTimeFormatter", "ISO8601DateFormatter", "PersonNameComponents", "NSDecimalNumber",
                        "PersonNameComponentsFormatter", "Formatter"],
        source: #"""
/// A person's name, as Foundation's `PersonNameComponents`, and its en_US formatting
/// (Apple, "PersonNameComponents.FormatStyle.Style"): `.short` the nickname or given name,
/// `.medium` (the default) given and family names, `.long` every part in order, `.abbreviated`
/// the initials of the given and family names ("AL").
struct PersonNameComponents: CustomStringConvertible, Hashable {
    var namePrefix: String?
    var givenName: String?
    var middleName: String?
    var familyName: String?
    var nameSuffix: String?
    var nickname: String?

    init(namePrefix: String? = nil, givenName: String? = nil, middleName: String? = nil, familyName: String? = nil,
         nameSuffix: String? = nil, nickname: String? = nil) {
        self.namePrefix = namePrefix
        self.givenName = givenName
        self.middleName = middleName
        self.familyName = familyName
        self.nameSuffix = nameSuffix
        self.nickname = nickname
    }

    var description: String {
        var text = ""
        for (label, part) in [("namePrefix", namePrefix), ("givenName", givenName), ("middleName", middleName),
                              ("familyName", familyName), ("nameSuffix", nameSuffix), ("nickname", nickname)] {
            if let part { text += "\(label): \(part) " }
        }
        return text
    }

    func formatted() -> String {
        formatted(PersonNameFormatStyle(style: .medium))
    }

    func formatted(_ format: PersonNameFormatStyle) -> String {
        switch format.style {
        case .short:
            return nickname ?? givenName ?? familyName ?? ""
        case .medium:
            return [givenName, familyName].compactMap { $0 }.joined(separator: " ")
        case .long:
            return [namePrefix, givenName, middleName, familyName, nameSuffix].compactMap { $0 }.joined(separator: " ")
        case .abbreviated:
            return [givenName, familyName].compactMap { $0?.first.map { String($0) } }.joined()
        default:
            return [givenName, familyName].compactMap { $0 }.joined(separator: " ")
        }
    }
}

/// Its `Style` is the module's shared `Style` (nested types are kept by their last name).
struct PersonNameFormatStyle {
    var style: DateFormatter.Style

    static func name(style: DateFormatter.Style) -> PersonNameFormatStyle {
        PersonNameFormatStyle(style: style)
    }
}

class PersonNameComponentsFormatter {
    var style: DateFormatter.Style = .medium

    func string(from components: PersonNameComponents) -> String {
        components.formatted(PersonNameFormatStyle(style: style))
    }
}

/// `Formatter`, the abstract class a custom formatter subclasses, overriding `string(for:)`
/// (Apple, "Formatter": "subclasses must override string(for:)"), which `Text(_:formatter:)`
/// calls with the value it shows. The base class formats nothing (nil).
class Formatter {
    init() {}

    func string(for obj: Any?) -> String? {
        nil
    }

    func editingString(for obj: Any?) -> String? {
        string(for: obj)
    }
}

@_vivariumInternal("NSNumber")
class NSNumber: CustomStringConvertible {
    let _value: Double
    let _isInteger: Bool
    init(value: Double) {
        _value = value
        _isInteger = __Vivarium.isInteger(value)
    }
    var doubleValue: Double { _value }
    var intValue: Int { Int(_value) }
    var boolValue: Bool { _value != 0 }
    var stringValue: String { _isInteger ? "\(Int(_value))" : "\(_value)" }
    var description: String { stringValue }
}

/// `NSDecimalNumber(decimal:)`, as money code hands a `Decimal` to a `NumberFormatter` or reads
/// its `doubleValue`: the decimal kept exact, its nearest Double for the formatter.
@_vivariumInternal("NSDecimalNumber")
class NSDecimalNumber: NSNumber {
    let _decimal: Decimal

    init(decimal: Decimal) {
        _decimal = decimal
        super.init(value: __Vivarium.decimalDouble(decimal))
    }

    var decimalValue: Decimal { _decimal }

    static var zero: NSDecimalNumber { NSDecimalNumber(decimal: 0) }
    static var one: NSDecimalNumber { NSDecimalNumber(decimal: 1) }

    func adding(_ other: NSDecimalNumber) -> NSDecimalNumber { NSDecimalNumber(decimal: _decimal + other._decimal) }
    func subtracting(_ other: NSDecimalNumber) -> NSDecimalNumber { NSDecimalNumber(decimal: _decimal - other._decimal) }
    func multiplying(by other: NSDecimalNumber) -> NSDecimalNumber { NSDecimalNumber(decimal: _decimal * other._decimal) }
    func dividing(by other: NSDecimalNumber) -> NSDecimalNumber { NSDecimalNumber(decimal: _decimal / other._decimal) }
}

@_vivariumInternal("DateFormatter")
class DateFormatter {
    /// `DateFormatter.Style`, `NumberFormatter.Style` and `PersonNameComponentsFormatter.Style`
    /// in one enum: the playground keeps nested types by their last name, so the `Style`s share
    /// it (`.short`, `.currency`, `.abbreviated`).
    enum Style {
        case none, short, medium, long, full, abbreviated
        case decimal, currency, percent, scientific, spellOut, ordinal, currencyISOCode, currencyPlural, currencyAccounting
    }

    // Setting a style replaces the format set before it (Foundation derives the format from the
    // styles then); a format set after the styles wins.
    var dateStyle: DateFormatter.Style = .none { didSet { dateFormat = "" } }
    var timeStyle: DateFormatter.Style = .none { didSet { dateFormat = "" } }
    var dateFormat: String = ""
    var locale: Locale = Locale.current
    var timeZone: TimeZone = TimeZone.current
    var calendar: Calendar = Calendar.current
    var doesRelativeDateFormatting: Bool = false

    init() {}

    func string(from date: Date) -> String {
        __Vivarium.formatDate(date, "\(dateStyle)", "\(timeStyle)", dateFormat, locale, timeZone, doesRelativeDateFormatting, Date())
    }

    func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return string(from: date)
    }

    func date(from string: String) -> Date? {
        __Vivarium.parseDate(string, "\(dateStyle)", "\(timeStyle)", dateFormat, locale, timeZone)
    }

    func setLocalizedDateFormatFromTemplate(_ template: String) {
        dateFormat = __Vivarium.dateFormatFromTemplate(template, locale)
    }

    static func localizedString(from date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date)
    }

    static func dateFormat(fromTemplate template: String, options: Int, locale: Locale?) -> String? {
        __Vivarium.dateFormatFromTemplate(template, locale ?? Locale.current)
    }

    var monthSymbols: [String] { __Vivarium.calendarSymbols("monthSymbols", locale) }
    var shortMonthSymbols: [String] { __Vivarium.calendarSymbols("shortMonthSymbols", locale) }
    var veryShortMonthSymbols: [String] { __Vivarium.calendarSymbols("veryShortMonthSymbols", locale) }
    var standaloneMonthSymbols: [String] { __Vivarium.calendarSymbols("standaloneMonthSymbols", locale) }
    var weekdaySymbols: [String] { __Vivarium.calendarSymbols("weekdaySymbols", locale) }
    var shortWeekdaySymbols: [String] { __Vivarium.calendarSymbols("shortWeekdaySymbols", locale) }
    var veryShortWeekdaySymbols: [String] { __Vivarium.calendarSymbols("veryShortWeekdaySymbols", locale) }
    var standaloneWeekdaySymbols: [String] { __Vivarium.calendarSymbols("standaloneWeekdaySymbols", locale) }
    var amSymbol: String { __Vivarium.calendarSymbols("amSymbol", locale)[0] }
    var pmSymbol: String { __Vivarium.calendarSymbols("pmSymbol", locale)[0] }
}

@_vivariumInternal("ISO8601DateFormatter")
class ISO8601DateFormatter {
    enum Options {
        case withInternetDateTime, withFractionalSeconds, withFullDate, withFullTime, withTimeZone, withYear, withMonth,
             withDay, withTime, withDashSeparatorInDate, withColonSeparatorInTime, withColonSeparatorInTimeZone, withSpaceBetweenDateAndTime
    }

    var formatOptions: [ISO8601DateFormatter.Options] = [.withInternetDateTime]
    var timeZone: TimeZone = TimeZone(secondsFromGMT: 0)!

    init() {}

    private var pattern: String {
        if formatOptions == [.withFullDate] { return "yyyy-MM-dd" }
        return formatOptions.contains(.withFractionalSeconds) ? "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX" : "yyyy-MM-dd'T'HH:mm:ssXXXXX"
    }

    func string(from date: Date) -> String {
        __Vivarium.formatDate(date, "none", "none", pattern, Locale(identifier: "en_US_POSIX"), timeZone, false)
    }

    func date(from string: String) -> Date? {
        __Vivarium.parseDate(string, "none", "none", pattern, Locale(identifier: "en_US_POSIX"), timeZone)
    }
}

@_vivariumInternal("NumberFormatter")
class NumberFormatter {
    typealias Style = DateFormatter.Style
    var numberStyle: DateFormatter.Style = .none
    var locale: Locale = Locale.current
    /// The code set, else the locale's currency (Foundation's: EUR for de_DE, USD for en_US).
    var _currencyCode: String? = nil
    var currencyCode: String {
        get { _currencyCode ?? __Vivarium.localeCurrencyCode(locale) }
        set { _currencyCode = newValue }
    }
    var currencySymbol: String = ""
    var minimumFractionDigits: Int = -1
    var maximumFractionDigits: Int = -1
    var minimumIntegerDigits: Int = -1
    var usesGroupingSeparator: Bool = true
    var _groupingSet: Bool = false
    var positivePrefix: String = ""
    var positiveSuffix: String = ""

    init() {}

    /// A number literal or a Double passed where Swift bridges it to `NSNumber`.
    static func _boxed(_ value: Any) -> NSNumber {
        // `total as NSDecimalNumber` of a `Decimal total` is the decimal itself here.
        if let decimal = value as? Decimal { return NSDecimalNumber(decimal: decimal) }
        if let number = value as? NSNumber { return number }
        if let number = value as? Int { return NSNumber(value: number) }
        if let number = value as? Double { return NSNumber(value: number) }
        return NSNumber(value: 0)
    }

    func string(from value: NSNumber) -> String? {
        let number = NumberFormatter._boxed(value)
        return __Vivarium.formatNumber(number.doubleValue, number._isInteger, "\(numberStyle)", locale, currencyCode,
                                currencySymbol, minimumFractionDigits, maximumFractionDigits, minimumIntegerDigits,
                                usesGroupingSeparator)
    }

    func string(for value: Any?) -> String? {
        guard let value else { return nil }
        if value is NSNumber || value is Int || value is Double { return string(from: NumberFormatter._boxed(value)) }
        return nil
    }

    func number(from string: String) -> NSNumber? {
        guard let value = __Vivarium.parseNumber(string, "\(numberStyle)", locale, currencyCode) else { return nil }
        return NSNumber(value: value)
    }

    static func localizedString(from number: NSNumber, number style: DateFormatter.Style) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = style
        return formatter.string(from: number) ?? ""
    }
}

@_vivariumInternal("NSCalendar")
class NSCalendar {
    enum Unit {
        case era
        case year
        case month
        case day
        case hour
        case minute
        case second
        case weekday
        case weekOfMonth
        case weekOfYear
    }
}

@_vivariumInternal("DateComponentsFormatter")
class DateComponentsFormatter {
    enum UnitsStyle {
        case positional
        case abbreviated
        case short
        case full
        case spellOut
        case brief
    }

    enum ZeroFormattingBehavior {
        case none
        case `default`
        case dropLeading
        case dropMiddle
        case dropTrailing
        case dropAll
        case pad
    }

    var allowedUnits: [NSCalendar.Unit] = []
    var unitsStyle: DateComponentsFormatter.UnitsStyle = .positional
    var zeroFormattingBehavior: DateComponentsFormatter.ZeroFormattingBehavior = .default
    var maximumUnitCount: Int = 0
    var includesApproximationPhrase: Bool = false
    var includesTimeRemainingPhrase: Bool = false

    init() {}

    func string(from ti: Double) -> String? {
        __Vivarium.formatDuration(ti, allowedUnits.map { "\($0)" }, "\(unitsStyle)", "\(zeroFormattingBehavior)",
                                  maximumUnitCount, includesApproximationPhrase, includesTimeRemainingPhrase)
    }

    func string(from start: Date, to end: Date) -> String? {
        string(from: end.timeIntervalSince(start))
    }

    func string(for obj: Any?) -> String? {
        if let seconds = obj as? Double { return string(from: seconds) }
        if let seconds = obj as? Int { return string(from: Double(seconds)) }
        return nil
    }
}

@_vivariumInternal("RelativeDateTimeFormatter")
class RelativeDateTimeFormatter {
    enum UnitsStyle {
        case full, spellOut, short, abbreviated
    }

    enum DateTimeStyle {
        case numeric, named
    }

    var unitsStyle: RelativeDateTimeFormatter.UnitsStyle = .full
    var dateTimeStyle: RelativeDateTimeFormatter.DateTimeStyle = .numeric
    var locale: Locale? = nil

    init() {}

    func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        guard let text = __Vivarium.formatRelativeDate(date, referenceDate, "\(unitsStyle)", "\(dateTimeStyle)") else {
            fatalError("not supported in the playground: RelativeDateTimeFormatter's unitsStyle .\(unitsStyle)")
        }
        return text
    }

    func localizedString(fromTimeInterval timeInterval: Double) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    func string(for date: Any?) -> String? {
        guard let date = date as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }
}

@_vivariumInternal("ByteCountFormatter")
class ByteCountFormatter {
    enum CountStyle {
        case file
        case memory
        case decimal
        case binary
    }

    var countStyle: ByteCountFormatter.CountStyle = .file
    var includesUnit: Bool = true
    var includesCount: Bool = true
    var isAdaptive: Bool = true
    var allowsNonnumericFormatting: Bool = true

    init() {}

    func string(fromByteCount byteCount: Int) -> String {
        __Vivarium.formatByteCount(byteCount, "\(countStyle)", includesUnit, includesCount, isAdaptive,
                                   allowsNonnumericFormatting)
    }

    static func string(fromByteCount byteCount: Int, countStyle: ByteCountFormatter.CountStyle) -> String {
        let formatter = ByteCountFormatter()
        formatter.countStyle = countStyle
        return formatter.string(fromByteCount: byteCount)
    }
}
"""#)
}
