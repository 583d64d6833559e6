import VivariumSyntax

/// Sequences made of a function, and iterators as values (Swift standard library):
/// `sequence(first:next:)` and `sequence(state:next:)` ("Returns a sequence formed from `first`
/// and repeated lazy applications of `next`"): a `LazySequence` here whose base unfolds, so an
/// infinite one stops at `prefix`/`first(where:)`, and whose `map`/`filter` are eager until
/// `.lazy`, as an `UnfoldSequence`'s are; `AnyIterator { … }` (its closure is its `next()`) and
/// `AnySequence { … }` (its closure makes the iterator); `makeIterator()` of an array, a range or
/// a string, whose `next()` moves through the elements.
extension Interpreter {
    static let unfoldSequenceKind = "UnfoldSequence"
    static let anyIteratorKind = "AnyIterator"
    static let anySequenceKind = "AnySequence"
    static let indexingIteratorKind = "IndexingIterator"
    static let iteratorValueKinds: Set<String> = [anyIteratorKind, indexingIteratorKind]

    /// `sequence(first: 1) { $0 * 2 }`, `sequence(state: 0) { s in … }`; nil for other arguments.
    func unfoldSequence(_ values: [Value], labels: [String?]) -> Value? {
        guard values.count == 2, labels[0] == "first" || labels[0] == "state", labels[1] == "next" || labels[1] == nil,
              case .function = values[1] else { return nil }
        let unfold = BuiltinValue(kind: Self.unfoldSequenceKind, fields: [
            "mode": .string(labels[0]!), "seed": values[0], "next": values[1]])
        return .builtin(BuiltinValue(kind: Self.lazySequenceKind, fields: [
            "base": .builtin(unfold), "steps": .array([]), "eager": .bool(true), "description": .string("UnfoldSequence")]))
    }

    /// The elements of an unfolding base, one per call, nil at the end.
    func unfoldIterator(_ unfold: BuiltinValue, at location: SourceLocation) throws -> () throws -> Value? {
        guard case .string(let mode)? = unfold["mode"], let seed = unfold["seed"], let next = unfold["next"] else { return { nil } }
        if mode == "state" {
            // `next` takes the state `inout`: a box the closure changes between calls.
            guard case .function(.closure(let closure)) = next else {
                throw RuntimeError.notSupported("sequence(state:next:) with a function that is not a closure", at: location)
            }
            let state = Box(seed)
            var ended = false
            return { [unowned self] in
                guard !ended else { return nil }
                let element = readWeak(try callClosure(closure, arguments: [state.value], viewBuilder: false, inoutFirst: state, at: location))
                if element.isNil { ended = true; return nil }
                return element
            }
        }
        // `first`, then `next` of the element before, until nil; `next` runs only when the
        // element after is asked for.
        var previous: Value? = nil
        var ended = readWeak(seed).isNil
        return { [unowned self] in
            guard !ended else { return nil }
            guard let before = previous else {
                previous = readWeak(seed)
                return previous
            }
            let element = readWeak(try call(next, arguments: [before]))
            if element.isNil { ended = true; return nil }
            previous = element
            return element
        }
    }

    /// `AnyIterator { … }`, `AnySequence { … }`, `AnySequence(elements)`; nil otherwise.
    func constructTypeErasedSequence(_ typeName: String, values: [Value], labels: [String?], at location: SourceLocation) throws -> Value? {
        guard typeName == Self.anyIteratorKind || typeName == Self.anySequenceKind, values.count == 1, labels == [nil] else { return nil }
        switch (typeName, values[0]) {
        case (Self.anyIteratorKind, .function):
            return .builtin(BuiltinValue(kind: Self.anyIteratorKind, fields: ["next": values[0], "description": .string("AnyIterator")]))
        case (Self.anyIteratorKind, .object):
            // A class iterator: its own `next()` changes it in place.
            return .builtin(BuiltinValue(kind: Self.anyIteratorKind, fields: ["base": values[0], "description": .string("AnyIterator")]))
        case (Self.anyIteratorKind, _):
            throw RuntimeError.notSupported("AnyIterator(_:) of a struct iterator (wrap its next() in AnyIterator { … })", at: location)
        case (Self.anySequenceKind, .function):
            return .builtin(BuiltinValue(kind: Self.anySequenceKind, fields: ["makeIterator": values[0], "description": .string("AnySequence")]))
        default:
            // `AnySequence(someCollection)`: the same elements.
            return .array(try elements(of: values[0], at: location))
        }
    }

