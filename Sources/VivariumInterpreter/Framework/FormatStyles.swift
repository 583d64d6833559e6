import Foundation

/// Number format styles, as `x.formatted(.percent)` and `Text("\(x, format: .percent)")` use
/// them: en_US, deterministic. `.number` groups thousands and keeps up to six fraction digits
/// (`1,234.5`), `.percent` scales a floating-point value by 100 (`0.25` → `25%`; an `Int`
/// is already a percentage), `.currency(code:)` shows two fraction digits (`$1,234.50`).
enum FormatStyles {
    static let styleNames: [String] = ["number", "percent", "dateTime"]
    /// `Date.FormatStyle` fields (`.dateTime.day().month().year()`), in the order en_US shows them.
    static let dateFieldNames: [String] = ["weekday", "month", "day", "year", "hour", "minute", "second"]

    static func style(_ name: String, _ values: [Value]) -> Value? {
        if values.isEmpty, styleNames.contains(name) {
            return FrameworkValues.value("FormatStyle", ".\(name)", [("member", .string(name))])
        }
        if name == "time", case .builtin(let pattern)? = values.first, pattern.kind == "Duration.TimeFormatStyle.Pattern",
           case .string(let member)? = pattern["member"] {
            // `duration.formatted(.time(pattern: .minuteSecond))`.
            return FrameworkValues.value("FormatStyle", ".time(pattern: .\(member))", [("member", .string("durationTime")),
                                                                                      ("pattern", .string(member)),
                                                                                      ("pad", pattern["pad"] ?? .int(0)),
                                                                                      ("fraction", pattern["fraction"] ?? .int(0))])
        }
        if name == "currency", case .string(let code)? = values.first {
            return FrameworkValues.value("FormatStyle", ".currency(code: \"\(code)\")", [("member", .string("currency")), ("code", .string(code))])
        }
        return nil
    }

    /// `Duration.formatted(.time(pattern:))`: `1:05` (`.minuteSecond`), `0:01:05`
    /// (`.hourMinuteSecond`), `0:01` (`.hourMinute`); the smallest unit rounded to nearest
    /// (Foundation's `Duration.TimeFormatStyle`, en_US); nil for another style.
    static func formatDuration(nanoseconds: Int, style: Value?) -> String? {
        // `duration.formatted()`: Foundation's default, `.time(pattern: .hourMinuteSecond)`.
        let style = style ?? .builtin(BuiltinValue(kind: "Duration.TimeFormatStyle",
                                                   fields: ["member": .string("durationTime"), "pattern": .string("hourMinuteSecond")]))
        guard case .builtin(let b) = style, case .string("durationTime")? = b["member"], case .string(let pattern)? = b["pattern"] else {
            return nil
        }
        // `.minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2)`: the leading unit
        // padded with zeros, the seconds with that many fraction digits (rounded half to even).
        let pad: Int = if case .int(let n)? = b["pad"] { n } else { 0 }
        let fraction: Int = if case .int(let n)? = b["fraction"] { min(max(n, 0), 9) } else { 0 }
        let negative = nanoseconds < 0
        let seconds = Double(nanoseconds.magnitude) / 1e9
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        func padded(_ n: Int) -> String { String(repeating: "0", count: max(0, pad - String(n).count)) + String(n) }
        func secondsPart(_ total: Double) -> (whole: Int, text: String) {
            guard fraction > 0 else {
                let whole = Int(total.rounded())
                return (whole, two(whole % 60))
            }
            let scale = pow(10.0, Double(fraction))
            let rounded = (total * scale).rounded(.toNearestOrEven) / scale
            let whole = Int(rounded.rounded(.down))
            let digits = String(format: "%.\(fraction)f", rounded - Double(whole)).dropFirst(2)
            return (whole, two(whole % 60) + "." + digits)
        }
        let text: String
        switch pattern {
        case "hourMinute":
            let minutes = Int((seconds / 60).rounded())
            text = "\(padded(minutes / 60)):\(two(minutes % 60))"
        case "hourMinuteSecond":
            let (total, shown) = secondsPart(seconds)
            text = "\(padded(total / 3600)):\(two(total / 60 % 60)):\(shown)"
        default:
            let (total, shown) = secondsPart(seconds)
            text = "\(padded(total / 60)):\(shown)"
        }
        return negative ? "-" + text : text
    }

