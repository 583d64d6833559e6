import VivariumSyntax

/// `Date` on the graph's virtual clock. There is no wall clock in a graph: `Date()` and
/// `Date.now` are the moment the virtual clock reads, and the clock's zero is Monday, June 9,
/// 2025, 9:41:00 UTC. The device is set to en_US and GMT, so every run prints the same; a
/// `Text` under another `\.locale` or `\.timeZone` formats through `LocalizedFormatting`.
public enum DateValues {
    /// Seconds since 1970 at the virtual clock's zero: 2025-06-09 09:41:00 +0000.
    static let clockZero: Double = 1_749_462_060
    /// Seconds from 1970 to Foundation's reference date, 2001-01-01 00:00:00 +0000.
    static let referenceDate: Double = 978_307_200

    public static func date(_ seconds: Double) -> Value {
        .builtin(BuiltinValue(kind: "Date", fields: ["seconds": .double(seconds)]))
    }

    public static func seconds(of value: Value) -> Double? {
        guard case .builtin(let b) = value, b.kind == "Date" else { return nil }
        return b["seconds"]?.asDouble
    }

    public static func now(_ interpreter: Interpreter) -> Double { clockZero + Double(interpreter.now) / 1e9 }

    static func staticMember(_ name: String, interpreter: Interpreter) -> Value? {
        switch name {
        case "now": return date(now(interpreter))
        case "distantFuture": return date(64_092_211_200)
        case "distantPast": return date(-62_135_769_600)
        default: return nil
        }
    }

    /// `Date()`, `Date(timeIntervalSinceNow:)`, `Date(timeIntervalSince1970:)`, `Date(timeInterval:since:)`.
    static func construct(_ interpreter: Interpreter, _ values: [Value], _ labels: [String?]) -> Value? {
        let amount = values.first?.asDouble
        switch (labels.first, amount) {
        case (nil, nil) where values.isEmpty: return date(now(interpreter))
        case ("timeIntervalSinceNow"?, let amount?): return date(now(interpreter) + amount)
        case ("timeIntervalSince1970"?, let amount?): return date(amount)
        case ("timeIntervalSinceReferenceDate"?, let amount?): return date(referenceDate + amount)
        case ("timeInterval"?, let amount?):
            guard values.count == 2, let base = seconds(of: values[1]) else { return nil }
            return date(base + amount)
        default: return nil
        }
    }

    static func property(_ interpreter: Interpreter, _ name: String, _ value: BuiltinValue) -> Value? {
        guard let seconds = value["seconds"]?.asDouble else { return nil }
        switch name {
        case "timeIntervalSince1970": return .double(seconds)
        case "timeIntervalSinceReferenceDate": return .double(seconds - referenceDate)
        case "timeIntervalSinceNow": return .double(seconds - now(interpreter))
        default: return nil
        }
    }

    static func method(_ interpreter: Interpreter, _ name: String, _ value: BuiltinValue, _ values: [Value], _ labels: [String?],
                       at location: SourceLocation) throws -> Value? {
        guard let seconds = value["seconds"]?.asDouble else { return nil }
        switch (name, values.first) {
        case ("addingTimeInterval", let amount?), ("advanced", let amount?):
            return amount.asDouble.map { date(seconds + $0) }
        case ("timeIntervalSince", let other?):
            return self.seconds(of: other).map { .double(seconds - $0) }
        case ("distance", let other?):
            return self.seconds(of: other).map { .double($0 - seconds) }
        case ("formatted", nil):
            // Foundation formats with the current locale (en_US), never with a view's `\.locale`.
            return .string(format(seconds, date: "numeric", time: "shortened"))
        case ("formatted", _) where labels.contains("date") || labels.contains("time"):
            func style(_ label: String) -> String {
                guard let index = labels.firstIndex(of: label), let member = FrameworkValues.memberName(of: values[index]) else { return "omitted" }
                return member
            }
            return .string(format(seconds, date: style("date"), time: style("time"), in: .standard))
        case ("formatted", let style?) where labels == ["style"]:
            // `Text("\(date, style: .time)")`.
            guard let member = FrameworkValues.memberName(of: style) else { return nil }
            return .string(text(seconds, style: member, now: now(interpreter)))
        case ("formatted", .builtin(let style)?) where style.kind == "FormatStyle":
            if let relative = FormatStyles.formatRelative(seconds, style, now: now(interpreter), in: .standard) {
                return .string(relative)
            }
            return .string(FormatStyles.formatDate(seconds, style))
        default:
            return nil
        }
    }

