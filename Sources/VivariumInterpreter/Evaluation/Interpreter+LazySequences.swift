import VivariumSyntax

/// Lazy sequences over a range unbounded above (`(1...).lazy.map { $0 * $0 }.filter { … }
/// .prefix(4)`, `(1...).first { … }`, `zip(1..., names)`): each element is made only when asked
/// for, as the standard library's `LazySequence` does ("The elements of the result are computed
/// lazily, each time they are read"), so a chain over `1...` ends, and `numbers.lazy.map { … }
/// .first { … }` runs its closures only for the elements it reads. A `LazySequence` value holds
/// its base range and the steps (`map`, `filter`, `compactMap`, `dropFirst`) in order; what
/// reads it (`first`, `first(where:)`, `prefix(_:)`, `prefix(while:)`, `contains(where:)`, a
/// `for` loop) pulls elements until it has its answer; any other method reads every element.
extension Interpreter {
    static let lazySequenceKind = "LazySequence"
    static let lazyChainMethods: Set<String> = ["map", "filter", "compactMap", "dropFirst"]
    static let lazyReadingMethods: Set<String> = ["first", "prefix", "contains", "allSatisfy", "firstIndex"]

    /// `(1...)` and the like: a range whose end is Int.max, which no collection holds.
    static func isUnboundedRange(_ value: Value) -> Bool {
        if case .range(_, let upper, _) = value { return upper == Int.max }
        return false
    }

    func lazySequence(over base: Value) -> Value {
        .builtin(BuiltinValue(kind: Self.lazySequenceKind, fields: ["base": base, "steps": .array([]),
                                                                   "description": .string("LazySequence")]))
    }

    /// A method of a lazy sequence (or of an unbounded range, read as one); nil when it is not one.
    func callLazySequenceMethod(_ name: String, on receiver: Value, values: [Value], labels: [String?],
                                at location: SourceLocation) throws -> Value? {
        let lazy: BuiltinValue
        switch receiver {
        case .builtin(let builtin) where builtin.kind == Self.lazySequenceKind: lazy = builtin
        case _ where Self.isUnboundedRange(receiver) && (Self.lazyReadingMethods.contains(name) || name == "dropFirst"):
            guard case .builtin(let made) = lazySequence(over: receiver) else { return nil }
            lazy = made
        default: return nil
        }
        if Self.lazyChainMethods.contains(name) {
            var chained = lazy
            guard case .array(var steps)? = lazy["steps"] else { return nil }
            let argument = values.first ?? .int(1)
            steps.append(.tuple([.string(name), argument], labels: [nil, nil]))
            chained["steps"] = .array(steps)
            return .builtin(chained)
        }
        let next = lazyIterator(lazy, at: location)
        switch (name, labels) {
        case ("first", ["where"]), ("first", [nil]):
            while let element = try next() {
                if try truthy(call(values[0], arguments: [element]), at: location) { return element }
            }
            return .nil
        case ("allSatisfy", [nil]):
            while let element = try next() {
                if try !truthy(call(values[0], arguments: [element]), at: location) { return .bool(false) }
            }
            return .bool(true)
        case ("contains", _) where labels == ["where"] || (labels == [nil] && { if case .function? = values.first { true } else { false } }()):
            while let element = try next() {
                if try truthy(call(values[0], arguments: [element]), at: location) { return .bool(true) }
            }
            return .bool(false)
        case ("contains", [nil]) where values.count == 1:
            while let element = try next() {
                if try valuesEqual(element, values[0], at: location) { return .bool(true) }
            }
            return .bool(false)
        case ("prefix", [nil]):
            if case .int(let count)? = values.first {
                var elements: [Value] = []
                while elements.count < count, let element = try next() { elements.append(element) }
                return .array(elements)
            }
            // `fib.prefix { $0 < 30 }`: a trailing closure is `prefix(while:)`.
            guard case .function? = values.first else { return nil }
            fallthrough
        case ("prefix", ["while"]):
            var elements: [Value] = []
            while let element = try next(), try truthy(call(values[0], arguments: [element]), at: location) {
                elements.append(element)
            }
            return .array(elements)
        default:
            return nil
        }
    }