    /// `.minuteSecond(padMinuteToLength:fractionalSecondsLength:)`,
    /// `.hourMinuteSecond(padHourToLength:fractionalSecondsLength:)`, `.hourMinute(padHourToLength:)`.
    static func durationPattern(_ name: String, _ values: [Value], _ labels: [String?]) -> Value? {
        guard ["minuteSecond", "hourMinuteSecond", "hourMinute"].contains(name) else { return nil }
        var fields: [(String, Value)] = [("member", .string(name))]
        for (label, value) in zip(labels, values) {
            guard case .int(let n) = value else { continue }
            switch label {
            case "padMinuteToLength", "padHourToLength": fields.append(("pad", .int(n)))
            case "fractionalSecondsLength": fields.append(("fraction", .int(n)))
            default: continue
            }
        }
        return FrameworkValues.value("Duration.TimeFormatStyle.Pattern", ".\(name)(…)", fields)
    }

    /// `.fractionLength(2)` / `.fractionLength(0...2)`: a number style's fraction digits
    /// (`NumberFormatStyleConfiguration.Precision`).
    static func precision(_ name: String, _ values: [Value]) -> Value? {
        guard name == "fractionLength" || name == "significantDigits", values.count == 1 else { return nil }
        let (low, high): (Int, Int)
        switch values[0] {
        case .int(let n) where n >= 0: (low, high) = (n, n)
        case .range(let lower, let upper, _) where lower >= 0 && upper > lower:
            // A range's upper bound is kept exclusive (`0...2` is 0 up to 3).
            (low, high) = (lower, upper - 1)
        default: return nil
        }
        let text = low == high ? "\(low)" : "\(low)...\(high)"
        if name == "significantDigits" {
            // `.significantDigits(3)`: at least and at most that many significant digits.
            guard low >= 1 else { return nil }
            return FrameworkValues.value("NumberFormatStyleConfiguration.Precision", ".significantDigits(\(text))",
                                         [("minSignificant", .int(low)), ("maxSignificant", .int(min(high, 15)))])
        }
        return FrameworkValues.value("NumberFormatStyleConfiguration.Precision", ".fractionLength(\(text))",
                                     [("minFraction", .int(low)), ("maxFraction", .int(min(high, 15)))])
    }

    /// `.number.precision(.fractionLength(2))`: the style, showing that many fraction digits.
    static func precise(_ style: BuiltinValue, _ values: [Value]) -> Value? {
        guard case .builtin(let precision)? = values.first, precision.kind == "NumberFormatStyleConfiguration.Precision",
              case .string(let member)? = style["member"], ["number", "percent", "currency"].contains(member),
              case .string(let description)? = style["description"], case .string(let argument)? = precision["description"] else { return nil }
        var copy = style
        copy["description"] = .string("\(description).precision(\(argument))")
        copy["minFraction"] = precision["minFraction"]
        copy["maxFraction"] = precision["maxFraction"]
        copy["minSignificant"] = precision["minSignificant"]
        copy["maxSignificant"] = precision["maxSignificant"]
        return .builtin(copy)
    }

    /// `.number.locale(locale)`: the style, formatting in that locale instead of the current one.
    static func localized(_ style: BuiltinValue, _ values: [Value]) -> Value? {
        guard case .builtin(let locale)? = values.first, locale.kind == "Locale", let identifier = locale["identifier"],
              case .string(let description)? = style["description"] else { return nil }
        var copy = style
        copy["description"] = .string("\(description).locale(\(FrameworkValues.describe(locale) ?? "?"))")
        copy["locale"] = identifier
        return .builtin(copy)
    }

    /// `.number.grouping(.never)` / `.grouping(.automatic)`: whether thousands are grouped.
    static func grouping(_ style: BuiltinValue, _ values: [Value]) -> Value? {
        guard let member = values.first.flatMap(FrameworkValues.memberName(of:)), member == "never" || member == "automatic",
              case .string(let description)? = style["description"] else { return nil }
        var copy = style
        copy["description"] = .string("\(description).grouping(.\(member))")
        copy["grouping"] = .string(member)
        return .builtin(copy)
    }

