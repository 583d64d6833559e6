import VivariumSyntax

/// Methods of a constrained extension of a standard-library type (`extension Array where
/// Element == Int`, `extension [String]`, `extension Collection where Element: Numeric`) are
/// members only of the values whose generic arguments meet the constraints, and the most
/// constrained one that applies is chosen (The Swift Programming Language, "Generics":
/// "Extensions with a Generic Where Clause"). Values carry no static type here, so an array's
/// first element stands for its `Element`. An empty array, or a requirement on a
/// generic argument that is not `Element`, cannot be judged, and does not rule a method out.
extension Interpreter {
    enum RequirementAnswer { case met, unmet, unknown }

    /// `overloads` that can be members of `value`, those with the most requirements first; nil
    /// when every one has a requirement `value` does not meet.
    func applicableOverloads(_ overloads: [FunctionDecl], of value: Value) -> [FunctionDecl]? {
        guard overloads.contains(where: { !$0.genericRequirements.isEmpty }) else { return overloads }
        let applicable = overloads.filter { function in
            function.genericRequirements.allSatisfy { answer($0, for: value) != .unmet }
        }
        guard !applicable.isEmpty else { return nil }
        return applicable.enumerated().sorted { a, b in
            a.element.genericRequirements.count != b.element.genericRequirements.count
                ? a.element.genericRequirements.count > b.element.genericRequirements.count : a.offset < b.offset
        }.map(\.element)
    }

    /// An array's elements share its `Element`, so its first stands for them all: a call costs
    /// the same on 10,000 rows as on one.
    private func answer(_ requirement: GenericRequirement, for value: Value) -> RequirementAnswer {
        guard requirement.subject == "Element", case .array(let elements) = value, let first = elements.first else { return .unknown }
        let element = readWeak(first)
        return requirement.isSameType ? isExactly(element, requirement.type) : conforms(element, to: requirement.type)
    }

    /// Whether `element`'s type is `typeName` (`Int`, a program's `Task`, `any Shape`).
    private func isExactly(_ element: Value, _ typeName: String) -> RequirementAnswer {
        let name = typeName.hasPrefix("any ") ? String(typeName.dropFirst(4)) : typeName
        if typeName.hasPrefix("any ") { return conforms(element, to: name) }
        switch element {
        case .int, .double, .string, .bool:
            return extensionTypeName(of: element) == name ? .met : .unmet
        case .structValue(let s): return s.typeName == name ? .met : .unmet
        case .enumValue(let e): return e.typeName == name ? .met : .unmet
        case .object(let id):
            guard let object = heap.object(id) else { return .unknown }
            return object.typeName == name ? .met : .unmet
        default:
            return .unknown
        }
    }

    /// Whether `element` conforms to the protocol `name`: a standard value to the standard
    /// library's protocols it is known to (and to those a program's extension adds), a value of
    /// the program's own type to what it declares.
    func conforms(_ element: Value, to name: String) -> RequirementAnswer {
        switch element {
        case .int, .double, .string, .bool:
            if standardProtocols(of: element).contains(name) { return .met }
            if let own = extensionTypeName(of: element), types.type(own)?.conforms(to: name) == true { return .met }
            return types.type(name) != nil || Self.modelledStandardProtocols.contains(name) ? .unmet : .unknown
        case .structValue, .enumValue, .object:
            if isInstance(element, of: .named(name)) { return .met }
            // `Equatable` of a type that declares `Hashable` or `Comparable` (which refine it).
            if name == "Equatable", isInstance(element, of: .named("Hashable")) || isInstance(element, of: .named("Comparable")) { return .met }
            if types.type(name) != nil { return .unmet }
            // A program's type that declares none of the standard library's numeric or
            // comparison protocols conforms to none of them.
            return Self.modelledStandardProtocols.contains(name) && !Self.numericProtocols.contains(name) ? .unmet : .unknown
        case .array, .dictionary:
            // `describe([1])` beside `describe<T: Numeric>`: a collection is no number or string.
            if standardProtocols(of: element).contains(name) { return .met }
            return Self.numericProtocols.contains(name) || name == "StringProtocol" ? .unmet : .unknown
        default:
            return .unknown
        }
    }

    /// The numeric protocols, which a program's type may adopt through a protocol the checker
    /// does not follow (left unknown for those).
    static let numericProtocols: Set<String> = [
        "FixedWidthInteger", "SignedInteger", "BinaryInteger", "SignedNumeric", "Numeric", "AdditiveArithmetic",
        "BinaryFloatingPoint", "FloatingPoint",
    ]

    /// The standard library's protocols every value here is known to conform to or not.
    static let modelledStandardProtocols: Set<String> = [
        "FixedWidthInteger", "SignedInteger", "BinaryInteger", "SignedNumeric", "Numeric", "AdditiveArithmetic",
        "BinaryFloatingPoint", "FloatingPoint", "StringProtocol", "Comparable", "Hashable", "Equatable",
    ]
}
