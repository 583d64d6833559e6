import Foundation
import OrderedCollections
import VivariumSyntax

/// Helpers of the builtin methods: sorting with a predicate, and the methods every sequence
/// has (`sequenceMethod`).
extension Interpreter {
    func sorted(_ elements: [Value], by predicate: Value?, at location: SourceLocation) throws -> [Value] {
        // Integers in their own order: `<` on two integers is the builtin one (`userOperator`
        // leaves numbers to it), so sorting the numbers themselves orders them the same way,
        // without a comparison's look-ups per pair.
        if predicate == nil, var numbers = Self.integers(elements) {
            numbers.sort()
            return numbers.map { .int($0) }
        }
        var result = elements
        var failure: Error?
        result.sort { a, b in
            guard failure == nil else { return false }
            do {
                if let predicate {
                    let inputs = [a, b].map { ArgumentInput.value(ArgumentValue(label: nil, value: $0, location: location)) }
                    return try truthy(callValue(predicate, inputs: inputs, at: location), at: location)
                }
                return try truthy(compare("<", a, b, at: location), at: location)
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return result
    }

    /// The elements' values when every one is an integer.
    private static func integers(_ elements: [Value]) -> [Int]? {
        var numbers: [Int] = []
        numbers.reserveCapacity(elements.count)
        for element in elements {
            guard case .int(let number) = element else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// `min()`, `max()`, `min(by:)`, `max(by:)`: the standard library's single pass, so of equal
    /// elements `min` and `max` both give the first, as swiftc's do (a sort's last would be the
    /// last of them).
    func extremum(_ elements: [Value], by predicate: Value?, max: Bool, at location: SourceLocation) throws -> Value {
        guard var result = elements.first else { return .nil }
        func inIncreasingOrder(_ a: Value, _ b: Value) throws -> Bool {
            if let predicate {
                let inputs = [a, b].map { ArgumentInput.value(ArgumentValue(label: nil, value: $0, location: location)) }
                return try truthy(callValue(predicate, inputs: inputs, at: location), at: location)
            }
            return try truthy(compare("<", a, b, at: location), at: location)
        }
        for element in elements.dropFirst() {
            if max ? try inIncreasingOrder(result, element) : try inIncreasingOrder(element, result) { result = element }
        }
        return result
    }

    /// A value a builtin gathers from one call of user code (an object `map`'s closure made):
    /// held only by the builtin's results until the statement ends, so the next call's safe
    /// points must not free it. (A `reduce`'s accumulator needs nothing: each call gets it as
    /// an argument.)
    func gathered(_ value: Value) -> Value {
        hold(value)
        return value
    }

    func sequenceMethod(_ name: String, receiver: Value, values: [Value], labels: [String?],
                                call: (Int, [Value]) throws -> Value, at location: SourceLocation) throws -> Value {
        if case .string(let text) = receiver, name == "contains", case .string(let part)? = values.first {
            return .bool(text.contains(part))
        }
        let items = try elements(of: receiver, at: location)
        // One array of arguments reused for every element (an array made per call was an
        // allocation per element); the callee copies what it keeps.
        var one: [Value] = [.void], two: [Value] = [.void, .void]
        func callWith(_ index: Int, _ item: Value) throws -> Value {
            one[0] = item
            return try call(index, one)
        }
        func callWith(_ index: Int, _ first: Value, _ second: Value) throws -> Value {
            two[0] = first
            two[1] = second
            return try call(index, two)
        }
        switch name {
        case "map": return .array(try items.map { try gathered(callWith(0, $0)) })
        case "compactMap": return .array(try items.map { try gathered(callWith(0, $0)) }.filter { !$0.isNil })
        case "filter":
            let kept = try items.filter { try truthy(callWith(0, $0), at: location) }
            // `String.filter` is a String.
            if case .string = receiver { return .string(kept.map { if case .string(let c) = $0 { c } else { "" } }.joined()) }
            return .array(kept)
        case "forEach":
            for item in items { _ = try callWith(0, item) }
            return .void
        case "first", "last":
            let ordered = name == "first" ? items : items.reversed()
            for item in ordered where try truthy(callWith(0, item), at: location) { return item }
            return .nil
        case "contains":
            // `contains { $0.hasPrefix("B") }`: a trailing closure is `contains(where:)` (closures
            // are not Equatable, so it cannot be `contains(_:)`'s element).
            let isPredicate: Bool
            if case .function? = values.first { isPredicate = true } else { isPredicate = labels.first == "where" }
            if isPredicate {
                for item in items where try truthy(callWith(0, item), at: location) { return .bool(true) }
                return .bool(false)
            }
            guard let needle = values.first else { break }
            // The element type's own `==` (a hand-written Equatable), as `contains(_:)` uses it.
            for item in items where try valuesEqual(item, needle, at: location) { return .bool(true) }
            return .bool(false)
        case "allSatisfy":
            for item in items where !(try truthy(callWith(0, item), at: location)) { return .bool(false) }
            return .bool(true)
        case "reduce" where labels.first == "into":
            // `reduce(into:)`: the closure's first parameter is `inout`.
            guard values.count == 2, case .function(.closure(let closure)) = values[1] else { break }
            let accumulator = Box(values[0])
            for item in items { _ = try callClosure(closure, arguments: [accumulator.value, item], viewBuilder: false, inoutFirst: accumulator, at: location) }
            return accumulator.value
        case "reduce":
            guard var accumulator = values.first, values.count == 2 else { break }
            // `reduce((x: 0, y: 0)) { p, c in (p.x + c.dx, p.y + c.dy) }`: the result is of the
            // initial value's type, so an unlabelled tuple the closure returns takes its labels.
            let labels: [String?]? = if case .tuple(_, let initial) = readWeak(accumulator), initial.contains(where: { $0 != nil }) { initial } else { nil }
            for item in items {
                accumulator = try callWith(1, accumulator, item)
                if let labels, case .tuple(let elements, let returned) = readWeak(accumulator), elements.count == labels.count,
                   returned.allSatisfy({ $0 == nil }) {
                    accumulator = .tuple(elements, labels: labels)
                }
            }
            return accumulator
        case "enumerated":
            return .array(items.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
        case "firstIndex":
            // `firstIndex(of:)`, `firstIndex(where:)` and its trailing closure (`firstIndex { … }`).
            let isPredicate: Bool
            if case .function? = values.first { isPredicate = labels.first != "of" } else { isPredicate = labels.first == "where" }
            guard isPredicate || labels.first == "of" else { break }
            for (index, item) in items.enumerated() {
                if isPredicate {
                    if try truthy(callWith(0, item), at: location) { return .int(index) }
                } else if let needle = values.first, try valuesEqual(item, needle, at: location) {
                    return .int(index)
                }
            }
            return .nil
        case "joined":
            // `grid.joined()` on an array of arrays: their elements in one sequence (Swift's
            // flattening `joined()`, and `joined(separator: [0])` between them).
            if !items.isEmpty, items.allSatisfy({ if case .array = $0 { true } else { false } }) {
                let separator: [Value]? = if case .array(let s)? = values.first { s } else { nil }
                guard values.isEmpty || separator != nil else { break }
                var flat: [Value] = []
                for (index, item) in items.enumerated() {
                    if index > 0, let separator { flat += separator }
                    if case .array(let inner) = item { flat += inner }
                }
                return .array(flat)
            }
            let separator: String = if case .string(let s)? = values.first { s } else { "" }
            return .string(items.map { describe($0) }.joined(separator: separator))
        default: break
        }
        throw Builtins.missingMember(name, of: receiver, heap: heap, at: location)
    }
}
