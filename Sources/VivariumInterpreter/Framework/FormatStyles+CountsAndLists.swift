import Foundation

/// Two more format styles: `.byteCount(style:)` for integers (Apple,
/// "ByteCountFormatStyle": `.file`, `.memory`, `.decimal`, `.binary`, the text of Foundation's
/// `ByteCountFormatter`, "1.5 MB") and `.list(type:)` for an array of strings (Apple,
/// "ListFormatStyle": en_US joins with commas and "and" / "or" before the last, with the serial
/// comma: "run, outdoor, and morning").
extension FormatStyles {
    static let byteCountStyles: Set<String> = ["file", "memory", "decimal", "binary"]
    static let listTypes: Set<String> = ["and", "or"]

    /// `.byteCount(style: .file)`, `.list(type: .and)`: the style value; nil for another call.
    static func countOrListStyle(_ name: String, _ values: [Value], _ labels: [String?] = []) -> Value? {
        // `.list(memberStyle: .number, type: .and)`: each element in its own style, then joined.
        if name == "list", labels == ["memberStyle", "type"], case .builtin(var style)? = listStyle(of: values[1]),
           case .builtin(let member) = values[0], member.kind == "FormatStyle" {
            style["memberStyle"] = values[0]
            return .builtin(style)
        }
        guard values.count == 1, let member = memberName(of: values[0]) else { return nil }
        if name == "byteCount", byteCountStyles.contains(member) {
            return FrameworkValues.value("FormatStyle", ".byteCount(style: .\(member))", [("member", .string("byteCount")), ("style", .string(member))])
        }
        if name == "list", listTypes.contains(member) { return listStyle(member) }
        return nil
    }

    /// The name of a style's argument: a framework member (`.and`), or a case without payload.
    /// NB: `.file` is also a case of the bundled `ByteCountFormatter.CountStyle` once that is
    /// loaded, and then evaluates to it: its name is what counts.
    private static func memberName(of value: Value) -> String? {
        if let member = FrameworkValues.memberName(of: value) { return member }
        if case .enumValue(let e) = value, e.payload.isEmpty { return e.caseName }
        return nil
    }

    /// The list style a `type:` argument (`.and`, `.or`) names; nil for another value.
    static func listStyle(of type: Value) -> Value? {
        guard let member = memberName(of: type), listTypes.contains(member) else { return nil }
        return listStyle(member)
    }

    /// `.list(type: .and)` / `.list(type: .or)` as a value.
    static func listStyle(_ type: String) -> Value {
        FrameworkValues.value("FormatStyle", ".list(type: .\(type))", [("member", .string("list")), ("type", .string(type))])
    }

    /// The text of `value.formatted(style)` for these two styles; nil for another.
    static func formatCountOrList(_ value: Value, style: Value?) -> String? {
        guard case .builtin(let b)? = style, case .string(let member)? = b["member"] else { return nil }
        switch (member, value) {
        case ("byteCount", .int):
            guard case .string(let countStyle)? = b["style"],
                  case .string(let text)? = Formatters.formatByteCount([value, .string(countStyle), .bool(true), .bool(true), .bool(true), .bool(true)])
            else { return nil }
            return text
        case ("list", .array(let items)):
            let memberStyle = b["memberStyle"]
            let parts = items.map { item in
                if let memberStyle, let text = format(item, style: memberStyle) { return text }
                if case .string(let text) = item { return text }
                return Describe.description(of: item)
            }
            let word = b["type"].flatMap { if case .string(let t) = $0 { t } else { nil } } ?? "and"
            // `.list(type: .and).locale(Locale(identifier: "de_DE"))`: that locale's words and
            // punctuation, as Foundation joins them ("Ana, Ben und Cy").
            if case .string(let identifier)? = b["locale"] {
                return parts.formatted(.list(type: word == "or" ? .or : .and).locale(Locale(identifier: identifier)))
            }
            switch parts.count {
            case 0: return ""
            case 1: return parts[0]
            case 2: return "\(parts[0]) \(word) \(parts[1])"
            default: return parts.dropLast().joined(separator: ", ") + ", \(word) " + parts[parts.count - 1]
            }
        default:
            return nil
        }
    }
}
