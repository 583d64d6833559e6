import VivariumSyntax

/// `for x in seq` / `for await x in seq` over a user type conforming to `Sequence` or
/// `AsyncSequence`: the loop asks the type for its iterator (`makeIterator()` /
/// `makeAsyncIterator()`) once, then calls the iterator's `next()` — `mutating` on a struct
/// iterator, which the loop owns — until it returns nil (The Swift Programming Language,
/// "Protocols"; Apple, "AsyncSequence": "makeAsyncIterator()", "AsyncIteratorProtocol.next()").
extension Interpreter {
    static let iteratorVariable = "$iterator"

    /// The next-element function of a user sequence, or nil when `sequence` is not one.
    func userSequenceIterator(_ sequence: Value, in scope: Scope, at location: SourceLocation) throws -> (() throws -> Value)? {
        let typeName: String
        switch sequence {
        case .structValue(let value): typeName = value.typeName
        case .enumValue(let value): typeName = value.typeName
        case .object(let id): guard let object = heap.object(id) else { return nil }; typeName = object.typeName
        default: return nil
        }
        let chain = types.memberChain(typeName)
        let maker = ["makeAsyncIterator", "makeIterator"].first(where: { name in chain.contains { $0.methods[name] != nil } })
        // A type that is its own iterator (`struct Countdown: Sequence, IteratorProtocol`): the
        // standard library's `makeIterator()` returns the sequence itself (a copy of a struct).
        let isOwnIterator = maker == nil && chain.contains { $0.methods["next"] != nil }
            && chain.contains { $0.conforms(to: "IteratorProtocol") || $0.conforms(to: "AsyncIteratorProtocol") }
        guard maker != nil || isOwnIterator else { return nil }
        let iteratorScope = Scope(parent: scope)
        let selfExpr = Expr(.identifier(Self.iteratorVariable), at: location)
        let iterator = try maker.map { try callMethod(on: sequence, baseExpr: Expr(.selfValue, at: location), name: $0, inputs: [],
                                                      scope: scope, at: location) } ?? sequence
        if case .builtin(let erased) = readWeak(iterator), erased.kind == Self.anyIteratorKind {
            // `makeIterator() -> AnyIterator<Element>`: its closure gives the elements.
            let next = try nextOfIterator(readWeak(iterator), at: location)
            currentFrame?.temporaries.append(iterator)
            return { try next() ?? .nil }
        }
        iteratorScope.declare(Self.iteratorVariable, Box(iterator, isLet: false))
        currentFrame?.temporaries.append(iterator)
        return { [unowned self] in
            guard let current = iteratorScope.variables[Self.iteratorVariable]?.value else { return .nil }
            return readWeak(try callMethod(on: current, baseExpr: selfExpr, name: "next", inputs: [], scope: iteratorScope, at: location))
        }
    }

    /// `prefix(_:)`, `prefix(while:)`, `first(where:)`, `contains(_:)`, `contains(where:)` and
    /// `allSatisfy(_:)` of a program's own `Sequence` read its iterator only as far as they need,
    /// as the standard library's do, so an infinite sequence (the textbook `Fibonacci`) stops;
    /// nil for other methods and other values.
    func shortCircuitingSequenceMethod(_ name: String, on receiver: Value, inputs: [ArgumentInput],
                                       at location: SourceLocation) throws -> Value? {
        guard ["prefix", "first", "contains", "allSatisfy"].contains(name), inputs.count == 1, isUserSequence(receiver),
              !hasUserSubscript(receiver, setter: false) else { return nil }
        let argument = try evaluateInput(inputs[0], expected: nil)
        let label = inputs[0].label
        let isFunction = if case .function = argument { true } else { false }
        guard let next = try userSequenceIterator(receiver, in: globals, at: location) else { return nil }
        func test(_ element: Value) throws -> Bool {
            try truthy(callValue(argument, inputs: [.value(ArgumentValue(label: nil, value: element, location: location))], at: location), at: location)
        }
        func elements(while keepGoing: (Value, Int) throws -> Bool) throws -> (taken: [Value], stoppedAt: Value?) {
            var taken: [Value] = []
            while true {
                try step(at: location)
                let element = try next()
                if element.isNil { return (taken, nil) }
                if try !keepGoing(element, taken.count) { return (taken, element) }
                taken.append(element)
            }
        }
        switch (name, label) {
        case ("prefix", nil) where !isFunction:
            guard case .int(let count) = argument else { return nil }
            guard count >= 0 else { throw RuntimeError.trap("Fatal error: Can't take a prefix of negative length from a sequence", at: location) }
            if count == 0 { return .array([]) }
            var taken: [Value] = []
            while taken.count < count {
                try step(at: location)
                let element = try next()
                if element.isNil { break }
                taken.append(element)
            }
            return .array(taken)
        case ("prefix", "while"), ("prefix", nil):
            return .array(try elements { element, _ in try test(element) }.taken)
        case ("first", _) where label == "where" || isFunction:
            return try elements { element, _ in try !test(element) }.stoppedAt ?? .nil
        case ("contains", _) where label == "where" || isFunction:
            return .bool(try elements { element, _ in try !test(element) }.stoppedAt != nil)
        case ("contains", nil):
            return .bool(try elements { element, _ in try !valuesEqual(element, argument, at: location) }.stoppedAt != nil)
        case ("allSatisfy", nil):
            return .bool(try elements { element, _ in try test(element) }.stoppedAt == nil)
        default:
            return nil
        }
    }
}
