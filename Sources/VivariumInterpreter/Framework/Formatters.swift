import Foundation
import OrderedCollections

/// What the bundled module's formatter classes (`DateFormatter`, `NumberFormatter`,
/// `DateComponentsFormatter`, `ByteCountFormatter`) ask of the interpreter through
/// `__Vivarium.format…(…)`: the text, made by the real Foundation formatters (ICU) so it reads
/// as Apple's does, on the device's settings (en_US, GMT, Gregorian) unless the formatter
/// names another locale or time zone. Foundation separates some parts with a no-break space
/// (`9:41 AM`); the playground prints a plain one, as everywhere else.
public enum Formatters {
    /// A parsed JSON value as the playground's value (object keys in sorted order, as nothing
    /// promises Foundation's order).
    static func jsonValue(_ json: Any) -> Value {
        switch json {
        case let dictionary as [String: Any]:
            var entries = DictionaryEntries()
            for key in dictionary.keys.sorted() { entries[HashableValue(.string(key))!] = jsonValue(dictionary[key]!) }
            return .dictionary(entries)
        case let array as [Any]: return .array(array.map(jsonValue))
        case let text as String: return .string(text)
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            if let whole = Int(exactly: number.doubleValue), !"\(number)".contains(".") { return .int(whole) }
            return .double(number.doubleValue)
        default: return .nil
        }
    }

