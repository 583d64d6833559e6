import Foundation
import VivariumSyntax

/// Swift's `Regex` (iOS 16, SE-0350/0354): a regex literal `/\d+/` or `try Regex("\\d+")`, and
/// the String algorithms that take one (SE-0357): `firstMatch(of:)`, `wholeMatch(of:)`,
/// `prefixMatch(of:)`, `matches(of:)`, `contains(_:)`, `replacing(_:with:)`,
/// `ranges(of:)`.count, `split(separator:)`, `trimmingPrefix(_:)`, `starts(with:)`. Matching is
/// ICU's (Foundation's `NSRegularExpression`), whose syntax Swift's regex literals share for
/// the common patterns. A match is a tuple: the whole match, then each capture (nil when its
/// group did not take part), so `match.1` reads the first capture, as `match.output.1` does in
/// Swift. Regex builder DSLs are not modelled.
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
        func match(_ result: NSTextCheckingResult) -> Value {
            var parts: [Value] = []
            for group in 0..<result.numberOfRanges {
                let range = result.range(at: group)
                if range.location == NSNotFound { parts.append(.nil); continue }
                parts.append(Range(range, in: text).map { .string(String(text[$0])) } ?? .nil)
            }
            return parts.count == 1 ? parts[0] : .tuple(parts, labels: parts.map { _ in nil })
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
}
