import VivariumSyntax

/// Members a user declares in an extension of a standard-library type (`extension Int {
/// var isEven: Bool { … } }`): found before the playground's own builtin members.
extension Interpreter {
    /// The name a user extension of the value's standard-library type is registered under.
    func extensionTypeName(of value: Value) -> String? {
        switch value {
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        // `extension Range where Bound == Int { … }` on `0..<n` (a closed range's own type is `ClosedRange`).
        case .range(_, _, let closed): return closed ? "ClosedRange" : "Range"
        // `appendLiteral(…)` inside `extension String.StringInterpolation`.
        case .builtin(let builtin) where builtin.kind == Self.stringInterpolationKind: return builtin.kind
        default: return nil
        }
    }

    /// The value's type, then the standard-library protocols it conforms to whose user
    /// extensions apply to it (`extension Collection { subscript(safe:) }` on an array).
    /// `extension Optional where Wrapped == String { var orEmpty … }` comes last: the
    /// playground keeps an optional as its wrapped value or `nil`, so the members of Optional's
    /// extensions are found after the value's own, and are all that `nil` has.
    /// (No array is made when no standard-library type is extended, the common case: the general
    /// evaluator asks at each method call and each place it resolves.)
    func extensionTypeNames(of value: Value) -> [String] {
        let extended = types.extendedBuiltins
        if extended.isEmpty { return [] }
        var names: [String] = []
        if let own = extensionTypeName(of: value) {
            if extended.contains(own) { names.append(own) }
            for name in standardProtocols(of: value) where extended.contains(name) { names.append(name) }
        }
        if extended.contains("Optional") { names.append("Optional") }
        return names
    }

    /// The standard-library protocols the value's type conforms to, whose user extensions apply to it.
    func standardProtocols(of value: Value) -> [String] {
        switch value {
        // NB: a `Set` is an array here, so an `extension Set` applies to arrays too.
        case .array: ["RandomAccessCollection", "BidirectionalCollection", "MutableCollection", "RangeReplaceableCollection",
                      "Collection", "Sequence", "Set", "SetAlgebra"]
        case .string: ["StringProtocol", "BidirectionalCollection", "RangeReplaceableCollection", "Collection", "Sequence",
                       "Comparable", "Hashable", "Equatable"]
        case .dictionary: ["Collection", "Sequence"]
        case .int: ["FixedWidthInteger", "SignedInteger", "BinaryInteger", "SignedNumeric", "Numeric", "AdditiveArithmetic", "Comparable", "Hashable", "Equatable"]
        case .double: ["BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric", "AdditiveArithmetic", "Comparable", "Hashable", "Equatable"]
        case .bool: ["Hashable", "Equatable"]
        case .range: ["RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence", "Hashable", "Equatable"]
        default: []
        }
    }

    /// A computed property of a user extension of the value's type, read with `self` the value.
    func builtinExtensionProperty(_ name: String, of value: Value, at location: SourceLocation) throws -> Value? {
        for typeName in extensionTypeNames(of: value) {
            guard let info = types.type(typeName), let property = info.computedProperties[name],
                  let getter = property.getter else { continue }
            return try runGetter(getter, of: property, self: value, typeName: typeName, builder: FrameworkLayer.hasBuilderAttribute(property.attributes),
                                 name: "\(typeName).\(name)")
        }
        return nil
    }

    /// The overloads of a method of a user extension of the value's type.
    /// A constrained extension's methods count only where the value meets its constraints
    /// (`Interpreter+ConstrainedExtensions`); when none does, the first type's are kept.
    func builtinExtensionMethods(_ name: String, of value: Value) -> (TypeInfo, [FunctionDecl])? {
        var first: (TypeInfo, [FunctionDecl])?
        for typeName in extensionTypeNames(of: value) {
            guard let info = types.type(typeName), let overloads = info.methods[name] else { continue }
            if let applicable = applicableOverloads(overloads, of: value) { return (info, applicable) }
            if first == nil { first = (info, overloads) }
        }
        return first
    }

    /// A user extension's subscript whose labels match `arguments` (`xs[safe: i]`); the
    /// standard library's own subscripts (`xs[i]`) are not replaced.
    /// Whether an extension subscript's parameters written as an integer or a range of them take
    /// `values` (an Int is no `ClosedRange<Int>`, `i...` no `Range<Int>`); a parameter of any
    /// other type (a generic `Index`) takes what comes.
    func extensionSubscriptFits(_ parameters: [Parameter], _ values: [Value]) -> Bool {
        guard parameters.count == values.count else { return true }
        for (parameter, value) in zip(parameters, values) {
            guard let name = parameter.type.nominalName, ["Int", "Range", "ClosedRange"].contains(name) else { continue }
            if !isInstance(readWeak(value), of: parameter.type) { return false }
        }
        return true
    }

    func builtinExtensionSubscript(of value: Value, arguments: [Argument], scope: Scope) -> (TypeInfo, [FunctionDecl])? {
        guard let (info, overloads) = builtinExtensionMethods(Self.subscriptGetter, of: value) else { return nil }
        let inputs = arguments.map { ArgumentInput.expression($0, scope) }
        let matching = overloads.filter { matchArguments($0.parameters, inputs) != nil }
        return matching.isEmpty ? nil : (info, matching)
    }
}