    /// `.timer`, `.relative`, `.offset`, `.date`, `.time` (`Text.DateStyle`) and the styles of
    /// `formatted(date:time:)` (`.numeric`, `.abbreviated`, `.long`, `.complete`, `.omitted`,
    /// `.shortened`, `.standard`).
    static let textStyleNames: [String] = ["timer", "relative", "offset", "date", "time"]
    static let formatStyleNames: [String] = ["numeric", "abbreviated", "long", "complete", "omitted", "shortened", "standard"]

    static func textStyle(_ name: String) -> Value? {
        if textStyleNames.contains(name) {
            return FrameworkValues.value("Text.DateStyle", "Text.DateStyle.\(name)", [("member", .string(name))])
        }
        if formatStyleNames.contains(name) {
            return FrameworkValues.value("Date.FormatStyle", ".\(name)", [("member", .string(name))])
        }
        return nil
    }

    // MARK: Formatting (en_US, UTC)

    /// `print(date)`: `2025-06-09 09:41:00 +0000`.
    static func describe(_ seconds: Double) -> String {
        let c = Civil(seconds)
        let year = c.year >= 0 && c.year < 1000 ? String(repeating: "0", count: 4 - String(c.year).count) + String(c.year) : String(c.year)
        return "\(year)-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute)):\(two(c.second)) +0000"
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]
    static let weekdayNames = ["Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"]

    /// `formatted(date:time:)`: `6/9/2025, 9:41 AM`, `Jun 9, 2025`, `Monday, June 9, 2025`, `9:41:00 AM`.
    static func format(_ seconds: Double, date: String, time: String, in context: FormatContext = .standard) -> String {
        if !context.isStandard { return LocalizedFormatting.date(seconds, date: date, time: time, in: context) }
        let c = Civil(seconds)
        var parts: [String] = []
        switch date {
        case "numeric": parts.append("\(c.month)/\(c.day)/\(c.year)")
        case "abbreviated": parts.append("\(monthNames[c.month - 1].prefix(3)) \(c.day), \(c.year)")
        case "long": parts.append("\(monthNames[c.month - 1]) \(c.day), \(c.year)")
        case "complete": parts.append("\(weekdayNames[c.weekday]), \(monthNames[c.month - 1]) \(c.day), \(c.year)")
        default: break
        }
        let hour12 = c.hour % 12 == 0 ? 12 : c.hour % 12
        let meridiem = c.hour < 12 ? "AM" : "PM"
        switch time {
        case "shortened": parts.append("\(hour12):\(two(c.minute)) \(meridiem)")
        case "standard": parts.append("\(hour12):\(two(c.minute)):\(two(c.second)) \(meridiem)")
        case "complete": parts.append("\(hour12):\(two(c.minute)):\(two(c.second)) \(meridiem) GMT")
        default: break
        }
        return parts.joined(separator: date == "numeric" ? ", " : " at ")
    }

    /// What `Text(date, style:)` shows at the virtual moment `now`: `.timer` counts (`0:05`,
    /// `1:02:03`), `.relative` names the two largest units (`1 minute, 5 seconds`), `.offset` the
    /// largest with a sign (`+2 hours`).
    static func text(_ seconds: Double, style: String, now: Double, in context: FormatContext = .standard) -> String {
        switch style {
        case "date": return format(seconds, date: "long", time: "omitted", in: context)
        case "time": return format(seconds, date: "omitted", time: "shortened", in: context)
        case "timer":
            let total = Checked.clampedInt(abs(now - seconds).rounded(.down))
            let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
            return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
        case "relative":
            return units(Checked.clampedInt(abs(now - seconds).rounded(.down))).prefix(2).joined(separator: ", ")
        case "offset":
            let delta = Checked.clampedInt((seconds - now).rounded(.towardZero))
            return (delta < 0 ? "-" : "+") + (units(delta == Int.min ? Int.max : abs(delta)).first ?? "0 seconds")
        default: return describe(seconds)
        }
    }