    /// The next element of an iterator value (an `AnyIterator`, or the iterator a user type's
    /// `makeIterator()` made, kept in `scope` so that its mutating `next()` changes it).
    func nextOfIterator(_ iterator: Value, at location: SourceLocation) throws -> () throws -> Value? {
        if case .builtin(let any) = iterator, any.kind == Self.anyIteratorKind {
            return { [unowned self] in
                let element: Value
                if let next = any["next"] {
                    element = readWeak(try call(next, arguments: []))
                } else if let base = any["base"] {
                    element = readWeak(try callMethod(on: base, baseExpr: Expr(.selfValue, at: location), name: "next", inputs: [],
                                                      scope: globals, at: location))
                } else {
                    element = .nil
                }
                return element.isNil ? nil : element
            }
        }
        let scope = Scope(parent: globals)
        scope.declare(Self.iteratorVariable, Box(iterator, isLet: false))
        currentFrame?.temporaries.append(iterator)
        let selfExpr = Expr(.identifier(Self.iteratorVariable), at: location)
        return { [unowned self] in
            guard let current = scope.variables[Self.iteratorVariable]?.value else { return nil }
            let element = readWeak(try callMethod(on: current, baseExpr: selfExpr, name: "next", inputs: [], scope: scope, at: location))
            return element.isNil ? nil : element
        }
    }

    /// Pulls the elements of an `AnySequence` or an `AnyIterator`; nil for other values.
    func typeErasedIterator(_ value: Value, at location: SourceLocation) throws -> (() throws -> Value?)? {
        guard case .builtin(let builtin) = value else { return nil }
        switch builtin.kind {
        case Self.anyIteratorKind:
            return try nextOfIterator(value, at: location)
        case Self.anySequenceKind:
            guard let make = builtin["makeIterator"] else { return nil }
            let iterator = readWeak(try call(make, arguments: []))
            currentFrame?.temporaries.append(iterator)
            return try nextOfIterator(iterator, at: location)
        case Self.indexingIteratorKind:
            // What is left of the elements (the iterator value itself is not moved).
            guard case .array(let elements)? = builtin["elements"], case .int(var position)? = builtin["position"] else { return nil }
            return {
                guard position < elements.count else { return nil }
                defer { position += 1 }
                return elements[position]
            }
        default:
            return nil
        }
    }

    /// Every element of a sequence that is made as it is read (a `LazySequence`, an
    /// `AnySequence`, an `AnyIterator`), within the collection size limit; nil for other values.
    func drainedElements(of value: Value, at location: SourceLocation) throws -> [Value]? {
        let next: () throws -> Value?
        if case .builtin(let lazy) = value, lazy.kind == Self.lazySequenceKind {
            next = lazyIterator(lazy, at: location)
        } else if let erased = try typeErasedIterator(value, at: location) {
            next = erased
        } else {
            return nil
        }
        var elements: [Value] = []
        while let element = try next() {
            try step(at: location)
            elements.append(element)
            if elements.count & 0xFFF == 0 { try ValueLimits.checkElements(elements.count + 1, at: location) }
        }
        return elements
    }

    /// `next()` of an iterator value, `makeIterator()` of a collection; nil for other calls.
    func iteratorMethod(_ name: String, on receiver: Value, values: [Value], writeBack: (Value) throws -> Void,
                        at location: SourceLocation) throws -> Value? {
        switch (receiver, name) {
        case (.builtin(let iterator), "next") where iterator.kind == Self.indexingIteratorKind && values.isEmpty:
            guard case .array(let elements)? = iterator["elements"], case .int(let position)? = iterator["position"] else { return nil }
            guard position < elements.count else { return .nil }
            var moved = iterator
            moved["position"] = .int(position + 1)
            try writeBack(.builtin(moved))
            return elements[position]
        case (.builtin(let iterator), "next") where iterator.kind == Self.anyIteratorKind && values.isEmpty:
            return try nextOfIterator(receiver, at: location)() ?? .nil
        case (.array, "makeIterator"), (.range, "makeIterator"), (.string, "makeIterator"):
            guard values.isEmpty else { return nil }
            return .builtin(BuiltinValue(kind: Self.indexingIteratorKind, fields: [
                "elements": .array(try elements(of: receiver, at: location)), "position": .int(0),
                "description": .string("IndexingIterator")]))
        case (.builtin(let iterator), "makeIterator") where iterator.kind == Self.anyIteratorKind && values.isEmpty:
            return receiver
        default:
            return nil
        }
    }
}
