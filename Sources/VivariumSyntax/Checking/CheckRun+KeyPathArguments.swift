/// A key path held in a variable, passed where a function is taken: `items.map(path)`. Only a
/// key-path *literal* converts to a function (SE-0249, "Key Path Expressions as Functions": "the
/// conversion applies to key path literals"), so swiftc refuses a `KeyPath` value there; for an
/// array's or a set's `map` it finds no overload that takes one: `no exact matches in call to
/// instance method 'map'`, at `map` (swiftc 6.3.1, a receiver held in a variable or property;
/// `items.map(\.name)` is fine).
extension CheckRun {
    func checkKeyPathValueArgument(callee: Expr, arguments: [Argument], _ context: Context) {
        guard case .member(let receiver, let method) = callee.kind, ["map", "compactMap", "flatMap"].contains(method),
              arguments.count == 1, arguments[0].label == nil, !arguments[0].isTrailingClosure,
              isKeyPathValue(arguments[0].value, context) else { return }
        switch receiver.kind {
        case .identifier, .member, .selfValue: break
        default: return
        }
        switch evidentType(of: receiver, context) {
        case .array?: break
        case .named(let name, let generics)? where ["Set", "ArraySlice"].contains(name) && generics.count == 1: break
        default: return
        }
        report("no exact matches in call to instance method '\(method)'", at: callee.location)
    }

    /// A value of a key-path type that is not a literal: a variable or parameter declared
    /// `KeyPath<Root, Value>` (or one of its kin), or initialized from a key-path literal.
    private func isKeyPathValue(_ value: Expr, _ context: Context) -> Bool {
        guard case .identifier(let name) = value.kind else { return false }
        if case .named(let typeName, _)? = evidentType(of: value, context), Self.keyPathTypeNames.contains(typeName) { return true }
        switch resolve(name, context) {
        case .local(let local): return local.holdsKeyPath
        case .global(let variable):
            if let initializer = variable.initializer, case .keyPath = initializer.kind { return true }
            return false
        default: return false
        }
    }

    private static let keyPathTypeNames: Set<String> = [
        "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath",
    ]
}
