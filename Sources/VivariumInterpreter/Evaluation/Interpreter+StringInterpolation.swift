import VivariumSyntax

/// A program's own string interpolations (SE-0228): `extension String.StringInterpolation {
/// mutating func appendInterpolation(percent value: Double) { appendLiteral(…) } }` makes
/// `"\(percent: 0.426)"` call that method on the string being built; inside it,
/// `appendLiteral(_:)` adds text and `appendInterpolation(_:)` a value as `"\(value)"` would.
extension Interpreter {
    static let stringInterpolationKind = "String.StringInterpolation"

    /// The text the program's `appendInterpolation` overload that takes `arguments` appends; nil
    /// when the program declares none that takes them.
    func userInterpolation(_ arguments: [Argument], in scope: Scope, at location: SourceLocation) throws -> String? {
        guard let info = types.type(Self.stringInterpolationKind), let overloads = info.methods["appendInterpolation"] else { return nil }
        let inputs = arguments.map { ArgumentInput.expression($0, scope) }
        let fitting = overloads.filter { matchArguments($0.parameters, inputs) != nil }
        guard !fitting.isEmpty else { return nil }
        let function = try selectOverload(fitting, inputs: inputs, name: "appendInterpolation", at: location)
        var current = Value.builtin(BuiltinValue(kind: Self.stringInterpolationKind, fields: ["text": .string("")]))
        let bound = BoundFunction(declaration: function, ownerType: info.name, receiver: current)
        let (_, newSelf) = try callFunctionReturningSelf(bound, arguments: inputs, currentSelf: { current },
                                                         writeBackOnThrow: { current = $0 }, at: location)
        if let newSelf { current = newSelf }
        guard case .builtin(let built) = readWeak(current), case .string(let text)? = built["text"] else { return "" }
        return text
    }

    /// `appendLiteral("%")` and `appendInterpolation(value)` on the interpolation being built:
    /// the receiver with the text added; nil for any other method.
    func stringInterpolationMethod(_ name: String, on builder: BuiltinValue, values: [Value], labels: [String?],
                                   at location: SourceLocation) throws -> Value? {
        guard builder.kind == Self.stringInterpolationKind, labels == [nil], let value = values.first,
              case .string(let text)? = builder["text"] else { return nil }
        let added: String
        switch name {
        case "appendLiteral":
            guard case .string(let literal) = value else { return nil }
            added = literal
        case "appendInterpolation":
            added = describe(value)
        default:
            return nil
        }
        try ValueLimits.checkString(bytes: text.utf8.count + added.utf8.count, at: location)
        var updated = builder
        updated["text"] = .string(text + added)
        return .builtin(updated)
    }
}
