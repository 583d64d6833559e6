import VivariumInterpreter

/// `Font`: text styles (`.title`), `.system(size:weight:design:)`, `.custom(_:size:)` and the
/// modifiers `bold()`, `italic()`, `weight(_:)`, `monospaced()`. Inert: a font prints as the
/// expression that made it (`Font.system(size: 24.0).bold()`).
enum FontValues {
    /// `Font.title`, … : the text styles.
    static let staticNames: [String] = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption", "caption2",
    ]
    /// `Font.Weight` and `Font.Design` members, as arguments of `.system(…)` and `.weight(_:)`.
    static let weightNames: [String] = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    static let designNames: [String] = ["serif", "rounded", "monospaced"]
    /// Methods returning a font: the name and whether it takes an argument.
    static let methodNames: Set<String> = ["bold", "italic", "weight", "monospaced", "monospacedDigit", "smallCaps",
                                           "lowercaseSmallCaps", "uppercaseSmallCaps", "leading", "width"]

    static func font(_ description: String) -> Value { FrameworkValues.value("Font", description) }

    static func staticMember(_ name: String) -> Value? {
        if staticNames.contains(name) { return FrameworkValues.value("Font", "Font.\(name)", [("member", .string(name))]) }
        if weightNames.contains(name) || designNames.contains(name) {
            return FrameworkValues.value("Font.Weight", ".\(name)", [("member", .string(name))])
        }
        return nil
    }

    /// `Font.system(size: 24, weight: .bold)`, `.system(.caption, design: .monospaced)`, `.custom("Menlo", size: 12)`.
    static func call(_ name: String, _ values: [Value], _ labels: [String?]) -> Value? {
        guard name == "system" || name == "custom" else { return nil }
        guard !values.isEmpty else { return nil }
        let arguments = zip(labels, values).map { label, value in
            (label.map { "\($0): " } ?? "") + FrameworkValues.argument(value, asDouble: label == "size")
        }
        return font("Font.\(name)(\(arguments.joined(separator: ", ")))")
    }

    static func method(_ name: String, _ font: BuiltinValue, _ values: [Value], _ labels: [String?]) -> Value? {
        guard methodNames.contains(name), case .string(let base)? = font["description"] else { return nil }
        let arguments = values.map { FrameworkValues.argument($0, asDouble: false) }.joined(separator: ", ")
        return self.font("\(base).\(name)(\(arguments))")
    }
}
