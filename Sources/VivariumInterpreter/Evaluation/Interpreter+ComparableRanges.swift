import VivariumSyntax

/// `Money(cents: 1)...Money(cents: 9)`: a range of a program's own `Comparable` type
/// (`ClosedRange<Money>`, `Range<Money>`; Swift standard library, "ClosedRange": "A range of
/// any Comparable type"). Its bounds must be in order (else the standard library's trap); it is
/// no sequence, and answers `contains`, `lowerBound`, `upperBound`, `isEmpty` and `~=` in a
/// `case` through the type's own `<` (or its cases' order, SE-0266).
extension Interpreter {
    /// The range `lhs op rhs` of a user type that conforms to `Comparable` and declares no `op`
    /// of its own; nil for anything else.
    func comparableRange(_ op: String, _ lhs: Value, _ rhs: Value, typeName: String, info: TypeInfo,
                         at location: SourceLocation) throws -> Value? {
        guard op == "..." || op == "..<", sameUserType(lhs, rhs, typeName),
              types.memberChain(typeName).contains(where: { $0.conforms(to: "Comparable") }) else { return nil }
        guard case .bool(let reversed) = try compare("<", rhs, lhs, at: location) else { return nil }
        if reversed { throw RuntimeError.trap("Fatal error: Range requires lowerBound <= upperBound", at: location) }
        return .builtin(BuiltinValue(kind: (op == "..." ? "ClosedRange<" : "Range<") + typeName + ">",
                                     fields: ["lowerBound": lhs, "upperBound": rhs]))
    }

    /// The bounds of a range `comparableRange` made, or nil for another value.
    func comparableRangeBounds(_ value: Value) -> (lower: Value, upper: Value, closed: Bool)? {
        guard case .builtin(let range) = value, range.kind.hasSuffix(">"),
              let lower = range["lowerBound"], let upper = range["upperBound"], userTypeName(lower) != nil else { return nil }
        if range.kind.hasPrefix("ClosedRange<") { return (lower, upper, true) }
        if range.kind.hasPrefix("Range<") { return (lower, upper, false) }
        return nil
    }

    /// `range.contains(x)` and `case range:`: `lowerBound <= x`, and `x <= upperBound` (closed)
    /// or `x < upperBound`; nil when `range` is no such range or `x` not of its type.
    func comparableRange(_ range: Value, contains element: Value, at location: SourceLocation) throws -> Bool? {
        guard let (lower, upper, closed) = comparableRangeBounds(range), let typeName = userTypeName(lower),
              sameUserType(element, lower, typeName) else { return nil }
        guard case .bool(let below) = try compare("<", element, lower, at: location), !below else { return false }
        let past = try compare(closed ? "<" : "<=", upper, element, at: location)
        guard case .bool(let beyond) = past else { return nil }
        return !beyond
    }

    /// `lowerBound`, `upperBound`, `isEmpty` of such a range.
    func comparableRangeProperty(_ name: String, of value: Value, at location: SourceLocation) throws -> Value? {
        guard let (lower, upper, closed) = comparableRangeBounds(value) else { return nil }
        switch name {
        case "lowerBound": return lower
        case "upperBound": return upper
        case "isEmpty": return .bool(try !closed && valuesEqual(lower, upper, at: location))
        default: return nil
        }
    }

    /// `Money(cents: 1)...Money(cents: 9)` as `print` shows it: each bound's description.
    func comparableRangeDescription(_ value: Value) -> String? {
        guard let (lower, upper, closed) = comparableRangeBounds(value) else { return nil }
        return Describe.description(of: lower, interpreter: self) + (closed ? "..." : "..<") + Describe.description(of: upper, interpreter: self)
    }

    private func userTypeName(_ value: Value) -> String? {
        switch value {
        case .structValue(let s): s.typeName
        case .enumValue(let e): e.typeName
        default: nil
        }
    }

    private func sameUserType(_ a: Value, _ b: Value, _ typeName: String) -> Bool {
        userTypeName(readWeak(a)) == typeName && userTypeName(readWeak(b)) == typeName
    }
}
