import VivariumSyntax

/// A user type conforming to `Sequence` or `Collection` (`struct RingBuffer<Element>:
/// RandomAccessCollection` with `startIndex`, `endIndex` and a subscript; or a `Sequence` with
/// `makeIterator()`) has the standard library's members of those protocols: `count`, `first`,
/// `map`, `filter`, `reversed()`, `for … in` (Swift standard library, "Collection": "the
/// Collection protocol supplies default implementations"; "Sequence"). They run here over the
/// type's elements, read in order through its iterator or its indices (`index(after:)` when
/// it declares one, else the next integer).
///
/// A user type conforming to `ExpressibleByArrayLiteral`, `ExpressibleByStringLiteral` or
/// `ExpressibleByIntegerLiteral` is made from a literal where it is the expected type, through
/// `init(arrayLiteral:)`, `init(stringLiteral:)`, `init(integerLiteral:)` (The Swift Programming
/// Language, "Literal Expression"; Swift standard library, "Initialization with Literals").
extension Interpreter {
    static let collectionProtocols: Set<String> = ["Sequence", "Collection", "BidirectionalCollection",
                                                   "RandomAccessCollection", "MutableCollection"]
    /// Standard-library members that change the collection: never run on a copy of its elements.
    static let mutatingCollectionMembers: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort", "reverse",
        "shuffle", "swapAt", "removeSubrange", "replaceSubrange", "append(contentsOf:)",
    ]

    /// The elements of a user `Sequence`/`Collection`, or nil when `value` is not one.
    /// Whether `value` is of a user type conforming to `Sequence` or a collection protocol.
    func isUserSequence(_ value: Value) -> Bool {
        let typeName: String
        switch value {
        case .structValue(let s): typeName = s.typeName
        case .enumValue(let e): typeName = e.typeName
        case .object(let id): guard let object = heap.object(id) else { return false }; typeName = object.typeName
        default: return false
        }
        return types.memberChain(typeName).contains { info in Self.collectionProtocols.contains { info.conforms(to: $0) } }
    }

    func userCollectionElements(_ value: Value, at location: SourceLocation) throws -> [Value]? {
        let typeName: String
        switch value {
        case .structValue(let s): typeName = s.typeName
        case .enumValue(let e): typeName = e.typeName
        case .object(let id): guard let object = heap.object(id) else { return nil }; typeName = object.typeName
        default: return nil
        }
        let chain = types.memberChain(typeName)
        guard chain.contains(where: { info in Self.collectionProtocols.contains { info.conforms(to: $0) } }) else { return nil }
        var elements: [Value] = []
        if let next = try userSequenceIterator(value, in: globals, at: location) {
            while true {
                try step(at: location)
                let element = try next()
                if element.isNil { return elements }
                elements.append(element)
            }
        }
        guard hasUserSubscript(value, setter: false) else { return nil }
        let selfExpr = Expr(.selfValue, at: location)
        var index = readWeak(try memberValue(of: value, name: "startIndex", at: location))
        let end = readWeak(try memberValue(of: value, name: "endIndex", at: location))
        let stepsWithMethod = chain.contains { $0.methods["index"] != nil }
        while !(try truthy(compare(">=", index, end, at: location), at: location)) {
            try step(at: location)
            elements.append(try callMethod(on: value, baseExpr: selfExpr, name: Self.subscriptGetter,
                                           inputs: [.value(ArgumentValue(label: nil, value: index, location: location))],
                                           scope: globals, at: location))
            if stepsWithMethod {
                index = try callMethod(on: value, baseExpr: selfExpr, name: "index",
                                       inputs: [.value(ArgumentValue(label: "after", value: index, location: location))],
                                       scope: globals, at: location)
            } else if case .int(let position) = index {
                index = .int(position + 1)
            } else {
                throw RuntimeError.notSupported("a collection whose indices are not integers without 'index(after:)'", at: location)
            }
        }
        return elements
    }

    /// A literal where a user type conforming to the literal's protocol is expected: that
    /// type's literal initializer (nil when `expected` is no such type).
    func userLiteral(_ expr: Expr, expected: TypeReference?, in scope: Scope) throws -> Value? {
        guard let name = expected.map(unwrapOptional)?.nominalName, let info = types.type(name) else { return nil }
        let (protocolName, label): (String, String)
        switch expr.kind {
        case .array: (protocolName, label) = ("ExpressibleByArrayLiteral", "arrayLiteral")
        case .string, .interpolation: (protocolName, label) = ("ExpressibleByStringLiteral", "stringLiteral")
        case .integer: (protocolName, label) = ("ExpressibleByIntegerLiteral", "integerLiteral")
        default: return nil
        }
        guard types.memberChain(info.name).contains(where: { $0.conforms(to: protocolName) }) else { return nil }
        let arguments: [Argument]
        if case .array(let elements) = expr.kind {
            arguments = elements.enumerated().map { Argument(label: $0.offset == 0 ? label : nil, value: $0.element, location: $0.element.location) }
        } else {
            arguments = [Argument(label: label, value: expr, location: expr.location)]
        }
        // `[]`: no arguments, the variadic parameter gets no elements.
        return try constructType(info.name, arguments: arguments.map { .expression($0, scope) }, scope: scope, at: expr.location)
    }
}
