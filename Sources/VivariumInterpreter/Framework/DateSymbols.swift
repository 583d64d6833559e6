import Foundation
import VivariumSyntax

/// The symbols of `.dateTime` fields (Foundation, "Date.FormatStyle.Symbol"):
/// `.weekday(.wide)` "Monday", `.month(.twoDigits)` "06", `.day(.ordinalOfDayInMonth)`,
/// `.hour(.defaultDigits(amPM: .abbreviated))`. A style that names one is formatted by
/// Foundation's own `Date.FormatStyle`, in the text's locale, calendar and time zone.
enum DateSymbols {
    /// What each field accepts, as written after the dot.
    static let known: [String: Set<String>] = [
        "weekday": ["abbreviated", "wide", "narrow", "short", "oneDigit", "twoDigits"],
        "month": ["abbreviated", "wide", "narrow", "twoDigits", "defaultDigits"],
        "day": ["defaultDigits", "twoDigits", "ordinalOfDayInMonth"],
        "year": ["defaultDigits", "twoDigits"],
        "minute": ["defaultDigits", "twoDigits"],
        "second": ["defaultDigits", "twoDigits"],
        "hour": ["defaultDigits", "twoDigits", "conversationalDefaultDigits", "conversationalTwoDigits"].reduce(into: []) { result, digits in
            for amPM in ["abbreviated", "narrow", "wide", "omitted"] { result.insert("\(digits)(amPM:\(amPM))") }
        },
    ]

    static func isKnown(_ symbol: String, for field: String) -> Bool { known[field]?.contains(symbol) ?? false }

    /// `.wide`, `.defaultDigits(amPM: .abbreviated)` as `wide`, `defaultDigits(amPM:abbreviated)`;
    /// nil for anything that is not an implicit member.
    static func symbol(of expr: Expr) -> String? {
        switch expr.kind {
        case .implicitMember(let name):
            return name
        case .call(let callee, let arguments):
            guard case .implicitMember(let name) = callee.kind else { return nil }
            let parts = arguments.map { argument in "\(argument.label ?? "_"):\(symbol(of: argument.value) ?? "?")" }
            return "\(name)(\(parts.joined(separator: ",")))"
        default:
            return nil
        }
    }

    /// `fields` as the style lists them (`weekday=wide`, `day`), formatted by Foundation.
    static func date(_ seconds: Double, fields: [String], in context: FormatContext) -> String {
        var style = Date.FormatStyle(locale: context.foundationLocale, calendar: context.foundationCalendar,
                                     timeZone: context.foundationTimeZone)
        for field in fields {
            let parts = field.split(separator: "=", maxSplits: 1).map(String.init)
            let symbol = parts.count > 1 ? parts[1] : nil
            switch parts[0] {
            case "weekday": style = style.weekday(weekday(symbol))
            case "month": style = style.month(month(symbol))
            case "day": style = style.day(symbol == "twoDigits" ? .twoDigits : symbol == "ordinalOfDayInMonth" ? .ordinalOfDayInMonth : .defaultDigits)
            case "year": style = style.year(symbol == "twoDigits" ? .twoDigits : .defaultDigits)
            case "hour": style = style.hour(hour(symbol))
            case "minute": style = style.minute(symbol == "defaultDigits" ? .defaultDigits : .twoDigits)
            case "second": style = style.second(symbol == "defaultDigits" ? .defaultDigits : .twoDigits)
            default: break
            }
        }
        return LocalizedFormatting.plain(Date(timeIntervalSince1970: seconds).formatted(style))
    }

    private static func weekday(_ symbol: String?) -> Date.FormatStyle.Symbol.Weekday {
        switch symbol {
        case "wide": .wide
        case "narrow": .narrow
        case "short": .short
        case "oneDigit": .oneDigit
        case "twoDigits": .twoDigits
        default: .abbreviated
        }
    }

    private static func month(_ symbol: String?) -> Date.FormatStyle.Symbol.Month {
        switch symbol {
        case "wide": .wide
        case "narrow": .narrow
        case "twoDigits": .twoDigits
        case "defaultDigits": .defaultDigits
        default: .abbreviated
        }
    }

    private static func hour(_ symbol: String?) -> Date.FormatStyle.Symbol.Hour {
        guard let symbol, let open = symbol.firstIndex(of: "(") else { return .defaultDigits(amPM: .abbreviated) }
        let digits = symbol[..<open]
        let amPM: Date.FormatStyle.Symbol.Hour.AMPMStyle = switch symbol.dropFirst(digits.count) {
        case "(amPM:narrow)": .narrow
        case "(amPM:wide)": .wide
        case "(amPM:omitted)": .omitted
        default: .abbreviated
        }
        switch digits {
        case "twoDigits": return .twoDigits(amPM: amPM)
        case "conversationalDefaultDigits": return .conversationalDefaultDigits(amPM: amPM)
        case "conversationalTwoDigits": return .conversationalTwoDigits(amPM: amPM)
        default: return .defaultDigits(amPM: amPM)
        }
    }
}
