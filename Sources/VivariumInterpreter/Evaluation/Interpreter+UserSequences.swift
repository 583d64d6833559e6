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
        guard let maker = ["makeAsyncIterator", "makeIterator"].first(where: { name in chain.contains { $0.methods[name] != nil } }) else {
            return nil
        }
        let iteratorScope = Scope(parent: scope)
        let selfExpr = Expr(.identifier(Self.iteratorVariable), at: location)
        let iterator = try callMethod(on: sequence, baseExpr: Expr(.selfValue, at: location), name: maker, inputs: [],
                                      scope: scope, at: location)
        iteratorScope.declare(Self.iteratorVariable, Box(iterator, isLet: false))
        currentFrame?.temporaries.append(iterator)
        return { [unowned self] in
            guard let current = iteratorScope.variables[Self.iteratorVariable]?.value else { return .nil }
            return readWeak(try callMethod(on: current, baseExpr: selfExpr, name: "next", inputs: [], scope: iteratorScope, at: location))
        }
    }
}