    private static func units(_ total: Int) -> [String] {
        let scales = [(86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
        var rest = total
        var result: [String] = []
        for (size, name) in scales where rest >= size || (size == 1 && result.isEmpty) {
            let count = rest / size
            rest %= size
            if count == 0 && !result.isEmpty { continue }
            result.append("\(count) \(name)\(count == 1 ? "" : "s")")
        }
        return result
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// A moment as UTC calendar fields (proleptic Gregorian, days from the civil algorithm).
    struct Civil {
        /// 1582-10-15, the first day of the Gregorian calendar, in days from 1970-01-01.
        static let gregorianCutoverDay = -141_427
        var year, month, day, hour, minute, second: Int
        /// 0 = Thursday (1970-01-01 was a Thursday).
        var weekday: Int

        init(_ seconds: Double) {
            // A Date is any Double here (`Date(timeIntervalSince1970: .nan)`, `1e300`); the calendar
            // is computed for moments within ±31 million years (NaN as the epoch), never trapping.
            let bounded = seconds.isNaN ? 0 : min(max(seconds, -1e15), 1e15)
            let whole = Int(bounded.rounded(.down))
            let days = Int((Double(whole) / 86_400).rounded(.down))
            let secondOfDay = whole - days * 86_400
            (hour, minute, second) = (secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60)
            weekday = ((days % 7) + 7) % 7
            if days < Self.gregorianCutoverDay {
                // Before 15 October 1582 Foundation's Gregorian calendar (ICU's) is the Julian
                // one: `Date.distantPast` is `0001-01-01 00:00:00 +0000`.
                let c = days + 2_440_588 + 32_082
                let d = (4 * c + 3) / 1461
                let e = c - 1461 * d / 4
                let m = (5 * e + 2) / 153
                (day, month, year) = (e - (153 * m + 2) / 5 + 1, m + 3 - 12 * (m / 10), d - 4800 + m / 10)
                return
            }
            let z = days + 719_468
            let era = (z >= 0 ? z : z - 146_096) / 146_097
            let dayOfEra = z - era * 146_097
            let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
            let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
            let mp = (5 * dayOfYear + 2) / 153
            day = dayOfYear - (153 * mp + 2) / 5 + 1
            month = mp < 10 ? mp + 3 : mp - 9
            year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        }
    }
}

extension Interpreter {
    /// `Text(value, format: style)`: a number or a date in a format style, or nil; `context`
    /// is the text's environment (its locale, time zone and calendar). A relative style
    /// (`.relative(presentation: .named)`) measures from `now` (seconds since 1970), else from
    /// the virtual clock's present.
    public func formatted(_ value: Value, style: Value, in context: FormatContext = .standard, now: Double? = nil) -> String? {
        if let seconds = DateValues.seconds(of: value), case .builtin(let b) = style, b.kind == "FormatStyle" {
            if let relative = FormatStyles.formatRelative(seconds, b, now: now ?? DateValues.now(self), in: context) { return relative }
            return FormatStyles.formatDate(seconds, b, in: context)
        }
        // `Text(tags, format: .list(type: .and))`, `Text(size, format: .byteCount(style: .file))`.
        if let text = FormatStyles.formatCountOrList(value, style: style) { return text }
        return FormatStyles.format(value, style: style, in: context)
    }

    /// The virtual clock's present, in seconds since 1970 (what `Date.now` reads).
    public var presentSeconds: Double { DateValues.now(self) }

    /// Whether `style` is a date style measured from the present (`.relative(presentation:)`).
    public func isRelativeFormatStyle(_ style: Value) -> Bool {
        if case .builtin(let b) = style, case .string("relative")? = b["member"], b["presentation"] != nil { return true }
        return false
    }

    /// What `Text(date, style:)` shows now, on the virtual clock, in `context`.
    public func dateText(_ date: Value, style: String, in context: FormatContext = .standard) -> String {
        guard let seconds = DateValues.seconds(of: date) else { return describe(date) }
        return DateValues.text(seconds, style: style, now: DateValues.now(self), in: context)
    }
}
