import Foundation

/// `Date.RelativeFormatStyle`: `date.formatted(.relative(presentation: .named))`,
/// `Text(date, format: .relative(presentation: .numeric, unitsStyle: .abbreviated))` and
/// `Date.RelativeFormatStyle(presentation:unitsStyle:)`. The text is the real Foundation's
/// (its `Date.AnchoredRelativeFormatStyle`, the same code as the device's style), measured
/// from now on the virtual clock, not from the host's clock: "1 hour ago", "in 2 days",
/// "yesterday", "last week", "now"; `.abbreviated` and `.narrow` shorten the unit ("1 hr ago"),
/// `.spellOut` spells the number ("one hour ago"). The style rounds to the nearest unit
/// (90 minutes ago is "2 hours ago"), as Foundation's does.
extension FormatStyles {
    static let relativePresentations: Set<String> = ["numeric", "named"]
    static let relativeUnitsStyles: Set<String> = ["wide", "abbreviated", "narrow", "spellOut"]

    /// `.relative(presentation:unitsStyle:)` (`unitsStyle` defaults to `.wide`); nil for any
    /// other member or argument.
    static func relativeStyle(_ name: String, _ values: [Value], _ labels: [String?]) -> Value? {
        guard name == "relative", !values.isEmpty else { return nil }
        return relativeStyle(values, labels)
    }

    /// `Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .wide)`, every argument optional.
    static func relativeStyle(_ values: [Value], _ labels: [String?]) -> Value? {
        var presentation = "numeric", unitsStyle = "wide"
        for (label, value) in zip(labels, values) {
            guard let member = FrameworkValues.memberName(of: value) else { return nil }
            switch label {
            case "presentation" where relativePresentations.contains(member): presentation = member
            case "unitsStyle" where relativeUnitsStyles.contains(member): unitsStyle = member
            default: return nil
            }
        }
        return FrameworkValues.value("FormatStyle", ".relative(presentation: .\(presentation), unitsStyle: .\(unitsStyle))",
                                     [("member", .string("relative")), ("presentation", .string(presentation)),
                                      ("unitsStyle", .string(unitsStyle))])
    }

    /// The date at `seconds` said relative to `now`, in `context`'s locale and calendar; nil
    /// when `style` is not a relative style.
    static func formatRelative(_ seconds: Double, _ style: BuiltinValue, now: Double, in context: FormatContext) -> String? {
        guard case .string("relative")? = style["member"], case .string(let presentation)? = style["presentation"],
              case .string(let unitsStyle)? = style["unitsStyle"] else { return nil }
        let units: Date.RelativeFormatStyle.UnitsStyle = switch unitsStyle {
        case "abbreviated": .abbreviated
        case "narrow": .narrow
        case "spellOut": .spellOut
        default: .wide
        }
        var format = Date.AnchoredRelativeFormatStyle(anchor: Date(timeIntervalSince1970: seconds),
                                                      presentation: presentation == "named" ? .named : .numeric,
                                                      unitsStyle: units)
        format.locale = context.foundationLocale
        format.calendar = context.foundationCalendar
        return LocalizedFormatting.plain(format.format(Date(timeIntervalSince1970: now)))
    }
}