    /// `.number.notation(.compactName)`: the style, abbreviating with K, M, B, T (en_US);
    /// `.number.notation(.scientific)`: a mantissa and a power of ten (`6.73E-1`).
    static func notation(_ style: BuiltinValue, _ values: [Value]) -> Value? {
        guard case .builtin(let token)? = values.first, token.kind == "NumberFormatStyleConfiguration.Notation",
              case .string(let notation)? = token["member"], ["compactName", "scientific"].contains(notation),
              case .string("number")? = style["member"],
              case .string(let description)? = style["description"] else { return nil }
        var copy = style
        copy["description"] = .string("\(description).notation(.\(notation))")
        copy["notation"] = .string(notation)
        return .builtin(copy)
    }

    /// A number in scientific notation, as en_US shows it: one digit before the point, the
    /// mantissa's other digits as `.number` shows a fraction, then `E` and the exponent
    /// (`6.73E-1`, `1.5E3`, `0E0`).
    static func scientific(_ number: Double) -> String {
        guard number.isFinite, number != 0 else { return number == 0 ? "0E0" : decimal(number, maxFraction: 0) }
        var exponent = Int(log10(abs(number)).rounded(.down))
        var mantissa = number / pow(10, Double(exponent))
        // Rounding the mantissa may carry it to 10 (9.9999999 is 1E1).
        if abs((mantissa * 1e6).rounded() / 1e6) >= 10 {
            exponent += 1
            mantissa /= 10
        }
        return (number < 0 ? "-" : "") + decimal(abs(mantissa), maxFraction: 6) + "E\(exponent)"
    }

    /// A number in compact-name notation, as en_US shows it: two significant digits below 100
    /// of a unit, whole units above (`1.2K`, `12K`, `123K`, `5.5M`, `124M`, `999`).
    static func compactName(_ number: Double) -> String {
        guard number.isFinite else { return decimal(number, maxFraction: 0) }
        let suffixes = ["", "K", "M", "B", "T"]
        var unit = 0
        var scaled = abs(number)
        func rounded(_ x: Double) -> Double {
            if x >= 100 { return x.rounded() }
            let scale = x >= 10 ? 1.0 : 10.0
            return (x * scale).rounded() / scale
        }
        while unit < suffixes.count - 1, rounded(scaled) >= 1000 {
            scaled /= 1000
            unit += 1
        }
        let shown = rounded(scaled)
        let digits = shown == shown.rounded() ? String(format: "%.0f", shown) : String(format: "%.1f", shown)
        return (number < 0 && shown != 0 ? "-" : "") + digits + suffixes[unit]
    }

    /// The locale a style names (`.locale(_:)`), or nil.
    static func locale(of style: Value?) -> String? {
        guard case .builtin(let b)? = style, case .string(let identifier)? = b["locale"] else { return nil }
        return identifier
    }

    /// `Date.ISO8601FormatStyle`'s fields, as its builder methods add them.
    static let iso8601FieldNames: Set<String> = ["year", "month", "weekOfYear", "day", "time", "timeZone"]

    /// `.iso8601` and `.iso8601.year().month().day()` (Foundation, "Date.ISO8601FormatStyle"):
    /// every field when none is chosen.
    static func iso8601Style(fields: [String]) -> Value {
        let shown = fields.map { ".\($0)()" }.joined()
        return FrameworkValues.value("FormatStyle", ".iso8601\(shown)", [("member", .string("iso8601")),
                                                                         ("fields", .array(fields.map { .string($0) }))])
    }

