import Foundation

/// `JSONDecoder.DateDecodingStrategy.formatted(formatter)` and its encoding twin: a date is the
/// formatter's string (Apple, "JSONDecoder.DateDecodingStrategy.formatted(_:)"). The bundled
/// module hands the formatter's settings to the coders as one strategy string
/// (`__Vivarium.formattedDateStrategy`), which the native coders rebuild a `DateFormatter` from.
enum DateCodingStrategies {
    static let formattedPrefix = "formatted\t"

    /// `formattedDateStrategy(dateStyle, timeStyle, dateFormat, locale, timeZone)`.
    static func hook(_ name: String, _ arguments: [Value]) -> Value? {
        guard name == "formattedDateStrategy", arguments.count == 5 else { return nil }
        let context = FormatContext(locale: arguments[3], timeZone: arguments[4], calendar: nil)
        func text(_ value: Value) -> String { if case .string(let s) = value { s } else { "" } }
        let fields = [text(arguments[0]), text(arguments[1]), text(arguments[2]), context.locale, context.timeZone,
                      context.secondsFromGMT.map(String.init) ?? ""]
        return .string(formattedPrefix + fields.joined(separator: "\t"))
    }

    /// The formatter a `formatted` strategy string describes; nil for other strategies.
    static func formatter(_ strategy: String) -> DateFormatter? {
        guard strategy.hasPrefix(formattedPrefix) else { return nil }
        let fields = strategy.dropFirst(formattedPrefix.count).components(separatedBy: "\t")
        guard fields.count == 6 else { return nil }
        let context = FormatContext(locale: fields[3], timeZone: fields[4], secondsFromGMT: Int(fields[5]), calendar: "gregorian")
        let formatter = DateFormatter()
        formatter.locale = context.foundationLocale
        formatter.timeZone = context.foundationTimeZone
        formatter.calendar = context.foundationCalendar
        formatter.dateStyle = Formatters.style(.string(fields[0]))
        formatter.timeStyle = Formatters.style(.string(fields[1]))
        if !fields[2].isEmpty { formatter.dateFormat = fields[2] }
        return formatter
    }
}
