import VivariumSyntax

extension Interpreter {
    /// `.zero` of `durations.reduce(.zero, +)`: the zero of the elements' type when it is not a
    /// number (`Duration.zero`, `Decimal.zero`, a program's `Vector.zero`); nil for numbers and
    /// an empty array, whose zero is the integer literal's.
    func zeroLike(firstElementOf receiver: Value, at location: SourceLocation) throws -> Value? {
        guard case .array(let elements) = receiver, let first = elements.first.map(readWeak) else { return nil }
        switch first {
        case .builtin(let builtin) where builtin.kind == "Duration": return Builtins.duration(0)
        case .builtin(let builtin) where builtin.kind == "Decimal": return DecimalValues.value(0)
        case .structValue(let value) where types.type(value.typeName)?.staticProperties.contains(where: { $0.name == "zero" }) == true:
            return try staticMemberValue(typeName: value.typeName, name: "zero", at: location, required: true)
        default: return nil
        }
    }
}
