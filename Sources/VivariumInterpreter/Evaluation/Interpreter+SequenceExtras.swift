import VivariumSyntax

/// More of `Sequence` and `Collection` as the standard library has them: slices (`prefix`,
/// `suffix`, `dropFirst`, `dropLast`), `lastIndex`, `count(where:)`, `flatMap`, `shuffled`, and
/// ordering on every sequence (a dictionary's `(key, value)` pairs, a range, a string's
/// characters). A string's slices and its `reversed()` are strings here (Swift's `Substring`
/// and `ReversedCollection<String>`, which `String(_:)` turns back into a String).
extension Interpreter {
    func moreSequenceMethod(_ name: String, receiver: Value, values: [Value], labels: [String?],
                            call: (Int, [Value]) throws -> Value, at location: SourceLocation) throws -> Value? {
        switch receiver {
        case .array, .range, .dictionary, .string: break
        default: return nil
        }
        func isFunction(_ value: Value?) -> Bool { if case .function? = value { true } else { false } }
        func rebuilt(_ items: [Value]) -> Value {
            guard case .string = receiver else { return .array(items) }
            return .string(items.map { if case .string(let c) = $0 { c } else { "" } }.joined())
        }
        switch (name, labels) {
        case _ where (name == "prefix" || name == "drop") && (labels == ["while"] || (labels == [nil] && isFunction(values.first))):
            // `prefix(while:)`: the leading elements the predicate accepts; `drop(while:)` the rest.
            let items = try elements(of: receiver, at: location)
            var taken = 0
            while taken < items.count, try truthy(call(0, [items[taken]]), at: location) { taken += 1 }
            return rebuilt(Array(name == "prefix" ? items[..<taken] : items[taken...]))
        case ("prefix", [nil]), ("suffix", [nil]), ("dropFirst", [nil]), ("dropLast", [nil]), ("dropFirst", []), ("dropLast", []):
            var count = 1
            if let first = values.first {
                guard case .int(let n) = first else { return nil }
                count = n
            }
            guard count >= 0 else {
                let message = switch name {
                case "prefix": "Can't take a prefix of negative length from a collection"
                case "suffix": "Can't take a suffix of negative length from a collection"
                default: "Can't drop a negative number of elements from a collection"
                }
                throw RuntimeError.trap("Fatal error: \(message)", at: location)
            }
            let items = try elements(of: receiver, at: location)
            switch name {
            case "prefix": return rebuilt(Array(items.prefix(count)))
            case "suffix": return rebuilt(Array(items.suffix(count)))
            case "dropFirst": return rebuilt(Array(items.dropFirst(count)))
            default: return rebuilt(Array(items.dropLast(count)))
            }
        case _ where name == "lastIndex" && (labels == ["of"] || labels == ["where"] || (labels == [nil] && isFunction(values.first))):
            // `lastIndex { … }`: a trailing closure is `where:`.
            guard case .array(let items) = receiver, let argument = values.first else { return nil }
            for index in items.indices.reversed() {
                let found = labels == ["of"] ? try valuesEqual(items[index], argument, at: location)
                                             : try truthy(call(0, [items[index]]), at: location)
                if found { return .int(index) }
            }
            return .nil
        case ("count", ["where"]):
            var count = 0
            for item in try elements(of: receiver, at: location) where try truthy(call(0, [item]), at: location) { count += 1 }
            return .int(count)
        case ("flatMap", [nil]):
            // The closure's sequences, joined (`flatMap` to an optional is `compactMap`).
            var result: [Value] = []
            for item in try elements(of: receiver, at: location) {
                let mapped = readWeak(gathered(try call(0, [item])))
                switch mapped {
                case .array, .range: result += try elements(of: mapped, at: location)
                case .nil: break
                default: result.append(mapped)
                }
                try ValueLimits.checkElements(result.count, at: location)
            }
            return .array(result)
        case ("shuffled", []):
            return .array(shuffledElements(try elements(of: receiver, at: location)))
        case ("randomElement", []):
            // The playground's seeded generator, as `shuffled()`; nil for an empty collection.
            let items = try elements(of: receiver, at: location)
            return items.isEmpty ? .nil : items[Int(random.next() % UInt64(items.count))]
        case ("reversed", []):
            return rebuilt(try elements(of: receiver, at: location).reversed())
        case ("sorted", ["using"]):
            return .array(try sorted(elements(of: receiver, at: location), using: values[0], at: location))
        case ("sorted", []), ("sorted", [nil]), ("sorted", ["by"]):
            return .array(try sorted(elements(of: receiver, at: location), by: values.first, at: location))
        case ("min", []), ("max", []), ("min", ["by"]), ("max", ["by"]), ("min", [nil]), ("max", [nil]):
            return try extremum(elements(of: receiver, at: location), by: values.first, max: name == "max", at: location)
        default:
            return nil
        }
    }

    /// `shuffled()` and `shuffle()`: a Fisher–Yates shuffle with the playground's seeded
    /// generator, so runs stay reproducible.
    func shuffledElements(_ elements: [Value]) -> [Value] {
        var items = elements
        if items.count > 1 {
            for index in stride(from: items.count - 1, to: 0, by: -1) {
                items.swapAt(index, Int(random.next() % UInt64(index + 1)))
            }
        }
        return items
    }
}
