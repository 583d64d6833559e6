import Foundation
import VivariumSyntax

/// The rest of `Sequence` and `Collection` that everyday code reaches for: comparing two
/// sequences element by element (`starts(with:)`, `elementsEqual`, `lexicographicallyPrecedes`),
/// slicing at an index (`prefix(upTo:)`, `prefix(through:)`, `suffix(from:)`), an array split at
/// its separators, `index(of:)`, and String's searching methods of Swift 5.7 and Foundation
/// (`replacing(_:with:)` with a string, `trimmingPrefix`, `ranges(of:)`, `commonPrefix(with:)`).
/// A slice is an array (or a string) here: printed inside an array, Swift's shows as
/// `ArraySlice([1])` where this shows `[1]`.
extension Interpreter {
    func sequenceComparisonMethod(_ name: String, receiver: Value, values: [Value], labels: [String?],
                                  call: (Int, [Value]) throws -> Value, at location: SourceLocation) throws -> Value? {
        switch receiver {
        case .array, .range, .string: break
        default: return nil
        }
        func rebuilt(_ items: ArraySlice<Value>) -> Value {
            guard case .string = receiver else { return .array(Array(items)) }
            return .string(items.map { if case .string(let c) = $0 { c } else { "" } }.joined())
        }
        switch (name, labels) {
        case ("starts", ["with"]), ("elementsEqual", [nil]):
            guard let other = values.first else { return nil }
            let mine = try elements(of: receiver, at: location), theirs = try elements(of: other, at: location)
            if name == "elementsEqual", mine.count != theirs.count { return .bool(false) }
            guard theirs.count <= mine.count else { return .bool(false) }
            for index in theirs.indices where try !valuesEqual(mine[index], theirs[index], at: location) { return .bool(false) }
            return .bool(true)
        case ("lexicographicallyPrecedes", [nil]):
            guard let other = values.first else { return nil }
            let mine = try elements(of: receiver, at: location), theirs = try elements(of: other, at: location)
            for (a, b) in zip(mine, theirs) {
                if try truthy(compare("<", a, b, at: location), at: location) { return .bool(true) }
                if try truthy(compare("<", b, a, at: location), at: location) { return .bool(false) }
            }
            return .bool(mine.count < theirs.count)
        case ("prefix", ["upTo"]), ("prefix", ["through"]), ("suffix", ["from"]):
            guard case .int(let index)? = values.first else { return nil }
            let items = try elements(of: receiver, at: location)
            let end = labels == ["through"] ? index + 1 : index
            guard end >= 0, end <= items.count else {
                let kind = if case .string = receiver { "String index is out of bounds" } else { "Array index is out of range" }
                throw RuntimeError.trap("Fatal error: \(kind)", at: location)
            }
            return rebuilt(name == "suffix" ? items[end...] : items[..<end])
        case ("index", ["of"]):
            // The older name of `firstIndex(of:)` (deprecated, still compiled).
            guard let target = values.first else { return nil }
            for (index, item) in try elements(of: receiver, at: location).enumerated() where try valuesEqual(item, target, at: location) {
                return .int(index)
            }
            return .nil
        default:
            break
        }
        if case .array(let items) = receiver, name == "split" {
            return try splitArray(items, values: values, labels: labels, call: call, at: location)
        }
        if case .string(let text) = receiver {
            return try searchedString(text, name, values: values, labels: labels, at: location)
        }
        return nil
    }

    /// `numbers.split(separator: 0)`, `split(whereSeparator:)`, with `maxSplits` and
    /// `omittingEmptySubsequences`, as `Collection.split` cuts.
    private func splitArray(_ items: [Value], values: [Value], labels: [String?], call: (Int, [Value]) throws -> Value,
                            at location: SourceLocation) throws -> Value? {
        guard let first = labels.first, first == "separator" || first == "whereSeparator" || (first == nil && labels.count == 1) else {
            return nil
        }
        var maxSplits = Int.max, omitting = true
        for (index, label) in labels.enumerated().dropFirst() {
            switch (label, values[index]) {
            case ("maxSplits", .int(let n)):
                guard n >= 0 else { throw RuntimeError.trap("Fatal error: Must take zero or more splits", at: location) }
                maxSplits = n
            case ("omittingEmptySubsequences", .bool(let flag)): omitting = flag
            default: return nil
            }
        }
        let pieces = try items.split(maxSplits: maxSplits, omittingEmptySubsequences: omitting) { item in
            first == "separator" ? try valuesEqual(item, values[0], at: location) : try truthy(call(0, [item]), at: location)
        }
        return .array(pieces.map { .array(Array($0)) })
    }

    /// String's searching methods that take a string where Foundation's take a pattern.
    private func searchedString(_ text: String, _ name: String, values: [Value], labels: [String?],
                                at location: SourceLocation) throws -> Value? {
        switch (name, labels, values.first) {
        case ("replacing", [nil, "with"], .string(let target)?):
            guard case .string(let replacement) = values[1] else { return nil }
            guard !target.isEmpty else { return .string(text) }
            let result = text.replacingOccurrences(of: target, with: replacement)
            try ValueLimits.checkString(bytes: result.utf8.count, at: location)
            return .string(result)
        case ("trimmingPrefix", [nil], .string(let prefix)?):
            return .string(text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text)
        case ("ranges", ["of"], .string(let target)?):
            guard !target.isEmpty else { return .array([]) }
            var ranges: [Value] = []
            var searched = text.startIndex
            while let found = text.range(of: target, options: [], range: searched..<text.endIndex) {
                ranges.append(.range(lower: text.distance(from: text.startIndex, to: found.lowerBound),
                                     upper: text.distance(from: text.startIndex, to: found.upperBound)))
                searched = found.upperBound
            }
            return .array(ranges)
        case ("commonPrefix", ["with"], .string(let other)?):
            return .string(text.commonPrefix(with: other))
        default:
            return nil
        }
    }
}
