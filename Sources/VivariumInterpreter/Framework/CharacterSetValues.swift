import Foundation
import VivariumSyntax

/// Foundation's `CharacterSet`: the named sets (`.decimalDigits`, `.letters`, …), sets made
/// `CharacterSet(charactersIn: "#")`, `inverted`, `union`, `contains`, and the `String` methods
/// that take one (`trimmingCharacters(in:)`, `components(separatedBy:)`,
/// `rangeOfCharacter(from:)`). A value keeps the names of its sets, its own characters and
/// whether it is inverted; membership is Foundation's own, per Unicode scalar.
///
/// Judgement call: `rangeOfCharacter(from:)` answers the range as offsets of characters
/// (`2..<3`), not `String.Index`es; `!= nil` reads the same.
enum CharacterSetValues {
    static let named: [String: CharacterSet] = [
        "decimalDigits": .decimalDigits, "letters": .letters, "alphanumerics": .alphanumerics,
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "punctuationCharacters": .punctuationCharacters, "symbols": .symbols, "uppercaseLetters": .uppercaseLetters,
        "lowercaseLetters": .lowercaseLetters, "capitalizedLetters": .capitalizedLetters,
        "controlCharacters": .controlCharacters, "illegalCharacters": .illegalCharacters,
        "nonBaseCharacters": .nonBaseCharacters, "decomposables": .decomposables,
        "urlQueryAllowed": .urlQueryAllowed, "urlPathAllowed": .urlPathAllowed, "urlHostAllowed": .urlHostAllowed,
        "urlFragmentAllowed": .urlFragmentAllowed,
    ]

    static func make(names: [String], characters: String, inverted: Bool, description: String) -> Value {
        .builtin(BuiltinValue(kind: "CharacterSet", fields: [
            "names": .array(names.map(Value.string)), "characters": .string(characters), "inverted": .bool(inverted),
            "description": .string(description),
        ]))
    }

    static func staticMember(_ name: String) -> Value? {
        guard named[name] != nil else { return nil }
        return make(names: [name], characters: "", inverted: false, description: "CharacterSet.\(name)")
    }

    /// `CharacterSet(charactersIn: "#")`.
    static func construct(_ values: [Value], _ labels: [String?]) -> Value? {
        if values.isEmpty { return make(names: [], characters: "", inverted: false, description: "CharacterSet()") }
        guard labels == ["charactersIn"], case .string(let text)? = values.first else { return nil }
        return make(names: [], characters: text, inverted: false, description: "CharacterSet(charactersIn: \"\(text)\")")
    }

    /// The Foundation set a value stands for.
    static func set(of value: Value) -> CharacterSet? {
        guard case .builtin(let builtin) = value, builtin.kind == "CharacterSet" else { return nil }
        var result = CharacterSet()
        if case .array(let names)? = builtin["names"] {
            for case .string(let name) in names { result.formUnion(named[name] ?? CharacterSet()) }
        }
        if case .string(let text)? = builtin["characters"] { result.formUnion(CharacterSet(charactersIn: text)) }
        if case .bool(true)? = builtin["inverted"] { result.invert() }
        return result
    }

    static func property(_ name: String, of value: BuiltinValue) -> Value? {
        guard name == "inverted" else { return nil }
        var flipped = value
        flipped["inverted"] = .bool(!(value["inverted"].map { if case .bool(true) = $0 { true } else { false } } ?? false))
        if case .string(let text)? = value["description"] { flipped["description"] = .string("\(text).inverted") }
        return .builtin(flipped)
    }

    static func method(_ name: String, on value: BuiltinValue, _ values: [Value]) -> Value? {
        switch name {
        case "contains":
            // A `Unicode.Scalar` (an element of `text.unicodeScalars`) or a one-scalar literal.
            guard let set = set(of: .builtin(value)) else { return nil }
            let text: String
            switch values.first {
            case .string(let literal)?: text = literal
            case .builtin(let scalar)? where scalar.kind == "Unicode.Scalar":
                guard case .string(let character)? = scalar["description"] else { return nil }
                text = character
            default: return nil
            }
            guard let scalar = text.unicodeScalars.first else { return nil }
            return .bool(set.contains(scalar))
        case "union":
            // Inverted sets do not combine by name; a union with one is not modelled.
            guard let other = values.first, case .builtin(let second) = other, second.kind == "CharacterSet",
                  case .bool(false)? = value["inverted"], case .bool(false)? = second["inverted"],
                  case .array(let a)? = value["names"], case .array(let b)? = second["names"],
                  case .string(let x)? = value["characters"], case .string(let y)? = second["characters"] else { return nil }
            return .builtin(BuiltinValue(kind: "CharacterSet", fields: [
                "names": .array(a + b), "characters": .string(x + y), "inverted": .bool(false),
                "description": .string("CharacterSet"),
            ]))
        default: return nil
        }
    }

    /// `text.trimmingCharacters(in:)`, `components(separatedBy:)`, `rangeOfCharacter(from:)`,
    /// `addingPercentEncoding(withAllowedCharacters:)` (nil only for text that is not UTF-16).
    static let stringMethodLabels: [String: String] = [
        "trimmingCharacters": "in", "rangeOfCharacter": "from", "components": "separatedBy",
        "addingPercentEncoding": "withAllowedCharacters",
    ]

    /// The methods `stringMethodLabels` names.
    static func stringMethod(_ text: String, _ name: String, label: String?, _ argument: Value) -> Value? {
        guard let set = set(of: argument) else { return nil }
        switch (name, label) {
        case ("trimmingCharacters", "in"): return .string(text.trimmingCharacters(in: set))
        case ("components", "separatedBy"): return .array(text.components(separatedBy: set).map(Value.string))
        case ("addingPercentEncoding", "withAllowedCharacters"):
            return text.addingPercentEncoding(withAllowedCharacters: set).map(Value.string) ?? .nil
        case ("rangeOfCharacter", "from"):
            for (offset, character) in text.enumerated() where character.unicodeScalars.contains(where: set.contains) {
                return .range(lower: offset, upper: offset + 1)
            }
            return .nil
        default: return nil
        }
    }
}
