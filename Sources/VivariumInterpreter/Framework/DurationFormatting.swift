import Foundation

/// `DateComponentsFormatter.string(from: TimeInterval)` (swift-corelibs-foundation does not
/// have the class): the interval is split into the allowed units with the Gregorian calendar
/// from Foundation's reference date, as Apple's formatter does, then written in en_US.
///
/// - `.positional`: `1:05`, `1:01:05`; the first unit unpadded, the rest two digits; by
///   default leading zero units are dropped (`5` for five seconds of minutes and seconds),
///   `.pad` keeps them (`0:05`, `0:00:05`).
/// - `.abbreviated` `1h 1m 5s`, `.brief` `1hr 1min 5sec`, `.short` `1 hr, 1 min, 5 sec`,
///   `.full` `1 hour, 1 minute, 5 seconds`, `.spellOut` `one hour, one minute, five seconds`;
///   by default zero units are dropped, `.pad` keeps them.
///
/// Judgement call: the interval is rounded to the nearest second.
enum DurationFormatting {
    /// `NSCalendar.Unit`s by name, largest first.
    static let units: [(name: String, component: Calendar.Component)] = [
        ("year", .year), ("month", .month), ("weekOfMonth", .weekOfMonth), ("day", .day), ("hour", .hour),
        ("minute", .minute), ("second", .second),
    ]
    static let styles = ["positional": 0, "abbreviated": 1, "short": 2, "full": 3, "spellOut": 4, "brief": 5]
    /// `ZeroFormattingBehavior` as Foundation's bits.
    static let behaviors = ["none": 0, "default": 1, "dropLeading": 2, "dropMiddle": 4, "dropTrailing": 8, "dropAll": 14,
                            "pad": 65536]

    /// (abbreviated, brief, short singular, short plural, full singular) names.
    static let names: [Calendar.Component: (String, String, String, String, String)] = [
        .year: ("y", "yr", "yr", "yrs", "year"), .month: ("mo", "mth", "mth", "mths", "month"),
        .weekOfMonth: ("w", "wk", "wk", "wks", "week"), .day: ("d", "day", "day", "days", "day"),
        .hour: ("h", "hr", "hr", "hr", "hour"), .minute: ("m", "min", "min", "min", "minute"),
        .second: ("s", "sec", "sec", "sec", "second"),
    ]

    /// `formatDuration(interval, [unit], unitsStyle, zeroFormattingBehavior, maximumUnitCount,
    /// approximation, timeRemaining)`.
    static func format(_ a: [Value]) -> Value? {
        guard a.count == 7, let interval = a[0].asDouble, case .array(let rawUnits) = a[1], case .string(let styleName) = a[2],
              case .string(let zeroName) = a[3], case .int(let maximumCount) = a[4] else { return nil }
        let style = styles[styleName] ?? 0, zero = behaviors[zeroName] ?? 1
        guard interval.isFinite, abs(interval) < 1e15 else { return .nil }
        let allowedNames = Set(rawUnits.compactMap { if case .string(let name) = $0 { name } else { nil } })
        var allowed = units.filter { allowedNames.contains($0.name) }.map(\.component)
        if allowed.isEmpty { allowed = [.year, .month, .day, .hour, .minute, .second] }
        let total = Int(abs(interval).rounded(.toNearestOrAwayFromZero))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let parts = calendar.dateComponents(Set(allowed), from: start, to: start.addingTimeInterval(Double(total)))
        var values = allowed.map { ($0, parts.value(for: $0) ?? 0) }
        let positional = style == 0
        // ZeroFormattingBehavior: default (1) drops leading zeros when positional, all zeros otherwise.
        let pad = zero & 65536 != 0
        var drop = zero & 14
        if zero == 1 { drop = positional ? 2 : 14 }
        if pad { drop = 0 }
        if drop & 2 != 0 { while values.count > 1, values[0].1 == 0 { values.removeFirst() } }
        if drop & 8 != 0 { while values.count > 1, values[values.count - 1].1 == 0 { values.removeLast() } }
        if drop & 4 != 0 && values.count > 2 {
            let inner = values[1..<(values.count - 1)].filter { $0.1 != 0 }
            values = [values[0]] + inner + [values[values.count - 1]]
        }
        if maximumCount > 0, values.count > maximumCount {
            if positional { values = Array(values.prefix(maximumCount)) } else {
                values = Array(values.filter { $0.1 != 0 }.prefix(maximumCount))
                if values.isEmpty { values = [(allowed[allowed.count - 1], 0)] }
            }
        }
        var text = render(values, style: style)
        if interval < 0 && total > 0 { text = "-" + text }
        if case .bool(true) = a[5] { text = "About " + text }
        if case .bool(true) = a[6] { text += " remaining" }
        return .string(text)
    }

    static func render(_ values: [(Calendar.Component, Int)], style: Int) -> String {
        if style == 0 {
            return values.enumerated().map { index, part in
                index == 0 || part.1 >= 10 ? "\(part.1)" : "0\(part.1)"
            }.joined(separator: ":")
        }
        let spell = NumberFormatter()
        spell.locale = Locale(identifier: "en_US")
        spell.numberStyle = .spellOut
        let words = values.map { component, count -> String in
            let (abbreviated, brief, short, shortPlural, full) = names[component] ?? ("", "", "", "", "")
            switch style {
            case 1: return "\(count)\(abbreviated)"
            case 5: return "\(count)\(brief)"
            case 2: return "\(count) \(count == 1 ? short : shortPlural)"
            case 4: return "\(spell.string(from: NSNumber(value: count)) ?? "\(count)") \(full)\(count == 1 ? "" : "s")"
            default: return "\(count) \(full)\(count == 1 ? "" : "s")"
            }
        }
        return words.joined(separator: style == 1 || style == 5 ? " " : ", ")
    }
}