    /// `lazy.first`: its first element, or nil.
    func lazySequenceProperty(_ name: String, of lazy: BuiltinValue, at location: SourceLocation) throws -> Value? {
        if name == "lazy" {
            // `sequence(first:next:).lazy`: its `map` and `filter` are lazy from here on.
            var made = lazy
            made["eager"] = nil
            return .builtin(made)
        }
        guard name == "first" else { return nil }
        return try lazyIterator(lazy, at: location)() ?? .nil
    }

    /// What `print` and an interpolation show of `value`: a lazy sequence's elements, read now.
    /// NB: Swift prints a lazy chain's generic type and closures (`LazyMapSequence<Array<Int>,
    /// Int>(_base: [3, 1, 2], _transform: (Function))`); the types its closures return are not
    /// known at run time, so the elements stand in. Only printing by the program reads them
    /// (`inspect` shows `LazySequence`, and runs no closure).
    public func printable(_ value: Value, at location: SourceLocation) throws -> Value {
        guard case .builtin(let lazy) = value, isFiniteLazySequence(lazy) else { return value }
        return .array(try drainedElements(of: value, at: location) ?? [])
    }

    /// A lazy sequence over a base with an end (an unfolding one may still be endless: reading
    /// it all then stops at the collection size limit).
    func isFiniteLazySequence(_ lazy: BuiltinValue) -> Bool {
        guard lazy.kind == Self.lazySequenceKind, let base = lazy["base"] else { return false }
        return !Self.isUnboundedRange(base)
    }

    /// Pulls the elements of `lazy` one at a time, through its steps in order.
    func lazyIterator(_ lazy: BuiltinValue, at location: SourceLocation) -> () throws -> Value? {
        guard case .array(let steps)? = lazy["steps"] else { return { nil } }
        let base: () throws -> Value?
        switch lazy["base"] {
        case .range(let lower, let upper, _)?:
            // A closed range's `upper` is past its last element, as a half-open one's.
            var index = lower
            base = {
                guard index < upper else { return nil }
                defer { index += 1 }
                return .int(index)
            }
        case .array(let elements)?:
            var index = 0
            base = {
                guard index < elements.count else { return nil }
                defer { index += 1 }
                return elements[index]
            }
        case .builtin(let unfold)? where unfold.kind == Self.unfoldSequenceKind:
            var made: (() throws -> Value?)?
            base = { [unowned self] in
                if made == nil { made = try unfoldIterator(unfold, at: location) }
                return try made!()
            }
        case let sequence? where isUserSequence(sequence):
            // A program's own `Sequence`: its iterator's `next()`, one element at a time.
            // (A collection of the program's read by its indices instead, all at once.)
            var made: (() throws -> Value)?
            base = { [unowned self] in
                if made == nil {
                    if let next = try userSequenceIterator(sequence, in: globals, at: location) {
                        made = next
                    } else {
                        let elements = try userCollectionElements(sequence, at: location) ?? []
                        var index = 0
                        made = {
                            defer { index += 1 }
                            return index < elements.count ? elements[index] : .nil
                        }
                    }
                }
                let element = try made!()
                return element.isNil ? nil : element
            }
        default:
            return { nil }
        }
        var dropped = Array(repeating: 0, count: steps.count)
        return { [unowned self] in
            nextElement: while let next = try base() {
                try step(at: location)
                var element = next
                for (position, step) in steps.enumerated() {
                    guard case .tuple(let parts, _) = step, case .string(let kind) = parts[0] else { continue }
                    switch kind {
                    case "map":
                        element = try call(parts[1], arguments: [element])
                    case "filter":
                        if try !truthy(call(parts[1], arguments: [element]), at: location) { continue nextElement }
                    case "compactMap":
                        element = readWeak(try call(parts[1], arguments: [element]))
                        if element.isNil { continue nextElement }
                    case "dropFirst":
                        guard case .int(let count) = parts[1] else { break }
                        if dropped[position] < count {
                            dropped[position] += 1
                            continue nextElement
                        }
                    default:
                        break
                    }
                }
                return element
            }
            return nil
        }
    }
}