    /// The hook's answer, or nil when `name` is not a formatter hook (or its arguments do not fit).
    public static func hook(_ name: String, _ arguments: [Value]) -> Value? {
        switch name {
        case "isInteger":
            if case .int = arguments.first { return .bool(true) }
            return .bool(false)
        case "decimalDouble":
            // `NSDecimalNumber(decimal:).doubleValue`, as Foundation computes it (59.97 × 1 is
            // 59.970000000000006 there).
            return arguments.first.flatMap(DecimalValues.double(of:)).map(Value.double) ?? .double(0)
        case "localeCurrencyCode":
            // A NumberFormatter's currency code when none is set: its locale's.
            let context = FormatContext(locale: arguments.first, timeZone: nil, calendar: nil)
            return .string(context.foundationLocale.currency?.identifier ?? "USD")
        case "dataBytes":
            // `Data(text.utf8)`, `Data([0x0A, 0xFF])`, `Data(otherData)`, `data.append(byte)`: the bytes.
            return dataBytes(arguments.first).map { .array($0.map { .int(Int($0)) }) }
        case "base64Encode":
            // `data.base64EncodedString()`: the base64 of the bytes.
            guard let bytes = dataBytes(arguments.first) else { return nil }
            return .string(Data(bytes).base64EncodedString())
        case "base64Decode":
            // `Data(base64Encoded:)`: nil for a string that is not base64, as Foundation's.
            guard case .string(let encoded)? = arguments.first else { return nil }
            return Data(base64Encoded: encoded).map { .array($0.map { .int(Int($0)) }) } ?? .nil
        case "jsonObject":
            // `JSONSerialization.jsonObject(with:)`: dictionaries, arrays, numbers, strings and
            // booleans as Swift sees them through `as?` (JSON's null is nil); nil when not JSON.
            guard case .string(let text)? = arguments.first,
                  let json = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) else { return .nil }
            return jsonValue(json)
        case "jsonText":
            // `JSONSerialization.data(withJSONObject:options:)`'s text, or nil when the object
            // is no JSON (or a top-level fragment without `.fragmentsAllowed`).
            guard arguments.count == 2, case .int(let options) = arguments[1] else { return nil }
            if options & 4 == 0 {
                switch arguments[0] {
                case .dictionary, .array: break
                default: return .nil
                }
            }
            return JSONText.write(arguments[0], pretty: options & 1 != 0, sorted: options & 2 != 0,
                                  escapeSlashes: options & 8 == 0).map(Value.string) ?? .nil
        case "regexMatches":
            // `NSRegularExpression.matches(in:options:range:)`: each match's ranges (whole match,
            // then capture groups) as UTF-16 `[location, length]` pairs (NSNotFound for a group
            // that took no part), by Foundation's own ICU engine; nil for an invalid pattern.
            guard arguments.count == 5, case .string(let pattern) = arguments[0], case .int(let options) = arguments[1],
                  case .string(let text) = arguments[2], case .int(let location) = arguments[3], case .int(let length) = arguments[4],
                  location >= 0, length >= 0, location + length <= text.utf16.count else { return nil }
            guard let regex = try? NSRegularExpression(pattern: pattern, options: .init(rawValue: UInt(max(0, options)))) else { return .nil }
            let matches = regex.matches(in: text, range: NSRange(location: location, length: length))
            return .array(matches.map { match in
                .array((0..<match.numberOfRanges).map { index in
                    let range = match.range(at: index)
                    return .array([.int(range.location), .int(range.length)])
                })
            })
        case "regexReplace":
            guard arguments.count == 6, case .string(let pattern) = arguments[0], case .int(let options) = arguments[1],
                  case .string(let text) = arguments[2], case .int(let location) = arguments[3], case .int(let length) = arguments[4],
                  case .string(let template) = arguments[5], location >= 0, length >= 0, location + length <= text.utf16.count,
                  let regex = try? NSRegularExpression(pattern: pattern, options: .init(rawValue: UInt(max(0, options)))) else { return nil }
            return .string(regex.stringByReplacingMatches(in: text, range: NSRange(location: location, length: length), withTemplate: template))
        case "utf16Range":
            // (range of character offsets, text): `[location, length]` in UTF-16 code units; a
            // partial range reaches the text's start or end.
            guard arguments.count == 2, case .range(let lower, let upper, _) = arguments[0], case .string(let text) = arguments[1] else { return nil }
            let characters = Array(text)
            let from = min(max(lower == Int.min ? 0 : lower, 0), characters.count)
            let to = min(max(upper == Int.max ? characters.count : upper, from), characters.count)
            let location = String(characters[..<from]).utf16.count
            return .array([.int(location), .int(String(characters[from..<to]).utf16.count)])
        case "regexEscaped":
            guard case .string(let text)? = arguments.first else { return nil }
            return .string(NSRegularExpression.escapedPattern(for: text))
        case "boundedRandom":
            // (raw, upperBound): Lemire's method as the standard library's
            // `RandomNumberGenerator.next(upperBound:)` takes it, on the 64-bit pattern the
            // playground keeps a `UInt64` in: the high word of `raw × upperBound`, or nil when
            // that draw is rejected (its low word below `(0 &- upperBound) % upperBound`).
            guard arguments.count == 2, case .int(let raw) = arguments[0], case .int(let bound) = arguments[1], bound != 0 else { return nil }
            let upper = UInt64(bitPattern: Int64(bound))
            let product = UInt64(bitPattern: Int64(raw)).multipliedFullWidth(by: upper)
            if product.low < upper, product.low < (0 &- upper) % upper { return .nil }
            return .int(Int(Int64(bitPattern: product.high)))
        case "markdownText":
            guard case .string(let markdown)? = arguments.first else { return nil }
            return .string(MarkdownText.plainText(markdown))
        case "formatRelativeDate": return RelativeDateText.format(arguments)
        case "formatDate": return formatDate(arguments)
        case "parseDate": return parseDate(arguments)
        case "dateFormatFromTemplate":
            guard case .string(let template)? = arguments.first else { return nil }
            let context = FormatContext(locale: arguments.dropFirst().first, timeZone: nil, calendar: nil)
            return .string(DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: context.foundationLocale) ?? template)
        case "calendarSymbols": return calendarSymbols(arguments)
        case "formatNumber": return formatNumber(arguments)
        case "parseNumber": return parseNumber(arguments)
        case "formatDuration": return DurationFormatting.format(arguments)
        case "formatByteCount": return formatByteCount(arguments)
        case _ where name.hasPrefix("calendar") && name != "calendarSymbols": return CalendarMath.hook(name, arguments)
        case "predicateMatches":
            // `NSPredicate(format: "SELF MATCHES %@", pattern)`: the whole string matches the ICU
            // pattern (an invalid pattern matches nothing).
            guard arguments.count == 3, case .string(let pattern) = arguments[0], case .string(let text) = arguments[1],
                  case .bool(let caseInsensitive) = arguments[2] else { return nil }
            guard let regex = try? NSRegularExpression(pattern: "(?:\(pattern))\\z", options: caseInsensitive ? [.caseInsensitive] : []) else {
                return .bool(false)
            }
            let range = NSRange(text.startIndex..., in: text)
            return .bool(regex.firstMatch(in: text, options: [.anchored], range: range)?.range == range)
        default: return nil
        }
    }

    static func style(_ name: Value?) -> DateFormatter.Style {
        switch name {
        case .string("short")?: .short
        case .string("medium")?: .medium
        case .string("long")?: .long
        case .string("full")?: .full
        default: .none
        }
    }

    static let numberStyles: [String: NumberFormatter.Style] = [
        "decimal": .decimal, "currency": .currency, "percent": .percent, "scientific": .scientific, "spellOut": .spellOut,
        "ordinal": .ordinal, "currencyISOCode": .currencyISOCode, "currencyPlural": .currencyPlural,
        "currencyAccounting": .currencyAccounting,
    ]

    /// A Foundation `DateFormatter` set up as the module's one is: styles, then the fixed
    /// format (when set), in the formatter's locale and time zone.
    static func dateFormatter(_ a: [Value]) -> DateFormatter? {
        guard a.count >= 6, case .string(let format) = a[3] else { return nil }
        let context = FormatContext(locale: a[4], timeZone: a[5], calendar: nil)
        let formatter = DateFormatter()
        formatter.locale = context.foundationLocale
        formatter.timeZone = context.foundationTimeZone
        formatter.calendar = context.foundationCalendar
        formatter.dateStyle = style(a[1])
        formatter.timeStyle = style(a[2])
        if !format.isEmpty { formatter.dateFormat = format }
        return formatter
    }

    /// `formatDate(date, dateStyle, timeStyle, dateFormat, locale, timeZone, relative, now)`.
    static func formatDate(_ a: [Value]) -> Value? {
        guard let seconds = a.first.flatMap(DateValues.seconds(of:)), let formatter = dateFormatter(a) else { return nil }
        let date = Date(timeIntervalSince1970: seconds)
        if case .bool(true)? = a.dropFirst(6).first, case .string("") = a[3], let now = a.dropFirst(7).first.flatMap(DateValues.seconds(of:)),
           let relative = relativeDay(date, now: Date(timeIntervalSince1970: now), formatter) {
            return .string(relative)
        }
        return .string(LocalizedFormatting.plain(formatter.string(from: date)))
    }

    /// `doesRelativeDateFormatting`: a date on the day before, of or after `now` (the virtual
    /// clock's, in the formatter's time zone) names that day in place of its date style, and keeps
    /// the time style's text after " at " ("Yesterday at 9:41 AM", "Today"), as Foundation's
    /// relative formatting reads in English (Apple, "doesRelativeDateFormatting": "If a date
    /// formatter uses relative date formatting, where possible it replaces the date component of
    /// its output with a phrase—such as “today” or “tomorrow”—that indicates a relative date").
    /// Nil for another day, a fixed `dateFormat`, no date style, or a language other than
    /// English (whose phrases and joining words the playground does not model): the plain text.
    /// NB: Foundation on Linux ignores the flag, and would measure from the host's clock.
    static func relativeDay(_ date: Date, now: Date, _ formatter: DateFormatter) -> String? {
        guard formatter.dateStyle != .none, formatter.locale.language.languageCode?.identifier == "en" else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = formatter.timeZone
        let day = calendar.startOfDay(for: date), today = calendar.startOfDay(for: now)
        guard let days = calendar.dateComponents([.day], from: today, to: day).day, (-1...1).contains(days) else { return nil }
        var phrase = Date.AnchoredRelativeFormatStyle(anchor: day, presentation: .named, unitsStyle: .wide,
                                                      capitalizationContext: .beginningOfSentence)
        phrase.allowedFields = [.day]
        phrase.locale = formatter.locale
        phrase.calendar = calendar
        let name = phrase.format(today)
        guard formatter.timeStyle != .none else { return name }
        let time = DateFormatter()
        (time.locale, time.timeZone, time.calendar) = (formatter.locale, formatter.timeZone, formatter.calendar)
        time.dateStyle = .none
        time.timeStyle = formatter.timeStyle
        return LocalizedFormatting.plain("\(name) at \(time.string(from: date))")
    }

    /// `parseDate(text, dateStyle, timeStyle, dateFormat, locale, timeZone)`: a Date, or nil.
    static func parseDate(_ a: [Value]) -> Value? {
        guard case .string(let text)? = a.first, let formatter = dateFormatter(a) else { return nil }
        // A typed space stands for the no-break space Foundation's own styles put before AM/PM.
        let candidates = [text, text.replacingOccurrences(of: " AM", with: "\u{202F}AM").replacingOccurrences(of: " PM", with: "\u{202F}PM")]
        for candidate in candidates {
            if let date = formatter.date(from: candidate) { return DateValues.date(date.timeIntervalSince1970) }
        }
        return .nil
    }

    static func calendarSymbols(_ a: [Value]) -> Value? {
        guard case .string(let name)? = a.first else { return nil }
        let formatter = DateFormatter()
        formatter.locale = FormatContext(locale: a.dropFirst().first, timeZone: nil, calendar: nil).foundationLocale
        let symbols: [String]
        switch name {
        case "monthSymbols": symbols = formatter.monthSymbols
        case "shortMonthSymbols": symbols = formatter.shortMonthSymbols
        case "veryShortMonthSymbols": symbols = formatter.veryShortMonthSymbols
        case "standaloneMonthSymbols": symbols = formatter.standaloneMonthSymbols
        case "weekdaySymbols": symbols = formatter.weekdaySymbols
        case "shortWeekdaySymbols": symbols = formatter.shortWeekdaySymbols
        case "veryShortWeekdaySymbols": symbols = formatter.veryShortWeekdaySymbols
        case "standaloneWeekdaySymbols": symbols = formatter.standaloneWeekdaySymbols
        case "amSymbol": symbols = [formatter.amSymbol]
        case "pmSymbol": symbols = [formatter.pmSymbol]
        default: return nil
        }
        return .array(symbols.map { .string($0) })
    }

    /// A Foundation `NumberFormatter` for `(…, style, locale, currencyCode, currencySymbol,
    /// minFraction, maxFraction, minInteger, grouping)`; a digit count below zero is unset
    /// (the style's own).
    static func numberFormatter(_ a: [Value], from index: Int) -> NumberFormatter? {
        guard a.count >= index + 3, case .string(let styleName) = a[index], case .string(let code) = a[index + 2] else { return nil }
        let formatter = NumberFormatter()
        formatter.locale = FormatContext(locale: a[index + 1], timeZone: nil, calendar: nil).foundationLocale
        formatter.numberStyle = numberStyles[styleName] ?? .none
        if !code.isEmpty { formatter.currencyCode = code }
        guard a.count >= index + 8 else { return formatter }
        if case .string(let symbol) = a[index + 3], !symbol.isEmpty { formatter.currencySymbol = symbol }
        if case .int(let n) = a[index + 4], n >= 0 { formatter.minimumFractionDigits = min(n, 40) }
        if case .int(let n) = a[index + 5], n >= 0 { formatter.maximumFractionDigits = min(n, 40) }
        if case .int(let n) = a[index + 6], n >= 0 { formatter.minimumIntegerDigits = min(n, 40) }
        if case .bool(false) = a[index + 7] { formatter.usesGroupingSeparator = false }
        return formatter
    }

    /// `formatNumber(value, isInteger, style, locale, currencyCode, currencySymbol, minFraction,
    /// maxFraction, minInteger, grouping)`.
    static func formatNumber(_ a: [Value]) -> Value? {
        guard let number = a.first?.asDouble, let formatter = numberFormatter(a, from: 2) else { return nil }
        let value: NSNumber
        if case .bool(true)? = a.dropFirst().first, let whole = Int(exactly: number) {
            value = NSNumber(value: whole)
        } else if formatter.minimumFractionDigits > 0, a.count >= 8, case .int(let maximum) = a[7], maximum >= 0 {
            // NB: swift-corelibs-foundation's formatter ignores the maximum once a minimum is
            // set (2 and 2 give `1,234,567.891`); Apple's rounds to it, half to even, as ICU
            // does (`1,234,567.89`): the value is rounded so here first.
            var exact = Decimal(number), rounded = Decimal()
            NSDecimalRound(&rounded, &exact, min(maximum, 40), .bankers)
            value = NSDecimalNumber(decimal: rounded)
        } else {
            value = NSNumber(value: number)
        }
        return formatter.string(from: value).map { .string(LocalizedFormatting.plain($0)) } ?? .nil
    }

    /// `parseNumber(text, style, locale, currencyCode)`: a Double, or nil.
    static func parseNumber(_ a: [Value]) -> Value? {
        guard case .string(let text)? = a.first, let formatter = numberFormatter(a, from: 1) else { return nil }
        return formatter.number(from: text).map { .double($0.doubleValue) } ?? .nil
    }

    /// `formatByteCount(count, countStyle, includesUnit, includesCount, isAdaptive, allowsNonnumeric)`.
    static func formatByteCount(_ a: [Value]) -> Value? {
        guard a.count == 6, case .int(let count) = a[0], case .string(let style) = a[1] else { return nil }
        let formatter = ByteCountFormatter()
        formatter.countStyle = switch style {
        case "memory": .memory
        case "decimal": .decimal
        case "binary": .binary
        default: .file
        }
        if case .bool(false) = a[2] { formatter.includesUnit = false }
        if case .bool(false) = a[3] { formatter.includesCount = false }
        if case .bool(false) = a[4] { formatter.isAdaptive = false }
        if case .bool(false) = a[5] { formatter.allowsNonnumericFormatting = false }
        return .string(LocalizedFormatting.plain(formatter.string(fromByteCount: Int64(count))))
    }
}

extension Formatters {
    /// The bytes a value spells for `Data`: a string's UTF-8, an array of bytes, one byte, or
    /// a `Data`'s own (`_bytes`); nil for anything else.
    static func dataBytes(_ value: Value?) -> [UInt8]? {
        switch value {
        case .string(let text)?: return Array(text.utf8)
        case .int(let byte)?: return [UInt8(truncatingIfNeeded: byte)]
        case .array(let elements)?:
            var bytes: [UInt8] = []
            bytes.reserveCapacity(elements.count)
            for element in elements {
                guard case .int(let byte) = element else { return nil }
                bytes.append(UInt8(truncatingIfNeeded: byte))
            }
            return bytes
        case .structValue(let data)? where data.typeName == "Data":
            return dataBytes(data.fields["_bytes"])
        default: return nil
        }
    }
}