    /// A date as an `ISO8601FormatStyle` shows it, in UTC: `2024-06-03T09:30:00Z` whole; with
    /// chosen fields only those, dates joined by `-`, the time by `:`, a `T` between them.
    static func formatISO8601(_ seconds: Double, _ style: BuiltinValue) -> String {
        var chosen: Set<String> = []
        if case .array(let values)? = style["fields"] {
            for case .string(let name) in values { chosen.insert(name) }
        }
        if chosen.isEmpty { chosen = ["year", "month", "day", "time", "timeZone"] }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = Date(timeIntervalSince1970: seconds)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekOfYear, .yearForWeekOfYear], from: date)
        func two(_ n: Int?) -> String { String(format: "%02d", n ?? 0) }
        var dateParts: [String] = []
        if chosen.contains("weekOfYear") {
            if chosen.contains("year") { dateParts.append(String(format: "%04d", parts.yearForWeekOfYear ?? 0)) }
            dateParts.append("W" + two(parts.weekOfYear))
        } else {
            if chosen.contains("year") { dateParts.append(String(format: "%04d", parts.year ?? 0)) }
            if chosen.contains("month") { dateParts.append(two(parts.month)) }
            if chosen.contains("day") { dateParts.append(two(parts.day)) }
        }
        var text = dateParts.joined(separator: "-")
        if chosen.contains("time") {
            if !text.isEmpty { text += "T" }
            text += "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
        }
        if chosen.contains("timeZone") { text += "Z" }
        return text
    }

    /// `.dateTime.hour().minute()`: a date style that shows those fields.
    static func method(_ name: String, _ style: BuiltinValue, _ values: [Value]) -> Value? {
        if case .string("iso8601")? = style["member"], iso8601FieldNames.contains(name) {
            var fields: [String] = []
            if case .array(let existing)? = style["fields"] {
                for case .string(let field) in existing { fields.append(field) }
            }
            return iso8601Style(fields: fields + [name])
        }
        if name == "precision" { return precise(style, values) }
        if name == "locale" { return localized(style, values) }
        if name == "notation" { return notation(style, values) }
        if name == "grouping" { return grouping(style, values) }
        guard case .string("dateTime")? = style["member"], dateFieldNames.contains(name),
              case .string(let description)? = style["description"] else { return nil }
        var fields: [Value] = []
        if case .array(let existing)? = style["fields"] { fields = existing }
        var symbol = ""
        if let first = values.first {
            guard case .string(let written) = first, DateSymbols.isKnown(written, for: name) else { return nil }
            symbol = written
        }
        fields.append(.string(symbol.isEmpty ? name : "\(name)=\(symbol)"))
        let shown = symbol.isEmpty ? "" : "." + symbol
        var result = BuiltinValue(kind: "FormatStyle", fields: ["description": .string("\(description).\(name)(\(shown))"),
                                                                "member": .string("dateTime"), "fields": .array(fields)])
        result["locale"] = style["locale"]
        return .builtin(result)
    }

    /// `Date.FormatStyle(date: .numeric, time: .standard)` (the Xcode SwiftData template's
    /// `Text(item.timestamp, format: …)`): the styles of `formatted(date:time:)`, each
    /// `.omitted` when not given (Foundation, "Date.FormatStyle.init(date:time:locale:calendar:timeZone:capitalizationContext:)").
    static func dateAndTime(_ values: [Value], _ labels: [String?]) -> Value? {
        func style(_ label: String) -> String? {
            guard let index = labels.firstIndex(of: label) else { return "omitted" }
            return FrameworkValues.memberName(of: values[index]).flatMap { DateValues.formatStyleNames.contains($0) ? $0 : nil }
        }
        let known: Set<String?> = ["date", "time", "locale", "calendar", "timeZone"]
        guard labels.allSatisfy({ known.contains($0) }), let date = style("date"), let time = style("time") else { return nil }
        var fields: [(String, Value)] = [("member", .string("dateTime")), ("dateStyle", .string(date)), ("timeStyle", .string(time))]
        // `locale:`, `calendar:`, `timeZone:` given: the style formats in them, not the device's.
        for (label, value) in zip(labels, values) {
            switch label {
            case "locale":
                guard case .builtin(let locale) = value, locale.kind == "Locale", case .string(let identifier)? = locale["identifier"] else { return nil }
                fields.append(("locale", .string(identifier)))
            case "calendar": fields.append((calendarField, value))
            case "timeZone": fields.append((timeZoneField, value))
            default: break
            }
        }
        return FrameworkValues.value("FormatStyle", "Date.FormatStyle(date: .\(date), time: .\(time))", fields)
    }

    /// The calendar and time zone a `Date.FormatStyle` was made with (`Date.FormatStyle(…, calendar:, timeZone:)`).
    static let calendarField = "calendar", timeZoneField = "timeZone"

    /// A date in a `.dateTime` style: its fields, or all of them (`6/9/2025, 9:41 AM`).
    static func formatDate(_ seconds: Double, _ style: BuiltinValue, in given: FormatContext = .standard) -> String {
        if case .string("iso8601")? = style["member"] { return formatISO8601(seconds, style) }
        var context = given
        if style[timeZoneField] != nil || style[calendarField] != nil {
            let made = FormatContext(locale: nil, timeZone: style[timeZoneField], calendar: style[calendarField])
            if style[timeZoneField] != nil { (context.timeZone, context.secondsFromGMT) = (made.timeZone, made.secondsFromGMT) }
            if style[calendarField] != nil { context.calendar = made.calendar }
        }
        if let locale = locale(of: .builtin(style)) { context.locale = locale }
        if case .string(let date)? = style["dateStyle"], case .string(let time)? = style["timeStyle"] {
            return DateValues.format(seconds, date: date, time: time, in: context)
        }
        let written: [String]
        if case .array(let values)? = style["fields"] {
            written = values.compactMap { if case .string(let name) = $0 { name } else { nil } }
        } else {
            written = []
        }
        if written.contains(where: { $0.contains("=") }) { return DateSymbols.date(seconds, fields: written, in: context) }
        let fields = Set(written)
        if !context.isStandard { return LocalizedFormatting.date(seconds, fields: fields, in: context) }
        if fields.isEmpty { return DateValues.format(seconds, date: "numeric", time: "shortened") }
        let c = DateValues.Civil(seconds)
        var date: [String] = []
        let month = fields.contains("month") ? String(DateValues.monthNames[c.month - 1].prefix(3)) : nil
        switch (month, fields.contains("day"), fields.contains("year")) {
        case (let m?, true, true): date.append("\(m) \(c.day), \(c.year)")
        case (let m?, true, false): date.append("\(m) \(c.day)")
        case (let m?, false, true): date.append("\(m) \(c.year)")
        case (let m?, false, false): date.append(m)
        case (nil, true, true): date.append("\(c.day) \(c.year)")
        case (nil, true, false): date.append("\(c.day)")
        case (nil, false, true): date.append("\(c.year)")
        case (nil, false, false): break
        }
        if fields.contains("weekday") { date.insert(String(DateValues.weekdayNames[c.weekday].prefix(3)), at: 0) }
        var time = ""
        let hour12 = c.hour % 12 == 0 ? 12 : c.hour % 12
        let meridiem = c.hour < 12 ? "AM" : "PM"
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        if fields.contains("hour") {
            time = "\(hour12)"
            if fields.contains("minute") { time += ":" + two(c.minute) }
            if fields.contains("second") { time += ":" + two(c.second) }
            time += " " + meridiem
        } else if fields.contains("minute") {
            time = fields.contains("second") ? "\(two(c.minute)):\(two(c.second))" : two(c.minute)
        } else if fields.contains("second") {
            time = two(c.second)
        }
        return (date + (time.isEmpty ? [] : [time])).joined(separator: ", ")
    }

    /// `value.formatted()` / `value.formatted(style)` for an `Int` or a `Double`; nil otherwise.
    static func format(_ value: Value, style: Value?, in context: FormatContext = .standard) -> String? {
        guard let number = value.asDouble ?? DecimalValues.double(of: value) else { return nil }
        let localeIdentifier = locale(of: style) ?? context.locale
        let isInteger = if case .int = value { true } else { false }
        var member = "number"
        var code = "USD"
        var fraction: (min: Int, max: Int)?
        if case .builtin(let b)? = style, case .string("compactName")? = b["notation"] { return compactName(number) }
        if case .builtin(let b)? = style, case .string("scientific")? = b["notation"] { return scientific(number) }
        if let style {
            // One of these styles, or a token (`FloatingPointFormatStyle.Percent.percent`).
            guard case .builtin(let b) = style, let name = FrameworkValues.memberName(of: style), ["number", "percent", "currency"].contains(name) else { return nil }
            member = name
            if case .string(let c)? = b["code"] { code = c }
            if case .int(let low)? = b["minFraction"], case .int(let high)? = b["maxFraction"] { fraction = (low, high) }
        }
        if case .builtin(let b)? = style, case .string("never")? = b["grouping"], localeIdentifier == FormatContext.standard.locale {
            // en_US groups with ",": without grouping, the same digits without it.
            var ungrouped = style
            if case .builtin(var plain) = ungrouped { plain["grouping"] = nil; ungrouped = .builtin(plain) }
            return format(value, style: ungrouped, in: context)?.replacingOccurrences(of: ",", with: "")
        }
        if localeIdentifier != FormatContext.standard.locale {
            return LocalizedFormatting.number(number, isInteger: isInteger, member: member, code: code, fraction: fraction, locale: localeIdentifier)
        }
        if case .builtin(let b)? = style, case .int(let low)? = b["minSignificant"], case .int(let high)? = b["maxSignificant"],
           member != "currency" {
            let scaled = member == "percent" && !isInteger ? number * 100 : number
            return significant(scaled, min: low, max: high) + (member == "percent" ? "%" : "")
        }
        switch member {
        case "percent":
            return decimal(isInteger ? number : number * 100, minFraction: fraction?.min ?? 0, maxFraction: fraction?.max ?? 6) + "%"
        case "currency":
            let symbol = Self.currencySymbols[code] ?? code + " "
            let digits = currencyFractionDigits(code)
            return (number < 0 ? "-" : "") + symbol + decimal(abs(number), minFraction: fraction?.min ?? digits, maxFraction: fraction?.max ?? digits)
        default: return decimal(number, minFraction: fraction?.min ?? 0, maxFraction: fraction?.max ?? 6)
        }
    }

    /// The symbols en_US shows for currencies (ICU); any other code is written before the amount.
    static let currencySymbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "CNY": "CN¥", "CAD": "CA$",
                                  "AUD": "A$", "MXN": "MX$", "BRL": "R$", "KRW": "₩", "ILS": "₪", "NZD": "NZ$", "HKD": "HK$"]

    /// The fraction digits of a currency's minor unit (ISO 4217): `¥5`, `$5.00`, `KWD 5.000`.
    static func currencyFractionDigits(_ code: String) -> Int {
        if ["BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "VND", "VUV", "XAF", "XOF", "XPF"].contains(code) { return 0 }
        if ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"].contains(code) { return 3 }
        return 2
    }

    /// `number` with between `min` and `max` significant digits, rounded half to even, as
    /// Foundation's `.precision(.significantDigits(_:))` shows it: 3.14159 to 3 is `3.14`, 2.5
    /// `2.50`, 1234.5 `1,230`, 0 `0.00`.
    static func significant(_ number: Double, min: Int, max: Int) -> String {
        guard number.isFinite else { return decimal(number, maxFraction: 0) }
        guard number != 0 else { return min > 1 ? "0." + String(repeating: "0", count: min - 1) : "0" }
        var exponent = Int(log10(abs(number)).rounded(.down))
        let quantum = pow(10.0, Double(exponent - max + 1))
        let rounded = (abs(number) / quantum).rounded(.toNearestOrEven) * quantum
        exponent = Int(log10(rounded).rounded(.down))
        let maxFraction = Swift.max(0, max - 1 - exponent)
        let minFraction = Swift.max(0, min - 1 - exponent)
        return decimal(number < 0 ? -rounded : rounded, minFraction: minFraction, maxFraction: maxFraction)
    }

    /// Grouped decimal digits: `1,234.5`.
    static func decimal(_ number: Double, minFraction: Int = 0, maxFraction: Int) -> String {
        guard number.isFinite else { return number.isNaN ? "NaN" : (number < 0 ? "-∞" : "∞") }
        let scale = pow(10.0, Double(maxFraction))
        // Foundation's format styles round half to even (`.toNearestOrEven`, ICU's default):
        // 10.25 to one fraction digit is 10.2.
        let rounded = (abs(number) * scale).rounded(.toNearestOrEven) / scale
        let whole = rounded.rounded(.down)
        var fraction = String(format: "%.\(maxFraction)f", rounded - whole).dropFirst(2)
        while fraction.count > minFraction, fraction.last == "0" { fraction = fraction.dropLast() }
        var digits = String(format: "%.0f", whole)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits = String(digits.dropLast(3))
        }
        grouped = digits + grouped
        let sign = number < 0 && rounded != 0 ? "-" : ""
        return sign + grouped + (fraction.isEmpty ? "" : "." + fraction)
    }
}
