import Foundation
import VivariumSyntax

/// Swift's `Regex` (iOS 16, SE-0350/0354): a regex literal `/\d+/` or `try Regex("\\d+")`, and
/// the String algorithms that take one (SE-0357): `firstMatch(of:)`, `wholeMatch(of:)`,
/// `prefixMatch(of:)`, `matches(of:)`, `contains(_:)`, `replacing(_:with:)`,
/// `ranges(of:)`.count, `split(separator:)`, `trimmingPrefix(_:)`, `starts(with:)`. Matching is
/// ICU's (Foundation's `NSRegularExpression`), whose syntax Swift's regex literals share for
/// the common patterns. A match is a `Regex.Match`: its `output` is the whole match, or with
/// captures a tuple of the whole match then each capture (nil when its group did not take part),
/// labelled by the names of named groups (`(?<domain>…)`); as Swift's `Regex.Match` looks up
/// members of its output dynamically, `match.1` and `match.domain` read a capture, and
/// `match.range` is where it matched. Regex builder DSLs are not modelled.
enum RegexValues {
    static let methodNames: Set<String> = ["firstMatch", "wholeMatch", "prefixMatch", "matches", "contains", "replacing",
                                           "split", "trimmingPrefix", "starts", "ranges"]

    static func make(_ pattern: String, at location: SourceLocation) throws -> Value {
        do {
            _ = try NSRegularExpression(pattern: pattern)
        } catch {
            throw RuntimeError(.trap, "the regex \(pattern) is not valid", at: location)
        }
        return .builtin(BuiltinValue(kind: "Regex", fields: ["pattern": .string(pattern)]))
    }

    static func isRegex(_ value: Value?) -> Bool {
        if case .builtin(let regex)? = value { return regex.kind == "Regex" }
        return false
    }

    /// `text.name(regex…)`; nil when the call is not one of these.
    static func stringMethod(_ name: String, _ text: String, _ values: [Value], labels: [String?]) -> Value? {
        guard case .builtin(let regex)? = values.first, regex.kind == "Regex", case .string(let pattern)? = regex["pattern"],
              let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
        let whole = NSRange(text.startIndex..., in: text)
        let found = expression.matches(in: text, range: whole)
        let names = captureNames(pattern)
        func match(_ result: NSTextCheckingResult) -> Value {
            var parts: [Value] = []
            for group in 0..<result.numberOfRanges {
                let range = result.range(at: group)
                if range.location == NSNotFound { parts.append(.nil); continue }
                parts.append(Range(range, in: text).map { .string(String(text[$0])) } ?? .nil)
            }
            let output: Value = parts.count == 1
                ? parts[0]
                : .tuple(parts, labels: [nil] + (1..<parts.count).map { $0 - 1 < names.count ? names[$0 - 1] : nil })
            var matched = BuiltinValue(kind: "Regex.Match", fields: ["output": output])
            if let range = Range(result.range, in: text) {
                let lower = text.distance(from: text.startIndex, to: range.lowerBound)
                matched["range"] = .range(lower: lower, upper: lower + text[range].count, closed: false)
            }
            return .builtin(matched)
        }
        switch (name, labels) {
        case ("firstMatch", ["of"]):
            return found.first.map(match) ?? .nil
        case ("wholeMatch", ["of"]):
            return found.first(where: { $0.range == whole }).map(match) ?? .nil
        case ("prefixMatch", ["of"]):
            return found.first(where: { $0.range.location == 0 }).map(match) ?? .nil
        case ("matches", ["of"]):
            return .array(found.map(match))
        case ("ranges", ["of"]):
            return .array(found.map { _ in .void })
        case ("contains", [nil]):
            return .bool(!found.isEmpty)
        case ("starts", ["with"]):
            return .bool(found.contains { $0.range.location == 0 })
        case ("trimmingPrefix", [nil]):
            guard let first = found.first, first.range.location == 0, let range = Range(first.range, in: text) else { return .string(text) }
            return .string(String(text[range.upperBound...]))
        case ("replacing", [nil, "with"]):
            guard case .string(let replacement)? = values.last else { return nil }
            let template = NSRegularExpression.escapedTemplate(for: replacement)
            return .string(expression.stringByReplacingMatches(in: text, range: whole, withTemplate: template))
        case ("split", ["separator"]):
            var pieces: [Value] = []
            var start = text.startIndex
            for result in found {
                guard let range = Range(result.range, in: text) else { continue }
                if start < range.lowerBound { pieces.append(.string(String(text[start..<range.lowerBound]))) }
                start = range.upperBound
            }
            if start < text.endIndex { pieces.append(.string(String(text[start...]))) }
            return .array(pieces)
        default:
            return nil
        }
    }

    /// The name of each capturing group, in order (nil for an unnamed one): `(?<name>…)` is
    /// named, `(?:…)`, `(?=…)`, `(?<=…)` and the like capture nothing.
    static func captureNames(_ pattern: String) -> [String?] {
        let characters = Array(pattern)
        var names: [String?] = []
        var index = 0
        var inClass = false
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                index += 2
                continue
            }
            if inClass {
                if character == "]" { inClass = false }
            } else if character == "[" {
                inClass = true
            } else if character == "(" {
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if next != "?" {
                    names.append(nil)
                } else if index + 3 < characters.count, characters[index + 2] == "<", !"=!".contains(characters[index + 3]) {
                    var end = index + 3
                    while end < characters.count, characters[end] != ">" { end += 1 }
                    names.append(String(characters[(index + 3)..<end]))
                }
            }
            index += 1
        }
        return names
    }

    /// `match.output`, `match.range`, and a member of the output (`match.1`, `match.domain`).
    static func matchProperty(_ name: String, of match: BuiltinValue) -> Value? {
        if name == "output" || name == "range" { return match[name] }
        // Without captures the output is the whole match, and `match.0` is it too (Regex.Match's
        // `subscript(dynamicMember: KeyPath<(Output, _doNotUse: ()), Output>)`).
        guard case .tuple(let elements, let labels)? = match["output"] else { return name == "0" ? match["output"] : nil }
        if let index = Int(name), elements.indices.contains(index) { return elements[index] }
        if let index = labels.firstIndex(of: name) { return elements[index] }
        return nil
    }
}
