import Foundation
import VivariumSyntax

/// Foundation's string searches that take `String.CompareOptions`, written as the options
/// themselves (`.caseInsensitive`, `[.caseInsensitive, .diacriticInsensitive]`,
/// `.regularExpression`): a `String.Index` is a character offset here.
extension Interpreter {
    /// `text.range(of:)`: the found characters' offsets (a `String.Index` is a character offset
    /// here), nil when absent.
    static func characterRange(of target: String, in text: String, options: String.CompareOptions) -> Value {
        guard let found = text.range(of: target, options: options) else { return .nil }
        return .range(lower: text.distance(from: text.startIndex, to: found.lowerBound),
                      upper: text.distance(from: text.startIndex, to: found.upperBound))
    }

    /// `attributed.range(of: word, options: .caseInsensitive)` on the bundled `AttributedString`
    /// (Foundation, "AttributedStringProtocol", `range(of:options:locale:)`): its characters
    /// searched with the options as written, as `String`'s `range(of:options:)` is; nil for
    /// other calls (the module's own method then says what is not supported).
    func attributedStringSearch(_ name: String, _ value: StructValue, _ inputs: [ArgumentInput]) throws -> Value? {
        guard name == "range", value.typeName == "AttributedString", inputs.count == 2 || inputs.count == 3,
              inputs[0].label == "of", inputs[1].label == "options", inputs.count == 2 || inputs[2].label == "locale",
              case .expression(let written, _) = inputs[1], let options = Self.compareOptions(written.value),
              case .string(let text)? = value.fields["_text"],
              case .string(let target) = try evaluateInput(inputs[0], expected: .named("String")) else { return nil }
        if inputs.count == 3 { _ = try evaluateInput(inputs[2], expected: .optional(.named("Locale"))) }
        return Self.characterRange(of: target, in: text, options: options)
    }

    /// `replacingOccurrences(of:with:options:)` and `folding(options:locale:)` with their
    /// `String.CompareOptions` written out (`compareOptions`); nil for other calls.
    func searchWithOptions(_ text: String, _ name: String, _ inputs: [ArgumentInput], at location: SourceLocation) throws -> Value? {
        // NB: asked of every method called on a string: the name first, before anything is made.
        guard name == "replacingOccurrences" || name == "folding" else { return nil }
        let labels = inputs.map(\.label)
        let optionsIndex: Int
        switch (name, labels) {
        case ("replacingOccurrences", ["of", "with", "options"]): optionsIndex = 2
        case ("folding", ["options", "locale"]): optionsIndex = 0
        default: return nil
        }
        guard case .expression(let written, _) = inputs[optionsIndex], let options = Self.compareOptions(written.value) else { return nil }
        if name == "folding" {
            // The device's locale (en_US) whatever is passed: its folding is the root locale's.
            _ = try evaluateInput(inputs[1], expected: .named("Locale"))
            return .string(text.folding(options: options, locale: nil))
        }
        guard case .string(let target) = try evaluateInput(inputs[0], expected: .named("String")),
              case .string(let replacement) = try evaluateInput(inputs[1], expected: .named("String")) else {
            throw RuntimeError.notSupported("'replacingOccurrences(of:with:options:)' with these arguments", at: location)
        }
        let result = text.replacingOccurrences(of: target, with: replacement, options: options)
        try ValueLimits.checkString(bytes: result.utf8.count, at: location)
        return .string(result)
    }

    /// `.caseInsensitive`, `[.caseInsensitive, .diacriticInsensitive]`, as written; nil for any other form.
    static func compareOptions(_ written: Expr) -> String.CompareOptions? {
        let members: [Expr] = if case .array(let elements) = written.kind { elements } else { [written] }
        var options: String.CompareOptions = []
        for member in members {
            guard case .implicitMember(let name) = member.kind else { return nil }
            switch name {
            case "caseInsensitive": options.insert(.caseInsensitive)
            case "diacriticInsensitive": options.insert(.diacriticInsensitive)
            case "backwards": options.insert(.backwards)
            case "regularExpression": options.insert(.regularExpression)
            case "anchored": options.insert(.anchored)
            case "literal": options.insert(.literal)
            case "numeric": options.insert(.numeric)
            default: return nil
            }
        }
        return options
    }
}
