import Foundation

/// `JSONDecoder.DateDecodingStrategy.formatted(formatter)` and its encoding twin: a date is the
/// formatter's string (Apple, "JSONDecoder.DateDecodingStrategy.formatted(_:)"). The bundled
/// module hands the formatter to `__Vivarium.formattedDateStrategy`, which turns its settings into
/// one strategy string the native coders rebuild a `DateFormatter` from.
enum DateCodingStrategies {
    static let formattedPrefix = "formatted\t"

    /// The strategy string for a `DateFormatter` object's settings (its `dateStyle`, `timeStyle`,
    /// `dateFormat`, `locale`, `timeZone` fields).
    static func strategy(formatterFields fields: [String: Value]) -> Value {
        let context = FormatContext(locale: fields["locale"], timeZone: fields["timeZone"], calendar: nil)
        func text(_ value: Value?) -> String {
            switch value {
            case .string(let s)?: return s
            case .enumValue(let e)?: return e.caseName
            default: return ""
            }
        }
        let parts = [text(fields["dateStyle"]), text(fields["timeStyle"]), text(fields["dateFormat"]), context.locale,
                     context.timeZone, context.secondsFromGMT.map(String.init) ?? ""]
        return .string(formattedPrefix + parts.joined(separator: "\t"))
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

extension Interpreter {
    /// `__Vivarium.formattedDateStrategy(formatter)`.
    func formattedDateStrategy(_ arguments: [Value]) -> Value? {
        guard case .object(let id)? = arguments.first, let object = heap.object(id) else { return nil }
        var fields: [String: Value] = [:]
        for (name, value) in object.fields { fields[name] = value }
        return DateCodingStrategies.strategy(formatterFields: fields)
    }
}
